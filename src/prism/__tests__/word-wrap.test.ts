import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {isCodeScrollable} from '../useObservedWordWrap';

const block = (scrollWidth: number, clientWidth: number, codeStyle: boolean) => ({
  scrollWidth,
  clientWidth,
  querySelector: (selector: string) =>
    selector === 'code' ? ({hasAttribute: (name: string) => name === 'style' && codeStyle} as Element) : null,
});

describe('isCodeScrollable', () => {
  it('offers wrapping when the code is wider than its block', () => {
    assert.equal(isCodeScrollable(block(900, 380, false) as never), true);
    assert.equal(isCodeScrollable(block(380, 380, false) as never), false);
  });

  it('keeps the button while wrapping is on, though nothing scrolls then', () => {
    assert.equal(isCodeScrollable(block(380, 380, true) as never), true);
  });

  it('offers nothing for a block in a hidden tab (no size yet)', () => {
    assert.equal(isCodeScrollable(block(0, 0, false) as never), false);
  });
});
