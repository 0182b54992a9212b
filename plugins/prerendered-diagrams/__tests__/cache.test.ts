/**
 * The committed diagram cache matches the docs: every ```mermaid block has its SVG pair, so no
 * page falls back to loading Mermaid without anyone noticing, and no SVG outlives its diagram.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {describe, it} from 'node:test';
import {collectDiagrams} from '../extract';
import {cachedEntry, pruneManifest, readManifest, MANIFEST_FILE} from '../manifest';
import {DIAGRAM_CONTENT_DIRS, DIAGRAMS_DIR} from '..';

const ROOT = path.resolve(__dirname, '../../..');
const DIR = path.join(ROOT, DIAGRAMS_DIR);

describe(`the diagram cache (${DIAGRAMS_DIR}/)`, () => {
  it('has a light and a dark SVG for every mermaid block of the docs', async () => {
    const blocks = await collectDiagrams(ROOT, DIAGRAM_CONTENT_DIRS);
    assert.ok(blocks.length > 0, 'no diagrams found: is the extraction broken?');
    const manifest = readManifest(DIR);
    const missing = blocks.filter((block) => !cachedEntry(DIR, manifest, block.key)).map((b) => `${b.file}:${b.line}`);
    assert.deepEqual(
      missing,
      [],
      `${missing.length} diagram(s) have no pre-rendered SVGs, so their pages load Mermaid in the browser. ` +
        `Run "npm run diagrams" and commit ${DIAGRAMS_DIR}/.`,
    );
  });

  it('holds nothing for diagrams that are gone', async () => {
    const keys = new Set((await collectDiagrams(ROOT, DIAGRAM_CONTENT_DIRS)).map((b) => b.key));
    const files = fs.readdirSync(DIR).filter((f) => f !== MANIFEST_FILE);
    const {removedKeys, removedFiles} = pruneManifest(readManifest(DIR), keys, files);
    assert.deepEqual(
      [...removedKeys, ...removedFiles],
      [],
      `Run "npm run diagrams" to remove them, and commit ${DIAGRAMS_DIR}/.`,
    );
  });
});
