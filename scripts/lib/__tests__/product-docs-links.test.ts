import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {docsLinksIn} from '../product-docs-links';

describe('docs links in the product', () => {
  it('finds plain links, with and without a heading, without trailing punctuation', () => {
    const text =
      'see https://docs.getunleash.io/concepts/rbac#custom-project-roles). Read [this](https://docs.getunleash.io/sdks/node). And "https://docs.getunleash.io/sdks/"';
    assert.deepEqual(docsLinksIn(text), [
      {path: '/concepts/rbac', anchor: 'custom-project-roles'},
      {path: '/sdks/node'},
      {path: '/sdks/'},
    ]);
  });
  it('counts a link built in a template once per heading it can end with', () => {
    const text =
      'documentationLink:`https://docs.getunleash.io/concepts/rbac${e===`root`?`#custom-root-roles`:`#custom-project-roles`}`,';
    assert.deepEqual(docsLinksIn(text), [
      {path: '/concepts/rbac', anchor: 'custom-root-roles'},
      {path: '/concepts/rbac', anchor: 'custom-project-roles'},
    ]);
  });
  it('ignores other hosts that start the same way', () => {
    assert.deepEqual(docsLinksIn('https://docs.getunleash.io.example.com/x https://docs.getunleash.io'), [{path: '/'}]);
  });
});
