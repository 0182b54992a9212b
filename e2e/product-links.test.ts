/**
 * The documentation links inside unleash-server (its admin UI, server code and mail templates,
 * read from node_modules/unleash-server, so a new release's links are checked as soon as it is
 * installed) land on a page of the built site, served by nginx with the generated config, directly
 * or through one redirect, and on the heading they name.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {after, before, describe, it} from 'node:test';
import {BUILD_DIR} from './support/runtime';
import {productDocsLinks} from '../scripts/lib/product-docs-links';
import {builtPageFile, pageHasId} from '../plugins/redirects';
import {startNginx, type RunningNginx} from './support/nginx';

const packageDir = path.resolve('node_modules/unleash-server');
const version = (JSON.parse(fs.readFileSync(path.join(packageDir, 'package.json'), 'utf8')) as {version: string})
  .version;
let nginx: RunningNginx;

before(async () => {
  nginx = await startNginx(BUILD_DIR);
});
after(() => nginx?.stop());

describe(`docs links in unleash-server ${version}`, () => {
  const links = productDocsLinks(packageDir);

  it('are found in the package', () => {
    assert.ok(links.length > 100, `${links.length} links`);
    assert.ok(links.filter((l) => l.anchor).length > 40, 'links to headings');
  });

  it('land on a page, in at most one redirect, and on the heading they name', async () => {
    const wrong: string[] = [];
    let landed = 0;
    let headings = 0;
    for (const link of links) {
      const res = await fetch(`${nginx.url}${link.path}`, {method: 'HEAD', redirect: 'manual'});
      let page = link.path;
      let anchor = link.anchor;
      if (res.status === 301) {
        const location = res.headers.get('location') ?? '';
        [page] = location.split('#');
        // A browser keeps the link's own heading unless the redirect names one.
        if (location.includes('#')) anchor = location.slice(location.indexOf('#') + 1);
        const next = await fetch(`${nginx.url}${page}`, {method: 'HEAD', redirect: 'manual'});
        if (next.status !== 200) {
          wrong.push(`${link.url} → ${location}: ${next.status}`);
          continue;
        }
      } else if (res.status !== 200) {
        wrong.push(`${link.url}: ${res.status}`);
        continue;
      }
      landed++;
      if (!link.anchor) continue;
      if (anchor !== link.anchor) {
        wrong.push(`${link.url}: the redirect replaces the heading with #${anchor}`);
        continue;
      }
      const file = builtPageFile(BUILD_DIR, page.replace(/\/+$/, '') || '/');
      if (file && pageHasId(fs.readFileSync(file, 'utf8'), anchor)) headings++;
      else wrong.push(`${link.url}: ${page} has no heading #${anchor} (found in ${link.files[0]})`);
    }
    console.log(
      `  ${landed} of ${links.length} links land on a page; ${headings} of ${links.filter((l) => l.anchor).length} on their heading`,
    );
    assert.deepEqual(wrong, []);
  });
});
