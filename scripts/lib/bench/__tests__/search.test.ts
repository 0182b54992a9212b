import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describe, it} from 'node:test';
import {flattenFigures, runSearchBench} from '../search';

describe('optional search bench', () => {
  it('says it is missing when scripts/bench-search.ts is not in the tree', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-search-'));
    const result = await runSearchBench({
      root,
      baseUrl: null,
      onStart: () => {
        throw new Error('nothing should start');
      },
    });
    assert.deepEqual(result, {status: 'missing'});
    fs.rmSync(root, {recursive: true});
  });

  it('turns whatever JSON the search bench writes into figure rows', () => {
    const data = {
      index: {bytes: 2_100_000, gzipBytes: 465_000, records: 3036},
      queries: [{query: 'token', p50Ms: 1.25, hits: 20}],
      engine: 'minisearch',
      fuzzy: true,
      sizes: [1, 2, 3],
      note: null,
    };
    assert.deepEqual(flattenFigures(data), [
      ['index.bytes', '2100000'],
      ['index.gzipBytes', '465000'],
      ['index.records', '3036'],
      ['queries[0].query', 'token'],
      ['queries[0].p50Ms', '1.25'],
      ['queries[0].hits', '20'],
      ['engine', 'minisearch'],
      ['fuzzy', 'true'],
      ['sizes', '1, 2, 3'],
    ]);
    assert.equal(flattenFigures({a: [1, 2], b: 3, c: 4}, 2).length, 2);
  });
});
