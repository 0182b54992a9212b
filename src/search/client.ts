/**
 * Browser side of local search, in two phases. The first search fetches the small titles index
 * (titles, headings, keywords) and answers from it; once those first results are on screen, the
 * full index (section text and extracts) loads in the background and answers every later search.
 * Listeners of `fullIndex` hear when it arrives, so an open result list can be refreshed.
 */
import {answerRequests} from './docsearchAdapter';
import {INDEX_FILE, TITLES_FILE, loadEngine, type Engine, type IndexFile} from './engine';

type Listeners = Set<() => void>;
const notify = (listeners: Listeners) => listeners.forEach((listener) => listener());

/** Whether the last attempt to load the index failed; listeners hear every change. */
export const indexStatus = {
  hasFailed: false,
  listeners: new Set<() => void>() as Listeners,
  set(hasFailed: boolean) {
    if (this.hasFailed === hasFailed) return;
    this.hasFailed = hasFailed;
    notify(this.listeners);
  },
};

/** The full index, once loaded; listeners hear when it arrives. */
export const fullIndex = {engine: null as Engine | null, listeners: new Set<() => void>() as Listeners};

let titlesPromise: Promise<Engine> | null = null;
let fullPromise: Promise<Engine> | null = null;

async function fetchEngine(baseUrl: string, file: string): Promise<Engine> {
  const response = await fetch(`${baseUrl}${file}`);
  if (!response.ok) throw new Error(`${file}: HTTP ${response.status}`);
  return loadEngine((await response.json()) as IndexFile);
}

/**
 * The best engine available now: the full one once loaded, otherwise the titles one (fetched on
 * the first call). A failed fetch is retried on the next search.
 */
export function loadLocalEngine(baseUrl: string): Promise<Engine> {
  if (fullIndex.engine) return Promise.resolve(fullIndex.engine);
  titlesPromise ??= fetchEngine(baseUrl, TITLES_FILE)
    .then((engine) => {
      indexStatus.set(false);
      return engine;
    })
    .catch((error: unknown) => {
      titlesPromise = null;
      indexStatus.set(true);
      // DocSearch shows its "Unable to fetch results" screen only for the Algolia client's
      // RetryError (every host unreachable), which is what a failed index fetch amounts to.
      const unreachable = new Error(`The search index could not be loaded: ${String(error)}`);
      unreachable.name = 'RetryError';
      throw unreachable;
    });
  return titlesPromise;
}

/**
 * The full index (for answers that need section text). Without it, search keeps answering from
 * the titles index and the next search tries again; the failure is logged, not shown.
 */
export function loadFullEngine(baseUrl: string): Promise<Engine> {
  fullPromise ??= fetchEngine(baseUrl, INDEX_FILE)
    .then((engine) => {
      fullIndex.engine = engine;
      notify(fullIndex.listeners);
      return engine;
    })
    .catch((error: unknown) => {
      fullPromise = null;
      console.warn(`Search: the full index could not be loaded, titles only for now (${String(error)})`);
      throw error;
    });
  return fullPromise;
}

/** Starts loading the full index after the browser has painted what it has, when it is idle. */
export function loadFullEngineWhenIdle(baseUrl: string): void {
  if (fullIndex.engine || fullPromise) return;
  const start = () => void loadFullEngine(baseUrl).catch(() => undefined);
  requestAnimationFrame(() =>
    'requestIdleCallback' in window ? requestIdleCallback(start, {timeout: 1000}) : setTimeout(start, 200),
  );
}

/** A stand-in for DocSearch's Algolia client that answers from the local index. */
export function createLocalSearchClient(baseUrl: string) {
  const agent = {value: 'unleash-docs-local-search', add: () => agent};
  return {
    addAlgoliaAgent: () => undefined,
    transporter: {algoliaAgent: agent},
    search: async ({requests}: {requests: Record<string, unknown>[]}) => {
      const answer = answerRequests(await loadLocalEngine(baseUrl), requests, window.location.origin);
      loadFullEngineWhenIdle(baseUrl);
      return answer;
    },
  };
}
