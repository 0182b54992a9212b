/**
 * The search evaluation set (scripts/search-eval/queries.json) is only worth its hit rate if every
 * query expects a page that exists: this checks its shape against the site's pages.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {describe, it} from 'node:test';
import {parsePage} from '../../lib/content-rules';

const root = path.resolve(__dirname, '..', '..', '..');
const docsDir = path.join(root, 'docs');
const queriesFile = path.join(root, 'scripts', 'search-eval', 'queries.json');

/** Every routed doc file under docs/ (files and folders starting with "_" are partials). */
function docFiles(dir: string, rel = ''): string[] {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    if (entry.name.startsWith('_')) return [];
    const relPath = rel ? `${rel}/${entry.name}` : entry.name;
    if (entry.isDirectory()) return docFiles(path.join(dir, entry.name), relPath);
    return /\.mdx?$/.test(entry.name) ? [relPath] : [];
  });
}

const apiDir = path.join(root, 'api-reference');
const generatedApiDir = path.join(apiDir, 'unleash');
const pageUrls = new Set([
  ...docFiles(docsDir).map(
    (relPath) => parsePage({relPath, raw: fs.readFileSync(path.join(docsDir, relPath), 'utf8')}).url,
  ),
  // The API reference docs instance (api-reference/ is served under /reference/api/)...
  ...docFiles(apiDir)
    .filter((relPath) => !relPath.startsWith('unleash/'))
    .map((relPath) => `/reference/api${parsePage({relPath, raw: ''}).url}`),
  // ...and its operation pages, generated from openapi/ by `npm run gen:api`.
  ...(fs.existsSync(generatedApiDir) ? fs.readdirSync(generatedApiDir) : [])
    .filter((f) => f.endsWith('.api.mdx') || f.endsWith('.tag.mdx'))
    .map((f) => `/reference/api/unleash/${f.replace(/\.(api|tag)\.mdx$/, '')}`),
]);
const entries: unknown = JSON.parse(fs.readFileSync(queriesFile, 'utf8'));

describe('search evaluation queries', () => {
  it('is a list of at least 60 {query, expect} entries', () => {
    assert.ok(Array.isArray(entries), 'queries.json must hold an array');
    assert.ok(entries.length >= 60, `only ${entries.length} queries; the set needs at least 60`);
    for (const [i, entry] of entries.entries()) {
      assert.equal(typeof entry, 'object', `entry ${i} is not an object`);
      const {query, expect, ...rest} = entry as Record<string, unknown>;
      assert.deepEqual(Object.keys(rest), [], `entry ${i} has unknown fields`);
      assert.ok(typeof query === 'string' && query.trim() === query && query.length > 0, `entry ${i}: bad query`);
      assert.ok(query.length <= 64, `"${query}" is longer than the 64 characters the search box accepts`);
      assert.ok(Array.isArray(expect) && expect.length > 0, `"${query}": expect must be a non-empty list`);
      for (const url of expect) {
        assert.ok(typeof url === 'string', `"${query}": expect holds a non-string`);
        assert.match(url, /^\/[^#?]*$/, `"${query}": "${url}" must be a page path without anchor or query`);
      }
      assert.equal(new Set(expect).size, expect.length, `"${query}": expect repeats a page`);
    }
  });

  it('has no repeated query', () => {
    const seen = new Set<string>();
    for (const {query} of entries as {query: string}[]) {
      const key = query.toLowerCase();
      assert.ok(!seen.has(key), `"${query}" appears twice`);
      seen.add(key);
    }
  });

  it('expects only pages of the site (docs/, api-reference/ and the generated operation and tag pages)', () => {
    assert.ok(pageUrls.has('/reference/segments') && pageUrls.has('/'), 'docs/ was not read');
    const missing = (entries as {query: string; expect: string[]}[]).flatMap(({query, expect}) =>
      expect.filter((url) => !pageUrls.has(url)).map((url) => `"${query}": ${url}`),
    );
    assert.deepEqual(missing, [], 'expected pages that are not pages of the site');
  });
});
