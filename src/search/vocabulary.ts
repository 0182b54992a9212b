// cspell:ignore turnoff killswitch gradualrolloutuserid gradualrolloutsessionid gradualrolloutrandom flexiblerollout userwithid
/**
 * What readers type for what the docs call it, as data: the search engine (`engine.ts`) reads it,
 * CONTRIBUTING.md ("Search") says how to add to it, and its unit tests check its shape.
 *
 * - `OLD_NAMES`: things the product renamed. Readers keep the old name for years (issues, blog
 *   posts and Q&A answers use it), so every old name finds the current page. Each entry says where
 *   the rename is recorded; add one only with such a source.
 * - `ABBREVIATIONS`: short forms and other spellings of a name (k8s, golang, db).
 * - `TASK_WORDS`: the words of a task for the feature that does it (roll back → kill switch).
 *
 * A single-word reader's form becomes an alternative of that word; a phrase is first rewritten
 * to one token (`phraseToken`) whose alternatives are the current name and the phrase itself.
 * Alternatives are matched as whole words, next to the reader's own word, never instead of it.
 */

export type Rename = {
  /** The old name as readers type it, lower case: one word or a phrase. */
  old: string;
  /** What the docs call it now (one or more alternatives, lower case). */
  current: readonly string[];
  /** Where the rename is recorded: a changelog entry with its version, or the product's own text. */
  source: string;
};

export const OLD_NAMES: readonly Rename[] = [
  {
    old: 'toggle',
    current: ['flag'],
    source: 'unleash CHANGELOG.md 7.2.3 "Update from toggles to flags" (#10647) and 7.4.2 "Toggle -> flag" (#11295)',
  },
  {old: 'toggles', current: ['flags'], source: 'as "toggle"'},
  {
    old: 'addon',
    current: ['integration'],
    source: 'unleash CHANGELOG.md 5.5.0 "Change addons -> integrations" (#4523)',
  },
  {old: 'addons', current: ['integrations'], source: 'as "addon"'},
  {
    old: 'proxy',
    current: ['edge'],
    source:
      'docs/reference/unleash-proxy.mdx: the Unleash Proxy is deprecated and Unleash Edge replaces it (unleash-edge migration guide)',
  },
  {
    old: 'embedded proxy',
    current: ['frontend api'],
    source: 'unleash CHANGELOG.md 5.3.0 "Update proxy hosting to point to Frontend API" (#4191)',
  },
  {
    old: 'azure ad',
    current: ['entra'],
    source: 'Microsoft renamed Azure Active Directory to Entra ID; docs/how-to/how-to-add-sso-azure-saml.mdx says so',
  },
  {old: 'azure active directory', current: ['entra'], source: 'as "azure ad"'},
  {old: 'aad', current: ['entra'], source: 'as "azure ad"'},
  {
    old: 'project health',
    current: ['technical debt'],
    source: 'unleash CHANGELOG.md 7.0.0 "Rename health to technical debt" (#10063)',
  },
  {old: 'health report', current: ['technical debt'], source: 'as "project health"'},
  {old: 'health rating', current: ['technical debt'], source: 'as "project health"'},
  {
    old: 'insights',
    current: ['analytics'],
    source: 'unleash CHANGELOG.md 7.0.0 "Rename insights -> analytics" (#10095)',
  },
  {
    old: 'access matrix',
    current: ['access overview'],
    source: 'unleash CHANGELOG.md 6.9.0 "Rename access matrix to access overview" (#9531)',
  },
  {
    old: 'client token',
    current: ['backend token'],
    source: 'unleash CHANGELOG.md 7.1.2 "Backend tokens mapped to client tokens" (#10561)',
  },
  {old: 'client tokens', current: ['backend tokens'], source: 'as "client token"'},
  {old: 'client key', current: ['backend token'], source: 'as "client token"'},
  {old: 'client keys', current: ['backend tokens'], source: 'as "client token"'},
  {
    old: 'environment variants',
    current: ['strategy variants'],
    source:
      'docs/reference/feature-toggle-variants.mdx: variants per environment are deprecated in favour of strategy variants',
  },
];

/** Short forms and other spellings: each word's alternatives. */
export const ABBREVIATIONS: Readonly<Record<string, readonly string[]>> = {
  golang: ['go'],
  nodejs: ['node'],
  js: ['javascript'],
  ts: ['typescript'],
  nextjs: ['next'],
  dotnet: ['net'],
  csharp: ['net'],
  k8s: ['kubernetes'],
  swagger: ['openapi'],
  spec: ['specification', 'description'],
  pat: ['personal access token'],
  sso: ['single sign-on', 'saml', 'oidc'],
  oidc: ['openid'],
  azure: ['entra'],
  rbac: ['roles', 'permissions'],
  ab: ['a/b', 'experiment'],
  env: ['environment'],
  envs: ['environments'],
  vars: ['variables'],
  config: ['configuration', 'configure'],
  db: ['database'],
  app: ['application'],
  apps: ['applications'],
  postgres: ['postgresql'],
  pg: ['postgresql'],
  docker: ['container'],
  upgrade: ['migrate', 'migration'],
  login: ['sign in'],
  signin: ['sign in'],
  // Activation strategy names the SDKs and older servers used, before "gradual rollout".
  gradualrolloutuserid: ['gradual rollout'],
  gradualrolloutsessionid: ['gradual rollout'],
  gradualrolloutrandom: ['gradual rollout'],
  flexiblerollout: ['gradual rollout'],
  userwithid: ['user ids'],
};

/** The words of a task for the feature that does it. */
export const TASK_WORDS: Readonly<Record<string, readonly string[]>> = {
  rollback: ['kill switch', 'roll back', 'revert'],
  revert: ['kill switch'],
  emergency: ['kill switch'],
  incident: ['kill switch'],
  killswitch: ['kill switch'],
  turnoff: ['kill switch', 'disable'],
};

/**
 * Other feature-flag products, by name. A reader who names one is moving from it or comparing it
 * with Unleash; the docs never name them, and the migration guide
 * (docs/topics/feature-flag-migration) covers moving from "another vendor". Only names that are
 * not also ordinary English words ("split" is left out).
 */
export const OTHER_PRODUCTS: readonly string[] = [
  'launchdarkly',
  'flagsmith',
  'configcat',
  'growthbook',
  'optimizely',
  'statsig',
  'devcycle',
  'flipt',
];
/** What the docs call moving from another product. */
export const OTHER_PRODUCT_MEANS: readonly string[] = ['vendor', 'migration'];

/**
 * Readers' words for an option's effect, as the SDK option tables put it: "stop sending metrics" is
 * `disableMetrics`, "how often the SDK refreshes" is `refreshInterval`. Multi-word phrases are
 * rewritten to one token, as old names are.
 */
export const OPTION_WORDS: Readonly<Record<string, readonly string[]>> = {
  stop: ['disable'],
  'how often': ['interval'],
  'how long': ['interval', 'timeout'],
};

/**
 * Readers' names for a kind of thing the docs name by what it does: a single-page app is what the
 * docs call a client-side or frontend app, a non-boolean flag is a flag with variants.
 */
export const READER_PHRASES: Readonly<Record<string, readonly string[]>> = {
  'single page app': ['client-side', 'frontend', 'browser'],
  'single page apps': ['client-side', 'frontend', 'browser'],
  'single page application': ['client-side', 'frontend', 'browser'],
  'single page applications': ['client-side', 'frontend', 'browser'],
  spa: ['client-side', 'frontend', 'browser'],
  'native app': ['mobile', 'client-side'],
  'native apps': ['mobile', 'client-side'],
  'mobile app': ['mobile', 'client-side'],
  'mobile apps': ['mobile', 'client-side'],
  // A server's or Edge's settings, not Unleash environments (development, production).
  'environment variable': ['configuration', 'variable'],
  'environment variables': ['configuration', 'variables'],
  'non boolean': ['variants'],
  multivariate: ['variants'],
};

/** Every multi-word name the vocabulary rewrites to one token: old names and readers' phrases. */
const multiWord = () => [
  ...OLD_NAMES.filter(({old}) => old.includes(' ')).map(({old}) => old),
  ...Object.keys(READER_PHRASES).filter((phrase) => phrase.includes(' ')),
  ...Object.keys(OPTION_WORDS).filter((phrase) => phrase.includes(' ')),
];

/** The one token a multi-word old name is rewritten to before the query is split into words. */
export const phraseToken = (phrase: string) => phrase.replace(/[^a-z0-9]+/g, '');

/**
 * Every word's alternatives: old names, short forms and task words together. A phrase's token has
 * the current name and the phrase itself, so pages that still use the old name are found too.
 */
export function synonymTable(): Record<string, string[]> {
  const table: Record<string, string[]> = {};
  const add = (word: string, alternatives: readonly string[]) => {
    const list = (table[word] ??= []);
    for (const alternative of alternatives)
      if (alternative !== word && !list.includes(alternative)) list.push(alternative);
  };
  for (const [word, alternatives] of Object.entries(ABBREVIATIONS)) add(word, alternatives);
  for (const [word, alternatives] of Object.entries(TASK_WORDS)) add(word, alternatives);
  for (const {old, current} of OLD_NAMES) {
    if (old.includes(' ')) add(phraseToken(old), [...current, old]);
    else add(old, current);
  }
  for (const name of OTHER_PRODUCTS) add(name, OTHER_PRODUCT_MEANS);
  for (const [phrase, means] of Object.entries(OPTION_WORDS)) {
    if (phrase.includes(' ')) add(phraseToken(phrase), means);
    else add(phrase, means);
  }
  for (const [phrase, means] of Object.entries(READER_PHRASES)) {
    if (phrase.includes(' ')) add(phraseToken(phrase), [...means, phrase]);
    else add(phrase, means);
  }
  return table;
}

/** Multi-word old names as rewrites (`azure ad` → `azuread`), longest first so no phrase eats a longer one. */
export function oldNamePhrases(): [RegExp, string][] {
  return multiWord()
    .sort((a, b) => b.length - a.length)
    .map((phrase) => [new RegExp(`\\b${phrase.split(' ').join('[\\s-]+')}\\b`, 'g'), phraseToken(phrase)]);
}

/** Tokens that only stand for a phrase: they are never searched for as typed. */
export function phraseTokens(): Set<string> {
  return new Set(multiWord().map(phraseToken));
}

/** A title or query with every old single-word name replaced by its current one: "create a feature toggle" → "create a feature flag". */
const SINGLE_WORD_RENAMES = new Map(
  OLD_NAMES.filter(({old}) => !old.includes(' ')).map(({old, current}) => [old, current[0]]),
);

export function withCurrentNames(normalized: string): string {
  return normalized
    .split(' ')
    .map((word) => SINGLE_WORD_RENAMES.get(word) ?? word)
    .join(' ');
}
