import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {platformOfPage, platformOfQuery} from '../platforms';

describe('platforms named by pages and queries', () => {
  it('reads the platform of SDK pages and tutorial folders, and of no other page', () => {
    assert.equal(platformOfPage('/reference/sdks/react'), 'react');
    assert.equal(platformOfPage('/reference/sdks/react#variants'), 'react');
    assert.equal(platformOfPage('/feature-flag-tutorials/react/examples'), 'react');
    assert.equal(platformOfPage('/reference/sdks/next-js'), 'nextjs');
    assert.equal(platformOfPage('/feature-flag-tutorials/django'), 'python');
    assert.equal(platformOfPage('/feature-flag-tutorials/javascript'), 'node');
    assert.equal(platformOfPage('/reference/sdks/javascript-browser'), 'javascript');
    assert.equal(platformOfPage('/reference/sdks/android-proxy-legacy'), 'android');
    assert.equal(platformOfPage('/reference/sdks'), null);
    assert.equal(platformOfPage('/feature-flag-tutorials/use-cases/a-b-testing'), null);
    assert.equal(platformOfPage('/reference/segments'), null);
  });
  it('finds the one platform a query names, by any of its names', () => {
    assert.equal(platformOfQuery(['react', 'b', 'test', 'variants']), 'react');
    assert.equal(platformOfQuery(['flask', 'app', 'gunicorn']), 'python');
    assert.equal(platformOfQuery(['next', 'js', 'ssr']), 'nextjs');
    assert.equal(platformOfQuery(['node', 'js', 'sdk']), 'node');
    assert.equal(platformOfQuery(['csharp', 'client']), 'dotnet');
  });
  it('reads "go" and "node" as the platform only in a one-word query or next to a word about code', () => {
    assert.equal(platformOfQuery(['go']), 'go');
    assert.equal(platformOfQuery(['go', 'client', 'ready']), 'go');
    assert.equal(platformOfQuery(['node', 'sdk']), 'node');
    assert.equal(platformOfQuery(['go', 'live', 'feature']), null);
    assert.equal(platformOfQuery(['archived', 'flags', 'go']), null);
    assert.equal(platformOfQuery(['edge', 'node', 'cluster']), null);
  });
  it('names no platform for "next steps", for none, or for two', () => {
    assert.equal(platformOfQuery(['next', 'steps']), null);
    assert.equal(platformOfQuery(['gradual', 'rollout']), null);
    assert.equal(platformOfQuery(['java', 'javascript']), null);
  });
});
