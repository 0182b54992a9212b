/**
 * On the stock-runtime run (`npm run test:e2e:stock`, issue 29): what the runtime switch must not
 * change. The stock run skips the tests of files that are the same in both builds (the client
 * redirect pages, `{skip: mainRunOnly(...)}`); this proves they are the same, byte for byte,
 * with the main build of the same commit in build/. Both builds must come from the same sources.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {describe, it} from 'node:test';
import {clientRedirectFiles, isClientRedirectPage} from '../plugins/redirects/client-pages';
import {BUILD_DIR, STOCK_RUNTIME} from './support/runtime';

const MAIN_BUILD = path.resolve('build');
const skip = STOCK_RUNTIME ? false : 'compares the stock-runtime build with build/, on the stock run only';

const read = (dir: string, file: string) => fs.readFileSync(path.join(dir, file));

describe('the stock-runtime build beside the main build', {skip}, () => {
  it('has the same redirect table, sitemap and client redirect pages', () => {
    assert.ok(fs.existsSync(path.join(MAIN_BUILD, 'index.html')), 'build/ must hold the main build of this commit');
    assert.notEqual(BUILD_DIR, MAIN_BUILD, 'E2E_BUILD_DIR names the stock-runtime build');
    for (const file of ['redirects.json', 'sitemap.xml', '_redirects']) {
      assert.ok(read(BUILD_DIR, file).equals(read(MAIN_BUILD, file)), `${file} differs: rebuild both from one commit`);
    }
    const table = JSON.parse(read(BUILD_DIR, 'redirects.json').toString('utf8')) as Record<string, string>;
    // The files the table names that the redirects plugin wrote (it never replaces a page: /index is the home page).
    const files = clientRedirectFiles(new Map(Object.entries(table)), '')
      .map(({file}) => file)
      .filter((file) => isClientRedirectPage(read(MAIN_BUILD, file).toString('utf8')));
    assert.ok(files.length > 1000, `expected the client redirect pages, found ${files.length}`);
    const differing = files.filter((file) => !read(BUILD_DIR, file).equals(read(MAIN_BUILD, file)));
    assert.deepEqual(differing.slice(0, 10), [], `${differing.length} of ${files.length} client redirect pages differ`);
  });
});
