import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {evaluateAskAi, evaluateSearch, rankOf, rankedPages, rates, type RankingEngine} from '../evaluate';
import {isHeldOut} from '../sets';

/** An engine that returns fixed sections for each query. */
const fixedEngine = (results: Record<string, string[]>): RankingEngine => ({
  search: (query) => ({hits: (results[query] ?? []).map((url) => ({section: {url, lvl1: url}}))}),
});

describe('rankedPages', () => {
  it('keeps the first section of each page, best first', () => {
    const engine = fixedEngine({q: ['/a#x', '/b', '/a#y', '/c#z']});
    assert.deepEqual(
      rankedPages(engine, 'q').map((p) => p.url),
      ['/a', '/b', '/c'],
    );
  });
});

describe('rankOf', () => {
  it('is the 1-based rank of the first expected page, or null', () => {
    assert.equal(rankOf(['/a', '/b', '/c'], ['/c', '/b']), 2);
    assert.equal(rankOf(['/a'], ['/z']), null);
    assert.equal(rankOf([], ['/z']), null);
  });
});

describe('rates', () => {
  it('counts top-1, top-3 and the mean reciprocal rank, rank beyond 10 counting 0', () => {
    const r = rates([{rank: 1}, {rank: 2}, {rank: 4}, {rank: 11}, {rank: null}]);
    assert.equal(r.n, 5);
    assert.equal(r.top1, 1);
    assert.equal(r.top3, 2);
    assert.equal(r.top1Rate, 0.2);
    assert.equal(r.top3Rate, 0.4);
    assert.ok(Math.abs(r.mrr - (1 + 1 / 2 + 1 / 4) / 5) < 1e-12);
  });

  it('is all zeros on an empty list, not NaN', () => {
    assert.deepEqual(rates([]), {n: 0, top1: 0, top3: 0, top1Rate: 0, top3Rate: 0, mrr: 0});
  });
});

describe('evaluateSearch', () => {
  it('ranks each query by page and marks the held-out part', () => {
    const engine = fixedEngine({first: ['/a#s', '/b'], third: ['/x', '/y#s', '/a'], none: ['/x']});
    const results = evaluateSearch(engine, [
      {query: 'first', expect: ['/a'], set: 'readers', kind: 'keyword'},
      {query: 'third', expect: ['/a'], set: 'readers'},
      {query: 'none', expect: ['/a'], set: 'project'},
    ]);
    assert.deepEqual(
      results.map((r) => [r.rank, r.top1, r.top3, r.kind]),
      [
        [1, true, true, 'keyword'],
        [3, false, true, null],
        [null, false, false, null],
      ],
    );
    assert.deepEqual(
      results.map((r) => r.heldOut),
      ['first', 'third', 'none'].map(isHeldOut),
    );
  });
});

describe('evaluateAskAi', () => {
  it('ranks the cited pages in citation order, a page cited twice counting once', async () => {
    const asked = await evaluateAskAi(
      (question) =>
        Promise.resolve(
          question === 'declined'
            ? {kind: 'not-covered', pages: [], sentences: 0}
            : {kind: 'answer', pages: ['/x#a', '/x#b', '/y'], sentences: 2},
        ),
      [
        {question: 'answered', expect: ['/y'], source: 's'},
        {question: 'declined', expect: ['/y'], source: 's'},
      ],
    );
    assert.deepEqual(
      asked.map((a) => [a.rank, a.cited]),
      [
        [2, ['/x', '/y']],
        [null, []],
      ],
    );
  });
});
