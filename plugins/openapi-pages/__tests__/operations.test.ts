import assert from 'node:assert/strict';
import {createRequire} from 'node:module';
import {describe, it} from 'node:test';
import {nameToSlug, readOperations} from '../operations';

// The page generator names pages with lodash's kebabCase: compare with the copy it uses.
const fromPlugin = createRequire(require.resolve('docusaurus-plugin-openapi-docs'));
const kebabCase = fromPlugin('lodash/kebabCase') as (s: string) => string;

describe('operations of the description', () => {
  const operations = readOperations();

  it('reads every operation with its id and tags', () => {
    assert.ok(operations.length >= 250, `${operations.length} operations`);
    assert.ok(operations.every((o) => o.tags.length > 0));
  });

  it('slugs every operation id and tag as the page generator does', () => {
    const names = [...operations.map((o) => o.operationId), ...operations.flatMap((o) => o.tags)];
    for (const name of names) assert.equal(nameToSlug(name), kebabCase(name), name);
    assert.equal(nameToSlug('Import/Export'), 'import-export');
  });
});
