import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {runInNewContext} from 'node:vm';
import {clientRedirectFiles, clientRedirectHtml, isClientRedirectPage, REDIRECT_PAGE_SCRIPT} from '../client-pages';

/** Where a redirect page's script sends a reader who arrived with this query string and hash. */
function landing(html: string, search: string, hash: string): string {
  const canonical = /<link rel="canonical" href="([^"]+)">/.exec(html)![1].replace(/&amp;/g, '&');
  const script = /<script>(.*)<\/script>/.exec(html)![1];
  const replaced: string[] = [];
  runInNewContext(script, {
    URL,
    document: {querySelector: () => ({href: canonical})},
    location: {search, hash, replace: (to: string) => replaced.push(to)},
  });
  return replaced[0];
}

describe('client redirect pages', () => {
  it('send the reader on with their query string and heading, and work without JavaScript', () => {
    const html = clientRedirectHtml('/reference/events', 'https://docs.example.com');
    assert.equal(landing(html, '?x=1', '#install'), '/reference/events?x=1#install');
    assert.match(html, /<meta http-equiv="refresh" content="0; url=\/reference\/events">/);
    assert.match(html, /<link rel="canonical" href="https:\/\/docs\.example\.com\/reference\/events">/);
    assert.match(html, /<meta name="robots" content="noindex">/);
  });
  it("put the target's own heading after the query string, in place of the reader's", () => {
    const html = clientRedirectHtml('/reference/feature-toggles#tags', 'https://docs.example.com');
    assert.equal(landing(html, '?x=1', '#old'), '/reference/feature-toggles?x=1#tags');
  });
  it('carry the same script on every page, so that one hash allows them all', () => {
    const a = clientRedirectHtml('/reference/events', 'https://docs.example.com');
    const b = clientRedirectHtml('/quickstart#install', 'https://docs.example.com');
    assert.ok(a.includes(`<script>${REDIRECT_PAGE_SCRIPT}</script>`));
    assert.ok(b.includes(`<script>${REDIRECT_PAGE_SCRIPT}</script>`));
  });
  it('cannot be broken out of by a target', () => {
    const html = clientRedirectHtml('/x"></script><script>alert(1)</script>', 'https://d.example');
    assert.doesNotMatch(html, /<\/script><script>alert/);
  });
  it('write one file per source form: .html serves /x and /x.html, .htm its own', () => {
    const files = clientRedirectFiles(
      new Map([
        ['/advanced/tags', '/t'],
        ['/advanced/tags.html', '/t'],
        ['/advanced/tags.htm', '/t'],
        ['/docs/advanced/tags', '/t'],
      ]),
      'https://d.example',
    ).map((f) => f.file);
    assert.deepEqual(files, ['advanced/tags.html', 'advanced/tags.htm', 'docs/advanced/tags.html']);
  });
});

describe('isClientRedirectPage', () => {
  it('knows a redirect page from a page of the site', () => {
    assert.equal(isClientRedirectPage(clientRedirectHtml('/reference/segments', 'https://docs.example')), true);
    const sitePage =
      '<!doctype html><html><head><title>Home</title><script src="/assets/js/main.1.js" defer></script></head></html>';
    assert.equal(isClientRedirectPage(sitePage), false);
  });
});
