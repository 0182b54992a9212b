/**
 * prism-react-renderer as every module of the site imports it (see patches/prism-on-demand): the
 * real package, with our extra languages registered (lazily) before anything renders code.
 */
import {Prism} from 'prism-react-renderer-original';
import prismIncludeLanguages from '@theme/prism-include-languages';

export * from 'prism-react-renderer-original';

prismIncludeLanguages(Prism);
