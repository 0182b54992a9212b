import assert from 'node:assert/strict';
import fs from 'node:fs';
import {describe, it} from 'node:test';
import type {RouteChunkNames} from '@docusaurus/types';
import {chunkNamesOf, createIdleQueue, indexChunkNamesByPath, takeNew, type IdleDeadlineLike} from '../chunk-index';
import {CORE_MODULE} from '..';

const routesChunkNames: RouteChunkNames = {
  '/reference-94f': {__comp: 'root', __context: {plugin: 'plugin-data'}},
  '/reference-3ac': {__comp: 'version', __props: 'version-props'},
  '/reference-e98': {__comp: 'sidebar-root'},
  '/reference/stickiness-1a2': {__comp: 'doc', content: 'stickiness-md'},
  '/reference/api/unleash-c6d': {__comp: 'doc', content: 'api-md', list: [{a: 'first'}, {b: 'second'}]},
  '/with-dash-in-name-77f': {__comp: 'page'},
};

describe('route chunk index', () => {
  it('flattens nested chunk names, arrays included', () => {
    assert.deepEqual(chunkNamesOf({__comp: 'x', nested: {deeper: 'y'}, list: [{a: 'z'}]}), ['x', 'y', 'z']);
  });

  it('groups the chunk names of routes sharing a path, without their hash', () => {
    const index = indexChunkNamesByPath(routesChunkNames);
    assert.deepEqual(index.get('/reference'), ['root', 'plugin-data', 'version', 'version-props', 'sidebar-root']);
    assert.deepEqual(index.get('/reference/stickiness'), ['doc', 'stickiness-md']);
    assert.deepEqual(index.get('/reference/api/unleash'), ['doc', 'api-md', 'first', 'second']);
    assert.deepEqual(index.get('/with-dash-in-name'), ['page']);
    assert.equal(index.get('/reference/'), undefined);
  });

  it("gives what Docusaurus's own scan gives for every path", () => {
    // The scan of @docusaurus/core/lib/client/docusaurus.js, restated.
    const scan = (routePath: string) =>
      Object.entries(routesChunkNames)
        .filter(([key]) => key.replace(/-[^-]+$/, '') === routePath)
        .flatMap(([, tree]) => chunkNamesOf(tree));
    const index = indexChunkNamesByPath(routesChunkNames);
    for (const key of Object.keys(routesChunkNames)) {
      const routePath = key.replace(/-[^-]+$/, '');
      assert.deepEqual(index.get(routePath), scan(routePath), routePath);
    }
  });
});

describe('chunks prefetched once', () => {
  it('gives only the chunk names not asked for before, in order', () => {
    const seen = new Set<string>();
    assert.deepEqual(takeNew(['root', 'version', 'doc-a', 'doc-a'], seen), ['root', 'version', 'doc-a']);
    assert.deepEqual(takeNew(['root', 'version', 'doc-b'], seen), ['doc-b']);
    assert.deepEqual(takeNew([], seen), []);
  });
});

describe('idle queue', () => {
  const deadline = (ms: number): IdleDeadlineLike => {
    let left = ms;
    return {timeRemaining: () => (left -= 3)};
  };

  it('runs nothing until the browser is idle, then as many jobs as the idle period allows', () => {
    const idle: ((d: IdleDeadlineLike) => void)[] = [];
    const enqueue = createIdleQueue((run) => idle.push(run));
    const ran: number[] = [];
    for (let i = 0; i < 5; i += 1) enqueue(() => ran.push(i));
    assert.deepEqual(ran, []);
    assert.equal(idle.length, 1, 'one idle callback for the whole queue');
    idle.shift()?.(deadline(10));
    assert.deepEqual(ran, [0, 1]);
    assert.equal(idle.length, 1, 'the rest waits for the next idle period');
    idle.shift()?.({timeRemaining: () => 0, didTimeout: true});
    assert.deepEqual(ran, [0, 1, 2, 3, 4]);
    assert.equal(idle.length, 0);
  });

  it('keeps going after a job throws', () => {
    const idle: ((d: IdleDeadlineLike) => void)[] = [];
    const enqueue = createIdleQueue((run) => idle.push(run));
    const ran: string[] = [];
    const warn = console.warn;
    console.warn = () => {};
    try {
      enqueue(() => {
        throw new Error('boom');
      });
      enqueue(() => ran.push('after'));
      while (idle.length) idle.shift()?.({timeRemaining: () => 0});
    } finally {
      console.warn = warn;
    }
    assert.deepEqual(ran, ['after']);
  });
});

describe('the replaced Docusaurus module', () => {
  it('is the one that defines window.docusaurus, with prefetch and preload only', () => {
    const file = require.resolve('@docusaurus/core/lib/client/docusaurus.js');
    assert.match(file, CORE_MODULE);
    const source = fs.readFileSync(file, 'utf8');
    assert.match(source, /const docusaurus = \{\s*prefetch,\s*preload,\s*\};/);
    assert.match(source, /routeNameWithHash\.replace\(\/-\[\^-\]\+\$\/, ''\)/);
  });
});
