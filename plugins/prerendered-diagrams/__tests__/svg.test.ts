import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {compactSvg, sizeSvg} from '../svg';

describe('sizeSvg', () => {
  it('gives the SVG the size of its viewBox, rounded up, instead of 100% and a max-width', () => {
    const svg =
      '<svg id="d" width="100%" xmlns="http://www.w3.org/2000/svg" style="max-width: 661.5px;" viewBox="-69.5 -10 661.5 410.2"><g/></svg>';
    const sized = sizeSvg(svg);
    assert.equal(sized.width, 662);
    assert.equal(sized.height, 411);
    assert.equal(
      sized.svg,
      '<svg width="662" height="411" id="d" xmlns="http://www.w3.org/2000/svg" viewBox="-69.5 -10 661.5 410.2"><g/></svg>',
    );
  });

  it('keeps other inline styles and refuses an SVG without a usable viewBox', () => {
    assert.match(
      sizeSvg('<svg style="max-width: 10px; background: white" viewBox="0 0 10 5"/>').svg,
      /style="background: white;"/,
    );
    assert.throws(() => sizeSvg('<svg width="100%"></svg>'), /viewBox/);
    assert.throws(() => sizeSvg('<div/>'), /no <svg>/);
  });
});

describe('compactSvg', () => {
  it('rounds coordinates to two decimals and drops data attributes and empty styles', () => {
    assert.equal(
      compactSvg(
        '<path d="M345.4412,557.6389L327.85,572.6981" data-points="W3sieCI6MX1d" style=";" class="a1.2345"/><text x="-10.1062" y="0">3.14159</text>',
      ),
      '<path d="M345.44,557.64L327.85,572.7" class="a1.2345"/><text x="-10.11" y="0">3.14159</text>',
    );
  });
});
