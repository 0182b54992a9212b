/**
 * The search words a missing path stands for: `/docs/advanced/custom_activation-strategy.html`
 * → "advanced custom activation strategy". Noise of old URL schemes (`docs`, extensions,
 * `index`) and bare numbers are dropped; at most six words, each once.
 */
const NOISE = new Set(['docs', 'html', 'htm', 'index', 'md', 'mdx', 'www']);

export function wordsOfPath(pathname: string): string {
  let decoded = pathname;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    // a malformed escape: use the path as it is
  }
  const words = decoded
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 1 && !NOISE.has(w) && !/^\d+$/.test(w));
  return [...new Set(words)].slice(0, 6).join(' ');
}

/** One link per page: the first (best-ranked) section of each page, at most `max`. */
export function closestPages<T extends {url: string}>(hits: T[], max = 5): T[] {
  const seen = new Set<string>();
  const pages: T[] = [];
  for (const hit of hits) {
    const page = hit.url.split('#')[0];
    if (seen.has(page)) continue;
    seen.add(page);
    pages.push(hit);
    if (pages.length === max) break;
  }
  return pages;
}
