import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/** The CommonJS package of Docusaurus that every page's main.js takes tslib for. */
export const TSLIB_USER = /[\\/]@docusaurus[\\/]utils-common[\\/]/;

/** The tslib helpers TSLIB_USER calls; the stand-in (./importDefault.js) provides these. */
export const PROVIDED_HELPERS = ['__importDefault'] as const;

/**
 * `@docusaurus/utils-common` is compiled to CommonJS with `require("tslib")` for one helper,
 * `__importDefault`. A CommonJS require cannot be tree-shaken, so all of tslib (11 KB raw, 4 KB
 * gzip) was in every page's main.js. In the browser bundle, that package's tslib is a file with
 * just that helper; everything else keeps the real tslib. A unit test reads the package and
 * fails if it starts to call another helper.
 */
export default function tslibHelpersPlugin(): Plugin {
  const standIn = path.join(__dirname, 'importDefault.js');
  return {
    name: 'unleash-tslib-helpers',
    configureWebpack(_config, isServer, utils) {
      if (isServer) return {};
      const {NormalModuleReplacementPlugin} = utils.currentBundler.instance;
      return {
        plugins: [
          new NormalModuleReplacementPlugin(
            /^tslib$/,
            (resource: {request: string; contextInfo?: {issuer?: string}}) => {
              if (TSLIB_USER.test(resource.contextInfo?.issuer ?? '')) resource.request = standIn;
            },
          ),
        ],
      };
    },
  };
}
