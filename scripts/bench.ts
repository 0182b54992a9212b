/**
 * `npm run bench` (issue 17): our production build against a stock Docusaurus classic site of the
 * same version, both built here and served by nginx with the config our build generates.
 * Measures build time and memory per page, Lighthouse (mobile and desktop) and first-load
 * weight per page type, route-table growth in main.js, precompressed siblings and, when
 * scripts/bench-search.ts exists, search. Writes reports/bench.md and reports/bench.json.
 * Options: see USAGE in scripts/lib/bench/options.ts or CONTRIBUTING.md ("Benchmarks").
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {chromium} from 'playwright-core';
import {CHROMIUM_PATH, newContext} from '../e2e/support/browser';
import {startNginx} from '../e2e/support/nginx';
import {toNginxConf} from '../plugins/redirects/table';
import {analyseAssets} from './lib/bench/assets';
import {measureBuild} from './lib/bench/build';
import {launchChromium, type RunningChromium} from './lib/bench/chromium';
import {Cleanup, killPid} from './lib/bench/cleanup';
import {runLighthouse, summariseRuns} from './lib/bench/lighthouse';
import {parseBenchArgs, USAGE, type BenchOptions} from './lib/bench/options';
import {PAGE_TARGETS, toWeightSummary} from './lib/bench/pages';
import type {PhaseMatcher} from './lib/bench/process-tree';
import {formatReport} from './lib/bench/report';
import {runSearchBench} from './lib/bench/search';
import {docusaurusVersion, scaffoldStockSite, templatePackage} from './lib/bench/stock-site';
import type {BenchReport, LighthouseRun, PageResult, Preset, SiteName} from './lib/bench/types';
import {measurePageWeight} from './lib/page-weight';

const root = path.resolve(__dirname, '..');
const reportsDir = path.join(root, 'reports');
const log = (message: string) => console.log(`[bench] ${message}`);

/** `sh -c "… && docusaurus build && …"` names every phase; only the processes it starts count. */
const isShell = (cmdline: string) => /^(\/bin\/)?sh -c /.test(cmdline);
const PHASES: PhaseMatcher[] = [
  {name: 'gen:api', test: (c) => !isShell(c) && /docusaurus(\.mjs)? (clean|gen)-api-docs/.test(c)},
  {name: 'docusaurus build', test: (c) => !isShell(c) && /docusaurus(\.mjs)? build/.test(c)},
  {name: 'precompress', test: (c) => !isShell(c) && c.includes('scripts/precompress.ts')},
];

/** What a command printed (stdout and stderr: `nginx -v` uses stderr), or "" if it could not run. */
function commandOutput(cmd: string, args: string[]): string {
  const result = spawnSync(cmd, args, {cwd: root, encoding: 'utf8'});
  return `${result.stdout ?? ''}${result.stderr ?? ''}`.trim();
}

function commitId(): string {
  const head = commandOutput('git', ['rev-parse', '--short', 'HEAD']);
  const dirty = commandOutput('git', ['status', '--porcelain', '--untracked-files=no']);
  return dirty ? `${head} (with uncommitted changes)` : head;
}

async function withChromium<T>(cleanup: Cleanup, work: (chrome: RunningChromium) => Promise<T>): Promise<T> {
  const chrome = await launchChromium();
  const registered = cleanup.add(`chromium (pid ${chrome.pid})`, () => {
    chrome.kill();
    killPid(chrome.pid);
  });
  try {
    return await work(chrome);
  } finally {
    await registered.stop();
  }
}

async function bench(options: BenchOptions, cleanup: Cleanup): Promise<BenchReport> {
  const startedAt = new Date().toISOString();
  const notes: string[] = [];
  const ourBuild = path.resolve(root, options.oursBuild ?? 'build');
  const ourBuildName = path.relative(root, ourBuild) || '.';
  const report: BenchReport = {
    startedAt,
    finishedAt: '',
    commit: commitId(),
    machine: {
      cpus: os.cpus().length,
      memoryBytes: os.totalmem(),
      node: process.version,
      chromium: commandOutput(CHROMIUM_PATH, ['--version']).split('\n')[0],
      nginx: commandOutput(fs.existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx', ['-v']).replace(
        'nginx version: ',
        '',
      ),
    },
    options: {
      steps: [...options.steps],
      skipBuild: options.skipBuild,
      mobileRuns: options.mobileRuns,
      desktopRuns: options.desktopRuns,
      oursBuild: ourBuildName,
    },
    builds: {},
    pages: [],
    assets: {},
    search: null,
    notes,
  };

  // Cold builds: the persistent Rspack cache lives in node_modules/.cache, which every worktree
  // shares; without it both builds do the full work and leave that cache alone.
  const buildEnv: NodeJS.ProcessEnv = {...process.env, DOCUSAURUS_NO_PERSISTENT_CACHE: 'true'};
  delete buildEnv.DOCS_TEST_FIXTURES;
  const onBuildStart = (name: string) => (pid: number) =>
    cleanup.add(`${name} build (pid ${pid})`, () => killPid(-pid)).forget;

  // 1. Our build.
  if (!options.skipBuild) {
    log('building our site (npm run build) …');
    report.builds.ours = await measureBuild({
      site: 'ours',
      siteDir: root,
      command: ['npm', 'run', 'build'],
      env: buildEnv,
      logFile: path.join(reportsDir, 'bench-build-ours.log'),
      phases: PHASES,
      onStart: onBuildStart('our'),
    });
    log(`our build: ${(report.builds.ours.wallMs / 1000).toFixed(1)} s, ${report.builds.ours.pages} pages`);
  } else if (!fs.existsSync(path.join(ourBuild, 'index.html'))) {
    throw new Error(
      options.oursBuild
        ? `${ourBuildName}/ has no index.html: build it first (build-stock: "npm run build:stock").`
        : 'build/ is missing: run without --skip-build, or "npm run build" first.',
    );
  } else {
    notes.push(`Our build was reused from ${ourBuildName}/, so its build time and memory are not measured.`);
    if (options.oursBuild) notes.push(`"Ours" in this report is ${ourBuildName}/, not build/.`);
    if (fs.existsSync(path.join(ourBuild, '__test'))) {
      notes.push(`${ourBuildName}/ contains the test fixtures (DOCS_TEST_FIXTURES=true); a production build does not.`);
    }
  }

  // 2. The stock site: scaffolded, built (it has to be served anyway) and given the same nginx setup.
  let stockDir: string | null = null;
  if ((['build', 'lighthouse', 'weight', 'assets'] as const).some((s) => options.steps.has(s))) {
    const version = docusaurusVersion(root);
    log(`scaffolding a stock Docusaurus ${version} classic site …`);
    const dir = scaffoldStockSite(templatePackage(version), path.join(root, 'node_modules'));
    stockDir = dir;
    if (options.keepStock) log(`stock site kept in ${dir}`);
    else cleanup.add(`stock site ${dir}`, () => fs.rmSync(dir, {recursive: true, force: true}));
    log('building the stock site …');
    const stockBuild = await measureBuild({
      site: 'stock',
      siteDir: dir,
      command: ['npm', 'run', 'build'],
      env: buildEnv,
      logFile: path.join(reportsDir, 'bench-build-stock.log'),
      phases: PHASES,
      onStart: onBuildStart('stock'),
    });
    log(`stock build: ${(stockBuild.wallMs / 1000).toFixed(1)} s, ${stockBuild.pages} pages`);
    if (options.steps.has('build')) report.builds.stock = stockBuild;
    // Same server settings as ours: our generated config with an empty redirect table.
    fs.writeFileSync(path.join(dir, 'build', 'nginx.conf'), toNginxConf(new Map()));
  }

  // 3. Assets: route-table growth and precompressed siblings.
  if (options.steps.has('assets')) {
    report.assets.ours = analyseAssets('ours', root, ourBuild);
    if (stockDir) report.assets.stock = analyseAssets('stock', stockDir);
  }

  // 4. Serve both with nginx.
  const servers: Partial<Record<SiteName, string>> = {};
  if ((['lighthouse', 'weight', 'search'] as const).some((s) => options.steps.has(s))) {
    const buildDirs = {ours: ourBuild, stock: stockDir && path.join(stockDir, 'build')};
    for (const site of ['ours', 'stock'] as const) {
      const buildDir = buildDirs[site];
      if (!buildDir) continue;
      const nginx = await startNginx(buildDir);
      cleanup.add(`nginx for ${site} (${nginx.url})`, () => nginx.stop());
      servers[site] = nginx.url;
      log(`${site} site served by nginx at ${nginx.url}`);
    }
  }

  // Pages that do not answer 200 are reported and left out.
  const pages: PageResult[] = [];
  if (options.steps.has('lighthouse') || options.steps.has('weight')) {
    for (const target of PAGE_TARGETS) {
      const server = servers[target.site];
      if (!server) continue;
      const res = await fetch(`${server}${target.path}`);
      if (res.ok) pages.push({...target, lighthouse: {}});
      else notes.push(`${target.site} ${target.path} answered ${res.status}; not measured.`);
    }
  }
  report.pages = pages;
  const urlOf = (p: PageResult) => `${servers[p.site] ?? ''}${p.path}`;

  // 5. First-load weight, each page in a fresh browser context (empty cache).
  if (options.steps.has('weight')) {
    log('measuring first-load weight …');
    await withChromium(cleanup, async (chrome) => {
      const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
      try {
        for (const page of pages) {
          const context = await newContext(browser);
          page.weight = toWeightSummary(await measurePageWeight(await context.newPage(), urlOf(page)));
          await context.close();
        }
      } finally {
        await browser.close();
      }
    });
  }

  // 6. Lighthouse: a fresh browser per run; runs of all pages interleave, so a busy spell on this
  // shared machine spreads over the pages instead of spoiling one.
  if (options.steps.has('lighthouse')) {
    // The last run of each page and preset is kept whole, to see which elements an audit flagged.
    const lighthouseDir = path.join(reportsDir, 'lighthouse');
    fs.rmSync(lighthouseDir, {recursive: true, force: true});
    fs.mkdirSync(lighthouseDir);
    const slug = (label: string) => label.toLowerCase().replace(/[^a-z0-9]+/g, '-');
    const loads: number[] = [];
    for (const [preset, runs] of [
      ['mobile', options.mobileRuns],
      ['desktop', options.desktopRuns],
    ] as [Preset, number][]) {
      const results = new Map<PageResult, LighthouseRun[]>(pages.map((p) => [p, []]));
      for (let run = 1; run <= runs; run += 1) {
        for (const page of pages) {
          log(`lighthouse ${preset} ${run}/${runs}: ${page.site} ${page.path}`);
          loads.push(os.loadavg()[0]);
          try {
            const {run: result, json} = await withChromium(cleanup, (chrome) =>
              runLighthouse(urlOf(page), preset, chrome.port),
            );
            results.get(page)?.push(result);
            fs.writeFileSync(path.join(lighthouseDir, `${page.site}-${slug(page.label)}-${preset}.json`), json);
          } catch (error) {
            notes.push(
              `Lighthouse ${preset} run ${run} of ${page.site} ${page.path} failed: ${(error as Error).message}`,
            );
          }
        }
      }
      for (const [page, pageRuns] of results) {
        if (pageRuns.length > 0) page.lighthouse[preset] = summariseRuns(pageRuns);
      }
    }
    notes.push(
      'The last Lighthouse result of each page and preset is in reports/lighthouse/ (open one in the Lighthouse viewer to see what an audit flagged).',
    );
    notes.push(
      `Load average (1 min) during the Lighthouse runs: ${Math.min(...loads).toFixed(2)}–${Math.max(...loads).toFixed(2)} on ${os.cpus().length} CPUs shared with other work; Lighthouse simulates throttling from what it observes, so a busy machine lowers mobile scores.`,
    );
  }

  // 7. Search, when its bench exists in this tree.
  if (options.steps.has('search')) {
    report.search = await runSearchBench({
      root,
      baseUrl: servers.ours ?? null,
      onStart: (pid) => cleanup.add(`search bench (pid ${pid})`, () => killPid(pid)).forget,
    });
    if (report.search.status === 'missing') log('search bench not found (scripts/bench-search.ts); skipped');
  }

  report.finishedAt = new Date().toISOString();
  return report;
}

async function main(): Promise<number> {
  let options: BenchOptions | 'help';
  try {
    options = parseBenchArgs(process.argv.slice(2));
  } catch (error) {
    console.error(`bench: ${(error as Error).message}`);
    return 2;
  }
  if (options === 'help') {
    console.log(USAGE);
    return 0;
  }
  fs.mkdirSync(reportsDir, {recursive: true});
  const cleanup = new Cleanup();
  // Ctrl-C reaches the bench twice (from the terminal and relayed by tsx): stop once, ignore the rest.
  let isStopping = false;
  const interrupt = (signal: NodeJS.Signals) => {
    if (isStopping) return;
    isStopping = true;
    log(`${signal}: stopping ${cleanup.pending.join(', ') || 'nothing'}`);
    void cleanup.runAll().finally(() => process.exit(130));
  };
  process.on('SIGINT', interrupt);
  process.on('SIGTERM', interrupt);
  try {
    const report = await bench(options, cleanup);
    fs.writeFileSync(path.join(reportsDir, 'bench.json'), `${JSON.stringify(report, null, 2)}\n`);
    const markdown = formatReport(report);
    fs.writeFileSync(path.join(reportsDir, 'bench.md'), markdown);
    console.log(`\n${markdown}`);
    log('wrote reports/bench.md and reports/bench.json');
    return 0;
  } catch (error) {
    console.error(`bench: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    return 1;
  } finally {
    const problems = await cleanup.runAll();
    for (const problem of problems) console.error(`bench: could not stop ${problem}`);
  }
}

void main().then((code) => process.exit(code));
