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

/** Loads `url` in a fresh page (no cache) and measures what it fetched until the network settled. */
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
  page.on('response', onResponse);
  await page.goto(url, {waitUntil: 'networkidle'});
  page.off('response', onResponse);
  const resources = (await Promise.all(pending)).filter((r): r is Resource => r !== null);
  return summarise(url, resources, requests);
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
