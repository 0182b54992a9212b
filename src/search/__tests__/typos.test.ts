// cspell:ignore segmnet copmatibility compatibilty flasready flagsready segm stale staler zzzz
import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {allowedEdits, editDistance, lexiconOf, MAX_CORRECTIONS} from '../typos';

describe('editDistance', () => {
  it('counts inserts, deletes, substitutions and a swap of neighbours as one edit each', () => {
    assert.equal(editDistance('segment', 'segment', 2), 0);
    assert.equal(editDistance('segment', 'segments', 2), 1);
    assert.equal(editDistance('segment', 'segmnet', 2), 1);
    assert.equal(editDistance('stale', 'scale', 2), 1);
    assert.equal(editDistance('abc', 'cba', 2), 2);
  });

  it('stops at max + 1 once the words are further apart', () => {
    assert.equal(editDistance('segment', 'variant', 1), 2);
    assert.equal(editDistance('a', 'abcdef', 2), 3);
  });

  it('gives the same distances in any order of calls, whatever the lengths (its rows are reused)', () => {
    // A plain full-table implementation, to compare with.
    const reference = (a: string, b: string) => {
      const d = Array.from({length: a.length + 1}, (_, i) =>
        Array.from({length: b.length + 1}, (_, j) => (i ? (j ? 0 : i) : j)),
      );
      for (let i = 1; i <= a.length; i++)
        for (let j = 1; j <= b.length; j++) {
          d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
          if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
            d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
        }
      return d[a.length][b.length];
    };
    const words = [
      'go',
      'segment',
      'segmnet',
      'compatibility',
      'copmatibility',
      'a',
      'internationalisation-of-everything',
      'stale',
      'scale',
      'variants',
    ];
    for (const a of words)
      for (const b of [...words].reverse()) {
        const max = 40;
        assert.equal(editDistance(a, b, max), reference(a, b), `${a} / ${b}`);
      }
  });
});

describe('allowedEdits', () => {
  it('allows no edit below five letters, one from five, two from eight', () => {
    assert.deepEqual([3, 4, 5, 7, 8, 12].map(allowedEdits), [0, 0, 1, 1, 2, 2]);
  });
});

describe('lexiconOf', () => {
  const usage: Record<string, number> = {segment: 5, segments: 9, compatibility: 2, flagsready: 1, state: 3, scale: 4};
  const lexicon = lexiconOf(Object.keys(usage), (term) => usage[term] ?? 0);

  it('knows indexed words and the words being typed that an indexed word starts with', () => {
    assert.equal(lexicon.knows('segment'), true);
    assert.equal(lexicon.knows('segm'), true);
    assert.equal(lexicon.knows('compat'), true);
    assert.equal(lexicon.knows('segmnet'), false);
    assert.equal(lexicon.knows('zzzz'), false);
  });

  it('corrects an unknown word to the closest indexed words, a swap counting as one edit', () => {
    assert.deepEqual(lexicon.corrections('segmnet'), ['segment']);
    assert.deepEqual(lexicon.corrections('copmatibility'), ['compatibility']);
    assert.deepEqual(lexicon.corrections('flasready'), ['flagsready']);
  });

  it('lists words at the same distance by how many sections use them', () => {
    assert.deepEqual(lexicon.corrections('stale'), ['scale', 'state']);
  });

  it('gives nothing for short words or words too far from any', () => {
    assert.deepEqual(lexicon.corrections('sgm'), []);
    assert.deepEqual(lexicon.corrections('zzzzzzzz'), []);
  });

  it(`gives at most ${MAX_CORRECTIONS} corrections`, () => {
    const many = lexiconOf(['cat1x', 'cat2x', 'cat3x', 'cat4x', 'cat5x']);
    assert.equal(many.corrections('cat0x').length, MAX_CORRECTIONS);
  });
});
