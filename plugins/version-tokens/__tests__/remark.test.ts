import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import type {Root} from 'mdast';
import remarkVersionTokens from '../index';
import {PRODUCTS} from '../../../src/data/versions';

const tree = (value: string, type: 'text' | 'inlineCode' | 'code' = 'code'): Root => ({
  type: 'root',
  children: [
    type === 'code'
      ? {type: 'code', lang: 'bash', value, position: {start: {line: 7, column: 1}, end: {line: 9, column: 1}}}
      : {type: 'paragraph', children: [{type, value}]},
  ],
});

describe('remarkVersionTokens', () => {
  it('puts versions from the table into code blocks, inline code and text', () => {
    for (const type of ['code', 'inlineCode', 'text'] as const) {
      const root = tree('unleash-server@%%version:unleash%%', type);
      remarkVersionTokens()(root, {path: 'docs/x.mdx'});
      assert.match(
        JSON.stringify(root),
        new RegExp(`unleash-server@${PRODUCTS.unleash.version.replace(/\./g, '\\.')}`),
      );
    }
  });
  it('fails the page with its file and line when a token names no product', () => {
    assert.throws(() => remarkVersionTokens()(tree('v%%version:nope%%'), {path: 'docs/x.mdx'}), /docs\/x\.mdx:7: /);
  });
});
