/**
 * Remark plugin: puts the versions of src/data/versions.ts into the `%%version:<product>%%`
 * tokens of a page (text, inline code and code blocks), see src/data/version-tokens.ts.
 * A token naming an unknown product fails the build with the file and line.
 */
import type {Root} from 'mdast';
import {visit} from 'unist-util-visit';
import {PRODUCTS} from '../../src/data/versions';
import {hasVersionTokens, substituteVersionTokens} from '../../src/data/version-tokens';

type VFileLike = {path?: string; history?: string[]};

export default function remarkVersionTokens() {
  return (tree: Root, file: VFileLike) => {
    const name = file.path ?? file.history?.[0] ?? 'a page';
    visit(tree, ['text', 'inlineCode', 'code'], (node) => {
      const literal = node as {value: string; position?: {start: {line: number}}};
      if (!hasVersionTokens(literal.value)) return;
      const where = `${name}:${literal.position?.start.line ?? '?'}`;
      literal.value = substituteVersionTokens(literal.value, PRODUCTS, where);
    });
  };
}
