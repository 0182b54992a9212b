/**
 * Tells repeated table-of-contents entries apart. A course page has seven "Self-check" and nine
 * "Exercise" headings; in the table of contents they were identical lines, so the highlighted one
 * did not say where the reader was. Each repeated entry gets the name of its section (the nearest
 * higher-level heading) as a quiet suffix: "Self-check · Lesson 3". Pure; entries keep their ids.
 */
export type TocEntry = {value: string; id: string; level: number};

/** Entry values are HTML: compare and reuse their text (entities stay escaped). */
function textOf(html: string): string {
  return html
    .replace(/<[^>]*>/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

const MAX_CONTEXT_LENGTH = 40;

/** "Lesson 3: Stickiness" → "Lesson 3"; other headings whole, cut at a word if very long. */
export function shortContext(html: string): string {
  const text = textOf(html);
  const beforeColon = text.split(':')[0].trim();
  const label = text.includes(':') && beforeColon.length >= 3 ? beforeColon : text;
  if (label.length <= MAX_CONTEXT_LENGTH) return label;
  const cut = label.slice(0, MAX_CONTEXT_LENGTH);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), 10)).trim()}…`;
}

export const CONTEXT_CLASS = 'toc-context';

export function disambiguateToc<T extends TocEntry>(toc: readonly T[]): T[] {
  const counts = new Map<string, number>();
  for (const entry of toc) {
    const key = textOf(entry.value).toLowerCase();
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const ordinals = new Map<string, number>();
  /** The latest entry seen at each level, to find an entry's section. */
  const latest: (T | undefined)[] = [];
  return toc.map((entry) => {
    latest[entry.level] = entry;
    latest.length = entry.level + 1;
    const key = textOf(entry.value).toLowerCase();
    if ((counts.get(key) ?? 0) < 2) return entry;
    const parent = latest
      .slice(0, entry.level)
      .reverse()
      .find((candidate) => candidate !== undefined);
    const ordinal = (ordinals.get(key) ?? 0) + 1;
    ordinals.set(key, ordinal);
    const context = parent ? shortContext(parent.value) : String(ordinal);
    return {...entry, value: `${entry.value} <span class="${CONTEXT_CLASS}">· ${context}</span>`};
  });
}
