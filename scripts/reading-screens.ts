/**
 * Screenshots and layout figures of the pages issue 32 names, at a phone's and two desktops'
 * widths, to compare the reading experience before and after a change. Serves a built site
 * folder itself (default build/) and writes PNGs and figures.json to reports/screens/<label>/
 * (gitignored).
 *
 * Usage: npx tsx scripts/reading-screens.ts --label=after [--dir=build] [--only=name,name]
 */
import fs from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';
import type {AddressInfo} from 'node:net';
import type {Page} from 'playwright-core';
import {createStaticServer} from './lib/static-server';
import {launchBrowser} from '../e2e/support/browser';

const {values} = parseArgs({
  options: {
    label: {type: 'string', default: 'now'},
    dir: {type: 'string', default: 'build'},
    // A comma-separated list of shot names, to retake a few (default: all).
    only: {type: 'string'},
  },
});
const root = path.resolve(values.dir);
const out = path.join('reports', 'screens', values.label);

const WIDTHS = [
  {name: 'phone', width: 390, height: 844},
  {name: '1366', width: 1366, height: 768},
  {name: '1920', width: 1920, height: 1080},
];

/** The pages of the issue, each with where to look (a selector scrolled into view), if not the top. */
const SHOTS: {name: string; path: string; at?: string; dark?: boolean; scrolled?: boolean}[] = [
  {name: 'config-database-table', path: '/using-unleash/deploy/configuring-unleash', at: 'table'},
  {name: 'sso-saml-values-table', path: '/how-to/how-to-add-sso-saml', at: 'table'},
  {name: 'sso-saml-diagram', path: '/how-to/how-to-add-sso-saml', at: 'figure.diagram'},
  {name: 'availability', path: '/availability'},
  {name: 'availability-table', path: '/availability', at: 'table'},
  {name: 'segments-diagram', path: '/reference/segments', at: 'figure.diagram'},
  {name: 'academy-top', path: '/unleash-academy/advanced-for-devs'},
  {name: 'api-operation', path: '/reference/api/unleash/create-feature'},
  {name: 'home', path: '/'},
  {name: 'home-cards', path: '/', at: '#choose-your-path'},
  {name: 'python-sdk', path: '/reference/sdks/python'},
  {name: 'python-sdk-dark', path: '/reference/sdks/python', dark: true},
  {name: 'quickstart-code', path: '/quickstart', at: '.theme-code-block'},
  // Dark mode: the scroll cue, the sticky first column and header, and focus rings on dark ground.
  {name: 'config-database-table-dark', path: '/using-unleash/deploy/configuring-unleash', at: 'table', dark: true},
  // The first scrolling table, moved sideways: its first column stays put, cues on both sides.
  {
    name: 'config-table-scrolled-dark',
    path: '/using-unleash/deploy/configuring-unleash',
    at: '.scroll-region[data-overflows]',
    dark: true,
    scrolled: true,
  },
  {name: 'availability-table-dark', path: '/availability', at: 'table', dark: true},
  {name: 'sso-saml-diagram-dark', path: '/how-to/how-to-add-sso-saml', at: 'figure.diagram', dark: true},
].filter((shot) => !values.only || values.only.split(',').includes(shot.name));

/** Layout figures a reader would notice: tables and figures wider than their column. */
async function figures(page: Page) {
  return page.evaluate(() => {
    const column = document.querySelector('.markdown')?.getBoundingClientRect().width ?? 0;
    const isScrollRegion = (el: Element) => {
      for (let node: Element | null = el.parentElement; node && !node.matches('.markdown'); node = node.parentElement) {
        const style = getComputedStyle(node);
        if (/(auto|scroll)/.test(style.overflowX) && node.getAttribute('role') === 'region') return true;
      }
      return false;
    };
    const wide = [...document.querySelectorAll('.markdown table, .markdown figure img:not([hidden])')]
      .filter((el) => el.getBoundingClientRect().width > 0)
      .map((el) => ({
        tag: el.tagName.toLowerCase(),
        // A table shown as a block scrolls its rows inside itself: its content width is scrollWidth.
        width: Math.round(Math.max(el.getBoundingClientRect().width, el.scrollWidth)),
        scrollRegion: isScrollRegion(el),
      }))
      .filter((item) => item.width > column + 1);
    const title = document.querySelector('article h1, main h1')?.getBoundingClientRect();
    return {column: Math.round(column), wide, titleTop: title ? Math.round(title.top + window.scrollY) : null};
  });
}

async function main() {
  if (!fs.existsSync(path.join(root, 'index.html'))) throw new Error(`reading-screens: ${root} has no built site`);
  fs.mkdirSync(out, {recursive: true});
  const server = createStaticServer({root});
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const browser = await launchBrowser();
  const report: Record<string, unknown> = {};
  try {
    for (const size of WIDTHS) {
      for (const dark of [false, true]) {
        const shots = SHOTS.filter((shot) => Boolean(shot.dark) === dark);
        if (shots.length === 0) continue;
        const context = await browser.newContext({
          viewport: {width: size.width, height: size.height},
          colorScheme: dark ? 'dark' : 'light',
          reducedMotion: 'reduce',
        });
        // tsx names inner functions with a helper that does not exist in the page.
        await context.addInitScript({content: 'window.__name = (fn) => fn;'});
        const page = await context.newPage();
        for (const shot of shots) {
          await page.goto(`${base}${shot.path}`, {waitUntil: 'load'});
          await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true', undefined, {
            timeout: 20000,
          });
          if (shot.at) {
            await page
              .locator(shot.at)
              .first()
              .evaluate((el) => el.scrollIntoView({block: 'start'}))
              .catch(() => undefined);
            await page.waitForTimeout(300);
          }
          if (shot.scrolled) {
            await page.evaluate(() =>
              document.querySelector('.markdown [role="region"][aria-label^="Table"]')?.scrollBy(160, 0),
            );
            await page.waitForTimeout(300);
          }
          await page.screenshot({path: path.join(out, `${shot.name}-${size.name}.png`)});
          report[`${shot.name}-${size.name}`] = await figures(page);
        }
        await context.close();
      }
    }
  } finally {
    await browser.close();
    server.close();
  }
  fs.writeFileSync(path.join(out, 'figures.json'), JSON.stringify(report, null, 2));
  console.log(`reading-screens: ${Object.keys(report).length} screenshots in ${out}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
