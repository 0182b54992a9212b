import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {docsVersionKeyForPath} from '../card-docs-key';

describe('docsVersionKeyForPath', () => {
  const docs = {
    default: {versions: [{name: 'current', path: '/'}]},
    api: {versions: [{name: 'current', path: '/reference/api'}]},
  };

  it('picks the docs version with the longest path that holds the page', () => {
    assert.equal(docsVersionKeyForPath('/how-to/api', docs), 'default/current');
    assert.equal(docsVersionKeyForPath('/', docs), 'default/current');
    assert.equal(docsVersionKeyForPath('/reference/api', docs), 'api/current');
    assert.equal(docsVersionKeyForPath('/reference/api/unleash/features', docs), 'api/current');
    assert.equal(docsVersionKeyForPath('/reference/api-tokens-and-client-keys', docs), 'default/current');
  });

  it('finds nothing without docs', () => {
    assert.equal(docsVersionKeyForPath('/x', undefined), undefined);
    assert.equal(
      docsVersionKeyForPath('/x', {api: {versions: [{name: 'current', path: '/reference/api'}]}}),
      undefined,
    );
  });
});
