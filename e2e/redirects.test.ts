/**
 * Legacy URLs (issues 6 and 28): the nginx config generated from the redirect table, served by a
 * real nginx, answers every source form with one 301 to the right page; every URL of the committed
 * history (src/data/url-history/docs-urls.tsv) is a page or one 301 away from one; the client
 * redirect pages land readers on the target on a host with no rules at all; the not-found page
 * answers 404 and helps the reader on.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import type {AddressInfo} from 'node:net';
import {after, before, describe, it} from 'node:test';
import {BUILD_DIR, mainRunOnly} from './support/runtime';
import type {Browser} from 'playwright-core';
import {createStaticServer} from '../scripts/lib/static-server';
import {launchBrowser, newContext} from './support/browser';
import {sitemapPaths} from './support/crawl';
import {startNginx, type RunningNginx} from './support/nginx';
import {readUrlHistory, walkableUrls} from '../plugins/redirects/history';
import {REDIRECT_PAGE_SCRIPT} from '../plugins/redirects/client-pages';

const redirects = JSON.parse(fs.readFileSync(path.join(BUILD_DIR, 'redirects.json'), 'utf8')) as Record<string, string>;
let nginx: RunningNginx;

before(async () => {
  nginx = await startNginx(BUILD_DIR);
});
after(() => nginx?.stop());

async function head(url: string) {
  return fetch(url, {method: 'HEAD', redirect: 'manual'});
}

/** Runs `check` over `items`, `width` at a time. */
async function inBatches<T>(items: T[], width: number, check: (item: T) => Promise<void>) {
  for (let i = 0; i < items.length; i += width) await Promise.all(items.slice(i, i + width).map(check));
}

const history = walkableUrls(readUrlHistory());
/** Where nginx sent each historical URL that is not a page itself (filled by the nginx walk). */
const landedOn = new Map<string, string>();

describe('nginx with the generated config', () => {
  it('answers every source form with a 301 to its target', async () => {
    const wrong: string[] = [];
    const sources = Object.entries(redirects);
    assert.ok(sources.length > 600, `${sources.length} source forms`);
    for (let i = 0; i < sources.length; i += 25) {
      await Promise.all(
        sources.slice(i, i + 25).map(async ([from, to]) => {
          const res = await head(`${nginx.url}${from}`);
          if (res.status !== 301 || res.headers.get('location') !== to) {
            wrong.push(`${from}: ${res.status} ${res.headers.get('location')}`);
          }
        }),
      );
    }
    assert.deepEqual(wrong, []);
  });

  it('answers every URL the docs ever published with its page or one 301 to a page', async () => {
    const started = Date.now();
    const wrong: string[] = [];
    const pageStatus = new Map<string, number>();
    const statusOf = async (page: string) => {
      if (!pageStatus.has(page)) pageStatus.set(page, (await head(`${nginx.url}${page}`)).status);
      return pageStatus.get(page)!;
    };
    await inBatches(history, 25, async (url) => {
      const res = await head(`${nginx.url}${url}`);
      if (res.status === 200) return;
      const location = res.headers.get('location');
      if (res.status !== 301 || !location?.startsWith('/')) {
        wrong.push(`${url}: ${res.status} ${location}`);
        return;
      }
      const status = await statusOf(location.split('#')[0]);
      if (status !== 200) wrong.push(`${url} → ${location}: ${status}`);
      else landedOn.set(url, location);
    });
    assert.deepEqual(wrong, []);
    assert.ok(landedOn.size > 500, `${landedOn.size} historical URLs redirect`);
    console.log(`  ${history.length} historical URLs through nginx in ${Date.now() - started} ms`);
  });

  it('answers a legacy URL with a trailing slash as without', async () => {
    const [from, to] = Object.entries(redirects).find(([f]) => !f.endsWith('.html') && !f.endsWith('.htm'))!;
    const res = await head(`${nginx.url}${from}/`);
    assert.equal(res.status, 301);
    assert.equal(res.headers.get('location'), to);
  });

  it('puts the query string before the heading a redirect lands on', async () => {
    const [from, to] = Object.entries(redirects).find(([, t]) => t.includes('#'))!;
    const res = await head(`${nginx.url}${from}?utm_source=x`);
    const [page, anchor] = to.split('#');
    assert.equal(res.headers.get('location'), `${page}?utm_source=x#${anchor}`);
  });

  it('serves every sitemap page with 200, and their .html forms', async () => {
    const paths = sitemapPaths(fs.readFileSync(path.join(BUILD_DIR, 'sitemap.xml'), 'utf8'));
    const bad: string[] = [];
    for (const p of paths) {
      const res = await head(`${nginx.url}${p}`);
      if (res.status !== 200) bad.push(`${p}: ${res.status}`);
    }
    for (const p of ['/quickstart.html', '/how-to/index.html', '/reference/index.html']) {
      const res = await fetch(`${nginx.url}${p}`);
      if (res.status !== 200) bad.push(`${p}: ${res.status}`);
    }
    assert.deepEqual(bad, []);
  });

  it("answers unknown paths with 404 and the site's not-found page, titled so", async () => {
    const res = await fetch(`${nginx.url}/no/such/page`);
    assert.equal(res.status, 404);
    assert.match(await res.text(), /<title[^>]*>Page Not Found \|[^<]*<\/title>/);
  });

  it('keeps the query string and copes with hostile paths', async () => {
    const [from, to] = Object.entries(redirects).find(([, t]) => !t.includes('#'))!;
    const withQuery = await head(`${nginx.url}${from}?utm_source=blog&x=1`);
    assert.equal(withQuery.status, 301);
    assert.equal(withQuery.headers.get('location'), `${to}?utm_source=blog&x=1`);
    // nginx resolves dot segments first: such paths land on a page of the site or on the 404 page.
    for (const hostile of [
      '/../../etc/passwd',
      '/docs/..%2f..%2fetc%2fpasswd',
      `/${'a'.repeat(3000)}`,
      '/%2e%2e/%2e%2e/',
    ]) {
      const res = await fetch(`${nginx.url}${hostile}`, {redirect: 'manual'});
      assert.ok([200, 301, 400, 404, 414].includes(res.status), `${hostile.slice(0, 40)}: ${res.status}`);
      assert.doesNotMatch(await res.text(), /root:x:0/);
    }
  });

  it('caches hashed assets for a year and compresses text', async () => {
    const html = await (await fetch(`${nginx.url}/quickstart`)).text();
    const asset = /\/assets\/js\/[^"\s>]+\.js/.exec(html)?.[0];
    assert.ok(asset);
    const res = await fetch(`${nginx.url}${asset}`, {headers: {'accept-encoding': 'gzip'}});
    assert.match(res.headers.get('cache-control') ?? '', /max-age=31536000, immutable/);
    assert.equal(res.headers.get('content-encoding'), 'gzip');
  });
});

describe('client redirect pages on a host with no rules', () => {
  let browser: Browser;
  let url: string;
  let server: ReturnType<typeof createStaticServer>;
  before(async () => {
    browser = await launchBrowser();
    server = createStaticServer({root: BUILD_DIR});
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  after(async () => {
    await browser?.close();
    server?.close();
  });

  it(
    'serve every historical URL a redirect page naming its target (read as text)',
    {skip: mainRunOnly('the redirect pages are the same in both builds (e2e/stock-build.test.ts)')},
    async () => {
      assert.ok(landedOn.size > 0, 'the nginx walk ran first');
      const wrong: string[] = [];
      const attribute = (html: string, pattern: RegExp) => pattern.exec(html)?.[1].replaceAll('&amp;', '&');
      await inBatches([...landedOn], 25, async ([from, to]) => {
        const res = await fetch(`${url}${from}`);
        const html = await res.text();
        const canonical = attribute(html, /<link rel="canonical" href="([^"]+)">/);
        const refresh = attribute(html, /<meta http-equiv="refresh" content="0; url=([^"]+)">/);
        const target = canonical && new URL(canonical);
        const problems = [
          res.status !== 200 && `status ${res.status}`,
          !html.includes(`<script>${REDIRECT_PAGE_SCRIPT}</script>`) && 'no redirect script',
          (!target || `${target.pathname}${target.hash}` !== to) && `canonical ${canonical}`,
          refresh !== to && `meta refresh ${refresh}`,
        ].filter(Boolean);
        if (problems.length > 0) wrong.push(`${from} (want ${to}): ${problems.join(', ')}`);
      });
      assert.deepEqual(wrong.slice(0, 20), [], `${wrong.length} of ${landedOn.size} redirect pages are wrong`);
    },
  );

  it(
    'land readers on the target page in Chromium (every URL with an anchor or an unusual form, every 8th of the rest)',
    {skip: mainRunOnly('the redirect pages are the same in both builds (e2e/stock-build.test.ts)')},
    async () => {
      assert.ok(landedOn.size > 0, 'the nginx walk ran first');
      const started = Date.now();
      const context = await newContext(browser);
      // Only the redirect pages are served; the page a redirect lands on is answered with a stub,
      // so that each check costs one small request, not a whole page.
      await context.route('**/*', async (route) => {
        const request = route.request();
        if (!request.isNavigationRequest()) return route.abort();
        const {pathname} = new URL(request.url());
        const isRedirectPage = !!redirects[pathname] || landedOn.has(pathname);
        if (isRedirectPage) return route.continue();
        return route.fulfill({status: 200, contentType: 'text/html', body: '<!doctype html><title>target</title>'});
      });
      const wrong: string[] = [];
      // Every redirect page is the same file with its own target (checked as text above for all of
      // them), so the browser runs a sample: the forms most likely to differ, and every 8th of the rest.
      const unusual = ([from, to]: [string, string]) => to.includes('#') || /[^a-z0-9/_-]|\/$/.test(from);
      const entries = [...landedOn].filter((entry, i) => unusual(entry) || i % 8 === 0);
      assert.ok(entries.length > 100, `${entries.length} redirect pages sampled`);
      const pages = await Promise.all([0, 1, 2, 3].map(() => context.newPage()));
      await Promise.all(
        pages.map(async (page, lane) => {
          for (let i = lane; i < entries.length; i += pages.length) {
            const [from, to] = entries[i];
            const [path, anchor] = to.split('#');
            const landed = (u: URL) => u.pathname === path && (!anchor || u.hash === `#${anchor}`);
            try {
              // Wait for the target's response to commit, not for it to load: the stub is all it gets.
              await page.goto(`${url}${from}`, {waitUntil: 'commit'});
              await page.waitForURL(landed, {waitUntil: 'commit', timeout: 15000});
            } catch {
              wrong.push(`${from}: landed on ${page.url()} instead of ${to}`);
              // Start the next check from a blank page, so a late navigation cannot be taken for it.
              await page.goto('about:blank').catch(() => undefined);
            }
          }
        }),
      );
      await context.close();
      assert.deepEqual(wrong, []);
      console.log(
        `  ${entries.length} of ${landedOn.size} client redirect pages in Chromium in ${Date.now() - started} ms`,
      );
    },
  );

  it('the not-found page keeps the missing words in its search box and links the closest pages', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const res = await page.goto(`${url}/docs/advanced/no-such-activation-strategy-page`);
    assert.equal(res?.status(), 404);
    assert.equal(await page.title(), 'Page Not Found | Unleash Documentation');
    const input = page.locator('#not-found-search');
    await page.waitForFunction(() => document.querySelector<HTMLInputElement>('#not-found-search')?.value);
    assert.equal(await input.inputValue(), 'advanced no such activation strategy page');
    const links = page.locator('[data-testid="closest-pages"] a');
    await links.first().waitFor({timeout: 10000});
    assert.ok((await links.count()) >= 1);
    assert.ok(
      (await links.allTextContents()).some((t) => /strateg/i.test(t)),
      'a page about strategies is among the closest pages',
    );
    await context.close();
  });
});
