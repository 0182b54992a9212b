import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

/** The ES build of prism-react-renderer, which the wrapper re-exports. */
export const PRISM_PACKAGE = path.join(path.dirname(require.resolve('prism-react-renderer')), 'index.mjs');
/** The classic theme's client module that imports Prism into main.js to register languages. */
export const THEME_CLIENT_MODULE = /[\\/]theme-classic[\\/]lib[\\/]prism-include-languages\.js$/;
/** Our code highlighter for the browser (src/prism/Highlight.tsx). */
export const BROWSER_HIGHLIGHT = /[\\/]src[\\/]prism[\\/]Highlight\.tsx$/;

/**
 * Takes Prism (about 36 KB gzip, and a few hundred milliseconds of a phone's main thread to
 * evaluate) off every page's first load:
 * - the theme's client module that registered Prism's languages from main.js is replaced by an
 *   empty one, and every import of `prism-react-renderer` gets src/prism/with-languages.ts, the
 *   real package with our languages registered;
 * - code blocks highlight through src/prism/Highlight.tsx, which in the browser reuses the
 *   server's highlighted markup and loads Prism only for code the server did not render (the
 *   server bundle's highlighter is `serverHighlightPlugin` below, in both builds).
 */
export default function prismOnDemandPlugin(context: LoadContext): Plugin {
  const src = path.join(context.siteDir, 'src', 'prism');
  return {
    name: 'unleash-prism-on-demand',
    configureWebpack(_config, _isServer, utils) {
      const {NormalModuleReplacementPlugin} = utils.currentBundler.instance;
      return {
        resolve: {alias: {'prism-react-renderer-original': PRISM_PACKAGE}},
        plugins: [
          new NormalModuleReplacementPlugin(/^prism-react-renderer$/, path.join(src, 'with-languages.ts')),
          new NormalModuleReplacementPlugin(THEME_CLIENT_MODULE, path.join(src, 'no-op.ts')),
        ],
      };
    },
  };
}

/**
 * The server bundle highlights code blocks with Prism (src/prism/Highlight.server.tsx), in every
 * build: our code blocks (src/theme/CodeBlock) reuse the server's markup, which is our own
 * component's split, not a patch. On the stock-runtime build (DOCS_STOCK_RUNTIME=true), where
 * prismOnDemandPlugin is off, Prism stays in the theme's first load as Docusaurus ships it.
 */
export function serverHighlightPlugin(context: LoadContext): Plugin {
  const src = path.join(context.siteDir, 'src', 'prism');
  return {
    name: 'unleash-server-highlight',
    configureWebpack(_config, isServer, utils) {
      if (!isServer) return {};
      const {NormalModuleReplacementPlugin} = utils.currentBundler.instance;
      return {plugins: [new NormalModuleReplacementPlugin(BROWSER_HIGHLIGHT, path.join(src, 'Highlight.server.tsx'))]};
    },
  };
}
