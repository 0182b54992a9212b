import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import type {RouteChunkNames} from '@docusaurus/types';
import {chunkScripts, routeChunkNamesFor, type ClientManifest} from '../page-chunks';
import type {RouteNode} from '../split';

// The shape of a Docusaurus route table: the docs plugin's root, version and sidebar routes
// match every path below them; the pages are exact leaves. Two routes share the path "/".
const route = (path: string, hash: string, extra: Partial<RouteNode> = {}): RouteNode => ({
  path,
  component: {args: [path, hash]},
  ...extra,
});
const routes: RouteNode[] = [
  route('/search', '5de', {exact: true}),
  route('/', 'b2a', {
    routes: [
      route('/', 'f5d', {
        routes: [
          route('/', '93f', {
            routes: [route('/reference/activation-strategies', '8e2', {exact: true}), route('/', '292', {exact: true})],
          }),
        ],
      }),
    ],
  }),
  route('*', '*'),
];
const chunkNames: RouteChunkNames = {
  '/search-5de': {__comp: 'search'},
  '/-b2a': {__comp: 'docRoot', __context: {plugin: 'pluginData'}},
  '/-f5d': {__comp: 'versionRoot', __props: 'versionProps'},
  '/-93f': {__comp: 'sidebarRoot'},
  '/reference/activation-strategies-8e2': {__comp: 'docItem', content: 'strategiesContent'},
  '/-292': {__comp: 'docItem', content: 'homeContent'},
};

describe('routeChunkNamesFor', () => {
  it('names the chunks of every route the page matches, outermost first, and no sibling page', () => {
    assert.deepEqual(routeChunkNamesFor(routes, chunkNames, '/reference/activation-strategies'), [
      'docRoot',
      'pluginData',
      'versionRoot',
      'versionProps',
      'sidebarRoot',
      'docItem',
      'strategiesContent',
    ]);
    assert.deepEqual(routeChunkNamesFor(routes, chunkNames, '/search'), ['search']);
  });

  it('tells two routes at one path apart: the docs home is the exact leaf at "/"', () => {
    assert.deepEqual(routeChunkNamesFor(routes, chunkNames, '/').slice(-2), ['docItem', 'homeContent']);
  });

  it('names nothing for a path no exact route serves (the 404 page stands for any path)', () => {
    assert.deepEqual(routeChunkNamesFor(routes, chunkNames, '/404'), []);
    assert.deepEqual(routeChunkNamesFor(routes, chunkNames, '/reference/activation-strategies/more'), []);
  });
});

describe('chunkScripts', () => {
  const manifest: ClientManifest = {
    origins: {
      main: ['runtime~main', 'styles', 'main'],
      docItem: ['common', 'styles', 'vendors-breadcrumbs', 'docItem'],
      strategiesContent: ['common', 'strategiesContent'],
    },
    assets: {
      'runtime~main': {js: [{publicPath: '/assets/js/runtime~main.1.js'}]},
      main: {js: [{publicPath: '/assets/js/main.2.js'}]},
      styles: {},
      common: {js: [{publicPath: '/assets/js/common.3.js'}]},
      'vendors-breadcrumbs': {js: [{publicPath: '/assets/js/vendors-breadcrumbs.4.js'}]},
      docItem: {js: [{publicPath: '/assets/js/docItem.5.js'}]},
      strategiesContent: {js: [{publicPath: '/assets/js/strategiesContent.6.js'}]},
    },
  };
  const onEveryPage = new Set(manifest.origins.main);

  it('lists each chunk with the chunks it loads with, once, leaving out what every page has', () => {
    assert.deepEqual(chunkScripts(['docItem', 'strategiesContent'], manifest, onEveryPage), [
      '/assets/js/common.3.js',
      '/assets/js/vendors-breadcrumbs.4.js',
      '/assets/js/docItem.5.js',
      '/assets/js/strategiesContent.6.js',
    ]);
    assert.deepEqual(chunkScripts([], manifest, onEveryPage), []);
  });

  it('fails, naming the chunk, when the manifest does not know it', () => {
    assert.throws(() => chunkScripts(['gone'], manifest, onEveryPage), /no chunk "gone"/);
  });
});
