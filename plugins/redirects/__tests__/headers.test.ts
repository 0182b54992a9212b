import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {securityFromEnv, securityHeaders, BASE_DIRECTIVES} from '../../../src/data/security-headers';
import {
  CACHE_ONLY,
  hostConfigProblems,
  nginxAddHeaders,
  nginxHeaderMaps,
  readNetlifyHeaders as fromNetlify,
  readNginxHeaders as fromNginx,
  readVercelHeaders as fromVercel,
  toNetlifyHeaders,
  vercelHeaderRules,
} from '../headers';
import {toNginxConf, toVercelJson} from '../table';

const headers = securityHeaders(securityFromEnv({CSP_REPORT_URI: 'https://r.example.com/csp'}), {
  ...BASE_DIRECTIVES,
  'script-src': ["'self'", "'sha256-abc+/='"],
});
const redirects = new Map([['/old', '/new']]);

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

describe('the header forms', () => {
  const set = {
    all: [['X-A', 'say "$x" \\ y'] as [string, string]],
    assets: [['Cache-Control', 'immutable'] as [string, string]],
    other: [['Cache-Control', 'no-cache'] as [string, string]],
  };

  it('nginx: a map per header that differs for assets, quoting ", \\ and $', () => {
    assert.equal(
      nginxHeaderMaps(set),
      'map $uri $unleash_docs_cache_control {\n  ~^/assets/ "immutable";\n  default "no-cache";\n}\n',
    );
    assert.equal(
      nginxAddHeaders(set),
      '  add_header X-A "say \\"\\$x\\" \\\\ y" always;\n  add_header Cache-Control $unleash_docs_cache_control always;',
    );
  });

  it('_headers and vercel.json: one rule for every path, one for assets, none when empty', () => {
    assert.equal(
      toNetlifyHeaders(set).split('\n').slice(1).join('\n'),
      '/*\n  X-A: say "$x" \\ y\n/assets/*\n  Cache-Control: immutable\n',
    );
    assert.deepEqual(vercelHeaderRules(set), [
      {source: '/(.*)', headers: [{key: 'X-A', value: 'say "$x" \\ y'}]},
      {source: '/assets/(.*)', headers: [{key: 'Cache-Control', value: 'immutable'}]},
    ]);
    assert.deepEqual(vercelHeaderRules(CACHE_ONLY), [
      {source: '/assets/(.*)', headers: [{key: 'Cache-Control', value: 'public, max-age=31536000, immutable'}]},
    ]);
  });

  it('each form reads back as the header set it was written from', () => {
    const configs = {
      'nginx.conf': toNginxConf(redirects, {headers: set}),
      _headers: toNetlifyHeaders(set),
      'vercel.json': toVercelJson(redirects, set),
    };
    assert.deepEqual(hostConfigProblems(set, configs), []);
  });
});

describe('hostConfigProblems', () => {
  const configs = () => ({
    'nginx.conf': toNginxConf(redirects, {headers}),
    _headers: toNetlifyHeaders(headers),
    'vercel.json': toVercelJson(redirects, headers),
  });

  it('finds nothing in the configs as written', () => {
    assert.deepEqual(hostConfigProblems(headers, configs()), []);
  });

  it('names the file and header that is missing, changed or extra', () => {
    const c = configs();
    c['nginx.conf'] = c['nginx.conf'].replace(/^ {2}add_header X-Content-Type-Options .*\n/m, '');
    c._headers = c._headers.replace('Referrer-Policy: strict-origin-when-cross-origin', 'Referrer-Policy: unsafe-url');
    c['vercel.json'] = c['vercel.json'].replace('"key": "X-Frame-Options"', '"key": "X-Extra"');
    assert.deepEqual(hostConfigProblems(headers, c), [
      'nginx.conf: X-Content-Type-Options is missing for every response',
      '_headers: Referrer-Policy for every response reads back as "unsafe-url"',
      'vercel.json: X-Frame-Options is missing for every response',
      'vercel.json: X-Extra for every response is not in the header set',
    ]);
  });

  it('says which file cannot be read at all', () => {
    assert.match(
      hostConfigProblems(headers, {...configs(), 'vercel.json': '{"headers": ['})[0],
      /^vercel\.json cannot be read back: /,
    );
  });
});
