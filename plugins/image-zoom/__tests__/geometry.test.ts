import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {initialScroll, zoomButtonLabel, zoomedSize} from '../geometry';

describe('zoomedSize', () => {
  it("shows a shrunk screenshot at its natural size, wider than a phone's screen", () => {
    assert.deepEqual(zoomedSize({width: 1280, height: 800}, {}, {width: 358, height: 224}), {width: 1280, height: 800});
  });

  it('falls back to the declared size for an SVG without a natural size', () => {
    assert.deepEqual(zoomedSize({width: 0, height: 0}, {width: 1267, height: 81}, {width: 358, height: 23}), {
      width: 1267,
      height: 81,
    });
  });

  it('never shrinks an image below its shown size', () => {
    assert.deepEqual(zoomedSize({width: 200, height: 100}, {}, {width: 300, height: 150}), {width: 300, height: 150});
  });
});

describe('initialScroll', () => {
  it('puts the tapped point in the middle of the frame, within the scrollable range', () => {
    assert.deepEqual(initialScroll({width: 1280, height: 800}, {width: 390, height: 844}, {x: 0.5, y: 0.5}), {
      left: 445,
      top: 0,
    });
    assert.deepEqual(initialScroll({width: 1280, height: 800}, {width: 390, height: 400}, {x: 0, y: 1}), {
      left: 0,
      top: 400,
    });
  });
});

describe('zoomButtonLabel', () => {
  it('says what the button does and what the image shows', () => {
    assert.equal(zoomButtonLabel(' The segments list '), 'Enlarge image: The segments list');
    assert.equal(zoomButtonLabel(''), 'Enlarge image');
  });
});
