import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {after, before, describe, it} from 'node:test';
import type {Code, Root} from 'mdast';
import type {MdxJsxAttribute, MdxJsxFlowElement} from 'mdast-util-mdx-jsx';
import {diagramKey} from '../key';
import {serializeManifest} from '../manifest';
import remarkPrerenderedDiagrams from '../remark';

const CACHED = 'flowchart LR\n  A[Client SDK] --> B[Unleash Edge]';
const UNCACHED = 'flowchart LR\n  X --> Y';

let site: string;
let diagramsDir: string;
let docFile: string;
before(() => {
  site = fs.mkdtempSync(path.join(os.tmpdir(), 'diagrams-remark-'));
  diagramsDir = path.join(site, 'diagrams');
  docFile = path.join(site, 'docs', 'tutorials', 'react.mdx');
  fs.mkdirSync(diagramsDir, {recursive: true});
  fs.mkdirSync(path.dirname(docFile), {recursive: true});
  const key = diagramKey(CACHED);
  fs.writeFileSync(path.join(diagramsDir, `${key}.light.svg`), '<svg/>');
  fs.writeFileSync(path.join(diagramsDir, `${key}.dark.svg`), '<svg/>');
  const manifest = {diagrams: {[key]: {width: 320, height: 90, alt: 'Flowchart: Client SDK → Unleash Edge'}}};
  fs.writeFileSync(path.join(diagramsDir, 'manifest.json'), serializeManifest(manifest));
});
after(() => fs.rmSync(site, {recursive: true, force: true}));

const code = (value: string, lang = 'mermaid'): Code => ({type: 'code', lang, value});
const tree = (): Root => ({
  type: 'root',
  children: [
    {type: 'paragraph', children: [{type: 'text', value: 'Intro.'}]},
    code(CACHED),
    {type: 'blockquote', children: [code(`${UNCACHED}\n`)]},
    code('const x = 1;', 'js'),
  ],
});

function run(root: Root, compilerName: 'server' | 'client' = 'client') {
  const warnings: string[] = [];
  const transform = remarkPrerenderedDiagrams({diagramsDir, warn: (m) => warnings.push(m)});
  transform(root, {path: docFile, data: {compilerName}});
  return warnings;
}

const attrs = (node: MdxJsxFlowElement) =>
  Object.fromEntries(
    (node.attributes as MdxJsxAttribute[]).map((a) => [a.name, typeof a.value === 'string' ? a.value : a.value?.value]),
  );

describe('remarkPrerenderedDiagrams', () => {
  it('replaces a cached diagram by a figure with a lazy light and dark image, alt text and size', () => {
    const root = tree();
    run(root);
    const figure = root.children[1] as MdxJsxFlowElement;
    assert.equal(figure.type, 'mdxJsxFlowElement');
    assert.equal(figure.name, 'figure');
    assert.deepEqual(attrs(figure), {className: 'diagram'});
    const images = figure.children as MdxJsxFlowElement[];
    assert.deepEqual(
      images.map((img) => img.name),
      ['img', 'img'],
    );
    const key = diagramKey(CACHED);
    for (const [img, mode] of [
      [images[0], 'light'],
      [images[1], 'dark'],
    ] as const) {
      const a = attrs(img);
      assert.equal(a.className, `diagram__image diagram__image--${mode}`);
      assert.equal(a.alt, 'Flowchart: Client SDK → Unleash Edge');
      assert.equal(a.width, '320');
      assert.equal(a.height, '90');
      assert.equal(a.loading, 'lazy');
      // Relative to the Markdown file, through Docusaurus's file loader (never inlined).
      assert.match(
        a.src ?? '',
        new RegExp(`^require\\("!.*file-loader.*!\\./\\.\\./\\.\\./diagrams/${key}\\.${mode}\\.svg"\\)\\.default$`),
      );
      assert.doesNotMatch(a.src ?? '', /url-loader/);
    }
  });

  it('leaves other code and diagrams without SVGs alone, and warns once per file naming it', () => {
    const root = tree();
    const warnings = run(root);
    assert.deepEqual((root.children[2] as {children: Code[]}).children[0], code(`${UNCACHED}\n`));
    assert.deepEqual(root.children[3], code('const x = 1;', 'js'));
    assert.equal(warnings.length, 1);
    assert.match(warnings[0], /react\.mdx: 1 mermaid diagram\(s\) without pre-rendered SVGs/);
    assert.match(warnings[0], /npm run diagrams/);
  });

  it('tells the server build not to emit the files (the client build does)', () => {
    const root = tree();
    run(root, 'server');
    const img = (root.children[1] as MdxJsxFlowElement).children[0] as MdxJsxFlowElement;
    assert.match(attrs(img).src ?? '', /emitFile=false/);
  });

  it('gives MDX an element it compiles, with the require call as the image source', async () => {
    const {compile} = await import('@mdx-js/mdx');
    const source = `Intro.\n\n\`\`\`mermaid\n${CACHED}\n\`\`\`\n`;
    const out = String(
      await compile(
        {value: source, path: docFile, data: {compilerName: 'client'}},
        {remarkPlugins: [[remarkPrerenderedDiagrams, {diagramsDir}]]},
      ),
    );
    assert.match(out, /className: "diagram"/);
    assert.match(out, /src: require\("!.*\.\/\.\.\/\.\.\/diagrams\/[0-9a-f]{16}\.light\.svg"\)\.default/);
    assert.match(out, /loading: "lazy"/);
    assert.doesNotMatch(out, /mermaid/);
  });
});
