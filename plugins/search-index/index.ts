import fs from 'node:fs';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {buildIndexFile, INDEX_FILE, TITLES_FILE, type SectionInput} from '../../src/search/engine';
import {extractRecords, pageParts} from './extract';

/** Routes that are not reading material: the 404 page, the search page, test fixtures. */
export const isExcludedRoute = (route: string) =>
  route === '/404' || route === '/search' || route.startsWith('/__test/');

/**
 * Reads each built page and writes the two index files, one record per section:
 * `search-titles.json` (titles, headings, keywords) and `search-index.json` (everything).
 */
export function buildSearchIndex(
  outDir: string,
  routesPaths: string[],
  siteKeywords?: string,
): {file: string; titlesFile: string; sections: number; pages: number} {
  const inputs: SectionInput[] = [];
  let pages = 0;
  for (const route of routesPaths) {
    if (isExcludedRoute(route)) continue;
    const rel = route === '/' ? 'index.html' : `${route.slice(1)}.html`;
    const candidates = [path.join(outDir, rel), path.join(outDir, route.slice(1), 'index.html')];
    const htmlFile = candidates.find((f) => fs.existsSync(f));
    if (!htmlFile) continue;
    const html = pageParts(fs.readFileSync(htmlFile, 'utf8'));
    const records = extractRecords(html, route, {siteKeywords, skipListing: true});
    if (records.length > 0) pages += 1;
    inputs.push(...records);
  }
  const file = path.join(outDir, INDEX_FILE);
  const titlesFile = path.join(outDir, TITLES_FILE);
  fs.writeFileSync(file, JSON.stringify(buildIndexFile(inputs)));
  fs.writeFileSync(titlesFile, JSON.stringify(buildIndexFile(inputs, {titlesOnly: true})));
  return {file, titlesFile, sections: inputs.length, pages};
}

export default function searchIndexPlugin(): Plugin {
  return {
    name: 'unleash-search-index',
    postBuild({outDir, routesPaths, siteConfig}) {
      const started = Date.now();
      const metadata = (siteConfig.themeConfig.metadata ?? []) as {name?: string; content?: string}[];
      const siteKeywords = metadata.find((m) => m.name === 'keywords')?.content;
      const {sections, pages, file, titlesFile} = buildSearchIndex(outDir, routesPaths, siteKeywords);
      const kb = (f: string) => Math.round(fs.statSync(f).size / 1024);
      console.log(
        `[unleash-search-index] ${pages} pages, ${sections} sections, titles ${kb(titlesFile)} KB, full ${kb(file)} KB in ${Date.now() - started} ms`,
      );
      return Promise.resolve();
    },
  };
}
