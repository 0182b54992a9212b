/**
 * Data a page needs before it renders. Docusaurus renders a page (hydrates the first one, shows
 * the next one) once its route's modules have loaded; a module can add a promise here while it
 * loads, and the preload of patches/route-shards waits for it too.
 */
const waiting: Promise<unknown>[] = [];
let preloading: string | undefined;

/** The path whose modules are loading now, if a preload is running. */
export const preloadingPath = (): string | undefined => preloading;

/** Makes the page being preloaded wait for `promise` (a failure does not stop the page). */
export function waitBeforeRender(promise: Promise<unknown>): void {
  waiting.push(promise.catch(() => undefined));
}

/** Runs a preload of `pathname`, then waits for what its modules asked for. */
export async function preloadThenWait<T>(pathname: string, preload: () => Promise<T>): Promise<T> {
  preloading = pathname;
  try {
    const result = await preload();
    await Promise.all(waiting.splice(0));
    return result;
  } finally {
    preloading = undefined;
  }
}
