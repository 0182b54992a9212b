// cspell:ignore upstr refrsh graphql refreshinterval stickyness tokns segm zzzqqq migrat migr variabl segmnet inlinks sticki sitckienss stickines stael
import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {answerRequests} from '../docsearchAdapter';
import {
  analyzeQuery,
  buildIndexFile,
  camelParts,
  compoundNames,
  compoundTerm,
  describedNamesOf,
  describingWords,
  extractAround,
  identifierParts,
  isIdentifier,
  highlight,
  loadEngine,
  matchesFacets,
  MAX_QUERY_LENGTH,
  queryTree,
  spelling,
  stem,
  undoubled,
  type IndexFile,
  type SectionInput,
} from '../engine';

const section = (over: Partial<SectionInput>): SectionInput => ({
  url: '/x',
  lvl0: 'Reference',
  lvl1: 'Page',
  lvl2: null,
  lvl3: null,
  text: '',
  type: 'reference',
  language: 'en',
  docusaurus_tag: 'docs-default-current',
  ...over,
});

const sections = [
  section({url: '/reference/segments', lvl1: 'Segments', text: 'A segment is a reusable set of constraints.'}),
  section({
    url: '/reference/segments#create',
    lvl1: 'Segments',
    lvl2: 'Create a segment',
    text: 'Open the segments page and add constraints.',
  }),
  section({
    url: '/reference/stickiness',
    lvl1: 'Stickiness',
    text: 'Stickiness keeps a user in the same rollout bucket; segments are unrelated.',
  }),
  section({
    url: '/contributing/ADRs/naming',
    lvl1: 'Naming',
    lvl0: 'Contributing',
    type: 'contributing',
    text: 'segments naming in code',
  }),
  section({
    url: '/how-to/how-to-create-api-tokens',
    lvl1: 'How to create API tokens',
    lvl0: 'How-to guides',
    type: 'how-to',
    text: 'Create a backend token.',
  }),
];
// Round-trip through JSON, as the browser receives it.
const engine = loadEngine(JSON.parse(JSON.stringify(buildIndexFile(sections))) as IndexFile);

/** An engine over these sections, as the site loads it, and the pages a query finds, best first. */
function engineOf(pages: Parameters<typeof buildIndexFile>[0]) {
  const index = loadEngine(JSON.parse(JSON.stringify(buildIndexFile(pages))) as IndexFile);
  const ranking = (q: string) => [
    ...new Set(index.search(q, {hitsPerPage: 50}).hits.map((h) => h.section.url.split('#')[0])),
  ];
  return {index, ranking};
}
describe('local search engine', () => {
  it('ranks a title match above body matches and contributor records', () => {
    const {hits} = engine.search('segments');
    assert.equal(hits[0].section.url, '/reference/segments');
    assert.equal(hits.at(-1)?.section.url, '/contributing/ADRs/naming');
  });
  it('matches prefixes while typing and tolerates typos', () => {
    assert.equal(engine.search('segm').hits[0].section.lvl1, 'Segments');
    assert.equal(engine.search('stickyness').hits[0].section.url, '/reference/stickiness');
    assert.equal(engine.search('api tokns').hits[0].section.url, '/how-to/how-to-create-api-tokens');
  });
  it('falls back to any word when no section has them all', () => {
    assert.ok(engine.search('segments zzzqqq').nbHits > 0);
  });
  it('cuts queries at 64 characters and returns nothing for blank input', () => {
    assert.equal(engine.search('   ').nbHits, 0);
    assert.equal(engine.search(`${'segments '.repeat(20)}`).nbHits > 0, true);
    assert.equal(MAX_QUERY_LENGTH, 64);
  });
  it('pages through hits', () => {
    const all = engine.search('segments', {hitsPerPage: 100});
    const second = engine.search('segments', {hitsPerPage: 2, page: 1});
    assert.deepEqual(
      second.hits.map((h) => h.section.id),
      all.hits.slice(2, 4).map((h) => h.section.id),
    );
  });
  it('applies language and version facets like contextual search', () => {
    const s = {...sections[0], id: 0, extract: '', inlinks: 0};
    assert.equal(
      matchesFacets(s, ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']]),
      true,
    );
    assert.equal(matchesFacets(s, ['language:fr']), false);
    assert.equal(engine.search('segments', {facetFilters: ['language:fr']}).nbHits, 0);
  });
});

describe('query words', () => {
  it('stems a word to a prefix its other forms share, never below four letters', () => {
    assert.equal(stem('migrate'), 'migrat');
    assert.equal(stem('migrating'), 'migrat');
    assert.equal(stem('migration'), 'migr');
    assert.equal(stem('variables'), 'variabl');
    assert.equal(stem('flags'), 'flag');
    assert.equal(stem('uses'), 'uses');
    assert.equal(stem('edge'), 'edge');
    assert.equal(stem('sticky'), 'sticki');
    assert.equal(stem('key'), 'key');
    assert.equal(stem('display'), 'display');
  });
  it('finds the base of a word that doubles its last consonant, as whole words', () => {
    assert.deepEqual(undoubled('tagging'), ['tag', 'tags']);
    assert.deepEqual(undoubled('mapped'), ['map', 'maps']);
    assert.deepEqual(undoubled('rolling'), []);
    assert.deepEqual(undoubled('passed'), []);
    assert.deepEqual(undoubled('tagged'), ['tag', 'tags']);
    assert.deepEqual(undoubled('adding'), []);
  });
  it('drops question words and filler, and adds stems and synonyms as alternatives', () => {
    const tree = queryTree('How do I use golang flags?');
    assert.equal(tree.combineWith, 'OR');
    assert.deepEqual(JSON.parse(JSON.stringify(tree.queries)), [
      {combineWith: 'OR', queries: ['golang', {combineWith: 'AND', queries: ['go'], prefix: false, fuzzy: false}]},
      {combineWith: 'OR', queries: ['flags', {combineWith: 'OR', queries: ['flag'], fuzzy: false}]},
    ]);
    assert.deepEqual(queryTree('the of and').queries, []);
  });
});

describe('phrasing, synonyms and forms', () => {
  const more = [
    ...sections,
    section({url: '/reference/sdks/go', lvl1: 'Go SDK', text: 'Use the Go SDK in services.'}),
    section({url: '/reference/sdks/node', lvl1: 'Node.js SDK', text: 'Install the package.'}),
    section({
      url: '/reference/unleash-edge/migration-guide',
      lvl1: 'Migrating from the proxy to Edge',
      text: 'Replace the proxy container.',
    }),
    section({url: '/reference/old', lvl1: 'Segments (deprecated)', text: 'Segments, the old way.'}),
    section({
      url: '/reference/feature-toggles',
      lvl1: 'Feature flags',
      text: 'A flag has a type.',
      keywords: 'kill switch, archive',
    }),
    section({url: '/reference/unleash-edge', lvl1: 'Unleash Edge', text: 'Edge is fast. Not a kill command switch.'}),
  ];
  const wide = loadEngine(JSON.parse(JSON.stringify(buildIndexFile(more))) as IndexFile);
  const first = (q: string) => wide.search(q).hits[0]?.section.url;
  it('finds pages by what readers call them', () => {
    assert.equal(first('golang'), '/reference/sdks/go');
    assert.equal(first('nodejs sdk'), '/reference/sdks/node');
  });
  it('matches other forms of a word and typos of titles', () => {
    assert.equal(first('how do I migrate from the proxy'), '/reference/unleash-edge/migration-guide');
    assert.equal(first('segmnet'), '/reference/segments');
    // Two swaps of neighbours: two edits, where MiniSearch alone counts four.
    assert.equal(first('sitckienss'), '/reference/stickiness');
  });
  it('loosens only the words the docs do not use', () => {
    const two = loadEngine(
      JSON.parse(
        JSON.stringify(
          buildIndexFile([
            section({url: '/a', lvl1: 'Stale flags', text: 'A flag past its expected lifetime.'}),
            section({url: '/b', lvl1: 'Scale out', text: 'Run more instances.'}),
          ]),
        ),
      ) as IndexFile,
    );
    // "stale" is a word of the docs: searched as typed, not as "scale" one edit away.
    assert.deepEqual(
      two.search('stale').hits.map((h) => h.section.url),
      ['/a'],
    );
    // "stael" is not: it finds the closest words of the docs.
    assert.deepEqual(two.search('stael').hits.map((h) => h.section.url)[0], '/a');
  });
  it('ranks keywords of a page and current pages above passing mentions and deprecated ones', () => {
    assert.equal(first('kill switch'), '/reference/feature-toggles');
    const urls = wide.search('segments', {hitsPerPage: 50}).hits.map((h) => h.section.url);
    assert.ok(urls.indexOf('/reference/segments') < urls.indexOf('/reference/old'));
  });
  it('lists sections with some of the words after those with all of them', () => {
    const urls = wide.search('proxy container zzzqqq').hits.map((h) => h.section.url);
    assert.equal(urls[0], '/reference/unleash-edge/migration-guide');
  });
  it('builds a titles-only index that keeps sections in place but finds nothing by their text', () => {
    const titles = loadEngine(JSON.parse(JSON.stringify(buildIndexFile(more, {titlesOnly: true}))) as IndexFile);
    assert.equal(titles.search('Segments').hits[0].section.url, '/reference/segments');
    assert.equal(titles.search('Segments').hits[0].section.extract, '');
    assert.equal(titles.search('container').nbHits, 0);
    assert.ok(wide.search('container').nbHits > 0);
    assert.deepEqual(
      titles.search('kill switch').hits.map((h) => h.section.url),
      ['/reference/feature-toggles'],
    );
    assert.equal(wide.search('kill switch').hits[1]?.section.url, '/reference/unleash-edge');
  });
});

describe('ranking what readers type (issue 30)', () => {
  const pages = [
    section({
      url: '/what-is-a-feature-flag',
      lvl1: 'What is a feature flag?',
      type: 'guide',
      text: 'A feature flag lets you change what code does.',
    }),
    section({
      url: '/reference/feature-toggles',
      lvl1: 'Feature flags',
      text: 'Feature flags in Unleash: a feature flag has a type, and every feature flag lives in a project.',
      links: ['/what-is-a-feature-flag'],
    }),
    section({
      url: '/reference/feature-toggles#kill-switches',
      lvl1: 'Feature flags',
      lvl2: 'Kill switches',
      text: 'Keep a flag to turn a feature off at once, without a deploy.',
    }),
    section({
      url: '/reference/releases',
      lvl1: 'Release templates',
      text: 'A release plan has milestones. Roll out a release in steps.',
    }),
    section({
      url: '/reference/api-tokens-and-client-keys',
      lvl1: 'API tokens and client keys',
      text: 'Tokens let SDKs and scripts in.',
    }),
    section({
      url: '/reference/api-tokens-and-client-keys#pat',
      lvl1: 'API tokens and client keys',
      lvl2: 'Personal access tokens',
      text: 'Personal access tokens act as the user who created them.',
    }),
    section({
      url: '/reference/api/unleash/create-personal-access-token',
      lvl0: 'API reference',
      lvl1: 'Create a personal access token',
      type: 'api',
      text: 'POST/api/admin/user/tokens Creates a personal access token for the current user.',
      keywords: 'createPersonalAccessToken create personal access token',
    }),
    section({
      url: '/reference/api/unleash/toggle-feature-environment-on',
      lvl0: 'API reference',
      lvl1: 'Switch a flag on in an environment',
      type: 'api',
      text: 'POST/api/admin/projects/{projectId}/features/{featureName}/environments/{environment}/on Enables the flag.',
      keywords: 'toggleFeatureEnvironmentOn toggle feature environment on',
    }),
    section({url: '/reference/integrations', lvl1: 'Integrations', text: 'Send events to Slack, Teams and webhooks.'}),
    section({
      url: '/reference/feature-toggles#tags',
      lvl1: 'Feature flags',
      lvl2: 'Tags',
      text: 'Label a flag with a tag to group and filter flags.',
    }),
    section({
      url: '/how-to/sso-entra',
      lvl1: 'Set up SSO with Microsoft Entra ID',
      type: 'how-to',
      text: 'Register an app in Entra ID.',
    }),
    section({
      url: '/reference/sdks/ruby#init',
      lvl1: 'Ruby SDK',
      lvl2: 'Initialise the client',
      text: 'Create the client once.',
    }),
    section({
      url: '/using-unleash/troubleshooting/token-rejected',
      lvl1: 'API token rejected',
      type: 'troubleshooting',
      text: 'The token is not valid for this environment.',
    }),
    section({
      url: '/reference/environments',
      lvl1: 'Environments',
      text: 'Each environment has its own token and flag state. A token is valid in one environment.',
    }),
    section({url: '/reference/a', lvl1: 'Alpha', text: 'gizmo widget', links: ['/reference/b']}),
    section({url: '/reference/c', lvl1: 'Gamma', text: 'gizmo widget', links: ['/reference/b']}),
    section({url: '/reference/b', lvl1: 'Beta', text: 'gizmo widget'}),
    section({url: '/reference/d', lvl1: 'Delta', text: 'gizmo widget'}),
  ];
  const {index, ranking} = engineOf(pages);
  const top = (q: string) => index.search(q).hits[0]?.section.url;

  it('ranks the page whose title is the query first', () => {
    assert.equal(top('what is a feature flag'), '/what-is-a-feature-flag');
    assert.equal(top('Feature flags'), '/reference/feature-toggles');
    // By its old name too.
    assert.equal(top('what is a feature toggle'), '/what-is-a-feature-flag');
  });
  it('ranks operation pages first for an operation name or path, below the guide otherwise', () => {
    assert.equal(top('createPersonalAccessToken'), '/reference/api/unleash/create-personal-access-token');
    assert.equal(top('toggle feature environment on'), '/reference/api/unleash/toggle-feature-environment-on');
    assert.equal(
      top('POST /api/admin/projects/default/features/x/environments/dev/on'),
      '/reference/api/unleash/toggle-feature-environment-on',
    );
    const tokens = ranking('personal access token');
    assert.equal(tokens[0], '/reference/api-tokens-and-client-keys');
    assert.ok(tokens.includes('/reference/api/unleash/create-personal-access-token'), 'the operation still shows');
  });
  it('finds renamed things by their old names, and the feature for the words of a task', () => {
    assert.equal(top('slack addon'), '/reference/integrations');
    assert.equal(top('azure ad sso'), '/how-to/sso-entra');
    assert.equal(top('roll back a bad release'), '/reference/feature-toggles#kill-switches');
    assert.equal(top('tagging a feature toggle'), '/reference/feature-toggles#tags');
    assert.equal(top('turn off a feature in an emergency'), '/reference/feature-toggles#kill-switches');
  });
  it('matches British and American spellings alike', () => {
    assert.equal(top('initialize ruby client'), '/reference/sdks/ruby#init');
  });
  it('writes each British -ise, -yse and -our word the American way, and leaves other words alone', () => {
    const pairs: [string, string][] = [
      ['initialise', 'initialize'],
      ['serialisation', 'serialization'],
      ['normalised', 'normalized'],
      ['utilising', 'utilizing'],
      ['authorise', 'authorize'],
      ['customises', 'customizes'],
      ['prioritise', 'prioritize'],
      ['synchronisation', 'synchronization'],
      ['analysed', 'analyzed'],
      ['behaviour', 'behavior'],
    ];
    for (const [british, american] of pairs) assert.equal(spelling(british), spelling(american), british);
    for (const word of ['false', 'else', 'release', 'license', 'base', 'response', 'close', 'analysis'])
      assert.equal(spelling(word), word);
  });
  it('leans to troubleshooting pages for a problem, to reference pages otherwise', () => {
    assert.equal(top('token not valid error'), '/using-unleash/troubleshooting/token-rejected');
    assert.equal(top('environment token'), '/reference/environments');
  });
  it('ranks the page more pages link to first when the text says no more', () => {
    assert.deepEqual(ranking('gizmo widget').slice(0, 1), ['/reference/b']);
  });
  it('ranks a section holding all the words above sections holding some of them', () => {
    assert.equal(ranking('flag project type')[0], '/reference/feature-toggles');
  });
});

describe('classes of misses (issue 30, session 4)', () => {
  const pages = [
    section({url: '/reference/segments', lvl1: 'Segments', text: 'A segment is a reusable set of constraints.'}),
    // An API tag's overview page, named like the concept it lists.
    section({
      url: '/reference/api/unleash/segments',
      lvl0: 'API reference',
      lvl1: 'Segments',
      type: 'api-overview',
      text: 'Manage segments. Each operation has its own page.',
    }),
    section({
      url: '/reference/api/unleash/create-feature',
      lvl0: 'API reference',
      lvl1: 'Create a feature flag',
      type: 'api',
      text: 'POST/api/admin/projects/{projectId}/features Creates a flag in the project.',
      keywords: 'createFeature create feature',
    }),
    section({
      url: '/how-to-create-feature-flag',
      lvl1: 'How to create a feature flag',
      type: 'guide',
      text: 'Create a feature flag in the admin UI, then use it in your code.',
    }),
    section({url: '/reference/unleash-edge', lvl1: 'Unleash Edge', text: 'Edge replaces the Unleash Proxy.'}),
    section({
      url: '/reference/unleash-edge/migration-guide',
      lvl1: 'Migrating from the Unleash Proxy to Unleash Edge',
      text: 'Move from the proxy to Edge.',
    }),
    section({url: '/reference/unleash-proxy', lvl1: 'Unleash Proxy', text: 'The proxy is deprecated; use Edge.'}),
    section({
      url: '/topics/migration',
      lvl1: 'Feature flag migration best practices',
      type: 'concept',
      text: 'Move flags from a homegrown system or another vendor to Unleash.',
      keywords: 'feature flag migration vendor migration',
    }),
    section({
      url: '/reference/sdks/node#options',
      lvl1: 'Node.js SDK',
      lvl2: 'Configuration options',
      text: 'refreshInterval 15000 How often to poll for flag changes. disableMetrics false Turns usage metrics off.',
    }),
    section({url: '/reference/impact-metrics', lvl1: 'Impact metrics', text: 'Send your own metrics to Unleash.'}),
    section({url: '/reference/sdks/python', lvl1: 'Python SDK', text: 'Use the Python SDK in Flask and Django apps.'}),
    section({
      url: '/feature-flag-tutorials/python',
      lvl0: 'Tutorials',
      lvl1: 'Feature flags in a Python Flask app',
      type: 'sdk-tutorial',
      text: 'Build a Flask app with the Python SDK.',
    }),
  ];
  const {ranking} = engineOf(pages);

  it('puts the pages of a platform the query names above the general guide and another platform', () => {
    const platform = engineOf([
      section({
        url: '/feature-flag-tutorials/use-cases/a-b-testing',
        lvl1: 'A/B testing with feature flag variants',
        type: 'tutorial',
        text: 'Split users into variants and compare the results of each test group. Works with React and Python.',
      }),
      section({
        url: '/reference/strategy-variants',
        lvl1: 'Strategy variants',
        text: 'Variants split the users of a strategy into groups for an A/B test, in React or Python.',
      }),
      section({
        url: '/reference/sdks/react',
        lvl1: 'React SDK',
        text: 'Read a variant for an A/B test with useVariant.',
      }),
      section({
        url: '/reference/sdks/python',
        lvl1: 'Python SDK',
        text: 'Read a variant for an A/B test with get_variant.',
      }),
    ]);
    // Without the platform rule the React page ranks third: both guides hold every word of the query.
    assert.equal(platform.ranking('react a/b test variants')[0], '/reference/sdks/react');
    assert.equal(platform.ranking('python a/b test variants')[0], '/reference/sdks/python');
    assert.equal(platform.ranking('react a/b test variants').at(-1), '/reference/sdks/python');
    assert.equal(platform.ranking('react sdk')[0], '/reference/sdks/react');
    // Without a platform in the query the guide that explains the topic comes first.
    assert.equal(platform.ranking('a/b test variants')[0], '/feature-flag-tutorials/use-cases/a-b-testing');
  });
  it('ranks an API tag overview below the concept page of the same name, and never as an operation', () => {
    const found = ranking('segments');
    assert.equal(found[0], '/reference/segments');
    assert.ok(found.indexOf('/reference/api/unleash/segments') > 0);
  });
  it('ranks the operation first when the query asks for the API with an operation verb', () => {
    assert.equal(ranking('create feature flag api')[0], '/reference/api/unleash/create-feature');
    assert.equal(ranking('create feature flag')[0], '/how-to-create-feature-flag');
    assert.equal(analyzeQuery('create feature flag api').apiWords, true);
    // Named APIs and API tokens have concept pages; an endpoint without an operation verb is not an operation.
    assert.equal(analyzeQuery('create a frontend api token').apiWords, false);
    assert.equal(analyzeQuery('keep the metrics endpoint private').apiWords, false);
  });
  it('splits "X vs Y" and keeps both names when the query holds an old name and its new one', () => {
    const analysis = analyzeQuery('edge vs proxy');
    assert.equal(analysis.comparison, true);
    assert.deepEqual(analysis.words, ['edge', 'proxy']);
    assert.equal(ranking('edge vs proxy')[0], '/reference/unleash-edge/migration-guide');
    assert.equal(ranking('use edge instead of proxy')[0], '/reference/unleash-edge/migration-guide');
    // Alone, the old name still finds the current page.
    assert.ok(ranking('proxy').includes('/reference/unleash-edge'));
  });
  it("finds the migration guide by another product's name", () => {
    assert.equal(ranking('migrate from launchdarkly')[0], '/topics/migration');
  });
  it('finds an option by the words of its name and of its effect', () => {
    assert.deepEqual(camelParts('refreshInterval'), ['refresh', 'interval']);
    assert.deepEqual(camelParts('UNLEASH_URL'), []);
    assert.equal(ranking('refresh interval')[0], '/reference/sdks/node');
    assert.equal(ranking('how often does the sdk refresh')[0], '/reference/sdks/node');
    // "stop" is read as "disable" (`disableMetrics`). A page titled by the other word ("Impact
    // metrics") still ranks first for these, a miss left open.
    assert.ok(ranking('disable metrics').includes('/reference/sdks/node'));
    assert.ok(ranking('stop sending metrics').includes('/reference/sdks/node'));
    assert.equal(analyzeQuery('stop sending metrics').words.includes('stop'), true);
  });
  it("ranks an SDK's reference page above the tutorial for its language", () => {
    assert.equal(ranking('python flask sdk')[0], '/reference/sdks/python');
  });
});

describe('classes of misses (issue 30, session 5)', () => {
  const pages = [
    section({
      url: '/reference/sdks/javascript-browser#options',
      lvl1: 'JavaScript browser SDK',
      lvl2: 'Configuration options',
      text: 'Option Default Description url clientKey appName refreshInterval 30 Seconds between polls. disableRefresh false Turns polling off. metricsInterval 60 Seconds between metric reports.',
    }),
    section({
      url: '/reference/change-requests',
      lvl1: 'Change requests',
      text: 'A change request holds changes to a flag until someone approves them; you can change the default value of the approval count.',
    }),
    section({
      url: '/using-unleash/troubleshooting/sdk-not-ready',
      lvl1: 'SDK is not ready',
      type: 'troubleshooting',
      text: 'Change the default value of the timeout when the SDK takes long to be ready.',
    }),
    section({
      url: '/reference/sdks/go',
      lvl1: 'Go SDK',
      text: 'The Go client calls OnUpdate hooks after each refresh.',
    }),
    section({
      url: '/using-unleash/deploy/google-auth-hook',
      lvl1: 'Google auth hook',
      text: 'A hook that adds Google sign-in to a self-hosted server; the client gets a session from the sub claim.',
    }),
    section({
      url: '/using-unleash/troubleshooting/https',
      lvl1: 'HTTPS problems',
      type: 'troubleshooting',
      text: 'Behind a proxy that serves Unleash under a subpath, set the base path.',
    }),
    section({
      url: '/how-to/how-to-add-sso-saml',
      lvl1: 'How to add SSO with SAML 2.0',
      type: 'how-to',
      text: 'SAML settings.',
    }),
  ];
  const {index, ranking} = engineOf(pages);

  it('recognises code names in camelCase and PascalCase, not acronyms or capitalised words', () => {
    for (const name of ['refreshInterval', 'useFlag', 'FlagProvider', 'OnUpdate', 'GradualRolloutUserId']) {
      assert.equal(isIdentifier(name), true, name);
    }
    for (const word of ['SDK', 'Unleash', 'iOS', 'refresh', 'UNLEASH_URL'])
      assert.equal(isIdentifier(word), false, word);
    assert.deepEqual(identifierParts('getServerSideProps'), ['get', 'server', 'side', 'props']);
    // Only names starting in lower case are split in the index: "JavaScript" must not be found by "java".
    assert.deepEqual(camelParts('JavaScript'), []);
    assert.deepEqual(analyzeQuery('change refreshInterval').identifiers, {refreshinterval: ['refresh', 'interval']});
  });
  it('ranks the section that uses a code name the reader typed above pages that hold the other words', () => {
    // Two sections hold "default value"; only one uses the option's name.
    assert.equal(ranking('the default value of refreshInterval')[0], '/reference/sdks/javascript-browser');
  });
  it('finds an unknown code name by the words of its name', () => {
    assert.equal(ranking('OnUpdate')[0], '/reference/sdks/go');
    assert.equal(ranking('googleSignInHook')[0], '/using-unleash/deploy/google-auth-hook');
  });
  it('drops the letters of contractions and lone digits, and keeps numbers', () => {
    assert.deepEqual(analyzeQuery("edge can't reach unleash").words, ['edge', 'reach']);
    assert.deepEqual(analyzeQuery('set refresh to 0').words, ['set', 'refresh']);
    assert.deepEqual(analyzeQuery('error 401').words, ['error', '401']);
    // The 0 would match the "2.0" of the SAML page's title.
    assert.equal(ranking('setting refreshInterval to 0')[0], '/reference/sdks/javascript-browser');
  });
  it('tells a word the docs never use from a one-letter typo of one they do', () => {
    // No indexed word is near "graphql"; "refrsh" is one edit from "refresh".
    assert.deepEqual(index.search('refrsh hooks graphql').wordUnknown, [false, false, true]);
  });
  it('matches a short word the docs use as a whole word, unless it is the last word being typed', () => {
    // "go" as a prefix would find "google".
    assert.equal(ranking('add hooks in the go client')[0], '/reference/sdks/go');
    assert.ok(ranking('hook for go').includes('/using-unleash/deploy/google-auth-hook'));
    // "sub" alone is a whole word here ("sub claim"); with "path" it is the docs' "subpath".
    assert.equal(ranking('run on a sub path')[0], '/using-unleash/troubleshooting/https');
  });
});

describe('compound names: environment variables, snake_case names and flags (issue 30, session 8)', () => {
  const pages = [
    section({
      url: '/reference/unleash-edge/cli',
      lvl1: 'Unleash Edge command-line reference',
      text: 'Flag Variable Default --upstream-url UPSTREAM_URL none. --upstream-request-timeout UPSTREAM_REQUEST_TIMEOUT 5 seconds. --trust-proxy TRUST_PROXY false.',
    }),
    section({
      url: '/using-unleash/deploy/configuring-unleash',
      lvl1: 'Configure Unleash',
      text: 'Set the upstream URL of your proxy and the request timeout of the database in seconds. DATABASE_URL holds the connection string.',
    }),
    section({
      url: '/using-unleash/deploy/database-setup',
      lvl1: 'Set up PostgreSQL',
      text: 'The database URL and the request timeout for a connection to the database.',
    }),
    section({
      url: '/reference/terraform',
      lvl1: 'Terraform provider',
      text: 'The unleash_feature resource creates a flag; the unleash_project resource a project.',
    }),
  ];
  const {index, ranking} = engineOf(pages);

  it('reads the compound names of a text as one term each, not prose with hyphens', () => {
    assert.deepEqual(compoundNames('Set --upstream-url or UPSTREAM_URL; see unleash_feature in a self-hosted setup.'), [
      '_upstream_url',
      '_unleash_feature',
    ]);
    assert.equal(compoundTerm('OIDC_ENABLE_GROUP_SYNCING'), '_oidc_enable_group_syncing');
    assert.deepEqual(compoundNames('well-known, built-in, --port, SDK_'), []);
    assert.deepEqual(analyzeQuery('UPSTREAM_REQUEST_TIMEOUT in docker').compounds, ['_upstream_request_timeout']);
    // Its words stay words of the query.
    assert.deepEqual(analyzeQuery('UPSTREAM_REQUEST_TIMEOUT').words, ['upstream', 'request', 'timeout']);
  });
  it('ranks the section that uses the variable or flag a reader typed above sections holding its words', () => {
    // Without the name, the configuration page holds "upstream", "request" and "timeout" in prose.
    assert.equal(ranking('UPSTREAM_REQUEST_TIMEOUT')[0], '/reference/unleash-edge/cli');
    // A flag and its variable are one name.
    assert.equal(ranking('--upstream-request-timeout')[0], '/reference/unleash-edge/cli');
    assert.equal(ranking('database_url')[0], '/using-unleash/deploy/configuring-unleash');
    assert.equal(ranking('unleash_feature resource')[0], '/reference/terraform');
  });
  it('leaves queries without a compound name alone, and lets the first word of a name not find it by prefix', () => {
    assert.deepEqual(analyzeQuery('request timeout').compounds, []);
    assert.equal(ranking('database request timeout')[0], '/using-unleash/deploy/database-setup');
    assert.ok(!index.search('upstr').hits.some((hit) => hit.fields.length === 1 && hit.fields[0] === 'names'));
  });
  it('shows a section found by a name in its text as content, with a snippet', () => {
    const [hit] = answerRequests(index, [{indexName: 'i', query: 'UPSTREAM_URL'}], 'http://h').results[0].hits;
    assert.equal(hit.url, 'http://h/reference/unleash-edge/cli');
    assert.equal(hit.type, 'content');
    assert.match(String(hit.content), /UPSTREAM_URL/);
  });
});

describe('classes of misses (issue 30, session 12)', () => {
  const {ranking} = engineOf([
    section({
      url: '/reference/sdks/svelte#package',
      lvl1: 'Svelte SDK',
      lvl2: 'The package',
      text: 'useFlagsStatus returns a store updated on update.',
    }),
    section({
      url: '/reference/sdks/react#check',
      lvl1: 'React SDK',
      lvl2: 'Check flags',
      text: 'The useFlags hook returns every flag. It renders again on each update event from the client, once the provider has started and fetched the flags.',
    }),
    section({
      url: '/how-to/how-to-archive-feature-flags',
      lvl1: 'Archive, revive and delete feature flags',
      type: 'how-to',
      text: 'Archive a flag when its job is done. Archived flags stay in their project until you delete them.',
    }),
    section({
      url: '/reference/projects',
      lvl1: 'Projects',
      text: 'A project holds flags. You can archive a project once it has no active flags, and revive it later.',
    }),
  ]);
  it('counts a code name the docs use where it is written as such, not in a longer name that starts with it', () => {
    // `useFlags` is not `useFlagsStatus`.
    assert.equal(ranking('useFlags update')[0], '/reference/sdks/react');
  });
  it("ranks a page titled by one of the query's subjects like one whose title holds the whole query", () => {
    // "Projects" is all title and all query; the how-to's title holds "archive" among other words.
    assert.equal(ranking('archive project')[0], '/reference/projects');
  });
  it('ranks the section that holds the whole question above one that holds its commonest words often', () => {
    const {ranking: rankingOf} = engineOf([
      section({
        url: '/reference/signals',
        lvl1: 'Signals',
        text: 'Signal endpoints receive events from an external system, and actions then change flags automatically in response to them.',
      }),
      section({
        url: '/reference/change-requests',
        lvl1: 'Change requests',
        text: 'A change request holds changes to flags until someone approves the change.',
      }),
      section({url: '/reference/events', lvl1: 'Events', text: 'Every change to a flag is an event.'}),
      section({url: '/reference/segments', lvl1: 'Segments', text: 'Segments hold constraints for flags.'}),
    ]);
    assert.equal(rankingOf('change flags automatically from an external system')[0], '/reference/signals');
  });
  it('reads words joined by hyphens as a flag the docs name, and leaves prose with hyphens alone', () => {
    const {index, ranking: rankingOf} = engineOf([
      section({
        url: '/reference/unleash-edge/cli',
        lvl1: 'Unleash Edge command-line reference',
        text: 'Option Description --allow-list Addresses that may connect. --deny-list Addresses that may not connect. --instance-id An id for this instance.',
      }),
      section({
        url: '/reference/access-lists',
        lvl1: 'Access control',
        text: 'An allow list and a deny list in the middleware decide which roles may act on a self-hosted server.',
      }),
    ]);
    assert.deepEqual(analyzeQuery('allow-list and deny-list middleware').compounds, ['_allow_list', '_deny_list']);
    // No flag is named "self-hosted": the prose that says it is found as before.
    assert.equal(index.search('self-hosted').hits[0].section.url, '/reference/access-lists');
    assert.equal(rankingOf('allow-list and deny-list middleware')[0], '/reference/unleash-edge/cli');
  });
});

describe('highlighting', () => {
  it('escapes markup before marking words', () => {
    assert.equal(
      highlight('<script>alert(1)</script> segments', ['segments']),
      '&lt;script&gt;alert(1)&lt;/script&gt; <mark>segments</mark>',
    );
    assert.equal(highlight('a "b" & c', ['<b>']), 'a &quot;b&quot; &amp; c');
  });
  it('marks word starts only', () => {
    assert.equal(highlight('segment subsegment', ['segment']), '<mark>segment</mark> subsegment');
  });
  it('extracts text around the first match', () => {
    const text = `${'x '.repeat(100)}target words here`;
    assert.match(extractAround(text, ['target']), /^….*target words here$/);
  });
});

describe('DocSearch adapter', () => {
  it('answers requests in the shape DocSearch reads, with absolute URLs', () => {
    const {results} = answerRequests(
      engine,
      [{indexName: 'i', query: 'create segment', params: {hitsPerPage: 5}}],
      'http://127.0.0.1:3000',
    );
    const [first] = results[0].hits;
    assert.equal(first.url, 'http://127.0.0.1:3000/reference/segments#create');
    assert.equal(first.hierarchy.lvl1, 'Segments');
    assert.equal(first.type, 'lvl2');
    assert.match(String(first._highlightResult.hierarchy.lvl2?.value), /<mark>Create<\/mark>/);
    assert.equal(results[0].hitsPerPage, 5);
  });
  it('shows the page and, for an H3 section, its H2 under the title, so equal headings can be told apart', () => {
    const twins = loadEngine(
      JSON.parse(
        JSON.stringify(
          buildIndexFile([
            section({url: '/p#a-ui', lvl1: 'Tokens', lvl2: 'Create', lvl3: 'In the admin UI', text: 'Open settings.'}),
            section({url: '/p#b-ui', lvl1: 'Tokens', lvl2: 'Rotate', lvl3: 'In the admin UI', text: 'Open settings.'}),
          ]),
        ),
      ) as IndexFile,
    );
    const {results} = answerRequests(twins, [{query: 'admin UI'}], 'http://h');
    const paths = results[0].hits.map((h) => h._snippetResult.hierarchy.lvl1?.value.replace(/<[^>]+>/g, ''));
    assert.deepEqual(paths.sort(), ['Tokens › Create', 'Tokens › Rotate']);
  });
  it('treats a hostile query as text', () => {
    const {results} = answerRequests(engine, [{query: '<img src=x onerror=alert(1)> segments'}], 'http://h');
    for (const hit of results[0].hits) assert.doesNotMatch(JSON.stringify(hit), /<img/);
  });
});

describe('a configuration name described in words (issue 30, session 13)', () => {
  const {ranking} = engineOf([
    section({
      url: '/using-unleash/deploy/configuring-unleash',
      lvl1: 'Configure Unleash',
      text: 'Variable Default Meaning. UNLEASH_DEFAULT_ADMIN_PASSWORD unleash4all Password of the first admin. DATABASE_URL none Connection string.',
    }),
    section({
      url: '/how-to/how-to-add-users-to-unleash',
      lvl1: 'Add users',
      type: 'how-to',
      text: 'Admins: the default admin password. An admin changes the default password of each admin, and the admin password policy.',
    }),
    section({
      url: '/reference/api-tokens-and-client-keys',
      lvl1: 'API tokens',
      text: 'INIT_CLIENT_API_TOKENS, INIT_FRONTEND_API_TOKENS and INIT_ADMIN_API_TOKENS create API tokens at start-up.',
    }),
  ]);

  it('reads the words that describe a compound name, without filler and numbers', () => {
    assert.deepEqual(describingWords('_unleash_default_admin_password'), ['default', 'admin', 'password']);
    assert.equal(describingWords('_unleash_url'), null);
    assert.equal(describingWords('password'), null);
  });
  it('finds a name only when the query holds every describing word, and none when many names share them', () => {
    const names = describedNamesOf([
      '_unleash_default_admin_password',
      '_a_b_one',
      '_a_b_two',
      '_a_b_three',
      '_a_b_four',
    ]);
    assert.deepEqual(names.describedBy(['default', 'admin', 'password', 'docker']), [
      '_unleash_default_admin_password',
    ]);
    assert.deepEqual(names.describedBy(['admin', 'password']), []);
    // "a b" alone describes nothing (one word is left); with "one" it names exactly one variable.
    assert.deepEqual(names.describedBy(['ab', 'one']), []);
  });
  it('ranks the section that uses the variable a reader describes above prose holding the same words', () => {
    assert.equal(ranking('default admin password')[0], '/using-unleash/deploy/configuring-unleash');
    // Without "default" the words name no variable: the prose page, which holds them more often, stays first.
    assert.equal(ranking('admin password')[0], '/how-to/how-to-add-users-to-unleash');
  });
});

describe('words of degree are not the subject (issue 30, session 13)', () => {
  const {ranking} = engineOf([
    section({
      url: '/feature-flag-tutorials/django',
      lvl1: 'Feature flags in a Django app',
      type: 'sdk-tutorial',
      text: 'Feature flags let you ship code completely dark. Remove the demo view when you are done.',
    }),
    section({
      url: '/how-to/how-to-archive-feature-flags',
      lvl1: 'Archive, revive and delete feature flags',
      type: 'how-to',
      keywords: 'remove flag, delete flag',
      text: 'Archive a feature flag when its job is done, then delete it to remove it for good.',
    }),
  ]);

  it('drops "completely", "really" and the like from a query that has other words', () => {
    assert.deepEqual(analyzeQuery('completely remove feature toggle').words, ['remove', 'feature', 'toggle']);
    assert.deepEqual(analyzeQuery('really delete a flag').words, ['delete', 'flag']);
    assert.deepEqual(analyzeQuery('completely').words, ['completely']);
  });
  it('ranks the page about the task above a page that only shares the rare adverb', () => {
    assert.equal(ranking('completely remove feature flag')[0], '/how-to/how-to-archive-feature-flags');
  });
});
