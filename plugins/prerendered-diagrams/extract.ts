/**
 * Finds the ```mermaid blocks of a Markdown or MDX file with the parser the build uses (remark
 * with MDX, front matter, directives, GFM and comments, after the same preprocessing Docusaurus
 * applies), so a block's source, and so its key, is exactly what the remark plugin sees.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {Code, Parent, Root} from 'mdast';
import {escapeMarkdownHeadingIds, unwrapMdxCodeBlocks} from '@docusaurus/utils';
import {diagramKey} from './key';

export type MermaidCode = {node: Code; parent: Parent; index: number};

/** Every `code` node with `lang === 'mermaid'`, in document order, with its place in its parent. */
export function findMermaidCode(tree: Root): MermaidCode[] {
  const found: MermaidCode[] = [];
  const walk = (parent: Parent) => {
    parent.children.forEach((child, index) => {
      if (child.type === 'code' && child.lang === 'mermaid') found.push({node: child, parent, index});
      else if ('children' in child) walk(child);
    });
  };
  walk(tree);
  return found;
}

type Parser = (content: string) => Root;
let parser: Promise<Parser> | undefined;

/** The build's Markdown parser (its syntax extensions only; no transforms run). ESM-only packages. */
function buildParser(): Promise<Parser> {
  parser ??= (async () => {
    const [{createProcessor}, frontmatter, directive, gfm, comment] = await Promise.all([
      import('@mdx-js/mdx'),
      import('remark-frontmatter'),
      import('remark-directive'),
      import('remark-gfm'),
      import('@slorber/remark-comment'),
    ]);
    // The site's markdown.format is the default, 'mdx', so .md files are MDX too.
    const processor = createProcessor({
      format: 'mdx',
      remarkPlugins: [frontmatter.default, directive.default, gfm.default, comment.default],
    });
    return (content: string) => processor.parse(content);
  })();
  return parser;
}

export type MermaidBlock = {source: string; line: number};

/**
 * The mermaid blocks of one file's text. The front matter stays in (parsed as front matter) so
 * line numbers are the file's own.
 */
export async function extractMermaidBlocks(content: string): Promise<MermaidBlock[]> {
  if (!content.includes('mermaid')) return [];
  const parse = await buildParser();
  const tree = parse(escapeMarkdownHeadingIds(unwrapMdxCodeBlocks(content)));
  return findMermaidCode(tree).map(({node}) => ({source: node.value, line: node.position?.start.line ?? 0}));
}

export type DiagramBlock = MermaidBlock & {
  /** Path relative to the site folder, with forward slashes. */
  file: string;
  key: string;
};

/** Markdown and MDX files under a folder, partials included (they are compiled too). */
export function listMarkdownFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, {recursive: true, withFileTypes: true})
    .filter((entry) => entry.isFile() && /\.mdx?$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

/** Every mermaid block of the given content folders, with its file, line and key. */
export async function collectDiagrams(siteDir: string, contentDirs: readonly string[]): Promise<DiagramBlock[]> {
  const blocks: DiagramBlock[] = [];
  for (const dir of contentDirs) {
    for (const file of listMarkdownFiles(path.join(siteDir, dir))) {
      const rel = path.relative(siteDir, file).split(path.sep).join('/');
      let found: MermaidBlock[];
      try {
        found = await extractMermaidBlocks(fs.readFileSync(file, 'utf8'));
      } catch (error) {
        const e = error as {line?: number; message: string};
        throw new Error(`${rel}${e.line ? `:${e.line}` : ''}: cannot be parsed: ${e.message}`);
      }
      for (const block of found) blocks.push({...block, file: rel, key: diagramKey(block.source)});
    }
  }
  return blocks;
}
