import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {securityFromEnv, securityHeaders, BASE_DIRECTIVES} from '../../../src/data/security-headers';
import {CACHE_ONLY, toNetlifyHeaders} from '../headers';
import {toNginxConf, toVercelJson} from '../table';

const headers = securityHeaders(securityFromEnv({CSP_REPORT_URI: 'https://r.example.com/csp'}), {
  ...BASE_DIRECTIVES,
  'script-src': ["'self'", "'sha256-abc+/='"],
});
const redirects = new Map([['/old', '/new']]);

type Rules = {all: Map<string, string>; assets: Map<string, string>};

/** The headers the nginx config sends for a page and for an asset, read back from its text. */
function fromNginx(conf: string): Rules {
  const unquote = (v: string) => v.replace(/^"|"$/g, '').replace(/\\(["\\$])/g, '$1');
  const maps = new Map<string, {asset: string; other: string}>();
  for (const [, variable, body] of conf.matchAll(/^map \$uri (\$\w+) \{\n([\s\S]*?)\n\}/gm)) {
    const asset = /~\^\/assets\/ ("(?:[^"\\]|\\.)*");/.exec(body)?.[1];
    const other = /default ("(?:[^"\\]|\\.)*");/.exec(body)?.[1];
    if (asset !== undefined && other !== undefined) maps.set(variable, {asset: unquote(asset), other: unquote(other)});
  }
  const all = new Map<string, string>();
  const assets = new Map<string, string>();
  for (const [, name, value] of conf.matchAll(/^ {2}add_header (\S+) ("(?:[^"\\]|\\.)*"|\$\w+) always;$/gm)) {
    const mapped = maps.get(value);
    if (mapped) assets.set(name, mapped.asset);
    else all.set(name, unquote(value));
  }
  return {all, assets};
}

function fromNetlify(text: string): Rules {
  const rules = new Map<string, Map<string, string>>();
  let current: Map<string, string> | undefined;
  for (const line of text.split('\n')) {
    if (line.startsWith('#') || !line.trim()) continue;
    if (!line.startsWith(' ')) rules.set(line, (current = new Map<string, string>()));
    else current?.set(line.trim().split(': ')[0], line.trim().split(': ').slice(1).join(': '));
  }
  return {
    all: rules.get('/*') ?? new Map<string, string>(),
    assets: rules.get('/assets/*') ?? new Map<string, string>(),
  };
}

function fromVercel(json: string): Rules {
  const rules = (JSON.parse(json) as {headers: {source: string; headers: {key: string; value: string}[]}[]}).headers;
  const get = (source: string) =>
    new Map<string, string>(rules.find((r) => r.source === source)?.headers.map((h) => [h.key, h.value]));
  return {all: get('/(.*)'), assets: get('/assets/(.*)')};
}

describe('the host configs', () => {
  const nginx = toNginxConf(redirects, {headers});
  const hosts = {
    nginx: fromNginx(nginx),
    netlify: fromNetlify(toNetlifyHeaders(headers)),
    vercel: fromVercel(toVercelJson(redirects, headers)),
  };

  it('carry the same security headers on every response, and the same cache header on assets', () => {
    const expected = new Map(headers.all);
    for (const [host, rules] of Object.entries(hosts)) {
      assert.deepEqual(rules.all, expected, host);
      assert.deepEqual(rules.assets, new Map([['Cache-Control', 'public, max-age=31536000, immutable']]), host);
    }
    for (const name of [
      'Content-Security-Policy',
      'Strict-Transport-Security',
      'X-Content-Type-Options',
      'Referrer-Policy',
      'Permissions-Policy',
      'X-Frame-Options',
      'Reporting-Endpoints',
    ]) {
      assert.ok(expected.has(name), name);
    }
  });

  it('nginx: no location has an add_header of its own (it would drop the server-level ones)', () => {
    for (const [, body] of nginx.matchAll(/^ {2}location [^{]+\{([^}]*)\}/gm)) assert.doesNotMatch(body, /add_header/);
    assert.match(nginx, /^ {2}add_header Cache-Control \$unleash_docs_cache_control always;$/m);
    assert.match(nginx, /default "public, max-age=0, must-revalidate";/);
    assert.match(nginx, /script-src 'self' 'sha256-abc\+\/='/);
  });

  it('nginx: keeps the config files themselves out of reach', () => {
    assert.match(
      nginx,
      /location ~ \^\/\(nginx\\\.conf\|redirects\\\.json\|_redirects\|_headers\|vercel\\\.json\|headers\\\.json\)\$/,
    );
  });

  it('without a policy (the bench stock site), only cache headers', () => {
    assert.deepEqual(fromNginx(toNginxConf(redirects, {headers: CACHE_ONLY})).all, new Map());
    assert.doesNotMatch(toNginxConf(redirects), /Content-Security-Policy/);
  });
});
