/**
 * The site's response headers (src/data/security-headers.ts) in each host's form. Pure; used by
 * the host configs of table.ts and by scripts/write-host-configs.ts.
 */
import {ASSET_CACHE, PAGE_CACHE, type HeaderSet} from '../../src/data/security-headers';

/** Only the cache headers: for a site served without our security policy (the bench's stock site). */
export const CACHE_ONLY: HeaderSet = {
  all: [],
  assets: [['Cache-Control', ASSET_CACHE]],
  other: [['Cache-Control', PAGE_CACHE]],
};

const nginxQuote = (value: string) => `"${value.replace(/["\\$]/g, (c) => `\\${c}`)}"`;
const variableFor = (name: string) => `$unleash_docs_${name.toLowerCase().replace(/[^a-z0-9]/g, '_')}`;

/**
 * nginx: headers that differ between hashed assets and the rest become `map`s (http level), and
 * every header is one `add_header … always` at server level. No location has an add_header of
 * its own, since one would drop all of the server's (nginx's inheritance rule), and `always`
 * sends them with the 404 page and redirects too.
 */
export function nginxHeaderMaps(headers: HeaderSet): string {
  const names = [...new Set([...headers.assets, ...headers.other].map(([name]) => name))];
  return names
    .map((name) => {
      const value = (list: [string, string][]) => list.find(([n]) => n === name)?.[1] ?? '';
      return `map $uri ${variableFor(name)} {\n  ~^/assets/ ${nginxQuote(value(headers.assets))};\n  default ${nginxQuote(value(headers.other))};\n}\n`;
    })
    .join('');
}

export function nginxAddHeaders(headers: HeaderSet): string {
  const names = [...new Set([...headers.assets, ...headers.other].map(([name]) => name))];
  return [
    ...headers.all.map(([name, value]) => `  add_header ${name} ${nginxQuote(value)} always;`),
    ...names.map((name) => `  add_header ${name} ${variableFor(name)} always;`),
  ].join('\n');
}

/**
 * Netlify and Cloudflare Pages `_headers`: one rule for every path and one for hashed assets.
 * Both hosts join the values of a header set by two matching rules, so the pages' revalidating
 * Cache-Control is left to them (it is their default); Cloudflare allows 100 rules and 2,000
 * characters per header value.
 */
export function toNetlifyHeaders(headers: HeaderSet): string {
  const block = (pattern: string, list: [string, string][]) =>
    list.length > 0 ? `${pattern}\n${list.map(([name, value]) => `  ${name}: ${value}`).join('\n')}\n` : '';
  return `# Generated from src/data/security-headers.ts by scripts/write-host-configs.ts. Do not edit.\n${block(
    '/*',
    headers.all,
  )}${block('/assets/*', headers.assets)}`;
}

/** Vercel: the same two rules as `_headers` (Vercel's own default revalidates pages). */
export function vercelHeaderRules(headers: HeaderSet): {source: string; headers: {key: string; value: string}[]}[] {
  const rule = (source: string, list: [string, string][]) => ({
    source,
    headers: list.map(([key, value]) => ({key, value})),
  });
  return [rule('/(.*)', headers.all), rule('/assets/(.*)', headers.assets)].filter((r) => r.headers.length > 0);
}
