import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin, RouteChunkNames} from '@docusaurus/types';
import {addScriptsBeforeRuntime, loadScriptsAfterFirstPaint, routePathOfHtmlFile, shardAssets} from './html';
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
 * After the build, each page's HTML names its shard and its route chunks (page-chunks.ts) next to
 * main.js, and its bundle scripts are handed to a small inline loader that starts them after the first contentful paint (html.ts).
 */
export default function routeShardsPlugin(context: LoadContext): Plugin {
  const outDir = path.join(context.generatedFilesDir, 'route-shards');
  const preload = path.join(context.siteDir, 'plugins', 'route-shards', 'client', 'preload.ts');
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
    async postBuild({outDir}) {
      if (!split || !table) return;
      const {boundaries: shards, leafPaths} = split;
      const renamed = await moveShardChunkHashes(path.join(outDir, 'assets', 'js'));
      const assets = shardAssets(await fs.promises.readdir(path.join(outDir, 'assets', 'js')), context.baseUrl);
      if (assets.size !== shards.length) {
        throw new Error(`[route-shards] ${shards.length} shards were split but ${assets.size} were emitted`);
      }
      // Written by the browser build (react-loadable-ssr-addon): which files each chunk is.
      const manifest = JSON.parse(
        await fs.promises.readFile(path.join(context.generatedFilesDir, 'client-manifest.json'), 'utf8'),
      ) as ClientManifest & {entrypoints: string[]};
      const onEveryPage = new Set(manifest.entrypoints.flatMap((name) => manifest.origins[name] ?? [name]));
      const files = (await fs.promises.readdir(outDir, {recursive: true})).filter((file) => file.endsWith('.html'));
      let withShard = 0;
      let withChunks = 0;
      for (const file of files) {
        const routePath = routePathOfHtmlFile(file, context.baseUrl);
        // Only pages of a leaf route name their shard: the 404 page stands for paths it cannot know.
        const shard = leafPaths.has(normalizeRoutePath(routePath))
          ? assets.get(shardIndexFor(routePath, shards))
          : undefined;
        const chunks = chunkScripts(
          routeChunkNamesFor(table.routes, table.chunkNames, routePath),
          manifest,
          onEveryPage,
        );
        const original = await fs.promises.readFile(path.join(outDir, file), 'utf8');
        let html = original;
        for (const [from, to] of renamed) html = html.split(`/assets/js/${from}`).join(`/assets/js/${to}`);
        const scriptsAdded = addScriptsBeforeRuntime(html, shard ? [shard, ...chunks] : chunks);
        if (shard && scriptsAdded.includes(shard)) withShard += 1;
        if (chunks.length > 0 && scriptsAdded !== html) withChunks += 1;
        const rewritten = loadScriptsAfterFirstPaint(scriptsAdded);
        if (rewritten === original) continue;
        // Written aside and renamed: other plugins' postBuild (the search index) read pages now.
        const target = path.join(outDir, file);
        await fs.promises.writeFile(`${target}.route-shards.tmp`, rewritten);
        await fs.promises.rename(`${target}.route-shards.tmp`, target);
      }
      console.log(
        `[route-shards] ${shards.length} shards of the route table; ${withShard} pages load theirs with main.js, ` +
          `${withChunks} their route chunks too`,
      );
    },
  };
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
