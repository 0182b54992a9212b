import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {nextTask, startSteps} from '../client/steps';

describe('startSteps', () => {
  it('runs each step after a yield of its own, in order, waiting for the step before', async () => {
    const log: string[] = [];
    let yields = 0;
    const fakeYield = () => {
      yields += 1;
      log.push(`yield ${yields}`);
      return Promise.resolve();
    };
    await startSteps(
      [
        async () => {
          await new Promise((resolve) => setTimeout(resolve, 5));
          log.push('react-dom');
        },
        () => log.push('app'),
        () => log.push('preload'),
      ],
      fakeYield,
    );
    assert.deepEqual(log, ['yield 1', 'react-dom', 'yield 2', 'app', 'yield 3', 'preload']);
  });

  it('stops at a step that fails and passes its error on', async () => {
    const ran: string[] = [];
    await assert.rejects(
      startSteps(
        [
          () => ran.push('one'),
          () => {
            throw new Error('no app');
          },
          () => ran.push('three'),
        ],
        async () => {},
      ),
      /no app/,
    );
    assert.deepEqual(ran, ['one']);
  });
});

describe('nextTask', () => {
  it('resolves in a later task, after the microtasks queued with it', async () => {
    const order: string[] = [];
    const done = nextTask().then(() => order.push('next task'));
    void Promise.resolve().then(() => order.push('microtask'));
    await done;
    assert.deepEqual(order, ['microtask', 'next task']);
  });
});
