/**
 * The front-matter and content contract every page under docs/ must meet, as pure functions
 * so that unit tests can feed them fixtures. scripts/check-content.ts applies them to the tree.
 */
import matter from 'gray-matter';
import {PRODUCTS} from '../../src/data/versions';
import {parseVersionRecord, recordRequiredFor, staleEntries, type VersionTable} from '../../src/data/version-record';

export type Finding = {file: string; rule: string; message: string};

export type PageSource = {
  /** Path relative to docs/, with forward slashes, e.g. "how-to/sso.mdx". */
  relPath: string;
  raw: string;
};

export type ParsedPage = {
  relPath: string;
  url: string;
  frontMatter: Record<string, unknown>;
  body: string;
  isLanding: boolean;
  /** Why the front matter could not be read, when it is not valid YAML. */
  frontMatterError?: string;
};

/**
 * Minimum prose words (code blocks excluded) by URL; the first matching rule wins, so specific
 * rules come first. Section landings that render <DocCardList /> are exempt.
 */
export const MIN_WORDS: ReadonlyArray<{match: RegExp; words: number}> = [
  {match: /^\/topics\/feature-flags?[^/]*\/[^/]+$/, words: 1500},
  {match: /^\/quickstart$/, words: 1000},
  {match: /^\/(what-is-a-feature-flag|client-specification|understanding-unleash\/.+)$/, words: 800},
  {match: /^\/reference\/sdks\/.+$/, words: 800},
  {match: /^\/reference\/unleash-edge(\/.+)?$/, words: 600},
  {match: /^\/reference\/unleash-proxy$/, words: 600},
  {match: /^\/reference\/api\/legacy\/.+$/, words: 200},
  {match: /^\/reference\/.+$/, words: 600},
  {match: /^\/how-to\/.+$/, words: 500},
  {match: /^\/feature-flag-tutorials\/use-cases\/.+$/, words: 900},
  {match: /^\/feature-flag-tutorials\/.+\/examples$/, words: 800},
  {match: /^\/feature-flag-tutorials\/.+$/, words: 1200},
  {match: /^\/using-unleash\/deploy\/.+$/, words: 800},
  {match: /^\/using-unleash\/compliance\/.+$/, words: 600},
  {match: /^\/using-unleash\/troubleshooting\/.+$/, words: 400},
  {match: /^\/unleash-academy\/(?!introduction$).+$/, words: 1500},
  // A decision record states one decision from the public record, often in fewer than 250 words
  // upstream; a higher bar would ask writers to pad it with decisions nobody made.
  {match: /^\/contributing\/ADRs\/.+$/, words: 200},
  {match: /^\/$/, words: 400},
  {
    match:
      /^\/(how-to-create-feature-flag|languages-and-frameworks|use-cases|availability|unleash-academy\/introduction|contributing\/.+)$/,
    words: 400,
  },
  {match: /^\/.*$/, words: 120},
];

export const DESCRIPTION_LENGTH = {min: 50, max: 200} as const;

const PLACEHOLDER = /\b(TODO|TBD|FIXME|lorem ipsum)\b|coming soon/i;

/** URL of a doc, as Docusaurus derives it with routeBasePath "/" and no trailing slash. */
/**
 * Pages live in two content folders: docs/ (URL = path) and api-reference/, the API reference's
 * docs instance, served under /reference/api/. Checks see every page by its URL-shaped path.
 */
export const API_CONTENT_DIR = 'api-reference';
export const API_URL_PREFIX = 'reference/api/';

/** The repository file of a page, from its URL-shaped path. */
export function sourceFileOf(relPath: string): string {
  return relPath.startsWith(API_URL_PREFIX)
    ? `${API_CONTENT_DIR}/${relPath.slice(API_URL_PREFIX.length)}`
    : `docs/${relPath}`;
}

export function docPathToUrl(relPath: string, slug?: unknown): string {
  const noExt = relPath.replace(/\.mdx?$/, '');
  const dir = noExt.includes('/') ? noExt.slice(0, noExt.lastIndexOf('/')) : '';
  if (typeof slug === 'string' && slug.length > 0) {
    if (slug.startsWith('/')) return slug === '/' ? '/' : slug.replace(/\/$/, '');
    return `/${dir ? `${dir}/` : ''}${slug}`.replace(/\/$/, '');
  }
  const base = noExt.endsWith('/index') || noExt === 'index' ? noExt.replace(/\/?index$/, '') : noExt;
  return `/${base}`.replace(/\/$/, '') || '/';
}

export function parsePage(source: PageSource): ParsedPage {
  let parsed: {data: Record<string, unknown>; content: string};
  try {
    parsed = matter(source.raw);
  } catch (error) {
    // Keep checking the rest of the tree; the finding names the file and the YAML problem.
    const reason = (error as {reason?: string; mark?: {line: number}; message: string}).reason ?? String(error);
    const line = (error as {mark?: {line: number}}).mark?.line;
    return {
      relPath: source.relPath,
      url: docPathToUrl(source.relPath),
      frontMatter: {},
      body: '',
      isLanding: false,
      frontMatterError: `front matter is not valid YAML${line === undefined ? '' : ` (line ${line} of the front matter)`}: ${reason}; quote a value that contains a colon`,
    };
  }
  const {data, content} = parsed;
  return {
    relPath: source.relPath,
    url: docPathToUrl(source.relPath, data.slug),
    frontMatter: data,
    body: content,
    isLanding: /<DocCardList\b/.test(content),
  };
}

/** Prose words: code blocks, imports, JSX/HTML tags, link targets and heading ids left out. */
export function countProseWords(body: string): number {
  const prose = body
    .replace(/^(```|~~~)[\s\S]*?^\1\s*$/gm, ' ')
    .replace(/^(import|export) .*$/gm, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\]\([^)]*\)/g, ']')
    .replace(/\{#[\w-]+\}/g, ' ')
    .replace(/`[^`]*`/g, ' x ');
  return (prose.match(/[A-Za-z0-9][\w'’.-]*/g) ?? []).length;
}

export function minWordsFor(url: string, table = MIN_WORDS): number {
  return table.find((rule) => rule.match.test(url))?.words ?? 0;
}

function headingsOf(body: string): {level: number; text: string; line: number}[] {
  const out: {level: number; text: string; line: number}[] = [];
  let inFence = false;
  body.split('\n').forEach((line, i) => {
    if (/^(```|~~~)/.test(line)) inFence = !inFence;
    if (inFence) return;
    const m = /^(#{1,6})\s+(.*)$/.exec(line);
    if (m) out.push({level: m[1].length, text: m[2], line: i + 1});
  });
  return out;
}

/** What the rules need besides the page; tests pass their own. */
export type CheckContext = {
  minWords?: typeof MIN_WORDS;
  versions?: VersionTable;
  /** Flags unleash-server defines (see experimental-flags.ts); undefined skips that rule. */
  experimentalFlags?: ReadonlyMap<string, string>;
  today?: Date;
};

/** Applies every rule to one page. */
export function checkPage(page: ParsedPage, context: CheckContext = {}): Finding[] {
  const {minWords: table = MIN_WORDS, versions = PRODUCTS, experimentalFlags, today} = context;
  const findings: Finding[] = [];
  const file = sourceFileOf(page.relPath);
  const add = (rule: string, message: string) => findings.push({file, rule, message});
  const fm = page.frontMatter;
  if (page.frontMatterError) {
    add('front-matter', page.frontMatterError);
    return findings;
  }

  if (typeof fm.title !== 'string' || fm.title.trim() === '') {
    add('front-matter', 'field "title" is required and must be a non-empty string');
  }
  if (typeof fm.description !== 'string' || fm.description.trim() === '') {
    add('front-matter', 'field "description" is required and must be a non-empty string');
  } else {
    const len = fm.description.trim().length;
    if (len < DESCRIPTION_LENGTH.min || len > DESCRIPTION_LENGTH.max) {
      add(
        'front-matter',
        `field "description" should be one sentence of ${DESCRIPTION_LENGTH.min}-${DESCRIPTION_LENGTH.max} characters (has ${len})`,
      );
    }
  }
  for (const field of ['sidebar_label', 'slug'] as const) {
    if (fm[field] !== undefined && typeof fm[field] !== 'string')
      add('front-matter', `field "${field}" must be a string`);
  }
  if (fm.keywords !== undefined && !Array.isArray(fm.keywords)) add('front-matter', 'field "keywords" must be a list');
  // YAML reads an unquoted null, true or 12 in the list as a non-string, which Docusaurus rejects at build time.
  if (Array.isArray(fm.keywords)) {
    fm.keywords.forEach((keyword: unknown, index: number) => {
      if (typeof keyword !== 'string')
        add(
          'front-matter',
          `field "keywords[${index}]" must be a string (quote ${JSON.stringify(keyword)} in the list)`,
        );
    });
  }

  const headings = headingsOf(page.body);
  for (const h of headings.filter((x) => x.level === 1)) {
    add('one-h1', `line ${h.line}: the title is the page's only H1; use "##" for "${h.text}"`);
  }
  const placeholder = PLACEHOLDER.exec(page.body.replace(/^(```|~~~)[\s\S]*?^\1\s*$/gm, ''));
  if (placeholder) add('no-placeholder', `contains placeholder text "${placeholder[0]}"`);

  // A tutorial teaches by building something: at least three code blocks that name their language.
  if (/^\/feature-flag-tutorials\/(?!use-cases\/).+/.test(page.url) && !page.isLanding) {
    const fences = page.body.match(/^\s*(```|~~~)[\w+-]+/gm) ?? [];
    if (fences.length < 3)
      add('tutorial-code', `${fences.length} code blocks with a language; a tutorial needs at least 3`);
  }

  const words = countProseWords(page.body);
  const min = minWordsFor(page.url, table);
  if (!page.isLanding && words < min) {
    add('min-words', `${words} prose words; pages under ${page.url} need at least ${min}`);
  }

  // What the page was checked against: required in the families that describe product behaviour,
  // validated wherever a page has one. A stale record lists the page for re-checking.
  if (fm.checked !== undefined || (recordRequiredFor(page.url) && !page.isLanding)) {
    const {record, problems} = parseVersionRecord(fm.checked, versions, today);
    for (const problem of problems) add('version-record', problem);
    if (record) for (const problem of staleEntries(record, versions)) add('version-record', problem);
  }
  for (const problem of lifecycleNoteProblems(page.body, experimentalFlags)) add('lifecycle-note', problem);
  return findings;
}

/** Attributes of every use of a JSX component in a body (outside code blocks). */
export function componentUses(body: string, name: string): {line: number; attributes: Record<string, string>}[] {
  const uses: {line: number; attributes: Record<string, string>}[] = [];
  let inFence = false;
  const lines = body.split('\n');
  lines.forEach((line, i) => {
    if (/^\s*(```|~~~)/.test(line)) inFence = !inFence;
    if (inFence) return;
    for (const m of line.matchAll(new RegExp(`<${name}\\b([^>]*)>`, 'g'))) {
      const attributes: Record<string, string> = {};
      for (const a of m[1].matchAll(/([A-Za-z]+)="([^"]*)"/g)) attributes[a[1]] = a[2];
      uses.push({line: i + 1, attributes});
    }
  });
  return uses;
}

/**
 * <Experimental flag="…"> must name a flag that unleash-server defines, with the environment
 * variable the server reads for it; <Deprecated since="…"> must say since when and wrap the
 * replacement in its children.
 */
export function lifecycleNoteProblems(body: string, experimentalFlags?: ReadonlyMap<string, string>): string[] {
  const problems: string[] = [];
  for (const {line, attributes} of componentUses(body, 'Experimental')) {
    const {flag, product = 'unleash'} = attributes;
    if (!flag) {
      problems.push(`line ${line}: <Experimental> needs flag="<name of the flag that turns it on>"`);
    } else if (product === 'unleash' && experimentalFlags) {
      const variable = experimentalFlags.get(flag);
      if (variable === undefined) {
        problems.push(`line ${line}: <Experimental flag="${flag}">: unleash-server defines no such flag`);
      } else if ((attributes.env ?? '') !== variable) {
        problems.push(
          variable
            ? `line ${line}: <Experimental flag="${flag}"> needs env="${variable}", the variable the server reads`
            : `line ${line}: <Experimental flag="${flag}">: the server reads no environment variable for it; drop env`,
        );
      }
    }
  }
  for (const {line, attributes} of componentUses(body, 'Deprecated')) {
    if (!attributes.since) problems.push(`line ${line}: <Deprecated> needs since="<product and version>"`);
  }
  for (const m of body.matchAll(/<Deprecated\b[^>]*\/>/g)) {
    const line = body.slice(0, m.index).split('\n').length;
    problems.push(
      `line ${line}: <Deprecated> must wrap what replaces the feature: <Deprecated since="…">Use …</Deprecated>`,
    );
  }
  return problems;
}

/** Internal links in a page body: markdown links and to/href attributes to absolute site paths. */
export function internalLinksOf(body: string): string[] {
  const links = new Set<string>();
  const text = body.replace(/^(```|~~~)[\s\S]*?^\1\s*$/gm, '');
  for (const m of text.matchAll(/\]\((\/[^)\s]*)\)|\b(?:to|href)=["'](\/[^"']*)["']/g)) {
    links.add(m[1] ?? m[2]);
  }
  return [...links];
}

/** Checks that every internal link points to a known page URL (or a route outside docs). */
export function checkLinks(pages: ParsedPage[], extraRoutes: (url: string) => boolean): Finding[] {
  const urls = new Set(pages.map((p) => p.url));
  const findings: Finding[] = [];
  for (const page of pages) {
    for (const link of internalLinksOf(page.body)) {
      const path = link.split(/[#?]/)[0].replace(/\/$/, '') || '/';
      if (/\.(png|jpe?g|svg|gif|webp|txt|xml|json|yaml|md)$/.test(path)) continue;
      if (!urls.has(path) && !extraRoutes(path)) {
        findings.push({
          file: sourceFileOf(page.relPath),
          rule: 'internal-link',
          message: `links to ${link}, which is not a page`,
        });
      }
    }
  }
  return findings;
}
