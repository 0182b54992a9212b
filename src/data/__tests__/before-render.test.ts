import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {preloadingPath, preloadThenWait, waitBeforeRender} from '../before-render';

describe('preloadThenWait', () => {
  it('waits for what modules asked for while the preload ran, and tells them the path', async () => {
    const order: string[] = [];
    let seenPath: string | undefined;
    const result = await preloadThenWait('/how-to', () => {
      seenPath = preloadingPath();
      waitBeforeRender(new Promise((resolve) => setTimeout(resolve, 20)).then(() => order.push('data')));
      order.push('modules');
      return Promise.resolve('loaded');
    });
    order.push('render');
    assert.equal(result, 'loaded');
    assert.equal(seenPath, '/how-to');
    assert.deepEqual(order, ['modules', 'data', 'render']);
    assert.equal(preloadingPath(), undefined, 'the path is cleared afterwards');
  });

  it('lets the page render when the data fails, and fails when the preload fails', async () => {
    await preloadThenWait('/a', () => Promise.resolve(waitBeforeRender(Promise.reject(new Error('offline')))));
    await assert.rejects(
      preloadThenWait('/b', () => Promise.reject(new Error('chunk missing'))),
      /chunk missing/,
    );
    assert.equal(preloadingPath(), undefined);
  });
});
