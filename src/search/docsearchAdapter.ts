/**
 * Answers DocSearch's search requests from the local engine, in the shape DocSearch expects from
 * Algolia, so that the stock DocSearch modal works with no hosted service.
 */
import {extractAround, highlight, type Engine, type FacetFilters, type Hit, HITS_PER_PAGE} from './engine';

type SearchRequest = {indexName?: string; query?: string; params?: Record<string, unknown>} & Record<string, unknown>;

function hierarchyOf(hit: Hit) {
  const {lvl0, lvl1, lvl2, lvl3} = hit.section;
  return {lvl0, lvl1, lvl2, lvl3, lvl4: null, lvl5: null, lvl6: null};
}

/** One DocSearch hit: hierarchy, highlighted levels, and a content snippet when the text matched. */
export function toDocSearchHit(hit: Hit, terms: string[], origin: string) {
  const hierarchy = hierarchyOf(hit);
  const {section} = hit;
  // `names` holds the compound names (`UPSTREAM_URL`) of the section's text and headings.
  const matchedTextOnly = hit.fields.includes('text') && hit.fields.every((f) => f === 'text' || f === 'names');
  const type = matchedTextOnly ? 'content' : section.lvl3 ? 'lvl3' : section.lvl2 ? 'lvl2' : 'lvl1';
  const mark = (value: string | null) =>
    value === null ? undefined : {value: highlight(value, terms), matchLevel: 'full', matchedWords: terms};
  const snippet = extractAround(section.extract, terms);
  // The line under a result's title says where it is: the page, and for an H3 section its H2 too,
  // so that two results with the same heading ("In the admin UI") can be told apart.
  const where = [section.lvl1, section.lvl3 ? section.lvl2 : null].filter(Boolean).join(' › ');
  return {
    objectID: String(section.id),
    url: new URL(section.url, origin).href,
    type,
    content: matchedTextOnly ? snippet : null,
    hierarchy,
    _highlightResult: {
      hierarchy: Object.fromEntries(
        Object.entries(hierarchy)
          .filter(([, v]) => v)
          .map(([k, v]) => [k, mark(v)]),
      ),
      content: mark(snippet),
    },
    _snippetResult: {content: mark(snippet), hierarchy: {lvl1: mark(where)}},
  };
}

export function answerRequests(engine: Engine, requests: SearchRequest[], origin: string) {
  return {
    results: requests.map((request) => {
      const params = {...request, ...(request.params ?? {})};
      const query = String(params.query ?? '');
      const hitsPerPage = Number(params.hitsPerPage ?? HITS_PER_PAGE);
      const page = Number(params.page ?? 0);
      const facetFilters = (params.facetFilters ?? []) as FacetFilters;
      const {hits, nbHits, terms} = engine.search(query, {page, hitsPerPage, facetFilters});
      return {
        hits: hits.map((hit) => toDocSearchHit(hit, terms, origin)),
        nbHits,
        page,
        nbPages: Math.ceil(nbHits / hitsPerPage),
        hitsPerPage,
        processingTimeMS: 0,
        exhaustiveNbHits: true,
        query,
        params: '',
        index: request.indexName ?? 'local',
      };
    }),
  };
}
