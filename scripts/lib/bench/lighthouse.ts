/**
 * Lighthouse 12 runs against a served page, and the figures the bench keeps from each result:
 * the four category scores, LCP, TBT, CLS, FCP, the total byte weight and the audits that failed
 * outside performance.
 */
import {median} from './stats';
import type {LighthouseRun, LighthouseSummary, Preset} from './types';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

/** The part of a Lighthouse result (LHR) the bench reads. */
export type LhrLike = {
  runtimeError?: {code: string; message: string};
  runWarnings?: string[];
  categories: Record<string, {score: number | null; auditRefs: {id: string; weight: number}[]} | undefined>;
  audits: Record<string, {score: number | null; numericValue?: number; scoreDisplayMode?: string} | undefined>;
};

const numeric = (lhr: LhrLike, id: string): number => {
  const value = lhr.audits[id]?.numericValue;
  if (value === undefined) throw new Error(`Lighthouse result has no numeric value for "${id}"`);
  return value;
};

const score = (lhr: LhrLike, id: string): number => {
  const value = lhr.categories[id]?.score;
  if (value == null) throw new Error(`Lighthouse result has no "${id}" score`);
  return value;
};

export function extractLighthouse(lhr: LhrLike): LighthouseRun {
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
  const failedAudits = (['accessibility', 'best-practices', 'seo'] as const).flatMap((category) =>
    (lhr.categories[category]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0)
      .filter((ref) => {
        const audit = lhr.audits[ref.id];
        return audit !== undefined && audit.score !== null && audit.score < 1;
      })
      .map((ref) => `${category}:${ref.id}`),
  );
  return {
    performance: score(lhr, 'performance'),
    accessibility: score(lhr, 'accessibility'),
    bestPractices: score(lhr, 'best-practices'),
    seo: score(lhr, 'seo'),
    lcpMs: numeric(lhr, 'largest-contentful-paint'),
    tbtMs: numeric(lhr, 'total-blocking-time'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    fcpMs: numeric(lhr, 'first-contentful-paint'),
    totalByteWeight: numeric(lhr, 'total-byte-weight'),
    failedAudits,
    runWarnings: lhr.runWarnings ?? [],
  };
}

/** The median of every figure over the runs; failed audits and warnings from any run. */
export function summariseRuns(runs: readonly LighthouseRun[]): LighthouseSummary {
  if (runs.length === 0) throw new Error('no Lighthouse runs to summarise');
  const mid = (key: keyof LighthouseRun) => median(runs.map((r) => r[key] as number));
  return {
    performance: mid('performance'),
    accessibility: mid('accessibility'),
    bestPractices: mid('bestPractices'),
    seo: mid('seo'),
    lcpMs: mid('lcpMs'),
    tbtMs: mid('tbtMs'),
    cls: mid('cls'),
    fcpMs: mid('fcpMs'),
    totalByteWeight: mid('totalByteWeight'),
    failedAudits: [...new Set(runs.flatMap((r) => r.failedAudits))].sort(),
    runWarnings: [...new Set(runs.flatMap((r) => r.runWarnings))],
    runs: runs.length,
    performanceRuns: runs.map((r) => r.performance),
  };
}

/**
 * One Lighthouse run against the browser listening on `port` (see ./chromium.ts): the figures,
 * and the full result as JSON for whoever wants to see which elements an audit flagged.
 */
export async function runLighthouse(
  url: string,
  preset: Preset,
  port: number,
): Promise<{run: LighthouseRun; json: string}> {
  // Lighthouse is ESM-only; the bench runs as CommonJS under tsx.
  const {default: lighthouse, desktopConfig} = await import('lighthouse');
  const result = await lighthouse(
    url,
    {port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES]},
    preset === 'desktop' ? desktopConfig : undefined,
  );
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  return {run: extractLighthouse(result.lhr), json: JSON.stringify(result.lhr)};
}
