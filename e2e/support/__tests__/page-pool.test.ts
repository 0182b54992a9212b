import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {documentLoads} from '../page-pool';

describe('documentLoads', () => {
  it('loads every n-th page and the first page of each section as a document', () => {
    const paths = ['/', '/a/1', '/a/2', '/a/3', '/a/4', '/b/1', '/b/2', '/a/5'];
    assert.deepEqual([...documentLoads(paths, 3)], ['/', '/a/1', '/a/3', '/b/1', '/b/2']);
  });
  it('loads every page as a document when every is 1', () => {
    assert.equal(documentLoads(['/a', '/b', '/c'], 1).size, 3);
  });
  it('rejects a step that is not a positive integer', () => {
    assert.throws(() => documentLoads(['/a'], 0), /positive integer/);
    assert.throws(() => documentLoads(['/a'], 2.5), /positive integer/);
  });
});
