import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {regionLabel, scrollStateOf} from '../scroll-state';

describe('scrollStateOf', () => {
  it('says a box whose content fits does not scroll', () => {
    assert.deepEqual(scrollStateOf({scrollWidth: 700, clientWidth: 700, scrollLeft: 0}), {
      overflows: false,
      moreLeft: false,
      moreRight: false,
    });
    // One pixel of rounding is not overflow.
    assert.equal(scrollStateOf({scrollWidth: 701, clientWidth: 700, scrollLeft: 0}).overflows, false);
  });

  it('shows more to the right at the start, both ways in the middle, more to the left at the end', () => {
    assert.deepEqual(scrollStateOf({scrollWidth: 1100, clientWidth: 700, scrollLeft: 0}), {
      overflows: true,
      moreLeft: false,
      moreRight: true,
    });
    assert.deepEqual(scrollStateOf({scrollWidth: 1100, clientWidth: 700, scrollLeft: 200}), {
      overflows: true,
      moreLeft: true,
      moreRight: true,
    });
    assert.deepEqual(scrollStateOf({scrollWidth: 1100, clientWidth: 700, scrollLeft: 400}), {
      overflows: true,
      moreLeft: true,
      moreRight: false,
    });
  });
});

describe('regionLabel', () => {
  it('names the region after its heading, without the anchor sign', () => {
    assert.equal(regionLabel('Table', ' Database\n#'), 'Table: Database (scrolls sideways)');
    assert.equal(regionLabel('Diagram', null), 'Diagram (scrolls sideways)');
  });
});
