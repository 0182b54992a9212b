import type {Plugin} from '@docusaurus/types';

/**
 * Docusaurus gathers the modules that at least half of the pages use into one `common` chunk,
 * which every page loads. The API reference is more than half of our pages, so the components of
 * its operation pages (the OpenAPI theme, our schema tables) landed in the first load of every
 * guide. This keeps them out of `common` and in an `api-common` chunk that API pages load.
 */
const API_ONLY = [
  /[\\/]node_modules[\\/]docusaurus-(theme|plugin)-openapi-docs[\\/]/,
  /[\\/]src[\\/]components[\\/](ApiSchema|ApiTryIt)[\\/]/,
  /[\\/]src[\\/]theme[\\/](ApiExplorer|ParamsDetails|RequestSchema|StatusCodes)[\\/]/,
];

/** Whether a module (by its file) is used by API reference pages only. */
export const isApiOnlyModule = (file: string): boolean => API_ONLY.some((pattern) => pattern.test(file));

type ModuleLike = {nameForCondition?: () => string | null | undefined; resource?: string};
type CacheGroup = {test?: unknown; [key: string]: unknown};
const fileOf = (module: ModuleLike) => module.nameForCondition?.() ?? module.resource ?? '';

export default function apiChunksPlugin(): Plugin {
  return {
    name: 'unleash-api-chunks',
    configureWebpack(config, isServer) {
      if (isServer || config.mode !== 'production') return {};
      const splitChunks = config.optimization?.splitChunks;
      const groups = splitChunks
        ? (splitChunks.cacheGroups as Record<string, CacheGroup | false> | undefined)
        : undefined;
      const common = groups?.common;
      if (!groups || !common) throw new Error('[api-chunks] Docusaurus no longer has a "common" chunk group');
      common.test = (module: ModuleLike) => !isApiOnlyModule(fileOf(module));
      groups.apiCommon = {
        name: 'api-common',
        test: (module: ModuleLike) => isApiOnlyModule(fileOf(module)),
        chunks: 'async',
        minChunks: 2,
        priority: 45,
        reuseExistingChunk: true,
      };
      return {};
    },
  };
}
