import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {describe, it} from 'node:test';
import {
  commandFor,
  compareOutput,
  expectedLines,
  extractCodeBlocks,
  extractSamples,
  retarget,
  runOrder,
  SAMPLE_ENTRIES,
  sampleFileName,
  savePathProblem,
} from '../samples';

const page = (...blocks: string[]) => blocks.join('\n\n');

describe('extractSamples', () => {
  it('keeps runnable samples with their output, and saved app files without an id', () => {
    const source = page(
      '```jsx title="src/App.jsx" test-file="src/App.jsx"\nexport default () => <p>hi</p>;\n```',
      '```js test="app" test-file="src/main.js" test-in="browser"\nimport "./App.jsx";\n```',
      '```text test-output="app"\nhi\n```',
    );
    const [saved, app] = extractSamples('docs/x.mdx', source);
    assert.deepEqual(
      {id: saved.id, saveAs: saved.saveAs, runIn: saved.runIn},
      {id: '', saveAs: 'src/App.jsx', runIn: undefined},
    );
    assert.equal(app.id, 'app');
    assert.equal(app.saveAs, 'src/main.js');
    assert.equal(app.runIn, 'browser');
    assert.equal(app.output?.text, 'hi');
  });

  it('reads test-retry in seconds, only on a sample with an output to wait for', () => {
    const page = '```bash test="m" test-retry="75"\ncurl x\n```\n\n```json test-output="m"\n{"a": 1}\n```';
    const [sample] = extractSamples('x.mdx', page);
    assert.equal(sample.retrySeconds, 75);
    assert.throws(
      () => extractSamples('x.mdx', '```bash test="m" test-retry="75"\ncurl x\n```'),
      /x\.mdx:1: test-retry needs a test-output/,
    );
    assert.throws(() => extractSamples('x.mdx', page.replace('75', '600')), /5 to 120/);
  });

  it('reads test-timeout in seconds and refuses nonsense', () => {
    const [sample] = extractSamples('x.mdx', '```bash test="build" test-timeout="300"\nnpx next build\n```');
    assert.equal(sample.timeoutSeconds, 300);
    assert.throws(
      () => extractSamples('x.mdx', '```bash test="b" test-timeout="soon"\ntrue\n```'),
      /x\.mdx:1: test-timeout/,
    );
    assert.throws(() => extractSamples('x.mdx', '```bash test="b" test-timeout="9999"\ntrue\n```'), /1 to 900/);
  });

  it('names the file and line of a bad test-in or test-file', () => {
    assert.throws(
      () => extractSamples('p.mdx', '```js test="a" test-in="mobile"\n1\n```'),
      /p\.mdx:1: test-in="mobile"/,
    );
    assert.throws(() => extractSamples('p.mdx', '```js test-in="browser"\n1\n```'), /needs a test=/);
    assert.throws(
      () => extractSamples('p.mdx', '```js test-file="../../etc/passwd"\n1\n```'),
      /leaves the page folder/,
    );
  });

  it('still refuses a duplicate id, but not two saved files', () => {
    assert.throws(
      () => extractSamples('p.mdx', page('```bash test="a"\n1\n```', '```bash test="a"\n2\n```')),
      /used twice/,
    );
    const both = extractSamples('p.mdx', page('```js test-file="a.js"\n1\n```', '```js test-file="a.js"\n2\n```'));
    assert.equal(both.length, 2);
  });
});

describe('savePathProblem', () => {
  it('accepts relative paths inside the folder, Next.js dynamic segments included', () => {
    assert.equal(savePathProblem('app/landing/[variant]/page.tsx'), null);
    assert.equal(savePathProblem('src/lib/unleash.js'), null);
  });
  it('refuses absolute paths, parent folders and odd characters', () => {
    assert.equal(savePathProblem('/tmp/x.js'), 'is absolute');
    assert.equal(savePathProblem('a/../../x.js'), 'leaves the page folder');
    assert.match(savePathProblem('a b.js') ?? '', /characters/);
  });
});

describe('sampleFileName and commandFor', () => {
  const sample = (lang: string, extra: object = {}) => ({
    file: 'docs/p.mdx',
    line: 3,
    id: 's',
    lang,
    code: '',
    ...extra,
  });
  it('writes ES module or CommonJS JavaScript by its syntax, TypeScript and JSON by language', () => {
    assert.equal(sampleFileName(sample('js'), 'import x from "y";'), 's.mjs');
    assert.equal(sampleFileName(sample('js'), 'const x = require("y");'), 's.cjs');
    assert.equal(sampleFileName(sample('tsx'), ''), 's.tsx');
    assert.equal(sampleFileName(sample('json'), ''), 's.json');
    assert.equal(sampleFileName(sample('js', {saveAs: 'src/main.js'}), ''), 'src/main.js');
  });
  it('runs TypeScript and JSX through tsx, JSON through the specification runner, browser entries in the harness', () => {
    assert.deepEqual(commandFor(sample('bash'), 'f', 'echo hi').args, ['-e', '-o', 'pipefail', '-c', 'echo hi']);
    assert.ok(commandFor(sample('tsx'), 'f.tsx', '').args.includes('tsx'));
    assert.match(commandFor(sample('json'), 'f.json', '').args.join(' '), /run-spec-sample\.ts f\.json$/);
    const browser = commandFor(sample('js', {runIn: 'browser'}), 'src/main.js', '').args.join(' ');
    assert.match(browser, /--conditions=browser .*browser-harness\.ts src\/main\.js$/);
  });
  it('refuses languages it cannot run, naming the sample', () => {
    assert.throws(() => commandFor(sample('ruby'), 'f', ''), /docs\/p\.mdx:3: cannot run samples in "ruby"/);
    assert.throws(() => commandFor(sample('bash', {runIn: 'browser'}), 'f', ''), /test-in="browser" runs JavaScript/);
  });
});

describe('expectedLines and compareOutput', () => {
  it('waits for the non-empty lines of a text output, not for JSON', () => {
    const output = {lang: 'text', text: 'a\n\n  b  \n', line: 1};
    assert.deepEqual(expectedLines({file: '', line: 1, id: 'x', lang: 'js', code: '', output}), ['a', 'b']);
    assert.deepEqual(
      expectedLines({file: '', line: 1, id: 'x', lang: 'js', code: '', output: {lang: 'json', text: '{}', line: 1}}),
      [],
    );
  });
  it('finds rendered markup inside the harness html line', () => {
    const printed = 'html: <div id="root"><button style="background-color: red;">Buy</button></div>\nBuy\n';
    assert.equal(
      compareOutput({lang: 'text', text: '<button style="background-color: red;">Buy</button>', line: 1}, printed),
      null,
    );
    assert.match(compareOutput({lang: 'text', text: 'Sell', line: 1}, printed) ?? '', /not printed/);
  });
});

describe('runOrder', () => {
  it('runs a browser app where its output stands, after the files saved before it and before later steps', () => {
    const source = page(
      '```bash test="create"\ncurl\n```',
      '```jsx test="app" test-file="src/main.jsx" test-in="browser"\nimport App from "./App";\n```',
      '```jsx test-file="src/App.jsx"\nexport default () => null;\n```',
      '```text test-output="app"\nShop\n```',
      '```bash test="archive"\ncurl -X DELETE\n```',
      '```js test="late" test-in="browser"\n1\n```',
    );
    const order = runOrder(extractSamples('p.mdx', source)).map((s) => s.id || s.saveAs);
    assert.deepEqual(order, ['src/App.jsx', 'create', 'app', 'archive', 'late']);
  });

  it('saves a component shown after the app that imports it before the app runs', () => {
    const source = page(
      '```js test="area" test-file="src/area.js" test-in="browser"\nimport "./Banner.vue";\n```',
      '```text test-output="area"\nFree shipping\n```',
      '```bash test="rollout"\ncurl\n```',
      '```vue test-file="src/Banner.vue"\n<template><p>Free shipping</p></template>\n```',
    );
    const order = runOrder(extractSamples('p.mdx', source)).map((s) => s.id || s.saveAs);
    assert.deepEqual(order, ['src/Banner.vue', 'area', 'rollout']);
  });

  it('keeps a second version of a saved file in page order', () => {
    const source = page(
      '```jsx test-file="src/App.jsx"\nexport default () => "v1";\n```',
      '```js test="first" test-in="browser"\n1\n```',
      '```jsx test-file="src/App.jsx"\nexport default () => "v2";\n```',
      '```js test="second" test-in="browser"\n2\n```',
    );
    const order = runOrder(extractSamples('p.mdx', source)).map((s) => `${s.id || s.saveAs}@${s.line}`);
    assert.deepEqual(order, ['src/App.jsx@1', 'first@5', 'src/App.jsx@9', 'second@13']);
  });

  it('lets a later version of a file that a runnable block saved replace it only where it stands', () => {
    const source = page(
      '```tsx test="no-config" test-file="app/providers.tsx" test-in="browser" test-entry="next-client.tsx"\n1\n```',
      '```bash test="build"\nnext build\n```',
      '```tsx test-file="app/providers.tsx"\n2\n```',
      '```bash test="run"\nnext start\n```',
    );
    const order = runOrder(extractSamples('p.mdx', source)).map((s) => `${s.id || s.saveAs}@${s.line}`);
    assert.deepEqual(order, ['no-config@1', 'build@5', 'app/providers.tsx@9', 'run@13']);
  });
});

describe('test-entry', () => {
  it('names a stand-in from tests/real-product/sample-entries that runs as the browser entry', () => {
    const [sample] = extractSamples(
      'p.mdx',
      '```tsx test="c" test-file="app/providers.tsx" test-in="browser" test-entry="next-client.tsx"\n1\n```',
    );
    assert.equal(sample.entry, 'next-client.tsx');
    assert.ok(fs.existsSync(path.join(SAMPLE_ENTRIES, 'next-client.tsx')));
  });

  it('refuses an entry that does not exist or a block that is not a saved browser sample', () => {
    assert.throws(
      () =>
        extractSamples('p.mdx', '```tsx test="c" test-file="a.tsx" test-in="browser" test-entry="nope.tsx"\n1\n```'),
      /p\.mdx:1: test-entry="nope\.tsx" is not a file in tests\/real-product\/sample-entries/,
    );
    assert.throws(
      () => extractSamples('p.mdx', '```tsx test="c" test-in="browser" test-entry="next-client.tsx"\n1\n```'),
      /needs test="…", test-file="…" and test-in="browser"/,
    );
  });
});

describe('retarget', () => {
  it('points the documented local URL at the server under test', () => {
    assert.equal(
      retarget("url: 'http://localhost:4242/api/frontend'", 'http://127.0.0.1:5000'),
      "url: 'http://127.0.0.1:5000/api/frontend'",
    );
  });
});

describe('extractCodeBlocks', () => {
  it('returns every fenced block with its language, line and title', () => {
    const blocks = extractCodeBlocks('p.mdx', 'Intro\n\n```python title="app.py"\nprint(1)\n```\n\n```\nplain\n```\n');
    assert.deepEqual(blocks, [
      {file: 'p.mdx', line: 3, lang: 'python', code: 'print(1)', title: 'app.py'},
      {file: 'p.mdx', line: 7, lang: 'text', code: 'plain'},
    ]);
  });
});
