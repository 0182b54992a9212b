/**
 * The site's pages and page states: every listed URL is built, the academy keeps its own sidebar,
 * diagrams are pre-rendered images, images zoom (see also e2e/reading.test.ts), and route changes show the progress bar and recover from a
 * failed chunk (spec section 4).
 */
import assert from 'node:assert/strict';
import {after, before, describe, it} from 'node:test';
import type {Browser} from 'playwright-core';
import {baseUrl, launchBrowser, newContext, open} from './support/browser';
import {sitemapPaths} from './support/crawl';
import {expectedPages} from './support/expected-pages';
import {PATCH_ONLY} from './support/runtime';

let browser: Browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

describe('pages', () => {
  it('builds every page the site promises, at the URL readers know', async () => {
    const built = new Set(sitemapPaths(await (await fetch(`${baseUrl()}/sitemap.xml`)).text()));
    assert.deepEqual(
      expectedPages.filter((p) => !built.has(p)),
      [],
    );
  });

  it('shows the academy sidebar, and only that one, on academy pages', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    for (const path of expectedPages.filter((p) => p.startsWith('/unleash-academy/'))) {
      await open(page, path);
      const sidebar = await page.locator('aside.theme-doc-sidebar-container').innerText();
      assert.match(sidebar, /Introduction/, path);
      assert.doesNotMatch(sidebar, /How-to guides|Reference|Get started/, `${path} shows the documentation sidebar`);
    }
    await context.close();
  });
});

describe('diagrams', () => {
  it("shows a tutorial's diagram as an image in the reader's colour mode, without loading Mermaid", async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const requests: string[] = [];
    page.on('request', (req) => requests.push(req.url()));
    await open(page, '/feature-flag-tutorials/react');
    const figure = page.locator('.markdown figure.diagram').first();
    await figure.scrollIntoViewIfNeeded();
    const shown = figure.locator('img:visible');
    assert.equal(await shown.count(), 1, 'one image per colour mode is shown');
    const image = shown.first();
    const facts = () =>
      image.evaluate(async (img: HTMLImageElement) => {
        await img.decode();
        const box = img.getBoundingClientRect();
        return {
          src: img.currentSrc,
          alt: img.alt,
          width: img.getAttribute('width'),
          height: img.getAttribute('height'),
          loaded: img.naturalWidth > 0,
          shownWidth: box.width,
          columnWidth: img.closest('.markdown')?.getBoundingClientRect().width ?? 0,
        };
      });
    const light = await facts();
    assert.match(light.alt, /^Sequence diagram between Browser \(React SDK\) and Unleash/);
    assert.ok(Number(light.width) > 0 && Number(light.height) > 0, 'the image reserves its space');
    assert.ok(light.loaded, 'the light image has loaded');
    assert.ok(light.shownWidth > 0 && light.shownWidth <= light.columnWidth, 'the image fits the column');
    assert.match(light.src, /\/assets\/images\/.*\.light-.*\.svg$/);
    assert.ok(!requests.some((url) => url.includes('.dark-')), 'the hidden dark image was downloaded');

    await page
      .locator('.navbar')
      .getByRole('button', {name: /switch between dark and light mode/i})
      .first()
      .click();
    assert.equal(await page.getAttribute('html', 'data-theme'), 'dark');
    assert.equal(await shown.count(), 1);
    const dark = await facts();
    assert.match(dark.src, /\/assets\/images\/.*\.dark-.*\.svg$/);
    assert.ok(dark.loaded, 'the dark image has loaded');
    assert.equal(dark.alt, light.alt);

    await page.waitForLoadState('networkidle');
    assert.deepEqual(
      requests.filter((url) => /mermaid/i.test(url)),
      [],
      'the page loaded Mermaid',
    );
    await context.close();
  });
});

describe('image zoom', () => {
  it('zooms a screenshot on click, loads the zoomed view only when asked, and follows the colour mode', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const zoomRequests: string[] = [];
    page.on('request', (request) => {
      if (/\/image-zoom\./.test(request.url())) zoomRequests.push(request.url());
    });
    await open(page, '/reference/stickiness');
    await page.waitForTimeout(1500);
    assert.equal(await page.locator('.markdown img').count(), 0);

    await open(page, '/reference/segments');
    const image = page.locator('.markdown img').first();
    await image.scrollIntoViewIfNeeded();
    await page.waitForFunction(() => document.querySelector('.markdown img')?.hasAttribute('data-zoomable'));
    assert.equal(await image.getAttribute('role'), 'button');
    assert.match((await image.getAttribute('aria-label')) ?? '', /^Enlarge image: \S/);
    assert.deepEqual(zoomRequests, [], 'the zoomed view loads on first use only');
    await image.click();
    const overlay = page.locator('.image-zoom');
    await overlay.waitFor({state: 'visible'});
    assert.equal(zoomRequests.length, 1);
    assert.equal(await overlay.evaluate((o) => getComputedStyle(o).backgroundColor), 'rgb(255, 255, 255)');
    await page.keyboard.press('Escape');
    await overlay.waitFor({state: 'detached'});

    // After a client-side navigation, the new page's images zoom too.
    await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'dark'));
    await page.locator('.markdown a[href="/reference/activation-strategies"]:visible').first().click();
    await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Activation strategies');
    await page.waitForFunction(() =>
      [...document.querySelectorAll('.markdown img')].some((img) => img.hasAttribute('data-zoomable')),
    );
    const shot = page.locator('.markdown img[data-zoomable]:visible').first();
    await shot.scrollIntoViewIfNeeded();
    await shot.click();
    await overlay.waitFor({state: 'visible'});
    assert.equal(await overlay.evaluate((o) => getComputedStyle(o).backgroundColor), 'rgb(27, 27, 29)');
    // A click without a drag closes it.
    await overlay.locator('.image-zoom__frame').click({position: {x: 5, y: 5}});
    await overlay.waitFor({state: 'detached'});
    await context.close();
  });
});

describe('code blocks', () => {
  /** True when every shown code block offers word wrap exactly when its code is wider than the block (hidden tab panels and closed sections do not show theirs). */
  const buttonsMatchOverflow = () =>
    [...document.querySelectorAll<HTMLElement>('.theme-code-block')]
      .filter((block) => block.checkVisibility())
      .every((block) => {
        const pre = block.querySelector('pre')!;
        const wrapped = pre.querySelector('code')?.hasAttribute('style') ?? false;
        const offered = block.querySelector('button[title="Toggle word wrap"]') !== null;
        return offered === (wrapped || pre.scrollWidth > pre.clientWidth);
      });

  it('offers word wrap for code wider than a phone, wraps it, and follows the window size', async () => {
    const context = await newContext(browser, {viewport: {width: 390, height: 844}});
    const page = await context.newPage();
    await open(page, '/feature-flag-tutorials/react');
    await page.waitForFunction(buttonsMatchOverflow);
    const counts = await page.evaluate(() => {
      const pres = [...document.querySelectorAll('.theme-code-block pre')];
      return {wide: pres.filter((pre) => pre.scrollWidth > pre.clientWidth).length, all: pres.length};
    });
    assert.ok(counts.wide > 0 && counts.wide < counts.all, `wide blocks: ${JSON.stringify(counts)}`);

    const block = page.locator('.theme-code-block', {has: page.locator('button[title="Toggle word wrap"]')}).first();
    await block.locator('button[title="Toggle word wrap"]').click();
    await page.waitForFunction(
      (pre) =>
        pre.scrollWidth <= pre.clientWidth && getComputedStyle(pre.querySelector('code')!).whiteSpace === 'pre-wrap',
      await block.locator('pre').elementHandle(),
    );
    assert.equal(await block.locator('button[title="Toggle word wrap"]').count(), 1, 'the button stays to unwrap');
    await block.locator('button[title="Toggle word wrap"]').click();
    await page.waitForFunction((pre) => pre.scrollWidth > pre.clientWidth, await block.locator('pre').elementHandle());

    // Wider window: blocks that now fit lose the button, without a reload.
    await page.setViewportSize({width: 1400, height: 900});
    await page.waitForFunction(buttonsMatchOverflow);
    await context.close();
  });

  it('measures a block when its language tab or its collapsed section is shown', async () => {
    const context = await newContext(browser, {viewport: {width: 390, height: 844}});
    const page = await context.newPage();
    await open(page, '/reference/api/unleash/create-feature');
    const tabs = page
      .locator('[role=tablist]', {has: page.locator('[role=tab]', {hasText: /python/i})})
      .first()
      .locator('[role=tab]');
    const count = await tabs.count();
    assert.ok(count > 1, 'the request samples have language tabs');
    for (let index = 0; index < count; index++) {
      await tabs.nth(index).click();
      await page.waitForFunction(buttonsMatchOverflow);
    }
    assert.ok(
      (await page.locator('[role=tabpanel]:not([hidden]) button[title="Toggle word wrap"]').count()) > 0,
      'a shown sample wider than the phone offers word wrap',
    );
    const collapsed = page.locator('details', {has: page.locator('.theme-code-block')}).first();
    await collapsed.locator('summary').first().click();
    await page.waitForFunction(buttonsMatchOverflow);
    assert.ok(
      (await collapsed.locator('button[title="Toggle word wrap"]').count()) > 0,
      'a response example wider than the phone offers word wrap once its section is open',
    );
    await context.close();
  });
});

describe('route changes', () => {
  it(
    'leaves Prism off the first load and highlights code after a client-side navigation',
    {skip: PATCH_ONLY},
    async () => {
      const context = await newContext(browser);
      const page = await context.newPage();
      const scripts: Promise<string>[] = [];
      page.on('response', (res) => {
        if (res.request().resourceType() === 'script') scripts.push(res.text().catch(() => ''));
      });
      await open(page, '/reference');
      await page.waitForLoadState('networkidle');
      const isPrism = (source: string) => source.includes('languages.extend') && source.includes('insertBefore');
      assert.equal((await Promise.all(scripts)).filter(isPrism).length, 0, 'Prism loaded with the first page');
      // Navigate in the page, as a click does, without the hover that would preload Prism.
      await page.evaluate(() => window.history.pushState({}, '', '/reference/stickiness'));
      await page.evaluate(() => window.dispatchEvent(new PopStateEvent('popstate')));
      await page.locator('h1', {hasText: 'Stickiness'}).waitFor();
      await page.locator('.theme-code-block .token.comment').first().waitFor({timeout: 15000});
      assert.ok((await Promise.all(scripts)).some(isPrism), 'Prism was loaded for the new code');
      assert.equal(await page.locator('.theme-code-block pre:not([data-code-key])').count(), 0);
      await context.close();
    },
  );

  it('shows the progress bar when the next page takes longer than 200 ms to load', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await open(page, '/');
    await page.route(/\/assets\/js\//, async (route) => {
      await new Promise((r) => setTimeout(r, 800));
      await route.continue();
    });
    await page.locator('nav.menu a[href="/quickstart"]').first().click();
    await page.locator('#nprogress').waitFor({state: 'attached', timeout: 5000});
    await page.waitForURL(/\/quickstart$/);
    await page.locator('h1', {hasText: 'Quickstart'}).waitFor();
    await context.close();
  });

  it('reloads the page when the next page cannot be loaded, and the reader lands on it', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await open(page, '/');
    let blocked = 0;
    await page.route(/\/assets\/js\//, async (route) => {
      if (blocked < 50) {
        blocked += 1;
        await route.abort('failed');
      } else {
        await route.continue();
      }
    });
    const warnings: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'warning' || m.type() === 'error') warnings.push(m.text());
    });
    await page.locator('nav.menu a[href="/what-is-a-feature-flag"]').first().click();
    await page.waitForURL(/\/what-is-a-feature-flag$/);
    await page.unroute(/\/assets\/js\//);
    await page.waitForLoadState('load');
    await page.locator('h1', {hasText: 'What is a feature flag?'}).waitFor({timeout: 15000});
    assert.ok(blocked > 0, 'the next page needed chunks the test could block');
    await context.close();
  });
});
