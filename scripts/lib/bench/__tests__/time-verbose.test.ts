import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {describe, it} from 'node:test';
import {parseElapsed, parseTimeVerbose} from '../time-verbose';

describe('GNU time -v report', () => {
  it('reads wall time, peak RSS, CPU time and exit status', () => {
    const text = fs.readFileSync(path.join(__dirname, '__fixtures__', 'time-v.txt'), 'utf8');
    assert.deepEqual(parseTimeVerbose(text), {
      wallMs: 47_130,
      maxRssBytes: 2_299_560 * 1024,
      userMs: 64_460,
      systemMs: 12_510,
      exitStatus: 0,
    });
  });

  it('reads elapsed times over a minute and over an hour', () => {
    assert.equal(parseElapsed('2:07.41'), 127_410);
    assert.equal(parseElapsed('1:02:03.5'), 3_723_500);
    assert.throws(() => parseElapsed('soon'), /unreadable elapsed time/);
  });

  it('refuses text that is not a time report', () => {
    assert.throws(() => parseTimeVerbose('[SUCCESS] Generated static files in "build".'), /not a GNU time -v report/);
  });
});
