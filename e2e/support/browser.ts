/**
 * Shared browser setup for the e2e tests: Debian Chromium driven by playwright-core, with the
 * flags this machine needs (no sandbox as root, no background traffic to closed networks).
 * The site under test is served by scripts/test-e2e.ts, which passes its URL in E2E_BASE_URL.
 */
import {chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page} from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export function baseUrl(): string {
  const url = process.env.E2E_BASE_URL;
  if (!url) throw new Error('E2E_BASE_URL is not set: run the e2e tests through "npm run test:e2e".');
  return url.replace(/\/$/, '');
}

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true});
}

export const DESKTOP = {width: 1280, height: 800};
export const MOBILE = {width: 800, height: 900};

export async function newContext(browser: Browser, options: BrowserContextOptions = {}): Promise<BrowserContext> {
  return browser.newContext({viewport: DESKTOP, colorScheme: 'light', reducedMotion: 'reduce', ...options});
}

/**
 * Opens a page and waits until React has hydrated it (Docusaurus marks <html> when done), from the
 * site under test or from another server of the build (a test's own nginx).
 */
export async function open(page: Page, path: string, origin = baseUrl()): Promise<void> {
  await page.goto(`${origin}${path}`, {waitUntil: 'load'});
  await page.waitForFunction(() => document.documentElement.getAttribute('data-has-hydrated') === 'true', undefined, {
    timeout: 15000,
  });
}

/**
 * Moves an open page of the site to another of its pages the way a click on a link does: the
 * router renders the new route in the same document. Resolves when the new page's canonical link
 * names it (the head is updated after the route has rendered).
 */
export async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((target) => {
    window.history.pushState({}, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await page.waitForFunction(
    (target) => {
      // (No helper functions in here: the test build's name-keeping wrappers do not exist in the page.)
      const canonical = document.querySelector('link[rel="canonical"]')?.getAttribute('href');
      if (!canonical) return false;
      return (new URL(canonical).pathname.replace(/\/$/, '') || '/') === (target.replace(/\/$/, '') || '/');
    },
    path,
    {timeout: 15000},
  );
}
