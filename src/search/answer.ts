/**
 * The local "ASK AI" answer: the best passages of the docs for a question, found with the search
 * index. Question words ("how do I ...") are dropped so the subject decides the ranking.
 */
import {extractAround, highlight, type Engine, type IndexedSection} from './engine';

const STOP_WORDS = new Set(
  'a an and are as at be by can do does for from how i if in is it its me my of on or should so that the this to use using what when where which who why will with you your unleash'.split(
    ' ',
  ),
);

export type Passage = {section: IndexedSection; extractHtml: string; titleHtml: string};

export function questionToQuery(question: string): string {
  const words = question
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s-]/gu, ' ')
    .split(/\s+/)
    .filter((w) => w && !STOP_WORDS.has(w));
  return words.join(' ').slice(0, 64);
}

/** Three to five passages, at most two from the same page, best first. */
export function answerQuestion(engine: Engine, question: string, max = 5): Passage[] {
  const query = questionToQuery(question);
  if (!query) return [];
  const {hits, terms} = engine.search(query, {hitsPerPage: 40});
  const perPage = new Map<string, number>();
  const passages: Passage[] = [];
  for (const {section} of hits) {
    const page = section.url.split('#')[0];
    const count = perPage.get(page) ?? 0;
    if (count >= 2) continue;
    perPage.set(page, count + 1);
    passages.push({
      section,
      titleHtml: highlight([section.lvl1, section.lvl2, section.lvl3].filter(Boolean).join(' › '), terms),
      extractHtml: highlight(extractAround(section.extract, terms), terms),
    });
    if (passages.length >= max) break;
  }
  return passages;
}
