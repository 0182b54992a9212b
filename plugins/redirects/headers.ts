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

/** The headers a host config sends: on every response (`all`) and in addition on hashed assets. */
export type ConfigHeaders = {all: Map<string, string>; assets: Map<string, string>};

const nginxUnquote = (value: string) => value.replace(/^"|"$/g, '').replace(/\\(["\\$])/g, '$1');

/** Reads back what an nginx config from toNginxConf sends to a page and to an asset. */
export function readNginxHeaders(conf: string): ConfigHeaders {
  const maps = new Map<string, {asset: string; other: string}>();
  for (const [, variable, body] of conf.matchAll(/^map \$uri (\$\w+) \{\n([\s\S]*?)\n\}/gm)) {
    const asset = /~\^\/assets\/ ("(?:[^"\\]|\\.)*");/.exec(body)?.[1];
    const other = /default ("(?:[^"\\]|\\.)*");/.exec(body)?.[1];
    if (asset !== undefined && other !== undefined) {
      maps.set(variable, {asset: nginxUnquote(asset), other: nginxUnquote(other)});
    }
  }
  const all = new Map<string, string>();
  const assets = new Map<string, string>();
  for (const [, name, value] of conf.matchAll(/^ {2}add_header (\S+) ("(?:[^"\\]|\\.)*"|\$\w+) always;$/gm)) {
    const mapped = maps.get(value);
    // A mapped header differs between assets and the rest: only its asset value is compared here,
    // as `_headers` and vercel.json leave the pages' revalidation to the host's default.
    if (mapped) assets.set(name, mapped.asset);
    else all.set(name, nginxUnquote(value));
  }
  return {all, assets};
}

/** Reads back the `/*` and `/assets/*` rules of a `_headers` file. */
export function readNetlifyHeaders(text: string): ConfigHeaders {
  const rules = new Map<string, Map<string, string>>();
  let current: Map<string, string> | undefined;
  for (const line of text.split('\n')) {
    if (line.startsWith('#') || !line.trim()) continue;
    if (!line.startsWith(' ')) rules.set(line.trim(), (current = new Map<string, string>()));
    else {
      const colon = line.indexOf(':');
      current?.set(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
    }
  }
  return {
    all: rules.get('/*') ?? new Map<string, string>(),
    assets: rules.get('/assets/*') ?? new Map<string, string>(),
  };
}

/** Reads back the `/(.*)` and `/assets/(.*)` header rules of a vercel.json. */
export function readVercelHeaders(json: string): ConfigHeaders {
  const rules = (JSON.parse(json) as {headers?: {source: string; headers: {key: string; value: string}[]}[]}).headers;
  const get = (source: string) =>
    new Map<string, string>(rules?.find((r) => r.source === source)?.headers.map((h) => [h.key, h.value]));
  return {all: get('/(.*)'), assets: get('/assets/(.*)')};
}

/**
 * Compares what each written config sends with the header set it was written from, and names the
 * file and header that differ: a config that does not read back as written is malformed.
 */
export function hostConfigProblems(
  headers: HeaderSet,
  configs: {'nginx.conf': string; _headers: string; 'vercel.json': string},
): string[] {
  const expected: ConfigHeaders = {all: new Map(headers.all), assets: new Map(headers.assets)};
  const problems: string[] = [];
  const readers: [keyof typeof configs, (text: string) => ConfigHeaders][] = [
    ['nginx.conf', readNginxHeaders],
    ['_headers', readNetlifyHeaders],
    ['vercel.json', readVercelHeaders],
  ];
  for (const [file, read] of readers) {
    let found: ConfigHeaders;
    try {
      found = read(configs[file]);
    } catch (error) {
      problems.push(`${file} cannot be read back: ${(error as Error).message}`);
      continue;
    }
    for (const scope of ['all', 'assets'] as const) {
      const where = scope === 'all' ? 'every response' : 'hashed assets';
      for (const [name, value] of expected[scope]) {
        const got = found[scope].get(name);
        if (got === undefined) problems.push(`${file}: ${name} is missing for ${where}`);
        else if (got !== value) problems.push(`${file}: ${name} for ${where} reads back as "${got.slice(0, 80)}"`);
      }
      for (const name of found[scope].keys()) {
        if (!expected[scope].has(name)) problems.push(`${file}: ${name} for ${where} is not in the header set`);
      }
    }
  }
  return problems;
}
