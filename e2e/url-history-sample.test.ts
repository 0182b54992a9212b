/**
 * Old links land on the page that answers them (issue 28), checked the way a reader meets them: a
 * sample of the URL history (src/data/url-history/docs-urls.tsv), a few URLs from every era and
 * kind plus the examples readers reported, is opened through the generated nginx config (one 301,
 * then the page) and through the client redirect pages on a host with no rules (in Chromium), and
 * each must end on a real page, not the not-found page, with the heading the redirect names. The
 * reported examples must also land on the page about their subject (its H1).
 *
 * e2e/redirects.test.ts walks the whole history with HEAD requests and stub pages; this file loads
 * real pages for a sample, and checks on the built files that every URL of the history ends on a
 * built page and, where its redirect names one, on a heading of it.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import type {AddressInfo} from 'node:net';
import {after, before, describe, it} from 'node:test';
import {BUILD_DIR} from './support/runtime';
import type {Browser} from 'playwright-core';
import {createStaticServer} from '../scripts/lib/static-server';
import {launchBrowser, newContext} from './support/browser';
import {startNginx, type RunningNginx} from './support/nginx';
import {eraOf, readUrlHistory, type UrlRecord} from '../plugins/redirects/history';
import {builtPageFile, pageHasId} from '../plugins/redirects';
import {normalizeLegacyPath, targetPage} from '../plugins/redirects/table';

const redirects = JSON.parse(fs.readFileSync(path.join(BUILD_DIR, 'redirects.json'), 'utf8')) as Record<string, string>;

/** The URLs readers reported landing on 404 (issue 28), and what the page they land on is about. */
const REPORTED: [url: string, subject: RegExp][] = [
  ['/advanced/custom-activation-strategy', /custom activation strateg/i],
  ['/advanced/tags', /feature flag/i],
  ['/api/admin/feature-toggles-v2', /feature.* api/i],
  ['/api/open_api', /openapi/i],
  ['/client-sdk', /sdk/i],
  ['/developer-guide', /developer guide|contribut/i],
  ['/deploy/database-backup', /back ?up/i],
  ['/docs/getting_started', /get(ting)? started|self-host|install|run unleash/i],
  ['/docs/activation_strategy', /activation strateg/i],
  ['/contributing/frontend/ADR/preferred-export', /export/i],
  ['/concepts/feature-flags', /feature flag/i],
  ['/concepts/impression-data', /impression data/i],
  ['/api-overview', /api reference|api overview/i],
];
const reportedSubject = new Map(REPORTED);

/** Evenly spread picks from a sorted list: the same sample on every run, across the whole range. */
function spread<T>(items: T[], count: number): T[] {
  if (items.length <= count) return items;
  return Array.from({length: count}, (_, i) => items[Math.floor(((i + 0.5) * items.length) / count)]);
}

const history = readUrlHistory().filter((r) => r.kind !== 'rule');
const groupOf = (r: UrlRecord) => `${eraOf(r)} / ${r.kind === 'operation' ? 'API operation' : 'page'}`;
const groups = new Map<string, string[]>();
for (const r of history) groups.set(groupOf(r), [...(groups.get(groupOf(r)) ?? []), r.url]);
const PER_GROUP = 4;
const sample = [
  ...new Set([
    ...REPORTED.map(([url]) => url),
    ...[...groups.values()].flatMap((urls) => spread([...new Set(urls)].sort(), PER_GROUP)),
  ]),
];

/** Where a URL should end: the redirect of its form, else the page itself. */
function expectedLanding(url: string): string {
  return redirects[url] ?? redirects[normalizeLegacyPath(url)] ?? normalizeLegacyPath(url);
}

type Landing = {status: number; title: string; h1: string; html: string};
function readLanding(status: number, html: string): Landing {
  const title = /<title[^>]*>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
  const h1 = (/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? '').replace(/<[^>]+>/g, '').trim();
  return {status, title, h1, html};
}

describe('the URL history on the built files', () => {
  it('ends every URL on a built page, and on the heading its redirect names', () => {
    const wrong: string[] = [];
    const htmlOf = new Map<string, string>();
    let headings = 0;
    for (const url of new Set(history.map((r) => r.url))) {
      const to = expectedLanding(url);
      const file = builtPageFile(BUILD_DIR, targetPage(to));
      if (!file) {
        wrong.push(`${url} → ${to}: no built page`);
        continue;
      }
      if (!to.includes('#')) continue;
      if (!htmlOf.has(file)) htmlOf.set(file, fs.readFileSync(file, 'utf8'));
      const id = to.slice(to.indexOf('#') + 1);
      if (pageHasId(htmlOf.get(file)!, id)) headings++;
      else wrong.push(`${url} → ${to}: the page has no heading #${id}`);
    }
    assert.deepEqual(wrong, []);
    assert.ok(headings > 10, `${headings} URLs land on a heading`);
  });
});

describe(`a sample of the URL history (${sample.length} URLs, ${PER_GROUP} per era and kind, and the reported ones)`, () => {
  it('covers every era and kind', () => {
    assert.ok(groups.size >= 6, `${groups.size} groups`);
    for (const urls of groups.values()) assert.ok(urls.some((u) => sample.includes(u)));
  });

  describe('through nginx with the generated config', () => {
    let nginx: RunningNginx;
    before(async () => {
      nginx = await startNginx(BUILD_DIR);
    });
    after(() => nginx?.stop());

    it('answers each with its page, or one 301 to a page that answers, with the heading it names', async () => {
      const started = Date.now();
      const wrong: string[] = [];
      for (const url of sample) {
        const first = await fetch(`${nginx.url}${url}`, {redirect: 'manual'});
        let landing: string = url;
        if (first.status === 301) landing = first.headers.get('location') ?? '';
        else if (first.status !== 200) {
          wrong.push(`${url}: ${first.status}`);
          continue;
        }
        const expected = expectedLanding(url);
        if (first.status === 301 && landing !== expected) wrong.push(`${url}: 301 to ${landing}, not ${expected}`);
        const [page, anchor] = landing.split('#');
        const res = first.status === 200 ? first : await fetch(`${nginx.url}${page}`, {redirect: 'manual'});
        const got = readLanding(res.status, await res.text());
        if (got.status !== 200) wrong.push(`${url} → ${page}: ${got.status}`);
        else if (/page not found/i.test(got.title) || !got.h1) wrong.push(`${url} → ${page}: "${got.title}", no H1`);
        else if (anchor && !pageHasId(got.html, anchor)) wrong.push(`${url} → ${landing}: no heading #${anchor}`);
        else if (reportedSubject.has(url) && !reportedSubject.get(url)!.test(got.h1)) {
          wrong.push(`${url} → ${landing}: "${got.h1}" is not about ${reportedSubject.get(url)}`);
        }
      }
      assert.deepEqual(wrong, []);
      console.log(`  ${sample.length} sampled URLs through nginx in ${Date.now() - started} ms`);
    });
  });

  describe('through the client redirect pages in Chromium, on a host with no rules', () => {
    let browser: Browser;
    let server: ReturnType<typeof createStaticServer>;
    let siteUrl: string;
    before(async () => {
      browser = await launchBrowser();
      server = createStaticServer({root: BUILD_DIR});
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      siteUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    });
    after(async () => {
      await browser?.close();
      server?.close();
    });

    it('lands the reader on the page that answers, at the heading it names', async () => {
      const started = Date.now();
      const context = await newContext(browser);
      // Pictures, fonts and the search index are not needed to read a page's title and headings.
      await context.route(/\.(png|jpe?g|svg|gif|webp|woff2?|json)(\?|$)/, (route) => route.abort());
      const wrong: string[] = [];
      const redirected = sample.filter((url) => expectedLanding(url) !== normalizeLegacyPath(url));
      const pages = await Promise.all([0, 1].map(() => context.newPage()));
      await Promise.all(
        pages.map(async (page, lane) => {
          for (let i = lane; i < redirected.length; i += pages.length) {
            const url = redirected[i];
            const [path, anchor] = expectedLanding(url).split('#');
            try {
              await page.goto(`${siteUrl}${url}`, {waitUntil: 'commit'});
              await page.waitForURL((u) => u.pathname === path, {waitUntil: 'domcontentloaded', timeout: 15000});
              const landed = new URL(page.url());
              const title = await page.title();
              const h1 = ((await page.locator('h1').first().textContent({timeout: 5000})) ?? '').trim();
              if (/page not found/i.test(title) || !h1) wrong.push(`${url} → ${landed.pathname}: "${title}", no H1`);
              if (anchor) {
                if (landed.hash !== `#${anchor}`) wrong.push(`${url}: landed at "${landed.hash}", not #${anchor}`);
                else if ((await page.locator(`[id="${anchor}"]`).count()) === 0) {
                  wrong.push(`${url}: the page has no element #${anchor}`);
                }
              }
              const subject = reportedSubject.get(url);
              if (subject && !subject.test(h1)) wrong.push(`${url} → ${path}: "${h1}" is not about ${subject}`);
            } catch (error) {
              wrong.push(
                `${url}: ended on ${page.url()} instead of ${path} (${(error as Error).message.split('\n')[0]})`,
              );
              await page.goto('about:blank').catch(() => undefined);
            }
          }
        }),
      );
      await context.close();
      assert.deepEqual(wrong, []);
      console.log(`  ${redirected.length} sampled redirects in Chromium in ${Date.now() - started} ms`);
    });
  });
});
