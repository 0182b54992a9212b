import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {closestPages, wordsOfPath} from '../words';

describe('the words of a missing path', () => {
  it('drops old URL noise and keeps the words, once each', () => {
    assert.equal(wordsOfPath('/docs/advanced/custom_activation-strategy.html'), 'advanced custom activation strategy');
    assert.equal(wordsOfPath('/reference/api/unleash/get-all-api-tokens'), 'reference api unleash get all tokens');
    assert.equal(wordsOfPath('/docs/2021/index.htm'), '');
    assert.equal(wordsOfPath('/%E0%A4%A'), 'e0 a4');
  });
});

describe('closest pages', () => {
  it('keeps the best section of each page, up to the limit', () => {
    const hits = [{url: '/a#x'}, {url: '/a#y'}, {url: '/b'}, {url: '/c#z'}];
    assert.deepEqual(closestPages(hits, 2), [{url: '/a#x'}, {url: '/b'}]);
  });
});
