// cspell:ignore copmatibility segmnet
/**
 * Typo tolerance that knows the docs' own words. A query word the index holds (or a word being
 * typed that some indexed word starts with) is searched as typed: loosening it by one or two edits
 * only adds noise ("stale" would find "state" and "scale") and costs most of a search's time. A word
 * the docs never use is a typo or a word they do not know: it is searched loosely as before, and
 * also by the indexed words closest to it, where swapping two neighbouring letters counts as one
 * edit ("copmatibility" → "compatibility", "segmnet" → "segment"), which MiniSearch's own fuzzy
 * matching counts as two.
 */

/** Optimal string alignment distance (a swap of neighbours is one edit), or `max + 1` once above `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  // Three rows of the distance table, reused between calls: this runs for thousands of indexed
  // words per unknown query word, and allocating rows made most of that time garbage collection.
  if (rows[0].length < b.length + 1) rows = [0, 1, 2].map(() => new Int32Array(b.length + 1));
  let [previous2, previous, current] = rows; // rotated below without allocating
  for (let j = 0; j <= b.length; j++) previous[j] = j;
  for (let i = 1; i <= a.length; i++) {
    current[0] = i;
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        value = Math.min(value, previous2[j - 2] + 1);
      current[j] = value;
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > max) return max + 1;
    const spare = previous2;
    previous2 = previous;
    previous = current;
    current = spare;
  }
  return previous[b.length];
}
let rows = [0, 1, 2].map(() => new Int32Array(32));

/** Edits a word of this length may be away from the word meant: none below five letters, one, two from eight. */
export const allowedEdits = (length: number) => (length >= 8 ? 2 : length >= 5 ? 1 : 0);

/** At most this many corrections per word, the words most sections use first. */
export const MAX_CORRECTIONS = 3;

export type Lexicon = {
  /** Whether the index holds this word, or a word that starts with it. */
  knows(word: string): boolean;
  /** The indexed words closest to an unknown word (at the smallest distance found), most used first. */
  corrections(word: string): string[];
};

/**
 * A lexicon over the index's words. `usage(term)` says how many sections hold a word (asked only
 * for the few candidates of a correction, so loading stays cheap).
 */
export function lexiconOf(terms: readonly string[], usage: (term: string) => number = () => 0): Lexicon {
  const sorted = [...terms].sort();
  const exact = new Set(sorted);
  const byLength = new Map<number, string[]>();
  for (const term of sorted) {
    const list = byLength.get(term.length) ?? [];
    list.push(term);
    byLength.set(term.length, list);
  }
  /** The first index in `sorted` whose term is not below `word`. */
  const lowerBound = (word: string) => {
    let lo = 0;
    let hi = sorted.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (sorted[mid] < word) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
  return {
    knows(word) {
      if (exact.has(word)) return true;
      const at = lowerBound(word);
      return at < sorted.length && sorted[at].startsWith(word);
    },
    corrections(word) {
      const max = allowedEdits(word.length);
      if (max === 0) return [];
      let best = max + 1;
      let found: string[] = [];
      for (let length = word.length - max; length <= word.length + max; length++) {
        for (const term of byLength.get(length) ?? []) {
          const distance = editDistance(word, term, Math.min(best, max));
          if (distance < best) {
            best = distance;
            found = [term];
          } else if (distance === best && distance <= max) found.push(term);
        }
      }
      if (best > max) return [];
      return found
        .map((term) => ({term, used: usage(term)}))
        .sort((a, b) => b.used - a.used || (a.term < b.term ? -1 : 1))
        .slice(0, MAX_CORRECTIONS)
        .map(({term}) => term);
    },
  };
}
