import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin, RouteChunkNames} from '@docusaurus/types';
import {isClientRedirectPage} from '../../plugins/redirects/client-pages';
import {isRewrittenPage, rewritePageHtml, routePathOfHtmlFile, shardAssets} from './html';
import {chunkScripts, routeChunkNamesFor, type ClientManifest} from './page-chunks';
import {contentHash, findChunkHashMap, literalsIn, rewriteRuntime, shardPrelude, withHash} from './runtime-map';
import {normalizeRoutePath, shardIndexFor} from './shard-key';
import {
  parseRegistry,
  parseRoutesModule,
  splitRouteTable,
  stripRegistryModulePaths,
  type RouteNode,
  type SplitOutput,
} from './split';

/** The module of Docusaurus core that loads a route's components before it renders. */
export const PRELOAD_MODULE = /[\\/]@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]preload\.js$/;

/** Leaves (pages) per shard: about 2.5 KB of JavaScript gzip each. */
export const SHARD_SIZE = 40;

/**
 * Keeps the route table out of the first load (see split.ts). In the browser bundle of a
 * production build, the route table, its chunk names and the chunk registry become a core plus
 * shards loaded on demand, and Docusaurus's preload (before hydration and before each navigation)
 * loads the shard of the path first. Server rendering keeps the whole table, so the markup is the
 * same. In development the shards are empty: the dev server rewrites the route table as content
 * changes, and the whole table stays in the bundle.
 *
 * After the build, an explicit step (`rewriteBuiltPages`, run by scripts/rewrite-built-pages.ts)
 * makes each page's HTML name its shard and its route chunks (page-chunks.ts) next to main.js,
 * and hands its bundle scripts to a small inline loader that starts them after the first
 * contentful paint (html.ts).
 */
export default function routeShardsPlugin(context: LoadContext): Plugin {
  const outDir = path.join(context.generatedFilesDir, 'route-shards');
  const preload = path.join(__dirname, 'client', 'preload.ts');
  let split: SplitOutput | undefined;
  let table: {routes: RouteNode[]; chunkNames: RouteChunkNames} | undefined;
  return {
    name: 'unleash-route-shards',
    configureWebpack(config, isServer, utils) {
      fs.mkdirSync(outDir, {recursive: true});
      const write = (file: string, source: string) => fs.writeFileSync(path.join(outDir, file), source);
      if (config.mode !== 'production') {
        write('routes.js', 'export const leaves = {};\n');
        write('index.js', 'export const boundaries = [""];\nexport const loaders = [];\n');
        return {};
      }
      if (isServer) return {};
      // Docusaurus has written its generated files by the time it configures the bundler.
      const read = (file: string) => fs.readFileSync(path.join(context.generatedFilesDir, file), 'utf8');
      table = {
        routes: parseRoutesModule(read('routes.js')),
        chunkNames: JSON.parse(read('routesChunkNames.json')) as RouteChunkNames,
      };
      split = splitRouteTable({
        ...table,
        registry: parseRegistry(stripRegistryModulePaths(read('registry.js'))),
        shardSize: SHARD_SIZE,
        baseUrl: context.baseUrl,
      });
      const plan: BuildPlan = {
        baseUrl: context.baseUrl,
        boundaries: split.boundaries,
        leafPaths: [...split.leafPaths],
        ...table,
      };
      write(BUILD_PLAN_FILE, JSON.stringify(plan));
      write('routes.js', split.routes);
      write('chunk-names.js', split.chunkNames);
      write('registry.js', split.registry);
      write('index.js', split.index);
      split.shards.forEach((source, index) => write(`shard-${index}.js`, source));
      const {NormalModuleReplacementPlugin} = utils.currentBundler.instance;
      return {
        plugins: [
          new NormalModuleReplacementPlugin(/^@generated\/routes$/, path.join(outDir, 'routes.js')),
          new NormalModuleReplacementPlugin(/^@generated\/routesChunkNames$/, path.join(outDir, 'chunk-names.js')),
          new NormalModuleReplacementPlugin(/^@generated\/registry$/, path.join(outDir, 'registry.js')),
          new NormalModuleReplacementPlugin(PRELOAD_MODULE, preload),
        ],
      };
    },
    // The built pages are rewritten by an explicit step of `npm run build` after Docusaurus is done
    // (scripts/rewrite-built-pages.ts, rewriteBuiltPages below), not in a postBuild hook, which
    // Docusaurus runs in parallel with the other plugins' hooks (the search index reads the pages).
  };
}

/** What the step after the build needs, written by the browser build to `.docusaurus/route-shards/`. */
export type BuildPlan = {
  baseUrl: string;
  boundaries: string[];
  leafPaths: string[];
  routes: RouteNode[];
  chunkNames: RouteChunkNames;
};

export const BUILD_PLAN_FILE = 'build-plan.json';

/**
 * The step after `docusaurus build` (scripts/rewrite-built-pages.ts): moves the shard-only chunk
 * hashes out of the webpack runtime, then rewrites every page of `outDir` to name its shard and
 * route chunks next to main.js and to start its scripts after the first paint. Throws, naming the
 * file, for a page it cannot rewrite (every HTML file but the client redirect pages).
 */
export async function rewriteBuiltPages(
  outDir: string,
  generatedFilesDir: string,
): Promise<{pages: number; withShard: number; withChunks: number; alreadyRewritten?: true}> {
  // Run twice (a repeated `npm run build` step, a script run by hand), the step leaves the build as it is.
  if (isRewrittenPage(await fs.promises.readFile(path.join(outDir, 'index.html'), 'utf8'))) {
    return {pages: 0, withShard: 0, withChunks: 0, alreadyRewritten: true};
  }
  const plan = JSON.parse(
    await fs.promises.readFile(path.join(generatedFilesDir, 'route-shards', BUILD_PLAN_FILE), 'utf8'),
  ) as BuildPlan;
  const jsDir = path.join(outDir, 'assets', 'js');
  const before = shardAssets(await fs.promises.readdir(jsDir), plan.baseUrl);
  if (before.size !== plan.boundaries.length) {
    throw new Error(
      `[route-shards] ${plan.boundaries.length} shards were split but ${outDir} has ${before.size}: ` +
        'build the site again without DOCS_STOCK_RUNTIME (or skip this step on a stock-runtime build)',
    );
  }
  const renamed = await moveShardChunkHashes(jsDir);
  const assets = shardAssets(await fs.promises.readdir(jsDir), plan.baseUrl);
  const leafPaths = new Set(plan.leafPaths);
  // Written by the browser build (react-loadable-ssr-addon): which files each chunk is.
  const manifest = JSON.parse(
    await fs.promises.readFile(path.join(generatedFilesDir, 'client-manifest.json'), 'utf8'),
  ) as ClientManifest & {entrypoints: string[]};
  const onEveryPage = new Set(manifest.entrypoints.flatMap((name) => manifest.origins[name] ?? [name]));
  const files = (await fs.promises.readdir(outDir, {recursive: true}))
    .map((file) => file.split(path.sep).join('/'))
    .filter((file) => file.endsWith('.html'));
  let pages = 0;
  let withShard = 0;
  let withChunks = 0;
  for (const file of files) {
    const routePath = routePathOfHtmlFile(file, plan.baseUrl);
    // Only pages of a leaf route name their shard: the 404 page stands for paths it cannot know.
    const shard = leafPaths.has(normalizeRoutePath(routePath))
      ? assets.get(shardIndexFor(routePath, plan.boundaries))
      : undefined;
    const chunks = chunkScripts(routeChunkNamesFor(plan.routes, plan.chunkNames, routePath), manifest, onEveryPage);
    let html = await fs.promises.readFile(path.join(outDir, file), 'utf8');
    if (isClientRedirectPage(html)) continue;
    if (isRewrittenPage(html)) {
      throw new Error(
        `[route-shards] ${file} is already rewritten but index.html is not: the build is half rewritten, build the site again`,
      );
    }
    pages += 1;
    for (const [from, to] of renamed) html = html.split(`/assets/js/${from}`).join(`/assets/js/${to}`);
    const scripts = shard ? [shard, ...chunks] : chunks;
    const rewritten = rewritePageHtml(file, html, scripts);
    if (shard) withShard += 1;
    if (chunks.length > 0) withChunks += 1;
    await fs.promises.writeFile(path.join(outDir, file), rewritten);
  }
  return {pages, withShard, withChunks};
}

/**
 * Moves the hashes of chunks that only route shards ask for from the webpack runtime into those
 * shards (runtime-map.ts), then gives the rewritten runtime and shards new content hashes.
 * Returns old file name → new file name.
 */
async function moveShardChunkHashes(jsDir: string): Promise<Map<string, string>> {
  const files = (await fs.promises.readdir(jsDir)).filter((file) => file.endsWith('.js'));
  const runtimeFiles = files.filter((file) => /^runtime~main\.[0-9a-f]{8}\.js$/.test(file));
  if (runtimeFiles.length !== 1)
    throw new Error(`[route-shards] expected one runtime~main script, found ${runtimeFiles.length}`);
  const [runtimeFile] = runtimeFiles;
  const isShard = (file: string) => /^route-shard-\d+\.[0-9a-f]{8}\.js$/.test(file);
  const read = (file: string) => fs.promises.readFile(path.join(jsDir, file), 'utf8');
  const runtime = await read(runtimeFile);
  const map = findChunkHashMap(runtime);
  const chunkNames = [...map.hashes.keys()];

  const elsewhere = new Set<string>();
  for (const file of files.filter((name) => name !== runtimeFile && !isShard(name))) {
    // A chunk names itself in its own JSONP push; that is not a request for it.
    const own = file.replace(/\.[0-9a-f]{8}\.js$/, '');
    for (const name of literalsIn(await read(file))) if (name !== own) elsewhere.add(name);
  }
  const shards = await Promise.all(files.filter(isShard).map(async (file) => ({file, source: await read(file)})));
  const movable = chunkNames.filter((name) => !elsewhere.has(name) && !name.startsWith('route-shard-'));
  const moved = new Set<string>();

  const kept = new Map(map.hashes);
  const renamed = new Map<string, string>();
  for (const {file, source} of shards) {
    const mentioned = literalsIn(source);
    const own = movable.filter((name) => mentioned.has(name));
    if (own.length === 0) continue;
    own.forEach((name) => moved.add(name));
    const rewritten = shardPrelude(own.map((name) => [name, map.hashes.get(name)!])) + source;
    const hash = contentHash(rewritten);
    renamed.set(file, withHash(file, hash));
    kept.set(file.replace(/\.[0-9a-f]{8}\.js$/, ''), hash);
    await fs.promises.writeFile(path.join(jsDir, withHash(file, hash)), rewritten);
    await fs.promises.rm(path.join(jsDir, file));
  }
  for (const name of moved) kept.delete(name);
  const newRuntime = rewriteRuntime(runtime, map, kept);
  const runtimeName = withHash(runtimeFile, contentHash(newRuntime));
  await fs.promises.writeFile(path.join(jsDir, runtimeName), newRuntime);
  await fs.promises.rm(path.join(jsDir, runtimeFile));
  renamed.set(runtimeFile, runtimeName);
  console.log(
    `[route-shards] ${moved.size} of ${chunkNames.length} chunk hashes moved from the runtime into the shards`,
  );
  return renamed;
}
