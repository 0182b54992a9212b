/**
 * Loads the shard of the route table that holds a path (see ../split.ts) and merges it into the
 * live route table, chunk names and registry, which the rest of the client reads by reference.
 */
import {matchRoutes, type RouteConfig} from 'react-router-config';
import registry from '@generated/registry';
import routes from '@generated/routes';
import routesChunkNames from '@generated/routesChunkNames';
import {leaves} from '@generated/route-shards/routes';
import {boundaries, loaders} from '@generated/route-shards/index';
import {mergeShard, type RouteShard} from '../merge';
import {shardChunkName, shardIndexFor} from '../shard-key';

const pending = new Map<number, Promise<void>>();
const mergedIndexes = new Set<number>();

/** Whether an exact route of the table as loaded so far matches the path. */
const isRouted = (pathname: string) => matchRoutes(routes, pathname).some((match) => match.route.exact);

/** How many shards have been merged; a change means the route table has grown. */
export const mergedShards = (): number => mergedIndexes.size;

/** Resolves once the route table can match `pathname`; rejects if its shard failed to load. */
export function ensureRoutesFor(pathname: string): Promise<void> {
  // A page the table already routes (the home page, search, a page of a merged shard) needs none.
  if (isRouted(pathname)) return Promise.resolve();
  const index = shardIndexFor(pathname, boundaries);
  const load = loaders[index];
  if (!load) return Promise.resolve();
  let promise = pending.get(index);
  if (!promise) {
    promise = load().then((shard: RouteShard<RouteConfig>) => {
      mergeShard(shard, {leaves, chunkNames: routesChunkNames, registry});
      mergedIndexes.add(index);
    });
    // A failed load (offline, a new deployment) is tried again by the next caller.
    promise.catch(() => pending.delete(index));
    pending.set(index, promise);
  }
  return promise;
}

/**
 * The chunk name of the shard a path still needs, or undefined when the table routes the path or
 * its shard is in. Prefetch fetches that file without running it; the shard is merged when the
 * reader points at the link or follows it.
 */
export function missingShardChunk(pathname: string): string | undefined {
  if (isRouted(pathname)) return undefined;
  const index = shardIndexFor(pathname, boundaries);
  return loaders[index] && !mergedIndexes.has(index) ? shardChunkName(index) : undefined;
}
