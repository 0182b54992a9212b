/**
 * Pure logic behind the redirect plugin: expands the legacy table into every source form readers
 * use, checks it against the built routes and renders it for each host.
 */
import type {RedirectEntry} from '../../src/data/redirects';
import type {HeaderSet} from '../../src/data/security-headers';
import {CACHE_ONLY, nginxAddHeaders, nginxHeaderMaps, vercelHeaderRules} from './headers';

/** With and without the old `/docs` prefix, bare and with `.html` or `.htm`. */
export function sourceVariants(from: string): string[] {
  const base = from.replace(/^\/docs(?=\/|$)/, '') || '/';
  const prefixes = base === '/' ? ['/docs'] : [base, `/docs${base}`];
  return prefixes.flatMap((p) => [p, `${p}.html`, `${p}.htm`]);
}

/**
 * The first site's ids used underscores (`/advanced/custom_activation_strategy`) where its file
 * names and later pages used hyphens; readers and other sites wrote both. A source with
 * underscores also answers with hyphens.
 */
export function hyphenVariant(from: string): string | undefined {
  return from.includes('_') ? from.replace(/_/g, '-') : undefined;
}

/** The path a historical URL stands for: without `/docs`, extension or trailing slash. */
export function normalizeLegacyPath(url: string): string {
  const path = url
    .split(/[?#]/)[0]
    .replace(/\.html?$/, '')
    .replace(/\/index$/, '')
    .replace(/\/+$/, '');
  return path.replace(/^\/docs(?=\/|$)/, '') || '/';
}

/** The page part of a target (`/reference/rbac#custom-root-roles` → `/reference/rbac`). */
export const targetPage = (to: string) => to.split('#')[0];

export type RedirectPattern = {
  family: RedirectEntry['family'];
  /** What the rule stands for, for the docs and the build log. */
  description: string;
  test: RegExp;
  /** The page for a matching path (`isPage` tells which candidates exist), or undefined to let the next rule try. */
  to: (match: RegExpExecArray, isPage: (route: string) => boolean) => string | undefined;
};

export type RedirectProblem = {from: string; problem: string};

/**
 * Where every legacy path goes: the table's entries, then, for each URL of the history that is
 * neither a page nor in the table, the first pattern whose target is a page (followed through
 * the table, so that a pattern never makes a chain). Paths that are pages map to themselves, so
 * that their `/docs` and extension forms redirect to them.
 */
export function resolveLegacyPaths(
  entries: RedirectEntry[],
  liveRoutes: ReadonlySet<string>,
  history: readonly string[] = [],
  patterns: readonly RedirectPattern[] = [],
): {targets: Map<string, string>; unmapped: string[]} {
  const targets = new Map<string, string>();
  for (const {from, to} of entries) if (!targets.has(from)) targets.set(from, to);
  const hyphenated = new Map<string, string>();
  for (const {from, to} of entries) {
    const hyphens = hyphenVariant(from);
    if (hyphens && !targets.has(hyphens)) hyphenated.set(hyphens, to);
  }
  const unmapped: string[] = [];
  for (const url of history) {
    const path = normalizeLegacyPath(url);
    if (targets.has(path)) continue;
    if (liveRoutes.has(path)) {
      targets.set(path, path);
      continue;
    }
    if (hyphenated.has(path)) {
      targets.set(path, hyphenated.get(path)!);
      continue;
    }
    let found: string | undefined;
    for (const pattern of patterns) {
      const match = pattern.test.exec(path);
      const to = match
        ? pattern.to(match, (route) => liveRoutes.has(targetPage(targets.get(route) ?? route)))
        : undefined;
      if (!to) continue;
      const direct = targets.get(to) ?? to;
      if (liveRoutes.has(targetPage(direct))) {
        found = direct;
        break;
      }
    }
    if (found) targets.set(path, found);
    else unmapped.push(url);
  }
  return {targets, unmapped: [...new Set(unmapped)]};
}

/**
 * Source → target for every form readers use (with and without `/docs`, `.html`, `.htm`, and
 * with hyphens for underscores). A form that is itself a live page (for example `/quickstart`
 * for the alias `/docs/quickstart`) is left to the page; the table's own sources win over
 * hyphenated forms of other sources.
 */
export function buildRedirectMap(
  entries: RedirectEntry[],
  liveRoutes: ReadonlySet<string>,
  history: readonly string[] = [],
  patterns: readonly RedirectPattern[] = [],
): Map<string, string> {
  const {targets} = resolveLegacyPaths(entries, liveRoutes, history, patterns);
  const map = new Map<string, string>();
  const add = (from: string, to: string) => {
    for (const source of sourceVariants(from)) {
      const asPage = source.replace(/\.html?$/, '');
      if (liveRoutes.has(source) || (source !== asPage && liveRoutes.has(asPage))) continue;
      if (source === to || map.has(source)) continue;
      map.set(source, to);
    }
  };
  for (const [from, to] of targets) add(from, to);
  // Historical forms that normalise to another path (`/sdks/index`, `/docs/x/` ...).
  for (const url of history) {
    const raw = url.replace(/\.html?$/, '').replace(/\/+$/, '') || '/';
    const to = targets.get(normalizeLegacyPath(url));
    if (to && raw.replace(/^\/docs(?=\/|$)/, '') !== normalizeLegacyPath(url)) add(raw, to);
  }
  for (const [from, to] of targets) {
    const hyphens = hyphenVariant(from);
    if (hyphens && !targets.has(hyphens)) add(hyphens, to);
  }
  return map;
}

/** What would make the table wrong: missing targets, sources that are pages, chains, duplicates. */
export function validateRedirects(entries: RedirectEntry[], liveRoutes: ReadonlySet<string>): RedirectProblem[] {
  const problems: RedirectProblem[] = [];
  const seen = new Map<string, string>();
  const sources = new Set(entries.map((e) => e.from));
  for (const {from, to} of entries) {
    if (!from.startsWith('/') || /\.html?$/.test(from) || from.startsWith('/docs/') || /.\/$/.test(from)) {
      problems.push({from, problem: 'write sources as a path without /docs, extension or trailing slash'});
    }
    if (!liveRoutes.has(targetPage(to))) problems.push({from, problem: `target ${to} is not a page of the build`});
    if (liveRoutes.has(from)) problems.push({from, problem: 'source is a live page; remove the redirect or the page'});
    if (sources.has(targetPage(to))) problems.push({from, problem: `target ${to} is itself redirected (a chain)`});
    const earlier = seen.get(from);
    if (earlier !== undefined) problems.push({from, problem: `listed twice (to ${earlier} and ${to})`});
    seen.set(from, to);
  }
  return problems;
}

const sorted = (map: Map<string, string>) => [...map].sort(([a], [b]) => a.localeCompare(b));

/** Netlify and Cloudflare Pages `_redirects`. Query strings are passed on by both hosts. */
export function toNetlifyRedirects(map: Map<string, string>): string {
  return `# Generated from src/data/redirects.ts by plugins/redirects. Do not edit.\n${sorted(map)
    .map(([from, to]) => `${from} ${to} 301`)
    .join('\n')}\n`;
}

/**
 * Vercel caps the number of routes in vercel.json (about a thousand), and the history has several
 * thousand source forms, so the sources of each target become one rule: a named parameter whose
 * pattern lists every form (`/:legacy(advanced/tags|docs/advanced/tags|advanced/tags\\.html)`),
 * split so that no source is longer than Vercel accepts.
 */
export function toVercelRedirects(
  map: Map<string, string>,
  maxSourceLength = 3500,
): {source: string; destination: string; statusCode: 301}[] {
  const byTarget = new Map<string, string[]>();
  for (const [from, to] of sorted(map)) byTarget.set(to, [...(byTarget.get(to) ?? []), from]);
  const rules: {source: string; destination: string; statusCode: 301}[] = [];
  const escape = (from: string) => from.slice(1).replace(/[.+*?^$()[\]{}|\\:]/g, (c) => `\\${c}`);
  for (const [destination, froms] of byTarget) {
    let group: string[] = [];
    const flush = () => {
      if (group.length > 0) rules.push({source: `/:legacy(${group.join('|')})`, destination, statusCode: 301});
      group = [];
    };
    for (const from of froms) {
      const form = escape(from);
      if (group.length > 0 && `/:legacy(${[...group, form].join('|')})`.length > maxSourceLength) flush();
      group.push(form);
    }
    flush();
  }
  return rules;
}

/** Vercel: permanent redirects grouped per target, clean URLs, no trailing slash, the site's headers. */
export function toVercelJson(map: Map<string, string>, headers: HeaderSet = CACHE_ONLY): string {
  return `${JSON.stringify(
    {
      cleanUrls: true,
      trailingSlash: false,
      redirects: toVercelRedirects(map),
      headers: vercelHeaderRules(headers),
    },
    null,
    2,
  )}\n`;
}

const nginxQuote = (value: string) => `"${value.replace(/["\\$]/g, (c) => `\\${c}`)}"`;

/**
 * An nginx config to include in the `http {}` block: a map of exact sources and a server that
 * answers them with 301 (query string kept), serves `.html` and `/index.html` forms as the clean
 * page, gzip, the site's headers on every response (security headers, a year of caching for
 * hashed assets, revalidation for the rest), and the site's 404 page with status 404.
 * `listen` and `root` are the only lines a maintainer changes.
 */
export function toNginxConf(
  map: Map<string, string>,
  {
    listen = '80',
    root = '/var/www/unleash-docs',
    headers = CACHE_ONLY,
  }: {listen?: string; root?: string; headers?: HeaderSet} = {},
): string {
  const lines = sorted(map).map(([from, to]) => `  ${nginxQuote(from)} ${nginxQuote(targetPage(to))};`);
  const anchors = sorted(map)
    .filter(([, to]) => to.includes('#'))
    .map(([from, to]) => `  ${nginxQuote(from)} ${nginxQuote(to.slice(to.indexOf('#')))};`);
  return `# Generated from src/data/redirects.ts and src/data/security-headers.ts by scripts/write-host-configs.ts. Do not edit.
map_hash_bucket_size 256;
# A legacy path answers with or without a trailing slash.
map $uri $unleash_docs_legacy_path {
  default $uri;
  "~^(?<unleash_docs_trimmed>/.*[^/])/+$" $unleash_docs_trimmed;
}
map $unleash_docs_legacy_path $unleash_docs_redirect {
  default "";
${lines.join('\n')}
}
# The heading a redirect lands on goes after the query string.
map $unleash_docs_legacy_path $unleash_docs_redirect_anchor {
  default "";
${anchors.join('\n')}
}

${nginxHeaderMaps(headers)}
server {
  listen ${listen};
  root ${root};
  absolute_redirect off;
  gzip on;
  gzip_comp_level 6;
  gzip_types text/css application/javascript text/javascript application/json image/svg+xml application/xml text/plain text/markdown;
  # npm run build writes .gz and .br siblings of text files. brotli_static needs the ngx_brotli
  # module (not in Debian's nginx); enable it where the module is installed.
  gzip_static on;
  # brotli_static on;

  # Every response carries these, pages, assets, redirects and the 404 page alike. Do not add an
  # add_header inside a location: nginx would then drop all of these for that location.
${nginxAddHeaders(headers)}

  if ($unleash_docs_redirect) {
    return 301 $unleash_docs_redirect$is_args$args$unleash_docs_redirect_anchor;
  }
  location ~ ^/(nginx\\.conf|redirects\\.json|_redirects|_headers|vercel\\.json|headers\\.json)$ {
    return 404;
  }
  location /assets/ {
    try_files $uri =404;
  }
  location ~ ^(?<page>/.+)/index\\.html$ {
    try_files $page.html $uri =404;
  }
  location / {
    try_files $uri $uri.html $uri/index.html =404;
  }
  error_page 404 /404.html;
}
`;
}
