/**
 * Third parties switched on (issue 16), in a build of their own made with test ids
 * (scripts/test.sh builds it into build-integrations/ with INTEGRATIONS_ENV below). Every request
 * to another host is intercepted and answered with a stub: nothing is ever delivered. Checked:
 * the tags are in the HTML and do not block rendering, gtag sends a page view on every client-side
 * navigation, the marketing script arrives after the page has loaded, "ASK AI" opens the hosted
 * widget, and hosted search preconnects to its service and queries it.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import type {AddressInfo} from 'node:net';
import {after, before, describe, it} from 'node:test';
import {mainRunOnly} from './support/runtime';
import type {Browser} from 'playwright-core';
import {createStaticServer, loadHeaders} from '../scripts/lib/static-server';
import {INTEGRATIONS_DIR, INTEGRATIONS_ENV, interceptOtherHosts} from './support/integrations';
import {launchBrowser, newContext} from './support/browser';

let browser: Browser;
let server: ReturnType<typeof createStaticServer>;
let site = '';

describe(
  'a build with every third party configured',
  {skip: mainRunOnly('it tests build-integrations/, which has the runtime patches')},
  () => {
    before(async () => {
      assert.ok(
        fs.existsSync(path.join(INTEGRATIONS_DIR, 'index.html')),
        `${INTEGRATIONS_DIR} is missing: scripts/test.sh builds it (npm run build:integrations)`,
      );
      // With the build's headers: the third parties work under the policy that names their hosts.
      server = createStaticServer({root: INTEGRATIONS_DIR, headers: loadHeaders(INTEGRATIONS_DIR)});
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      site = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      browser = await launchBrowser();
    });
    after(async () => {
      await browser?.close();
      server?.close();
    });

    it('puts each tag in the HTML with its id, none of them render-blocking', async () => {
      const html = await (await fetch(`${site}/quickstart`)).text();
      assert.match(
        html,
        new RegExp(
          `<script async src="https://www\\.googletagmanager\\.com/gtag/js\\?id=${INTEGRATIONS_ENV.GTAG_TRACKING_ID}"`,
        ),
      );
      assert.ok(html.includes(INTEGRATIONS_ENV.GTM_CONTAINER_ID), 'the tag manager container');
      assert.ok(html.includes(INTEGRATIONS_ENV.MARKETING_CLIENT_ID), 'the marketing client id');
      assert.match(
        html,
        new RegExp(`rel="?preconnect"? href="?https://${INTEGRATIONS_ENV.DOCSEARCH_APP_ID}-dsn\\.algolia\\.net`),
      );
      // No synchronous third-party script: every external <script src> is async or deferred.
      const external = [...html.matchAll(/<script\b([^>]*)\bsrc="(https?:[^"]+)"([^>]*)>/g)];
      assert.ok(external.length > 0);
      for (const [tag] of external) assert.match(tag, /\b(async|defer)\b/, tag);
    });

    it('sends a page view on the first load and on every client-side navigation, intercepted', async () => {
      const context = await newContext(browser);
      const seen = await interceptOtherHosts(context);
      const page = await context.newPage();
      const views = () => seen.filter((r) => r.url.includes('/g/collect') && r.url.includes('en=page_view'));
      await page.goto(`${site}/quickstart`, {waitUntil: 'load'});
      await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
      await page.waitForTimeout(500);
      const first = views().length;
      assert.ok(first >= 1, 'a page view for the first page');
      for (const [link, target] of [
        ['article a[href="/how-to-create-feature-flag"]', /how-to-create-feature-flag$/],
        ['nav.menu a[href="/what-is-a-feature-flag"]', /what-is-a-feature-flag$/],
      ] as const) {
        await page.locator(link).first().click();
        await page.waitForURL(target);
        await page.waitForTimeout(500);
      }
      assert.equal(views().length, first + 2, 'one more page view per navigation');
      assert.ok(views().some((v) => decodeURIComponent(v.url).includes('/what-is-a-feature-flag')));
      await context.close();
    });

    it('loads the marketing script after the page has loaded', async () => {
      const context = await newContext(browser);
      const seen = await interceptOtherHosts(context);
      const page = await context.newPage();
      await page.goto(`${site}/`, {waitUntil: 'load'});
      const script = page.locator(`script[src="${INTEGRATIONS_ENV.MARKETING_SCRIPT_SRC}"]`);
      await script.waitFor({state: 'attached'});
      assert.equal(await script.getAttribute('data-client-id'), INTEGRATIONS_ENV.MARKETING_CLIENT_ID);
      // Both times on the page's own clock: Node's clock races the events it is told about.
      const timing = await page.waitForFunction((src) => {
        const request = performance.getEntriesByName(src)[0];
        const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
        return request && navigation?.loadEventStart
          ? {requested: request.startTime, loaded: navigation.loadEventStart}
          : null;
      }, INTEGRATIONS_ENV.MARKETING_SCRIPT_SRC);
      const {requested, loaded} = (await timing.jsonValue())!;
      assert.ok(requested >= loaded, `requested after the load event (${requested} ms, load at ${loaded} ms)`);
      assert.ok(
        seen.some((r) => r.url === INTEGRATIONS_ENV.MARKETING_SCRIPT_SRC),
        'the request left the page',
      );
      await context.close();
    });

    it('opens the hosted widget from "ASK AI" instead of the local panel', async () => {
      const context = await newContext(browser);
      const seen = await interceptOtherHosts(context);
      const page = await context.newPage();
      await page.goto(`${site}/quickstart`, {waitUntil: 'load'});
      await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
      assert.ok(!seen.some((r) => r.url.startsWith(INTEGRATIONS_ENV.ASK_AI_WIDGET_SRC)), 'not loaded before use');
      await page.getByRole('button', {name: 'ASK AI'}).click();
      await page.waitForFunction(() => document.documentElement.dataset.askAiWidget === 'open');
      const widget = page.locator(`script[src="${INTEGRATIONS_ENV.ASK_AI_WIDGET_SRC}"]`);
      assert.equal(await widget.getAttribute('data-website-id'), INTEGRATIONS_ENV.ASK_AI_WIDGET_ID);
      assert.equal(await page.getByRole('dialog').count(), 0, 'the local panel stays closed');
      await context.close();
    });

    it('queries the hosted search service from the search modal', async () => {
      const context = await newContext(browser);
      const seen = await interceptOtherHosts(context);
      const page = await context.newPage();
      await page.goto(`${site}/quickstart`, {waitUntil: 'load'});
      await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
      await page.keyboard.press('Control+k');
      await page.locator('.DocSearch-Input').fill('segments');
      await page.waitForTimeout(1000);
      assert.ok(
        seen.some(
          (r) => r.url.includes(`${INTEGRATIONS_ENV.DOCSEARCH_APP_ID.toLowerCase()}`) && r.url.includes('algolia'),
        ),
        'a query went to the hosted service (intercepted)',
      );
      await context.close();
    });
  },
);
