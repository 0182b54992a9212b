/**
 * The reader chrome of spec sections 1, 2, 4 and 9: navbar, footer, colour mode, announcement
 * bar, mobile drawer, not-found and crash screens, .html forms and sidebars.
 */
import assert from 'node:assert/strict';
import {after, before, describe, it} from 'node:test';
import type {Browser, Page} from 'playwright-core';
import {baseUrl, launchBrowser, MOBILE, newContext, open} from './support/browser';
import {PATCH_ONLY} from './support/runtime';

let browser: Browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

async function freshPage(options = {}): Promise<Page> {
  const context = await newContext(browser, options);
  return context.newPage();
}

describe('navbar', () => {
  it('shows the logo, the left and right items and the star count', async () => {
    const page = await freshPage();
    await open(page, '/quickstart');
    const logo = page.locator('.navbar__brand img').first();
    assert.equal(await logo.getAttribute('alt'), 'Unleash');
    assert.equal(await logo.evaluate((img) => (img as HTMLImageElement).height), 30);
    // The logo leads to the docs home (issue 32); the marketing site is in the Product menu.
    assert.equal(await page.locator('a.navbar__brand').getAttribute('href'), '/');
    const left = await page.locator('.navbar__items:not(.navbar__items--right) > .navbar__item').allInnerTexts();
    assert.deepEqual(
      left.map((t) => t.trim()),
      ['Product', 'Plans', 'Blog', 'Academy'],
    );
    const right = page.locator('.navbar__items--right');
    assert.match(await right.innerText(), /12\.0k/);
    assert.match(await right.innerText(), /Sign in/);
    assert.match(await right.innerText(), /Request a demo/);
    assert.equal(
      await page.getByRole('link', {name: 'Academy'}).first().getAttribute('href'),
      '/unleash-academy/introduction',
    );
    await page.context().close();
  });

  it('opens the Product dropdown on hover and on Enter, and closes it on an outside click', async () => {
    const page = await freshPage();
    await open(page, '/quickstart');
    const dropdown = page.locator('.navbar__item.dropdown').first();
    const menu = dropdown.locator('.dropdown__menu');
    assert.equal(await menu.isVisible(), false);
    await dropdown.hover();
    await menu.waitFor({state: 'visible'});
    await page.mouse.move(600, 600);
    await menu.waitFor({state: 'hidden'});

    await dropdown.locator('.navbar__link').first().focus();
    await page.keyboard.press('Enter');
    assert.match((await dropdown.getAttribute('class')) ?? '', /dropdown--show/);
    await menu.waitFor({state: 'visible'});
    await page.mouse.click(700, 500);
    await page.waitForFunction(
      () => !document.querySelector('.navbar__item.dropdown')?.classList.contains('dropdown--show'),
    );
    await page.context().close();
  });

  it('hides on scroll down and comes back on scroll up', async () => {
    // A short window makes any page long enough to scroll.
    const page = await freshPage({viewport: {width: 1280, height: 300}});
    await open(page, '/client-specification');
    const navbar = page.locator('nav.navbar');
    for (const y of [100, 300, 500]) {
      await page.evaluate((top) => window.scrollTo({top}), y);
      await page.waitForTimeout(100);
    }
    await page.waitForFunction(() => document.querySelector('nav.navbar')?.className.includes('navbarHidden'));
    await page.evaluate(() => window.scrollTo({top: 300}));
    await page.waitForFunction(() => !document.querySelector('nav.navbar')?.className.includes('navbarHidden'));
    assert.equal(await navbar.isVisible(), true);
    await page.context().close();
  });
});

describe('footer', () => {
  it('shows the five link groups, the claims, the social links and the copyright', async () => {
    const page = await freshPage();
    await open(page, '/quickstart');
    const footer = page.locator('footer.footer');
    const titles = (await footer.locator('.footer__title').allInnerTexts()).map((t) => t.trim());
    assert.deepEqual(titles, ['Server SDKs', 'Frontend SDKs', 'Use cases', 'Product', 'Support']);
    const text = await footer.innerText();
    assert.match(
      text,
      /reduces the risk of releasing new features, speeds up your release process and improves the experience of your end users/,
    );
    assert.match(text, /easiest feature management system to use/);
    assert.match(text, /Made in a cosy atmosphere in the Nordic countries\./);
    assert.match(text, /© 2025/);
    const socialKinds = await footer.locator('a[title]').evaluateAll((as) => as.map((a) => a.getAttribute('title')));
    assert.deepEqual(socialKinds, [
      'source hosting',
      'professional network',
      'microblog',
      'chat',
      'questions and answers',
      'video channel',
    ]);
    const nodeLink = footer.getByRole('link', {name: 'Node.js'});
    assert.equal(await nodeLink.getAttribute('href'), '/reference/sdks/node');
    await page.context().close();
  });

  it('links every internal footer target to a page that exists', async () => {
    const page = await freshPage();
    await open(page, '/');
    const hrefs = await page
      .locator('footer a[href^="/"]')
      .evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
    assert.ok(hrefs.length >= 20, `expected the footer to link our pages, found ${hrefs.length}`);
    for (const href of hrefs) {
      const response = await page.request.get(`${baseUrl()}${href}`);
      assert.equal(response.status(), 200, `footer link ${href}`);
    }
    await page.context().close();
  });
});

describe('colour mode', () => {
  it('defaults to light, follows the system preference when nothing is stored', async () => {
    const light = await freshPage();
    await open(light, '/');
    assert.equal(await light.getAttribute('html', 'data-theme'), 'light');
    await light.context().close();
    const dark = await freshPage({colorScheme: 'dark'});
    await open(dark, '/');
    assert.equal(await dark.getAttribute('html', 'data-theme'), 'dark');
    await dark.context().close();
  });

  it('toggles between light and dark, stores the choice under "theme" and syncs other tabs', async () => {
    const context = await newContext(browser);
    const first = await context.newPage();
    const second = await context.newPage();
    await open(first, '/quickstart');
    await open(second, '/');
    const toggle = first
      .locator('.navbar')
      .getByRole('button', {name: /switch between dark and light mode/i})
      .first();
    await toggle.click();
    assert.equal(await first.getAttribute('html', 'data-theme'), 'dark');
    assert.equal(await first.evaluate(() => localStorage.getItem('theme')), 'dark');
    await second.waitForFunction(() => document.documentElement.dataset.theme === 'dark');
    await toggle.click();
    assert.equal(await first.getAttribute('html', 'data-theme'), 'light');
    assert.equal(await first.evaluate(() => localStorage.getItem('theme')), 'light');
    await first.reload();
    assert.equal(await first.getAttribute('html', 'data-theme'), 'light');
    await context.close();
  });

  it("colours code with the mode's theme, keeping the server's code blocks through hydration", async () => {
    for (const [colorScheme, comment, background] of [
      ['light', 'rgb(95, 102, 112)', 'rgb(246, 248, 250)'],
      ['dark', 'rgb(158, 168, 199)', 'rgb(40, 42, 54)'],
    ] as const) {
      const context = await newContext(browser, {colorScheme});
      const page = await context.newPage();
      // Mark the server-rendered code blocks before React hydrates the page.
      await page.addInitScript(() => {
        document.addEventListener('DOMContentLoaded', () => {
          document.querySelectorAll('pre').forEach((pre) => pre.setAttribute('data-from-server', ''));
        });
      });
      await open(page, '/reference/stickiness');
      const block = page.locator('.theme-code-block', {has: page.locator('.token.comment')}).first();
      assert.equal(
        await block
          .locator('.token.comment')
          .first()
          .evaluate((el) => getComputedStyle(el).color),
        comment,
      );
      assert.equal(await block.locator('pre').evaluate((el) => getComputedStyle(el).backgroundColor), background);
      assert.equal(await page.locator('pre:not([data-from-server])').count(), 0, 'a code block was rendered again');
      await context.close();
    }
  });
});

describe('announcement bar', () => {
  it('closes, stores the dismissal and shows again for a new announcement id', async () => {
    const page = await freshPage();
    await open(page, '/');
    const bar = page.locator('.theme-announcement-bar');
    assert.match(await bar.innerText(), /release templates/);
    await bar.getByRole('button', {name: /close/i}).click();
    await bar.waitFor({state: 'hidden'});
    assert.equal(await page.evaluate(() => localStorage.getItem('docusaurus.announcement.dismiss')), 'true');
    const storedId = await page.evaluate(() => localStorage.getItem('docusaurus.announcement.id'));
    assert.ok(storedId && storedId.length > 0);
    await page.reload();
    await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
    assert.equal(await page.locator('.theme-announcement-bar').isVisible(), false);
    // A site that ships a new announcement has a different id: the old dismissal no longer applies.
    await page.evaluate(() => localStorage.setItem('docusaurus.announcement.id', 'an-older-announcement'));
    await page.reload();
    await page.locator('.theme-announcement-bar').waitFor({state: 'visible'});
    await page.context().close();
  });
});

describe('mobile drawer', () => {
  it('offers the primary menu and the docs sidebar with "Back to main menu", and closes on navigation', async () => {
    const page = await freshPage({viewport: MOBILE});
    await open(page, '/quickstart');
    await page.getByRole('button', {name: /toggle navigation bar/i}).click();
    const sidebar = page.locator('.navbar-sidebar');
    await sidebar.waitFor({state: 'visible'});
    // Opened on a doc page, the drawer shows the docs sidebar (secondary menu) first.
    await page.getByRole('button', {name: /back to main menu/i}).click();
    const primary = page.locator('.navbar-sidebar__item.menu').first();
    assert.match(await primary.innerText(), /Academy/);
    await primary.getByRole('link', {name: 'Academy'}).click();
    await page.waitForURL(/\/unleash-academy\/introduction$/);
    await page.waitForFunction(
      () =>
        !document.documentElement.classList.contains('navbar-sidebar--show') &&
        !document.querySelector('.navbar-sidebar--show'),
    );
    await page.context().close();
  });

  it('mounts the drawer when the menu button is reached for, and it slides in; by keyboard too', async () => {
    const page = await freshPage({viewport: MOBILE});
    await open(page, '/reference/activation-strategies');
    assert.equal(await page.locator('.navbar-sidebar').count(), 0, 'no drawer before the reader asks for it');
    const toggle = page.getByRole('button', {name: /toggle navigation bar/i});
    await toggle.dispatchEvent('pointerdown');
    await page.locator('.navbar-sidebar').waitFor({state: 'attached'});
    assert.equal(await page.locator('.navbar-sidebar--show').count(), 0, 'mounted closed, so it can slide in');
    await toggle.click();
    await page.locator('.navbar-sidebar').waitFor({state: 'visible'});
    const drawerSidebar = page.locator('.navbar-sidebar .theme-doc-sidebar-menu');
    await drawerSidebar.getByRole('link', {name: 'Stickiness', exact: true}).click();
    await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Stickiness');
    await page.context().close();

    const keyboard = await freshPage({viewport: MOBILE});
    await open(keyboard, '/quickstart');
    await keyboard.getByRole('button', {name: /toggle navigation bar/i}).focus();
    await keyboard.keyboard.press('Enter');
    await keyboard.waitForSelector('.navbar-sidebar--show');
    assert.ok(await keyboard.locator('.navbar-sidebar').isVisible());
    await keyboard.context().close();
  });

  it('closes when the window grows past the 996 px breakpoint', async () => {
    const page = await freshPage({viewport: MOBILE});
    await open(page, '/quickstart');
    await page.getByRole('button', {name: /toggle navigation bar/i}).click();
    await page.waitForSelector('.navbar-sidebar--show');
    await page.setViewportSize({width: 1100, height: 900});
    await page.waitForFunction(() => !document.querySelector('.navbar-sidebar--show'));
    await page.setViewportSize(MOBILE);
    assert.equal(await page.locator('.navbar-sidebar--show').count(), 0);
    await page.context().close();
  });

  it('keeps the search button named "Search" on a phone, where the word is not shown', async () => {
    const page = await freshPage({viewport: {width: 390, height: 800}});
    await open(page, '/quickstart');
    const button = page.locator('.DocSearch-Button');
    assert.equal(await button.getAttribute('aria-label'), null);
    assert.match((await button.evaluate((b) => (b as HTMLElement).innerText)).trim(), /^$|^Search$/);
    assert.equal(await page.getByRole('button', {name: 'Search', exact: true}).count(), 1);
    await page.context().close();
  });

  it('shows the star count whole or not at all on a 390 px phone', async () => {
    const page = await freshPage({viewport: {width: 390, height: 800}});
    await open(page, '/quickstart');
    const shown = await page.evaluate(() =>
      [...document.querySelectorAll('.navbar a[aria-label*="stars"] span')]
        .filter((el) => getComputedStyle(el).display !== 'none' && (el as HTMLElement).offsetParent !== null)
        .map((el) => {
          const rect = el.getBoundingClientRect();
          const clipped =
            el.scrollWidth > (el as HTMLElement).offsetWidth + 1 || rect.right > window.innerWidth || rect.width === 0;
          return {text: (el as HTMLElement).innerText, clipped};
        }),
    );
    for (const count of shown) {
      assert.equal(count.clipped, false, `the count "${count.text}" is cut`);
      assert.match(count.text, /12\.0k/);
    }
    await page.context().close();
  });
});

describe('screens and routes', () => {
  it('shows the not-found page with status 404 for an unknown path', async () => {
    const page = await freshPage();
    const response = await page.goto(`${baseUrl()}/this/page/does-not-exist`);
    assert.equal(response?.status(), 404);
    assert.match(await page.locator('h1').first().innerText(), /Page Not Found/i);
    await page.context().close();
  });

  it('shows "This page crashed" with "Try again" and the error text when a page throws', async () => {
    const page = await freshPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${baseUrl()}/__test/crash`);
    await page.getByText(/^This page crashed\.?$/).waitFor();
    assert.equal(await page.getByRole('button', {name: 'Try again'}).count(), 1);
    assert.match(await page.locator('body').innerText(), /Deliberate crash from the test fixture/);
    await page.context().close();
  });

  it('serves the .html and /index.html forms of a page as the page', async () => {
    const page = await freshPage();
    for (const [path, heading] of [
      ['/quickstart.html', 'Quickstart'],
      ['/how-to/index.html', 'How-to guides'],
    ] as const) {
      await open(page, path);
      assert.equal((await page.locator('h1').first().innerText()).trim(), heading, path);
    }
    await page.context().close();
  });

  it('scrolls to the hash target after navigation', async () => {
    const page = await freshPage();
    await open(page, '/quickstart');
    const firstHeadingId = await page.locator('.markdown h2[id]').first().getAttribute('id');
    assert.ok(firstHeadingId);
    await open(page, `/quickstart#${firstHeadingId}`);
    const top = await page.locator(`[id="${firstHeadingId}"]`).evaluate((el) => el.getBoundingClientRect().top);
    assert.ok(top < 200, `heading should be scrolled into view, top=${top}`);
    await page.context().close();
  });

  it(
    "loads the route table in shards: the page's own with the page, another's when a link to it is followed",
    {skip: PATCH_ONLY},
    async () => {
      const context = await newContext(browser);
      // No prefetching on a data-saver connection, so following the link is what loads its shard.
      await context.addInitScript(() => {
        Object.defineProperty(navigator, 'connection', {value: {effectiveType: '4g', saveData: true}});
      });
      const page = await context.newPage();
      const shards: string[] = [];
      const documents: string[] = [];
      const hydrationErrors: string[] = [];
      page.on('request', (request) => {
        if (/\/route-shard-\d+\./.test(request.url())) shards.push(request.url());
        if (request.resourceType() === 'document') documents.push(request.url());
      });
      page.on('console', (message) => {
        if (/onRecoverableError|Minified React error #4(18|19|23|25)/.test(message.text()))
          hydrationErrors.push(message.text());
      });
      await open(page, '/reference/stickiness');
      const shardOf = async (path: string) =>
        page.evaluate(async (p) => {
          const html = await (await fetch(p)).text();
          return /"([^"]*\/route-shard-\d+\.[0-9a-f]+\.js)"/.exec(html)?.[1] ?? null;
        }, path);
      const own = await shardOf('/reference/stickiness');
      assert.ok(own, 'the page names its shard of the route table');
      assert.deepEqual(
        shards.map((url) => new URL(url).pathname),
        [own],
        'the first load fetches its own shard only',
      );
      assert.deepEqual(hydrationErrors, [], 'the page hydrates without a mismatch');

      // A sidebar link whose page lives in another shard.
      let target: string | undefined;
      for (const href of await page
        .locator('nav.menu a.menu__link[href^="/"]')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))) {
        const shard = await shardOf(href);
        if (shard && shard !== own) {
          target = href;
          break;
        }
      }
      assert.ok(target, 'the sidebar links to a page of another shard');
      const before = documents.length;
      await page.locator(`nav.menu a.menu__link[href="${target}"]`).first().click();
      await page.waitForURL((url) => url.pathname === target);
      await page.waitForFunction(() => document.querySelector('article h1')?.textContent?.trim() !== 'Stickiness');
      assert.equal(documents.length, before, 'the link was followed in the page, without a new document');
      assert.equal(shards.length, 2, 'following it loaded its shard');
      assert.notEqual(await page.locator('article h1').first().innerText(), 'Stickiness');
      await page.context().close();
    },
  );

  it(
    'paints the text before it asks for the scripts, then hydrates and navigates in the page',
    {skip: PATCH_ONLY},
    async () => {
      const page = await freshPage();
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await open(page, '/reference/activation-strategies');
      const timing = await page.evaluate(() => {
        const paint = performance.getEntriesByName('first-contentful-paint')[0];
        // Scripts only: idle prefetch may already have fetched other shards' files (as <link rel=prefetch>).
        const scripts = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter(
          (entry) =>
            entry.initiatorType === 'script' &&
            /\/assets\/js\/(runtime~main|main|route-shard-\d+)\.[0-9a-f]+\.js$/.test(entry.name),
        );
        return {paint: paint?.startTime, scripts: scripts.map((entry) => ({name: entry.name, start: entry.startTime}))};
      });
      assert.ok(timing.paint !== undefined, 'the page reported its first contentful paint');
      const names = timing.scripts.map((script) => new URL(script.name).pathname.replace(/\.[0-9a-f]+\.js$/, ''));
      assert.equal(names.length, 3, names.join(', '));
      assert.match(names[0], /^\/assets\/js\/route-shard-\d+$/);
      assert.deepEqual(names.slice(1), ['/assets/js/runtime~main', '/assets/js/main']);
      for (const script of timing.scripts) {
        assert.ok(script.start >= timing.paint, `${script.name} was requested after the first paint`);
      }
      // Hydrated: a sidebar link navigates in the page, without a document request.
      const documents: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'document') documents.push(request.url());
      });
      await page.locator('.theme-doc-sidebar-menu a[href="/reference/stickiness"]').first().click();
      await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Stickiness');
      assert.deepEqual(documents, []);
      assert.deepEqual(errors, []);
    },
  );

  it('shows doc cards with their descriptions: kept from the server through hydration, and after a navigation', async () => {
    const page = await freshPage();
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        document
          .querySelectorAll('.theme-doc-card-container')
          .forEach((card) => card.setAttribute('data-from-server', ''));
      });
    });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (/onRecoverableError|Minified React error/.test(message.text())) errors.push(message.text());
    });
    const cards = page.locator('article .theme-doc-card-container');
    const described = page.locator('article .theme-doc-card-container p[class*="cardDescription"]');
    await open(page, '/reference/sdks');
    await page.waitForLoadState('networkidle');
    assert.ok((await cards.count()) > 5);
    assert.equal(await described.count(), await cards.count(), 'every SDK card has its description');
    assert.equal(
      await page.locator('.theme-doc-card-container:not([data-from-server])').count(),
      0,
      'a card was rendered again',
    );
    // Client-side navigation to another page of cards: the cards render in the browser.
    await page.evaluate(() => {
      window.history.pushState({}, '', '/how-to/api');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    // The address changes at once; the page changes when its code and data are in.
    await page.waitForFunction(() => document.querySelector('article h1')?.textContent?.trim() === 'API how-to guides');
    assert.equal(await described.count(), await cards.count());
    assert.match(await described.first().innerText(), /\w+ \w+ \w+/);
    assert.deepEqual(errors, []);
    await page.context().close();
  });

  it(
    'shows doc cards without descriptions, and says why, when their descriptions cannot be loaded',
    {skip: PATCH_ONLY},
    async () => {
      const page = await freshPage();
      const warnings: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'warning') warnings.push(message.text());
      });
      await page.route(/\/assets\/js\/card-docs-/, (route) => route.abort());
      await open(page, '/reference/stickiness');
      await page.evaluate(() => {
        window.history.pushState({}, '', '/how-to/api');
        window.dispatchEvent(new PopStateEvent('popstate'));
      });
      await page.waitForFunction(
        () => document.querySelector('article h1')?.textContent?.trim() === 'API how-to guides',
      );
      await page.locator('article .theme-doc-card-container').first().waitFor();
      assert.equal(await page.locator('article p[class*="cardDescription"]').count(), 0);
      assert.equal(await page.getByText(/This page crashed/).count(), 0);
      assert.ok(
        warnings.some((text) => /descriptions could not be loaded/.test(text)),
        warnings.join('\n'),
      );
      await page.context().close();
    },
  );

  it('shows a sidebar on every family landing page and /availability, and none on /client-specification', async () => {
    const page = await freshPage();
    const landings = [
      '/',
      '/feature-flag-tutorials',
      '/how-to',
      '/understanding-unleash',
      '/topics',
      '/reference',
      '/reference/sdks',
      '/reference/integrations',
      '/reference/unleash-edge',
      '/using-unleash',
      '/contributing',
      '/availability',
    ];
    for (const path of landings) {
      await open(page, path);
      assert.equal(await page.locator('aside.theme-doc-sidebar-container').count(), 1, `sidebar on ${path}`);
    }
    await open(page, '/unleash-academy/introduction');
    assert.match(await page.locator('aside.theme-doc-sidebar-container').innerText(), /Introduction/);
    await open(page, '/client-specification');
    assert.equal(
      await page.locator('aside.theme-doc-sidebar-container').count(),
      0,
      'no sidebar on /client-specification',
    );
    await page.context().close();
  });
});
