import type {ChunkNames, RouteChunkNames} from '@docusaurus/types';

/** Every chunk name of one route's tree of chunk names, in document order. */
export function chunkNamesOf(tree: ChunkNames | ChunkNames[] | string): string[] {
  if (typeof tree === 'string') return [tree];
  return Object.values(tree).flatMap((value) => chunkNamesOf(value));
}

/**
 * Docusaurus keys its route chunk names by route path plus a short hash ("/reference/x-3ac"),
 * several routes can share a path (the docs root, its version, its sidebar wrapper), and its
 * prefetch scans every key with a regular expression for each route of each link it prefetches.
 * This builds the path → chunk names map once, so a lookup costs one Map read.
 */
export function indexChunkNamesByPath(routesChunkNames: RouteChunkNames): Map<string, string[]> {
  const index = new Map<string, string[]>();
  for (const [pathWithHash, tree] of Object.entries(routesChunkNames)) {
    const routePath = pathWithHash.replace(/-[^-]+$/, '');
    const names = index.get(routePath) ?? [];
    names.push(...chunkNamesOf(tree));
    index.set(routePath, names);
  }
  return index;
}

export type IdleDeadlineLike = {timeRemaining(): number; didTimeout?: boolean};

/**
 * A queue of small jobs run only while the browser is idle, a few at a time, so that prefetching
 * the links a page shows never adds to the work of loading and hydrating it.
 */
export function createIdleQueue(
  requestIdle: (run: (deadline: IdleDeadlineLike) => void) => void,
  minimumMs = 4,
): (job: () => void) => void {
  const jobs: (() => void)[] = [];
  let scheduled = false;
  const drain = (deadline: IdleDeadlineLike) => {
    scheduled = false;
    // One job at least per idle period, then more while the period lasts.
    do {
      const job = jobs.shift();
      try {
        job?.();
      } catch (error) {
        console.warn('Prefetch failed:', error);
      }
    } while (jobs.length > 0 && (deadline.didTimeout || deadline.timeRemaining() > minimumMs));
    schedule();
  };
  const schedule = () => {
    if (scheduled || jobs.length === 0) return;
    scheduled = true;
    requestIdle(drain);
  };
  return (job) => {
    jobs.push(job);
    schedule();
  };
}

/**
 * The chunk names not asked for yet, marking them as asked. Links to sibling pages share most of
 * their route chunks (the docs root, its version, its sidebar), so each is prefetched once.
 */
export function takeNew(chunkNames: readonly string[], seen: Set<string>): string[] {
  const fresh: string[] = [];
  for (const name of chunkNames) {
    if (seen.has(name)) continue;
    seen.add(name);
    fresh.push(name);
  }
  return fresh;
}
