import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {clientRedirectFiles, clientRedirectHtml} from '../client-pages';

describe('client redirect pages', () => {
  it('send the reader on with their query string and heading, and work without JavaScript', () => {
    const html = clientRedirectHtml('/reference/events', 'https://docs.example.com');
    assert.match(html, /location\.replace\("\/reference\/events"\+location\.search\+location\.hash\)/);
    assert.match(html, /<meta http-equiv="refresh" content="0; url=\/reference\/events">/);
    assert.match(html, /<link rel="canonical" href="https:\/\/docs\.example\.com\/reference\/events">/);
    assert.match(html, /<meta name="robots" content="noindex">/);
  });
  it("put the target's own heading after the query string, in place of the reader's", () => {
    const html = clientRedirectHtml('/reference/feature-toggles#tags', 'https://docs.example.com');
    assert.match(html, /location\.replace\("\/reference\/feature-toggles"\+location\.search\+"#tags"\)/);
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
