/**
 * Remark plugin: a ```mermaid block whose SVG pair is in diagrams/ becomes a figure with two
 * images, the light one and the dark one; the site's CSS shows the one for the current colour
 * mode (`.diagram` in src/css/custom.css). Both are lazy, so the hidden one is not downloaded.
 * It runs before Docusaurus's own plugins (beforeDefaultRemarkPlugins), so its mermaid plugin
 * never sees these blocks, and a page whose diagrams are all pre-rendered never loads Mermaid.
 * A block without SVGs is left alone (Mermaid draws it in the browser) and the build warns.
 *
 * The images are `img` elements whose `src` is `require("<file-loader>!./diagrams/x.svg").default`,
 * with the loader Docusaurus itself uses for assets linked from Markdown: the SVGs are emitted as
 * hashed files under /assets/images/. Markdown `image` nodes would go through Docusaurus's
 * url-loader instead, which inlines images under 10 KB into the page as data URLs (both modes'
 * images, in the HTML and again in the page's JavaScript), and would leave no room for a class.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {Root} from 'mdast';
import type {MdxJsxAttribute, MdxJsxAttributeValueExpression, MdxJsxFlowElement} from 'mdast-util-mdx-jsx';
import {escapePath, getFileLoaderUtils, posixPath} from '@docusaurus/utils';
import {findMermaidCode} from './extract';
import {diagramKey} from './key';
import {cachedEntry, readManifest, svgFileName, MANIFEST_FILE, type DiagramEntry, type Manifest} from './manifest';
import {COLOR_MODES, type ColorMode} from './render-config';

export type Options = {
  /** Absolute path of the diagram cache (diagrams/). */
  diagramsDir: string;
  /** Where warnings go; console.warn by default. */
  warn?: (message: string) => void;
};

/** What the plugin reads of the VFile: its path, and the compiler Docusaurus notes in its data. */
type FileInfo = {path: string; data: object};

const attribute = (name: string, value: string | MdxJsxAttributeValueExpression): MdxJsxAttribute => ({
  type: 'mdxJsxAttribute',
  name,
  value,
});

/** `require("<request>").default`, as MDX expects it: the source text and its ESTree. */
export function requireDefault(request: string): MdxJsxAttributeValueExpression {
  return {
    type: 'mdxJsxAttributeValueExpression',
    value: `require(${JSON.stringify(request)}).default`,
    data: {
      estree: {
        type: 'Program',
        sourceType: 'module',
        body: [
          {
            type: 'ExpressionStatement',
            expression: {
              type: 'MemberExpression',
              object: {
                type: 'CallExpression',
                callee: {type: 'Identifier', name: 'require'},
                arguments: [{type: 'Literal', value: request, raw: JSON.stringify(request)}],
                optional: false,
              },
              property: {type: 'Identifier', name: 'default'},
              computed: false,
              optional: false,
            },
          },
        ],
      },
    },
  };
}

/** The figure that replaces a diagram's code block. */
export function diagramFigure(options: {
  key: string;
  entry: DiagramEntry;
  /** Folder of the Markdown file, so that the SVGs are required by a relative path. */
  fromDir: string;
  diagramsDir: string;
  isServer: boolean;
}): MdxJsxFlowElement {
  const loader = getFileLoaderUtils(options.isServer).loaders.inlineMarkdownAssetImageFileLoader;
  const image = (mode: ColorMode): MdxJsxFlowElement => {
    const relative = posixPath(
      path.relative(options.fromDir, path.join(options.diagramsDir, svgFileName(options.key, mode))),
    );
    return {
      type: 'mdxJsxFlowElement',
      name: 'img',
      attributes: [
        attribute('className', `diagram__image diagram__image--${mode}`),
        attribute('src', requireDefault(`${loader}${escapePath(`./${relative}`)}`)),
        attribute('alt', options.entry.alt),
        attribute('width', String(options.entry.width)),
        attribute('height', String(options.entry.height)),
        attribute('loading', 'lazy'),
        attribute('decoding', 'async'),
      ],
      children: [],
    };
  };
  return {
    type: 'mdxJsxFlowElement',
    name: 'figure',
    attributes: [attribute('className', 'diagram')],
    children: COLOR_MODES.map(image),
  };
}

/**
 * Replaces, in place, each mermaid block that has an SVG pair. Returns the keys of the blocks
 * left for the browser to render.
 */
export function replaceDiagrams(
  tree: Root,
  options: {filePath: string; diagramsDir: string; manifest: Manifest; isServer: boolean},
): {replaced: number; missing: string[]} {
  const missing: string[] = [];
  let replaced = 0;
  for (const {node, parent, index} of findMermaidCode(tree)) {
    const key = diagramKey(node.value);
    const entry = cachedEntry(options.diagramsDir, options.manifest, key);
    if (!entry) {
      missing.push(key);
      continue;
    }
    const figure = diagramFigure({
      key,
      entry,
      fromDir: path.dirname(options.filePath),
      diagramsDir: options.diagramsDir,
      isServer: options.isServer,
    });
    // Same index: findMermaidCode never lists a block inside another block.
    parent.children[index] = figure;
    replaced += 1;
  }
  return {replaced, missing};
}

/** The manifest, read again only when the file changes (npm start keeps running). */
function manifestReader(dir: string): () => Manifest {
  let cached: {mtimeMs: number; manifest: Manifest} | undefined;
  return () => {
    const mtimeMs = fs.statSync(path.join(dir, MANIFEST_FILE), {throwIfNoEntry: false})?.mtimeMs ?? 0;
    if (!cached || cached.mtimeMs !== mtimeMs) cached = {mtimeMs, manifest: readManifest(dir)};
    return cached.manifest;
  };
}

export default function remarkPrerenderedDiagrams(options: Options) {
  const manifest = manifestReader(options.diagramsDir);
  const warn = options.warn ?? ((message: string) => console.warn(message));
  // The server and client compilers both compile every page: warn once per file and state.
  const warned = new Set<string>();
  return (tree: Root, file: FileInfo): void => {
    const {missing} = replaceDiagrams(tree, {
      filePath: file.path,
      diagramsDir: options.diagramsDir,
      manifest: manifest(),
      isServer: (file.data as {compilerName?: string}).compilerName === 'server',
    });
    if (missing.length === 0) return;
    const rel = posixPath(path.relative(process.cwd(), file.path));
    const id = `${rel}:${missing.join(',')}`;
    if (warned.has(id)) return;
    warned.add(id);
    warn(
      `[prerendered-diagrams] ${rel}: ${missing.length} mermaid diagram(s) without pre-rendered SVGs; ` +
        `Mermaid will draw them in the browser. Run "npm run diagrams" and commit diagrams/.`,
    );
  };
}
