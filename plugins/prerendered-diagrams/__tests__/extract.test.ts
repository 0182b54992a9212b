import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describe, it} from 'node:test';
import {collectDiagrams, extractMermaidBlocks} from '../extract';
import {diagramKey} from '../key';

const page = `---
title: Segments
description: A page with diagrams in the places writers put them.
---

Intro with \`mermaid\` in inline code, and a heading id below.

## Flow {#flow}

\`\`\`mermaid
flowchart LR
  A --> B
\`\`\`

~~~mermaid
sequenceDiagram
  A->>B: hi
~~~

\`\`\`\`mermaid title="Four backticks"
flowchart TD
  \`\`\`
  X --> Y
\`\`\`\`

1. A step:

   \`\`\`mermaid
   stateDiagram-v2
     [*] --> On
   \`\`\`

:::note Availability

\`\`\`mermaid
timeline
  2024 : one
\`\`\`

:::

<Tabs>
<TabItem value="a">

\`\`\`mermaid
flowchart LR
  T --> U
\`\`\`

</TabItem>
</Tabs>

\`\`\`js
const mermaid = true;
\`\`\`

\`\`\`\`md title="A diagram shown as an example, inside another block"
\`\`\`mermaid
flowchart LR
  Example --> Only
\`\`\`
\`\`\`\`
`;

describe('extractMermaidBlocks', () => {
  it('finds fenced mermaid blocks with ``` and ~~~ fences, longer fences, in lists, admonitions and JSX, not inside other blocks', async () => {
    const blocks = await extractMermaidBlocks(page);
    assert.deepEqual(
      blocks.map((b) => b.source),
      [
        'flowchart LR\n  A --> B',
        'sequenceDiagram\n  A->>B: hi',
        'flowchart TD\n  ```\n  X --> Y',
        // The list item's indentation is not part of the code, as in the build.
        'stateDiagram-v2\n  [*] --> On',
        'timeline\n  2024 : one',
        'flowchart LR\n  T --> U',
      ],
    );
  });

  it('gives each block the line of its opening fence in the file, front matter included', async () => {
    const blocks = await extractMermaidBlocks(page);
    const lines = page.split('\n');
    for (const block of blocks) assert.match(lines[block.line - 1], /^\s*(```|~~~)/, `line ${block.line}`);
    assert.equal(blocks[0].line, 10);
  });

  it('skips files that do not mention mermaid without parsing them', async () => {
    assert.deepEqual(await extractMermaidBlocks('not { valid MDX'), []);
  });
});

describe('collectDiagrams', () => {
  it('lists every block of a folder with its file, line and key, and names a file it cannot parse', async () => {
    const site = fs.mkdtempSync(path.join(os.tmpdir(), 'diagrams-extract-'));
    try {
      fs.mkdirSync(path.join(site, 'docs', 'sub'), {recursive: true});
      fs.writeFileSync(path.join(site, 'docs', 'sub', 'a.mdx'), '# A\n\n```mermaid\nflowchart LR\n  A --> B\n```\n');
      fs.writeFileSync(path.join(site, 'docs', '_partial.md'), '```mermaid\nflowchart LR\n  C --> D\n```\n');
      fs.writeFileSync(path.join(site, 'docs', 'b.mdx'), 'No diagrams.\n');
      const blocks = await collectDiagrams(site, ['docs']);
      assert.deepEqual(
        blocks.map((b) => [b.file, b.line, b.key]),
        [
          ['docs/_partial.md', 1, diagramKey('flowchart LR\n  C --> D')],
          ['docs/sub/a.mdx', 3, diagramKey('flowchart LR\n  A --> B')],
        ],
      );
      fs.writeFileSync(path.join(site, 'docs', 'broken.mdx'), 'mermaid {oops\n');
      await assert.rejects(collectDiagrams(site, ['docs']), /docs\/broken\.mdx:1: cannot be parsed/);
    } finally {
      fs.rmSync(site, {recursive: true, force: true});
    }
  });
});
