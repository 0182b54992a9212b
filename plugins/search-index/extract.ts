/**
 * Turns a built page into search records: one per section (the page intro, each H2 and each H3),
 * with the page and section hierarchy, the anchor, the text and the page type.
 */
import {load} from 'cheerio';

export type PageType =
  'reference' | 'how-to' | 'tutorial' | 'guide' | 'concept' | 'api' | 'deploy' | 'academy' | 'contributing';

export type SearchRecord = {
  /** Site path with the section anchor, e.g. /reference/segments#create-a-segment */
  url: string;
  /** Family label shown as the result group, e.g. "Reference". */
  lvl0: string;
  /** Page title. */
  lvl1: string;
  lvl2: string | null;
  lvl3: string | null;
  text: string;
  /** Words the page is found by that its text may not use: front matter keywords, operation ids. */
  keywords?: string;
  type: PageType;
  language: 'en';
  /** Docusaurus contextual-search tag of the docs plugin and version. */
  docusaurus_tag: string;
};

const FAMILIES: [prefix: string, label: string, type: PageType][] = [
  ['/reference/api', 'API reference', 'api'],
  ['/reference/sdks', 'SDKs', 'reference'],
  ['/reference/unleash-edge', 'Unleash Edge', 'reference'],
  ['/reference', 'Reference', 'reference'],
  ['/how-to', 'How-to guides', 'how-to'],
  ['/feature-flag-tutorials', 'Tutorials', 'tutorial'],
  ['/using-unleash', 'Using Unleash', 'deploy'],
  ['/understanding-unleash', 'Understanding Unleash', 'concept'],
  ['/topics', 'Best practices', 'concept'],
  ['/unleash-academy', 'Academy', 'academy'],
  ['/contributing', 'Contributing', 'contributing'],
];

export function familyOf(path: string): {label: string; type: PageType} {
  for (const [prefix, label, type] of FAMILIES) {
    if (path === prefix || path.startsWith(`${prefix}/`)) return {label, type};
  }
  return {label: 'Get started', type: 'guide'};
}

const clean = (text: string) =>
  text
    .replace(/\s+/g, ' ')
    .replace(/\u200b/g, '')
    .trim();

/**
 * The parts of a built page the index reads: the title and keywords of its head, and its articles.
 * Parsing only these, not the navbar, sidebar and footer around them, is several times faster.
 */
export function pageParts(html: string): string {
  const title = /<title[^>]*>[\s\S]*?<\/title>/i.exec(html)?.[0] ?? '';
  const keywords = /<meta\b[^>]*\bname="?keywords"?[\s/>][^>]*>/i.exec(html)?.[0] ?? '';
  const start = html.indexOf('<article');
  const end = html.lastIndexOf('</article>');
  const articles = start >= 0 && end > start ? html.slice(start, end + '</article>'.length) : '';
  return `<html><head>${title}${keywords}</head><body>${articles}</body></html>`;
}

export type ExtractOptions = {
  /** Docusaurus contextual-search tag of the docs plugin and version. */
  tag?: string;
  /** The site-wide keywords every page without its own carries: they tell pages nothing. */
  siteKeywords?: string;
  /** No records for a landing page that only lists its children (`isListing`). */
  skipListing?: boolean;
};

/** Records for one page (the whole built HTML, or its `pageParts`). */
export function extractRecords(
  html: string,
  path: string,
  {tag = 'docs-default-current', siteKeywords, skipListing = false}: ExtractOptions = {},
): SearchRecord[] {
  const $ = load(html);
  const article = $('article .markdown').first();
  if (article.length === 0 || (skipListing && isListing(article))) return [];
  const title = clean($('article h1').first().text() || $('title').text());
  const ownKeywords = $('meta[name="keywords"]').attr('content') ?? '';
  const keywords = ownKeywords === siteKeywords ? '' : ownKeywords.split(',').map(clean).filter(Boolean).join(' ');
  const {label, type} = familyOf(path);
  // Remove what a reader would not search for: anchors' "#" marks, copy buttons, card grids.
  // Code is left out of the index: its tokens would double its size and rarely answer a query.
  article.find('.hash-link, button, nav, pre, .theme-code-block, .mermaid, svg').remove();
  separateBlocks(article);
  if (article.find('.openapi__method-endpoint').length > 0) {
    return [operationRecord($, article, path, title, label, type, tag, keywords)];
  }
  const records: SearchRecord[] = [];
  let current: SearchRecord = {
    url: path,
    lvl0: label,
    lvl1: title,
    lvl2: null,
    lvl3: null,
    text: '',
    keywords,
    type,
    language: 'en',
    docusaurus_tag: tag,
  };
  const push = () => {
    current.text = clean(current.text);
    if (current.text || current.lvl2 || current.lvl3) records.push(current);
  };
  article.children().each((_, element) => {
    const el = $(element);
    const tagName = (element as {tagName?: string}).tagName?.toLowerCase();
    if (tagName === 'h2' || tagName === 'h3') {
      push();
      const id = el.attr('id');
      const heading = clean(el.text());
      current = {
        ...current,
        url: id ? `${path}#${id}` : path,
        lvl2: tagName === 'h2' ? heading : current.lvl2,
        lvl3: tagName === 'h3' ? heading : null,
        text: '',
        keywords: undefined,
      };
      return;
    }
    current.text += ` ${el.text()}`;
  });
  push();
  return records;
}

/**
 * Elements whose text ends where the element ends. `text()` joins text nodes as they are, so
 * without a separator a table row reads "VariableDefaultPurpose" and a box "AvailabilityPlan:".
 */
const BLOCKS =
  'p, li, dt, dd, th, td, caption, figcaption, blockquote, summary, details, div, section, aside, header, footer, h4, h5, h6, table, tr, ul, ol, dl, img';

/** Ends every block, cell and list item with a space, so that their words stay apart in the text. */
export function separateBlocks(root: ReturnType<ReturnType<typeof load>>): void {
  root.find(BLOCKS).after(' ');
  root.find('br').replaceWith(' ');
}

/** `create-feature` → `createFeature`: readers search for operations by their id. */
export const slugToOperationId = (slug: string) => slug.replace(/-([a-z0-9])/g, (_m, c: string) => c.toUpperCase());

/**
 * A generated API operation page is one record: its endpoint, its description and its operation
 * id. Its parameter, schema and status-code sections repeat on every operation ("401
 * Unauthorized", "Path parameters"), so indexing them would crowd every search with the 300
 * operation pages and triple the index a reader downloads.
 */
function operationRecord(
  $: ReturnType<typeof load>,
  article: ReturnType<ReturnType<typeof load>>,
  path: string,
  title: string,
  label: string,
  type: PageType,
  tag: string,
  keywords: string,
): SearchRecord {
  let text = '';
  for (const element of article.children().toArray()) {
    const tagName = (element as {tagName?: string}).tagName?.toLowerCase();
    if (tagName === 'h2' || tagName === 'h3') break;
    if (tagName !== 'h1') text += ` ${$(element).text()}`;
  }
  const operationId = slugToOperationId(path.split('/').pop() ?? '');
  return {
    url: path,
    lvl0: label,
    lvl1: title,
    lvl2: null,
    lvl3: null,
    text: clean(text),
    keywords: clean(`${operationId} ${keywords}`),
    type,
    language: 'en',
    docusaurus_tag: tag,
  };
}

/** Landing pages that only list their children add noise to results. */
function isListing(article: ReturnType<ReturnType<typeof load>>): boolean {
  if (article.find('article.col, .card').length < 2) return false;
  const words = clean(article.clone().find('.card, article.col').remove().end().text()).split(' ').length;
  return words < 120;
}
