/** A shard of the route table, as ../split.ts writes it. */
export type RouteShard<Route> = {
  routes: Record<string, Route[]>;
  chunkNames: Record<string, unknown>;
  registry: Record<string, unknown>;
};

/**
 * Adds a shard's leaves to the arrays of the live route table they belong to, and its chunk names
 * and registry entries to theirs. In place: React Router, Docusaurus and the docs theme hold these
 * objects by reference.
 */
export function mergeShard<Route>(
  shard: RouteShard<Route>,
  live: {leaves: Record<string, Route[]>; chunkNames: Record<string, unknown>; registry: Record<string, unknown>},
): void {
  for (const [parent, routes] of Object.entries(shard.routes)) {
    const target = live.leaves[parent];
    if (!target) throw new Error(`[route-shards] a shard has routes for parent ${parent}, which the route table lacks`);
    for (const route of routes) if (!target.includes(route)) target.push(route);
  }
  Object.assign(live.chunkNames, shard.chunkNames);
  Object.assign(live.registry, shard.registry);
}
