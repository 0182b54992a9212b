/**
 * The "Lines" table at the top of maintainers/patch-layer.md: each patch (a folder or a file) and
 * its number of lines of non-test source. `patch-line-counts.test.ts` recounts them, so the table
 * cannot drift from the code it describes.
 */
import fs from 'node:fs';
import path from 'node:path';

export interface LineRow {
  /** The folder (ending in `/`) or file, relative to the repository root. */
  target: string;
  lines: number;
}

/** Rows of the table (`| \`patches/x/\` | 123 |`) and its total row. */
export function parseLineTable(markdown: string): {rows: LineRow[]; total: number | null} {
  const rows: LineRow[] = [];
  let total: number | null = null;
  for (const line of markdown.split('\n')) {
    const row = /^\| `([^`]+)`[^|]*\| ([\d,]+) \|$/.exec(line);
    if (row) rows.push({target: row[1], lines: Number(row[2].replace(/,/g, ''))});
    const sum = /^\| Total \| ([\d,]+) \|$/.exec(line);
    if (sum) total = Number(sum[1].replace(/,/g, ''));
  }
  return {rows, total};
}

const SOURCE = /\.(ts|tsx|js)$/;

/** Lines (as `wc -l` counts them) of the non-test `.ts`, `.tsx` and `.js` files of a folder or of one file. */
export function countSourceLines(root: string, target: string): number {
  const full = path.join(root, target);
  const files = fs.statSync(full).isDirectory()
    ? (fs.readdirSync(full, {recursive: true}) as string[])
        .filter((f) => SOURCE.test(f) && !f.split(path.sep).includes('__tests__'))
        .map((f) => path.join(full, f))
    : [full];
  return files.reduce((sum, file) => sum + (fs.readFileSync(file, 'utf8').match(/\n/g)?.length ?? 0), 0);
}
