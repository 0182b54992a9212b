import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {describe, it} from 'node:test';
import matter from 'gray-matter';
import {docPathToUrl} from '../../../scripts/lib/content-rules';
import {remoteSources, siteLinksFor} from '../sources';

const SITE = path.resolve(__dirname, '../../..');

describe('the remote sources', () => {
  it('cover every SDK, Edge and proxy page the issue lists, once each', () => {
    const slugs = remoteSources.map((s) => s.slug);
    assert.equal(new Set(slugs).size, slugs.length);
    for (const sdk of [
      'android-proxy',
      'android-proxy-legacy',
      'dotnet',
      'flutter',
      'go',
      'ios-proxy',
      'java',
      'javascript-browser',
      'next-js',
      'node',
      'php',
      'python',
      'react',
      'ruby',
      'rust',
      'svelte',
      'vue',
    ]) {
      assert.ok(slugs.includes(`/reference/sdks/${sdk}`), sdk);
    }
    for (const edge of [
      '',
      '/benchmarking',
      '/cli',
      '/concepts',
      '/deploying',
      '/development-guide',
      '/migration-guide',
    ]) {
      assert.ok(slugs.includes(`/reference/unleash-edge${edge}`), edge || 'edge');
    }
    assert.ok(slugs.includes('/reference/unleash-proxy'));
  });

  it('fall back to an authored page at the same URL, with the same title and sidebar place', () => {
    for (const source of remoteSources) {
      const file = path.join(SITE, source.fallback);
      assert.ok(fs.existsSync(file), `${source.slug}: ${source.fallback} exists`);
      const {data} = matter(fs.readFileSync(file, 'utf8'));
      assert.equal(docPathToUrl(source.fallback.replace(/^docs\//, ''), data.slug), source.slug);
      assert.equal(source.title, data.title, `${source.slug}: title`);
      if (data.sidebar_position !== undefined)
        assert.equal(source.sidebarPosition, data.sidebar_position, `${source.slug}: position`);
      if (data.sidebar_label !== undefined)
        assert.equal(source.sidebarLabel, data.sidebar_label, `${source.slug}: label`);
    }
  });

  it('name a public repository, a ref pinned to a full commit SHA and a Markdown file', () => {
    for (const s of remoteSources) {
      assert.match(s.repo, /^Unleash\/[\w.-]+$/);
      assert.match(s.ref, /^[0-9a-f]{40}$/, `${s.slug}: ${s.ref} is not a full commit SHA`);
      assert.match(s.path, /\.md$/i);
    }
    assert.equal(siteLinksFor(remoteSources).size, remoteSources.length);
  });
});
