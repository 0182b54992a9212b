import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {describe, it} from 'node:test';
import {CARD_DOCS_LOADERS} from '../index';

describe('the module of the doc cards that the plugin replaces', () => {
  it('is our empty src/data/card-docs-loaders.ts, which src/data/card-docs.ts imports', () => {
    const file = path.resolve('src/data/card-docs-loaders.ts');
    assert.ok(fs.existsSync(file));
    assert.match(file, CARD_DOCS_LOADERS);
    assert.match(fs.readFileSync('src/data/card-docs.ts', 'utf8'), /from '\.\/card-docs-loaders'/);
  });
});
