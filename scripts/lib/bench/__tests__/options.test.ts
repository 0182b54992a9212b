import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {parseBenchArgs, STEPS} from '../options';

describe('bench options', () => {
  it('runs every step with three mobile runs and one desktop run by default', () => {
    const options = parseBenchArgs([]);
    assert.ok(options !== 'help');
    assert.deepEqual([...options.steps], [...STEPS]);
    assert.equal(options.skipBuild, false);
    assert.equal(options.mobileRuns, 3);
    assert.equal(options.desktopRuns, 1);
  });

  it('reuses build/ when asked, or when the build step is not among --only', () => {
    const skip = parseBenchArgs(['--skip-build']);
    assert.ok(skip !== 'help' && skip.skipBuild && skip.steps.has('build'));
    const only = parseBenchArgs(['--only=lighthouse,weight']);
    assert.ok(only !== 'help');
    assert.deepEqual([...only.steps], ['lighthouse', 'weight']);
    assert.equal(only.skipBuild, true);
  });

  it('measures another finished build of ours when asked, without building', () => {
    const options = parseBenchArgs(['--ours-build=build-stock']);
    assert.ok(options !== 'help' && options.oursBuild === 'build-stock' && options.skipBuild);
    assert.throws(() => parseBenchArgs(['--ours-build']), /--ours-build takes a folder/);
  });

  it('reads run counts and refuses what it does not know', () => {
    const options = parseBenchArgs(['--mobile-runs=5', '--desktop-runs=2', '--keep-stock']);
    assert.ok(options !== 'help' && options.mobileRuns === 5 && options.desktopRuns === 2 && options.keepStock);
    assert.throws(() => parseBenchArgs(['--mobile-runs=0']), /--mobile-runs must be a whole number/);
    assert.throws(() => parseBenchArgs(['--only=lighthouse,speed']), /--only takes steps from/);
    assert.throws(() => parseBenchArgs(['--only=']), /--only takes steps from/);
    assert.throws(() => parseBenchArgs(['--fast']), /unknown option "--fast"/);
    assert.equal(parseBenchArgs(['--help']), 'help');
  });
});
