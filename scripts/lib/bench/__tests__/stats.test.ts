import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {formatBytes, formatMs, formatRatio, formatScore, median, ratio} from '../stats';

describe('bench numbers', () => {
  it('takes the middle run, or the mean of the middle two', () => {
    assert.equal(median([0.91, 0.83, 0.87]), 0.87);
    assert.equal(median([300, 100, 200, 1000]), 250);
    assert.equal(median([42]), 42);
    assert.ok(Number.isNaN(median([])));
  });

  it('does not reorder the runs it is given', () => {
    const runs = [3, 1, 2];
    median(runs);
    assert.deepEqual(runs, [3, 1, 2]);
  });

  it('gives ours/stock only when both sides are real numbers and stock is not zero', () => {
    assert.equal(ratio(300, 150), 2);
    assert.equal(ratio(0, 150), 0);
    assert.equal(ratio(300, 0), null);
    assert.equal(ratio(undefined, 150), null);
    assert.equal(ratio(300, null), null);
    assert.equal(ratio(Number.NaN, 150), null);
  });

  it('prints sizes, durations, ratios and scores the way the report shows them', () => {
    assert.equal(formatBytes(900), '900 B');
    assert.equal(formatBytes(221_000), '215.8 KB');
    assert.equal(formatBytes(2_299_560 * 1024), '2.19 GB');
    assert.equal(formatBytes(5_644_831), '5.4 MB');
    assert.equal(formatBytes(undefined), '–');
    assert.equal(formatMs(290), '290 ms');
    assert.equal(formatMs(47_130), '47.1 s');
    assert.equal(formatMs(null), '–');
    assert.equal(formatRatio(1.434), '1.43×');
    assert.equal(formatRatio(null), '–');
    assert.equal(formatScore(0.874), '87');
    assert.equal(formatScore(undefined), '–');
  });
});
