// cspell:ignore idf
/**
 * The local "ASK AI" answer: a short answer made of sentences quoted from the best sections of the
 * documentation, each sentence linked to the section it comes from, or a plain statement that the
 * documentation does not cover the question. Nothing is generated and nothing leaves the site.
 *
 * 1. The search index ranks the sections for the question (the same engine as search).
 * 2. The best few sections (at most two per page) are read from the pages' Markdown twins
 *    (`/path.md`, written by the build for AI tools), or from the index's extract if a twin cannot
 *    be fetched.
 * 3. Their sentences are scored by the question's words they hold (rarer words count more), where
 *    they sit in the section, and what the question asks (steps for "how", a definition for
 *    "what"); the best two to four make the answer, in the order of the sections they come from.
 * 4. If the best section holds too few of the question's words, the answer says the documentation
 *    does not cover the question and lists the closest sections instead.
 */
import {
  highlight,
  MAX_QUESTION_LENGTH,
  normalizeTitle,
  stem,
  type Engine,
  type IndexedSection,
  type QueryAnalysis,
} from './engine';

/** The Markdown twin of a page: `/reference/segments` → `/reference/segments.md`, `/` → `/index.md`. */
export const markdownUrl = (pagePath: string) => (pagePath === '/' ? '/index.md' : `${pagePath.replace(/\/$/, '')}.md`);

export type Citation = {n: number; section: IndexedSection; titleHtml: string};
export type AnswerSentence = {html: string; citation: number};
export type Answer =
  | {kind: 'answer'; sentences: AnswerSentence[]; citations: Citation[]}
  | {kind: 'not-covered'; closest: Citation[]}
  | {kind: 'empty'};

/** Reads a page's Markdown twin, or resolves to null when it cannot. */
export type PageReader = (markdownPath: string) => Promise<string | null>;

const MAX_SECTIONS = 4;
const MAX_PER_PAGE = 2;
const MAX_PAGES = 3;
const MAX_SENTENCES = 4;
/** Share of the question's words (rarer words counting more) the best section and its page must hold. */
const MIN_COVERAGE = 0.45;
/** Share of the question, by weight, in words no page of the docs uses, above which it is not covered. */
const MAX_UNKNOWN = 0.2;

type Unit = {text: string; position: number; table: boolean};

/** The page summary at the top of a twin (a quote) and availability lines describe the page, not the answer. */
const isPageFurniture = (line: string) => /^\s*\*\*(Plan|Version)\*\*:/.test(line);

const stripInline = (line: string) =>
  line
    .replace(/!\[[^\]]*\]\([^)]*\)/g, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, ' ')
    .replace(/`([^`]*)`/g, '$1')
    .replace(/(\*\*|__)(.+?)\1/g, '$2')
    .replace(/(^|[^\w*])[*_]([^*_\s][^*_]*?)[*_](?=[^\w*]|$)/g, '$1$2')
    .replace(/\s*\{#[\w-]+\}\s*$/, '')
    .replace(/\s+/g, ' ')
    .trim();

const ABBREVIATIONS = /\b(e\.g|i\.e|etc|vs|cf|approx)\./gi;

/** Splits prose into sentences, not at "e.g." or in version numbers. */
export function sentencesOf(text: string): string[] {
  // A stand-in that prose never holds keeps the abbreviations' dots out of the split.
  const guarded = text.replace(ABBREVIATIONS, (m) => m.replace('.', '\u2024'));
  return guarded
    .split(/(?<=[.!?])\s+(?=[A-Z0-9`"'([])/)
    .map((s) => s.replace(/\u2024/g, '.').trim())
    .filter(Boolean);
}

type MarkdownSection = {level: number; heading: string; lines: string[]};

/** A Markdown page cut into its intro and heading sections, code blocks left out. */
export function markdownSections(markdown: string): MarkdownSection[] {
  const sections: MarkdownSection[] = [{level: 1, heading: '', lines: []}];
  let fence: string | null = null;
  for (const line of markdown.split('\n')) {
    const fenceMatch = /^\s*(`{3,}|~{3,})/.exec(line);
    if (fence) {
      if (fenceMatch && fenceMatch[1][0] === fence[0] && fenceMatch[1].length >= fence.length) fence = null;
      continue;
    }
    if (fenceMatch) {
      fence = fenceMatch[1];
      continue;
    }
    const heading = /^(#{1,6})\s+(.*)$/.exec(line);
    if (heading) {
      // The page title (H1) belongs to the intro.
      if (heading[1].length === 1) continue;
      sections.push({level: heading[1].length, heading: stripInline(heading[2]), lines: []});
      continue;
    }
    sections.at(-1)?.lines.push(line);
  }
  return sections;
}

/** The Markdown section an index section stands for: by its headings, the H3 under its H2. */
export function findSection(sections: MarkdownSection[], section: IndexedSection): MarkdownSection | null {
  if (!section.lvl2) return sections[0];
  const h2 = normalizeTitle(section.lvl2);
  const at = sections.findIndex((s) => s.level === 2 && normalizeTitle(s.heading) === h2);
  if (!section.lvl3) return at >= 0 ? sections[at] : null;
  const h3 = normalizeTitle(section.lvl3);
  const from = at >= 0 ? at + 1 : 0;
  for (let i = from; i < sections.length; i++) {
    if (at >= 0 && sections[i].level <= 2) break;
    if (sections[i].level >= 3 && normalizeTitle(sections[i].heading) === h3) return sections[i];
  }
  return null;
}

/** The sentences, list items and table rows of a section, in order. */
export function unitsOf(lines: string[], {intro = false} = {}): Unit[] {
  const units: Unit[] = [];
  let paragraph: string[] = [];
  let tableHeader = true;
  // A page intro opens with the page's summary as a quote: skip it.
  let summary = intro;
  const flush = () => {
    if (paragraph.length)
      for (const s of sentencesOf(stripInline(paragraph.join(' '))))
        units.push({text: s, position: units.length, table: false});
    paragraph = [];
  };
  for (const raw of lines) {
    if (summary && /^\s*>/.test(raw)) {
      summary = false;
      continue;
    }
    if (summary && /\S/.test(raw)) summary = false;
    if (isPageFurniture(raw)) continue;
    const line = raw.replace(/^\s*>\s?/, '');
    if (/^\s*$/.test(line)) {
      flush();
      tableHeader = true;
      continue;
    }
    // Admonition titles ("> **Note**") and lone emphasis lines are labels, not sentences.
    if (/^\s*\*\*[^*]+\*\*\s*$/.test(line)) continue;
    if (/^\s*\|/.test(line)) {
      flush();
      if (/^\s*\|?[\s:|-]+\|?\s*$/.test(line)) continue;
      if (tableHeader) {
        tableHeader = false;
        continue;
      }
      const cells = line
        .split('|')
        .map((c) => stripInline(c))
        .filter(Boolean);
      if (cells.length) units.push({text: cells.join(' — '), position: units.length, table: true});
      continue;
    }
    const item = /^\s*(?:[-*+]|\d+[.)])\s+(.*)$/.exec(line);
    if (item) {
      flush();
      for (const s of sentencesOf(stripInline(item[1]))) units.push({text: s, position: units.length, table: false});
      continue;
    }
    paragraph.push(line);
  }
  flush();
  return units.filter((u) => /\p{L}/u.test(u.text));
}

/** Whether a sentence holds a query word (as written, by its stem, or a longer form of it). */
function holds(sentenceWords: string[], word: string): boolean {
  const stemmed = stem(word);
  return sentenceWords.some((w) => w.startsWith(stemmed) || (w.length >= 4 && word.startsWith(w)));
}

const wordsOf = (text: string) =>
  text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

const STEP =
  /^(open|go to|select|click|choose|run|set|add|create|enable|disable|use|install|start|call|pass|configure|copy|paste|navigate|in the|from the|to [a-z]+)/i;
const DEFINITION = /\b(is|are|means|lets you|allows)\b/i;

type Candidate = {section: IndexedSection; rank: number; units: Unit[]};

function scoreUnits(candidates: Candidate[], analysis: QueryAnalysis) {
  const all = candidates.flatMap((c) => c.units.map((u) => ({c, u, words: wordsOf(u.text)})));
  // Rarer words among the candidate sentences count more.
  const idf = new Map(
    analysis.words.map((w) => {
      const df = all.filter((x) => holds(x.words, w)).length;
      return [w, Math.log(1 + all.length / (1 + df))];
    }),
  );
  return all.map(({c, u, words}) => {
    const matched = analysis.words.filter((w) => holds(words, w));
    let score = matched.reduce((sum, w) => sum + (idf.get(w) ?? 0), 0);
    if (matched.length === 0) return {c, u, matched, score: 0};
    // Sentences of the best sections first; the first sentences of a section say what it is about.
    score *= 1 / (1 + 0.35 * c.rank);
    // The opening of a section says what it is about: a definition for "what" questions, context otherwise.
    if (c.section.lvl2 || analysis.intent === 'what') score *= u.position === 0 ? 1.3 : u.position < 3 ? 1.1 : 1;
    if (u.table) score *= 0.6;
    if (words.length < 5) score *= 0.5;
    if (words.length > 45) score *= 0.7;
    if (u.text.endsWith('?')) score *= 0.4;
    if (analysis.intent === 'how' && STEP.test(u.text)) score *= 1.25;
    if (analysis.intent === 'what' && DEFINITION.test(u.text)) score *= 1.25;
    return {c, u, matched, score};
  });
}

const titleOf = (section: IndexedSection) => [section.lvl1, section.lvl2, section.lvl3].filter(Boolean).join(' › ');

/**
 * Answers a question from the docs. `readPage` reads a Markdown twin (fetch in the browser, the
 * build folder in the bench); sections it cannot read are answered from their index extract.
 */
export async function answerQuestion(engine: Engine, question: string, readPage: PageReader): Promise<Answer> {
  const trimmed = question.trim();
  if (!trimmed) return {kind: 'empty'};
  // The whole question, not the first 64 characters a search box takes: its end often names the subject.
  const {hits, terms, analysis, wordSections, wordUnknown} = engine.search(trimmed, {
    hitsPerPage: 40,
    maxLength: MAX_QUESTION_LENGTH,
  });
  if (analysis.words.length === 0) return {kind: 'empty'};
  // Words the docs never use ("grafana") carry most of what such a question asks about.
  const lengths = analysis.words.map((w) => w.length);
  const total = lengths.reduce((a, b) => a + b, 0);
  // A word only typo tolerance relates to the docs ("graphql" → "graph") is as unknown as one nothing matches.
  const unknown =
    analysis.words.reduce((sum, _w, i) => sum + (wordSections[i] === 0 || wordUnknown[i] ? lengths[i] : 0), 0) / total;
  const chosen: typeof hits = [];
  const perPage = new Map<string, number>();
  for (const hit of hits) {
    const page = hit.section.url.split('#')[0];
    const count = perPage.get(page) ?? 0;
    if (count >= MAX_PER_PAGE || (count === 0 && perPage.size >= MAX_PAGES)) continue;
    perPage.set(page, count + 1);
    chosen.push(hit);
    if (chosen.length >= MAX_SECTIONS) break;
  }
  const citation = (section: IndexedSection, n: number): Citation => ({
    n,
    section,
    titleHtml: highlight(titleOf(section), terms),
  });
  if (chosen.length === 0 || chosen[0].coverage < MIN_COVERAGE || unknown > MAX_UNKNOWN) {
    return {kind: 'not-covered', closest: chosen.slice(0, 3).map((h, i) => citation(h.section, i + 1))};
  }
  const pages = new Map<string, Promise<string | null>>();
  const candidates: Candidate[] = await Promise.all(
    chosen.map(async (hit, rank) => {
      const page = hit.section.url.split('#')[0];
      if (!pages.has(page))
        pages.set(
          page,
          readPage(markdownUrl(page)).catch(() => null),
        );
      const markdown = await pages.get(page);
      const found = markdown ? findSection(markdownSections(markdown), hit.section) : null;
      const units = found ? unitsOf(found.lines, {intro: !hit.section.lvl2}) : [];
      return {
        section: hit.section,
        rank,
        units: units.length
          ? units
          : sentencesOf(hit.section.extract).map((text, position) => ({text, position, table: false})),
      };
    }),
  );
  const scored = scoreUnits(candidates, analysis)
    .filter((s) => s.score > 0)
    .sort((a, b) => b.score - a.score);
  const picked: typeof scored = [];
  const perSection = new Map<number, number>();
  for (const s of scored) {
    const count = perSection.get(s.c.section.id) ?? 0;
    if (count >= 2 || picked.some((p) => p.u.text === s.u.text)) continue;
    // Stop at sentences much weaker than the best: a short answer beats a padded one.
    if (picked.length >= 2 && s.score < picked[0].score * 0.35) break;
    perSection.set(s.c.section.id, count + 1);
    picked.push(s);
    if (picked.length >= MAX_SENTENCES) break;
  }
  if (picked.length === 0) {
    return {kind: 'not-covered', closest: chosen.slice(0, 3).map((h, i) => citation(h.section, i + 1))};
  }
  // In reading order: by section rank, then where the sentence sits in its section.
  picked.sort((a, b) => a.c.rank - b.c.rank || a.u.position - b.u.position);
  const numbers = new Map<number, number>();
  for (const p of picked) if (!numbers.has(p.c.section.id)) numbers.set(p.c.section.id, numbers.size + 1);
  // Sections that ranked but gave no sentence are still worth reading: they follow the cited ones.
  for (const c of candidates) if (!numbers.has(c.section.id)) numbers.set(c.section.id, numbers.size + 1);
  const citations = candidates
    .map((c) => citation(c.section, numbers.get(c.section.id) ?? 0))
    .sort((a, b) => a.n - b.n);
  return {
    kind: 'answer',
    sentences: picked.map((p) => ({html: highlight(p.u.text, terms), citation: numbers.get(p.c.section.id) ?? 0})),
    citations,
  };
}
