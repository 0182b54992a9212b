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

export type RedirectProblem = {from: string; problem: string};

/**
 * Source → target for every variant. A variant that is itself a live page (for example
 * `/quickstart` for the alias `/docs/quickstart`) is left to the page.
 */
export function buildRedirectMap(entries: RedirectEntry[], liveRoutes: ReadonlySet<string>): Map<string, string> {
  const map = new Map<string, string>();
  for (const {from, to} of entries) {
    for (const source of sourceVariants(from)) {
      const asPage = source.replace(/\.html?$/, '');
      if (liveRoutes.has(source) || (source !== asPage && liveRoutes.has(asPage))) continue;
      map.set(source, to);
    }
  }
  return map;
}

/** What would make the table wrong: missing targets, sources that are pages, chains, duplicates. */
export function validateRedirects(entries: RedirectEntry[], liveRoutes: ReadonlySet<string>): RedirectProblem[] {
  const problems: RedirectProblem[] = [];
  const seen = new Map<string, string>();
  const sources = new Set(entries.map((e) => e.from));
  for (const {from, to} of entries) {
    if (!from.startsWith('/') || /\.html?$/.test(from) || from.startsWith('/docs/')) {
      problems.push({from, problem: 'write sources as a path without /docs and without an extension'});
    }
    if (!liveRoutes.has(to)) problems.push({from, problem: `target ${to} is not a page of the build`});
    if (liveRoutes.has(from)) problems.push({from, problem: 'source is a live page; remove the redirect or the page'});
    if (sources.has(to)) problems.push({from, problem: `target ${to} is itself redirected (a chain)`});
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

/** Vercel: exact-path permanent redirects, clean URLs, no trailing slash, the site's headers. */
export function toVercelJson(map: Map<string, string>, headers: HeaderSet = CACHE_ONLY): string {
  return `${JSON.stringify(
    {
      cleanUrls: true,
      trailingSlash: false,
      redirects: sorted(map).map(([source, destination]) => ({source, destination, statusCode: 301})),
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
  const lines = sorted(map).map(([from, to]) => `  ${nginxQuote(from)} ${nginxQuote(to)};`);
  return `# Generated from src/data/redirects.ts and src/data/security-headers.ts by scripts/write-host-configs.ts. Do not edit.
map_hash_bucket_size 256;
map $uri $unleash_docs_redirect {
  default "";
${lines.join('\n')}
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
    return 301 $unleash_docs_redirect$is_args$args;
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
