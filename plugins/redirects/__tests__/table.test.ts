import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {legacyPatterns, legacyRedirects, type RedirectEntry} from '../../../src/data/redirects';
import {apiOperationRenames} from '../../../src/data/api-operation-redirects';
import {readUrlHistory, walkableUrls} from '../history';
import {productLinkPaths, UNLEASH_SERVER_DIR} from '../product-links';
import {productDocsLinks} from '../../../scripts/lib/product-docs-links';
import {sourceRoutes} from '../source-routes';
import {
  buildRedirectMap,
  toVercelRedirects,
  hyphenVariant,
  normalizeLegacyPath,
  resolveLegacyPaths,
  sourceVariants,
  targetPage,
  toNetlifyRedirects,
  toNginxConf,
  toVercelJson,
  validateRedirects,
  type RedirectPattern,
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
  it('has between 350 and 600 legacy page URLs, plus renamed API operations, and no source written twice', () => {
    // API operation pages renamed to our operation ids are counted apart from the page families.
    const pages = legacyRedirects.filter((e) => e.family !== 'api-operations');
    assert.ok(pages.length >= 350 && pages.length <= 600, `${pages.length} page entries`);
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
      legacyRedirects.filter((e) => sources.has(targetPage(e.to))),
      [],
    );
  });
  // The site's routes from its source files (docs/ and the generated api-reference/), as Docusaurus
  // computes them; the build checks the same against its real routes and the headings of its pages.
  const routes = sourceRoutes(process.cwd());
  it('points every entry at a page of the site, from a path that is not one', () => {
    assert.ok(routes.size > 300, `${routes.size} routes: run npm run gen:api first`);
    assert.deepEqual(
      validateRedirects(legacyRedirects, routes).map((p) => `${p.from}: ${p.problem}`),
      [],
    );
  });
  it('lands every URL of the committed history, and every docs link of unleash-server, on a page, in one hop', () => {
    const history = [...walkableUrls(readUrlHistory()), ...productLinkPaths()];
    assert.ok(history.length > 1000, `${history.length} historical URLs`);
    const {unmapped, targets} = resolveLegacyPaths(legacyRedirects, routes, history, legacyPatterns);
    assert.deepEqual(unmapped, []);
    const notPages = [...targets].filter(([, to]) => !routes.has(targetPage(to)));
    assert.deepEqual(notPages, []);
    const map = buildRedirectMap(legacyRedirects, routes, history, legacyPatterns);
    assert.deepEqual(
      [...map].filter(([, to]) => map.has(targetPage(to))),
      [],
      'a redirect target is itself redirected',
    );
  });
});

describe('API operation pages (the operation table of issue 27 and this table together)', () => {
  const API = '/reference/api/unleash';
  it('never lists a source of the operation table among the page entries', () => {
    const operationSources = new Set(apiOperationRenames.map(([former]) => `${API}/${former}`));
    const pageEntries = legacyRedirects.filter((e) => !(e.family === 'api-operations' && operationSources.has(e.from)));
    assert.equal(pageEntries.length, legacyRedirects.length - operationSources.size, 'an operation source is repeated');
    assert.deepEqual(
      pageEntries.filter((e) => operationSources.has(e.from)),
      [],
    );
  });
  // The removed-operation rules must hold whichever names the operation pages carry.
  const resolve = (pages: string[], urls: string[]) =>
    resolveLegacyPaths([], new Set(pages), urls, legacyPatterns).targets;
  it('sends a removed operation to its successor when that is a page, else to its group page', () => {
    const withSuccessor = resolve(
      [API, `${API}/get-release-templates`, `${API}/release-templates`],
      [`${API}/get-all-release-plan-templates`, '/api/get-all-release-plan-templates'],
    );
    assert.equal(withSuccessor.get(`${API}/get-all-release-plan-templates`), `${API}/get-release-templates`);
    assert.equal(withSuccessor.get('/api/get-all-release-plan-templates'), `${API}/get-release-templates`);
    const groupOnly = resolve([API, `${API}/client`], [`${API}/bulk-metrics`]);
    assert.equal(groupOnly.get(`${API}/bulk-metrics`), `${API}/client`, "the group under the product's tag name");
    const ourGroup = resolve([API, `${API}/client-api`], [`${API}/bulk-metrics`]);
    assert.equal(ourGroup.get(`${API}/bulk-metrics`), `${API}/client-api`, 'the group under our tag name');
  });
  it('leaves an operation URL that is a page again to the page, and sends unknown ones to the overview', () => {
    const targets = resolve([API, `${API}/bulk-metrics`], [`${API}/bulk-metrics`, '/api/no-such-operation']);
    assert.equal(targets.get(`${API}/bulk-metrics`), `${API}/bulk-metrics`);
    assert.equal(targets.get('/api/no-such-operation'), API);
    assert.equal(
      resolve([API, '/reference/scim'], ['/api/get-scim-settings']).get('/api/get-scim-settings'),
      '/reference/scim',
    );
  });
});

describe('docs links in unleash-server', () => {
  it('keep the heading they name: a redirect of a path the product links to a heading of names no other heading', () => {
    // A 301 whose Location has a #heading replaces the link's own; the link's heading then never shows.
    const linked = productDocsLinks(UNLEASH_SERVER_DIR).filter((l) => l.anchor);
    assert.ok(linked.length > 40, `${linked.length} links to headings`);
    const {targets} = resolveLegacyPaths(
      legacyRedirects,
      sourceRoutes(process.cwd()),
      linked.map((l) => l.path),
      legacyPatterns,
    );
    const replaced = linked
      .map((l) => ({url: l.url, to: targets.get(normalizeLegacyPath(l.path)) ?? ''}))
      .filter(({url, to}) => to.includes('#') && !url.endsWith(to.slice(to.indexOf('#'))))
      .map(({url, to}) => `${url} → ${to}`);
    assert.deepEqual(replaced, []);
  });
});

describe('legacy paths and patterns', () => {
  it('normalises the forms old URLs took', () => {
    assert.equal(normalizeLegacyPath('/docs/advanced/tags.html'), '/advanced/tags');
    assert.equal(normalizeLegacyPath('/docs/user_guide/index'), '/user_guide');
    assert.equal(normalizeLegacyPath('/sdks/'), '/sdks');
    assert.equal(normalizeLegacyPath('/docs'), '/');
    assert.equal(normalizeLegacyPath('/docsearch'), '/docsearch');
  });
  it('gives underscored sources a hyphenated twin', () => {
    assert.equal(hyphenVariant('/advanced/custom_activation_strategy'), '/advanced/custom-activation-strategy');
    assert.equal(hyphenVariant('/advanced/tags'), undefined);
  });
  const pattern: RedirectPattern = {
    family: 'renamed-2025',
    description: '/concepts/x → /reference/x',
    test: /^\/concepts\/(.+)$/,
    to: ([, page]) => `/reference/${page}`,
  };
  const pages = new Set(['/reference/events', '/reference/feature-toggles', '/quickstart']);
  it('maps history URLs through the table first, then the first pattern whose target is a page', () => {
    const {targets, unmapped} = resolveLegacyPaths(
      [
        entry('/concepts/feature-flags', '/reference/feature-toggles'),
        entry('/reference/event-log', '/reference/events'),
      ],
      pages,
      [
        '/concepts/events',
        '/concepts/feature-flags',
        '/concepts/nothing',
        '/docs/quickstart.html',
        '/concepts/event-log',
      ],
      [pattern],
    );
    assert.equal(targets.get('/concepts/events'), '/reference/events');
    assert.equal(targets.get('/concepts/feature-flags'), '/reference/feature-toggles');
    // A pattern whose target is itself redirected goes straight to the final page.
    assert.equal(targets.get('/concepts/event-log'), '/reference/events');
    assert.equal(targets.get('/quickstart'), '/quickstart');
    assert.deepEqual(unmapped, ['/concepts/nothing']);
  });
  it('answers historical forms that normalise to another path, and aliases of live pages', () => {
    const map = buildRedirectMap([entry('/sdks', '/quickstart')], pages, ['/docs/sdks/index', '/docs/quickstart']);
    assert.equal(map.get('/sdks/index'), '/quickstart');
    assert.equal(map.get('/docs/sdks/index.html'), '/quickstart');
    assert.equal(map.get('/docs/quickstart'), '/quickstart');
    assert.equal(map.has('/quickstart'), false);
  });
  it('rejects targets whose page is missing, and chains through an anchor', () => {
    const problems = validateRedirects(
      [entry('/a', '/reference/events#types'), entry('/b', '/a#x'), entry('/c', '/nowhere#y')],
      pages,
    ).map((p) => `${p.from}: ${p.problem.split(' ').slice(0, 3).join(' ')}`);
    assert.deepEqual(problems, ['/b: target /a#x is', '/b: target /a#x is', '/c: target /nowhere#y is']);
  });
  it('finds loops: two entries pointing at each other are both chains', () => {
    const problems = validateRedirects([entry('/x', '/y'), entry('/y', '/x')], new Set(['/x', '/y']));
    assert.ok(problems.some((p) => p.problem.includes('chain')));
  });
});

describe('host configs', () => {
  const map = buildRedirectMap(
    [entry('/advanced/audit_log', '/reference/events'), entry('/sdks/go', '/reference/sdks/go')],
    live,
  );
  it('expands every variant, hyphenated twins included, and leaves live pages alone', () => {
    assert.equal(map.size, 18);
    assert.equal(map.get('/docs/advanced/audit-log.html'), '/reference/events');
    assert.equal(map.get('/docs/advanced/audit_log.htm'), '/reference/events');
    assert.equal(buildRedirectMap([entry('/x', '/quickstart')], new Set(['/x', '/quickstart'])).has('/x'), false);
  });
  it('renders _redirects, vercel.json and nginx with the same pairs', () => {
    assert.match(toNetlifyRedirects(map), /^\/docs\/sdks\/go\.html \/reference\/sdks\/go 301$/m);
    const vercel = JSON.parse(toVercelJson(map)) as {
      redirects: {source: string; destination: string; statusCode: number}[];
    };
    // One rule per target, listing every form as an alternative of one named parameter.
    assert.equal(vercel.redirects.length, 2);
    const events = vercel.redirects.find((r) => r.destination === '/reference/events')!;
    assert.equal(events.statusCode, 301);
    const pattern = new RegExp(`^/(?:${/^\/:legacy\((.*)\)$/.exec(events.source)![1]})$`);
    for (const [from, to] of map) assert.equal(pattern.test(from), to === '/reference/events', from);
    assert.equal(pattern.test('/advanced/audit_logxhtml'), false, 'dots are escaped');
    const nginx = toNginxConf(map, {listen: '127.0.0.1:8080', root: '/srv/site'});
    assert.match(nginx, /"\/sdks\/go\.htm" "\/reference\/sdks\/go";/);
    assert.match(nginx, /listen 127\.0\.0\.1:8080;/);
    assert.match(nginx, /return 301 \$unleash_docs_redirect\$is_args\$args\$unleash_docs_redirect_anchor;/);
  });
  it('splits a target with many forms into rules Vercel accepts', () => {
    const many = new Map(
      Array.from({length: 300}, (_, i) => [`/old/page-number-${i}`, '/quickstart'] as [string, string]),
    );
    const rules = toVercelRedirects(many, 1000);
    assert.ok(rules.length > 1);
    assert.ok(rules.every((r) => r.source.length <= 1000));
    assert.equal(
      rules.map((r) => r.source.split('|').length).reduce((a, b) => a + b),
      300,
    );
  });
  it("puts a target's heading after the query string in nginx, and answers with a trailing slash", () => {
    const nginx = toNginxConf(new Map([['/advanced/tags', '/reference/feature-toggles#tags']]));
    assert.match(nginx, /"\/advanced\/tags" "\/reference\/feature-toggles";/);
    assert.match(
      nginx,
      /map \$unleash_docs_legacy_path \$unleash_docs_redirect_anchor \{\n {2}default "";\n {2}"\/advanced\/tags" "#tags";/,
    );
    assert.match(nginx, /map \$uri \$unleash_docs_legacy_path/);
  });
});
