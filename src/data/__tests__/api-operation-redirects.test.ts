/**
 * The redirects of earlier API page names: every target is a page the generator writes (an
 * operation or a tag of openapi/), no source is one, and no target is itself redirected.
 */
import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {nameToSlug, readOperations} from '../../../plugins/openapi-pages/operations';
import {apiOperationRenames} from '../api-operation-redirects';

const operations = readOperations();
const pages = new Set([
  ...operations.map((o) => nameToSlug(o.operationId)),
  ...operations.flatMap((o) => o.tags.map(nameToSlug)),
]);

describe('API page redirects', () => {
  it('point at live operation or tag pages only', () => {
    assert.deepEqual(
      apiOperationRenames.filter(([, to]) => !pages.has(to)),
      [],
    );
  });

  it('never redirect a live page, repeat a source or chain', () => {
    const sources = apiOperationRenames.map(([from]) => from);
    assert.deepEqual(
      sources.filter((from) => pages.has(from)),
      [],
    );
    assert.equal(new Set(sources).size, sources.length);
    assert.deepEqual(
      apiOperationRenames.filter(([, to]) => sources.includes(to)),
      [],
    );
  });

  it('keeps the names our reference used before it took the product ids', () => {
    const map = new Map(apiOperationRenames);
    assert.equal(map.get('list-api-tokens'), 'get-all-api-tokens');
    assert.equal(map.get('get-current-user'), 'get-me');
    assert.equal(map.get('feature-strategies'), 'features');
  });
});
