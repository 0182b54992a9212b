/**
 * The docs of each docs version, for the doc cards' descriptions, loaded only where cards are
 * shown (plugins/lean-client-data takes them out of the version props every doc page loads).
 * `readCardDocs` suspends until they are there: server rendering waits for them, and hydration
 * keeps the server's cards until they arrive.
 */
import cardDocsLoaders from '@generated/lean-version-props/card-docs';
import globalData from '@generated/globalData';
import {cardDocsKey, docsVersionKeyForPath} from './card-docs-key';

type Docs = Record<string, unknown>;
type Tracked = Promise<Docs> & {status?: 'pending' | 'fulfilled' | 'rejected'; value?: Docs};

const loading = new Map<string, Tracked>();

export {cardDocsKey};

/** A promise for the docs of a version, or undefined where the version props still hold them. */
export function loadCardDocs(key: string): Tracked | undefined {
  const load = (cardDocsLoaders as Record<string, (() => Promise<{default: Docs}>) | undefined>)[key];
  if (!load) return undefined;
  let promise = loading.get(key);
  if (!promise) {
    const tracked: Tracked = load().then((module) => module.default);
    tracked.status = 'pending';
    // React's `use` reads these fields to return a settled value without suspending again.
    tracked.then(
      (value) => Object.assign(tracked, {status: 'fulfilled', value}),
      () => {
        tracked.status = 'rejected';
        // A failed load (offline) is tried again by the next page with cards.
        loading.delete(key);
      },
    );
    loading.set(key, tracked);
    promise = tracked;
  }
  return promise;
}

/** The key of the docs version a path belongs to, from the site's global data. */
export const cardDocsKeyForPath = (pathname: string): string | undefined =>
  docsVersionKeyForPath(pathname, (globalData as Record<string, unknown>)['docusaurus-plugin-content-docs']);
