/**
 * Pure logic of scripts/url-history/derive.ts: how each generation of the Unleash docs site turned a
 * Markdown file into a URL, how redirect rules expand into URLs, and the TSV format.
 */
import {createRequire} from 'node:module';
import path from 'node:path';

import {KIND_RANK, type UrlRecord} from '../../plugins/redirects/history';

export {toTsv, type UrlRecord} from '../../plugins/redirects/history';

export type FrontMatter = {id?: string; slug?: string; draft?: boolean};

/** `id`, `slug` and `draft` of a Markdown file's front matter (the only fields that shape its URL). */
export function frontMatterFields(text: string): FrontMatter {
  const block = /^\uFEFF?---\r?\n([\s\S]*?)\r?\n---/.exec(text)?.[1];
  if (!block) return {};
  const field = (name: string) => {
    const m = new RegExp(`^${name}:[ \\t]*(.*?)[ \\t]*$`, 'm').exec(block);
    if (!m) return undefined;
    const value = m[1].replace(/^(['"])(.*)\1$/, '$2');
    return value === '' ? undefined : value;
  };
  return {id: field('id'), slug: field('slug'), draft: field('draft') === 'true'};
}

/** Docusaurus strips `01-`, `1_`, `02.` prefixes from file and folder names. */
export function stripNumberPrefix(name: string): string {
  const m = /^\d+\s*[-_.]+\s*([^-_.\s].*)$/.exec(name);
  return m ? m[1] : name;
}

const clean = (url: string) => {
  const normal = path.posix.normalize(url).replace(/\/+$/, '');
  return normal === '' ? '/' : normal;
};

/**
 * First-generation site (Docusaurus 1, 2018–2021): every doc under `/docs/`, named by its front
 * matter `id` (or file name), prefixed with its sub-folder.
 */
export function docsV1Url(rel: string, fm: FrontMatter): string {
  const dir = path.posix.dirname(rel);
  const id = fm.id ?? path.posix.basename(rel).replace(/\.mdx?$/, '');
  return clean(`/docs/${dir === '.' ? '' : `${dir}/`}${id}`);
}

/**
 * Docusaurus 2 and 3 with `routeBasePath: '/'` (2021–2026): an absolute `slug` wins; a relative one
 * resolves against the folder; otherwise the folder plus the `id` (or the file name), with number
 * prefixes stripped. From 2.0.0-beta.15 (on main from 2022-01-27) `index`, `README` and a file named
 * like its folder stand for the folder itself; before that, `index` was a page `/folder/index`.
 */
export function docsV2Url(rel: string, fm: FrontMatter, date: string): string {
  const parts = rel.split('/');
  const file = parts.pop()!.replace(/\.mdx?$/, '');
  const dirUrl = `/${parts.map(stripNumberPrefix).join('/')}`;
  if (fm.slug?.startsWith('/')) return clean(fm.slug);
  if (fm.slug) return clean(path.posix.resolve(dirUrl, fm.slug));
  const lastDir = parts.at(-1)?.toLowerCase();
  const isIndex = ['index', 'readme'].includes(file.toLowerCase()) || file.toLowerCase() === lastDir;
  if (date >= '2022-01-27' && isIndex) return clean(dirUrl);
  return clean(path.posix.join(dirUrl, fm.id ?? stripNumberPrefix(file)));
}

/**
 * A redirect source as written in the site's config: alternations (`:lang(go|java)`, `(a|b)`,
 * an optional `(reference/)?`) expand to every concrete path; catch-alls (`:path*`, `.*`) stay as
 * they are (kind `rule`: their concrete URLs are the pages of the history they matched).
 */
export function expandRedirectSource(raw: string): string[] {
  const source = raw.replace(/\/+$/, '') || '/';
  const group = /(:\w+)?\(([^()]*)\)(\?)?/.exec(source);
  if (!group) return [source];
  const alternatives = group[2].split('|');
  if (alternatives.some((a) => /[.*+[\]\\^$]/.test(a))) return [source];
  if (group[3] === '?') alternatives.push('');
  const before = source.slice(0, group.index);
  const after = source.slice(group.index + group[0].length);
  return alternatives.flatMap((alt) => expandRedirectSource(`${before}${alt}${after}`.replace(/\/{2,}/g, '/')));
}

const lodashKebabCase = createRequire(__filename)('lodash/kebabCase') as (value: string) => string;

/** The page name docusaurus-plugin-openapi-docs gives an operation: lodash's kebabCase of its id. */
export function kebabOperationId(operationId: string): string {
  return lodashKebabCase(operationId);
}

/**
 * One row per URL: its earliest and latest dates over every record, the source of the most direct
 * kind (a page file before a generated page, an operation, a redirect source), earliest first.
 */
export function mergeRecords(records: UrlRecord[]): UrlRecord[] {
  const byUrl = new Map<string, UrlRecord>();
  const sorted = [...records].sort(
    (a, b) => KIND_RANK[a.kind] - KIND_RANK[b.kind] || a.firstSeen.localeCompare(b.firstSeen),
  );
  for (const r of sorted) {
    const prev = byUrl.get(r.url);
    if (!prev) byUrl.set(r.url, {...r});
    else {
      if (r.firstSeen < prev.firstSeen) prev.firstSeen = r.firstSeen;
      if (r.lastSeen > prev.lastSeen) prev.lastSeen = r.lastSeen;
    }
  }
  return [...byUrl.values()].sort((a, b) => a.url.localeCompare(b.url));
}
