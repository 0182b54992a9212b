/**
 * The committed list of every URL the Unleash documentation ever published
 * (src/data/url-history/docs-urls.tsv, written by scripts/url-history/derive.ts).
 */
import fs from 'node:fs';
import path from 'node:path';

export type UrlKind = 'page' | 'generated' | 'operation' | 'redirect' | 'rule';

export type UrlRecord = {url: string; kind: UrlKind; firstSeen: string; lastSeen: string; source: string};

/** Most direct first: a doc file, a generated page, an API operation, a redirect source, a rule. */
export const KIND_RANK: Record<UrlKind, number> = {page: 0, generated: 1, operation: 2, redirect: 3, rule: 4};

export const URL_HISTORY_FILE = path.resolve(__dirname, '../../src/data/url-history/docs-urls.tsv');

/** The era of a URL, from the date it first appeared (the site's big reorganisations). */
export function eraOf(record: Pick<UrlRecord, 'firstSeen' | 'url'>): string {
  if (record.firstSeen < '2021-06-04') return '2018-2021 first site (/docs/...)';
  if (record.firstSeen < '2022-11-01') return '2021-2022 Docusaurus 2 (/user_guide, /advanced, /api, /deploy...)';
  if (record.firstSeen < '2025-03-01') return '2022-2025 reference and how-to (/reference, /how-to, /topics...)';
  return '2025-2026 concepts and guides (/concepts, /guides, /integrate, /sdks, /api...)';
}

export const TSV_HEADER = ['url', 'kind', 'first_seen', 'last_seen', 'source'] as const;

export function toTsv(records: UrlRecord[]): string {
  const rows = records.map((r) => [r.url, r.kind, r.firstSeen, r.lastSeen, r.source].join('\t'));
  return `${TSV_HEADER.join('\t')}\n${rows.join('\n')}\n`;
}

/** Reads the committed list; a malformed line names the file and line. */
export function parseTsv(text: string, file = 'docs-urls.tsv'): UrlRecord[] {
  const [header, ...lines] = text.trimEnd().split('\n');
  if (header !== TSV_HEADER.join('\t')) throw new Error(`${file}: the header must be ${TSV_HEADER.join(', ')}`);
  return lines.map((line, i) => {
    const [url, kind, firstSeen, lastSeen, source] = line.split('\t');
    if (!url?.startsWith('/') || !(kind in KIND_RANK) || !/^\d{4}-\d\d-\d\d$/.test(firstSeen ?? '') || !source) {
      throw new Error(`${file}:${i + 2}: expected url, kind, first_seen, last_seen, source; got "${line}"`);
    }
    return {url, kind: kind as UrlKind, firstSeen, lastSeen, source};
  });
}

export function readUrlHistory(file = URL_HISTORY_FILE): UrlRecord[] {
  return parseTsv(fs.readFileSync(file, 'utf8'), path.relative(process.cwd(), file));
}

/**
 * The URLs a reader can type: catch-all rules (`/reference/:path*`) are not URLs; the pages they
 * matched are in the list on their own.
 */
export const walkableUrls = (records: UrlRecord[]) => records.filter((r) => r.kind !== 'rule').map((r) => r.url);
