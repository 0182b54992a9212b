import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import * as sdk from 'unleash-client';
import {runSpecifications, specShapeProblems, type SpecFile} from '../client-spec';

const spec: SpecFile = {
  name: 'unit',
  state: {
    version: 2,
    features: [
      {name: 'on', enabled: true, strategies: [{name: 'default'}]},
      {name: 'off', enabled: false, strategies: [{name: 'default'}]},
    ],
  },
  tests: [
    {description: 'on is on', context: {}, toggleName: 'on', expectedResult: true},
    {description: 'a wrong expectation fails', context: {}, toggleName: 'off', expectedResult: true},
  ],
  variantTests: [
    {
      description: 'on without variants gives the disabled variant',
      context: {},
      toggleName: 'on',
      expectedResult: {name: 'disabled', enabled: false, feature_enabled: true},
    },
  ],
};

describe('specShapeProblems', () => {
  it('accepts a specification file and names what a broken one lacks', () => {
    assert.deepEqual(specShapeProblems(spec), []);
    assert.deepEqual(specShapeProblems([]), ['is not a JSON object']);
    assert.deepEqual(specShapeProblems({name: 'x', state: {}, tests: [{toggleName: 'a'}]}), [
      'has neither a "state.features" nor a "state.events" list',
      'case 1 has no "expectedResult"',
    ]);
  });
});

describe('runSpecifications', () => {
  it('evaluates every case through the SDK over HTTP and marks the ones that disagree', async () => {
    const results = await runSpecifications([{file: 'unit.json', spec}], sdk);
    assert.deepEqual(
      results.map((r) => [r.kind, r.description, r.pass]),
      [
        ['isEnabled', 'on is on', true],
        ['isEnabled', 'a wrong expectation fails', false],
        ['getVariant', 'on without variants gives the disabled variant', true],
      ],
    );
    assert.equal(results[1].actual, false);
  });
});
