/**
 * Stands in for Docusaurus's `@docusaurus/core/lib/client/docusaurus.js` (see index.ts): the
 * object `window.docusaurus` that links call to prefetch and preload their target. Preload (on
 * hover, touch and navigation) is Docusaurus's own, and also starts loading the code highlighter.
 * Prefetch (for every link that scrolls into view) runs when the browser is idle and looks chunk
 * names up in an index built once instead of scanning the whole route table per link; for a page
 * whose shard of the route table (patches/route-shards) is not loaded, it prefetches the shard's
 * file only.
 */
import {matchRoutes} from 'react-router-config';
import routes from '@generated/routes';
import routesChunkNames from '@generated/routesChunkNames';
import prefetchHelper from '@docusaurus/core/lib/client/prefetch';
import preloadHelper from '@docusaurus/core/lib/client/preload';
import {preloadHighlighter} from '@site/src/prism/Highlight';
import {missingShardChunk, mergedShards} from '@site/patches/route-shards/client/ensure';
import {createIdleQueue, indexChunkNamesByPath, takeNew, type IdleDeadlineLike} from './chunk-index';

declare const __webpack_require__: {p: string; u(chunkId: string): string; gca?(chunkName: string): string};

type NetworkInformation = {effectiveType?: string; saveData?: boolean};

const fetched = new Set<string>();
const loaded = new Set<string>();
const prefetchedChunks = new Set<string>();
let index: Map<string, string[]> | undefined;
let indexedShards = -1;

const isSlowConnection = () => {
  const connection = (navigator as Navigator & {connection?: NetworkInformation}).connection;
  return Boolean(connection?.effectiveType?.includes('2g') || connection?.saveData);
};

const requestIdle = (run: (deadline: IdleDeadlineLike) => void) => {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(run, {timeout: 5000});
  else window.setTimeout(() => run({timeRemaining: () => 0, didTimeout: true}), 200);
};
const whenIdle = createIdleQueue(requestIdle);

/** Adds a `<link rel="prefetch">` for each chunk not asked for before. */
function prefetchChunks(chunkNames: readonly string[]): Promise<unknown> {
  // Each chunk once: asking webpack for a chunk's URL and adding its <link> both cost time.
  return Promise.all(
    takeNew(chunkNames, prefetchedChunks).map((chunkName) => {
      // Production builds name chunks by their names (see index.ts); the dev server keeps
      // Docusaurus's lookup. A chunk merged into another one has no file: nothing to fetch.
      const asset = __webpack_require__.gca
        ? __webpack_require__.gca(chunkName)
        : __webpack_require__.p + __webpack_require__.u(chunkName);
      return asset && !asset.includes('undefined') ? prefetchHelper(asset) : Promise.resolve();
    }),
  );
}

function prefetchNow(routePath: string): Promise<unknown> {
  // A page whose shard of the route table is not in yet (patches/route-shards): fetch the shard
  // file for later, without running it; the page's own chunks are loaded on hover or click.
  const shard = missingShardChunk(routePath);
  if (shard) return prefetchChunks([shard]);
  // The route table grows as its shards load; the index follows.
  if (!index || indexedShards !== mergedShards()) {
    index = indexChunkNamesByPath(routesChunkNames);
    indexedShards = mergedShards();
  }
  const chunkIndex = index;
  return prefetchChunks(
    matchRoutes(routes, routePath).flatMap((match) => chunkIndex.get(match.route.path ?? '') ?? []),
  );
}

function prefetch(routePath: string): false | Promise<unknown> {
  if (isSlowConnection() || loaded.has(routePath) || fetched.has(routePath)) return false;
  fetched.add(routePath);
  return new Promise((resolve) => whenIdle(() => resolve(prefetchNow(routePath))));
}

function preload(routePath: string): false | Promise<unknown> {
  if (isSlowConnection() || loaded.has(routePath)) return false;
  loaded.add(routePath);
  // The next page's code blocks will need Prism, which the first load left out
  // (patches/prism-on-demand); a failure shows in the code block that needs it.
  preloadHighlighter().catch(() => undefined);
  return preloadHelper(routePath);
}

export default Object.freeze({prefetch, preload});
