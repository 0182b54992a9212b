import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {
  docsV1Url,
  docsV2Url,
  expandRedirectSource,
  frontMatterFields,
  kebabOperationId,
  mergeRecords,
} from '../derive-lib';
import {eraOf, parseTsv, toTsv} from '../../../plugins/redirects/history';

describe('front matter', () => {
  it('reads id, slug and draft, quoted or not', () => {
    assert.deepEqual(frontMatterFields('---\nid: archived_toggles\ntitle: x\nslug: "/reference/x"\n---\ntext'), {
      id: 'archived_toggles',
      slug: '/reference/x',
      draft: false,
    });
    assert.deepEqual(frontMatterFields('no front matter'), {});
    assert.equal(frontMatterFields('---\ndraft: true\n---\n').draft, true);
  });
});

describe('URLs of the first site (Docusaurus 1)', () => {
  it('names a doc by its id under /docs, with its folder', () => {
    assert.equal(docsV1Url('activation-strategies.md', {id: 'activation_strategy'}), '/docs/activation_strategy');
    assert.equal(docsV1Url('api/admin/events-api.md', {id: 'events'}), '/docs/api/admin/events');
    assert.equal(docsV1Url('user_guide/index.md', {}), '/docs/user_guide/index');
  });
});

describe('URLs of Docusaurus 2 and 3 (routeBasePath /)', () => {
  it('uses an absolute slug as it is and resolves a relative one against the folder', () => {
    assert.equal(docsV2Url('reference/x.md', {slug: '/concepts/x/'}, '2025-01-01'), '/concepts/x');
    assert.equal(docsV2Url('reference/deploy/x.md', {slug: '../y'}, '2025-01-01'), '/reference/y');
  });
  it('uses the id or the file name, without number prefixes', () => {
    assert.equal(
      docsV2Url('advanced/archived-toggles.md', {id: 'archived_toggles'}, '2021-12-01'),
      '/advanced/archived_toggles',
    );
    assert.equal(docsV2Url('02-guides/01-how-to-x.md', {}, '2024-01-01'), '/guides/how-to-x');
  });
  it('turns index, README and a file named like its folder into the folder from beta.15 on', () => {
    assert.equal(docsV2Url('sdks/index.md', {}, '2021-08-01'), '/sdks/index');
    assert.equal(docsV2Url('sdks/index.md', {}, '2022-02-01'), '/sdks');
    assert.equal(docsV2Url('addons/addons.md', {id: 'addons'}, '2023-01-01'), '/addons');
    assert.equal(docsV2Url('contributing/README.md', {}, '2023-01-01'), '/contributing');
    assert.equal(docsV2Url('welcome.mdx', {slug: '/'}, '2023-01-01'), '/');
  });
});

describe('redirect sources', () => {
  it('expands alternations and optional groups, and keeps catch-alls as rules', () => {
    assert.deepEqual(expandRedirectSource('/feature-flag-tutorials/:lang(go|java)/examples'), [
      '/feature-flag-tutorials/go/examples',
      '/feature-flag-tutorials/java/examples',
    ]);
    assert.deepEqual(expandRedirectSource('/(reference/)?addons/slack/'), ['/reference/addons/slack', '/addons/slack']);
    assert.deepEqual(expandRedirectSource('/reference/:path*'), ['/reference/:path*']);
    assert.deepEqual(expandRedirectSource('/how-to/:slug(how-to-add-sso-.*)'), ['/how-to/:slug(how-to-add-sso-.*)']);
  });
});

describe('operation page names', () => {
  it('kebab-cases operation ids as the OpenAPI docs plugin does (lodash)', () => {
    assert.equal(kebabOperationId('getAllReleasePlanTemplates'), 'get-all-release-plan-templates');
    assert.equal(kebabOperationId('clientBulkMetrics'), 'client-bulk-metrics');
  });
});

describe('the list format', () => {
  const records = mergeRecords([
    {url: '/a', kind: 'redirect', firstSeen: '2020-01-01', lastSeen: '2024-01-01', source: 'vercel'},
    {url: '/a', kind: 'page', firstSeen: '2021-01-01', lastSeen: '2022-01-01', source: 'a.md@1'},
    {url: '/b', kind: 'operation', firstSeen: '2023-01-01', lastSeen: '2023-02-01', source: 'op'},
  ]);
  it('keeps one row per URL, its whole date range and its most direct source', () => {
    assert.deepEqual(records[0], {
      url: '/a',
      kind: 'page',
      firstSeen: '2020-01-01',
      lastSeen: '2024-01-01',
      source: 'a.md@1',
    });
  });
  it('round-trips through TSV and names the line of a bad row', () => {
    assert.deepEqual(parseTsv(toTsv(records)), records);
    assert.throws(() => parseTsv(`${toTsv(records)}nonsense\n`, 'x.tsv'), /x\.tsv:4: expected url/);
    assert.throws(() => parseTsv('url\tkind\n', 'x.tsv'), /x\.tsv: the header must be/);
  });
  it('sorts URLs into the eras of the site', () => {
    assert.match(eraOf({url: '/docs/x', firstSeen: '2019-01-01'}), /^2018-2021/);
    assert.match(eraOf({url: '/concepts/x', firstSeen: '2025-12-04'}), /^2025-2026/);
  });
});
