/**
 * Browser side of local search: fetches the index once, when a reader first starts to search, and
 * exposes it as a DocSearch search client.
 */
import {answerRequests} from './docsearchAdapter';
import {INDEX_FILE, loadEngine, type Engine, type IndexFile} from './engine';

let enginePromise: Promise<Engine> | null = null;

/** Whether the last attempt to load the index failed; listeners hear every change. */
export const indexStatus = {
  hasFailed: false,
  listeners: new Set<() => void>(),
  set(hasFailed: boolean) {
    if (this.hasFailed === hasFailed) return;
    this.hasFailed = hasFailed;
    this.listeners.forEach((listener) => listener());
  },
};

/** Loads the index from `${baseUrl}search-index.json`; a failed fetch is retried on the next search. */
export function loadLocalEngine(baseUrl: string): Promise<Engine> {
  enginePromise ??= fetch(`${baseUrl}${INDEX_FILE}`)
    .then((response) => {
      if (!response.ok) throw new Error(`search index: HTTP ${response.status}`);
      return response.json() as Promise<IndexFile>;
    })
    .then((file) => {
      indexStatus.set(false);
      return loadEngine(file);
    })
    .catch((error: unknown) => {
      enginePromise = null;
      indexStatus.set(true);
      // DocSearch shows its "Unable to fetch results" screen only for the Algolia client's
      // RetryError (every host unreachable), which is what a failed index fetch amounts to.
      const unreachable = new Error(`The search index could not be loaded: ${String(error)}`);
      unreachable.name = 'RetryError';
      throw unreachable;
    });
  return enginePromise;
}

/** A stand-in for DocSearch's Algolia client that answers from the local index. */
export function createLocalSearchClient(baseUrl: string) {
  const agent = {value: 'unleash-docs-local-search', add: () => agent};
  return {
    addAlgoliaAgent: () => undefined,
    transporter: {algoliaAgent: agent},
    search: async ({requests}: {requests: Record<string, unknown>[]}) =>
      answerRequests(await loadLocalEngine(baseUrl), requests, window.location.origin),
  };
}
