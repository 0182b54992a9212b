/**
 * What patches/route-shards and patches/idle-prefetch rely on in Docusaurus: these fail when an
 * upgrade changes a module they replace or a file format they read.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import {createRequire} from 'node:module';
import {describe, it} from 'node:test';
import {PRELOAD_MODULE} from '..';

const require = createRequire(import.meta.url);
const core = (file: string) => require.resolve(`@docusaurus/core/lib/${file}`);

describe('the Docusaurus modules the route shards rely on', () => {
  it('preload: one default export that matches the route table and preloads each match', () => {
    const file = core('client/preload.js');
    assert.match(file, PRELOAD_MODULE);
    const source = fs.readFileSync(file, 'utf8');
    assert.match(source, /export default function preload\(pathname\)/);
    assert.match(source, /matchRoutes\(routes, p\)/);
    assert.match(source, /match\.route\.component\.preload\?\.\(\)/);
  });

  it('hydration and navigation both wait on that preload', () => {
    assert.match(fs.readFileSync(core('client/clientEntry.js'), 'utf8'), /import preload from '\.\/preload';/);
    assert.match(fs.readFileSync(core('client/PendingNavigation.js'), 'utf8'), /import preload from '\.\/preload';/);
  });

  it('the component factory reads chunk names and the registry by reference, when a route is created', () => {
    const source = fs.readFileSync(core('client/exports/ComponentCreator.js'), 'utf8');
    assert.match(source, /import registry from '@generated\/registry';/);
    assert.match(source, /import routesChunkNames from '@generated\/routesChunkNames';/);
    assert.match(source, /routesChunkNames\[`\$\{path\}-\$\{hash\}`\]/);
  });

  it('the registry is written one entry per line, in the form parseRegistry reads', () => {
    const source = fs.readFileSync(core('server/codegen/codegenRoutes.js'), 'utf8');
    assert.ok(
      source.includes(
        '`  "${chunkName}": [() => import(/* webpackChunkName: "${chunkName}" */ "${modulePath}"), "${modulePath}", require.resolveWeak("${modulePath}")],`',
      ),
    );
  });

  it('the prefetch lookup that idle-prefetch turns off is the ChunkAssetPlugin', () => {
    const plugin = require(core('webpack/plugins/ChunkAssetPlugin.js')) as {default: {name: string}};
    assert.equal(plugin.default.name, 'ChunkAssetPlugin');
    assert.match(fs.readFileSync(core('webpack/client.js'), 'utf8'), /new ChunkAssetPlugin_1\.default\(\)/);
  });
});
