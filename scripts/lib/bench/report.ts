/** Renders a bench run (reports/bench.json) as the Markdown report in reports/bench.md. */
import {flattenFigures} from './search';
import {formatBytes, formatMs, formatRatio, formatScore, ratio} from './stats';
import type {AssetReport, BenchReport, BuildMeasurement, LighthouseSummary, PageResult, Preset} from './types';

const row = (cells: readonly (string | number)[]) => `| ${cells.join(' | ')} |`;

function table(head: readonly string[], rows: readonly (readonly (string | number)[])[]): string {
  return [row(head), row(head.map(() => '---')), ...rows.map(row)].join('\n');
}

const scores = (lh: LighthouseSummary | undefined) =>
  lh ? [lh.performance, lh.accessibility, lh.bestPractices, lh.seo].map(formatScore).join(' / ') : '–';

const perPage = (value: number | null | undefined, pages: number | undefined) =>
  value == null || !pages ? null : value / pages;

function buildSection(builds: BenchReport['builds']): string {
  const ours = builds.ours;
  const stock = builds.stock;
  if (!ours && !stock) return '';
  const line = (label: string, pick: (b: BuildMeasurement) => number | null, format: (n: number | null) => string) => {
    const o = ours ? pick(ours) : null;
    const s = stock ? pick(stock) : null;
    return [label, format(o), format(s), formatRatio(ratio(o, s))];
  };
  const count = (n: number | null) => (n == null ? '–' : String(n));
  const rows = [
    line('HTML pages (sitemap)', (b) => b.pages, count),
    line('Wall time', (b) => b.wallMs, formatMs),
    line('Wall time per page', (b) => perPage(b.wallMs, b.pages), formatMs),
    line(
      'CPU time (user + system)',
      (b) => (b.cpuUserMs == null ? null : b.cpuUserMs + (b.cpuSystemMs ?? 0)),
      formatMs,
    ),
    line('Peak RSS, whole process tree', (b) => b.peakTreeRssBytes, formatBytes),
    line('Peak RSS, largest process', (b) => b.maxProcessRssBytes, formatBytes),
    line('Peak RSS (tree) per page', (b) => perPage(b.peakTreeRssBytes, b.pages), formatBytes),
  ];
  const parts = ['## Production build', '', table(['', 'Ours', 'Stock', 'Ours / stock'], rows), ''];
  if (ours && stock && ours.pages > stock.pages) {
    const extra = ours.pages - stock.pages;
    parts.push(
      `Per page beyond the stock site's ${stock.pages} (the fixed cost of a build taken out): ` +
        `${formatMs((ours.wallMs - stock.wallMs) / extra)} of wall time and ` +
        `${formatBytes((ours.peakTreeRssBytes - stock.peakTreeRssBytes) / extra)} of peak memory per extra page.`,
      '',
    );
  }
  for (const b of [ours, stock]) {
    if (!b) continue;
    const phases = Object.entries(b.phases)
      .map(([name, ms]) => `${name} ≈ ${formatMs(ms)}`)
      .join(', ');
    parts.push(
      `- ${b.site === 'ours' ? 'Ours' : 'Stock'}: \`${b.command}\`, load average ${b.loadAverage.toFixed(2)} at start` +
        (phases ? `; phases (seen in the process tree): ${phases}` : '') +
        '.',
    );
  }
  parts.push('');
  return parts.join('\n');
}

const stockCounterpart = (pages: readonly PageResult[], page: PageResult) =>
  page.compareWith ? pages.find((p) => p.site === 'stock' && p.label === page.compareWith) : undefined;

const pageName = (p: PageResult) => `${p.site === 'stock' ? 'Stock ' : ''}${p.label} \`${p.path}\``;

/** "Ratios compare home with the stock home; long reference, search with the stock doc page." */
function comparisons(pages: readonly PageResult[]): string {
  const groups = new Map<string, string[]>();
  for (const p of pages) {
    if (p.site === 'ours' && p.compareWith && stockCounterpart(pages, p))
      groups.set(p.compareWith, [...(groups.get(p.compareWith) ?? []), p.label]);
  }
  if (groups.size === 0) return '';
  const parts = [...groups].map(([stock, ours]) => `${ours.join(', ')} with the stock ${stock}`);
  return `Ratios compare ${parts.join('; ')}.`;
}

function summarySection(report: BenchReport): string {
  const {pages} = report;
  if (pages.length === 0) return '';
  const rows = pages.map((p) => {
    const stock = stockCounterpart(pages, p);
    const m = p.lighthouse.mobile;
    const d = p.lighthouse.desktop;
    return [
      pageName(p),
      scores(m),
      formatMs(m?.lcpMs),
      formatMs(m?.tbtMs),
      m ? m.cls.toFixed(3) : '–',
      scores(d),
      formatBytes(p.weight?.jsWire),
      formatBytes(p.weight?.cssWire),
      p.weight ? String(p.weight.requests) : '–',
      stock ? formatRatio(ratio(p.weight?.jsWire, stock.weight?.jsWire)) : '',
      stock ? formatRatio(ratio(m?.tbtMs, stock.lighthouse.mobile?.tbtMs)) : '',
      stock ? formatRatio(ratio(m?.performance, stock.lighthouse.mobile?.performance)) : '',
    ];
  });
  return [
    '## Pages',
    '',
    `Lighthouse scores are Performance / Accessibility / Best practices / SEO; mobile figures are the median of ${report.options.mobileRuns} run(s), desktop of ${report.options.desktopRuns}. ` +
      'JS and CSS are first-load bytes on the wire (gzip from nginx); requests are everything the page fetched until the network was idle. ' +
      comparisons(pages),
    '',
    table(
      [
        'Page',
        'Mobile scores',
        'LCP',
        'TBT',
        'CLS',
        'Desktop scores',
        'JS',
        'CSS',
        'Requests',
        'JS ours/stock',
        'TBT ours/stock',
        'Mobile perf ours/stock',
      ],
      rows,
    ),
    '',
  ].join('\n');
}

function lighthouseSection(pages: readonly PageResult[], preset: Preset): string {
  const measured = pages.filter((p) => p.lighthouse[preset]);
  if (measured.length === 0) return '';
  const rows = measured.map((p) => {
    const lh = p.lighthouse[preset] as LighthouseSummary;
    return [
      pageName(p),
      scores(lh),
      formatMs(lh.fcpMs),
      formatMs(lh.lcpMs),
      formatMs(lh.tbtMs),
      lh.cls.toFixed(3),
      formatBytes(lh.totalByteWeight),
      lh.performanceRuns.map(formatScore).join(', '),
    ];
  });
  return [
    `### Lighthouse, ${preset} (median of runs)`,
    '',
    table(['Page', 'Scores', 'FCP', 'LCP', 'TBT', 'CLS', 'Total bytes', 'Performance per run'], rows),
    '',
  ].join('\n');
}

function weightSection(pages: readonly PageResult[]): string {
  const measured = pages.filter((p) => p.weight);
  if (measured.length === 0) return '';
  const rows = measured.map((p) => {
    const w = p.weight as NonNullable<PageResult['weight']>;
    const largest = w.largestScripts.map((s) => `${s.url.split('/').pop()} (${formatBytes(s.wireBytes)})`).join(', ');
    return [
      pageName(p),
      `${formatBytes(w.jsWire)} (${formatBytes(w.jsRaw)})`,
      `${formatBytes(w.cssWire)} (${formatBytes(w.cssRaw)})`,
      w.scripts,
      w.requests,
      largest,
    ];
  });
  return [
    '### First-load weight (wire, with uncompressed size in brackets)',
    '',
    table(['Page', 'JavaScript', 'CSS', 'Scripts', 'Requests', 'Largest scripts (wire)'], rows),
    '',
  ].join('\n');
}

function auditsSection(pages: readonly PageResult[]): string {
  const lines = pages.flatMap((p) => {
    const failed = [
      ...new Set([...(p.lighthouse.mobile?.failedAudits ?? []), ...(p.lighthouse.desktop?.failedAudits ?? [])]),
    ];
    return failed.length > 0 ? [`- ${pageName(p)}: ${failed.join(', ')}`] : [];
  });
  if (lines.length === 0) return '';
  return ['### Failed Lighthouse audits outside performance', '', ...lines, ''].join('\n');
}

const entry = (a: AssetReport | undefined, name: string) => a?.entryScripts.find((f) => f.file.includes(`/${name}.`));

function assetsSection(report: BenchReport): string {
  const {ours, stock} = report.assets;
  if (!ours && !stock) return '';
  const rows = ['main', 'runtime~main', 'common'].flatMap((name) => {
    const o = entry(ours, name);
    const s = entry(stock, name);
    if (!o && !s) return [];
    return [
      [
        `\`${name}.js\``,
        o ? `${formatBytes(o.raw)} / ${formatBytes(o.gzip)}` : '–',
        s ? `${formatBytes(s.raw)} / ${formatBytes(s.gzip)}` : '–',
        formatRatio(ratio(o?.gzip, s?.gzip)),
      ],
    ];
  });
  const sidebarRows = [ours, stock].flatMap((a) =>
    (a?.sidebarChunks ?? []).map((c) => [
      a === ours ? 'Ours' : 'Stock',
      `\`${c.module.replace(/^@generated\//, '')}\``,
      `${formatBytes(c.raw)} / ${formatBytes(c.gzip)}`,
    ]),
  );
  const parts = [
    '## Entry scripts and the route table',
    '',
    'Docusaurus puts the route table and the chunk registry in `main.js`, which every page loads first; our build keeps only their core there and loads the rest in shards, one per 40 pages (`patches/route-shards`). Sizes are raw / gzip level 6.',
    '',
    table(['Entry script', 'Ours', 'Stock', 'Gzip ours/stock'], rows),
    '',
  ];
  const oMain = entry(ours, 'main');
  const sMain = entry(stock, 'main');
  const oRoutes = ours?.routes;
  const sRoutes = stock?.routes;
  if (oMain && sMain && oRoutes && sRoutes && oRoutes > sRoutes) {
    const extra = oRoutes - sRoutes;
    parts.push(
      oMain.gzip > sMain.gzip
        ? `\`main.js\` grows by ${formatBytes((oMain.raw - sMain.raw) / extra)} raw, ${formatBytes((oMain.gzip - sMain.gzip) / extra)} gzip per route beyond the stock site (${oRoutes} vs ${sRoutes} routes; this also includes our own components, so it is an upper bound).`
        : `\`main.js\` does not grow with the routes: with ${oRoutes} routes against the stock site's ${sRoutes}, ours is ${formatBytes(sMain.gzip - oMain.gzip)} gzip smaller.`,
      '',
    );
  }
  if (ours || stock) {
    parts.push(
      `Generated \`.docusaurus/routes.js\` / \`registry.js\`: ours ${formatBytes(ours?.routesJsBytes)} / ${formatBytes(ours?.registryJsBytes)}, stock ${formatBytes(stock?.routesJsBytes)} / ${formatBytes(stock?.registryJsBytes)}.`,
      '',
    );
  }
  if (sidebarRows.length > 0) {
    parts.push(
      'Docs version metadata chunks (the sidebars of a docs instance, loaded by each of its pages):',
      '',
      table(['Site', 'Module', 'Raw / gzip'], sidebarRows),
      '',
    );
  }
  if (ours) {
    const {textFiles, withGzip, withBrotli} = ours.precompressed;
    parts.push(
      '### Precompressed siblings',
      '',
      withGzip + withBrotli === 0
        ? `Our build writes no precompressed siblings (${textFiles} text files of 1 KB or more).`
        : `Of ${textFiles} text files of 1 KB or more in our build, ${withGzip} have a \`.gz\` and ${withBrotli} a \`.br\` sibling.`,
      '',
    );
  }
  return parts.join('\n');
}

function searchSection(search: BenchReport['search']): string {
  if (search === null) return '';
  if (search.status === 'missing') return '## Search\n\nSearch bench not found (scripts/bench-search.ts); skipped.\n';
  if (search.status === 'failed') return `## Search\n\nThe search bench failed: ${search.error}\n`;
  const rows = flattenFigures(search.data);
  return ['## Search', '', 'From reports/bench-search.json:', '', table(['Figure', 'Value'], rows), ''].join('\n');
}

export function formatReport(report: BenchReport): string {
  const m = report.machine;
  const header = [
    '# Bench report',
    '',
    `Run ${report.startedAt} – ${report.finishedAt} on commit \`${report.commit}\`: ${m.cpus} CPUs, ${formatBytes(m.memoryBytes)} memory, Node ${m.node}, ${m.chromium}, ${m.nginx}. ` +
      `Steps: ${report.options.steps.join(', ')}${report.options.skipBuild ? ' (our build reused, not measured)' : ''}. ` +
      'The stock site is the create-docusaurus classic template of the same Docusaurus version, built and served the same way. ' +
      'Both sites are served by nginx with the config our build generates.',
    '',
  ].join('\n');
  const notes = report.notes.length > 0 ? ['## Notes', '', ...report.notes.map((n) => `- ${n}`), ''].join('\n') : '';
  return [
    header,
    buildSection(report.builds),
    summarySection(report),
    lighthouseSection(report.pages, 'mobile'),
    lighthouseSection(report.pages, 'desktop'),
    weightSection(report.pages),
    auditsSection(report.pages),
    assetsSection(report),
    searchSection(report.search),
    notes,
  ]
    .filter(Boolean)
    .join('\n');
}
