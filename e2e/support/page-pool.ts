/**
 * Loads many pages of a site in a few tabs of one browser context at once: the crawl of the site
 * gate (e2e/site-gate.test.ts) and of the every-page policy check on the build with every third
 * party on (e2e/security-headers.test.ts). One context keeps the browser's cache across pages, as a
 * reader's would, so each tab loads only what the previous pages did not.
 */
import type {BrowserContext, Page} from 'playwright-core';

export async function visitInTabs(
  context: BrowserContext,
  paths: readonly string[],
  tabs: number,
  visit: (page: Page, path: string) => Promise<void>,
): Promise<void> {
  const queue = [...paths];
  await Promise.all(
    Array.from({length: Math.min(tabs, queue.length)}, async () => {
      const page = await context.newPage();
      try {
        for (let next = queue.shift(); next !== undefined; next = queue.shift()) await visit(page, next);
      } finally {
        await page.close();
      }
    }),
  );
}

/**
 * Splits a crawl into pages loaded as whole documents and pages reached by in-app navigation:
 * every `every`-th path, and the first path of each section (the first segment of the path), gets
 * a document load, so each section is loaded from the server at least once.
 */
export function documentLoads(paths: readonly string[], every: number): Set<string> {
  if (!Number.isInteger(every) || every < 1) throw new Error(`documentLoads: every must be a positive integer, got ${every}`);
  const loads = new Set<string>();
  const sections = new Set<string>();
  paths.forEach((p, i) => {
    const section = p.split('/')[1] ?? '';
    if (i % every === 0 || !sections.has(section)) loads.add(p);
    sections.add(section);
  });
  return loads;
}
