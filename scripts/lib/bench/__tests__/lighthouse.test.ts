import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {describe, it} from 'node:test';
import {extractLighthouse, summariseRuns, type LhrLike} from '../lighthouse';

const fixture = () =>
  JSON.parse(fs.readFileSync(path.join(__dirname, '__fixtures__', 'lhr-mobile.json'), 'utf8')) as LhrLike;

describe('Lighthouse result extraction', () => {
  it('keeps the four scores, the vitals and the byte weight', () => {
    const run = extractLighthouse(fixture());
    assert.equal(run.performance, 0.83);
    assert.equal(run.accessibility, 0.96);
    assert.equal(run.bestPractices, 1);
    assert.equal(run.seo, 0.92);
    assert.equal(run.lcpMs, 3120.8);
    assert.equal(run.tbtMs, 290);
    assert.equal(run.cls, 0.0021);
    assert.equal(run.fcpMs, 1512.4);
    assert.equal(run.totalByteWeight, 512345);
    assert.deepEqual(run.runWarnings, ['The page loaded too slowly to finish within the time limit.']);
  });

  it('lists failed weighted audits outside performance, not the ones that do not apply or do not count', () => {
    assert.deepEqual(extractLighthouse(fixture()).failedAudits, ['accessibility:color-contrast', 'seo:link-text']);
  });

  it('fails loudly on a run Lighthouse could not finish', () => {
    const lhr = {...fixture(), runtimeError: {code: 'NO_FCP', message: 'The page did not paint any content.'}};
    assert.throws(() => extractLighthouse(lhr), /NO_FCP/);
    const noScore = fixture();
    noScore.categories.performance = {score: null, auditRefs: []};
    assert.throws(() => extractLighthouse(noScore), /no "performance" score/);
  });

  it('summarises runs by their median and keeps every run of the performance score', () => {
    const base = extractLighthouse(fixture());
    const runs = [
      {...base, performance: 0.8, tbtMs: 400},
      {...base, performance: 0.9, tbtMs: 200, failedAudits: ['seo:link-text', 'best-practices:errors-in-console']},
      {...base, performance: 0.85, tbtMs: 250},
    ];
    const summary = summariseRuns(runs);
    assert.equal(summary.performance, 0.85);
    assert.equal(summary.tbtMs, 250);
    assert.equal(summary.runs, 3);
    assert.deepEqual(summary.performanceRuns, [0.8, 0.9, 0.85]);
    assert.deepEqual(summary.failedAudits, [
      'accessibility:color-contrast',
      'best-practices:errors-in-console',
      'seo:link-text',
    ]);
    assert.throws(() => summariseRuns([]), /no Lighthouse runs/);
  });
});
