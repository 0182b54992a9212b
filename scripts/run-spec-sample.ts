/**
 * Runs one client-specification document (a docs sample marked `test="…"` in the specification's
 * JSON format) through the pinned Node.js SDK. Prints one `ok` or `not ok` line per case and exits
 * with 1 when a case fails or the document is not a specification file.
 *
 *   tsx scripts/run-spec-sample.ts path/to/spec.json
 */
import fs from 'node:fs';
import {createRequire} from 'node:module';
import * as sdk from 'unleash-client';
import {runSpecifications, specShapeProblems, type SpecFile} from './lib/client-spec';

const sdkVersion = (createRequire(__filename)('unleash-client/package.json') as {version: string}).version;
const file = process.argv[2];
if (!file) {
  console.error('usage: tsx scripts/run-spec-sample.ts <specification.json>');
  process.exit(2);
}
let spec: SpecFile;
try {
  spec = JSON.parse(fs.readFileSync(file, 'utf8')) as SpecFile;
} catch (error) {
  console.error(`${file}: not valid JSON: ${(error as Error).message}`);
  process.exit(1);
}
const problems = specShapeProblems(spec);
if (problems.length > 0) {
  console.error(`${file}: not a client-specification file: it ${problems.join(', ')}`);
  process.exit(1);
}
async function main() {
  const results = await runSpecifications([{file, spec}], sdk);
  for (const r of results) {
    console.log(
      r.pass
        ? `ok - ${r.description}`
        : `not ok - ${r.description}: expected ${JSON.stringify(r.expected)}, unleash-client ${sdkVersion} gave ${JSON.stringify(r.actual)}`,
    );
  }
  process.exit(results.every((r) => r.pass) ? 0 : 1);
}

void main();
