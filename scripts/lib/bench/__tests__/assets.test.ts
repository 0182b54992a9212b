import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describe, it} from 'node:test';
import {analyseAssets, precompressionCoverage, versionMetadataChunks} from '../assets';
import {countHtmlPages} from '../build';

const registry = `export default {
  "0c30094c": [() => import(/* webpackChunkName: "0c30094c" */ "@generated/docusaurus-plugin-content-docs/api/p/reference-api-dce.json"), "@generated/docusaurus-plugin-content-docs/api/p/reference-api-dce.json", require.resolveWeak("@generated/docusaurus-plugin-content-docs/api/p/reference-api-dce.json")],
  "17896441": [() => import(/* webpackChunkName: "17896441" */ "@theme/DocItem"), "@theme/DocItem", require.resolveWeak("@theme/DocItem")],
  "22dd74f7": [() => import(/* webpackChunkName: "22dd74f7" */ "@generated/docusaurus-plugin-content-docs/default/p/index-466.json"), "@generated/docusaurus-plugin-content-docs/default/p/index-466.json", require.resolveWeak("@generated/docusaurus-plugin-content-docs/default/p/index-466.json")],
  "5e95c892": [() => import(/* webpackChunkName: "5e95c892" */ "@site/docs/intro.mdx"), "@site/docs/intro.mdx", require.resolveWeak("@site/docs/intro.mdx")],
};
`;

describe('route-table and precompression evidence', () => {
  it('finds the docs plugins route-props chunks in the registry', () => {
    assert.deepEqual(versionMetadataChunks(registry), [
      {chunkName: '0c30094c', module: '@generated/docusaurus-plugin-content-docs/api/p/reference-api-dce.json'},
      {chunkName: '22dd74f7', module: '@generated/docusaurus-plugin-content-docs/default/p/index-466.json'},
    ]);
  });

  it('counts text files with .gz and .br siblings, by the precompress rule', () => {
    const files = [
      {file: 'build/index.html', size: 40_000},
      {file: 'build/index.html.gz', size: 9_000},
      {file: 'build/index.html.br', size: 7_000},
      {file: 'build/assets/js/main.js', size: 800_000},
      {file: 'build/assets/js/main.js.gz', size: 200_000},
      {file: 'build/tiny.css', size: 10},
      {file: 'build/img/logo.png', size: 9_000},
    ];
    assert.deepEqual(precompressionCoverage(files), {textFiles: 2, withGzip: 2, withBrotli: 1});
  });

  it('counts the HTML pages of a sitemap', () => {
    const xml =
      '<urlset><url><loc>https://docs.example.com/</loc></url><url><loc>https://docs.example.com/quickstart</loc></url>' +
      '<url><loc>https://docs.example.com/reference/segments.html</loc></url><url><loc>https://docs.example.com/feed.xml</loc></url></urlset>';
    assert.equal(countHtmlPages(xml), 3);
  });

  it('reads entry scripts, sidebar chunks and route count from a finished build', () => {
    const site = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-assets-'));
    const js = path.join(site, 'build', 'assets', 'js');
    const generated = path.join(site, '.docusaurus');
    fs.mkdirSync(js, {recursive: true});
    fs.mkdirSync(path.join(generated, 'docusaurus-plugin-content-docs', 'default', 'p'), {recursive: true});
    fs.mkdirSync(path.join(generated, 'docusaurus-plugin-content-docs', 'api', 'p'), {recursive: true});
    fs.writeFileSync(path.join(js, 'main.1a2b3c4d.js'), 'var routes = [];'.repeat(1000));
    fs.writeFileSync(path.join(js, 'runtime~main.5e6f7a8b.js'), 'x');
    fs.writeFileSync(path.join(js, '22dd74f7.9c9c9c9c.js'), '{"docsSidebars":{}}');
    fs.writeFileSync(path.join(js, '0c30094c.8d8d8d8d.js'), '{"categoryGeneratedIndex":{}}');
    fs.writeFileSync(path.join(generated, 'registry.js'), registry);
    fs.writeFileSync(path.join(generated, 'routes.js'), 'export default [];');
    fs.writeFileSync(path.join(generated, 'routesChunkNames.json'), JSON.stringify({'/-1': {}, '/docs-2': {}}));
    fs.writeFileSync(
      path.join(generated, 'docusaurus-plugin-content-docs/default/p/index-466.json'),
      '{"docsSidebars":{}}',
    );
    fs.writeFileSync(
      path.join(generated, 'docusaurus-plugin-content-docs/api/p/reference-api-dce.json'),
      '{"categoryGeneratedIndex":{}}',
    );

    const report = analyseAssets('ours', site);
    assert.deepEqual(report.entryScripts.map((f) => f.file).sort(), [
      'assets/js/main.1a2b3c4d.js',
      'assets/js/runtime~main.5e6f7a8b.js',
    ]);
    const main = report.entryScripts.find((f) => f.file.includes('main.1a2b'));
    assert.equal(main?.raw, 16_000);
    assert.ok(main && main.gzip < 1000, 'gzip size of a repetitive file is small');
    assert.deepEqual(
      report.sidebarChunks.map((c) => c.module),
      ['@generated/docusaurus-plugin-content-docs/default/p/index-466.json'],
    );
    assert.equal(report.routes, 2);
    assert.deepEqual(report.precompressed, {textFiles: 1, withGzip: 0, withBrotli: 0});
    fs.rmSync(site, {recursive: true});
  });
});
