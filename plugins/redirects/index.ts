import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {legacyPatterns, legacyRedirects} from '../../src/data/redirects';
import {readUrlHistory, walkableUrls} from './history';
import {productLinkPaths} from './product-links';
import {buildRedirectMap, resolveLegacyPaths, targetPage, validateRedirects} from './table';
import {clientRedirectFiles} from './client-pages';

/** The built HTML file of a route (`/reference/rbac` → `reference/rbac.html` or `.../index.html`). */
export function builtPageFile(outDir: string, route: string): string | undefined {
  const rel = route === '/' ? 'index' : route.slice(1);
  return [`${rel}.html`, `${rel}/index.html`].map((f) => path.join(outDir, f)).find((f) => fs.existsSync(f));
}

/** Whether a built page has an element with this id (a heading or an alias anchor). */
export function pageHasId(html: string, id: string): boolean {
  return html.includes(`id="${id}"`) || html.includes(`id=${id} `) || html.includes(`id=${id}>`);
}

/**
 * Checks the redirect table against the built routes and writes a client redirect page for each
 * source (for static hosts without rules) and the table's expansion, `redirects.json` (used by
 * `npm run serve`, and by scripts/write-host-configs.ts, which runs after the build and writes the
 * host configs `_redirects`, `_headers`, `vercel.json` and `nginx.conf`, since their headers need
 * the finished pages). A wrong table fails the build with
 * the entry and the reason: a target that is not a page, a heading missing on its page or a chain.
 * URLs of the committed history (src/data/url-history/docs-urls.tsv) that land nowhere are logged.
 */
export default function redirectsPlugin(context: LoadContext): Plugin {
  return {
    name: 'unleash-redirects',
    async postBuild({routesPaths, outDir}) {
      const live = new Set(routesPaths.map((p) => p.replace(/\/$/, '') || '/'));
      // The committed history, plus the docs URLs the installed unleash-server links to: the product
      // links to the docs site of its release, which can be newer than the history.
      const history = [...walkableUrls(readUrlHistory()), ...productLinkPaths()];
      const problems = validateRedirects(legacyRedirects, live);
      // A historical URL that lands nowhere is reported here and fails the unit test of the table
      // (plugins/redirects/__tests__/table.test.ts) and the e2e walk; it does not stop the build.
      const {unmapped} = resolveLegacyPaths(legacyRedirects, live, history, legacyPatterns);
      if (unmapped.length > 0) {
        console.warn(
          `[unleash-redirects] ${unmapped.length} URL(s) of src/data/url-history/docs-urls.tsv land nowhere; add entries to src/data/redirects.ts: ${unmapped.slice(0, 20).join(', ')}${unmapped.length > 20 ? ', …' : ''}`,
        );
      }
      const map = buildRedirectMap(legacyRedirects, live, history, legacyPatterns);
      const htmlCache = new Map<string, string>();
      for (const to of new Set(map.values())) {
        if (!to.includes('#')) continue;
        const file = builtPageFile(outDir, targetPage(to));
        if (!file) continue; // reported above as a missing target
        if (!htmlCache.has(file)) htmlCache.set(file, fs.readFileSync(file, 'utf8'));
        const id = to.slice(to.indexOf('#') + 1);
        if (!pageHasId(htmlCache.get(file)!, id)) {
          problems.push({from: to, problem: `the page has no heading or anchor with id "${id}"`});
        }
      }
      if (problems.length > 0) {
        throw new Error(
          `The redirect table (src/data/redirects.ts) has ${problems.length} problem(s):\n${problems
            .map((p) => `- ${p.from}: ${p.problem}`)
            .join('\n')}`,
        );
      }
      const siteUrl = context.siteConfig.url.replace(/\/$/, '');
      let pages = 0;
      for (const {file, html} of clientRedirectFiles(map, siteUrl)) {
        const abs = path.join(outDir, file);
        if (fs.existsSync(abs)) continue; // never replace a page of the site
        await fs.promises.mkdir(path.dirname(abs), {recursive: true});
        await fs.promises.writeFile(abs, html);
        pages++;
      }
      await fs.promises.writeFile(
        path.join(outDir, 'redirects.json'),
        `${JSON.stringify(Object.fromEntries(map), null, 1)}\n`,
      );
      console.log(
        `[unleash-redirects] ${legacyRedirects.length} table entries and ${legacyPatterns.length} patterns cover ${history.length} historical URLs: ${map.size} source forms, ${pages} client redirect pages, for ${siteUrl}`,
      );
    },
  };
}
