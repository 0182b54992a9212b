/**
 * Scores a search engine and the "ASK AI" answer on the evaluation sets (see sets.ts). Shared by
 * `npm run bench:search` (which reports the figures) and e2e/search-eval.test.ts (which fails
 * when they drop below the targets), so both measure the same thing the same way.
 *
 * A query's rank is the position of the first expected page among the distinct pages of the
 * results (sections deduplicated by page, best first); null when no expected page comes back.
 */
import type {Answer} from '../../src/search/answer';
import {isHeldOut, type AskAiQuestion, type EvalQuery} from './sets';

/** What the evaluation needs of an engine: ranked sections, best first. */
export type RankingEngine = {search(query: string, options: {hitsPerPage: number}): {hits: {section: Hit}[]}};
type Hit = {url: string; lvl1: string};

/** Distinct pages of a result list, best first. */
export function rankedPages(engine: RankingEngine, query: string): {url: string; title: string}[] {
  const pages = new Map<string, string>();
  for (const {section} of engine.search(query, {hitsPerPage: 200}).hits) {
    const url = section.url.split('#')[0];
    if (!pages.has(url)) pages.set(url, section.lvl1);
  }
  return [...pages].map(([url, title]) => ({url, title}));
}

/** 1-based rank of the first page of `pages` that is expected, or null. */
export function rankOf(pages: readonly string[], expect: readonly string[]): number | null {
  const at = pages.findIndex((url) => expect.includes(url));
  return at < 0 ? null : at + 1;
}

export type Rates = {n: number; top1: number; top3: number; top1Rate: number; top3Rate: number; mrr: number};

/** Top-1, top-3 and mean reciprocal rank; an expected page beyond rank 10 counts as 0 for MRR. */
export function rates(list: readonly {rank: number | null}[]): Rates {
  const n = list.length;
  const top1 = list.filter((r) => r.rank === 1).length;
  const top3 = list.filter((r) => r.rank !== null && r.rank <= 3).length;
  const mrr = n ? list.reduce((sum, r) => sum + (r.rank !== null && r.rank <= 10 ? 1 / r.rank : 0), 0) / n : 0;
  return {n, top1, top3, top1Rate: n ? top1 / n : 0, top3Rate: n ? top3 / n : 0, mrr};
}

export type SearchResult = Omit<EvalQuery, 'kind'> & {
  kind: EvalQuery['kind'] | null;
  heldOut: boolean;
  rank: number | null;
  top1: boolean;
  top3: boolean;
  returned: {url: string; title: string}[];
  pagesFound: number;
};

export function evaluateSearch(engine: RankingEngine, queries: readonly EvalQuery[]): SearchResult[] {
  return queries.map((q) => {
    const pages = rankedPages(engine, q.query);
    const rank = rankOf(
      pages.map((p) => p.url),
      q.expect,
    );
    return {
      ...q,
      kind: q.kind ?? null,
      heldOut: isHeldOut(q.query),
      rank,
      top1: rank === 1,
      top3: rank !== null && rank <= 3,
      returned: pages.slice(0, 3),
      pagesFound: pages.length,
    };
  });
}

/** The groups the bench and the test report: whole set, held-out part, each set. */
export function searchGroups(results: readonly SearchResult[]) {
  return {
    whole: rates(results),
    heldOut: rates(results.filter((r) => r.heldOut)),
    tuning: rates(results.filter((r) => !r.heldOut)),
    project: rates(results.filter((r) => r.set === 'project')),
    readers: rates(results.filter((r) => r.set === 'readers')),
    readersHeldOut: rates(results.filter((r) => r.set === 'readers' && r.heldOut)),
  };
}

/** What an answer cites, in citation order: pages, or null when it says the docs do not cover it. */
export type CitedPages = {kind: string; pages: string[]; sentences: number};

export type AskAiResult = AskAiQuestion & {
  heldOut: boolean;
  kind: string;
  rank: number | null;
  cited: string[];
  sentences: number;
  tookMs: number;
};

export async function evaluateAskAi(
  ask: (question: string) => Promise<CitedPages>,
  questions: readonly AskAiQuestion[],
): Promise<AskAiResult[]> {
  const asked: AskAiResult[] = [];
  for (const q of questions) {
    const started = performance.now();
    const {kind, pages, sentences} = await ask(q.question);
    const tookMs = performance.now() - started;
    const cited = [...new Set(pages.map((url) => url.split('#')[0]))];
    asked.push({...q, heldOut: isHeldOut(q.question), kind, rank: rankOf(cited, q.expect), cited, sentences, tookMs});
  }
  return asked;
}

/** The pages an "ASK AI" answer cites, in citation order (none when it declines). */
export function citedPages(answer: Answer): CitedPages {
  if (answer.kind !== 'answer') return {kind: answer.kind, pages: [], sentences: 0};
  return {kind: answer.kind, pages: answer.citations.map((c) => c.section.url), sentences: answer.sentences.length};
}
