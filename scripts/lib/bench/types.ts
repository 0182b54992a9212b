/** The shapes the bench measures and writes to reports/bench.json. All sizes in bytes, times in ms. */

export type SiteName = 'ours' | 'stock';

export type BuildMeasurement = {
  site: SiteName;
  command: string;
  wallMs: number;
  /** Largest single process (GNU time's "Maximum resident set size"); null without /usr/bin/time. */
  maxProcessRssBytes: number | null;
  /** Largest sum of RSS over the whole process tree, sampled from /proc. */
  peakTreeRssBytes: number;
  cpuUserMs: number | null;
  cpuSystemMs: number | null;
  /** HTML pages listed in build/sitemap.xml. */
  pages: number;
  /** Rough phase durations seen in the process tree (e.g. "gen:api", "docusaurus build"). */
  phases: Record<string, number>;
  /** Load average (1 min) when the build started: the machine is shared. */
  loadAverage: number;
};

export type Preset = 'mobile' | 'desktop';

export type LighthouseRun = {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  fcpMs: number;
  totalByteWeight: number;
  /** Audits in the accessibility, best-practices and SEO categories that failed. */
  failedAudits: string[];
  runWarnings: string[];
};

export type LighthouseSummary = LighthouseRun & {runs: number; performanceRuns: number[]};

export type PageTarget = {
  site: SiteName;
  /** Short label for tables: "home", "API operation" … */
  label: string;
  path: string;
  /** The stock page this one is compared with (its label); undefined for stock pages. */
  compareWith?: string;
};

export type WeightSummary = {
  jsWire: number;
  jsRaw: number;
  cssWire: number;
  cssRaw: number;
  requests: number;
  scripts: number;
  /** The three largest scripts on the wire. */
  largestScripts: {url: string; wireBytes: number; rawBytes: number}[];
};

export type PageResult = PageTarget & {
  lighthouse: Partial<Record<Preset, LighthouseSummary>>;
  weight?: WeightSummary;
};

export type FileSize = {file: string; raw: number; gzip: number};

export type AssetReport = {
  site: SiteName;
  /** Scripts every page loads first: main, runtime~main, common. */
  entryScripts: FileSize[];
  /** The docs plugin's version metadata chunks (sidebars), one per docs instance. */
  sidebarChunks: (FileSize & {module: string})[];
  /** Client routes in .docusaurus/routesChunkNames.json (pages plus layout routes). */
  routes: number;
  routesJsBytes: number;
  registryJsBytes: number;
  precompressed: {textFiles: number; withGzip: number; withBrotli: number};
};

export type SearchBench = {status: 'missing'} | {status: 'failed'; error: string} | {status: 'ok'; data: unknown};

export type BenchReport = {
  startedAt: string;
  finishedAt: string;
  commit: string;
  machine: {cpus: number; memoryBytes: number; node: string; chromium: string; nginx: string};
  options: {steps: string[]; skipBuild: boolean; mobileRuns: number; desktopRuns: number; oursBuild?: string};
  builds: Partial<Record<SiteName, BuildMeasurement>>;
  pages: PageResult[];
  assets: Partial<Record<SiteName, AssetReport>>;
  search: SearchBench | null;
  notes: string[];
};
