/**
 * The docs of each docs version, for the doc cards' descriptions, loaded only where cards are
 * shown (patches/lean-client-data takes them out of the version props every doc page loads).
 * src/theme/DocCardList reads them with React's `use`. When they cannot be loaded (offline), the
 * cards show without descriptions and a warning is logged; the next page with cards tries again.
 */
import cardDocsLoaders from './card-docs-loaders';
import globalData from '@generated/globalData';
import {cardDocsKey, docsVersionKeyForPath} from './card-docs-key';

type Docs = Record<string, unknown>;
type Tracked = Promise<Docs> & {status?: 'pending' | 'fulfilled'; value?: Docs};

/** Stands in for the docs when they failed to load: every doc, without a description. */
const WITHOUT_DESCRIPTIONS: Docs = new Proxy({}, {get: (_, id) => (typeof id === 'string' ? {id} : undefined)});

const loading = new Map<string, Tracked>();

export {cardDocsKey};

/** A promise for the docs of a version, or undefined where the version props still hold them. */
export function loadCardDocs(key: string): Tracked | undefined {
  const load = (cardDocsLoaders as Record<string, (() => Promise<{default: Docs}>) | undefined>)[key];
  if (!load) return undefined;
  let promise = loading.get(key);
  if (!promise) {
    const tracked: Tracked = load().then(
      (module) => module.default,
      (error: unknown) => {
        console.warn('[doc cards] descriptions could not be loaded; the cards show without them.', error);
        loading.delete(key);
        return WITHOUT_DESCRIPTIONS;
      },
    );
    tracked.status = 'pending';
    // React's `use` reads these fields to return a settled value without suspending again.
    void tracked.then((value) => Object.assign(tracked, {status: 'fulfilled', value}));
    loading.set(key, tracked);
    promise = tracked;
  }
  return promise;
}

/** The key of the docs version a path belongs to, from the site's global data. */
export const cardDocsKeyForPath = (pathname: string): string | undefined =>
  docsVersionKeyForPath(pathname, (globalData as Record<string, unknown>)['docusaurus-plugin-content-docs']);
