import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {legacyRedirects, type RedirectEntry} from '../../../src/data/redirects';
import {
  buildRedirectMap,
  sourceVariants,
  toNetlifyRedirects,
  toNginxConf,
  toVercelJson,
  validateRedirects,
} from '../table';

const live = new Set(['/', '/quickstart', '/reference/events', '/reference/sdks/go']);
const entry = (from: string, to: string): RedirectEntry => ({from, to, family: 'renamed'});

describe('sourceVariants', () => {
  it('accepts every source with and without /docs and with .html and .htm', () => {
    assert.deepEqual(sourceVariants('/sdks/go'), [
      '/sdks/go',
      '/sdks/go.html',
      '/sdks/go.htm',
      '/docs/sdks/go',
      '/docs/sdks/go.html',
      '/docs/sdks/go.htm',
    ]);
  });
});

describe('validateRedirects', () => {
  it('accepts a good table', () => {
    assert.deepEqual(validateRedirects([entry('/advanced/audit_log', '/reference/events')], live), []);
  });
  it('rejects missing targets, live sources, chains, duplicates and badly written sources', () => {
    const problems = validateRedirects(
      [
        entry('/a', '/nowhere'),
        entry('/reference/sdks/go', '/reference/events'),
        entry('/b', '/c'),
        entry('/c', '/reference/events'),
        entry('/d', '/reference/events'),
        entry('/d', '/quickstart'),
        entry('/docs/e.html', '/quickstart'),
      ],
      live,
    ).map((p) => `${p.from}: ${p.problem.split(' ').slice(0, 3).join(' ')}`);
    assert.deepEqual(problems, [
      '/a: target /nowhere is',
      '/reference/sdks/go: source is a',
      '/b: target /c is',
      '/b: target /c is',
      '/d: listed twice (to',
      '/docs/e.html: write sources as',
    ]);
  });
});

describe('the real table', () => {
  it('has between 150 and 250 legacy page URLs, plus renamed API operations, and no source written twice', () => {
    // API operation pages renamed to our operation ids are counted apart from the page families.
    const pages = legacyRedirects.filter((e) => e.family !== 'api-operations');
    assert.ok(pages.length >= 150 && pages.length <= 250, `${pages.length} page entries`);
    assert.ok(legacyRedirects.length - pages.length >= 50, 'renamed API operation pages are listed');
    assert.equal(new Set(legacyRedirects.map((e) => e.from)).size, legacyRedirects.length);
  });
  it('covers every family of the spec', () => {
    const families = new Set(legacyRedirects.map((e) => e.family));
    for (const f of [
      'events',
      'api-access',
      'sso',
      'addons',
      'sdks',
      'user-guide',
      'quickstart',
      'legacy-api',
      'deploy',
      'troubleshooting',
      'academy',
      'best-practices',
    ]) {
      assert.ok(families.has(f as RedirectEntry['family']), f);
    }
  });
  it('never chains: no target is also a source', () => {
    const sources = new Set(legacyRedirects.map((e) => e.from));
    assert.deepEqual(
      legacyRedirects.filter((e) => sources.has(e.to)),
      [],
    );
  });
});

describe('host configs', () => {
  const map = buildRedirectMap(
    [entry('/advanced/audit_log', '/reference/events'), entry('/sdks/go', '/reference/sdks/go')],
    live,
  );
  it('expands every variant and leaves live pages alone', () => {
    assert.equal(map.size, 12);
    assert.equal(map.get('/docs/advanced/audit_log.htm'), '/reference/events');
    assert.equal(buildRedirectMap([entry('/x', '/quickstart')], new Set(['/x', '/quickstart'])).has('/x'), false);
  });
  it('renders _redirects, vercel.json and nginx with the same pairs', () => {
    assert.match(toNetlifyRedirects(map), /^\/docs\/sdks\/go\.html \/reference\/sdks\/go 301$/m);
    const vercel = JSON.parse(toVercelJson(map)) as {
      redirects: {source: string; destination: string; statusCode: number}[];
    };
    assert.equal(vercel.redirects.length, 12);
    assert.deepEqual(vercel.redirects[0], {
      source: '/advanced/audit_log',
      destination: '/reference/events',
      statusCode: 301,
    });
    const nginx = toNginxConf(map, {listen: '127.0.0.1:8080', root: '/srv/site'});
    assert.match(nginx, /"\/sdks\/go\.htm" "\/reference\/sdks\/go";/);
    assert.match(nginx, /listen 127\.0\.0\.1:8080;/);
    assert.match(nginx, /return 301 \$unleash_docs_redirect\$is_args\$args;/);
  });
});
