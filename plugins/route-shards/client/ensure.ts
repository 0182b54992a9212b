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
import {shardIndexFor} from '../shard-key';

const pending = new Map<number, Promise<void>>();
let merged = 0;

/** How many shards have been merged; a change means the route table has grown. */
export const mergedShards = (): number => merged;

/** Resolves once the route table can match `pathname`; rejects if its shard failed to load. */
export function ensureRoutesFor(pathname: string): Promise<void> {
  // A page the table already routes (the home page, search, a page of a merged shard) needs none.
  if (matchRoutes(routes, pathname).some((match) => match.route.exact)) return Promise.resolve();
  const index = shardIndexFor(pathname, boundaries);
  const load = loaders[index];
  if (!load) return Promise.resolve();
  let promise = pending.get(index);
  if (!promise) {
    promise = load().then((shard: RouteShard<RouteConfig>) => {
      mergeShard(shard, {leaves, chunkNames: routesChunkNames, registry});
      merged += 1;
    });
    // A failed load (offline, a new deployment) is tried again by the next caller.
    promise.catch(() => pending.delete(index));
    pending.set(index, promise);
  }
  return promise;
}
