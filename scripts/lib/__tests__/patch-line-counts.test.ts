import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describe, it} from 'node:test';
import {countSourceLines, parseLineTable} from '../patch-line-counts';

const root = path.resolve(__dirname, '../../..');

describe('parseLineTable', () => {
  it('reads folder and file rows, notes after the name, and the total', () => {
    const table = [
      '| Patch plugin | Lines |',
      '| --- | --- |',
      '| `patches/a/` | 1,200 |',
      '| `plugins/b/c.ts` (not marked) | 25 |',
      '| Total | 1,225 |',
    ].join('\n');
    assert.deepEqual(parseLineTable(table), {
      rows: [
        {target: 'patches/a/', lines: 1200},
        {target: 'plugins/b/c.ts', lines: 25},
      ],
      total: 1225,
    });
  });
});

describe('countSourceLines', () => {
  it('counts the lines of source files and leaves out tests and other files', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'patch-lines-'));
    fs.mkdirSync(path.join(dir, 'p', '__tests__'), {recursive: true});
    fs.mkdirSync(path.join(dir, 'p', 'client'));
    fs.writeFileSync(path.join(dir, 'p', 'index.ts'), 'a\nb\n');
    fs.writeFileSync(path.join(dir, 'p', 'client', 'x.tsx'), 'c\n');
    fs.writeFileSync(path.join(dir, 'p', '__tests__', 'index.test.ts'), 'd\ne\nf\n');
    fs.writeFileSync(path.join(dir, 'p', 'notes.md'), 'g\n');
    assert.equal(countSourceLines(dir, 'p/'), 3);
    assert.equal(countSourceLines(dir, 'p/index.ts'), 2);
  });
});

describe('the line table of maintainers/patch-layer.md', () => {
  const {rows, total} = parseLineTable(fs.readFileSync(path.join(root, 'maintainers/patch-layer.md'), 'utf8'));
  it('has a row for every folder of patches/', () => {
    const folders = fs
      .readdirSync(path.join(root, 'patches'), {withFileTypes: true})
      .filter((e) => e.isDirectory())
      .map((e) => `patches/${e.name}/`);
    assert.deepEqual(
      folders.filter((f) => !rows.some((r) => r.target === f)),
      [],
    );
  });
  it('gives each row the lines its files have today, and their sum as the total', () => {
    assert.deepEqual(
      rows.map((r) => ({target: r.target, lines: countSourceLines(root, r.target)})),
      rows,
    );
    assert.equal(
      total,
      rows.reduce((sum, r) => sum + r.lines, 0),
    );
  });
});
