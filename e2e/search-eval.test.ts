/**
 * Search relevance on the evaluation sets (issue 30), against the index the build serves: the
 * queries of scripts/search-eval/ run through the same engine the modal uses, and "ASK AI"
 * answers the "How do I …?" questions from the served Markdown twins. It fails when the held-out
 * part (never used to tune ranking) or the whole set falls below the floors, and lists the misses.
 *
 * No browser: the engine is the same code the site bundles, so Node gives the same ranking.
 * `npm run bench:search` reports the same figures in full.
 */
import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {loadEngine, type Engine, type IndexFile} from '../src/search/engine';
import {answerQuestion} from '../src/search/answer';
import {citedPages, evaluateAskAi, evaluateSearch, searchGroups, type Rates} from '../scripts/search-eval/evaluate';
import {loadAskAiQuestions, loadQueries, loadUncoveredQuestions} from '../scripts/search-eval/sets';
import {baseUrl} from './support/browser';

/**
 * Floors: the figures measured when they were last raised (issue 30, fourth round: held-out top-3
 * 94.7% (108/114), top-1 85.1% (97/114), ASK AI 17 of 19; whole set top-3 94.5%, top-1 82.9%),
 * less three queries of the held-out part, so a change that loses readers' queries fails while
 * noise of one query does not. Raise them as ranking improves. The search code before issue 30
 * is below the search floors on the same sets (held-out top-3 79.8%, top-1 69.3%;
 * `npm run bench:search -- --baseline <commit>`).
 */
const FLOORS = {searchTop3: 0.92, searchTop1: 0.82, askAiCited: 0.84};
/** The acceptance targets on the held-out part, reported beside the floors: not yet met. */
const TARGETS = {searchTop3: 0.97, searchTop1: 0.9, askAiCited: 0.9};

async function fetchText(path: string): Promise<string | null> {
  const response = await fetch(`${baseUrl()}${path}`);
  return response.ok ? response.text() : null;
}

let engine: Engine | undefined;
async function servedEngine(): Promise<Engine> {
  if (!engine) {
    const text = await fetchText('/search-index.json');
    assert.ok(text, 'the build serves /search-index.json');
    engine = loadEngine(JSON.parse(text) as IndexFile);
  }
  return engine;
}

const figures = (r: Rates) =>
  `top-1 ${((100 * r.top1) / r.n).toFixed(1)}%, top-3 ${((100 * r.top3) / r.n).toFixed(1)}%, MRR ${r.mrr.toFixed(3)} (${r.n})`;

describe('search relevance on the evaluation sets', () => {
  it(`finds the queries' pages: top-3 at least ${FLOORS.searchTop3 * 100}%, top-1 at least ${FLOORS.searchTop1 * 100}%, held-out and whole`, async (t) => {
    const started = performance.now();
    const results = evaluateSearch(await servedEngine(), loadQueries());
    const groups = searchGroups(results);
    const misses = results
      .filter((r) => r.heldOut && !r.top1)
      .map(
        (r) =>
          `  "${r.query}" → rank ${r.rank ?? '-'}; first ${r.returned[0]?.url ?? 'nothing'}, want ${r.expect.join(' or ')}`,
      );
    t.diagnostic(
      `held-out ${figures(groups.heldOut)} (issue target: top-1 ${TARGETS.searchTop1 * 100}%, top-3 ${TARGETS.searchTop3 * 100}%); whole ${figures(groups.whole)}; ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    const detail = `held-out: ${figures(groups.heldOut)}\nnot first:\n${misses.join('\n')}`;
    assert.ok(groups.heldOut.top3Rate >= FLOORS.searchTop3, detail);
    assert.ok(groups.heldOut.top1Rate >= FLOORS.searchTop1, detail);
    // The whole set too, with the project's own queries (typos, partial words) that came first.
    assert.ok(groups.whole.top3Rate >= FLOORS.searchTop3, `whole set: ${figures(groups.whole)}`);
    assert.ok(groups.whole.top1Rate >= FLOORS.searchTop1, `whole set: ${figures(groups.whole)}`);
  });

  it(`"ASK AI" cites the right page for at least ${FLOORS.askAiCited * 100}% of held-out "How do I …?" questions, and declines what the docs do not cover`, async (t) => {
    const started = performance.now();
    const served = await servedEngine();
    const asked = await evaluateAskAi(
      async (question) => citedPages(await answerQuestion(served, question, fetchText)),
      loadAskAiQuestions(),
    );
    const heldOut = asked.filter((a) => a.heldOut);
    const cited = heldOut.filter((a) => a.rank !== null).length;
    t.diagnostic(
      `held-out ${cited}/${heldOut.length} cite the right page (issue target ${TARGETS.askAiCited * 100}%); whole ${asked.filter((a) => a.rank !== null).length}/${asked.length}; ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    assert.ok(
      cited / heldOut.length >= FLOORS.askAiCited,
      heldOut
        .filter((a) => a.rank === null)
        .map((a) => `  "${a.question}" (${a.kind}) → ${a.cited.join(', ') || 'nothing'}; want ${a.expect.join(' or ')}`)
        .join('\n'),
    );
    for (const {question} of loadUncoveredQuestions()) {
      const answer = await answerQuestion(served, question, fetchText);
      assert.equal(answer.kind, 'not-covered', `"${question}" is not covered by the docs`);
    }
  });
});
