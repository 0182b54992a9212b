/**
 * Turns a built page into search records: one per section (the page intro, each H2 and each H3),
 * with the page and section hierarchy, the anchor, the text and the page type.
 */
import {load} from 'cheerio';

export type PageType =
  | 'reference'
  | 'how-to'
  | 'tutorial'
  | 'sdk-tutorial'
  | 'guide'
  | 'concept'
  | 'api'
  | 'api-overview'
  | 'deploy'
  | 'troubleshooting'
  | 'academy'
  | 'contributing';

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
  /** Site paths this section links to (page paths, no anchors): how often pages are linked tells which matter most. */
  links?: string[];
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
  // Use-case tutorials (gradual rollout, A/B testing) explain a practice; the other tutorials walk
  // through one language or framework, which its SDK reference page documents.
  ['/feature-flag-tutorials/use-cases', 'Tutorials', 'tutorial'],
  ['/feature-flag-tutorials', 'Tutorials', 'sdk-tutorial'],
  ['/using-unleash/troubleshooting', 'Troubleshooting', 'troubleshooting'],
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
    .replace(/\u200b/g, '')
    .replace(/\s+/g, ' ')
    .trim();

/**
 * Elements that end a run of words: text on either side of them belongs to different cells, list
 * items, paragraphs or lines. Cheerio's `.text()` joins text nodes as they are, which runs the last
 * word of one table cell into the first of the next ("VariableDefaultPurpose").
 */
const BLOCK_ELEMENTS = new Set([
  'address',
  'article',
  'aside',
  'blockquote',
  'br',
  'caption',
  'dd',
  'details',
  'div',
  'dl',
  'dt',
  'figcaption',
  'figure',
  'footer',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'hr',
  'li',
  'ol',
  'p',
  'pre',
  'section',
  'summary',
  'table',
  'tbody',
  'td',
  'tfoot',
  'th',
  'thead',
  'tr',
  'ul',
]);

type DomNode = {type?: string; data?: string; name?: string; children?: DomNode[]};

/** The words of an element and its descendants, with a space wherever a block element starts or ends. */
export function textOf(node: DomNode): string {
  if (node.type === 'text') return node.data ?? '';
  if (node.type !== 'tag' && node.type !== 'root') return '';
  const inner = (node.children ?? []).map(textOf).join('');
  return node.name && BLOCK_ELEMENTS.has(node.name) ? ` ${inner} ` : inner;
}

/**
 * Sections that point elsewhere instead of saying something: their text is a list of other pages'
 * titles, so indexing them makes them match everything those pages are about.
 */
const NAVIGATION_HEADINGS =
  /^(next steps?|related( pages| records| reading| topics| links)?|see also|further reading|learn more|what'?s next|where to go next|more resources)$/i;
export const isNavigationHeading = (heading: string) => NAVIGATION_HEADINGS.test(heading.trim());

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
  const links = new Set<string>();
  article.find('a[href]').each((_, a) => {
    const target = sitePath($(a).attr('href') ?? '', path);
    if (target && target !== path) links.add(target);
  });
  const title = clean($('article h1').first().text() || $('title').text());
  const ownKeywords = $('meta[name="keywords"]').attr('content') ?? '';
  const keywords = ownKeywords === siteKeywords ? '' : ownKeywords.split(',').map(clean).filter(Boolean).join(' ');
  const {label, type} = familyOf(path);
  // Remove what a reader would not search for: anchors' "#" marks, copy buttons, card grids.
  // Code is left out of the index: its tokens would double its size and rarely answer a query.
  article.find('.hash-link, button, nav, pre, .theme-code-block, .mermaid, svg').remove();
  if (article.find('.openapi__method-endpoint').length > 0) {
    return [{...operationRecord($, article, path, title, label, type, tag, keywords), links: [...links]}];
  }
  // An API tag's overview and the legacy API pages are not operations: they are named like the
  // concept they cover ("Segments") and must not be taken for an operation's name.
  const pageType: PageType = type === 'api' ? 'api-overview' : type;
  const records: SearchRecord[] = [];
  let current: SearchRecord = {
    url: path,
    lvl0: label,
    lvl1: title,
    lvl2: null,
    lvl3: null,
    text: '',
    keywords,
    links: [...links],
    type: pageType,
    language: 'en',
    docusaurus_tag: tag,
  };
  // A navigation section ("Next steps") and the H3 sections under it are left out.
  let skippingH2 = false;
  let skipping = false;
  const push = () => {
    current.text = clean(current.text);
    if (!skipping && (current.text || current.lvl2 || current.lvl3)) records.push(current);
  };
  article.children().each((_, element) => {
    const el = $(element);
    const tagName = (element as {tagName?: string}).tagName?.toLowerCase();
    if (tagName === 'h2' || tagName === 'h3') {
      push();
      const id = el.attr('id');
      const heading = clean(textOf(element));
      if (tagName === 'h2') skippingH2 = isNavigationHeading(heading);
      skipping = skippingH2 || isNavigationHeading(heading);
      current = {
        ...current,
        url: id ? `${path}#${id}` : path,
        lvl2: tagName === 'h2' ? heading : current.lvl2,
        lvl3: tagName === 'h3' ? heading : null,
        text: '',
        keywords: undefined,
        links: undefined,
      };
      return;
    }
    current.text += textOf(element);
  });
  push();
  return records;
}

/** An internal link as a site path without anchor or query (`/reference/segments`), or null. */
export function sitePath(href: string, from: string): string | null {
  if (!href || href.startsWith('#') || /^(mailto|tel|javascript):/i.test(href)) return null;
  let url: URL;
  try {
    url = new URL(href, `https://site.invalid${from}`);
  } catch {
    return null;
  }
  if (url.hostname !== 'site.invalid') return null;
  const pathname = url.pathname
    .replace(/\/index\.html$/, '/')
    .replace(/\.html$/, '')
    .replace(/(.)\/$/, '$1');
  return /\.(png|jpe?g|gif|svg|webp|json|txt|md|xml|pdf|zip)$/i.test(pathname) ? null : pathname;
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
    if (tagName !== 'h1') text += textOf(element);
  }
  const operationId = slugToOperationId(path.split('/').pop() ?? '');
  return {
    url: path,
    lvl0: label,
    lvl1: title,
    lvl2: null,
    lvl3: null,
    text: clean(text),
    // The id as one word (`createFeature`) and as the words it is made of ("create feature").
    keywords: clean(`${operationId} ${(path.split('/').pop() ?? '').replace(/-/g, ' ')} ${keywords}`),
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
