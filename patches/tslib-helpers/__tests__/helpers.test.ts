import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {describe, it} from 'node:test';
import {PROVIDED_HELPERS} from '..';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const standIn = require('../importDefault.js') as Record<string, (mod: unknown) => unknown>;

describe('tslib helpers for @docusaurus/utils-common', () => {
  it('the package calls only the helpers the stand-in provides', () => {
    const lib = path.dirname(require.resolve('@docusaurus/utils-common'));
    const used = new Set(
      fs
        .readdirSync(lib)
        .filter((file) => file.endsWith('.js'))
        .flatMap((file) => [...fs.readFileSync(path.join(lib, file), 'utf8').matchAll(/\btslib_1\.(__\w+)/g)])
        .map((match) => match[1]),
    );
    assert.ok(used.size > 0, 'the package no longer uses tslib: the plugin can go');
    assert.deepEqual([...used].sort(), [...PROVIDED_HELPERS].sort());
    for (const helper of PROVIDED_HELPERS) assert.equal(typeof standIn[helper], 'function', helper);
  });

  it('__importDefault wraps a CommonJS export and keeps an ES module as it is', () => {
    const cjs = () => 'x';
    assert.deepEqual(standIn.__importDefault(cjs), {default: cjs});
    const esm = {__esModule: true, default: 1};
    assert.equal(standIn.__importDefault(esm), esm);
  });
});
