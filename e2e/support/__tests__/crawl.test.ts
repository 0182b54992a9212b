import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {checkLinksAndAnchors, formatReport, resolveHref, sitemapPaths} from '../crawl';

const origin = 'http://127.0.0.1:3000';

describe('sitemapPaths', () => {
  it('reads the paths of every <loc>, whatever the configured origin', () => {
    const xml =
      '<urlset><url><loc>https://docs.getunleash.io/</loc></url><url><loc>https://docs.getunleash.io/how-to/sso</loc></url></urlset>';
    assert.deepEqual(sitemapPaths(xml), ['/', '/how-to/sso']);
  });
});

describe('resolveHref', () => {
  it('resolves relative links and normalises .html and trailing slashes', () => {
    assert.deepEqual(resolveHref('../b#x', '/a/c', origin), {path: '/b', hash: 'x'});
    assert.deepEqual(resolveHref('/q.html', '/', origin), {path: '/q', hash: ''});
    assert.deepEqual(resolveHref('#top', '/a', origin), {path: '/a', hash: 'top'});
  });
  it('ignores other hosts', () => {
    assert.equal(resolveHref('https://github.com/Unleash', '/', origin), null);
  });
});

describe('checkLinksAndAnchors', () => {
  const pages = [
    {path: '/a', ids: ['intro'], links: ['/b#usage', '/b#missing', '/gone', 'https://example.com', '#intro']},
    {path: '/b', ids: ['usage'], links: []},
  ];
  it('reports links to missing pages and fragments with no matching id', () => {
    const failures = checkLinksAndAnchors(pages, origin, () => false);
    assert.deepEqual(
      failures.map((f) => `${f.rule} ${f.path} ${f.detail}`),
      [
        'broken-anchor /a /b#missing: no element with id "missing" on /b',
        'broken-link /a /gone is not a page of the build',
      ],
    );
  });
  it('accepts routes that are not in the sitemap when told so', () => {
    assert.equal(checkLinksAndAnchors(pages, origin, (p) => p === '/gone').length, 1);
  });
  it('groups failures by rule in the report', () => {
    const report = formatReport(
      2,
      checkLinksAndAnchors(pages, origin, () => false),
      1.5,
    );
    assert.match(report, /Pages checked: 2\. Failures: 2\. Time: 1\.5 s\./);
    assert.match(report, /## broken-anchor \(1\)/);
  });
});
