/**
 * Security headers and the Content-Security-Policy (issue 31), served by a real nginx with the
 * config the build generated: the four host configs agree and every inline script of every page is
 * allowed by a hash (on the default build and on the build with every third party on), every kind
 * of response carries the headers, the headers grade as the Observatory would grade them, and the
 * interactive parts (colour mode, search, ASK AI, image zoom, the API request panel sending to a
 * local server) work with no violation. On the build with every third party on, every page of the
 * sitemap renders under its policy with no violation and no console error and sends its page view
 * (one in eight loaded as a document, the others by in-app navigation), and the marketing script,
 * hosted search and the AI widget run. The every-page crawl of the default build under its policy
 * is the site gate's (e2e/site-gate.test.ts); both share e2e/support/page-pool.ts.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type {AddressInfo} from 'node:net';
import {after, before, describe, it} from 'node:test';
import {BUILD_DIR, mainRunOnly} from './support/runtime';
import type {Browser, Page} from 'playwright-core';
import {hashSource, inlineScripts} from '../scripts/lib/inline-code';
import {loadHeaders} from '../scripts/lib/static-server';
import {launchBrowser, navigateInApp, newContext, open} from './support/browser';
import {describeViolation, watchCspViolations} from './support/csp';
import {sitemapPaths} from './support/crawl';
import {INTEGRATIONS_DIR, INTEGRATIONS_ENV, interceptOtherHosts} from './support/integrations';
import {startNginx, type RunningNginx} from './support/nginx';
import {documentLoads, visitInTabs} from './support/page-pool';
import {gradeResponse, parsePolicy} from './support/observatory';

let browser: Browser;
let nginx: RunningNginx;
let integrationsNginx: RunningNginx | undefined;

before(async () => {
  nginx = await startNginx(BUILD_DIR);
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
  nginx?.stop();
  integrationsNginx?.stop();
});

/** nginx serving the build with every third party on (scripts/test.sh builds it before the browser tests). */
async function integrationsSite(): Promise<RunningNginx> {
  assert.ok(
    fs.existsSync(path.join(INTEGRATIONS_DIR, 'nginx.conf')),
    `${INTEGRATIONS_DIR} is missing: npm run build:integrations writes it`,
  );
  integrationsNginx ??= await startNginx(INTEGRATIONS_DIR);
  return integrationsNginx;
}

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

for (const [name, dir, site] of [
  ['the default build', BUILD_DIR, () => Promise.resolve(nginx)],
  ['the build with every third party on', INTEGRATIONS_DIR, integrationsSite],
] as const) {
  describe(`the policy of ${name}`, () => {
    it('is the same in nginx.conf, _headers, vercel.json and headers.json, and allows every inline script of every page by hash', async () => {
      const served = await fetch(`${(await site()).url}/`);
      const csp = served.headers.get('content-security-policy') ?? '';
      const {netlify, vercel} = configHeaders(dir);
      const serve = new Map(loadHeaders(dir)?.all.map(([key, value]) => [key.toLowerCase(), value] as const));
      for (const [header, value] of netlify) {
        assert.equal(served.headers.get(header), value, `nginx sends ${header} as _headers has it`);
        assert.equal(vercel.get(header), value, `vercel.json has ${header} as _headers has it`);
        assert.equal(serve.get(header), value, `headers.json (npm run serve) has ${header} as _headers has it`);
      }
      assert.equal(vercel.size, netlify.size, 'vercel.json has no header that _headers lacks');
      assert.equal(serve.size, netlify.size, 'headers.json has no header that _headers lacks');
      const allowed = new Set(parsePolicy(csp).get('script-src'));
      const files = htmlFiles(dir);
      const missing: string[] = [];
      let scripts = 0;
      for (const file of files) {
        for (const script of inlineScripts(fs.readFileSync(file, 'utf8'))) {
          scripts += 1;
          if (!allowed.has(hashSource(script))) missing.push(`${path.relative(dir, file)}: ${script.slice(0, 80)}`);
        }
      }
      const hashes = [...allowed].filter((source) => source.startsWith("'sha256-")).length;
      console.log(`# ${name}: ${files.length} pages, ${scripts} inline scripts, all allowed by ${hashes} hashes`);
      assert.ok(files.length > 500 && scripts > files.length, `${files.length} pages, ${scripts} inline scripts`);
      assert.deepEqual(missing.slice(0, 10), []);
      assert.doesNotMatch(parsePolicy(csp).get('script-src')!.join(' '), /unsafe-inline|unsafe-eval/);
    });
  });
}

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
      JSON.parse(fs.readFileSync(path.join(BUILD_DIR, 'redirects.json'), 'utf8')) as Record<string, string>,
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

  it('grades A+ like the HTTP Observatory, on the default build and on the build with every third party on', async () => {
    const grades: string[] = [];
    for (const [name, site] of [
      ['the default build', nginx],
      ['the build with every third party on', await integrationsSite()],
    ] as const) {
      const res = await fetch(`${site.url}/`);
      const headers = Object.fromEntries([...res.headers].map(([k, v]) => [k.toLowerCase(), v]));
      const html = await res.text();
      const scripts = [...html.matchAll(/<script\b[^>]*\bsrc=["']?([^"' >]+)[^>]*>/g)].map((m) => ({
        src: m[1],
        integrity: /\bintegrity=/.test(m[0]),
      }));
      const graded = gradeResponse(headers, scripts);
      console.log(
        `# Observatory-style grade of / on ${name}: ${graded.grade} (${graded.score})\n${graded.findings
          .map((f) => `#   ${f.result}: ${f.modifier >= 0 ? '+' : ''}${f.modifier} ${f.detail}`)
          .join('\n')}`,
      );
      assert.equal(graded.findings[0].result.startsWith('csp-implemented-with-no-unsafe'), true, name);
      grades.push(graded.grade);
    }
    assert.deepEqual(grades, ['A+', 'A+']);
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

/**
 * Sends GET /api/admin/context (an operation with no path parameter) with the "Try it" panel of
 * the site at `site` to the Unleash at `unleashUrl`, and waits for the answer on the page.
 */
async function tryItAgainst(page: Page, site: string, unleashUrl: string) {
  await open(page, '/reference/api/unleash/get-context-fields', site);
  await page.getByRole('button', {name: 'Try it'}).click();
  await page.getByRole('button', {name: /send api request/i}).waitFor({timeout: 60000});
  // The server's Edit button shows on hover only.
  const server = page
    .locator('.openapi-explorer__floating-btn')
    .filter({has: page.locator('.openapi-explorer__server-url')});
  await server.hover();
  await server.locator('button').click();
  await page.locator('.openapi-explorer__server-container select').selectOption('{unleashUrl}');
  await page.getByLabel('unleashUrl').fill(unleashUrl);
  await page.getByRole('button', {name: /send api request/i}).click();
  await page.waitForFunction(() => document.body.innerText.includes('"stub": "unleash"'), undefined, {
    timeout: 15000,
  });
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
      for (const sample of FAMILY_SAMPLES) await open(page, sample, nginx.url);
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

    await open(page, '/reference/segments', nginx.url);
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
      await tryItAgainst(page, nginx.url, unleash.url);
      assert.ok(unleash.requests.includes('GET /api/admin/context'), unleash.requests.join(', '));
    } finally {
      unleash.close();
    }
    await context.close();
    assert.deepEqual(violations.map(describeViolation), []);
    assert.deepEqual(errors, []);
  });
});

describe('"Try it" on the site served over https (as readers get it)', () => {
  it("reaches an Unleash on the reader's machine with no violation; plain http elsewhere stays blocked", async () => {
    const site = await startNginx(BUILD_DIR, {tls: true});
    const unleash = await startUnleashStub();
    const context = await newContext(browser, {ignoreHTTPSErrors: true});
    const violations = await watchCspViolations(context);
    const messages: string[] = [];
    const page = await context.newPage();
    page.on('console', (m) => messages.push(m.text()));
    try {
      const policy = (await page.goto(`${site.url}/`))?.headers()['content-security-policy'] ?? '';
      assert.doesNotMatch(policy, /http:/, 'no plain-http source in the policy');
      // The quickstart's Unleash listens on localhost; the stand-in does on the same loopback.
      const local = unleash.url.replace('127.0.0.1', 'localhost');
      await tryItAgainst(page, site.url, local);
      assert.ok(unleash.requests.includes('GET /api/admin/context'), unleash.requests.join(', '));
      // Another host over plain http: the browser refuses it as mixed content, before any policy.
      const remote = await page.evaluate(() =>
        fetch('http://unleash.example.com/api/admin/context').then(
          () => 'answered',
          () => 'refused',
        ),
      );
      assert.equal(remote, 'refused');
      assert.ok(
        messages.some((m) => /Mixed Content.*http:\/\/unleash\.example\.com/.test(m)),
        messages.join('\n'),
      );
    } finally {
      await context.close();
      unleash.close();
      site.stop();
    }
    assert.deepEqual(violations.map(describeViolation), []);
  });
});

/** Tabs of one browser loading the sitemap at once: on two cores more tabs only queue for the CPU. */
const CRAWL_TABS = 4;
/**
 * One page in this many (and the first of each section) is loaded from the server as a document;
 * the tab reaches the others as a reader's click does, by in-app navigation. The pages' own content
 * is the same in both builds, and the site gate loads every page of the default build as a
 * document; what this build adds is the third parties, which run on document loads and on every
 * in-app navigation (a page view each). In-app navigation costs about a third of a document load.
 */
const DOCUMENT_LOAD_EVERY = 8;

describe(
  'the build with every third party on, under its own policy',
  {skip: mainRunOnly('it tests build-integrations/, which has the runtime patches')},
  () => {
    it('renders every sitemap page with no violation and no console error, and counts a page view for each', async () => {
      const started = Date.now();
      const site = await integrationsSite();
      const paths = sitemapPaths(await (await fetch(`${site.url}/sitemap.xml`)).text());
      assert.ok(paths.length > 500, `the sitemap should list every page, found ${paths.length}`);
      const loads = documentLoads(paths, DOCUMENT_LOAD_EVERY);
      const context = await newContext(browser);
      const violations = await watchCspViolations(context);
      const reached = await interceptOtherHosts(context);
      const errors: string[] = [];
      const where = (page: Page | null) => (page ? new URL(page.url()).pathname : '(no page)');
      context.on('console', (message) => {
        if (message.type() === 'error') errors.push(`${where(message.page())}: ${message.text().slice(0, 200)}`);
      });
      context.on('weberror', (error) => errors.push(`${where(error.page())}: ${error.error().message.slice(0, 200)}`));
      // The console's "Failed to load resource" does not say which: name it.
      context.on('response', (response) => {
        if (response.status() >= 400)
          errors.push(`${where(response.frame().page())}: ${response.status()} ${response.url()}`);
      });
      /** The pages the analytics stand-in was told about (page views, from the beacon's `dl`), read as they arrive. */
      const viewedPaths = new Set<string>();
      let read = 0;
      const viewed = () => {
        for (; read < reached.length; read += 1) {
          const {url} = reached[read];
          if (!url.includes('google-analytics.com/g/collect')) continue;
          const dl = new URL(url).searchParams.get('dl') ?? '/';
          viewedPaths.add(new URL(dl, site.url).pathname.replace(/(.)\/$/, '$1'));
        }
        return viewedPaths;
      };
      let documents = 0;
      try {
        await visitInTabs(context, paths, CRAWL_TABS, async (page, pagePath) => {
          try {
            if (loads.has(pagePath) || page.url() === 'about:blank') {
              // Loaded and hydrated: every script of the page has run, the third parties' tags included.
              await open(page, pagePath, site.url);
              documents += 1;
            } else {
              await navigateInApp(page, pagePath);
            }
            // The page view is sent after the route has rendered: wait for it before moving on, so it
            // is counted for this page and not the next.
            // (Up to 20 s: in CI this crawl shares two cores with the site gate's; it returns as soon as seen.)
            const deadline = Date.now() + 20_000;
            while (!viewed().has(pagePath) && Date.now() < deadline) await page.waitForTimeout(25);
          } catch (error) {
            errors.push(`${pagePath}: ${(error as Error).message.split('\n')[0]}`);
          }
        });
      } finally {
        await context.close();
      }
      const hosts = new Set(reached.map((r) => new URL(r.url).host));
      const unviewed = paths.filter((p) => !viewed().has(p));
      console.log(
        `# every page of the build with every third party on: ${paths.length} pages (${documents} document loads, the rest in-app) in ${((Date.now() - started) / 1000).toFixed(1)} s (${CRAWL_TABS} tabs), ${violations.length} violations, ${errors.length} console errors, ${unviewed.length} pages without a page view; other hosts reached: ${[...hosts].sort().join(' ')}`,
      );
      assert.deepEqual(violations.map(describeViolation).slice(0, 20), []);
      assert.deepEqual(errors.slice(0, 20), []);
      // The tags ran on every page (the check would pass on pages whose third parties never loaded).
      assert.deepEqual(unviewed.slice(0, 20), [], `every page sent its page view (${unviewed.length} did not)`);
      assert.ok(
        hosts.has('www.googletagmanager.com'),
        `www.googletagmanager.com was reached: ${[...hosts].join(', ')}`,
      );
    });

    it('runs the marketing script, hosted search and the AI widget with no violation', async () => {
      const site = await integrationsSite();
      const context = await newContext(browser);
      const violations = await watchCspViolations(context);
      // Nothing leaves the machine: what reaches the stubs passed the policy.
      const reached = await interceptOtherHosts(context);
      const page = await context.newPage();
      try {
        await open(page, '/quickstart', site.url);
        // The marketing script is added after the load event.
        await page.locator(`script[src="${INTEGRATIONS_ENV.MARKETING_SCRIPT_SRC}"]`).waitFor({state: 'attached'});
        await page.keyboard.press('Control+k');
        const queried = page.waitForRequest((r) => r.url().includes('-dsn.algolia.net'));
        await page.locator('.DocSearch-Input').fill('segments');
        await queried;
        await page.keyboard.press('Escape');
        await page.getByRole('button', {name: 'ASK AI'}).click();
        await page.waitForFunction(() => document.documentElement.dataset.askAiWidget === 'open');
      } finally {
        await context.close();
      }
      assert.deepEqual(violations.map(describeViolation), []);
      const hosts = new Set(reached.map((r) => new URL(r.url).host));
      for (const host of [
        'www.googletagmanager.com',
        `${INTEGRATIONS_ENV.DOCSEARCH_APP_ID.toLowerCase()}-dsn.algolia.net`,
        'widget.example.com',
        'marketing.example.com',
      ]) {
        assert.ok(hosts.has(host), `${host} was reached (the policy allowed it): ${[...hosts].join(', ')}`);
      }
    });
  },
);
