import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describe, it} from 'node:test';
import {cachedEntry, pruneManifest, readManifest, serializeManifest, type Manifest} from '../manifest';

const entry = (alt: string) => ({width: 10, height: 5, alt});

describe('pruneManifest', () => {
  it('drops the entries of diagrams that are gone and lists the files that belong to no kept entry', () => {
    const manifest: Manifest = {diagrams: {aaaa: entry('A'), bbbb: entry('B')}};
    const files = ['aaaa.light.svg', 'aaaa.dark.svg', 'bbbb.light.svg', 'bbbb.dark.svg', 'cccc.light.svg', 'notes.txt'];
    const result = pruneManifest(manifest, new Set(['aaaa', 'dddd']), files);
    assert.deepEqual(result.manifest, {diagrams: {aaaa: entry('A')}});
    assert.deepEqual(result.removedKeys, ['bbbb']);
    assert.deepEqual(result.removedFiles, ['bbbb.light.svg', 'bbbb.dark.svg', 'cccc.light.svg']);
    assert.deepEqual(manifest.diagrams.bbbb, entry('B'), 'the input is not changed');
  });
});

describe('the manifest file', () => {
  it('is written with sorted keys and read back; an entry counts only with both SVGs', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'diagrams-manifest-'));
    try {
      assert.deepEqual(readManifest(dir), {diagrams: {}});
      const manifest: Manifest = {diagrams: {bbbb: entry('B'), aaaa: entry('A')}};
      const text = serializeManifest(manifest);
      assert.ok(text.indexOf('"aaaa"') < text.indexOf('"bbbb"'));
      assert.ok(text.endsWith('}\n'));
      fs.writeFileSync(path.join(dir, 'manifest.json'), text);
      assert.deepEqual(readManifest(dir), manifest);
      fs.writeFileSync(path.join(dir, 'aaaa.light.svg'), '<svg/>');
      assert.equal(cachedEntry(dir, manifest, 'aaaa'), undefined, 'the dark SVG is missing');
      fs.writeFileSync(path.join(dir, 'aaaa.dark.svg'), '<svg/>');
      assert.deepEqual(cachedEntry(dir, manifest, 'aaaa'), entry('A'));
      assert.equal(cachedEntry(dir, manifest, 'cccc'), undefined);
    } finally {
      fs.rmSync(dir, {recursive: true, force: true});
    }
  });
});
