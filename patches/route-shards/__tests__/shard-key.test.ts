import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {normalizeRoutePath, shardIndexFor} from '../shard-key';

describe('normalizeRoutePath', () => {
  it('folds the forms React Router and Docusaurus treat as one route', () => {
    assert.equal(normalizeRoutePath('/Reference/API/'), '/reference/api');
    assert.equal(normalizeRoutePath('/quickstart.html'), '/quickstart');
    assert.equal(normalizeRoutePath('/how-to/index.html'), '/how-to');
    assert.equal(normalizeRoutePath('/caf%C3%A9'), '/café');
    assert.equal(normalizeRoutePath('/'), '/');
    assert.equal(normalizeRoutePath(''), '/');
  });

  it('keeps a malformed escape as it is instead of throwing', () => {
    assert.equal(normalizeRoutePath('/bad%E0%A4%A'), '/bad%e0%a4%a');
  });
});

describe('shardIndexFor', () => {
  const boundaries = ['', '/how-to', '/reference/api/unleash/g', '/topics'];

  it('finds the last shard whose first path is not after the path', () => {
    assert.equal(shardIndexFor('/', boundaries), 0);
    assert.equal(shardIndexFor('/availability', boundaries), 0);
    assert.equal(shardIndexFor('/how-to', boundaries), 1);
    assert.equal(shardIndexFor('/how-to/api', boundaries), 1);
    assert.equal(shardIndexFor('/reference/api/unleash/archive', boundaries), 1);
    assert.equal(shardIndexFor('/reference/api/unleash/get-feature', boundaries), 2);
    assert.equal(shardIndexFor('/zebra', boundaries), 3);
  });

  it('gives every spelling of a path the shard of the path', () => {
    for (const spelling of ['/Reference/Api/Unleash/Get-Feature/', '/reference/api/unleash/get-feature.html']) {
      assert.equal(shardIndexFor(spelling, boundaries), 2, spelling);
    }
  });

  it('puts everything in the one shard when there is one', () => {
    assert.equal(shardIndexFor('/anything', ['']), 0);
  });
});
