/**
 * Runs a site's production build under GNU time (when installed) while sampling the process tree,
 * then counts what it produced: HTML pages in the sitemap and client routes.
 */
import {spawn} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {sitemapPaths} from '../../../e2e/support/crawl';
import {sampleTree, type PhaseMatcher} from './process-tree';
import {parseTimeVerbose} from './time-verbose';
import type {BuildMeasurement, SiteName} from './types';

export const GNU_TIME = '/usr/bin/time';

/** Pages of a sitemap that are HTML pages (not feeds or files with another extension). */
export function countHtmlPages(sitemapXml: string): number {
  return sitemapPaths(sitemapXml).filter((p) => !/\.[a-z0-9]+$/i.test(p) || /\.html?$/i.test(p)).length;
}

export type BuildRun = {
  site: SiteName;
  siteDir: string;
  /** The command, e.g. ["npm", "run", "build"]. */
  command: string[];
  env: NodeJS.ProcessEnv;
  logFile: string;
  phases: PhaseMatcher[];
  /**
   * Called with the build's pid once it runs; it leads its own process group, so killing `-pid`
   * stops npm and everything it started. Returns a function to call when the build has ended.
   */
  onStart: (pid: number) => () => void;
};

export async function measureBuild(run: BuildRun): Promise<BuildMeasurement> {
  const hasGnuTime = fs.existsSync(GNU_TIME);
  const timeFile = path.join(os.tmpdir(), `bench-time-${process.pid}-${run.site}.txt`);
  const [cmd, ...args] = hasGnuTime ? [GNU_TIME, '-v', '-o', timeFile, ...run.command] : run.command;
  const log = fs.openSync(run.logFile, 'w');
  const loadAverage = os.loadavg()[0];
  const started = Date.now();
  const child = spawn(cmd, args, {cwd: run.siteDir, env: run.env, stdio: ['ignore', log, log], detached: true});
  if (child.pid === undefined) throw new Error(`could not start ${run.command.join(' ')}`);
  const ended = run.onStart(child.pid);
  const sampler = sampleTree(child.pid, run.phases);
  const code = await new Promise<number>((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', (c, signal) => resolve(c ?? (signal ? 128 : 1)));
  });
  const wallMs = Date.now() - started;
  ended();
  const {peakTreeRssBytes, phases} = sampler.stop();
  fs.closeSync(log);
  const timeReport = hasGnuTime && fs.existsSync(timeFile) ? fs.readFileSync(timeFile, 'utf8') : null;
  fs.rmSync(timeFile, {force: true});
  if (code !== 0) throw new Error(`${run.site} build failed (exit ${code}); see ${run.logFile}`);
  const timed = timeReport === null ? null : parseTimeVerbose(timeReport);
  const sitemap = path.join(run.siteDir, 'build', 'sitemap.xml');
  return {
    site: run.site,
    command: run.command.join(' '),
    wallMs: timed?.wallMs ?? wallMs,
    maxProcessRssBytes: timed?.maxRssBytes ?? null,
    peakTreeRssBytes,
    cpuUserMs: timed?.userMs ?? null,
    cpuSystemMs: timed?.systemMs ?? null,
    pages: fs.existsSync(sitemap) ? countHtmlPages(fs.readFileSync(sitemap, 'utf8')) : 0,
    phases,
    loadAverage,
  };
}
