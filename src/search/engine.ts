// cspell:ignore aren didn doesn wasn ations ation ings
/**
 * The local search engine shared by the build (which writes the index) and the browser (which
 * queries it): MiniSearch over one record per page section, with the DocSearch result shape and
 * limits the spec asks for. Everything here is pure and runs in Node for the tests and the bench.
 */
import MiniSearch, {type Options, type QueryCombination, type SearchOptions} from 'minisearch';

import {HITS_PER_PAGE, MAX_QUERY_LENGTH} from './constants';

export {HITS_PER_PAGE, INDEX_FILE, MAX_QUERY_LENGTH, TITLES_FILE} from './constants';

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

type Indexable = IndexedSection & {headings: string; keywords: string; text: string};

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
export const INDEXED_WORDS = 250;
export const EXTRACT_LENGTH = 180;

const TYPE_WEIGHT: Record<string, number> = {
  reference: 1.25,
  'how-to': 1.2,
  guide: 1.15,
  api: 0.8,
  deploy: 1.1,
  tutorial: 0.95,
  concept: 1.0,
  academy: 0.85,
  contributing: 0.6,
};
const DEPRECATED_WEIGHT = 0.7;
const FEW_RESULTS = 5;

/**
 * Words too common to tell sections apart, and the words of a question ("how do I ...") that do not
 * say what it is about; leaving them out keeps the index small and lets the subject rank.
 */
const STOP_WORDS = new Set(
  'a an and are aren as at be but by can didn do does doesn don for from has have how i if in into is isn it its me my of on or should so than that the their then there these this to was wasn we were what when where which why will with won you your'.split(
    ' ',
  ),
);

/**
 * What readers type for what the docs call it. Each alternative is matched as a whole word (no
 * prefix, no typo tolerance), next to the reader's own word.
 */
export const SYNONYMS: Readonly<Record<string, readonly string[]>> = {
  golang: ['go'],
  nodejs: ['node'],
  js: ['javascript'],
  ts: ['typescript'],
  toggle: ['flag'],
  toggles: ['flags'],
  k8s: ['kubernetes'],
  swagger: ['openapi'],
  spec: ['specification', 'description'],
  pat: ['personal access token'],
  sso: ['single sign-on', 'saml', 'oidc'],
  rbac: ['roles', 'permissions'],
  ab: ['a/b', 'experiment'],
  env: ['environment'],
  envs: ['environments'],
  config: ['configuration', 'configure'],
  docker: ['container'],
  upgrade: ['migrate', 'migration'],
  rollback: ['roll back', 'revert'],
};

/** Suffixes dropped from a query word so that it also matches the word's other forms by prefix. */
const SUFFIXES = ['ations', 'ation', 'ings', 'ing', 'ions', 'ion', 'ed', 'es', 's', 'e'];
const MIN_STEM = 4;

/**
 * A light stem for matching by prefix: `migrate`, `migrating` and `migration` all become a prefix
 * of each other's forms (`migrat`, `migr`), `variables` becomes `variabl`. Only used at query time,
 * so the index stays as written and a partial word being typed is still matched as it is.
 */
export function stem(word: string): string {
  for (const suffix of SUFFIXES) {
    if (word.endsWith(suffix) && word.length - suffix.length >= MIN_STEM) return word.slice(0, -suffix.length);
  }
  return word;
}

export const INDEX_OPTIONS: Options<Indexable> = {
  idField: 'id',
  fields: ['lvl1', 'headings', 'keywords', 'text'],
  storeFields: [],
  processTerm,
};

/** Titles, headings and keywords are also indexed by their stems, so a typo of any form finds them. */
const STEMMED_FIELDS = new Set(['lvl1', 'headings', 'keywords']);
const INDEX_TIME_OPTIONS: Options<Indexable> = {
  ...INDEX_OPTIONS,
  processTerm: (term, field) => {
    const word = processTerm(term);
    if (!word || !field || !STEMMED_FIELDS.has(field)) return word;
    const stemmed = stem(word);
    return stemmed === word ? word : [word, stemmed];
  },
};

function processTerm(term: string): string | null {
  const clean = term.toLowerCase().replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');
  return clean && !STOP_WORDS.has(clean) ? clean : null;
}

const TOKENIZE = /[\n\r\p{Z}\p{P}]+/u;
type QueryTree = QueryCombination & {combineWith: 'AND' | 'OR'};

/**
 * The reader's words as a MiniSearch query: every word must match (or, as a fallback, any), each
 * word as typed (prefix and typo tolerant), by its stem, or by a synonym.
 */
export function queryTree(query: string, combineWith: 'AND' | 'OR' = 'AND'): QueryTree {
  const words = [
    ...new Set(
      query
        .split(TOKENIZE)
        .map(processTerm)
        .filter((w): w is string => Boolean(w)),
    ),
  ];
  return {
    combineWith,
    queries: words.map((word) => {
      const stemmed = stem(word);
      const alternatives: (string | QueryTree)[] = [word];
      if (stemmed !== word) alternatives.push({combineWith: 'OR', queries: [stemmed], fuzzy: false});
      for (const synonym of SYNONYMS[word] ?? []) {
        alternatives.push({combineWith: 'AND', queries: [synonym], prefix: false, fuzzy: false});
      }
      return alternatives.length === 1 ? word : {combineWith: 'OR', queries: alternatives};
    }),
  };
}

function searchOptions(sections: IndexedSection[]): SearchOptions {
  return {
    boost: {lvl1: 5, headings: 3, keywords: 3, text: 1},
    prefix: (term) => term.length >= 2,
    fuzzy: (term) => (term.length >= 7 ? 2 : term.length > 3 ? 1 : false),
    boostDocument: (id) => {
      const section = sections[Number(id)];
      // Page intros and H2 sections answer a query better than deep H3 sections, and a current
      // feature better than its deprecated or legacy predecessor.
      const depth = section.lvl3 ? 0.9 : section.lvl2 ? 1 : 1.5;
      const deprecated = /\b(deprecated|legacy)\b/i.test(section.lvl1) ? DEPRECATED_WEIGHT : 1;
      return (TYPE_WEIGHT[section.type] ?? 1) * depth * deprecated;
    },
  };
}

export type SectionInput = Omit<IndexedSection, 'id' | 'extract'> & {text: string; keywords?: string};

/**
 * Builds an index file from the extracted sections. With `titlesOnly`, the sections keep their
 * place and hierarchy but neither their text nor their extract: the first, small phase of search.
 */
export function buildIndexFile(inputs: SectionInput[], {titlesOnly = false} = {}): IndexFile {
  const miniSearch = new MiniSearch<Indexable>(INDEX_TIME_OPTIONS);
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
    sections.push([page, anchor, input.lvl2, input.lvl3, titlesOnly ? '' : input.text.slice(0, EXTRACT_LENGTH)]);
    miniSearch.add({
      ...expand(pages[page], sections[id], id, {language: input.language, docusaurus_tag: input.docusaurus_tag}),
      headings: [input.lvl2, input.lvl3].filter(Boolean).join(' '),
      keywords: input.keywords ?? '',
      text: titlesOnly ? '' : input.text.split(/\s+/).slice(0, INDEXED_WORDS).join(' '),
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
      let results = miniSearch.search(queryTree(query), options);
      // When few sections hold every word, the sections matching most of them follow.
      if (results.length < FEW_RESULTS) {
        const seen = new Set<unknown>(results.map((r): unknown => r.id));
        const more = miniSearch.search(queryTree(query, 'OR'), options);
        results = [...results, ...more.filter((r) => !seen.has(r.id as unknown))];
      }
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
