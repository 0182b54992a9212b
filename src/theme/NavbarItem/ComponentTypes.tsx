/**
 * Theme override: registers our custom navbar item types next to the theme's own.
 * Docusaurus asks for custom types to be added this way (type names start with "custom-").
 */
import ComponentTypes from '@theme-original/NavbarItem/ComponentTypes';
import SourceRepositoryLink from '@site/src/components/SourceRepositoryLink';
import AskAiNavbarItem from '@site/src/components/AskAi/NavbarItem';

export default {
  ...ComponentTypes,
  'custom-sourceRepository': SourceRepositoryLink,
  'custom-askAi': AskAiNavbarItem,
};
