import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {describe, it} from 'node:test';
import {JS_FAMILY_SDK_PAGES, UNRUN_SDK_SAMPLES, unrunBlocks} from '../sample-coverage';

const ROOT = path.resolve(__dirname, '..', '..', '..');

describe('unrunBlocks', () => {
  it('lists JS-family blocks without test or test-file, by title or first line', () => {
    const source = [
      '```js title="a.mjs" test="a"\n1\n```',
      '```jsx title="src/App.jsx" test-file="src/App.jsx"\nexport default 1;\n```',
      '```tsx title="app/page.tsx"\nexport default 2;\n```',
      '```vue\n<script setup>\n</script>\n```',
      '```bash\nnpm install x\n```',
      '```js title="x.js" test-output="a"\n1\n```',
    ].join('\n\n');
    assert.deepEqual(
      unrunBlocks('p.mdx', source).map((b) => [b.lang, b.name]),
      [
        ['tsx', 'app/page.tsx'],
        ['vue', '<script setup>'],
        ['js', 'x.js'],
      ],
    );
  });
});

describe('JS-family SDK pages', () => {
  for (const file of JS_FAMILY_SDK_PAGES) {
    it(`${file}: every JS-family block runs against the real server or is listed with a reason`, () => {
      const listed = UNRUN_SDK_SAMPLES.filter((entry) => entry.file === file);
      const unrun = unrunBlocks(file, fs.readFileSync(path.join(ROOT, file), 'utf8'));
      const unexplained = unrun.filter((block) => !listed.some((entry) => entry.block === block.name));
      assert.deepEqual(
        unexplained.map((b) => `${b.file}:${b.line} ${b.lang} ${b.name}`),
        [],
        'mark these blocks test="…" or test-file="…" (CONTRIBUTING.md, "Samples proven against the real product") or list them in UNRUN_SDK_SAMPLES with the reason',
      );
      const stale = listed.filter((entry) => !unrun.some((block) => block.name === entry.block));
      assert.deepEqual(stale, [], 'these UNRUN_SDK_SAMPLES entries name blocks that now run or no longer exist');
      for (const entry of listed) assert.ok(entry.reason.length > 20, `${entry.block}: give the reason`);
    });
  }
});
