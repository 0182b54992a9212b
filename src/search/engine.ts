// cspell:ignore aren didn doesn wasn ations ation ings turnoff killswitch gradualrolloutuserid gradualrolloutsessionid gradualrolloutrandom flexiblerollout userwithid inlinks doesnt ment aeiou enterprize behavi neighb harb
/**
 * The local search engine shared by the build (which writes the index) and the browser (which
 * queries it): MiniSearch over one record per page section, with the DocSearch result shape and
 * limits the spec asks for. Everything here is pure and runs in Node for the tests and the bench.
 *
 * Ranking, in order of what it does (CONTRIBUTING.md "Search" says why):
 * 1. MiniSearch scores each section for each query word (BM25; title, headings, keywords, text).
 * 2. A section that holds more of the query's words ranks above one that holds fewer.
 * 3. A page whose title is the query, or holds every query word and little else, ranks first; so
 *    does a section whose heading does.
 * 4. Page weights: its family (reference and how-to above tutorials), how many pages link to it,
 *    intro and H2 sections above H3 ones, current pages above deprecated ones.
 * 5. What the query asks: "what is" leans to concept and reference pages, "how do I" to how-to
 *    guides, errors and "why does" to troubleshooting pages; API operation pages rank high only
 *    for an operation's name or path, and below the guides otherwise.
 */
import MiniSearch, {type Options, type QueryCombination, type SearchOptions} from 'minisearch';

import {HITS_PER_PAGE, MAX_QUERY_LENGTH} from './constants';
import {editDistance, lexiconOf, type Lexicon} from './typos';
import {oldNamePhrases, phraseTokens, synonymTable, withCurrentNames} from './vocabulary';
import {platformOfPage, platformOfQuery} from './platforms';

export {HITS_PER_PAGE, INDEX_FILE, MAX_QUERY_LENGTH, MAX_QUESTION_LENGTH, TITLES_FILE} from './constants';

/** A section as stored in the index file: compact, with a short extract for display. */
export type IndexedSection = {
  id: number;
  url: string;
  lvl0: string;
  lvl1: string;
  lvl2: string | null;
  lvl3: string | null;
  /** First characters of the section text, shown as the extract. */
  extract: string;
  type: string;
  language: string;
  docusaurus_tag: string;
  /** How many other pages link to this section's page. */
  inlinks: number;
};

type Indexable = Omit<IndexedSection, 'inlinks'> & {headings: string; keywords: string; text: string};

/**
 * The file the browser downloads. Pages are listed once and sections point at them, and values
 * shared by every record (language, version tag) are stored once, to keep the download small.
 */
export type IndexFile = {
  version: 3;
  facets: {language: string; docusaurus_tag: string};
  /** [url, lvl0, lvl1, type, pages linking to it] */
  pages: [string, string, string, string, number][];
  /** [page index, anchor, lvl2, lvl3, extract] */
  sections: [number, string, string | null, string | null, string][];
  index: unknown;
};

/** Words of a section's text that go into the index; the start of a section says what it is about. */
export const INDEXED_WORDS = 1000;
export const EXTRACT_LENGTH = 180;

/**
 * Every number the ranking uses, in one place. They were set on the tuning part of the evaluation
 * sets (scripts/search-eval) and checked on the held-out part; `npm run bench:search` measures both.
 */
export const RANKING = {
  /** MiniSearch field boosts: title, headings (and keywords) and body. */
  fields: {lvl1: 5, headings: 3, keywords: 3, text: 1, names: 1},
  /** Page families, reference and how-to above tutorials and the academy, contributor records last. */
  type: {
    reference: 1.25,
    'how-to': 1.2,
    guide: 1.15,
    troubleshooting: 1.1,
    deploy: 1.1,
    concept: 1.05,
    tutorial: 0.75,
    /** Tutorials for one language or framework: below that SDK's reference page. */
    'sdk-tutorial': 0.6,
    academy: 0.7,
    api: 1,
    'api-overview': 1,
    contributing: 0.5,
  } as Record<string, number>,
  /** Page intro, H2 and H3 sections. */
  depth: {intro: 1.5, h2: 1, h3: 0.9},
  /** Pages titled "(deprecated)" or "(legacy)". */
  deprecated: 0.35,
  /** Per doubling of the pages linking to a page. */
  linked: 0.16,
  /** How steeply holding fewer of the query's words costs (1: in proportion, 2: squared). */
  coverageExponent: 1.5,
  /** Coverage mixes the section's own words with the page's: 0 the section only, 1 the page only. */
  pageCoverage: 0.5,
  /** Title factors for the page intro: the query itself, every query word (at most). */
  titleExact: 6,
  titleFull: 2.9,
  /** The same for the other sections of that page. */
  sectionTitleExact: 2,
  sectionTitleFull: 1.7,
  /** A section's own heading. */
  headingExact: 2.5,
  headingFull: 1.6,
  /** A title holding part of the query, against one holding all of it. */
  partialTitle: 0.6,
  /** The same for a title made only of query words ("Projects" for "archive project"): a subject's own page. */
  topicTitle: 1,
  /** The same for "X vs Y": a title naming one of the two things compared. */
  comparisonOneSide: 0.5,
  /** API operation pages: their name or path, an API-like query, anything else (below the guides). */
  operationMatch: 6,
  apiQuery: 1.6,
  api: 0.45,
  /** "what is": concept and reference pages; "how do I": how-to guides; problems: troubleshooting. */
  whatConcept: 1.3,
  whatReference: 1.1,
  whatHowTo: 0.9,
  howHowTo: 1.3,
  howGuide: 1.15,
  howAcademy: 0.9,
  problemTroubleshooting: 1.3,
  /**
   * A code name the reader typed (`refreshInterval`, `FlagProvider`): a section that holds it, or
   * whose page does, at most this much above one that holds neither.
   */
  identifier: 4,
  /** A code name used by more sections than this counts for less, in proportion. */
  identifierSections: 30,
  /**
   * A query whose words are every describing word of a compound name ("default admin password" for
   * `UNLEASH_DEFAULT_ADMIN_PASSWORD`) counts that name as typed; when more names than this share
   * the words, none of them does.
   */
  describedNames: 3,
  /** A name the reader described in words counts at most this much, below one typed (`identifier`). */
  describedName: 1.5,
  /** Words of at most this many letters are matched whole (and by their plural), not as prefixes. */
  shortWord: 3,
  /** A query naming one platform ("react a/b test"): that platform's SDK page and tutorials, another platform's. */
  platformNamed: 3,
  platformOther: 0.8,
};

/**
 * Words too common to tell sections apart, and the words of a question ("how do I ...") that do not
 * say what it is about; leaving them out keeps the index small and lets the subject rank.
 */
const STOP_WORDS = new Set(
  'a an and are aren as at be but by can didn do does doesn don for from has have how i if in into is isn it its me my of on or should so than that the their then there these this to was wasn we were what when where which why will with won you your'.split(
    ' ',
  ),
);

/**
 * Words readers add to a question that every page could answer to ("unleash", "using", "always"),
 * and words of degree ("completely", "really"), which are rare in the docs and so would outweigh
 * the subject: left out of a query when it has other words, never out of the index.
 */
const FILLER_WORDS = new Set(
  "unleash unleash's using use used get gets getting want need way able possible please help question issue problem something anything always just also any all some work works working still doesnt dont cant cannot completely entirely totally fully really actually properly correctly simply basically".split(
    ' ',
  ),
);

/**
 * What readers type for what the docs call it: old names of renamed things, short forms and the
 * words of a task, from the documented table in `vocabulary.ts` (each old name with its source).
 * Each alternative is matched as a whole word (no prefix, no typo tolerance), next to the reader's
 * own word.
 */
export const SYNONYMS: Readonly<Record<string, readonly string[]>> = synonymTable();
/** Tokens a multi-word old name is rewritten to: searched only by their alternatives. */
const PHRASE_TOKENS = phraseTokens();

/** Multi-word phrases readers use, rewritten before the query is split into words. */
const PHRASES: readonly [RegExp, string][] = [
  ...oldNamePhrases(),
  [/\bc#|\bc[\s-]+sharp\b/g, 'csharp'],
  // Rolling back a bad release or deploy is what a kill switch is for; rolling back an upgrade is not.
  [
    /\b(?:roll(?:s|ed|ing)?[\s-]+back|rollback|revert)\s+(?:(?:a|an|the|my|our)\s+)?(?:(?:bad|broken|faulty|failed|buggy)\s+)?(?:release|deploy(?:ment)?|feature|change)s?\b/g,
    'rollback',
  ],
  [/\broll(?:s|ed|ing)?[\s-]+back\b/g, 'rollback'],
  [
    /\b(?:turn|switch|shut)(?:s|ed|ing)?[\s-]+off(?:\s+(?:a|an|the|my)?\s*(?:(?:bad|broken|buggy|faulty)\s+)?(?:feature|release))?\b/g,
    'turnoff',
  ],
  [/\bkill[\s-]+switch(?:es)?\b/g, 'killswitch'],
  [/\bfront[\s-]+end\b/g, 'frontend'],
  [/\bback[\s-]+end\b/g, 'backend'],
  [/\baudit[\s-]+(?:log|trail)s?\b/g, 'event log'],
];

/** Suffixes dropped from a query word so that it also matches the word's other forms by prefix. */
const SUFFIXES = ['ations', 'ation', 'ings', 'ing', 'ions', 'ion', 'ed', 'es', 's', 'e'];
const MIN_STEM = 4;

/**
 * A light stem for matching by prefix: `migrate`, `migrating` and `migration` all become a prefix
 * of each other's forms (`migrat`, `migr`), `variables` becomes `variabl`. Only used at query time,
 * so the index stays as written and a partial word being typed is still matched as it is.
 */
export function stem(word: string): string {
  let stemmed = stems.get(word);
  if (stemmed === undefined) {
    // The words stemmed are the index's and the readers' words: a bounded set, but kept bounded.
    if (stems.size >= STEM_CACHE_SIZE) stems.clear();
    stemmed = stemOf(word);
    stems.set(word, stemmed);
  }
  return stemmed;
}

/** Stems already computed: ranking asks for the stem of the same title words for every result. */
const stems = new Map<string, string>();
const STEM_CACHE_SIZE = 50_000;

function stemOf(word: string): string {
  for (const suffix of SUFFIXES) {
    if (word.endsWith(suffix) && word.length - suffix.length >= MIN_STEM) return word.slice(0, -suffix.length);
  }
  // `sticky` → `sticki`, a prefix of `stickiness`; `policy` → `polici`, of `policies`.
  if (word.endsWith('y') && word.length > MIN_STEM && !/[aeiou]y$/.test(word)) return `${word.slice(0, -1)}i`;
  return word;
}

/**
 * The base of a word that doubles its last consonant before -ing or -ed (`tagging` → `tag`,
 * `mapped` → `map`), with its plural: `stem` leaves `tagg`, which no form of "tag" starts with.
 * Matched as whole words, since a three-letter prefix would match far too much.
 */
export function undoubled(word: string): string[] {
  const match = /^([a-z]*[aeiou]([bcdgkmnprtv]))\2(?:ing|ings|ed)$/.exec(word);
  return match && match[1].length >= 3 ? [match[1], `${match[1]}s`] : [];
}

export const INDEX_OPTIONS: Options<Indexable> = {
  idField: 'id',
  fields: ['lvl1', 'headings', 'keywords', 'text', 'names'],
  storeFields: [],
  processTerm,
};

/** Titles, headings and keywords are also indexed by their stems, so a typo of any form finds them. */
const STEMMED_FIELDS = new Set(['lvl1', 'headings', 'keywords']);
const INDEX_TIME_OPTIONS: Options<Indexable> = {
  ...INDEX_OPTIONS,
  // The compound names of a section are a field of their own, so they do not change the length of
  // its text, by which the text's matches are weighed.
  extractField: (section, field) =>
    field === 'names'
      ? [section.lvl1, section.headings, section.keywords, section.text].join(' ')
      : (section as unknown as Record<string, string>)[field],
  tokenize: (text, field) => (field === 'names' ? compoundNames(text) : text.split(TOKENIZE)),
  processTerm: (term, field) => {
    const word = processTerm(term);
    if (!word) return word;
    const forms = [word, ...camelParts(term)];
    if (field && STEMMED_FIELDS.has(field)) forms.push(stem(word));
    const unique = [...new Set(forms)];
    return unique.length === 1 ? word : unique;
  },
};

/**
 * The words of an option or method name written in camelCase (`refreshInterval` → `refresh`,
 * `interval`), indexed beside the name itself: a reader describes an option in plain words ("how
 * often the SDK refreshes", "disable metrics") far more often than by its name.
 */
export function camelParts(term: string): string[] {
  // Only names that start in lower case: splitting "JavaScript" or "GitHub" would let "java" or
  // "git" find every page that names them.
  if (!/^[a-z]+(?:[A-Z][a-z]+)+$/.test(term)) return [];
  return identifierParts(term);
}

/** The words of a code name: `refreshInterval` → `refresh`, `interval`; `OnUpdate` → `update`. */
export function identifierParts(term: string): string[] {
  return term
    .split(/(?=[A-Z])/)
    .map((part) => processTerm(part))
    .filter((part): part is string => Boolean(part) && part!.length >= 3);
}

/**
 * A name written in camelCase or PascalCase, as code names options, methods and types
 * (`refreshInterval`, `useFlag`, `FlagProvider`, `RepositoryListener`): at least two words, each
 * starting with a capital after the first. Not an acronym ("SDK") or a capitalised word ("Unleash").
 */
export const isIdentifier = (term: string) => /^[A-Za-z][a-z0-9]+(?:[A-Z][a-z0-9]+)+[A-Z]?$/.test(term);

/**
 * Names joined by underscores or hyphens, as operators type them: environment variables
 * (`OIDC_ENABLE_GROUP_SYNCING`), snake_case options and resources (`unleash_feature`) and
 * command-line flags (`--upstream-auth-header`). Tokenizing splits them into their words, which
 * also occur all over the docs; each is indexed a second time whole, so a reader who types the
 * name finds the sections that use it. Prose with hyphens ("self-hosted") is not a name.
 */
const COMPOUND =
  /(?<![\p{L}\p{N}_-])(?:[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+|[a-z][a-z0-9]*(?:_[a-z0-9]+)+|--[a-z0-9]+(?:-[a-z0-9]+)+)(?![\p{L}\p{N}_-])/gu;

/**
 * A compound name as one index term: lower case, its parts joined by `_`, after a leading `_` that
 * no query word has, so that typing "oidc" does not prefix-match every `OIDC_…` variable. The flag
 * and the variable of one option (`--upstream-url`, `UPSTREAM_URL`) are the same term.
 */
export const compoundTerm = (name: string) => `_${name.replace(/^--/, '').toLowerCase().split(/[-_]/).join('_')}`;
const COMPOUND_TERM = /^_[a-z0-9]+(?:_[a-z0-9]+)+$/;

/**
 * Words joined by hyphens in a query ("allow-list", "instance-id"): readers name a command-line flag
 * without its dashes. Searched as a compound name only where the docs have one by that name, so
 * prose ("self-hosted") stays prose.
 */
const HYPHENATED = /(?<![\p{L}\p{N}_-])[a-z][a-z0-9]*(?:-[a-z0-9]+)+(?![\p{L}\p{N}_-])/gu;

/** The compound names a text holds, as index terms (see `COMPOUND`). */
export function compoundNames(text: string): string[] {
  return [...new Set(Array.from(text.matchAll(COMPOUND), (m) => compoundTerm(m[0])))];
}

/**
 * The words of a compound name that say what it is (`_unleash_default_admin_password` → `default`,
 * `admin`, `password`): its parts as query words are processed, without stop words and filler
 * ("unleash"), or null when fewer than two are left (`_unleash_url` says only "url").
 */
export function describingWords(term: string): string[] | null {
  if (!COMPOUND_TERM.test(term)) return null;
  const words = [
    ...new Set(
      term
        .slice(1)
        .split('_')
        .map((part) => processTerm(part))
        .filter((w): w is string => Boolean(w) && !FILLER_WORDS.has(w!) && !/^\d+$/.test(w!)),
    ),
  ];
  return words.length >= 2 ? words : null;
}

/**
 * Compound names by the words that describe them, so that a reader who describes an option in
 * words ("default admin password") finds the variable that sets it (`UNLEASH_DEFAULT_ADMIN_PASSWORD`).
 * Built once when the index loads; a query asks only for the names that hold one of its words.
 */
export type DescribedNames = {
  /** The compound names every describing word of which the query holds (by word or stem), at most `max`. */
  describedBy(words: readonly string[]): string[];
};

export function describedNamesOf(terms: readonly string[], max = RANKING.describedNames): DescribedNames {
  const names: {term: string; words: string[]}[] = [];
  const byWord = new Map<string, number[]>();
  for (const term of terms) {
    const words = describingWords(term);
    if (!words) continue;
    const at = names.push({term, words: words.map(stem)}) - 1;
    for (const word of words) {
      const key = stem(word);
      const list = byWord.get(key);
      if (list) list.push(at);
      else byWord.set(key, [at]);
    }
  }
  return {
    describedBy(words) {
      const stems = new Set(words.map(stem));
      const found = new Set<number>();
      for (const s of stems) for (const at of byWord.get(s) ?? []) found.add(at);
      const described = [...found]
        .filter((at) => names[at].words.every((w) => stems.has(w)))
        .map((at) => names[at].term);
      // A few words that many names share ("api token") describe none of them.
      return described.length <= max ? described : [];
    },
  };
}

/**
 * British and American spellings as one word: the docs write "initialise" and "behaviour", most
 * readers type "initialize" and "behavior". Applied to the index and to queries alike, so an
 * over-eager rewrite ("enterprize") only ever meets itself.
 */
export const spelling = (word: string) =>
  word
    .replace(/(li|ri|ti|ni|mi|ci)s(e|ed|es|er|ers|ing|ation|ations)$/, '$1z$2')
    .replace(/lys(e|ed|er|ers|ing)$/, 'lyz$1')
    .replace(/(behavi|col|fav|hon|lab|neighb|harb)our/, '$1or');

function processTerm(term: string): string | null {
  if (COMPOUND_TERM.test(term)) return term;
  const clean = term.toLowerCase().replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');
  return clean && !STOP_WORDS.has(clean) ? spelling(clean) : null;
}

const TOKENIZE = /[\n\r\p{Z}\p{P}]+/u;
/** Query terms are split the same way, except that a compound term (`_upstream_url`) stays whole. */
const TOKENIZE_QUERY = /(?:(?!_)[\n\r\p{Z}\p{P}])+/u;
type QueryTree = QueryCombination & {combineWith: 'AND' | 'OR'};

export type Intent = 'what' | 'how' | 'why' | null;

/** What a query asks for, worked out once per search. */
export type QueryAnalysis = {
  /** The words that say what it is about: no stop words, question words or filler. */
  words: string[];
  intent: Intent;
  /** Troubleshooting language: an error, something missing, not working. */
  problem: boolean;
  /** The query's letters and digits only (`togglefeatureenvironmenton`): compared with operation ids. */
  compact: string;
  /** An API path or an operation-like name (`createFeature`, `/api/admin/features`). */
  apiLike: boolean;
  /**
   * The query asks for the API itself: it names an endpoint, curl or "the API" rather than one of
   * the named APIs that have their own concept pages ("frontend API", "admin API", "API tokens").
   */
  apiWords: boolean;
  /** "X vs Y", "difference between X and Y": the reader compares two things. */
  comparison: boolean;
  /** The segments of an API path in the query (`['api', 'admin', 'features']`), or null. */
  path: string[] | null;
  /** How many words the query has, stop words included. */
  length: number;
  /** The query as a title would read: lower case, words only. */
  normalized: string;
  /**
   * The code names the query holds (`refreshInterval` → `refreshinterval`), each with the words of
   * its name (`refresh`, `interval`): a reader who types one wants the sections that use it.
   */
  identifiers: Record<string, string[]>;
  /**
   * The compound names the query holds (`OIDC_ENABLE_GROUP_SYNCING`, `--upstream-url`) as index
   * terms; their words are in `words` as well.
   */
  compounds: string[];
  /** The same with old names replaced by current ones ("create a feature toggle" → "… flag"). */
  normalizedCurrent: string;
};

const PROBLEM =
  /\b(errors?|fail(s|ed|ing|ure)?|broken|never|not|doesn'?t|don'?t|isn'?t|won'?t|can'?t|cannot|wrong|unexpected|timeout|refused|rejected|denied|invalid|40[0-9]|50[0-9]|crash(es|ed)?)\b/;

/**
 * A query about the HTTP API: "api" or "endpoint" on its own ("create feature flag api", "the API
 * to archive a project"), curl, REST. Not the named APIs and things that have their own pages:
 * the frontend, admin, client and proxy APIs, API tokens and keys, the API reference.
 */
const API_WORDS =
  /\b(?:curl|rest(?:ful)?\s+api|endpoints?)\b|(?<!\b(?:frontend|admin|client|proxy|edge|openapi|unleash's)\s+)\bapi\b(?!\s*(?:tok|key|access|ref|doc))/;
/** What operations do: "endpoint" or "api" with one of them asks for an operation ("create feature flag api"). */
const OPERATION_VERBS =
  /\b(?:create|get|list|update|delete|remove|add|fetch|post|put|patch|archive|revive|retrieve|set|assign|enable|disable|toggle|call)\b/;
/** The words of a comparison, left out of the query when it compares ("vs" is rarer than any subject). */
const COMPARISON = /\b(?:vs|versus|compared?\s+(?:to|with)|difference(?:s)?\s+between|instead\s+of|rather\s+than)\b/;
const COMPARISON_WORDS = new Set([
  'vs',
  'versus',
  'compare',
  'compared',
  'difference',
  'differences',
  'between',
  'instead',
  'rather',
]);
/** Words that only say a query is about the API: operation titles ("Create a feature flag") never hold them. */
const API_MARKERS = new Set(['api', 'apis', 'endpoint', 'endpoints', 'rest', 'restful', 'curl']);

/** Lower case, words only: how a query and a title are compared for an exact match. */
export const normalizeTitle = (text: string) => text.toLowerCase().split(TOKENIZE).filter(Boolean).join(' ');

export function analyzeQuery(rawQuery: string, maxLength = MAX_QUERY_LENGTH): QueryAnalysis {
  const query = rawQuery.slice(0, maxLength).trim();
  const lower = query.toLowerCase();
  const first = lower.split(TOKENIZE).find(Boolean) ?? '';
  const intent: Intent =
    first === 'what' || /^(define|definition|meaning)\b/.test(lower)
      ? 'what'
      : first === 'how' || /^(steps?|guide|tutorial)\b/.test(lower)
        ? 'how'
        : first === 'why'
          ? 'why'
          : null;
  // "can't", "doesn't", "it's": the word without its contraction, not a word "t" or "s".
  let rewritten = lower.replace(/(\p{L})['’](?:t|s|re|ll|ve|d|m)\b/gu, '$1');
  for (const [pattern, replacement] of PHRASES) rewritten = rewritten.replace(pattern, replacement);
  const comparison = COMPARISON.test(rewritten);
  const all = [
    ...new Set(
      rewritten
        .split(TOKENIZE)
        .map(processTerm)
        .filter((w): w is string => Boolean(w) && !(comparison && COMPARISON_WORDS.has(w!))),
    ),
  ];
  // A lone digit says nothing a section could be found by: the 0 of "set it to 0" matches every
  // version number in a title ("SAML 2.0").
  const content = all.filter((w) => !FILLER_WORDS.has(w) && !/^\d$/.test(w));
  const identifiers: Record<string, string[]> = {};
  for (const token of query.split(TOKENIZE)) {
    const word = processTerm(token);
    if (word && isIdentifier(token)) identifiers[word] = identifierParts(token);
  }
  return {
    identifiers,
    compounds: [
      ...new Set([...compoundNames(query), ...Array.from(lower.matchAll(HYPHENATED), (m) => compoundTerm(m[0]))]),
    ],
    words: content.length > 0 ? content : all,
    // Comparing two things asks what each is: the concept and reference pages that explain them.
    intent: intent ?? (comparison ? 'what' : null),
    problem: intent === 'why' || PROBLEM.test(lower),
    compact: lower.replace(/[^\p{L}\p{N}]+/gu, ''),
    apiLike: /\/api\/|^\/?api\/|^(get|post|put|patch|delete)\s+\//i.test(query) || /^[a-z]+[A-Z][A-Za-z]*$/.test(query),
    apiWords: /\bcurl\b/.test(rewritten) || (API_WORDS.test(rewritten) && OPERATION_VERBS.test(rewritten)),
    comparison,
    path: pathOf(query),
    length: lower.split(TOKENIZE).filter(Boolean).length,
    normalized: normalizeTitle(query),
    normalizedCurrent: withCurrentNames(normalizeTitle(query)),
  };
}

/** The segments of the API path a query holds (`/api/admin/features/{name}` → `api admin features {name}`). */
function pathOf(query: string): string[] | null {
  const match = /(?:^|\s)\/?(api\/[^\s?#]*)/i.exec(query);
  return match ? match[1].replace(/\/$/, '').toLowerCase().split('/') : null;
}

/** Whether a query's path is an operation's path: same segments, any value where the operation has a parameter. */
function pathMatches(query: string[], operation: string[]): boolean {
  return (
    query.length === operation.length &&
    operation.every((segment, i) => segment === query[i] || (segment.startsWith('{') && segment.endsWith('}')))
  );
}

/**
 * A word's alternatives: as typed (prefix tolerant; typo tolerant only when the docs do not use the
 * word, see `typos.ts`), the indexed words closest to an unknown word, its stem, its synonyms. A
 * phrase's token (`azuread`) is searched only by its alternatives.
 */
function alternativesOf(
  word: string,
  lexicon?: Lexicon,
  query: readonly string[] = [],
  identifierWords: readonly string[] = [],
): (string | QueryTree)[] {
  const stemmed = stem(word);
  const alternatives: (string | QueryTree)[] = [];
  if (!PHRASE_TOKENS.has(word)) {
    // A short word the docs use is a whole word ("go", "js"): as a prefix it would find "google" and
    // "json". Its plural still matches. The query's last word may still be being typed ("unleash ed").
    if (lexicon?.knows(word) && word.length <= RANKING.shortWord && query.at(-1) !== word) {
      alternatives.push({combineWith: 'OR', queries: [word, `${word}s`], prefix: false, fuzzy: false});
    } else if (lexicon?.knows(word)) alternatives.push({combineWith: 'OR', queries: [word], fuzzy: false});
    else {
      alternatives.push(word);
      const corrections = lexicon?.corrections(word) ?? [];
      if (corrections.length > 0) alternatives.push({combineWith: 'OR', queries: corrections, fuzzy: false});
      // A code name the docs never use (`getServerSideProps`, `OnChange`): the words of its name.
      if (identifierWords.length > 0) {
        alternatives.push({combineWith: 'OR', queries: [...identifierWords], prefix: false, fuzzy: false});
      }
    }
  }
  if (stemmed !== word) alternatives.push({combineWith: 'OR', queries: [stemmed], fuzzy: false});
  const base = undoubled(word);
  if (base.length > 0) alternatives.push({combineWith: 'OR', queries: base, prefix: false, fuzzy: false});
  // Two words the docs write as one ("sub path" → "subpath", "web hook" → "webhook"): the compound.
  const next = query[query.indexOf(word) + 1];
  if (next && lexicon?.knows(word + next)) {
    alternatives.push({combineWith: 'OR', queries: [word + next], prefix: false, fuzzy: false});
  }
  for (const synonym of synonymsIn(word, query)) {
    alternatives.push({combineWith: 'AND', queries: [synonym], prefix: false, fuzzy: false});
  }
  return alternatives;
}

/**
 * A word's synonyms in this query. A synonym the query also holds is left out: a reader who types
 * both names ("edge vs proxy", "toggle or flag") means each of them, not one thing twice.
 */
function synonymsIn(word: string, query: readonly string[]): readonly string[] {
  const synonyms = SYNONYMS[word] ?? [];
  return query.length > 1 ? synonyms.filter((s) => !query.includes(s)) : synonyms;
}

/** One word's part of the query: its only alternative, or all of them combined with OR. */
const wordQuery = (alternatives: (string | QueryTree)[]): string | QueryTree =>
  alternatives.length === 1 ? alternatives[0] : {combineWith: 'OR', queries: alternatives};

/**
 * The reader's words as a MiniSearch query: each word as typed (prefix and typo tolerant), by its
 * stem, or by a synonym. Words are combined with OR: how many of them a section holds is part of
 * the ranking (`loadEngine`), so a long question still finds the section that holds most of it.
 */
export function queryTree(query: string, combineWith: 'AND' | 'OR' = 'OR'): QueryTree {
  return {
    combineWith,
    queries: analyzeQuery(query).words.map((word, _i, words) => wordQuery(alternativesOf(word, undefined, words))),
  };
}

const SEARCH_OPTIONS: SearchOptions = {
  tokenize: (text) => text.split(TOKENIZE_QUERY),
  boost: RANKING.fields,
  prefix: (term) => term.length >= 2,
  fuzzy: (term) => (term.length >= 7 ? 2 : term.length > 3 ? 1 : false),
};

export type SectionInput = Omit<IndexedSection, 'id' | 'extract' | 'inlinks'> & {
  text: string;
  keywords?: string;
  /** Site paths the section links to: they give the linked pages their weight. */
  links?: string[];
};

/**
 * Builds an index file from the extracted sections. With `titlesOnly`, the sections keep their
 * place and hierarchy but neither their text nor their extract: the first, small phase of search.
 */
export function buildIndexFile(inputs: SectionInput[], {titlesOnly = false} = {}): IndexFile {
  const miniSearch = new MiniSearch<Indexable>(INDEX_TIME_OPTIONS);
  const pageIndex = new Map<string, number>();
  const pages: IndexFile['pages'] = [];
  const sections: IndexFile['sections'] = [];
  // Pages linking to each page (each linking page counted once).
  const linkedFrom = new Map<string, Set<string>>();
  for (const input of inputs) {
    const from = input.url.split('#')[0];
    for (const to of input.links ?? []) {
      if (to === from) continue;
      const set = linkedFrom.get(to) ?? new Set<string>();
      set.add(from);
      linkedFrom.set(to, set);
    }
  }
  inputs.forEach((input, id) => {
    const [pageUrl, anchor = ''] = input.url.split('#');
    let page = pageIndex.get(pageUrl);
    if (page === undefined) {
      page = pages.push([pageUrl, input.lvl0, input.lvl1, input.type, linkedFrom.get(pageUrl)?.size ?? 0]) - 1;
      pageIndex.set(pageUrl, page);
    }
    sections.push([page, anchor, input.lvl2, input.lvl3, titlesOnly ? '' : input.text.slice(0, EXTRACT_LENGTH)]);
    const {url, lvl0, lvl1, lvl2, lvl3, extract, type, language, docusaurus_tag} = expand(
      pages[page],
      sections[id],
      id,
      {
        language: input.language,
        docusaurus_tag: input.docusaurus_tag,
      },
    );
    miniSearch.add({
      id,
      url,
      lvl0,
      lvl1,
      lvl2,
      lvl3,
      extract,
      type,
      language,
      docusaurus_tag,
      headings: [input.lvl2, input.lvl3].filter(Boolean).join(' '),
      keywords: input.keywords ?? '',
      text: titlesOnly ? '' : input.text.split(/\s+/).slice(0, INDEXED_WORDS).join(' '),
    });
  });
  const facets = {
    language: inputs[0]?.language ?? 'en',
    docusaurus_tag: inputs[0]?.docusaurus_tag ?? 'docs-default-current',
  };
  return {version: 3, facets, pages, sections, index: miniSearch.toJSON()};
}

function expand(
  [url, lvl0, lvl1, type, inlinks]: IndexFile['pages'][number],
  [, anchor, lvl2, lvl3, extract]: IndexFile['sections'][number],
  id: number,
  facets: IndexFile['facets'],
): IndexedSection {
  return {id, url: anchor ? `${url}#${anchor}` : url, lvl0, lvl1, lvl2, lvl3, extract, type, ...facets, inlinks};
}

/** The sections of an index file with their page data filled in. */
export function sectionsOf(file: IndexFile): IndexedSection[] {
  return file.sections.map((section, id) => expand(file.pages[section[0]], section, id, file.facets));
}

export type FacetFilters = ReadonlyArray<string | ReadonlyArray<string>>;

/** Algolia-style facet filters: every entry must match; an inner list matches if any of it does. */
export function matchesFacets(section: IndexedSection, filters: FacetFilters = []): boolean {
  const one = (filter: string) => {
    const [name, value] = filter.split(':');
    const actual = (section as unknown as Record<string, string | number | null | undefined>)[name];
    return actual === undefined || String(actual) === value;
  };
  return filters.every((f) => (typeof f === 'string' ? one(f) : f.some(one)));
}

export type Hit = {section: IndexedSection; fields: string[]; score: number; coverage: number};
export type SearchResult = {
  hits: Hit[];
  nbHits: number;
  terms: string[];
  analysis: QueryAnalysis;
  /** For each word of `analysis.words`, how many sections hold it (0: the docs never use it). */
  wordSections: number[];
  /**
   * For each word of `analysis.words`, whether the docs never use it: no indexed word is it or
   * starts with it, it has no synonym, and the closest indexed word is more than one edit away
   * ("graphql" only meets "graph"). A one-letter typo of a word the docs use is not such a word.
   */
  wordUnknown: boolean[];
};

export type Engine = {
  search: (
    query: string,
    options?: {
      page?: number;
      hitsPerPage?: number;
      facetFilters?: FacetFilters;
      /** Characters of the query read: `MAX_QUERY_LENGTH` for search, `MAX_QUESTION_LENGTH` for "ASK AI". */
      maxLength?: number;
    },
  ) => SearchResult;
};

/** What ranking needs to know about a section, worked out once when the index loads. */
type SectionFacts = {
  section: IndexedSection;
  /** The section's page: its URL without the anchor. */
  page: string;
  titleWords: string[];
  titleNormalized: string;
  headingWords: string[];
  headingNormalized: string;
  /** An operation page's id without separators (`createfeature`), or null. */
  operation: string | null;
  /** An operation page's path segments, from its extract (`POST/api/admin/...`), or null. */
  operationPath: string[] | null;
  deprecated: boolean;
  intro: boolean;
  /** The language or framework of an SDK page or tutorial (`react`), or null. */
  platform: string | null;
};

/** A section's own weight: its page's family and links, its depth, whether it is deprecated. */
const weightOf = (f: SectionFacts) =>
  (RANKING.type[f.section.type] ?? 1) *
  (f.section.lvl3 ? RANKING.depth.h3 : f.section.lvl2 ? RANKING.depth.h2 : RANKING.depth.intro) *
  (f.deprecated ? RANKING.deprecated : 1) *
  // A page many others link to is one readers are sent to: a gentle, logarithmic lift.
  (1 + RANKING.linked * Math.log2(1 + f.section.inlinks));

const contentWords = (text: string | null) =>
  text
    ? text
        .toLowerCase()
        .split(TOKENIZE)
        .map(processTerm)
        .filter((w): w is string => Boolean(w))
    : [];

function factsOf(section: IndexedSection): SectionFacts {
  const heading = section.lvl3 ?? section.lvl2;
  // Operation pages only: overview pages of a tag ("Segments") are named like the concept they list.
  const api = section.type === 'api';
  return {
    section,
    page: section.url.split('#')[0],
    titleWords: contentWords(section.lvl1),
    titleNormalized: normalizeTitle(section.lvl1),
    headingWords: contentWords(heading),
    headingNormalized: heading ? normalizeTitle(heading) : '',
    operation: api && !section.lvl2 ? (section.url.split('/').pop() ?? '').replace(/-/g, '') : null,
    operationPath: api
      ? (/^(?:GET|POST|PUT|PATCH|DELETE)\s*\/(api\/\S*)/.exec(section.extract)?.[1].toLowerCase().split('/') ?? null)
      : null,
    deprecated: /\b(deprecated|legacy)\b/i.test(section.lvl1),
    intro: !section.lvl2,
    platform: platformOfPage(section.url),
  };
}

type QueryWordForms = {stemmed: string; synonyms: string[]; base: string[]; matches: Map<string, boolean>};

/** Whether a query word (or its stem, a synonym, a close typo) is one of a title's words. */
type TitleMatcher = (word: string, titleWords: readonly string[]) => boolean;

/** A query's words, with the matcher that compares them with titles during one search. */
type TitleQuery = {
  analysis: QueryAnalysis;
  matches: TitleMatcher;
  /** Per title (normalized) during one search: whether every one of its words is a query word. */
  ofQueryWords: Map<string, boolean>;
};

/**
 * A matcher for one search's query words. Ranking asks the same query words about the titles of
 * every result, and titles share most of their words (every section of a page has its page's
 * title), so each word's forms and each comparison are worked out once and kept for the search.
 */
function titleMatcherOf(query: readonly string[]): TitleMatcher {
  const formsOf = new Map<string, QueryWordForms>();
  return (word, titleWords) => {
    let forms = formsOf.get(word);
    if (!forms) {
      forms = {
        stemmed: stem(word),
        synonyms: synonymsIn(word, query).flatMap((s) => s.split(' ')),
        base: undoubled(word),
        matches: new Map(),
      };
      formsOf.set(word, forms);
    }
    const known = forms;
    return titleWords.some((w) => {
      let match = known.matches.get(w);
      if (match === undefined) {
        match = matchesTitleWord(word, w, known);
        known.matches.set(w, match);
      }
      return match;
    });
  };
}

function matchesTitleWord(word: string, w: string, {stemmed, synonyms, base}: QueryWordForms): boolean {
  return (
    w.startsWith(word) ||
    base.includes(w) ||
    w.startsWith(stemmed) ||
    (stem(w) === stemmed && stemmed.length >= MIN_STEM) ||
    synonyms.includes(w) ||
    // The same typo tolerance as the search itself: one edit from five letters, two from seven.
    (word.length > 4 && editDistance(w, word, word.length >= 7 ? 2 : 1) <= (word.length >= 7 ? 2 : 1))
  );
}

/**
 * How well a title (or heading) says what the query asks: 1 when unrelated, more when every query
 * word is in it, most when it is the query itself.
 */
function titleFactor(
  {analysis, matches, ofQueryWords}: TitleQuery,
  words: string[],
  normalized: string,
  exact: number,
  full: number,
  share: (inTitle: string[]) => number,
): number {
  if (analysis.words.length === 0 || words.length === 0) return 1;
  if (normalized === analysis.normalized || normalized === analysis.normalizedCurrent) return exact;
  const inTitle = analysis.words.map((w) => matches(w, words));
  if (!inTitle.every(Boolean)) {
    // Some of the query in the title: how much of it, rarer words counting more. A title made only
    // of query words ("Projects" for "archive project") is the page of one of the query's subjects
    // and keeps its whole share. A comparison is answered by a page about both things, and only
    // half by one about either of them.
    let topic = ofQueryWords.get(normalized);
    if (topic === undefined) {
      topic = inTitle.some(Boolean) && words.every((w) => analysis.words.some((q) => matches(q, [w])));
      ofQueryWords.set(normalized, topic);
    }
    const partial =
      (topic ? RANKING.topicTitle : RANKING.partialTitle) * (analysis.comparison ? RANKING.comparisonOneSide : 1);
    return 1 + partial * (full - 1) * share(analysis.words.filter((_w, i) => inTitle[i]));
  }
  const sameWords = words.every((w) => analysis.words.some((q) => matches(q, [w])));
  if (sameWords) return exact * 0.5;
  // Every query word is in the title: the fewer other words the title has, the closer the match.
  return 1 + (full - 1) * (analysis.words.length / words.length);
}

function intentFactor(analysis: QueryAnalysis, facts: SectionFacts): number {
  const {type, lvl1} = facts.section;
  let factor = 1;
  if (analysis.intent === 'what') {
    if (/^what (is|are)\b/i.test(lvl1) || type === 'concept') factor *= RANKING.whatConcept;
    else if (type === 'reference') factor *= RANKING.whatReference;
    else if (type === 'tutorial' || type === 'sdk-tutorial' || type === 'how-to') factor *= RANKING.whatHowTo;
  } else if (analysis.intent === 'how') {
    if (type === 'how-to') factor *= RANKING.howHowTo;
    else if (type === 'guide' || type === 'deploy') factor *= RANKING.howGuide;
    else if (type === 'academy') factor *= RANKING.howAcademy;
  }
  if (analysis.problem && type === 'troubleshooting') factor *= RANKING.problemTroubleshooting;
  return factor;
}

/** The part of MiniSearch's serialized index the lexicon reads: each term with its sections per field. */
type SerializedIndex = {index: [string, Record<string, Record<string, number>>][]};

/** The index's words, and how many sections hold a word (asked only for a correction's candidates). */
function termsOf(index: SerializedIndex): [string[], (term: string) => number] {
  const entries = new Map(index.index);
  const usage = (term: string) => {
    const fields = entries.get(term);
    if (!fields) return 0;
    const sections = new Set<string>();
    for (const docs of Object.values(fields)) for (const id of Object.keys(docs)) sections.add(id);
    return sections.size;
  };
  return [[...entries.keys()], usage];
}

export function loadEngine(file: IndexFile): Engine {
  const miniSearch = MiniSearch.loadJS<Indexable>(file.index as never, INDEX_OPTIONS);
  const facts = sectionsOf(file).map(factsOf);
  const [indexTerms, usage] = termsOf(file.index as SerializedIndex);
  const lexicon = lexiconOf(indexTerms, usage);
  const described = describedNamesOf(indexTerms);
  return {
    search(rawQuery, {page = 0, hitsPerPage = HITS_PER_PAGE, facetFilters = [], maxLength = MAX_QUERY_LENGTH} = {}) {
      const query = rawQuery.slice(0, maxLength).trim();
      const analysis = analyzeQuery(query, maxLength);
      if (!query || analysis.words.length === 0)
        return {hits: [], nbHits: 0, terms: [], analysis, wordSections: [], wordUnknown: []};
      // Which query words each term of the query stands for (the word, its stem, a synonym's words);
      // a term can stand for two words ("edge" for itself and as the new name of "proxy").
      const wordOf = new Map<string, number[]>();
      const tree: QueryTree = {
        combineWith: 'OR',
        queries: analysis.words.map((word, index) => {
          const alternatives = alternativesOf(word, lexicon, analysis.words, analysis.identifiers[word] ?? []);
          for (const alternative of alternatives) {
            const terms = typeof alternative === 'string' ? [alternative] : (alternative.queries as string[]);
            for (const term of terms.flatMap((t) => t.split(TOKENIZE))) {
              const processed = processTerm(term);
              if (!processed) continue;
              const words = wordOf.get(processed) ?? [];
              if (!words.includes(index)) words.push(index);
              wordOf.set(processed, words);
            }
          }
          return wordQuery(alternatives);
        }),
      };
      // A compound name the docs use, whole: it counts like a code name below, not as a word of its own.
      const compounds = analysis.compounds.filter((term) => lexicon.knows(term));
      // A name the reader describes in words, as operators do ("default admin password").
      const describedNames =
        compounds.length === 0 && analysis.words.length >= 2 ? described.describedBy(analysis.words) : [];
      compounds.push(...describedNames);
      for (const term of compounds) tree.queries.push({combineWith: 'OR', queries: [term], prefix: true, fuzzy: false});
      const results = miniSearch.search(tree, SEARCH_OPTIONS);
      // Which words each section holds, and how many sections hold each word: a word few sections
      // hold says more about what the reader wants than one most sections hold.
      const held = results.map((r) => new Set(r.queryTerms.flatMap((t) => wordOf.get(t) ?? [])));
      const sectionsWith = analysis.words.map((_, i) => held.filter((h) => h.has(i)).length);
      const idf = sectionsWith.map((n) => Math.log(1 + facts.length / (1 + n)));
      const totalWeight = idf.reduce((a, b) => a + b, 0);
      const coverageOf = (words: Set<unknown>) => {
        let sum = 0;
        for (const word of words) sum += idf[word as number];
        return totalWeight > 0 ? sum / totalWeight : 0;
      };
      // The words a page holds across its sections: a page that answers a long question often
      // spreads its words over several sections.
      const heldByPage = new Map<string, Set<unknown>>();
      results.forEach((r, index) => {
        const {page} = facts[Number(r.id)];
        const set = heldByPage.get(page) ?? new Set<unknown>();
        for (const word of held[index]) set.add(word);
        heldByPage.set(page, set);
      });
      // The code names the reader typed, and the sections and pages that use each of them as written.
      const identifiers = [
        ...Object.keys(analysis.identifiers).filter((w) => analysis.words.includes(w)),
        ...compounds,
      ];
      // A code name the docs use counts as written, not in a name that starts with it: `useFlags` is
      // not `useFlagsStatus`. A misspelt one counts where its correction is; a compound name may be
      // typed in part (`OIDC_ENABLE`).
      const asWritten = identifiers.map((w, i) => i < identifiers.length - compounds.length && lexicon.knows(w));
      const identifiersHeld = results.map((r) =>
        identifiers.filter((w, i) => (asWritten[i] ? r.terms : r.queryTerms).includes(w)),
      );
      const identifierUse = new Map(identifiers.map((w) => [w, identifiersHeld.filter((h) => h.includes(w)).length]));
      const identifiersByPage = new Map<string, Set<string>>();
      results.forEach((r, index) => {
        if (identifiersHeld[index].length === 0) return;
        const {page} = facts[Number(r.id)];
        const set = identifiersByPage.get(page) ?? new Set<string>();
        for (const word of identifiersHeld[index]) set.add(word);
        identifiersByPage.set(page, set);
      });
      const titleAnalysis: QueryAnalysis = analysis.apiWords
        ? {...analysis, words: analysis.words.filter((w) => !API_MARKERS.has(w))}
        : analysis;
      const asQuery: TitleQuery = {analysis, matches: titleMatcherOf(analysis.words), ofQueryWords: new Map()};
      const asOperationQuery: TitleQuery =
        titleAnalysis === analysis
          ? asQuery
          : {analysis: titleAnalysis, matches: titleMatcherOf(titleAnalysis.words), ofQueryWords: new Map()};
      // The share of the query's weight that these of its words carry (rarer words counting more).
      const share = (inTitle: string[]) =>
        totalWeight > 0
          ? inTitle.reduce((sum, word) => sum + (idf[analysis.words.indexOf(word)] ?? 0), 0) / totalWeight
          : 0;
      const platform = platformOfQuery(analysis.words);
      const ranked = results.map((r, index) => {
        const f = facts[Number(r.id)];
        const sectionCoverage = coverageOf(held[index]);
        const pageCoverage = coverageOf(heldByPage.get(f.page) ?? new Set());
        const coverage = (1 - RANKING.pageCoverage) * sectionCoverage + RANKING.pageCoverage * pageCoverage;
        // MiniSearch multiplies by the number of query terms matched; stems and synonyms would count
        // a word twice, so that factor is taken out and coverage put in its place.
        const base = r.score / Math.max(1, r.queryTerms.length);
        let score = base * coverage ** RANKING.coverageExponent * weightOf(f) * intentFactor(analysis, f);
        if (identifiers.length > 0) {
          const onPage = identifiersByPage.get(f.page) ?? new Set<string>();
          // Each name by how few sections use it: `isEnabled` is on every SDK page and says little.
          const weightOfName = (w: string) =>
            Math.min(1, RANKING.identifierSections / identifierUse.get(w)!) *
            (describedNames.includes(w) ? (RANKING.describedName - 1) / (RANKING.identifier - 1) : 1);
          let held = 0;
          for (const w of identifiers) {
            held += ((identifiersHeld[index].includes(w) ? 1 : 0) + (onPage.has(w) ? 1 : 0)) * weightOfName(w);
          }
          score *= 1 + (RANKING.identifier - 1) * (held / (2 * identifiers.length));
        }
        const api = f.section.type === 'api';
        const apiFamily = api || f.section.type === 'api-overview';
        const apiIntent = analysis.apiLike || analysis.apiWords;
        // An operation's name: one word (`createFeature`) or three and more ("toggle feature environment
        // on"); two words ("archive project") are as likely a reader's own phrase, which a guide answers.
        const operationName = api && f.operation === analysis.compact && analysis.length !== 2;
        const operationPath =
          api && analysis.path !== null && f.operationPath !== null && pathMatches(analysis.path, f.operationPath);
        // Operation titles are generated ("Archive a project"): they only count for API-like queries,
        // and then without the words that only say "the API" ("create feature flag api").
        if (!apiFamily || apiIntent || operationName) {
          const asked = api && analysis.apiWords ? asOperationQuery : asQuery;
          score *= f.intro
            ? titleFactor(asked, f.titleWords, f.titleNormalized, RANKING.titleExact, RANKING.titleFull, share)
            : titleFactor(
                asked,
                f.titleWords,
                f.titleNormalized,
                RANKING.sectionTitleExact,
                RANKING.sectionTitleFull,
                share,
              ) *
              titleFactor(asked, f.headingWords, f.headingNormalized, RANKING.headingExact, RANKING.headingFull, share);
        }
        if (platform && f.platform) score *= f.platform === platform ? RANKING.platformNamed : RANKING.platformOther;
        // The API family (operations and the overview page of each tag) ranks below the guides that
        // explain a topic, unless the query asks for the API.
        if (apiFamily) {
          score *= operationName || operationPath ? RANKING.operationMatch : apiIntent ? RANKING.apiQuery : RANKING.api;
        }
        return {r, f, score, coverage};
      });
      ranked.sort((a, b) => b.score - a.score);
      // Only the hits of the page asked for are built: a long query matches thousands of sections.
      const matching = ranked.filter(({f}) => matchesFacets(f.section, facetFilters));
      const hits = matching.slice(page * hitsPerPage, (page + 1) * hitsPerPage).map(({r, f, score, coverage}): Hit => ({
        section: f.section,
        fields: [...new Set(Object.values(r.match).flat())],
        score,
        coverage,
      }));
      const terms = [...new Set(results.flatMap((r) => r.terms))];
      return {
        hits,
        nbHits: matching.length,
        terms,
        analysis,
        wordSections: sectionsWith,
        wordUnknown: analysis.words.map(
          (word) =>
            !PHRASE_TOKENS.has(word) &&
            !SYNONYMS[word] &&
            !(analysis.identifiers[word]?.length ?? 0) &&
            !lexicon.knows(word) &&
            !lexicon.knows(stem(word)) &&
            lexicon.corrections(word).every((c) => editDistance(c, word, 1) > 1),
        ),
      };
    },
  };
}

const ESCAPES: Record<string, string> = {'&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;'};
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c]);

/**
 * Escapes text for HTML, then wraps the words that start with a matched term in <mark>.
 * Both DocSearch and our results page render this as HTML, so nothing else may pass through.
 */
export function highlight(text: string, terms: string[]): string {
  const escaped = escapeHtml(text);
  const usable = terms.filter((t) => t.length > 1).map((t) => escapeHtml(t).replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  if (usable.length === 0) return escaped;
  return escaped.replace(new RegExp(`(^|[^\\p{L}\\p{N}])(${usable.join('|')})`, 'giu'), '$1<mark>$2</mark>');
}

/** A short extract around the first matched term. */
export function extractAround(text: string, terms: string[], length = 160): string {
  const lower = text.toLowerCase();
  const at = Math.min(
    ...terms.map((t) => lower.indexOf(t.toLowerCase())).filter((i) => i >= 0),
    Number.MAX_SAFE_INTEGER,
  );
  const start = at === Number.MAX_SAFE_INTEGER ? 0 : Math.max(0, at - 40);
  const slice = text.slice(start, start + length);
  return `${start > 0 ? '…' : ''}${slice}${start + length < text.length ? '…' : ''}`;
}
