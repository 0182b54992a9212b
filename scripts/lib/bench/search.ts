/**
 * The optional search step: when scripts/bench-search.ts exists, the bench runs it and includes
 * the figures it writes to reports/bench-search.json. The two scripts share nothing but that file,
 * so either can change without the other.
 */
import {spawn} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type {SearchBench} from './types';

export const SEARCH_BENCH_SCRIPT = 'scripts/bench-search.ts';
export const SEARCH_BENCH_OUTPUT = 'reports/bench-search.json';

export type SearchRun = {
  root: string;
  /** Our site served by nginx, for a search bench that measures in the browser. */
  baseUrl: string | null;
  onStart: (pid: number) => () => void;
};

export async function runSearchBench({root, baseUrl, onStart}: SearchRun): Promise<SearchBench> {
  const script = path.join(root, SEARCH_BENCH_SCRIPT);
  if (!fs.existsSync(script)) return {status: 'missing'};
  const output = path.join(root, SEARCH_BENCH_OUTPUT);
  const started = Date.now();
  const child = spawn(path.join(root, 'node_modules', '.bin', 'tsx'), [script], {
    cwd: root,
    stdio: 'inherit',
    env: {...process.env, BENCH_BUILD_DIR: path.join(root, 'build'), ...(baseUrl ? {BENCH_BASE_URL: baseUrl} : {})},
  });
  const ended = child.pid === undefined ? () => {} : onStart(child.pid);
  const code = await new Promise<number>((resolve) => {
    child.on('error', () => resolve(1));
    child.on('exit', (c) => resolve(c ?? 1));
  });
  ended();
  if (code !== 0) return {status: 'failed', error: `${SEARCH_BENCH_SCRIPT} exited with ${code}`};
  if (!fs.existsSync(output) || fs.statSync(output).mtimeMs < started)
    return {status: 'failed', error: `${SEARCH_BENCH_SCRIPT} did not write ${SEARCH_BENCH_OUTPUT}`};
  try {
    return {status: 'ok', data: JSON.parse(fs.readFileSync(output, 'utf8')) as unknown};
  } catch (error) {
    return {status: 'failed', error: `${SEARCH_BENCH_OUTPUT} is not JSON: ${(error as Error).message}`};
  }
}

/**
 * The search bench's figures as "a.b.c" → value rows, whatever shape its JSON has: numbers,
 * strings and booleans are kept, lists of plain values are joined, at most `limit` rows.
 */
export function flattenFigures(data: unknown, limit = 60): [string, string][] {
  const rows: [string, string][] = [];
  const visit = (value: unknown, key: string) => {
    if (rows.length >= limit) return;
    if (value === null || value === undefined) return;
    if (typeof value === 'number') rows.push([key, Number.isInteger(value) ? String(value) : value.toFixed(2)]);
    else if (typeof value === 'string' || typeof value === 'boolean') rows.push([key, String(value)]);
    else if (Array.isArray(value)) {
      if (value.every((v) => typeof v !== 'object' || v === null)) rows.push([key, value.map(String).join(', ')]);
      else value.forEach((v, i) => visit(v, `${key}[${i}]`));
    } else if (typeof value === 'object') {
      for (const [k, v] of Object.entries(value)) visit(v, key ? `${key}.${k}` : k);
    }
  };
  visit(data, '');
  return rows;
}
