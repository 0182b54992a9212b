/**
 * `npm run check:samples`: parses every code block of the docs in the languages this machine can
 * parse (see scripts/lib/sample-syntax.ts) and prints what it checked, what it could not check and
 * why, and one line per broken block. Exit code 1 when a block does not parse.
 *   npm run check:samples            # every page
 *   npm run check:samples -- sdks    # only pages whose path contains "sdks"
 */
import fs from 'node:fs';
import path from 'node:path';
import {checkBlocks, hasCommand, type Block} from './lib/sample-syntax';
import {extractCodeBlocks} from './lib/samples';

const ROOT = path.resolve(__dirname, '..');
const filter = process.argv[2];

function pages(dir: string): string[] {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return pages(full);
    return /\.mdx?$/.test(entry.name) ? [full] : [];
  });
}

const started = Date.now();
const blocks: Block[] = pages(path.join(ROOT, 'docs'))
  .map((file) => path.relative(ROOT, file))
  .filter((file) => !filter || file.includes(filter))
  .flatMap((file) => extractCodeBlocks(file, fs.readFileSync(path.join(ROOT, file), 'utf8')));

const tools = {python: hasCommand('python3'), java: hasCommand('javac'), rust: hasCommand('rustfmt')};
const {findings, checked, skipped} = checkBlocks(blocks, tools);

const list = (counts: Record<string, number>) =>
  Object.entries(counts)
    .sort(([, a], [, b]) => b - a)
    .map(([lang, n]) => `${lang} ${n}`)
    .join(', ');
console.log(`check:samples: parsed ${list(checked)}`);
for (const [lang, {count, reason}] of Object.entries(skipped).sort(([, a], [, b]) => b.count - a.count)) {
  console.log(`  not checked: ${lang} ${count} (${reason})`);
}
for (const {block, message} of findings) {
  console.log(`${block.file}:${block.line} ${block.lang}: ${message}`);
}
console.log(
  `check:samples: ${findings.length} broken of ${Object.values(checked).reduce((a, b) => a + b, 0)} parsed blocks in ${((Date.now() - started) / 1000).toFixed(1)} s`,
);
process.exit(findings.length > 0 ? 1 : 0);
