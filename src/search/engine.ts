/**
 * The local search engine shared by the build (which writes the index) and the browser (which
 * queries it): MiniSearch over one record per page section, with the DocSearch result shape and
 * limits the spec asks for. Everything here is pure and runs in Node for the tests and the bench.
 */
import MiniSearch, {type Options, type SearchOptions} from 'minisearch';

import {HITS_PER_PAGE, MAX_QUERY_LENGTH} from './constants';

export {HITS_PER_PAGE, INDEX_FILE, MAX_QUERY_LENGTH} from './constants';

/** A section as stored in the index file: compact, with a short extract for display. */
export type IndexedSection = {
  id: number;
  url: string;
  lvl0: string;
  lvl1: string;
  lvl2: string | null;
  lvl3: string | null;
  /** First characters of the section text, shown as the extract. */
  extract: string;
  type: string;
  language: string;
  docusaurus_tag: string;
};

type Indexable = IndexedSection & {headings: string; text: string};

/**
 * The file the browser downloads. Pages are listed once and sections point at them, and values
 * shared by every record (language, version tag) are stored once, to keep the download small.
 */
export type IndexFile = {
  version: 2;
  facets: {language: string; docusaurus_tag: string};
  /** [url, lvl0, lvl1, type] */
  pages: [string, string, string, string][];
  /** [page index, anchor, lvl2, lvl3, extract] */
  sections: [number, string, string | null, string | null, string][];
  index: unknown;
};

/** Words of a section's text that go into the index; the start of a section says what it is about. */
export const INDEXED_WORDS = 100;
export const EXTRACT_LENGTH = 180;

const TYPE_WEIGHT: Record<string, number> = {
  reference: 1.25,
  'how-to': 1.2,
  guide: 1.15,
  api: 1.0,
  deploy: 1.1,
  tutorial: 0.95,
  concept: 1.0,
  academy: 0.85,
  contributing: 0.6,
};

/** Words too common to tell sections apart; leaving them out keeps the index small. */
const STOP_WORDS = new Set(
  'a an and are as at be but by for from has have if in into is it its of on or so than that the their then there these this to was were which will with you your'.split(
    ' ',
  ),
);

export const INDEX_OPTIONS: Options<Indexable> = {
  idField: 'id',
  fields: ['lvl1', 'headings', 'text'],
  storeFields: [],
  processTerm: (term) => {
    const clean = term.toLowerCase().replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');
    return clean && !STOP_WORDS.has(clean) ? clean : null;
  },
};

function searchOptions(sections: IndexedSection[]): SearchOptions {
  return {
    boost: {lvl1: 5, headings: 3, text: 1},
    prefix: (term) => term.length >= 2,
    fuzzy: (term) => (term.length > 4 ? 0.2 : term.length > 3 ? 1 : false),
    combineWith: 'AND',
    boostDocument: (id) => {
      const section = sections[Number(id)];
      // Page intros and H2 sections answer a query better than deep H3 sections.
      const depth = section.lvl3 ? 0.9 : section.lvl2 ? 1 : 1.5;
      return (TYPE_WEIGHT[section.type] ?? 1) * depth;
    },
  };
}

export type SectionInput = Omit<IndexedSection, 'id' | 'extract'> & {text: string};

/** Builds the index file from the extracted sections. */
export function buildIndexFile(inputs: SectionInput[]): IndexFile {
  const miniSearch = new MiniSearch<Indexable>(INDEX_OPTIONS);
  const pageIndex = new Map<string, number>();
  const pages: IndexFile['pages'] = [];
  const sections: IndexFile['sections'] = [];
  inputs.forEach((input, id) => {
    const [pageUrl, anchor = ''] = input.url.split('#');
    let page = pageIndex.get(pageUrl);
    if (page === undefined) {
      page = pages.push([pageUrl, input.lvl0, input.lvl1, input.type]) - 1;
      pageIndex.set(pageUrl, page);
    }
    sections.push([page, anchor, input.lvl2, input.lvl3, input.text.slice(0, EXTRACT_LENGTH)]);
    miniSearch.add({
      ...expand(pages[page], sections[id], id, {language: input.language, docusaurus_tag: input.docusaurus_tag}),
      headings: [input.lvl2, input.lvl3].filter(Boolean).join(' '),
      text: input.text.split(/\s+/).slice(0, INDEXED_WORDS).join(' '),
    });
  });
  const facets = {
    language: inputs[0]?.language ?? 'en',
    docusaurus_tag: inputs[0]?.docusaurus_tag ?? 'docs-default-current',
  };
  return {version: 2, facets, pages, sections, index: miniSearch.toJSON()};
}

function expand(
  [url, lvl0, lvl1, type]: IndexFile['pages'][number],
  [, anchor, lvl2, lvl3, extract]: IndexFile['sections'][number],
  id: number,
  facets: IndexFile['facets'],
): IndexedSection {
  return {id, url: anchor ? `${url}#${anchor}` : url, lvl0, lvl1, lvl2, lvl3, extract, type, ...facets};
}

/** The sections of an index file with their page data filled in. */
export function sectionsOf(file: IndexFile): IndexedSection[] {
  return file.sections.map((section, id) => expand(file.pages[section[0]], section, id, file.facets));
}

export type FacetFilters = ReadonlyArray<string | ReadonlyArray<string>>;

/** Algolia-style facet filters: every entry must match; an inner list matches if any of it does. */
export function matchesFacets(section: IndexedSection, filters: FacetFilters = []): boolean {
  const one = (filter: string) => {
    const [name, value] = filter.split(':');
    const actual = (section as unknown as Record<string, string | number | null | undefined>)[name];
    return actual === undefined || String(actual) === value;
  };
  return filters.every((f) => (typeof f === 'string' ? one(f) : f.some(one)));
}

export type Hit = {section: IndexedSection; fields: string[]};
export type SearchResult = {hits: Hit[]; nbHits: number; terms: string[]};

export type Engine = {
  search: (query: string, options?: {page?: number; hitsPerPage?: number; facetFilters?: FacetFilters}) => SearchResult;
};

export function loadEngine(file: IndexFile): Engine {
  const miniSearch = MiniSearch.loadJS<Indexable>(file.index as never, INDEX_OPTIONS);
  const sections = sectionsOf(file);
  const options = searchOptions(sections);
  return {
    search(rawQuery, {page = 0, hitsPerPage = HITS_PER_PAGE, facetFilters = []} = {}) {
      const query = rawQuery.slice(0, MAX_QUERY_LENGTH).trim();
      if (!query) return {hits: [], nbHits: 0, terms: []};
      let results = miniSearch.search(query, options);
      // A query with a word that matches nothing still deserves the sections matching the rest.
      if (results.length === 0) results = miniSearch.search(query, {...options, combineWith: 'OR'});
      const matching = results
        .map((r) => ({section: sections[Number(r.id)], fields: [...new Set(Object.values(r.match).flat())]}))
        .filter((hit) => matchesFacets(hit.section, facetFilters));
      const terms = [...new Set(results.flatMap((r) => r.terms))];
      return {hits: matching.slice(page * hitsPerPage, (page + 1) * hitsPerPage), nbHits: matching.length, terms};
    },
  };
}

const ESCAPES: Record<string, string> = {'&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;'};
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c]);

/**
 * Escapes text for HTML, then wraps the words that start with a matched term in <mark>.
 * Both DocSearch and our results page render this as HTML, so nothing else may pass through.
 */
export function highlight(text: string, terms: string[]): string {
  const escaped = escapeHtml(text);
  const usable = terms.filter((t) => t.length > 1).map((t) => escapeHtml(t).replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  if (usable.length === 0) return escaped;
  return escaped.replace(new RegExp(`(^|[^\\p{L}\\p{N}])(${usable.join('|')})`, 'giu'), '$1<mark>$2</mark>');
}

/** A short extract around the first matched term. */
export function extractAround(text: string, terms: string[], length = 160): string {
  const lower = text.toLowerCase();
  const at = Math.min(
    ...terms.map((t) => lower.indexOf(t.toLowerCase())).filter((i) => i >= 0),
    Number.MAX_SAFE_INTEGER,
  );
  const start = at === Number.MAX_SAFE_INTEGER ? 0 : Math.max(0, at - 40);
  const slice = text.slice(start, start + length);
  return `${start > 0 ? '…' : ''}${slice}${start + length < text.length ? '…' : ''}`;
}
