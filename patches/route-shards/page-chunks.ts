/**
 * The chunks a built page needs before it can hydrate, known when the site is built. Docusaurus
 * names only its runtime and main.js in a page's HTML; main.js then asks for the page's route
 * chunks (the doc layout, its sidebar, the page's content...) while it runs, so the browser
 * fetches them one round trip later, and creating those script elements added about a third to
 * the work of main.js's task. The page's loader asks for them with main.js instead. Pure.
 */
import type {RouteChunkNames} from '@docusaurus/types';
import {matchRoutes, type RouteConfig} from 'react-router-config';
import {chunkNamesOf} from '../idle-prefetch/chunk-index';
import type {RouteNode} from './split';

/** What react-loadable-ssr-addon writes to `.docusaurus/client-manifest.json` (the parts read here). */
export type ClientManifest = {
  /** Chunk name → the chunks that load with it (its split-off vendors and commons, then itself). */
  origins: Record<string, string[]>;
  /** Chunk name → its files. */
  assets: Record<string, {js?: {publicPath: string}[]}>;
};

/**
 * The registry chunk names of every route a path matches, outermost first: the same routes
 * Docusaurus's preload loads before it hydrates (react-router-config's matchRoutes). Empty unless
 * the deepest match is an exact route at that path, so the 404 page, which stands for any path,
 * names none.
 */
export function routeChunkNamesFor(routes: RouteNode[], chunkNames: RouteChunkNames, pathname: string): string[] {
  const branch = matchRoutes(routes as unknown as RouteConfig[], pathname);
  const deepest = branch.at(-1);
  if (!deepest || deepest.route.exact !== true || !deepest.match.isExact) return [];
  return branch.flatMap(({route}) => {
    const args = (route as unknown as RouteNode).component.args;
    const tree = chunkNames[args.join('-')];
    return tree ? chunkNamesOf(tree) : [];
  });
}

/**
 * The script URLs of those chunks and of the chunks each loads with, once each, in the order
 * the manifest gives; chunks named in `skip` (the runtime and main.js, already on the page) are
 * left out. A chunk without JavaScript (CSS only) adds nothing. Throws when the manifest does
 * not know a chunk: a page would then hydrate without it, which should not pass unnoticed.
 */
export function chunkScripts(names: readonly string[], manifest: ClientManifest, skip: ReadonlySet<string>): string[] {
  const scripts: string[] = [];
  for (const name of names) {
    const group = manifest.origins[name];
    if (!group) throw new Error(`[route-shards] the client manifest has no chunk "${name}"`);
    for (const member of group) {
      if (skip.has(member)) continue;
      for (const {publicPath} of manifest.assets[member]?.js ?? []) {
        if (!scripts.includes(publicPath)) scripts.push(publicPath);
      }
    }
  }
  return scripts;
}
