/**
 * Which shard of the route table holds a path. Shared by the build (which sorts the routes into
 * shards) and the browser (which loads a path's shard before it renders or prefetches the path),
 * so the two cannot disagree.
 */

/**
 * The form of a pathname that React Router's route matching treats as the same route: case and a
 * trailing slash do not matter, percent-encoding is decoded, and `/x.html` or `/x/index.html`
 * stand for `/x` (Docusaurus strips those suffixes when no route has them).
 */
export function normalizeRoutePath(pathname: string): string {
  let decoded = pathname;
  try {
    decoded = decodeURI(pathname);
  } catch {
    // A malformed escape: React Router matches the raw string, so the raw string it is.
  }
  const path = decoded
    .trim()
    .toLowerCase()
    .replace(/(?:\/index)?\.html$/, '')
    .replace(/\/+$/, '');
  return path || '/';
}

/**
 * Shards are ranges of normalized paths in string order: `boundaries[i]` is the first path of
 * shard i, and `boundaries[0]` is "" so that every path falls into some shard.
 */
export function shardIndexFor(pathname: string, boundaries: readonly string[]): number {
  const key = normalizeRoutePath(pathname);
  let low = 0;
  let high = boundaries.length - 1;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if (boundaries[middle] <= key) low = middle;
    else high = middle - 1;
  }
  return low;
}

/** The webpack chunk name of shard i: the build names the chunk, the browser prefetches it. */
export const shardChunkName = (index: number): string => `route-shard-${index}`;
