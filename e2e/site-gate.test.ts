/**
 * The whole-site quality gate (issue 3): every page of the built sitemap loaded in Chromium and
 * checked for what a reader would notice, plus links and anchors across the site, accessibility
 * per family in both colour modes, text without JavaScript, unavailable storage and slow links.
 * The site is served by nginx with the config the build generated, so every page loads under the
 * site's Content-Security-Policy and a violation fails the gate (issue 31).
 * Writes reports/site-gate.md.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {after, before, describe, it} from 'node:test';
import AxeBuilder from '@axe-core/playwright';
import type {Browser, Page} from 'playwright-core';
import {baseUrl, launchBrowser, newContext, open} from './support/browser';
import {checkLinksAndAnchors, formatReport, sitemapPaths, type Failure, type PageFacts} from './support/crawl';
import {describeViolation, watchCspViolations} from './support/csp';
import {startNginx, type RunningNginx} from './support/nginx';
import {visitInTabs} from './support/page-pool';
import {BUILD_DIR, STOCK_RUNTIME} from './support/runtime';

const CONCURRENCY = 4;
/**
 * Every page on the main build. On the stock-runtime build (a second build of the same pages, run
 * in CI too) every eighth page of the sitemap and the family samples, so that CI stays within its
 * time: what differs between the builds is the runtime, which every page family exercises.
 */
const SAMPLE_EVERY = STOCK_RUNTIME ? 8 : 1;
/** One sample page per family, for the checks that are too slow to run on every page. */
const FAMILY_SAMPLES = [
  '/',
  '/quickstart',
  '/how-to',
  '/reference',
  '/reference/sdks',
  '/feature-flag-tutorials',
  '/using-unleash/deploy',
  '/understanding-unleash',
  '/topics',
  '/contributing',
  '/unleash-academy/introduction',
  '/availability',
  '/reference/api/unleash/create-feature',
  '/reference/api/unleash/features',
];

let browser: Browser;
let nginx: RunningNginx;
let paths: string[] = [];
let sitemap = new Set<string>();
before(async () => {
  // This file's pages come from nginx with the generated config (headers on), not the test server.
  nginx = await startNginx(BUILD_DIR);
  process.env.E2E_BASE_URL = nginx.url;
  browser = await launchBrowser();
  const xml = await (await fetch(`${baseUrl()}/sitemap.xml`)).text();
  const all = sitemapPaths(xml);
  sitemap = new Set(all);
  paths = all.filter((p, i) => i % SAMPLE_EVERY === 0 || FAMILY_SAMPLES.includes(p));
});
after(async () => {
  await browser?.close();
  nginx?.stop();
});

async function inspect(page: Page, pagePath: string, failures: Failure[]): Promise<PageFacts | null> {
  const fail = (rule: string, detail: string) => failures.push({rule, path: pagePath, detail});
  const onConsole = (m: {type(): string; text(): string}) => {
    if (m.type() === 'error' || m.type() === 'warning') fail(`console-${m.type()}`, m.text().slice(0, 300));
  };
  const onPageError = (e: Error) => fail('uncaught-exception', e.message.slice(0, 300));
  const onFailed = (r: {url(): string; failure(): {errorText: string} | null}) => {
    // Prefetches cancelled when the test moves on are not failures a reader sees.
    if (r.failure()?.errorText !== 'net::ERR_ABORTED') fail('failed-request', `${r.url()} ${r.failure()?.errorText}`);
  };
  const onResponse = (r: {url(): string; status(): number}) => {
    if (r.status() >= 400) fail('failed-request', `${r.status()} ${r.url()}`);
  };
  page.on('console', onConsole);
  page.on('pageerror', onPageError);
  page.on('requestfailed', onFailed);
  page.on('response', onResponse);
  try {
    await open(page, pagePath);
    const facts = await page.evaluate(() => ({
      h1: document.querySelectorAll('h1').length,
      description: document.querySelector('meta[name="description"]')?.getAttribute('content') ?? '',
      canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? '',
      imagesWithoutAlt: [...document.querySelectorAll('img')]
        .filter((img) => !img.hasAttribute('alt'))
        .map((img) => img.src),
      ids: [...document.querySelectorAll('[id]')].map((el) => el.id),
      links: [...document.querySelectorAll('a[href]')].map((a) => a.getAttribute('href') ?? ''),
    }));
    if (facts.h1 !== 1) fail('one-h1', `${facts.h1} <h1> elements`);
    if (!facts.description.trim()) fail('meta-description', 'no meta description');
    if (!facts.canonical) fail('canonical', 'no canonical link');
    for (const src of facts.imagesWithoutAlt) fail('img-alt', `image without alt: ${src}`);
    return {path: pagePath, ids: facts.ids, links: facts.links.filter((h) => !/^(mailto|tel|javascript):/.test(h))};
  } catch (error) {
    fail('load', (error as Error).message.split('\n')[0]);
    return null;
  } finally {
    page.off('console', onConsole);
    page.off('pageerror', onPageError);
    page.off('requestfailed', onFailed);
    page.off('response', onResponse);
  }
}

describe('every page of the sitemap', () => {
  it(`loads cleanly, has one H1, a description, a canonical link, alt text, and links that resolve${SAMPLE_EVERY > 1 ? ` (every ${SAMPLE_EVERY}th page and the family samples)` : ''}`, async () => {
    const started = Date.now();
    assert.ok(sitemap.size > 20, `the sitemap should list the site's pages, found ${sitemap.size}`);
    const failures: Failure[] = [];
    const facts: PageFacts[] = [];
    const context = await newContext(browser);
    await watchCspViolations(context, (v) =>
      failures.push({rule: 'csp-violation', path: v.page, detail: describeViolation(v)}),
    );
    // Third-party hosts are out of reach here and must not be called by default anyway.
    await context.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.abort('blockedbyclient'));
    await visitInTabs(context, paths, CONCURRENCY, async (page, next) => {
      const result = await inspect(page, next, failures);
      if (result) facts.push(result);
    });
    await context.close();
    const origin = baseUrl();
    // A link to a sitemap page left out of a sample resolves; its anchors are checked on the main build.
    const isOtherRoute = (p: string) =>
      p === '/search' || p.startsWith('/__test/') || (SAMPLE_EVERY > 1 && sitemap.has(p));
    failures.push(...checkLinksAndAnchors(facts, origin, isOtherRoute));
    const report = formatReport(paths.length, failures, (Date.now() - started) / 1000);
    fs.mkdirSync('reports', {recursive: true});
    const reportFile = path.join('reports', STOCK_RUNTIME ? 'site-gate-stock.md' : 'site-gate.md');
    fs.writeFileSync(reportFile, report);
    console.log(report.split('\n').slice(0, 60).join('\n'));
    assert.equal(failures.length, 0, `site gate failures, see ${reportFile}:\n${report.slice(0, 4000)}`);
  });
});

describe('accessibility', () => {
  for (const colorScheme of ['light', 'dark'] as const) {
    it(`has no serious or critical axe violation on a page of each family in ${colorScheme} mode`, async () => {
      const context = await newContext(browser, {colorScheme});
      const page = await context.newPage();
      const problems: string[] = [];
      for (const samplePath of FAMILY_SAMPLES) {
        await open(page, samplePath);
        const result = await new AxeBuilder({page}).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
        for (const v of result.violations.filter((x) => x.impact === 'serious' || x.impact === 'critical')) {
          problems.push(
            `${samplePath} [${colorScheme}] ${v.id} (${v.impact}): ${v.nodes
              .slice(0, 3)
              .map((n) => n.target.join(' '))
              .join(', ')}`,
          );
        }
      }
      await context.close();
      assert.deepEqual(problems, []);
    });
  }
});

describe('without JavaScript', () => {
  it('serves the words of each family sample page in the HTML', async () => {
    const context = await newContext(browser, {javaScriptEnabled: false});
    const page = await context.newPage();
    for (const samplePath of FAMILY_SAMPLES) {
      await page.goto(`${baseUrl()}${samplePath}`);
      const h1 = (await page.locator('h1').first().innerText()).trim();
      const words = (await page.locator('article, main').first().innerText()).split(/\s+/).length;
      assert.ok(h1.length > 0, `${samplePath}: no H1 without JavaScript`);
      assert.ok(words > 40, `${samplePath}: only ${words} words without JavaScript`);
    }
    await context.close();
  });
});

describe('hostile environments', () => {
  it('renders and navigates when browser storage throws, with a warning and no error', async () => {
    const context = await newContext(browser);
    await context.addInitScript(() => {
      for (const name of ['localStorage', 'sessionStorage']) {
        Object.defineProperty(window, name, {
          get() {
            throw new DOMException('Storage is disabled', 'SecurityError');
          },
        });
      }
    });
    const page = await context.newPage();
    const messages: {type: string; text: string}[] = [];
    page.on('console', (m) => messages.push({type: m.type(), text: m.text()}));
    page.on('pageerror', (e) => messages.push({type: 'pageerror', text: e.message}));
    await open(page, '/');
    await page.locator('nav.menu a[href="/quickstart"]').first().click();
    await page.waitForURL(/\/quickstart$/);
    await page.locator('h1', {hasText: 'Quickstart'}).first().waitFor();
    assert.equal((await page.locator('h1').first().innerText()).trim(), 'Quickstart');
    assert.deepEqual(
      messages.filter((m) => m.type === 'error' || m.type === 'pageerror'),
      [],
    );
    assert.ok(
      messages.some((m) => m.type === 'warning' && /storage is not available/i.test(m.text)),
      'a storage warning',
    );
    await context.close();
  });

  it('does not prefetch other pages on a 2g or data-saver connection', async () => {
    const countPrefetches = async (slow: boolean) => {
      const context = await newContext(browser);
      if (slow) {
        await context.addInitScript(() => {
          Object.defineProperty(navigator, 'connection', {value: {effectiveType: 'slow-2g', saveData: true}});
        });
      }
      const page = await context.newPage();
      await open(page, '/');
      await page.waitForLoadState('networkidle');
      let requests = 0;
      page.on('request', (r) => {
        if (/\/assets\/js\//.test(r.url())) requests += 1;
      });
      for (const link of await page.locator('nav.menu a[href^="/"]').all()) await link.hover();
      await page.waitForTimeout(500);
      await context.close();
      return requests;
    };
    assert.ok((await countPrefetches(false)) > 0, 'a normal connection prefetches on hover (the test can tell)');
    assert.equal(await countPrefetches(true), 0);
  });
});
