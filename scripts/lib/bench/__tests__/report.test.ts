import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {formatReport} from '../report';
import type {AssetReport, BenchReport, BuildMeasurement, LighthouseSummary, PageResult} from '../types';

const MB = 1024 * 1024;

const build = (site: 'ours' | 'stock', wallMs: number, rssMb: number, pages: number): BuildMeasurement => ({
  site,
  command: 'npm run build',
  wallMs,
  maxProcessRssBytes: (rssMb - 100) * MB,
  peakTreeRssBytes: rssMb * MB,
  cpuUserMs: wallMs,
  cpuSystemMs: 1000,
  pages,
  phases: site === 'ours' ? {'gen:api': 3000, 'docusaurus build': 40_000} : {'docusaurus build': 5000},
  loadAverage: 0.5,
});

const lighthouse = (performance: number, tbtMs: number): LighthouseSummary => ({
  performance,
  accessibility: 1,
  bestPractices: 1,
  seo: 1,
  lcpMs: 2500,
  tbtMs,
  cls: 0,
  fcpMs: 1200,
  totalByteWeight: 300_000,
  failedAudits: performance < 0.9 ? ['accessibility:color-contrast'] : [],
  runWarnings: [],
  runs: 3,
  performanceRuns: [performance, performance, performance],
});

const page = (
  site: 'ours' | 'stock',
  label: string,
  path: string,
  jsWire: number,
  perf: number,
  tbt: number,
  compareWith?: string,
): PageResult => ({
  site,
  label,
  path,
  compareWith,
  lighthouse: {mobile: lighthouse(perf, tbt), desktop: lighthouse(1, 10)},
  weight: {
    jsWire,
    jsRaw: jsWire * 3,
    cssWire: 20_000,
    cssRaw: 100_000,
    requests: 30,
    scripts: 8,
    largestScripts: [{url: 'http://127.0.0.1:1/assets/js/main.abc.js', wireBytes: 200_000, rawBytes: 800_000}],
  },
});

const assets = (site: 'ours' | 'stock', mainRaw: number, mainGzip: number, routes: number): AssetReport => ({
  site,
  entryScripts: [{file: 'assets/js/main.abc.js', raw: mainRaw, gzip: mainGzip}],
  sidebarChunks: [
    {
      file: 'assets/js/22dd.js',
      raw: 100_000,
      gzip: 20_000,
      module: '@generated/docusaurus-plugin-content-docs/default/p/index-466.json',
    },
  ],
  routes,
  routesJsBytes: 150_000,
  registryJsBytes: 150_000,
  precompressed:
    site === 'ours' ? {textFiles: 1604, withGzip: 1604, withBrotli: 1604} : {textFiles: 90, withGzip: 0, withBrotli: 0},
});

const report: BenchReport = {
  startedAt: '2026-11-24T21:00:00.000Z',
  finishedAt: '2026-11-24T21:12:00.000Z',
  commit: 'abc1234',
  machine: {cpus: 2, memoryBytes: 24 * 1024 * MB, node: 'v20.20.2', chromium: 'Chromium 156', nginx: 'nginx/1.22.1'},
  options: {
    steps: ['build', 'lighthouse', 'weight', 'assets', 'search'],
    skipBuild: false,
    mobileRuns: 3,
    desktopRuns: 1,
  },
  builds: {ours: build('ours', 58_000, 2400, 579), stock: build('stock', 6_000, 500, 27)},
  pages: [
    page('ours', 'API operation', '/reference/api/unleash/create-feature', 300_000, 0.8, 400, 'doc page'),
    page('stock', 'doc page', '/docs/intro', 150_000, 0.96, 100),
  ],
  assets: {ours: assets('ours', 835_000, 218_000, 586), stock: assets('stock', 486_000, 152_000, 30)},
  search: {status: 'missing'},
  notes: ['Load average was high.'],
};

describe('bench report', () => {
  const markdown = formatReport(report);

  it('compares build time and memory per page with the stock site', () => {
    assert.match(markdown, /\| HTML pages \(sitemap\) \| 579 \| 27 \| 21\.44× \|/);
    assert.match(markdown, /\| Wall time per page \| 100 ms \| 222 ms \| 0\.45× \|/);
    assert.match(markdown, /\| Peak RSS, whole process tree \| 2\.34 GB \| 500\.0 MB \| 4\.80× \|/);
    // (58 s - 6 s) / 552 extra pages, (2400 - 500) MB / 552
    assert.match(markdown, /94 ms of wall time and 3\.4 MB of peak memory per extra page/);
    assert.match(markdown, /gen:api ≈ 3\.0 s, docusaurus build ≈ 40\.0 s/);
  });

  it('puts each page beside its stock counterpart', () => {
    const line = markdown.split('\n').find((l) => l.startsWith('| API operation'));
    assert.ok(line, 'API operation row');
    assert.equal(
      line,
      '| API operation `/reference/api/unleash/create-feature` | 80 / 100 / 100 / 100 | 2.5 s | 400 ms | 0.000 | 100 / 100 / 100 / 100 | 293.0 KB | 19.5 KB | 30 | 2.00× | 4.00× | 0.83× |',
    );
    assert.match(markdown, /Ratios compare API operation with the stock doc page\./);
    assert.match(markdown, /\| Stock doc page `\/docs\/intro` \| 96 \/ 100 \/ 100 \/ 100 \|/);
    assert.match(markdown, /API operation `\/reference\/api\/unleash\/create-feature`: accessibility:color-contrast/);
  });

  it('shows route-table growth, precompression, the missing search bench and the notes', () => {
    assert.match(markdown, /\| `main\.js` \| 815\.4 KB \/ 212\.9 KB \| 474\.6 KB \/ 148\.4 KB \| 1\.43× \|/);
    assert.match(markdown, /grows by 628 B raw, 119 B gzip per route beyond the stock site \(586 vs 30 routes/);
    const lean = formatReport({...report, assets: {...report.assets, ours: assets('ours', 420_000, 130_000, 606)}});
    assert.match(
      lean,
      /`main\.js` does not grow with the routes: with 606 routes against the stock site's 30, ours is 21\.5 KB gzip smaller\./,
    );
    assert.match(markdown, /1604 have a `\.gz` and 1604 a `\.br` sibling/);
    assert.match(markdown, /Search bench not found \(scripts\/bench-search\.ts\); skipped\./);
    assert.match(markdown, /- Load average was high\./);
  });

  it('leaves out what was not measured', () => {
    const partial = formatReport({...report, builds: {}, pages: [], search: null, notes: []});
    assert.doesNotMatch(partial, /## Production build|## Pages|## Search|## Notes/);
    assert.match(partial, /## Entry scripts and the route table/);
  });
});
