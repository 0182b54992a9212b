/**
 * The experimental flags unleash-server defines, read from the installed package so that a page's
 * <Experimental flag="…"> is checked against the release the docs describe, not against memory.
 */
import fs from 'node:fs';
import path from 'node:path';

/**
 * Flag name → environment variable that turns it on ('' when only the server options can), from
 * the compiled `experimental.js` of unleash-server: the entries of its `const flags = {…}` object,
 * one key per line at the object's first indentation, each reading its default from `process.env`.
 */
export function parseExperimentalFlags(source: string): Map<string, string> {
  const block = /^const flags = \{\n([\s\S]*?)^\};/m.exec(source)?.[1] ?? '';
  const flags = new Map<string, string>();
  let current: string | undefined;
  for (const line of block.split('\n')) {
    const key = /^ {4}(\w+):/.exec(line)?.[1];
    if (key) {
      current = key;
      flags.set(key, '');
    }
    const variable = /process\.env\.(\w+)/.exec(line)?.[1];
    if (current && variable && flags.get(current) === '') flags.set(current, variable);
  }
  return flags;
}

export const EXPERIMENTAL_SOURCE = 'node_modules/unleash-server/dist/lib/types/experimental.js';

/** Reads the flags of the installed server; fails loudly when the file moved in a new release. */
export function readExperimentalFlags(root = path.resolve(__dirname, '../..')): Map<string, string> {
  const file = path.join(root, EXPERIMENTAL_SOURCE);
  const flags = parseExperimentalFlags(fs.readFileSync(file, 'utf8'));
  if (flags.size < 10) {
    throw new Error(`${EXPERIMENTAL_SOURCE}: found ${flags.size} experimental flags; has the file's shape changed?`);
  }
  return flags;
}
