/**
 * The search evaluation sets (scripts/search-eval/queries.json, readers.json, ask-ai.json) are only
 * worth their hit rates if every query expects a page that exists and says where it comes from:
 * this checks their shape against the site's pages, and the held-out split.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {describe, it} from 'node:test';
import {parsePage} from '../../lib/content-rules';
import {QUERY_KINDS, isHeldOut, loadQueries} from '../sets';

const root = path.resolve(__dirname, '..', '..', '..');
const docsDir = path.join(root, 'docs');

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
const read = (file: string): unknown =>
  JSON.parse(fs.readFileSync(path.join(root, 'scripts', 'search-eval', file), 'utf8'));

/** Checks one list of entries; `textField` is the query or question, `extra` the other allowed fields. */
function checkEntries(
  file: string,
  {textField, extra, maxLength, minCount}: {textField: string; extra: string[]; maxLength: number; minCount: number},
) {
  const entries = read(file);
  assert.ok(Array.isArray(entries), `${file} must hold an array`);
  assert.ok(entries.length >= minCount, `${file}: only ${entries.length} entries; the set needs at least ${minCount}`);
  const seen = new Set<string>();
  for (const [i, entry] of entries.entries()) {
    assert.equal(typeof entry, 'object', `${file}: entry ${i} is not an object`);
    const {[textField]: text, expect, ...rest} = entry as Record<string, unknown>;
    const unknown = Object.keys(rest).filter((key) => !extra.includes(key));
    assert.deepEqual(unknown, [], `${file}: entry ${i} has unknown fields`);
    assert.ok(
      typeof text === 'string' && text.trim() === text && text.length > 0,
      `${file}: entry ${i}: bad ${textField}`,
    );
    assert.ok(text.length <= maxLength, `${file}: "${text}" is longer than ${maxLength} characters`);
    assert.ok(!seen.has(text.toLowerCase()), `${file}: "${text}" appears twice`);
    seen.add(text.toLowerCase());
    assert.ok(Array.isArray(expect) && expect.length > 0, `${file}: "${text}": expect must be a non-empty list`);
    for (const url of expect as unknown[]) {
      assert.ok(typeof url === 'string', `${file}: "${text}": expect holds a non-string`);
      assert.match(url, /^\/[^#?]*$/, `${file}: "${text}": "${url}" must be a page path without anchor or query`);
    }
    assert.equal(new Set(expect).size, expect.length, `${file}: "${text}": expect repeats a page`);
    if (extra.includes('source')) {
      const {source} = rest as {source?: unknown};
      assert.ok(typeof source === 'string' && source.length > 3, `${file}: "${text}" says nowhere where it comes from`);
    }
    if (extra.includes('kind')) {
      const {kind} = rest as {kind?: unknown};
      assert.ok(
        QUERY_KINDS.includes(kind as never),
        `${file}: "${text}": kind "${String(kind)}" is not one of ${QUERY_KINDS.join(', ')}`,
      );
    }
  }
  const missing = (entries as Record<string, unknown>[]).flatMap((entry) =>
    (entry.expect as string[])
      .filter((url) => !pageUrls.has(url))
      .map((url) => `"${String(entry[textField])}": ${url}`),
  );
  assert.deepEqual(missing, [], `${file}: expected pages that are not pages of the site`);
}

describe('search evaluation sets', () => {
  it("reads the site's pages", () => {
    assert.ok(pageUrls.has('/reference/segments') && pageUrls.has('/'), 'docs/ was not read');
  });

  it("queries.json: the project's own queries, at least 60, each expecting pages of the site", () => {
    checkEntries('queries.json', {textField: 'query', extra: [], maxLength: 64, minCount: 60});
  });

  it("readers.json: at least 250 readers' queries with their source and kind, each expecting pages of the site", () => {
    checkEntries('readers.json', {textField: 'query', extra: ['kind', 'source'], maxLength: 64, minCount: 250});
  });

  it('ask-ai.json: at least 60 "How do I …?" questions with their source', () => {
    checkEntries('ask-ai.json', {textField: 'question', extra: ['source'], maxLength: 300, minCount: 60});
    for (const {question} of read('ask-ai.json') as {question: string}[]) {
      assert.match(question, /^How do I .+\?$/, `"${question}" is not a "How do I …?" question`);
    }
  });

  it("no query is in both the project's set and the readers' set", () => {
    const all = loadQueries();
    const project = new Set(all.filter((q) => q.set === 'project').map((q) => q.query.toLowerCase()));
    assert.deepEqual(
      all.filter((q) => q.set === 'readers' && project.has(q.query.toLowerCase())).map((q) => q.query),
      [],
    );
  });

  it('holds out about 30% of each set by a fixed rule on the query text', () => {
    for (const name of ['project', 'readers'] as const) {
      const set = loadQueries().filter((q) => q.set === name);
      const share = set.filter((q) => isHeldOut(q.query)).length / set.length;
      assert.ok(share > 0.2 && share < 0.4, `${name}: ${(share * 100).toFixed(0)}% held out`);
    }
    // The rule depends on the text only, and is stable: the same query is always in the same part.
    assert.equal(isHeldOut('Gradual Rollout'), isHeldOut('gradual rollout'));
  });
});
