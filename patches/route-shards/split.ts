/**
 * Splits the route table Docusaurus generates (routes.js, routesChunkNames.json, registry.js) into
 * a core that every page loads and shards that load on demand, so that the JavaScript of a first
 * load does not grow with the page count. Pure: source text in, module source text out.
 *
 * The core keeps every route except the leaves of the docs plugins (one per page); those go into
 * shards by ranges of their normalized path (see shard-key.ts), with their chunk names and the
 * registry entries only they use. A registry entry shared by leaves of two shards (the doc page
 * component, say) stays in the core.
 */
import type {RouteChunkNames} from '@docusaurus/types';
import {chunkNamesOf} from '../idle-prefetch/chunk-index';
import {normalizeRoutePath, shardChunkName} from './shard-key';

export type RouteNode = {
  path: string;
  /** The arguments of the route's `ComponentCreator(path, hash)` call. */
  component: {args: unknown[]};
  exact?: boolean;
  routes?: RouteNode[];
  [key: string]: unknown;
};

/** Evaluates routes.js with a stand-in `ComponentCreator` that records its arguments. */
export function parseRoutesModule(source: string): RouteNode[] {
  const body = source.replace(/^import .*$/gm, '').replace(/^export default /m, 'return ');
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- our own generated file, evaluated at build time
  const evaluate = new Function('ComponentCreator', body) as (creator: (...args: unknown[]) => unknown) => unknown;
  const routes = evaluate((...args: unknown[]) => ({args}));
  if (!Array.isArray(routes)) throw new Error('[route-shards] routes.js did not export an array of routes');
  return routes as RouteNode[];
}

/**
 * Each entry of the route chunk registry carries the module's source path three times: in the
 * import, as a plain string and in require.resolveWeak. The plain string serves only server
 * rendering (which chunks a page used); in the browser bundle it is dead weight, so it becomes "".
 */
export function stripRegistryModulePaths(source: string): string {
  return source.replace(/\), "([^"]+)", require\.resolveWeak\("\1"\)\]/g, '), "", require.resolveWeak("$1")]');
}

/**
 * The entries of registry.js, one per line: chunk name → the entry's source text. Throws if a
 * line that looks like an entry does not parse: a chunk missing from the browser bundle would
 * leave the server bundle waiting forever for the browser's compilation of its MDX.
 */
export function parseRegistry(source: string): Map<string, string> {
  const entries = new Map<string, string>();
  for (const line of source.split('\n')) {
    if (!/^\s*"[^"]+":/.test(line)) continue;
    // The last entry shares its line with the closing "};".
    const match = /^\s*"([^"]+)": (\[\(\) => import\(.*\)\]),?(?:\s*\};?)?\s*$/.exec(line);
    if (!match) throw new Error(`[route-shards] cannot read this registry entry: ${line.slice(0, 120)}`);
    entries.set(match[1], match[2]);
  }
  return entries;
}

const isLeaf = (route: RouteNode) => route.exact === true && !route.routes;
const routeKey = (route: RouteNode) => route.component.args.join('-');

function routeSource(route: RouteNode, children?: string): string {
  const fields = [`path: ${JSON.stringify(route.path)}`];
  fields.push(`component: ComponentCreator(${route.component.args.map((arg) => JSON.stringify(arg)).join(', ')})`);
  for (const [key, value] of Object.entries(route)) {
    if (key !== 'path' && key !== 'component' && key !== 'routes')
      fields.push(`${JSON.stringify(key)}: ${JSON.stringify(value)}`);
  }
  if (children !== undefined) fields.push(`routes: ${children}`);
  return `{${fields.join(', ')}}`;
}

const objectSource = (entries: [string, string][]) =>
  `{\n${entries.map(([key, value]) => `  ${JSON.stringify(key)}: ${value}`).join(',\n')}\n}`;

export type SplitInput = {
  routes: RouteNode[];
  chunkNames: RouteChunkNames;
  registry: Map<string, string>;
  /** Leaves per shard, at most. */
  shardSize: number;
  /**
   * The site's base URL. A leaf at it (the docs home) stays in the core: the theme's breadcrumbs
   * look for the home page in the route table while the first page hydrates, whatever its shard.
   */
  baseUrl?: string;
};

export type SplitOutput = {
  /** Replaces @generated/routes: the core route tree, and `leaves`, the arrays shards fill. */
  routes: string;
  /** Replaces @generated/routesChunkNames. */
  chunkNames: string;
  /** Replaces @generated/registry. */
  registry: string;
  /** `boundaries` (see shard-key.ts) and `loaders`, one dynamic import per shard. */
  index: string;
  /** One module per shard: `routes` (leaves by parent), `chunkNames`, `registry`. */
  shards: string[];
  /** The normalized path of the first leaf of each shard; "" for the first. */
  boundaries: string[];
  /** The normalized paths of all the leaves, the pages whose route a shard holds. */
  leafPaths: Set<string>;
};

export function splitRouteTable({routes, chunkNames, registry, shardSize, baseUrl = '/'}: SplitInput): SplitOutput {
  if (shardSize < 1) throw new Error('[route-shards] shardSize must be at least 1');
  type Leaf = {route: RouteNode; parent: number; key: string};
  const leaves: Leaf[] = [];
  const coreRouteKeys: string[] = [];
  const parents: RouteNode[][] = [];

  // The core tree; an array of leaves only becomes `leaves["n"]`, filled by the shards.
  const treeSource = (list: RouteNode[]): string => {
    if (list.length > 0 && list.every(isLeaf)) {
      const parent = parents.length;
      const kept: RouteNode[] = [];
      for (const route of list) {
        if (route.path === baseUrl) kept.push(route);
        else leaves.push({route, parent, key: normalizeRoutePath(route.path)});
      }
      parents.push(kept);
      coreRouteKeys.push(...kept.map(routeKey));
      return `leaves[${JSON.stringify(String(parent))}]`;
    }
    return `[\n${list
      .map((route) => {
        coreRouteKeys.push(routeKey(route));
        return routeSource(route, route.routes ? treeSource(route.routes) : undefined);
      })
      .join(',\n')}\n]`;
  };
  const tree = treeSource(routes);

  leaves.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  const groups: Leaf[][] = [];
  for (let start = 0; start < leaves.length; start += shardSize) groups.push(leaves.slice(start, start + shardSize));
  const boundaries = groups.map((group, index) => (index === 0 ? '' : group[0].key));

  // Each registry entry goes to the one shard that uses it, or to the core.
  const namesOf = (key: string) => (chunkNames[key] ? chunkNamesOf(chunkNames[key]) : []);
  const owner = new Map<string, number | 'core'>();
  for (const key of coreRouteKeys) for (const name of namesOf(key)) owner.set(name, 'core');
  groups.forEach((group, index) => {
    for (const leaf of group) {
      for (const name of namesOf(routeKey(leaf.route))) {
        const current = owner.get(name);
        owner.set(name, current === undefined || current === index ? index : 'core');
      }
    }
  });
  const registryOf = (who: number | 'core') => [...registry].filter(([name]) => (owner.get(name) ?? 'core') === who);

  const shards = groups.map((group, index) => {
    const byParent = new Map<number, string[]>();
    for (const leaf of group)
      byParent.set(leaf.parent, [...(byParent.get(leaf.parent) ?? []), routeSource(leaf.route)]);
    const shardRoutes = [...byParent].map(([parent, list]): [string, string] => [
      String(parent),
      `[\n${list.join(',\n')}\n]`,
    ]);
    const shardChunkNames = group
      .map((leaf) => routeKey(leaf.route))
      .filter((key) => chunkNames[key])
      .map((key): [string, string] => [key, JSON.stringify(chunkNames[key])]);
    return [
      "import ComponentCreator from '@docusaurus/ComponentCreator';",
      `export const routes = ${objectSource(shardRoutes)};`,
      `export const chunkNames = ${objectSource(shardChunkNames)};`,
      `export const registry = ${objectSource(registryOf(index))};`,
      '',
    ].join('\n');
  });

  const leafArrays = parents.map((kept, parent): [string, string] => [
    String(parent),
    `[${kept.map((route) => routeSource(route)).join(', ')}]`,
  ]);
  const coreChunkNames = coreRouteKeys
    .filter((key) => chunkNames[key])
    .map((key): [string, string] => [key, JSON.stringify(chunkNames[key])]);
  return {
    routes: [
      "import ComponentCreator from '@docusaurus/ComponentCreator';",
      `export const leaves = ${objectSource(leafArrays)};`,
      `export default ${tree};`,
      '',
    ].join('\n'),
    chunkNames: `export default ${objectSource(coreChunkNames)};\n`,
    registry: `export default ${objectSource(registryOf('core'))};\n`,
    index: [
      `export const boundaries = ${JSON.stringify(boundaries)};`,
      `export const loaders = [\n${groups
        .map((_, index) => `  () => import(/* webpackChunkName: "${shardChunkName(index)}" */ "./shard-${index}.js")`)
        .join(',\n')}\n];`,
      '',
    ].join('\n'),
    shards,
    boundaries,
    leafPaths: new Set(leaves.map((leaf) => leaf.key)),
  };
}
