/**
 * Search bench (issues 5 and 30, "measured, not guessed"): runs the evaluation sets in
 * scripts/search-eval/ (the project's queries and readers' own words, see sets.ts) against the
 * built index and measures what readers pay for it.
 *
 * - Relevance: top-1, top-3 and mean reciprocal rank by page (sections deduplicated by page), on
 *   the whole set and on the held-out part, per set and per kind of query, with every miss.
 * - "ASK AI": the same for the pages the answer cites (in citation order), on "How do I …?"
 *   questions, and whether it declines questions the docs do not cover.
 * - Speed in Node: p50/p95 of one engine.search() over every query, 20 runs each after a warm-up.
 * - Size: the index raw, gzip (level 9) and brotli (quality 11); pages and sections.
 * - In Chromium: bytes transferred from opening the modal (Control+k) to the first hit, the
 *   engine's own p50/p95 inside the page (the same engine.ts and minisearch package, loaded into
 *   the page), and the end-to-end time from the input event to the first rendered hit.
 *
 * Usage: npm run bench:search [-- --dir /path/to/build] [--query "gradual rollout"] [--no-browser] [--reindex]
 *        [--baseline <git ref>]
 * (SEARCH_BENCH_DIR works like --dir). `--reindex` first rewrites the build's index files from its
 * HTML with the current extraction and engine code, so ranking changes can be measured without a
 * site build. `--baseline main` also scores the search code of that commit (its src/search and
 * plugins/search-index) on the same build's pages and the same sets, in the same run, and reports
 * before and after side by side. Writes reports/bench-search.md and reports/bench-search.json.
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type {AddressInfo} from 'node:net';
import ts from 'typescript';
import {launchBrowser, newContext, open} from '../e2e/support/browser';
import {createStaticServer} from './lib/static-server';
import {INDEX_FILE, TITLES_FILE, loadEngine, type IndexFile} from '../src/search/engine';
import {answerQuestion, type Answer} from '../src/search/answer';
import {buildSearchIndex} from '../plugins/search-index';
import {loadAskAiQuestions, loadQueries, loadUncoveredQuestions, type EvalQuery} from './search-eval/sets';
import {
  citedPages,
  evaluateAskAi,
  evaluateSearch,
  rankedPages,
  rates,
  searchGroups,
  type CitedPages,
  type RankingEngine,
} from './search-eval/evaluate';

const REPEATS = 20;
const E2E_QUERIES = 20;
const root = path.resolve(__dirname, '..');

function argValue(name: string): string | undefined {
  const args = process.argv.slice(2);
  const at = args.findIndex((a) => a === name || a.startsWith(`${name}=`));
  if (at < 0) return undefined;
  return args[at].includes('=') ? args[at].slice(args[at].indexOf('=') + 1) : args[at + 1];
}

const buildDir = path.resolve(
  argValue('--dir') ?? process.env.SEARCH_BENCH_DIR ?? process.env.BENCH_BUILD_DIR ?? path.join(root, 'build'),
);
const typedQuery = argValue('--query') ?? 'gradual rollout';
const withBrowser = !process.argv.includes('--no-browser');
const reindex = process.argv.includes('--reindex');
const baselineRef = argValue('--baseline');
const reportsDir = path.join(root, 'reports');

function percentile(values: number[], p: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}
const ms = (value: number) => `${value.toFixed(value < 1 ? 3 : 1)} ms`;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const pct = (n: number, of: number) => `${((100 * n) / of).toFixed(1)}% (${n}/${of})`;

/** The routes of a built site, from its HTML files (`a/b.html` and `a/b/index.html` are `/a/b`). */
function builtRoutes(dir: string, rel = ''): string[] {
  return fs.readdirSync(path.join(dir, rel), {withFileTypes: true}).flatMap((entry) => {
    const relPath = rel ? `${rel}/${entry.name}` : entry.name;
    if (entry.isDirectory()) return entry.name === 'assets' ? [] : builtRoutes(dir, relPath);
    if (!entry.name.endsWith('.html')) return [];
    const route = `/${relPath.replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '')}`;
    return [route === '/' ? '/' : route.replace(/\/$/, '')];
  });
}

// ---------------------------------------------------------------------------------------------
// Node: relevance, speed, size

const indexPath = path.join(buildDir, INDEX_FILE);
if (!fs.existsSync(indexPath)) {
  console.error(
    `bench:search: ${indexPath} is missing. Build the site first ("npm run build"), or point the bench at a built site with --dir <dir> or SEARCH_BENCH_DIR.`,
  );
  process.exit(1);
}
/** The site's keywords, which pages without keywords of their own carry: the 404 page has only those. */
function siteKeywordsOf(dir: string): string | undefined {
  const notFound = path.join(dir, '404.html');
  return fs.existsSync(notFound)
    ? /<meta[^>]*name="?keywords"?[^>]*content="([^"]*)"/i.exec(fs.readFileSync(notFound, 'utf8'))?.[1]
    : undefined;
}
if (reindex) {
  const started = performance.now();
  const {
    pages,
    sections,
    file: full,
    titlesFile,
  } = buildSearchIndex(buildDir, builtRoutes(buildDir), siteKeywordsOf(buildDir));
  // The build's precompressed copies of the old files would be stale.
  for (const f of [full, titlesFile]) for (const ext of ['.gz', '.br']) fs.rmSync(`${f}${ext}`, {force: true});
  console.log(`bench:search: reindexed ${pages} pages, ${sections} sections in ${ms(performance.now() - started)}`);
}
const queries: EvalQuery[] = loadQueries();
const sizeOf = (bytes: Buffer) => ({
  raw: bytes.length,
  gzip9: zlib.gzipSync(bytes, {level: 9}).length,
  brotli11: zlib.brotliCompressSync(bytes, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
    },
  }).length,
});
const raw = fs.readFileSync(indexPath);
const size = sizeOf(raw);
// The first phase: titles, headings and keywords, which answers until the full index is in.
const titlesPath = path.join(buildDir, TITLES_FILE);
const titlesRaw = fs.existsSync(titlesPath) ? fs.readFileSync(titlesPath) : null;
const titlesSize = titlesRaw ? sizeOf(titlesRaw) : null;
const titlesEngine = titlesRaw ? loadEngine(JSON.parse(titlesRaw.toString('utf8')) as IndexFile) : null;
const loadStarted = performance.now();
const file = JSON.parse(raw.toString('utf8')) as IndexFile;
const engine = loadEngine(file);
const nodeLoadMs = performance.now() - loadStarted;
const indexedPages = new Set(file.pages.map(([url]) => url));

const results = evaluateSearch(engine, queries).map((r) => ({
  ...r,
  expectedNotIndexed: r.expect.filter((url) => !indexedPages.has(url)),
}));
const top1 = results.filter((r) => r.top1).length;
const top3 = results.filter((r) => r.top3).length;
const groups = searchGroups(results);
const kinds = [...new Set(results.flatMap((r) => (r.kind ? [r.kind] : [])))].sort();
const byKind = Object.fromEntries(kinds.map((k) => [k, rates(results.filter((r) => r.kind === k))]));
/** Top-3 hits of the titles index alone: what a reader sees before the full index has loaded. */
const titlesTop3 = titlesEngine
  ? queries.filter(({query, expect}) =>
      rankedPages(titlesEngine, query)
        .slice(0, 3)
        .some((p) => expect.includes(p.url)),
    ).length
  : null;

// "ASK AI": the pages the answer cites, in citation order, read from the build's Markdown twins.
const readPage = (markdownPath: string) => {
  const file = path.join(buildDir, markdownPath);
  return Promise.resolve(fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : null);
};
async function askAi() {
  const asked = await evaluateAskAi(
    async (question) => citedPages(await answerQuestion(engine, question, readPage)),
    loadAskAiQuestions(),
  );
  const declined = [];
  for (const {question} of loadUncoveredQuestions()) {
    const answer = await answerQuestion(engine, question, readPage);
    declined.push({question, declined: answer.kind === 'not-covered'});
  }
  return {asked, declined};
}

for (const {query} of queries) engine.search(query); // warm-up
const nodeSamples: number[] = [];
const perQuery: {query: string; median: number}[] = [];
for (const {query} of queries) {
  const own: number[] = [];
  for (let i = 0; i < REPEATS; i++) {
    const started = performance.now();
    engine.search(query);
    own.push(performance.now() - started);
  }
  nodeSamples.push(...own);
  perQuery.push({query, median: percentile(own, 50)});
}
const slowest = [...perQuery].sort((a, b) => b.median - a.median).slice(0, 5);

// ---------------------------------------------------------------------------------------------
// Chromium: bytes to the first hit, the engine's time in the page, end-to-end modal time

type Transfer = {
  url: string;
  /** Milliseconds since the epoch when the request was sent. */
  sentAt: number;
  status: number | null;
  contentEncoding: string | null;
  contentLength: number | null;
  encodedDataLength: number | null;
};
type BrowserResult = {
  typedQuery: string;
  requests: Transfer[];
  /** Requests sent after the first hit was on screen (the full index), not counted above. */
  later: Transfer[];
  totalContentLength: number;
  totalEncodedDataLength: number;
  openToFirstHitMs: number;
  page: {fetchIndexMs: number; loadEngineMs: number; samples: number; p50: number; p95: number; max: number};
  endToEnd: {queries: number; p50: number; p95: number; max: number; timedOut: string[]};
};

/** engine.ts as a script for the page, with minisearch's browser (UMD) build behind `require`. */
function enginePageScript(): string {
  // The package's exports map hides its browser build: find the package folder from its entry.
  let pkg = path.dirname(require.resolve('minisearch'));
  while (!fs.existsSync(path.join(pkg, 'package.json')) && path.dirname(pkg) !== pkg) pkg = path.dirname(pkg);
  const umd = fs.readFileSync(path.join(pkg, 'dist', 'umd', 'index.js'), 'utf8');
  const transpile = (file: string) =>
    ts.transpileModule(fs.readFileSync(path.join(root, 'src', 'search', file), 'utf8'), {
      compilerOptions: {module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2020, esModuleInterop: true},
    }).outputText;
  const outputText = transpile('engine.ts');
  // engine.ts's own modules (`./constants`, `./typos`, ...), none of which imports another module.
  const siblings = [...new Set([...outputText.matchAll(/require\("\.\/([\w-]+)"\)/g)].map((m) => m[1]))];
  const siblingModules = siblings
    .map(
      (name) => `modules['./${name}'] = {exports: {}};
  ((module, exports) => {
    ${transpile(`${name}.ts`)}
  })(modules['./${name}'], modules['./${name}'].exports);`,
    )
    .join('\n');
  return `${umd}
;(() => {
  const module = {exports: {}};
  const exports = module.exports;
  const modules = {};
  ${siblingModules}
  const require = (name) => {
    if (name === 'minisearch') return globalThis.MiniSearch;
    if (modules[name]) return modules[name].exports;
    throw new Error('bench: engine.ts imports ' + name);
  };
  ${outputText}
  globalThis.__benchSearch = module.exports;
})();`;
}

type PageApi = {__benchSearch: {loadEngine: typeof loadEngine}};

async function measureInBrowser(): Promise<BrowserResult> {
  const server = createStaticServer({root: buildDir});
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  process.env.E2E_BASE_URL = base;
  const browser = await launchBrowser();
  try {
    // The static server compresses each file on its first request (brotli at quality 11 takes
    // seconds for the index), which a real host does ahead of time: one unmeasured pass in a
    // throwaway context fills the server's cache, and the measured pass starts with a cold browser.
    const warm = await newContext(browser);
    const warmPage = await warm.newPage();
    await open(warmPage, '/');
    await warmPage.keyboard.press('Control+k');
    await warmPage.keyboard.type(typedQuery);
    await warmPage.locator('.DocSearch-Hit').first().waitFor({timeout: 60000});
    await warm.close();

    const context = await newContext(browser);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    const transfers = new Map<string, Transfer & {done: boolean}>();
    let recording = false;
    cdp.on('Network.requestWillBeSent', (e) => {
      if (!recording || !/^https?:/.test(e.request.url)) return;
      transfers.set(e.requestId, {
        url: e.request.url.replace(base, ''),
        sentAt: e.wallTime * 1000,
        status: null,
        contentEncoding: null,
        contentLength: null,
        encodedDataLength: null,
        done: false,
      });
    });
    cdp.on('Network.responseReceived', (e) => {
      const t = transfers.get(e.requestId);
      if (!t) return;
      const header = (name: string) =>
        Object.entries(e.response.headers).find(([key]) => key.toLowerCase() === name)?.[1] ?? null;
      t.status = e.response.status;
      t.contentEncoding = header('content-encoding');
      const length = header('content-length');
      t.contentLength = length === null ? null : Number(length);
    });
    cdp.on('Network.loadingFinished', (e) => {
      const t = transfers.get(e.requestId);
      if (!t) return;
      t.encodedDataLength = e.encodedDataLength;
      t.done = true;
    });
    cdp.on('Network.loadingFailed', (e) => {
      const t = transfers.get(e.requestId);
      if (t) t.done = true;
    });

    await open(page, '/');
    await page.waitForLoadState('networkidle');
    // tsx compiles with esbuild's keepNames, which wraps functions passed to page.evaluate in a
    // __name() helper the page does not have.
    await page.evaluate('globalThis.__name ??= (fn) => fn');
    // The page notes (in epoch milliseconds) when the first hit is in the DOM; requests sent after
    // that moment are not "before the first result".
    await page.evaluate(() => {
      const w = window as unknown as {__firstHitAt?: number};
      const observer = new MutationObserver(() => {
        if (w.__firstHitAt || !document.querySelector('.DocSearch-Hit')) return;
        w.__firstHitAt = performance.timeOrigin + performance.now();
        observer.disconnect();
      });
      observer.observe(document.body, {childList: true, subtree: true});
    });
    recording = true;
    const started = performance.now();
    await page.keyboard.press('Control+k');
    await page.locator('.DocSearch-Modal').waitFor();
    await page.keyboard.type(typedQuery);
    await page.locator('.DocSearch-Hit').first().waitFor({timeout: 15000});
    const openToFirstHitMs = performance.now() - started;
    const firstHitAt = await page.evaluate(() => (window as unknown as {__firstHitAt: number}).__firstHitAt);
    // Let the full index (phase 2) arrive too, to report it apart.
    await page.waitForTimeout(1500);
    recording = false;
    // Requests may still be finishing (a stylesheet, a late chunk, the full index).
    for (let i = 0; i < 100 && [...transfers.values()].some((t) => !t.done); i++) await page.waitForTimeout(100);
    const all = [...transfers.values()].map(({done: _done, ...t}) => t);
    const requests = all.filter((t) => t.sentAt <= firstHitAt);
    const later = all.filter((t) => t.sentAt > firstHitAt);

    // End to end: clear the box, put the whole query in with one input event, time to the first
    // hit. Only queries that find something (in Node, with the same engine) can show a hit.
    const e2eQueries = results
      .filter((r) => r.pagesFound > 0)
      .slice(0, E2E_QUERIES)
      .map((r) => r.query);
    const e2e = await page.evaluate(async (list) => {
      const input = document.querySelector<HTMLInputElement>('.DocSearch-Input');
      if (!input) throw new Error('no .DocSearch-Input');
      // React tracks the value it last set: the prototype's setter makes the change visible to it.
      const descriptor = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value');
      const enter = (value: string) => {
        descriptor?.set?.call(input, value);
        input.dispatchEvent(new Event('input', {bubbles: true}));
      };
      const until = (check: () => boolean) =>
        new Promise<boolean>((resolve) => {
          if (check()) return resolve(true);
          const observer = new MutationObserver(() => {
            if (!check()) return;
            observer.disconnect();
            clearTimeout(timer);
            resolve(true);
          });
          const timer = setTimeout(() => {
            observer.disconnect();
            resolve(false);
          }, 5000);
          observer.observe(document.body, {childList: true, subtree: true, characterData: true});
        });
      const out: {query: string; ms: number; hit: boolean}[] = [];
      for (const query of list) {
        enter('');
        await until(() => document.querySelector('.DocSearch-Hit') === null);
        const t0 = performance.now();
        enter(query);
        // DocSearch shows its "No results" screen until the answer arrives, so wait for a hit.
        const hit = await until(() => document.querySelector('.DocSearch-Hit') !== null);
        out.push({query, ms: performance.now() - t0, hit});
      }
      return out;
    }, e2eQueries);
    const e2eTimes = e2e.filter((r) => r.hit).map((r) => r.ms);

    // The engine alone in the page: same engine.ts, same minisearch package, same index file.
    await page.evaluate(enginePageScript());
    const inPage = await page.evaluate(
      async ({list, repeats, indexUrl}) => {
        const api = (window as unknown as PageApi).__benchSearch;
        const t0 = performance.now();
        const file = (await (await fetch(indexUrl)).json()) as IndexFile;
        const t1 = performance.now();
        const pageEngine = api.loadEngine(file);
        const t2 = performance.now();
        for (const query of list) pageEngine.search(query);
        const samples: number[] = [];
        for (const query of list) {
          for (let i = 0; i < repeats; i++) {
            const s = performance.now();
            pageEngine.search(query);
            samples.push(performance.now() - s);
          }
        }
        return {fetchIndexMs: t1 - t0, loadEngineMs: t2 - t1, samples};
      },
      {list: queries.map((q) => q.query), repeats: REPEATS, indexUrl: `/${INDEX_FILE}`},
    );
    await context.close();
    return {
      typedQuery,
      requests,
      later,
      totalContentLength: requests.reduce((sum, r) => sum + (r.contentLength ?? 0), 0),
      totalEncodedDataLength: requests.reduce((sum, r) => sum + (r.encodedDataLength ?? 0), 0),
      openToFirstHitMs,
      page: {
        fetchIndexMs: inPage.fetchIndexMs,
        loadEngineMs: inPage.loadEngineMs,
        samples: inPage.samples.length,
        p50: percentile(inPage.samples, 50),
        p95: percentile(inPage.samples, 95),
        max: Math.max(...inPage.samples),
      },
      endToEnd: {
        queries: e2eTimes.length,
        p50: percentile(e2eTimes, 50),
        p95: percentile(e2eTimes, 95),
        max: Math.max(...e2eTimes),
        timedOut: e2e.filter((r) => !r.hit).map((r) => r.query),
      },
    };
  } finally {
    await browser.close();
    server.close();
  }
}

type BaselineModules = {
  engine: {
    buildIndexFile(inputs: unknown[]): unknown;
    loadEngine(file: unknown): RankingEngine;
  };
  extract: {
    pageParts(html: string): string;
    extractRecords(html: string, route: string, options: {siteKeywords?: string; skipListing: boolean}): unknown[];
  };
  plugin: {isExcludedRoute(route: string): boolean};
  answer: {answerQuestion: (...args: unknown[]) => unknown};
};

/**
 * The relevance of another commit's search code (`--baseline main`) on this build's pages: its
 * src/search and plugins/search-index, taken with `git archive` into .cache/, index the build's
 * HTML in memory (nothing in the build is rewritten) and answer the same sets, so "before" and
 * "after" are measured in one run on the same pages.
 */
async function measureBaseline(ref: string) {
  const sha = execFileSync('git', ['rev-parse', '--verify', `${ref}^{commit}`], {cwd: root, encoding: 'utf8'}).trim();
  const dir = path.join(root, '.cache', 'bench-baseline', sha);
  if (!fs.existsSync(path.join(dir, 'src', 'search', 'engine.ts'))) {
    fs.mkdirSync(dir, {recursive: true});
    const archive = execFileSync('git', ['archive', sha, 'src/search', 'plugins/search-index'], {
      cwd: root,
      maxBuffer: 64 * 1024 * 1024,
    });
    execFileSync('tar', ['-x', '-C', dir], {input: archive});
  }
  const load = async <T>(rel: string) => (await import(path.join(dir, rel))) as T;
  const modules: BaselineModules = {
    engine: await load<BaselineModules['engine']>('src/search/engine.ts'),
    extract: await load<BaselineModules['extract']>('plugins/search-index/extract.ts'),
    plugin: await load<BaselineModules['plugin']>('plugins/search-index/index.ts'),
    answer: await load<BaselineModules['answer']>('src/search/answer.ts'),
  };
  const siteKeywords = siteKeywordsOf(buildDir);
  const inputs: unknown[] = [];
  for (const route of builtRoutes(buildDir)) {
    if (modules.plugin.isExcludedRoute(route)) continue;
    const rel = route === '/' ? 'index.html' : `${route.slice(1)}.html`;
    const htmlFile = [path.join(buildDir, rel), path.join(buildDir, route.slice(1), 'index.html')].find((f) =>
      fs.existsSync(f),
    );
    if (!htmlFile) continue;
    const html = modules.extract.pageParts(fs.readFileSync(htmlFile, 'utf8'));
    inputs.push(...modules.extract.extractRecords(html, route, {siteKeywords, skipListing: true}));
  }
  // A JSON round trip, as the browser gets the index.
  const baseEngine = modules.engine.loadEngine(JSON.parse(JSON.stringify(modules.engine.buildIndexFile(inputs))));
  const searched = evaluateSearch(baseEngine, queries);
  // Before issue 30 the panel listed passages (an array, no Markdown twins); since, it answers.
  const ask = async (question: string): Promise<CitedPages> => {
    const {answerQuestion: answerWith} = modules.answer;
    const result = (await (answerWith.length >= 3
      ? answerWith(baseEngine, question, readPage)
      : answerWith(baseEngine, question))) as Answer | {section: {url: string}}[];
    if (Array.isArray(result)) return {kind: 'passages', pages: result.map((p) => p.section.url), sentences: 0};
    return citedPages(result);
  };
  const asked = await evaluateAskAi(ask, loadAskAiQuestions());
  const kindsOf = [...new Set(searched.flatMap((r) => (r.kind ? [r.kind] : [])))].sort();
  return {
    ref,
    sha,
    sections: inputs.length,
    relevance: searchGroups(searched),
    byKind: Object.fromEntries(kindsOf.map((k) => [k, rates(searched.filter((r) => r.kind === k))])),
    askAi: {whole: rates(asked), heldOut: rates(asked.filter((a) => a.heldOut))},
  };
}

async function main() {
  let browserResult: BrowserResult | {error: string} | null = null;
  if (withBrowser) {
    try {
      browserResult = await measureInBrowser();
    } catch (error) {
      browserResult = {error: error instanceof Error ? (error.stack ?? error.message) : String(error)};
      process.exitCode = 1;
    }
  }

  const misses = results.filter((r) => !r.top3);
  const {asked, declined} = await askAi();
  const baseline = baselineRef ? await measureBaseline(baselineRef) : null;
  const howDoI = {whole: rates(asked), heldOut: rates(asked.filter((a) => a.heldOut))};
  const askMs = asked.map((a) => a.tookMs);
  const report = {
    generatedAt: new Date().toISOString(),
    buildDir,
    queries: queries.length,
    hitRate: {top1: top1 / queries.length, top3: top3 / queries.length, top1Count: top1, top3Count: top3},
    relevance: groups,
    byKind,
    askAi: {
      questions: asked.length,
      ...howDoI,
      notCovered: asked.filter((a) => a.kind === 'not-covered').length,
      declinedUncovered: declined.filter((d) => d.declined).length,
      uncovered: declined.length,
      p50Ms: percentile(askMs, 50),
      p95Ms: percentile(askMs, 95),
      asked,
      declined,
    },
    index: {...size, pages: file.pages.length, sections: file.sections.length, nodeLoadMs},
    titlesIndex:
      titlesSize === null ? null : {...titlesSize, top3: titlesTop3! / queries.length, top3Count: titlesTop3},
    node: {
      repeats: REPEATS,
      samples: nodeSamples.length,
      p50: percentile(nodeSamples, 50),
      p95: percentile(nodeSamples, 95),
      max: Math.max(...nodeSamples),
      slowest,
    },
    baseline,
    browser: browserResult,
    results,
  };

  const lines: string[] = [
    '# Search bench',
    '',
    `Index: \`${indexPath}\`; ${queries.length} queries (${groups.project.n} of the project's in \`queries.json\`, ${groups.readers.n} in readers' words in \`readers.json\`), ${asked.length} "How do I …?" questions for ASK AI; ${report.generatedAt}.`,
    '',
    '## Relevance (pages, sections deduplicated by page)',
    '',
    'The held-out part (about 30%, fixed by a hash of the query text, see `scripts/search-eval/sets.ts`) is never used to tune ranking.',
    '',
    '| Set | Queries | Top-1 | Top-3 | MRR |',
    '| --- | --- | --- | --- | --- |',
    ...(
      [
        ['Whole set', groups.whole],
        ['Held-out part', groups.heldOut],
        ['Tuning part', groups.tuning],
        ["Project's queries", groups.project],
        ["Readers' queries", groups.readers],
        ["Readers' queries, held-out", groups.readersHeldOut],
      ] as const
    ).map(([name, g]) => `| ${name} | ${g.n} | ${pct(g.top1, g.n)} | ${pct(g.top3, g.n)} | ${g.mrr.toFixed(3)} |`),
    '',
    ...(baseline === null
      ? []
      : [
          `Before and after, in this run on the same pages: the search code of \`${baseline.ref}\` (${baseline.sha.slice(0, 10)}, ${baseline.sections} sections) against the working tree's.`,
          '',
          '| Set | Queries | Top-1 before → after | Top-3 before → after | MRR before → after |',
          '| --- | --- | --- | --- | --- |',
          ...(
            [
              ['Whole set', baseline.relevance.whole, groups.whole],
              ['Held-out part', baseline.relevance.heldOut, groups.heldOut],
              ["Project's queries", baseline.relevance.project, groups.project],
              ["Readers' queries", baseline.relevance.readers, groups.readers],
              ["Readers' queries, held-out", baseline.relevance.readersHeldOut, groups.readersHeldOut],
              ...kinds.map((k) => [`Kind: ${k}`, baseline.byKind[k], byKind[k]] as const),
              ['ASK AI "How do I …?", right page cited', baseline.askAi.whole, howDoI.whole],
              ['ASK AI "How do I …?", held-out', baseline.askAi.heldOut, howDoI.heldOut],
            ] as const
          ).map(
            ([name, b, a]) =>
              `| ${name} | ${a.n} | ${pct(b.top1, b.n)} → ${pct(a.top1, a.n)} | ${pct(b.top3, b.n)} → ${pct(a.top3, a.n)} | ${b.mrr.toFixed(3)} → ${a.mrr.toFixed(3)} |`,
          ),
          '',
        ]),
    "By kind of query (readers' set):",
    '',
    '| Kind | Queries | Top-1 | Top-3 | MRR |',
    '| --- | --- | --- | --- | --- |',
    ...kinds.map(
      (k) =>
        `| ${k} | ${byKind[k].n} | ${pct(byKind[k].top1, byKind[k].n)} | ${pct(byKind[k].top3, byKind[k].n)} | ${byKind[k].mrr.toFixed(3)} |`,
    ),
    '',
    '## ASK AI (the pages the answer cites, in citation order)',
    '',
    '| Set | Questions | Right page cited first | Right page among the first 3 cited | MRR |',
    '| --- | --- | --- | --- | --- |',
    `| "How do I …?", whole | ${howDoI.whole.n} | ${pct(howDoI.whole.top1, howDoI.whole.n)} | ${pct(howDoI.whole.top3, howDoI.whole.n)} | ${howDoI.whole.mrr.toFixed(3)} |`,
    `| "How do I …?", held-out | ${howDoI.heldOut.n} | ${pct(howDoI.heldOut.top1, howDoI.heldOut.n)} | ${pct(howDoI.heldOut.top3, howDoI.heldOut.n)} | ${howDoI.heldOut.mrr.toFixed(3)} |`,
    '',
    `- Answered "not covered" for ${report.askAi.notCovered} of the ${asked.length} questions the docs answer; declined ${report.askAi.declinedUncovered} of the ${declined.length} they do not (${declined.map((d) => `"${d.question}" ${d.declined ? 'declined' : 'answered'}`).join(', ')}).`,
    `- Time to answer in Node (search, reading the Markdown twins from disk, choosing sentences): p50 ${ms(report.askAi.p50Ms)}, p95 ${ms(report.askAi.p95Ms)}.`,
    `- Missed (right page not among the first 3 cited): ${
      asked
        .filter((a) => a.rank === null || a.rank > 3)
        .map(
          (a) =>
            `"${a.question}" → ${
              a.kind === 'answer'
                ? a.cited
                    .slice(0, 3)
                    .map((u) => `\`${u}\``)
                    .join(', ')
                : a.kind
            }`,
        )
        .join('; ') || 'none'
    }`,
    '',
    '## All queries together',
    '',
    `- Top-1 hit rate: ${pct(top1, queries.length)}`,
    `- Top-3 hit rate: ${pct(top3, queries.length)}`,
    `- Expected at rank 4-10: ${results.filter((r) => r.rank !== null && r.rank > 3 && r.rank <= 10).length}; not in the first 10 pages: ${results.filter((r) => r.rank === null || r.rank > 10).length}`,
    `- Expected page at rank 2-3 (top-3 hit, top-1 miss): ${
      results
        .filter((r) => r.top3 && !r.top1)
        .map((r) => `\`${r.query}\` (${r.rank}, first: \`${r.returned[0].url}\`)`)
        .join(', ') || 'none'
    }`,
    '',
    '## Index',
    '',
    `- ${file.pages.length} pages, ${file.sections.length} sections`,
    `- Full index (\`${INDEX_FILE}\`, loaded after the first results): raw ${kb(size.raw)}, gzip -9 ${kb(size.gzip9)}, brotli q11 ${kb(size.brotli11)}`,
    titlesSize === null
      ? `- No titles index (\`${TITLES_FILE}\`) in this build`
      : `- Titles index (\`${TITLES_FILE}\`, the first phase): raw ${kb(titlesSize.raw)}, gzip -9 ${kb(titlesSize.gzip9)}, brotli q11 ${kb(titlesSize.brotli11)}; top-3 hit rate on its own ${pct(titlesTop3!, queries.length)}`,
    `- JSON.parse + loadEngine in Node: ${ms(nodeLoadMs)}`,
    '',
    `## Query time in Node (${REPEATS} runs of each query after a warm-up, ${nodeSamples.length} samples)`,
    '',
    `- p50 ${ms(report.node.p50)}, p95 ${ms(report.node.p95)}, max ${ms(report.node.max)}`,
    `- Slowest (median): ${slowest.map((s) => `"${s.query}" ${ms(s.median)}`).join(', ')}`,
    '',
    '## Chromium',
    '',
  ];
  if (browserResult === null) lines.push('Skipped (--no-browser).');
  else if ('error' in browserResult) lines.push('Failed:', '', '```text', browserResult.error, '```');
  else {
    const b = browserResult;
    lines.push(
      `Home page (after networkidle), Control+k, typed "${b.typedQuery}": ${b.requests.length} requests until the first \`.DocSearch-Hit\` (${ms(b.openToFirstHitMs)}); bodies ${kb(b.totalContentLength)} (Content-Length, encoded), ${kb(b.totalEncodedDataLength)} on the wire with headers (CDP encodedDataLength).`,
      '',
      '| Request | Status | Encoding | Content-Length | On the wire |',
      '| --- | --- | --- | --- | --- |',
      ...b.requests.map(
        (r) =>
          `| \`${r.url}\` | ${r.status ?? '-'} | ${r.contentEncoding ?? 'none'} | ${r.contentLength === null ? '-' : kb(r.contentLength)} | ${r.encodedDataLength === null ? '-' : kb(r.encodedDataLength)} |`,
      ),
      '',
      b.later.length === 0
        ? 'Nothing was requested after the first hit.'
        : `After the first hit (not counted above): ${b.later.map((r) => `\`${r.url}\` ${r.encodedDataLength === null ? '-' : kb(r.encodedDataLength)}`).join(', ')}.`,
      '',
      `- Engine in the page (engine.ts + minisearch UMD build, ${b.page.samples} samples): p50 ${ms(b.page.p50)}, p95 ${ms(b.page.p95)}, max ${ms(b.page.max)}; fetch+parse index ${ms(b.page.fetchIndexMs)}, loadEngine ${ms(b.page.loadEngineMs)}. Chromium rounds performance.now() to 0.1 ms.`,
      `- End to end in the modal (empty box, then the whole query in one input event, to the first rendered hit; the first ${b.endToEnd.queries} queries that have results): p50 ${ms(b.endToEnd.p50)}, p95 ${ms(b.endToEnd.p95)}, max ${ms(b.endToEnd.max)}${b.endToEnd.timedOut.length ? `; no hit within 5 s: ${b.endToEnd.timedOut.map((q) => `"${q}"`).join(', ')}` : ''}`,
    );
  }
  lines.push(
    '',
    `## Misses (expected page not in the top 3): ${misses.length}`,
    '',
    '| Query | Set | Expected | Rank of first expected page | Returned instead (top 3) |',
    '| --- | --- | --- | --- | --- |',
    ...misses.map(
      (r) =>
        `| \`${r.query.replace(/\|/g, '\\|')}\` | ${r.set}${r.heldOut ? ', held-out' : ''}${r.kind ? `, ${r.kind}` : ''} | ${r.expect.map((u) => `\`${u}\``).join('<br>')} | ${r.rank ?? `not in ${r.pagesFound} pages`} | ${r.returned.map((p) => `\`${p.url}\``).join('<br>') || 'nothing'} |`,
    ),
  );
  const notIndexed = results.filter((r) => r.expectedNotIndexed.length > 0);
  if (notIndexed.length > 0) {
    lines.push(
      '',
      '## Expected pages missing from this index',
      '',
      ...notIndexed.map((r) => `- \`${r.query}\`: ${r.expectedNotIndexed.map((u) => `\`${u}\``).join(', ')}`),
    );
  }
  const markdown = `${lines.join('\n')}\n`;

  fs.mkdirSync(reportsDir, {recursive: true});
  fs.writeFileSync(path.join(reportsDir, 'bench-search.md'), markdown);
  fs.writeFileSync(path.join(reportsDir, 'bench-search.json'), `${JSON.stringify(report, null, 2)}\n`);
  console.log(markdown);
  console.log(`bench:search: wrote reports/bench-search.md and reports/bench-search.json`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
