/**
 * Figures for the URL history: how many URLs each era published, and where they land today (a
 * live page, a specific page, a heading of a page, a section's front page), from the source
 * routes, without a build. Usage: npx tsx scripts/url-history/report.ts [--landings]
 */
import fs from 'node:fs';
import path from 'node:path';
import {legacyPatterns, legacyRedirects} from '../../src/data/redirects';
import {eraOf, readUrlHistory} from '../../plugins/redirects/history';
import {sourceRoutes} from '../../plugins/redirects/source-routes';
import {normalizeLegacyPath, resolveLegacyPaths, targetPage} from '../../plugins/redirects/table';
import {docsV2Url, frontMatterFields} from './derive-lib';

const root = path.resolve(__dirname, '../..');
const routes = sourceRoutes(root);
// Section front pages: index pages that list their children (<DocCardList />), the home page and
// the API reference overview.
const landings = new Set(['/', '/reference/api/unleash']);
// API group pages: one generated page per tag of the API reference (api-reference/unleash/<tag>.tag.mdx).
const groupPages = new Set(
  fs
    .readdirSync(path.join(root, 'api-reference/unleash'))
    .filter((f) => f.endsWith('.tag.mdx'))
    .map((f) => `/reference/api/unleash/${f.replace(/\.tag\.mdx$/, '')}`),
);
for (const rel of fs.readdirSync(path.join(root, 'docs'), {recursive: true, encoding: 'utf8'})) {
  if (!/(^|\/)index\.mdx?$/.test(rel)) continue;
  const text = fs.readFileSync(path.join(root, 'docs', rel), 'utf8');
  if (!text.includes('<DocCardList')) continue;
  const fm = frontMatterFields(text);
  landings.add(docsV2Url(rel.split(path.sep).join('/'), fm, '9999-12-31'));
}

const records = readUrlHistory().filter((r) => r.kind !== 'rule');
const {targets, unmapped} = resolveLegacyPaths(
  legacyRedirects,
  routes,
  records.map((r) => r.url),
  legacyPatterns,
);
type Row = {
  live: number;
  page: number;
  heading: number;
  group: number;
  landing: number;
  unmapped: number;
  total: number;
};
const byEra = new Map<string, Row>();
const landingRows: string[] = [];
for (const r of records) {
  const era = `${eraOf(r)} [${r.kind === 'operation' ? 'API operations' : 'pages and redirects'}]`;
  const row = byEra.get(era) ?? {live: 0, page: 0, heading: 0, group: 0, landing: 0, unmapped: 0, total: 0};
  row.total++;
  const to = routes.has(r.url) ? r.url : targets.get(normalizeLegacyPath(r.url));
  if (!to || unmapped.includes(r.url)) row.unmapped++;
  else if (to === normalizeLegacyPath(r.url) || routes.has(r.url)) row.live++;
  else if (to.includes('#')) row.heading++;
  else if (groupPages.has(to)) row.group++;
  else if (landings.has(targetPage(to))) {
    row.landing++;
    landingRows.push(`${r.url} → ${to}`);
  } else row.page++;
  byEra.set(era, row);
}
console.log(
  '| Era | URLs | a page here (same path) | → a specific page | → a heading | → an API group page | → a section front page | nowhere |',
);
console.log('| --- | --- | --- | --- | --- | --- | --- | --- |');
for (const [era, row] of [...byEra].sort()) {
  console.log(
    `| ${era} | ${row.total} | ${row.live} | ${row.page} | ${row.heading} | ${row.group} | ${row.landing} | ${row.unmapped} |`,
  );
}
if (process.argv.includes('--landings')) console.log(`\nTo a section front page:\n${landingRows.join('\n')}`);
