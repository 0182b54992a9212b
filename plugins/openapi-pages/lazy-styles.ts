import type {LoadContext, Plugin} from '@docusaurus/types';
import docusaurusThemeOpenAPI from 'docusaurus-theme-openapi-docs';
import {compile} from 'sass';

/**
 * The OpenAPI theme, minus its global stylesheet. The theme registers the stylesheet (about
 * 90 KB, almost all of it for the request panel) as a client module, and Docusaurus merges all
 * CSS into the one file every page loads. Everything else of the theme is kept (its components,
 * their aliases, its Sass rule). The stylesheet is compiled here into a data module that the
 * request panel (src/components/ApiTryIt/Panel.tsx) imports and injects when a reader opens it.
 */
export const THEME_STYLES = require.resolve('docusaurus-theme-openapi-docs/lib/theme/styles.scss');
export const PANEL_STYLES_FILE = 'panel-styles.json';

export default function openapiThemeWithLazyStyles(context: LoadContext): Plugin {
  const theme = (docusaurusThemeOpenAPI as unknown as (context: LoadContext) => Plugin)(context);
  return {
    ...theme,
    getClientModules: () => [],
    loadContent: () => Promise.resolve(compile(THEME_STYLES, {style: 'compressed'}).css),
    async contentLoaded({content, actions}) {
      await actions.createData(PANEL_STYLES_FILE, JSON.stringify({css: content as string}));
    },
  };
}
