import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import type {RouteChunkNames} from '@docusaurus/types';
import {mergeShard, type RouteShard} from '../merge';
import {shardIndexFor} from '../shard-key';
import {parseRegistry, parseRoutesModule, splitRouteTable, stripRegistryModulePaths, type RouteNode} from '../split';

// The shape of the files Docusaurus generates, small.
const routesSource = `import React from 'react';
import ComponentCreator from '@docusaurus/ComponentCreator';

export default [
  {path: '/search', component: ComponentCreator('/search', '5de'), exact: true},
  {
    path: '/',
    component: ComponentCreator('/', 'aaa'),
    routes: [
      {
        path: '/',
        component: ComponentCreator('/', 'bbb'),
        routes: [
          {path: '/zeta', component: ComponentCreator('/zeta', 'z01'), exact: true, sidebar: "docs"},
          {path: '/', component: ComponentCreator('/', 'h01'), exact: true, sidebar: "docs"},
          {path: '/alpha', component: ComponentCreator('/alpha', 'a01'), exact: true, sidebar: "docs"},
          {path: '/Beta', component: ComponentCreator('/Beta', 'b01'), exact: true},
        ]
      }
    ]
  },
  {path: '*', component: ComponentCreator('*')},
];
`;
const chunkNames: RouteChunkNames = {
  '/search-5de': {__comp: 'search'},
  '/-aaa': {__comp: 'docsRoot'},
  '/-bbb': {__comp: 'docRoot', __props: 'version'},
  '/zeta-z01': {__comp: 'docItem', content: 'zetaContent'},
  '/-h01': {__comp: 'docItem', content: 'homeContent'},
  '/alpha-a01': {__comp: 'docItem', content: 'alphaContent'},
  '/Beta-b01': {__comp: 'docItem', content: 'betaContent'},
};
const registrySource = `export default {
${['search', 'docsRoot', 'docRoot', 'version', 'docItem', 'zetaContent', 'alphaContent', 'betaContent', 'homeContent']
  .map(
    (name) =>
      `  "${name}": [() => import(/* webpackChunkName: "${name}" */ "@site/${name}.js"), "", require.resolveWeak("@site/${name}.js")],`,
  )
  .join('\n')
  // Docusaurus closes the object on the line of the last entry.
  .replace(/,$/, '};')}
`;

/** Evaluates a module written by splitRouteTable with a recording ComponentCreator. */
function evaluate(source: string, imports: Record<string, unknown> = {}): Record<string, unknown> {
  const exports: Record<string, unknown> = {};
  const body = source
    .replace(/^import .*$/gm, '')
    .replace(/^export const (\w+) = /gm, 'const $1 = exports.$1 = ')
    .replace(/^export default /m, 'exports.default = ')
    .replace(/\(\) => import\(([^)]*)\)/g, '() => $1')
    .replace(/require\.resolveWeak\(([^)]*)\)/g, '$1');
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- a module this test's own input produced
  const run = new Function('exports', 'ComponentCreator', 'imports', body) as (...args: unknown[]) => void;
  run(exports, (...args: unknown[]) => ({args}), imports);
  return exports;
}

describe('parseRoutesModule and parseRegistry', () => {
  it('read the route tree and the registry entries', () => {
    const routes = parseRoutesModule(routesSource);
    assert.equal(routes.length, 3);
    assert.deepEqual(routes[1].routes?.[0].routes?.[2], {
      path: '/alpha',
      component: {args: ['/alpha', 'a01']},
      exact: true,
      sidebar: 'docs',
    });
    const registry = parseRegistry(registrySource);
    assert.equal(registry.size, 9);
    assert.match(registry.get('alphaContent') ?? '', /^\[\(\) => import\(.*"@site\/alphaContent\.js"\)\]$/);
  });

  it('refuses a registry entry it cannot read, naming it', () => {
    assert.throws(
      () => parseRegistry('export default {\n  "abc": something else,\n};'),
      /cannot read this registry entry: +"abc": something else/,
    );
  });

  it('refuses a routes module that is not an array', () => {
    assert.throws(() => parseRoutesModule('export default {};'), /did not export an array/);
  });
});

describe('splitRouteTable', () => {
  const split = splitRouteTable({
    routes: parseRoutesModule(routesSource),
    chunkNames,
    registry: parseRegistry(registrySource),
    shardSize: 2,
  });

  it('moves the leaves into shards by ranges of their normalized path', () => {
    assert.deepEqual(split.boundaries, ['', '/zeta']);
    assert.equal(split.shards.length, 2);
    assert.equal(shardIndexFor('/alpha', split.boundaries), 0);
    assert.equal(shardIndexFor('/BETA/', split.boundaries), 0);
    assert.equal(shardIndexFor('/zeta', split.boundaries), 1);
    const first = evaluate(split.shards[0]) as unknown as RouteShard<RouteNode>;
    assert.deepEqual(
      first.routes['0'].map((route) => route.path),
      ['/alpha', '/Beta'],
    );
    assert.deepEqual(Object.keys(first.chunkNames), ['/alpha-a01', '/Beta-b01']);
    assert.deepEqual(Object.keys(first.registry).sort(), ['alphaContent', 'betaContent']);
  });

  it('keeps the structure, its chunk names and shared registry entries in the core', () => {
    const core = evaluate(split.routes);
    const routes = core.default as RouteNode[];
    assert.deepEqual(
      routes.map((route) => route.path),
      ['/search', '/', '*'],
    );
    // The home page stays: the breadcrumbs look it up while any page hydrates.
    assert.deepEqual(core.leaves, {
      '0': [{path: '/', component: {args: ['/', 'h01']}, exact: true, sidebar: 'docs'}],
    });
    assert.equal(routes[1].routes?.[0].routes, (core.leaves as Record<string, unknown>)['0']);
    assert.equal(split.leafPaths.has('/'), false);
    assert.deepEqual(routes[2].component, {args: ['*']});
    assert.deepEqual(Object.keys(evaluate(split.chunkNames).default as object), [
      '/search-5de',
      '/-aaa',
      '/-bbb',
      '/-h01',
    ]);
    assert.deepEqual(Object.keys(evaluate(split.registry).default as object).sort(), [
      'docItem',
      'docRoot',
      'docsRoot',
      'homeContent',
      'search',
      'version',
    ]);
  });

  it('writes one loader per shard', () => {
    assert.match(split.index, /webpackChunkName: "route-shard-0" \*\/ "\.\/shard-0\.js"/);
    assert.match(split.index, /"\.\/shard-1\.js"/);
    assert.doesNotMatch(split.index, /shard-2/);
  });

  it('rebuilds, once every shard is merged, the route table Docusaurus generated', () => {
    const core = evaluate(split.routes);
    const live = {
      leaves: core.leaves as Record<string, RouteNode[]>,
      chunkNames: evaluate(split.chunkNames).default as Record<string, unknown>,
      registry: evaluate(split.registry).default as Record<string, unknown>,
    };
    const shards = split.shards.map((shard) => evaluate(shard) as unknown as RouteShard<RouteNode>);
    for (const shard of shards) mergeShard(shard, live);
    // Merging a shard twice (the module is the same object each time it loads) adds nothing.
    mergeShard(shards[0], live);
    const byPath = (routes: RouteNode[]) => [...routes].sort((a, b) => a.path.localeCompare(b.path));
    const original = parseRoutesModule(routesSource);
    const rebuilt = core.default as RouteNode[];
    assert.deepEqual(byPath(rebuilt[1].routes![0].routes!), byPath(original[1].routes![0].routes!));
    assert.deepEqual(Object.keys(live.chunkNames).sort(), Object.keys(chunkNames).sort());
    assert.equal(Object.keys(live.registry).length, 9);
  });

  it('refuses a shard size below one', () => {
    assert.throws(
      () => splitRouteTable({routes: [], chunkNames: {}, registry: new Map(), shardSize: 0}),
      /shardSize must be at least 1/,
    );
  });
});

describe('stripRegistryModulePaths', () => {
  it('empties the plain module path of each entry and keeps the import and the module id', () => {
    const source = `export default {
  "0069ef80": [() => import(/* webpackChunkName: "0069ef80" */ "@site/api-reference/unleash/banners.tag.mdx"), "@site/api-reference/unleash/banners.tag.mdx", require.resolveWeak("@site/api-reference/unleash/banners.tag.mdx")],
  "17896441": [() => import(/* webpackChunkName: "17896441" */ "@theme/DocItem"), "@theme/DocItem", require.resolveWeak("@theme/DocItem")],};`;
    assert.equal(
      stripRegistryModulePaths(source),
      `export default {
  "0069ef80": [() => import(/* webpackChunkName: "0069ef80" */ "@site/api-reference/unleash/banners.tag.mdx"), "", require.resolveWeak("@site/api-reference/unleash/banners.tag.mdx")],
  "17896441": [() => import(/* webpackChunkName: "17896441" */ "@theme/DocItem"), "", require.resolveWeak("@theme/DocItem")],};`,
    );
  });
  it('leaves an entry alone when its paths differ (a format it does not know)', () => {
    const odd = `  "a": [() => import("x"), "y", require.resolveWeak("x")],`;
    assert.equal(stripRegistryModulePaths(odd), odd);
  });
});
