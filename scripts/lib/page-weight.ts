/**
 * First-load weight of a page as a reader's browser sees it: every script and stylesheet the
 * page requests until the network is idle, with its size on the wire (the server compresses,
 * so we read the transferred size) and uncompressed. Used by the bench and the API page test.
 */
import type {Page, Response} from 'playwright-core';

export type Resource = {url: string; type: 'script' | 'stylesheet'; wireBytes: number; rawBytes: number};
export type PageWeight = {
  url: string;
  scripts: Resource[];
  stylesheets: Resource[];
  jsWire: number;
  jsRaw: number;
  cssWire: number;
  cssRaw: number;
  requests: number;
};

const sum = (items: Resource[], key: 'wireBytes' | 'rawBytes') => items.reduce((n, r) => n + r[key], 0);

export function summarise(url: string, resources: Resource[], requests: number): PageWeight {
  const scripts = resources.filter((r) => r.type === 'script');
  const stylesheets = resources.filter((r) => r.type === 'stylesheet');
  return {
    url,
    scripts,
    stylesheets,
    jsWire: sum(scripts, 'wireBytes'),
    jsRaw: sum(scripts, 'rawBytes'),
    cssWire: sum(stylesheets, 'wireBytes'),
    cssRaw: sum(stylesheets, 'rawBytes'),
    requests,
  };
}

const QUIET_MS = 500;

/** Loads `url` in a fresh page (no cache) and measures what it fetched until it was hydrated and the network
 * settled. */
export async function measurePageWeight(page: Page, url: string): Promise<PageWeight> {
  const pending: Promise<Resource | null>[] = [];
  let requests = 0;
  const onResponse = (res: Response) => {
    requests += 1;
    const type = res.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    pending.push(
      (async () => {
        const body = await res.body().catch(() => Buffer.alloc(0));
        const sizes = await res
          .request()
          .sizes()
          .catch(() => ({responseBodySize: body.length}));
        return {url: res.url(), type, wireBytes: sizes.responseBodySize, rawBytes: body.length};
      })(),
    );
  };
  let inFlight = 0;
  let lastActivity = Date.now();
  const onRequest = () => {
    inFlight += 1;
    lastActivity = Date.now();
  };
  const onDone = () => {
    inFlight -= 1;
    lastActivity = Date.now();
  };
  page.on('request', onRequest);
  page.on('requestfinished', onDone);
  page.on('requestfailed', onDone);
  page.on('response', onResponse);
  // "networkidle" alone can fire while main.js is still being evaluated, before Docusaurus asks
  // for the page's own chunks; a page's first load ends once React has hydrated it and the
  // network has then been quiet for half a second.
  await page.goto(url, {waitUntil: 'load'});
  await page.waitForFunction(() => document.documentElement.getAttribute('data-has-hydrated') === 'true', undefined, {
    timeout: 30_000,
  });
  while (inFlight > 0 || Date.now() - lastActivity < QUIET_MS) await page.waitForTimeout(100);
  page.off('response', onResponse);
  page.off('request', onRequest);
  page.off('requestfinished', onDone);
  page.off('requestfailed', onDone);
  const resources = (await Promise.all(pending)).filter((r): r is Resource => r !== null);
  return summarise(url, resources, requests);
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
