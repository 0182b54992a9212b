/**
 * The twelve reader tasks of issue 32, run in headless Chromium on two desktops (1366 and 1920 px)
 * and a phone (390×844): each task goes from where a reader starts (the home page, search, the drawer)
 * to the answer, and notes any friction the issue named on the way: a page that scrolls
 * sideways, a fixed element over text or controls, a table or diagram wider than the column
 * without a scroll region, a title far down the screen, an answer not on screen.
 * Writes reports/reader-tasks.md (gitignored). Usage: npx tsx scripts/reader-tasks.ts [--dir=build] [--out=file.md]
 */
import fs from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';
import type {AddressInfo} from 'node:net';
import type {BrowserContext, Page} from 'playwright-core';
import {createStaticServer} from './lib/static-server';
import {launchBrowser} from '../e2e/support/browser';

const {values} = parseArgs({
  options: {dir: {type: 'string', default: 'build'}, out: {type: 'string', default: 'reports/reader-tasks.md'}},
});
const root = path.resolve(values.dir);

type Device = {name: string; width: number; height: number; isPhone: boolean};
const DEVICES: Device[] = [
  {name: 'desktop 1366', width: 1366, height: 768, isPhone: false},
  {name: 'desktop 1920', width: 1920, height: 1080, isPhone: false},
  {name: 'phone 390', width: 390, height: 844, isPhone: true},
];

type Task = {name: string; run: (page: Page, device: Device, notes: string[]) => Promise<void>};

async function ready(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true', undefined, {
    timeout: 20000,
  });
  await page.waitForTimeout(300);
}

async function go(page: Page, base: string, url: string): Promise<void> {
  await page.goto(`${base}${url}`, {waitUntil: 'load'});
  await ready(page);
}

/**
 * Searches from the navbar and opens the result a reader would pick: the first one whose address
 * matches what they look for, noting when it is not the first hit or not in the first five.
 */
async function search(page: Page, query: string, wanted: RegExp, notes: string[]): Promise<void> {
  await page.locator('.DocSearch-Button').click();
  await page.locator('.DocSearch-Input').fill(query);
  const hits = page.locator('.DocSearch-Hit a');
  await hits.first().waitFor({timeout: 15000});
  // The first hits may come from the small titles index; the list is asked again once the full
  // index is parsed. Read the hits a reader settles on: wait until the list changes, or 5 s.
  const listed = () => hits.evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  const first = (await listed()).join(' ');
  for (let waited = 0; waited < 5000 && (await listed()).join(' ') === first; waited += 250) {
    await page.waitForTimeout(250);
  }
  await page.waitForTimeout(300);
  const hrefs = (await listed()).slice(0, 5);
  let rank = hrefs.findIndex((href) => wanted.test(href.split('#')[0]));
  if (rank < 0) {
    notes.push(`search "${query}": no ${wanted} in the first five hits (${hrefs.join(', ')})`);
    rank = 0;
  } else if (rank > 0) {
    notes.push(`search "${query}": the page is hit ${rank + 1} (first: ${hrefs[0]})`);
  }
  // Click by address: the list may re-render between reading it and the click, so an index can
  // land on another hit.
  await page.locator(`.DocSearch-Hit a[href="${hrefs[rank]}"]`).first().click();
  await page.waitForLoadState('load');
  await ready(page);
}

/** Friction the issue named, on the screen as it is now. */
async function friction(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const notes: string[] = [];
    if (document.documentElement.scrollWidth > window.innerWidth + 1) notes.push('the page scrolls sideways');
    const column = document.querySelector('.markdown');
    if (column) {
      const right = column.getBoundingClientRect().right;
      for (const el of column.querySelectorAll('table, img, figure')) {
        const box = el.getBoundingClientRect();
        if (box.width === 0 || box.right <= right + 1) continue;
        const region = el.closest('[role="region"][aria-label]');
        if (!region) notes.push(`a ${el.tagName.toLowerCase()} is cut off (${Math.round(box.width)} px)`);
      }
    }
    const fixed = [...document.querySelectorAll('body *')].filter(
      (el) => getComputedStyle(el).position === 'fixed' && el.checkVisibility({opacityProperty: true}),
    );
    for (const cover of fixed) {
      const c = cover.getBoundingClientRect();
      for (const target of document.querySelectorAll('a[href], button, .markdown p, .markdown td, .markdown pre')) {
        if (cover.contains(target)) continue;
        const t = target.getBoundingClientRect();
        if (c.left < t.right && c.right > t.left && c.top < t.bottom && c.bottom > t.top && t.width > 0) {
          const top = document.elementFromPoint(Math.max(c.left, t.left) + 1, Math.max(c.top, t.top) + 1);
          if (top && cover.contains(top))
            notes.push(`${cover.className} covers "${target.textContent?.trim().slice(0, 30)}"`);
        }
      }
    }
    return [...new Set(notes)];
  });
}

async function expectVisible(page: Page, selector: string, what: string, notes: string[]): Promise<void> {
  const target = page.locator(selector).first();
  await target.waitFor({state: 'attached', timeout: 10000});
  await target.scrollIntoViewIfNeeded();
  await page.waitForTimeout(200);
  if (!(await target.isVisible())) notes.push(`${what} is not visible`);
}

const TASKS: Task[] = [
  {
    name: 'Install an SDK (Node.js)',
    run: async (page, device, notes) => {
      await page.getByRole('link', {name: /Find your SDK/}).click();
      await page.waitForURL(/languages-and-frameworks/);
      await ready(page);
      await page.locator('.markdown a[href="/reference/sdks/node"]').first().click();
      await page.waitForURL(/\/reference\/sdks\/node$/);
      await ready(page);
      await expectVisible(page, '.theme-code-block:has-text("npm install")', 'the install command', notes);
    },
  },
  {
    name: 'Set up SSO (SAML with Okta)',
    run: async (page, device, notes) => {
      await search(page, 'saml okta', /how-to-add-sso-saml/, notes);
      await expectVisible(page, '#values-to-copy ~ .scroll-region table, .markdown table', 'the values to copy', notes);
      await expectVisible(page, 'figure.diagram img:visible', 'the sign-in diagram', notes);
    },
  },
  {
    name: 'Find segments',
    run: async (page, device, notes) => {
      await search(page, 'segments', /^\/reference\/segments/, notes);
      await expectVisible(page, 'figure.diagram img:visible', 'the segments diagram', notes);
    },
  },
  {
    name: 'Database environment variables',
    run: async (page, device, notes) => {
      await search(page, 'DATABASE_URL', /configuring-unleash/, notes);
      await expectVisible(page, 'td:has-text("DATABASE_URL")', 'the DATABASE_URL row', notes);
      const description = page.locator('tr:has(td:has-text("DATABASE_URL")) td').last();
      const box = await description.boundingBox();
      if (!box || box.x + 20 > device.width) notes.push('the description of DATABASE_URL is off screen');
    },
  },
  {
    name: 'Edge with Docker',
    run: async (page, device, notes) => {
      await search(page, 'edge docker', /unleash-edge/, notes);
      await expectVisible(page, '.theme-code-block:has-text("docker run")', 'a docker run command', notes);
    },
  },
  {
    name: 'An API call with curl',
    run: async (page, device, notes) => {
      await search(page, 'create feature flag api', /\/reference\/api\/unleash\/create-feature$/, notes);
      await expectVisible(
        page,
        '[role="tabpanel"]:not([hidden]) .theme-code-block:has-text("curl")',
        'the curl sample',
        notes,
      );
    },
  },
  {
    name: 'An A/B test in React',
    run: async (page, device, notes) => {
      await search(page, 'react a/b test variants', /react/, notes);
      await expectVisible(page, '.theme-code-block:has-text("useVariant")', 'a useVariant example', notes);
    },
  },
  {
    name: 'Roll back with a kill switch',
    run: async (page, device, notes) => {
      await page.locator('.markdown a[href="/use-cases"]').first().click();
      await page.waitForURL(/\/use-cases$/);
      await ready(page);
      await expectVisible(page, 'h2#kill-switches', 'the kill switch use case', notes);
      await page.locator('a[href="/reference/feature-toggles#kill-switches"]').first().click();
      await page.waitForURL(/#kill-switches$/);
      await ready(page);
      await expectVisible(page, 'h3#kill-switches', 'the kill switch reference', notes);
    },
  },
  {
    name: 'Stickiness',
    run: async (page, device, notes) => {
      await search(page, 'stickiness', /stickiness/, notes);
    },
  },
  {
    name: 'Plan availability',
    run: async (page, device, notes) => {
      await page.locator('.markdown a[href="/availability"]').first().click();
      await page.waitForURL(/\/availability$/);
      await ready(page);
      if ((await page.locator('nav.theme-doc-breadcrumbs').count()) === 0) notes.push('no breadcrumbs');
      if (!device.isPhone && (await page.locator('aside.theme-doc-sidebar-container').count()) === 0)
        notes.push('no sidebar');
      await expectVisible(page, 'td:has-text("Change requests")', 'the change requests row', notes);
    },
  },
  {
    name: 'The Python SDK on a phone (or desktop)',
    run: async (page, device, notes) => {
      if (device.isPhone) {
        await page.getByRole('button', {name: /toggle navigation bar/i}).click();
        await page
          .locator('.navbar-sidebar .menu__link', {hasText: /^Reference$/})
          .first()
          .click();
        await page.waitForTimeout(500);
        if ((await page.locator('.navbar-sidebar--show').count()) === 0) notes.push('the drawer closed on "Reference"');
        await page
          .locator('.navbar-sidebar .menu__link', {hasText: /^SDKs$/})
          .first()
          .click();
        await page.waitForTimeout(500);
        await page.locator('.navbar-sidebar a[href="/reference/sdks/python"]').first().click();
      } else {
        await page
          .locator('aside a.menu__link', {hasText: /^Reference$/})
          .first()
          .click();
        await page.waitForURL(/\/reference$/);
        await page.locator('.markdown a[href="/reference/sdks"]').first().click();
        await page.waitForURL(/\/reference\/sdks$/);
        await page.locator('.markdown a[href="/reference/sdks/python"]').first().click();
      }
      await page.waitForURL(/\/reference\/sdks\/python$/);
      await ready(page);
      const title = await page.locator('article h1').boundingBox();
      if (device.isPhone && title && title.y > 230) notes.push(`the title starts ${Math.round(title.y)} px down`);
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight * 0.6));
      await page.waitForTimeout(300);
      if (device.isPhone) {
        const bar = await page.locator('.theme-doc-toc-mobile').boundingBox();
        if (!bar || bar.y < -1 || bar.y > 150) notes.push('"On this page" is not at hand mid-page');
      }
    },
  },
  {
    name: 'Dark mode',
    run: async (page, device, notes) => {
      await go(page, new URL(page.url()).origin, '/how-to/how-to-add-sso-saml');
      if (device.isPhone) {
        await page.getByRole('button', {name: /toggle navigation bar/i}).click();
        await page
          .locator('.navbar-sidebar')
          .getByRole('button', {name: /dark and light mode/i})
          .click();
        // A reader closes the drawer with its close button (the backdrop is mostly under it).
        await page.getByRole('button', {name: /close navigation bar/i}).click();
        await page.locator('.navbar-sidebar--show').waitFor({state: 'detached', timeout: 5000});
      } else {
        await page
          .locator('.navbar')
          .getByRole('button', {name: /dark and light mode/i})
          .first()
          .click();
      }
      if ((await page.getAttribute('html', 'data-theme')) !== 'dark') notes.push('dark mode did not switch');
      await expectVisible(page, 'figure.diagram img.diagram__image--dark', 'the dark diagram', notes);
    },
  },
];

async function main() {
  if (!fs.existsSync(path.join(root, 'index.html'))) throw new Error(`reader-tasks: ${root} has no built site`);
  const server = createStaticServer({root});
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  let browser = await launchBrowser();
  const lines = ['# Reader tasks (issue 32)', '', '| Task | Device | Result | Friction |', '| --- | --- | --- | --- |'];
  let failures = 0;
  const started = Date.now();
  try {
    for (const device of DEVICES) {
      for (const task of TASKS) {
        // A browser that crashed under load is started again for the next task.
        if (!browser.isConnected()) browser = await launchBrowser();
        const context: BrowserContext = await browser.newContext({
          viewport: {width: device.width, height: device.height},
          reducedMotion: 'reduce',
          hasTouch: device.isPhone,
        });
        await context.addInitScript({content: 'window.__name = (fn) => fn;'});
        const page = await context.newPage();
        const notes: string[] = [];
        let result = 'done';
        try {
          await go(page, base, '/');
          await task.run(page, device, notes);
          notes.push(...(await friction(page)));
        } catch (error) {
          result = 'FAILED';
          notes.push(`${(error as Error).message.split('\n')[0]} (on ${new URL(page.url()).pathname})`);
        }
        if (result !== 'done' || notes.length > 0) failures += 1;
        lines.push(`| ${task.name} | ${device.name} | ${result} | ${notes.join('; ') || 'none'} |`);
        await context.close().catch(() => undefined);
      }
    }
  } finally {
    await browser.close();
    server.close();
  }
  lines.push(
    '',
    `${failures} of ${TASKS.length * DEVICES.length} runs with friction or failure; ${((Date.now() - started) / 1000).toFixed(0)} s.`,
  );
  fs.mkdirSync(path.dirname(values.out), {recursive: true});
  fs.writeFileSync(values.out, `${lines.join('\n')}\n`);
  console.log(lines.join('\n'));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
