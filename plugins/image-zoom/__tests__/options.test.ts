import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {zoomBackground} from '../options';

describe('zoomBackground', () => {
  const zoom = {background: {light: 'rgb(255, 255, 255)', dark: 'rgb(27, 27, 29)'}};

  it("takes the colour mode's overlay", () => {
    assert.equal(zoomBackground(zoom, 'dark'), 'rgb(27, 27, 29)');
    assert.equal(zoomBackground(zoom, 'light'), 'rgb(255, 255, 255)');
  });

  it('treats a missing mode as light and fills in a missing colour', () => {
    assert.equal(zoomBackground(zoom, null), 'rgb(255, 255, 255)');
    assert.equal(zoomBackground({}, 'dark'), 'rgb(50, 50, 50)');
    assert.equal(zoomBackground({background: {dark: 'black'}}, 'light'), 'rgb(255, 255, 255)');
  });
});
