/**
 * The packages the real-product tests run the docs' samples with are the releases the docs name:
 * each is pinned exactly in package.json, installed at that version, and equal to its row of
 * src/data/versions.ts. Bumping one without the other fails here, before any sample runs.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {describe, it} from 'node:test';
import {PRODUCTS} from '../versions';

const ROOT = path.resolve(__dirname, '..', '..', '..');
const manifest = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
  devDependencies: Record<string, string>;
};

/** Product key of src/data/versions.ts -> npm package whose samples the tests run. */
const TESTED_PACKAGES: Record<string, string> = {
  unleash: 'unleash-server',
  'unleash-proxy': '@unleash/proxy',
  'sdk-node': 'unleash-client',
  'sdk-javascript': 'unleash-proxy-client',
  'sdk-react': '@unleash/proxy-client-react',
  'sdk-nextjs': '@unleash/nextjs',
  'sdk-vue': '@unleash/proxy-client-vue',
  'client-specification': '@unleash/client-specification',
};

describe('packages the samples run with', () => {
  for (const [key, name] of Object.entries(TESTED_PACKAGES)) {
    it(`${name} is ${key} of src/data/versions.ts, pinned and installed`, () => {
      const documented = PRODUCTS[key as keyof typeof PRODUCTS].version;
      assert.equal(manifest.devDependencies[name], documented, `package.json pins ${name} at this exact version`);
      const installed = (
        JSON.parse(fs.readFileSync(path.join(ROOT, 'node_modules', name, 'package.json'), 'utf8')) as {version: string}
      ).version;
      assert.equal(installed, documented, `node_modules has ${name}@${installed}; run npm install`);
    });
  }
});
