/**
 * Security headers and the Content-Security-Policy (issue 31), served by a real nginx with the
 * config the build generated: the three host configs agree, every inline script of every page is
 * allowed by a hash, every kind of response carries the headers, the headers grade as the
 * Observatory would grade them, and the interactive parts (colour mode, search, ASK AI, image
 * zoom, the API request panel sending to a local server) work with no violation; then the same
 * with every third party switched on (a page of each family). The every-page crawl under the
 * policy is the site gate's (e2e/site-gate.test.ts).
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type {AddressInfo} from 'node:net';
import {after, before, describe, it} from 'node:test';
import type {Browser, Page} from 'playwright-core';
import {hashSource, inlineScripts} from '../scripts/lib/inline-code';
import {launchBrowser, newContext} from './support/browser';
import {describeViolation, watchCspViolations} from './support/csp';
import {INTEGRATIONS_DIR, INTEGRATIONS_ENV} from './support/integrations';
import {startNginx, type RunningNginx} from './support/nginx';
import {gradeResponse, parsePolicy} from './support/observatory';

const buildDir = path.resolve('build');
let browser: Browser;
let nginx: RunningNginx;

before(async () => {
  nginx = await startNginx(buildDir);
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
  nginx?.stop();
});

/** The headers of `/*` in each host's config, by header name (lowercase). */
function configHeaders(dir: string) {
  const netlify = new Map<string, string>();
  const text = fs.readFileSync(path.join(dir, '_headers'), 'utf8');
  const all = text.slice(text.indexOf('/*\n') + 3, text.indexOf('/assets/*'));
  for (const line of all.split('\n').filter((l) => l.startsWith('  '))) {
    const [name, ...value] = line.trim().split(': ');
    netlify.set(name.toLowerCase(), value.join(': '));
  }
  const vercelRules = (
    JSON.parse(fs.readFileSync(path.join(dir, 'vercel.json'), 'utf8')) as {
      headers: {source: string; headers: {key: string; value: string}[]}[];
    }
  ).headers;
  const vercel = new Map(
    vercelRules.find((r) => r.source === '/(.*)')!.headers.map((h) => [h.key.toLowerCase(), h.value] as const),
  );
  return {netlify, vercel};
}

function htmlFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, {recursive: true, encoding: 'utf8'})
    .filter((f) => f.endsWith('.html'))
    .map((f) => path.join(dir, f));
}

async function openAt(page: Page, url: string) {
  await page.goto(url, {waitUntil: 'load'});
  await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true', undefined, {
    timeout: 15000,
  });
}

describe('the policy of the build', () => {
  it('is the same in nginx.conf, _headers and vercel.json, and allows every inline script of every page by hash', async () => {
    const served = await fetch(`${nginx.url}/`);
    const csp = served.headers.get('content-security-policy') ?? '';
    const {netlify, vercel} = configHeaders(buildDir);
    for (const [name, value] of netlify) {
      assert.equal(served.headers.get(name), value, `nginx sends ${name} as _headers has it`);
      assert.equal(vercel.get(name), value, `vercel.json has ${name} as _headers has it`);
    }
    assert.equal(netlify.size, vercel.size);
    const allowed = new Set(parsePolicy(csp).get('script-src'));
    const files = htmlFiles(buildDir);
    const missing: string[] = [];
    let scripts = 0;
    for (const file of files) {
      for (const script of inlineScripts(fs.readFileSync(file, 'utf8'))) {
        scripts += 1;
        if (!allowed.has(hashSource(script))) missing.push(`${path.relative(buildDir, file)}: ${script.slice(0, 80)}`);
      }
    }
    console.log(`# ${files.length} pages, ${scripts} inline scripts, all allowed by ${allowed.size - 1} hashes`);
    assert.ok(files.length > 500 && scripts > files.length, `${files.length} pages, ${scripts} inline scripts`);
    assert.deepEqual(missing.slice(0, 10), []);
    assert.doesNotMatch(parsePolicy(csp).get('script-src')!.join(' '), /unsafe-inline|unsafe-eval/);
  });
});

describe('nginx with the generated config', () => {
  const required = [
    'content-security-policy',
    'strict-transport-security',
    'x-content-type-options',
    'referrer-policy',
    'permissions-policy',
    'x-frame-options',
    'cross-origin-opener-policy',
    'cross-origin-resource-policy',
  ];

  it('sends every header with pages, assets, the 404 page, redirects and .html forms', async () => {
    const html = await (await fetch(`${nginx.url}/quickstart`)).text();
    const asset = /\/assets\/js\/[^"\s>]+\.js/.exec(html)?.[0];
    const [redirectFrom] = Object.keys(
      JSON.parse(fs.readFileSync(path.join(buildDir, 'redirects.json'), 'utf8')) as Record<string, string>,
    );
    const cases: [string, number, RegExp][] = [
      ['/quickstart', 200, /max-age=0, must-revalidate/],
      ['/quickstart.html', 200, /max-age=0/],
      ['/how-to/index.html', 200, /max-age=0/],
      [asset!, 200, /max-age=31536000, immutable/],
      ['/img/logo.svg', 200, /max-age=0/],
      ['/sitemap.xml', 200, /max-age=0/],
      ['/no/such/page', 404, /max-age=0/],
      ['/nginx.conf', 404, /max-age=0/],
      [redirectFrom, 301, /max-age=0/],
    ];
    const wrong: string[] = [];
    for (const [p, status, cache] of cases) {
      const res = await fetch(`${nginx.url}${p}`, {redirect: 'manual'});
      if (res.status !== status) wrong.push(`${p}: status ${res.status}`);
      for (const name of required) if (!res.headers.get(name)) wrong.push(`${p}: no ${name}`);
      if (!cache.test(res.headers.get('cache-control') ?? ''))
        wrong.push(`${p}: cache-control ${res.headers.get('cache-control')}`);
    }
    assert.deepEqual(wrong, []);
  });

  it('grades like the HTTP Observatory: every header safe; only "Try it" reaching a local http server costs points', async () => {
    const res = await fetch(`${nginx.url}/`);
    const headers = Object.fromEntries([...res.headers].map(([k, v]) => [k.toLowerCase(), v]));
    const html = await res.text();
    const scripts = [...html.matchAll(/<script\b[^>]*\bsrc=["']?([^"' >]+)[^>]*>/g)].map((m) => ({
      src: m[1],
      integrity: /\bintegrity=/.test(m[0]),
    }));
    const asServed = gradeResponse(headers, scripts);
    console.log(
      `# Observatory-style grade of / as built: ${asServed.grade} (${asServed.score})\n${asServed.findings
        .map((f) => `#   ${f.test}: ${f.modifier >= 0 ? '+' : ''}${f.modifier} ${f.detail}`)
        .join('\n')}`,
    );
    const local = /\s+http:\/\/(localhost|127\.0\.0\.1):\*/g;
    const failing = asServed.findings.filter((f) => f.modifier < 0);
    if (local.test(headers['content-security-policy'])) {
      // The default lets "Try it" reach an Unleash on the reader's machine (http://localhost:4242).
      assert.deepEqual(
        failing.map((f) => f.test),
        ['content-security-policy'],
      );
      const restricted = gradeResponse(
        {...headers, 'content-security-policy': headers['content-security-policy'].replace(local, '')},
        scripts,
      );
      console.log(`# with API_TRY_IT_ORIGINS limited to https: ${restricted.grade} (${restricted.score})`);
      assert.equal(restricted.grade, 'A+');
    } else {
      assert.deepEqual(failing, []);
      assert.equal(asServed.grade, 'A+');
    }
  });
});

/** A stand-in for the reader's Unleash: answers any request, with CORS for the docs' origin. */
async function startUnleashStub() {
  const requests: string[] = [];
  const server = http.createServer((req, res) => {
    requests.push(`${req.method} ${req.url}`);
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('Access-Control-Allow-Headers', '*');
    res.setHeader('Access-Control-Allow-Methods', '*');
    if (req.method === 'OPTIONS') return res.writeHead(204).end();
    res.writeHead(200, {'Content-Type': 'application/json'}).end('{"features":[],"stub":"unleash"}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, requests, close: () => server.close()};
}

/** A page of every family (the site gate loads every page under the policy; this is the quick check). */
const FAMILY_SAMPLES = [
  '/',
  '/quickstart',
  '/how-to',
  '/reference',
  '/reference/segments',
  '/reference/sdks',
  '/reference/sdks/node',
  '/feature-flag-tutorials',
  '/using-unleash/deploy',
  '/understanding-unleash',
  '/topics',
  '/contributing',
  '/unleash-academy/introduction',
  '/availability',
  '/reference/api/unleash',
  '/reference/api/unleash/create-feature',
  '/search',
  '/no/such/page',
];

describe('a page of every family under the enforced policy', () => {
  it('loads and hydrates with no violation and no console error', async () => {
    const context = await newContext(browser);
    const violations = await watchCspViolations(context);
    // Nothing configured: no other host may be called, and none can be reached here.
    const offsite: string[] = [];
    await context.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => {
      offsite.push(route.request().url());
      return route.abort('blockedbyclient');
    });
    const errors: string[] = [];
    const page = await context.newPage();
    page.on('console', (m) => {
      // The 404 sample logs its own status as a failed resource load.
      if (m.type() === 'error' && !/status of 404/.test(m.text()))
        errors.push(`${page.url()}: ${m.text().slice(0, 200)}`);
    });
    page.on('pageerror', (e) => errors.push(`${page.url()}: ${e.message}`));
    try {
      for (const sample of FAMILY_SAMPLES) await openAt(page, `${nginx.url}${sample}`);
    } finally {
      await context.close();
    }
    assert.deepEqual(violations.map(describeViolation), []);
    assert.deepEqual(errors, []);
    assert.deepEqual(offsite, []);
  });
});

describe('the interactive parts under the enforced policy', () => {
  it('colour mode, search, ASK AI, image zoom and "Try it" work with no violation', async () => {
    const context = await newContext(browser);
    const violations = await watchCspViolations(context);
    const errors: string[] = [];
    const page = await context.newPage();
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(`${page.url()}: ${m.text().slice(0, 200)}`);
    });
    page.on('pageerror', (e) => errors.push(`${page.url()}: ${e.message}`));

    await openAt(page, `${nginx.url}/reference/segments`);
    const image = page.locator('.markdown img[data-zoomable]').first();
    await image.scrollIntoViewIfNeeded();
    await page.waitForFunction(() => document.querySelector('.markdown img')?.hasAttribute('data-zoomable'));
    await image.click();
    await page.locator('.image-zoom[role="dialog"]').waitFor();
    await page.keyboard.press('Escape');
    await page.locator('.image-zoom[role="dialog"]').waitFor({state: 'detached'});
    // Screenshots come in a light and a dark version: toggle after zooming the light one.
    await page
      .getByRole('button', {name: /dark mode|light mode|system mode/i})
      .first()
      .click();
    await page.waitForFunction(() => document.documentElement.dataset.theme === 'dark');

    await page.keyboard.press('Control+k');
    await page.locator('.DocSearch-Input').fill('stickiness');
    await page.locator('.DocSearch-Hit').first().waitFor();
    await page.keyboard.press('Escape');

    await page.getByRole('button', {name: 'ASK AI'}).click();
    await page.getByLabel('Your question').fill('How do I create an API token?');
    await page.getByRole('button', {name: 'Ask', exact: true}).click();
    await page.locator('[role="dialog"] ol li a').first().waitFor();
    await page.keyboard.press('Escape');

    const unleash = await startUnleashStub();
    try {
      // A GET operation with no path parameter: GET /api/admin/context.
      await openAt(page, `${nginx.url}/reference/api/unleash/get-context-fields`);
      await page.getByRole('button', {name: 'Try it'}).click();
      await page.getByRole('button', {name: /send api request/i}).waitFor({timeout: 60000});
      // The server's Edit button shows on hover only.
      const server = page
        .locator('.openapi-explorer__floating-btn')
        .filter({has: page.locator('.openapi-explorer__server-url')});
      await server.hover();
      await server.locator('button').click();
      await page.locator('.openapi-explorer__server-container select').selectOption('{unleashUrl}');
      await page.getByLabel('unleashUrl').fill(unleash.url);
      await page.getByRole('button', {name: /send api request/i}).click();
      await page.waitForFunction(() => document.body.innerText.includes('"stub": "unleash"'), undefined, {
        timeout: 15000,
      });
      assert.ok(unleash.requests.includes('GET /api/admin/context'), unleash.requests.join(', '));
    } finally {
      unleash.close();
    }
    await context.close();
    assert.deepEqual(violations.map(describeViolation), []);
    assert.deepEqual(errors, []);
  });
});

describe('the build with every third party on, under its own policy', () => {
  const SAMPLES = [
    '/',
    '/quickstart',
    '/reference/segments',
    '/reference/sdks/node',
    '/reference/api/unleash/create-feature',
    '/search',
  ];

  it('loads a page of each family and opens hosted search and the AI widget with no violation', async () => {
    assert.ok(
      fs.existsSync(path.join(INTEGRATIONS_DIR, 'nginx.conf')),
      'npm run build:integrations writes build-integrations/',
    );
    const site = await startNginx(INTEGRATIONS_DIR);
    const context = await newContext(browser);
    const violations = await watchCspViolations(context);
    const reached: string[] = [];
    // Nothing leaves the machine: every other host gets an empty answer (what reaches here passed the policy).
    await context.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => {
      reached.push(new URL(route.request().url()).host);
      const url = route.request().url();
      if (url.includes('algolia')) {
        return route.fulfill({
          contentType: 'application/json',
          body: '{"results":[{"hits":[],"nbHits":0,"page":0,"nbPages":0,"hitsPerPage":20,"query":""}]}',
        });
      }
      if (url.startsWith(INTEGRATIONS_ENV.ASK_AI_WIDGET_SRC)) {
        return route.fulfill({
          contentType: 'text/javascript',
          body: "window.Kapa={open:function(){document.documentElement.dataset.askAiWidget='open'}};",
        });
      }
      return route.fulfill({
        status: url.endsWith('.js') || url.includes('/gtag/js') || url.includes('gtm.js') ? 200 : 204,
        contentType: 'text/javascript',
        body: '',
      });
    });
    const page = await context.newPage();
    try {
      for (const sample of SAMPLES) {
        await openAt(page, `${site.url}${sample}`);
        await page.waitForTimeout(300);
      }
      await openAt(page, `${site.url}/quickstart`);
      await page.keyboard.press('Control+k');
      await page.locator('.DocSearch-Input').fill('segments');
      await page.waitForTimeout(1000);
      await page.keyboard.press('Escape');
      await page.getByRole('button', {name: 'ASK AI'}).click();
      await page.waitForFunction(() => document.documentElement.dataset.askAiWidget === 'open');
    } finally {
      await context.close();
      site.stop();
    }
    assert.deepEqual(violations.map(describeViolation), []);
    for (const host of [
      'www.googletagmanager.com',
      `${INTEGRATIONS_ENV.DOCSEARCH_APP_ID.toLowerCase()}-dsn.algolia.net`,
      'widget.example.com',
      'marketing.example.com',
    ]) {
      assert.ok(
        reached.includes(host),
        `${host} was reached (the policy allowed it): ${[...new Set(reached)].join(', ')}`,
      );
    }
  });
});
