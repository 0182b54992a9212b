/**
 * The search evaluation sets and their fixed held-out split.
 *
 * - `queries.json`: the project's own queries (typos, partial words, operation names).
 * - `readers.json`: queries in readers' own words, taken from public issues, changelogs and
 *   pages (each with its `source`), with the pages that answer them written down before search ran.
 * - `ask-ai.json`: "How do I …?" questions for the "ASK AI" panel, from the same kind of sources.
 * - `ask-ai-uncovered.json`: questions readers asked that the docs do not answer.
 *
 * The held-out part is chosen by a rule fixed before any tuning: the first two bytes of the SHA-1
 * of the lower-cased query, modulo 10, below 3 (about 30%). Nothing about a query's result decides
 * which part it is in, so tuning on the rest cannot leak into it.
 */
import {createHash} from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export type QueryKind = 'keyword' | 'phrase' | 'question' | 'typo' | 'operation' | 'old-name' | 'task';
export const QUERY_KINDS: readonly QueryKind[] = [
  'keyword',
  'phrase',
  'question',
  'typo',
  'operation',
  'old-name',
  'task',
];

export type EvalQuery = {
  query: string;
  expect: string[];
  kind?: QueryKind;
  source?: string;
  set: 'project' | 'readers';
};
export type AskAiQuestion = {question: string; expect: string[]; source: string};

const dir = path.resolve(__dirname);
const read = <T>(file: string): T => JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as T;

/** Whether a query belongs to the held-out part (never used to tune ranking). */
export function isHeldOut(query: string): boolean {
  const digest = createHash('sha1').update(query.toLowerCase()).digest();
  return digest.readUInt16BE(0) % 10 < 3;
}

/** Both query sets, the project's own first. */
export function loadQueries(): EvalQuery[] {
  const project = read<{query: string; expect: string[]}[]>('queries.json').map((q) => ({
    ...q,
    set: 'project' as const,
  }));
  const readers = read<Omit<EvalQuery, 'set'>[]>('readers.json').map((q) => ({...q, set: 'readers' as const}));
  return [...project, ...readers];
}

export function loadAskAiQuestions(): AskAiQuestion[] {
  return read<AskAiQuestion[]>('ask-ai.json');
}

/** Questions readers asked that the documentation does not answer: "ASK AI" should say so. */
export function loadUncoveredQuestions(): {question: string; source: string}[] {
  return read<{question: string; source: string}[]>('ask-ai-uncovered.json');
}
