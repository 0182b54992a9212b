import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {extractRecords, familyOf, isNavigationHeading, pageParts, sitePath, slugToOperationId} from '../extract';

const page = (body: string) =>
  `<html><head><title>T</title></head><body><article><header><h1>Segments</h1></header><div class="markdown">${body}</div></article></body></html>`;

describe('extractRecords', () => {
  it('makes one record per section with the hierarchy and anchors', () => {
    const html = page(
      '<p>Intro text.</p><h2 id="create">Create<a class="hash-link" href="#create">#</a></h2><p>Step one.</p><h3 id="api">With the API</h3><pre><code>curl x</code></pre><h2 id="delete">Delete</h2><p>Gone.</p>',
    );
    const records = extractRecords(html, '/reference/segments');
    assert.deepEqual(
      records.map((r) => [r.url, r.lvl1, r.lvl2, r.lvl3, r.text]),
      [
        ['/reference/segments', 'Segments', null, null, 'Intro text.'],
        ['/reference/segments#create', 'Segments', 'Create', null, 'Step one.'],
        ['/reference/segments#api', 'Segments', 'Create', 'With the API', ''],
        ['/reference/segments#delete', 'Segments', 'Delete', null, 'Gone.'],
      ],
    );
    assert.equal(records[0].lvl0, 'Reference');
    assert.equal(records[0].language, 'en');
    assert.equal(records[0].docusaurus_tag, 'docs-default-current');
  });
  it('gives the page intro the front matter keywords, and no other section', () => {
    const html = page('<p>Intro.</p><h2 id="a">A</h2><p>Text.</p>').replace(
      '<title>T</title>',
      '<title>T</title><meta data-rh="true" name="keywords" content="kill switch, flag types,archive">',
    );
    const records = extractRecords(html, '/reference/feature-toggles');
    assert.equal(records[0].keywords, 'kill switch flag types archive');
    assert.equal(records[1].keywords, undefined);
    const site = 'unleash, feature flags';
    const generic = html.replace('kill switch, flag types,archive', site);
    assert.equal(extractRecords(generic, '/x', {siteKeywords: site})[0].keywords, '', 'site-wide keywords ignored');
  });
  it('reads the same records from the parts of a page as from the whole page', () => {
    const whole = `<html><head><meta charset="utf-8"><title>Segments | Unleash</title><meta data-rh=true name=keywords content="segment,constraints"/></head><body><nav class="navbar"><a>Docs</a></nav><aside><ul><li>Sidebar item</li></ul></aside><main><article><header><h1>Segments</h1></header><div class="markdown"><p>Intro.</p><article class="col"><a class="card">Card</a></article><h2 id="a">A</h2><p>Text.</p></div></article></main><footer>Footer</footer></body></html>`;
    const parts = pageParts(whole);
    assert.doesNotMatch(parts, /Sidebar item|Footer|navbar/);
    assert.deepEqual(extractRecords(parts, '/reference/segments'), extractRecords(whole, '/reference/segments'));
    assert.equal(extractRecords(parts, '/reference/segments')[0].keywords, 'segment constraints');
  });
  it('keeps the words of table cells, list items and blocks apart, and inline markup joined', () => {
    const html = page(
      '<div class="availability"><div><strong>Availability</strong></div><div>Plan: <b>Enterprise</b></div></div>' +
        '<table><thead><tr><th>Variable</th><th>Default</th><th>Purpose</th></tr></thead>' +
        '<tbody><tr><td><code>DATABASE_URL</code></td><td>none</td><td>Connection<br>string</td></tr></tbody></table>' +
        '<ul><li>Token</li><li>Secret format</li></ul><p>un<em>break</em>able</p>',
    );
    const [intro] = extractRecords(html, '/using-unleash/deploy/configuring-unleash');
    assert.equal(
      intro.text,
      'Availability Plan: Enterprise Variable Default Purpose DATABASE_URL none Connection string Token Secret format unbreakable',
    );
  });
  it('keeps the boundaries between table cells, list items and blocks (issue 32, item 6)', () => {
    const html = page(
      '<div class="availability"><strong>Availability</strong><p>Plan: Enterprise</p></div>' +
        '<table><thead><tr><th>Variable</th><th>Default</th><th>Purpose</th></tr></thead>' +
        '<tbody><tr><td><code>DATABASE_URL</code></td><td>none</td><td>Connection string</td></tr></tbody></table>' +
        '<ul><li>Token</li><li>Secret format</li></ul><p>Scope<br>of a token</p>',
    );
    const [intro] = extractRecords(html, '/reference/x');
    assert.equal(
      intro.text,
      'Availability Plan: Enterprise Variable Default Purpose DATABASE_URL none Connection string Token Secret format Scope of a token',
    );
    assert.doesNotMatch(intro.text, /AvailabilityPlan|VariableDefault|DATABASE_URLnone|TokenSecret/);
  });
  it('leaves navigation sections ("Next steps", "Related pages") out, with their H3 sections', () => {
    const html = page(
      '<p>Intro.</p><h2 id="use">Use it</h2><p>Body.</p><h2 id="next-steps">Next steps</h2><ul><li><a href="/reference/segments">Segments</a></li></ul>' +
        '<h3 id="more">More</h3><p>Links.</p><h2 id="faq">FAQ</h2><p>Answer.</p><h3 id="related">Related pages</h3><p>More links.</p>',
    );
    const records = extractRecords(html, '/reference/x');
    assert.deepEqual(
      records.map((r) => r.lvl3 ?? r.lvl2 ?? r.lvl1),
      ['Segments', 'Use it', 'FAQ'],
    );
    assert.ok(
      isNavigationHeading('Next steps') && isNavigationHeading('See also') && !isNavigationHeading('Next release'),
    );
    // Their links still count: they say which pages matter.
    assert.deepEqual(records[0].links, ['/reference/segments']);
  });
  it('turns links into site paths, and ignores external, anchor-only and file links', () => {
    assert.equal(sitePath('/reference/segments#create', '/x'), '/reference/segments');
    assert.equal(sitePath('../segments', '/reference/sdks/node'), '/reference/segments');
    assert.equal(sitePath('/reference/rbac/', '/x'), '/reference/rbac');
    assert.equal(sitePath('https://github.com/Unleash', '/x'), null);
    assert.equal(sitePath('#anchor', '/x'), null);
    assert.equal(sitePath('/img/diagram.png', '/x'), null);
  });
  it('returns nothing for pages without an article', () => {
    assert.deepEqual(extractRecords('<html><body><main>404</main></body></html>', '/404'), []);
  });
});

describe('page families and listings', () => {
  it('labels families and types', () => {
    assert.deepEqual(familyOf('/reference/sdks/node'), {label: 'SDKs', type: 'reference'});
    assert.deepEqual(familyOf('/how-to/how-to-add-sso-saml'), {label: 'How-to guides', type: 'how-to'});
    assert.deepEqual(familyOf('/contributing/ADRs/back-end/naming'), {label: 'Contributing', type: 'contributing'});
    assert.deepEqual(familyOf('/quickstart'), {label: 'Get started', type: 'guide'});
    assert.deepEqual(familyOf('/using-unleash/troubleshooting/cors'), {
      label: 'Troubleshooting',
      type: 'troubleshooting',
    });
    assert.deepEqual(familyOf('/using-unleash/deploy/getting-started'), {label: 'Using Unleash', type: 'deploy'});
  });
  it('recognises a landing page that only lists its children', () => {
    const cards =
      '<section class="row"><article class="col"><a class="card">A</a></article><article class="col"><a class="card">B</a></article></section>';
    assert.deepEqual(extractRecords(page(`<p>Short intro.</p>${cards}`), '/how-to', {skipListing: true}), []);
    assert.equal(extractRecords(page(`<p>Short intro.</p>${cards}`), '/how-to').length, 1);
    const longIntro = page(`<p>${'word '.repeat(300)}</p>${cards}`);
    assert.ok(
      extractRecords(longIntro, '/how-to', {skipListing: true}).length > 0,
      'a page with its own words is kept',
    );
  });
});

describe('generated API operation pages', () => {
  const html = `<html><body><article><div class="markdown">
    <h1>Create a feature flag</h1>
    <div class="openapi__method-endpoint"><span>POST</span><code>/api/admin/projects/{projectId}/features</code></div>
    <p>Creates a flag in the project.</p>
    <h2 id="request-samples">Request samples</h2><p>Set UNLEASH_URL.</p>
    <h3 id="path-parameters">Path parameters</h3><p>projectId</p>
    <h2 id="responses">Responses</h2><h3 id="responses-401">401 Unauthorized</h3><p>No valid token.</p>
  </div></article></body></html>`;

  it('are one record with the endpoint, the description and the operation id', () => {
    const records = extractRecords(html, '/reference/api/unleash/create-feature');
    assert.equal(records.length, 1);
    assert.equal(records[0].lvl1, 'Create a feature flag');
    assert.match(records[0].text, /POST\s*\/api\/admin\/projects\/\{projectId\}\/features/);
    assert.match(records[0].text, /Creates a flag in the project\./);
    assert.equal(records[0].keywords, 'createFeature create feature');
    assert.doesNotMatch(records[0].text, /Unauthorized|UNLEASH_URL/);
  });

  it('name operations the way the API does', () => {
    assert.equal(slugToOperationId('toggle-feature-environment-on'), 'toggleFeatureEnvironmentOn');
    assert.equal(slugToOperationId('get-health'), 'getHealth');
  });
});
