/**
 * Legacy URLs (issue 6): the nginx config generated from the redirect table, served by a real
 * nginx, answers every source form with one 301 to the right page; the client redirect pages
 * land readers on the target on a host with no rules at all.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import type {AddressInfo} from 'node:net';
import {after, before, describe, it} from 'node:test';
import type {Browser} from 'playwright-core';
import {createStaticServer} from '../scripts/lib/static-server';
import {launchBrowser, newContext} from './support/browser';
import {sitemapPaths} from './support/crawl';
import {startNginx, type RunningNginx} from './support/nginx';

const buildDir = path.resolve('build');
const redirects = JSON.parse(fs.readFileSync(path.join(buildDir, 'redirects.json'), 'utf8')) as Record<string, string>;
let nginx: RunningNginx;

before(async () => {
  nginx = await startNginx(buildDir);
});
after(() => nginx?.stop());

async function head(url: string) {
  return fetch(url, {method: 'HEAD', redirect: 'manual'});
}

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

  it('serves every sitemap page with 200, and their .html forms', async () => {
    const paths = sitemapPaths(fs.readFileSync(path.join(buildDir, 'sitemap.xml'), 'utf8'));
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

  it("answers unknown paths with 404 and the site's not-found page", async () => {
    const res = await fetch(`${nginx.url}/no/such/page`);
    assert.equal(res.status, 404);
    assert.match(await res.text(), /Page Not Found/);
  });

  it('keeps the query string and copes with hostile paths', async () => {
    const [from, to] = Object.entries(redirects)[0];
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
    server = createStaticServer({root: buildDir});
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  after(async () => {
    await browser?.close();
    server?.close();
  });

  it('land readers on the target page', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const sample = Object.entries(redirects).filter((_, i) => i % 97 === 0);
    for (const [from, to] of sample) {
      await page.goto(`${url}${from}`);
      await page.waitForURL((u) => u.pathname === to, {timeout: 10000});
    }
    await context.close();
  });
});
