/**
 * Evidence of route-table growth and of precompression, read from a finished build:
 * - the entry scripts every page loads (main.js carries the route table and the chunk registry),
 * - the docs plugin's version metadata chunks, which carry the sidebars,
 * - whether text files have .gz and .br siblings (only if the build writes them).
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import {listFiles, shouldPrecompress} from '../precompress';
import type {AssetReport, FileSize, SiteName} from './types';

/** Client routes in .docusaurus/routesChunkNames.json (pages plus layout routes). */
export function countRoutes(siteDir: string): number {
  const file = path.join(siteDir, '.docusaurus', 'routesChunkNames.json');
  return fs.existsSync(file) ? Object.keys(JSON.parse(fs.readFileSync(file, 'utf8')) as object).length : 0;
}

const ENTRY_SCRIPT = /^(main|runtime~main|common)\.[0-9a-f]+\.js$/;

/** Gzip at level 6, what nginx's `gzip_comp_level 6` sends when no .gz sibling exists. */
export function fileSize(buildDir: string, file: string): FileSize {
  const body = fs.readFileSync(path.join(buildDir, file));
  return {file, raw: body.length, gzip: zlib.gzipSync(body, {level: 6}).length};
}

/**
 * The chunks of .docusaurus/registry.js that load a docs plugin's route props
 * (`@generated/docusaurus-plugin-content-docs/<instance>/p/<name>.json`). Among them is each
 * instance's version metadata, which holds its sidebars and is loaded by every page of the instance.
 */
export function versionMetadataChunks(registrySource: string): {chunkName: string; module: string}[] {
  const entry = /"([^"]+)": \[\(\) => import\(\/\* webpackChunkName: "[^"]+" \*\/ "([^"]+)"\)/g;
  return [...registrySource.matchAll(entry)]
    .filter((m) => /docusaurus-plugin-content-docs\/[^/]+\/p\/[^/]+\.json$/.test(m[2]))
    .map((m) => ({chunkName: m[1], module: m[2]}));
}

/** How many compressible text files have .gz and .br siblings (same rule as scripts/precompress.ts). */
export function precompressionCoverage(files: readonly {file: string; size: number}[]): AssetReport['precompressed'] {
  const present = new Set(files.map((f) => f.file));
  const text = files.filter((f) => shouldPrecompress(f.file, f.size));
  return {
    textFiles: text.length,
    withGzip: text.filter((f) => present.has(`${f.file}.gz`)).length,
    withBrotli: text.filter((f) => present.has(`${f.file}.br`)).length,
  };
}

export function analyseAssets(site: SiteName, siteDir: string, buildDir = path.join(siteDir, 'build')): AssetReport {
  const jsDir = path.join(buildDir, 'assets', 'js');
  const scripts = fs.readdirSync(jsDir).filter((f) => f.endsWith('.js'));
  const generated = path.join(siteDir, '.docusaurus');
  const registryFile = path.join(generated, 'registry.js');
  const registry = fs.existsSync(registryFile) ? fs.readFileSync(registryFile, 'utf8') : '';
  // The same folder also holds the props of generated category indexes; only version metadata has sidebars.
  const hasSidebars = (module: string) => {
    const source = path.join(generated, module.replace(/^@generated\//, ''));
    return fs.existsSync(source) && fs.readFileSync(source, 'utf8').includes('"docsSidebars"');
  };
  const sidebarChunks = versionMetadataChunks(registry)
    .filter(({module}) => hasSidebars(module))
    .flatMap(({chunkName, module}) => {
      const file = scripts.find((f) => f.startsWith(`${chunkName}.`));
      return file ? [{...fileSize(buildDir, `assets/js/${file}`), module}] : [];
    });
  const sizeOf = (file: string) => (fs.existsSync(file) ? fs.statSync(file).size : 0);
  return {
    site,
    entryScripts: scripts.filter((f) => ENTRY_SCRIPT.test(f)).map((f) => fileSize(buildDir, `assets/js/${f}`)),
    sidebarChunks,
    routes: countRoutes(siteDir),
    routesJsBytes: sizeOf(path.join(generated, 'routes.js')),
    registryJsBytes: registry.length,
    precompressed: precompressionCoverage(listFiles(buildDir).map((file) => ({file, size: fs.statSync(file).size}))),
  };
}
