/**
 * Docs proven against the real product (issue 4): every sample a page marks as tested runs, in
 * page order, against a fresh open-source Unleash server, and must succeed and print what the
 * page shows. A failure names the page, the line and the sample id.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {after, before, describe, it} from 'node:test';
import {extractSamples, compareOutput, preparePageDir, runOrder, runSample} from '../../scripts/lib/samples';
import {
  startPostgres,
  startUnleash,
  makeTokens,
  type Postgres,
  type UnleashServer,
} from '../../scripts/lib/unleash-fixture';

const ROOT = path.resolve(__dirname, '..', '..');
const DOCS = path.join(ROOT, 'docs');
const WORK = path.join(ROOT, '.cache', 'samples');
const only = process.env.SAMPLES_FILTER;

function mdxFiles(dir: string): string[] {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return mdxFiles(full);
    return /\.mdx?$/.test(e.name) ? [full] : [];
  });
}

const pages = mdxFiles(DOCS)
  .map((file) => ({
    file: path.relative(ROOT, file),
    samples: extractSamples(path.relative(ROOT, file), fs.readFileSync(file, 'utf8')),
  }))
  .filter((p) => p.samples.length > 0 && (!only || p.file.includes(only)));

const log = (line: string) => console.log(`# ${line}`);
let pg: Postgres;
const tokens = makeTokens();
const suiteStarted = Date.now();

/** Pages whose samples are all client-specification documents run through the SDK offline. */
const needsServer = (samples: (typeof pages)[number]['samples']) => samples.some((s) => s.lang !== 'json');

before(async () => {
  fs.mkdirSync(WORK, {recursive: true});
  if (!pages.some((p) => needsServer(p.samples))) return;
  pg = await startPostgres(log);
  // Migrate once into a template; every page then starts from a copy of it in about a second.
  pg.createDatabase('template_unleash');
  const first = await startUnleash(pg, 'template_unleash', {tokens, log});
  await first.stop();
});

after(() => {
  pg?.stop();
  log(
    `samples suite: ${pages.reduce((n, p) => n + p.samples.filter((s) => s.id).length, 0)} samples on ${pages.length} pages in ${Math.round((Date.now() - suiteStarted) / 1000)} s`,
  );
});

it('finds at least 40 tested samples over at least 10 pages', () => {
  const count = pages.reduce((n, p) => n + p.samples.filter((s) => s.id).length, 0);
  if (only) return;
  assert.ok(count >= 40 && pages.length >= 10, `${count} samples on ${pages.length} pages`);
});

// Each page gets its own server on a copy of the template. The next page's server starts while
// this page's samples run (they mostly wait on the server), which hides most of the start-up time.
const servers = new Map<number, Promise<UnleashServer>>();
function serverFor(index: number): Promise<UnleashServer> {
  let server = servers.get(index);
  if (!server) {
    const database = `page_${index}`;
    pg.createDatabase(database, 'template_unleash');
    server = startUnleash(pg, database, {tokens});
    servers.set(index, server);
  }
  return server;
}

pages.forEach(({file, samples}, index) => {
  describe(file, () => {
    let server: UnleashServer | undefined;
    // Each page gets a fresh project folder, where its saved app files and its samples live.
    const workDir = path.join(
      WORK,
      file
        .replace(/^docs\//, '')
        .replace(/\.mdx?$/, '')
        .replace(/[^\w-]+/g, '_'),
    );
    before(async () => {
      preparePageDir(workDir);
      if (needsServer(samples)) server = await serverFor(index);
      // Started early, awaited by the next page's before(); a failure surfaces there.
      const next = pages[index + 1];
      if (next && needsServer(next.samples)) serverFor(index + 1).catch(() => {});
    });
    after(async () => {
      await server?.stop();
    });
    for (const sample of runOrder(samples)) {
      const title = sample.id ? `${sample.id} (line ${sample.line})` : `saves ${sample.saveAs} (line ${sample.line})`;
      it(title, async () => {
        const env = {url: server?.url ?? 'http://127.0.0.1:9', tokens, workDir};
        let result = await runSample(sample, env);
        // test-retry: the page says the result may lag; run it again until it shows or time is up.
        const until = Date.now() + (sample.retrySeconds ?? 0) * 1000;
        while (sample.output && compareOutput(sample.output, result.stdout) !== null && Date.now() < until) {
          await new Promise((resolve) => setTimeout(resolve, 5000));
          result = await runSample(sample, env);
        }
        const where = `${file}:${sample.line} test="${sample.id}"`;
        assert.equal(
          result.code,
          0,
          `${where} exited with ${result.code}\n${result.stderr.slice(-1500)}\n${result.stdout.slice(-800)}`,
        );
        if (sample.output) {
          const problem = compareOutput(sample.output, result.stdout);
          assert.equal(problem, null, `${where}: ${problem}`);
        }
      });
    }
  });
});
