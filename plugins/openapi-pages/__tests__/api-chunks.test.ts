import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import type {Configuration} from 'webpack';
import apiChunksPlugin, {isApiOnlyModule} from '../api-chunks';

describe('isApiOnlyModule', () => {
  it('knows the OpenAPI theme and our API components, and nothing else', () => {
    for (const file of [
      '/site/node_modules/docusaurus-theme-openapi-docs/lib/theme/ApiItem/index.js',
      '/site/node_modules/docusaurus-plugin-openapi-docs/lib/markdown/utils.js',
      '/site/src/components/ApiSchema/index.tsx',
      'C:\\site\\src\\theme\\StatusCodes\\index.tsx',
    ]) {
      assert.equal(isApiOnlyModule(file), true, file);
    }
    for (const file of [
      '/site/node_modules/@docusaurus/theme-classic/lib/theme/CodeBlock/index.js',
      '/site/src/theme/CodeBlock/Content/index.tsx',
      '/site/src/components/ApiSchemaLike/index.tsx',
      '',
    ]) {
      assert.equal(isApiOnlyModule(file), false, file);
    }
  });
});

describe('apiChunksPlugin', () => {
  const configure = (config: Configuration, isServer = false) =>
    (apiChunksPlugin().configureWebpack as (c: Configuration, s: boolean) => unknown)(config, isServer);
  const browserConfig = (): Configuration => ({
    mode: 'production',
    optimization: {splitChunks: {cacheGroups: {common: {name: 'common', minChunks: 300, priority: 40}}}},
  });

  it('keeps API modules out of common and gathers them for API pages', () => {
    const config = browserConfig();
    configure(config);
    const groups = (config.optimization?.splitChunks as {cacheGroups: Record<string, {test: (m: object) => boolean}>})
      .cacheGroups;
    const api = {resource: '/site/src/components/ApiSchema/index.tsx'};
    const guide = {nameForCondition: () => '/site/src/theme/CodeBlock/index.tsx'};
    assert.equal(groups.common.test(api), false);
    assert.equal(groups.common.test(guide), true);
    assert.equal(groups.apiCommon.test(api), true);
    assert.equal(groups.apiCommon.test(guide), false);
  });

  it('leaves the server bundle and the dev server alone, and fails if Docusaurus drops "common"', () => {
    const server = browserConfig();
    configure(server, true);
    assert.deepEqual(server, browserConfig());
    const dev = {...browserConfig(), mode: 'development' as const};
    configure(dev);
    assert.deepEqual(dev, {...browserConfig(), mode: 'development'});
    assert.throws(
      () => configure({mode: 'production', optimization: {splitChunks: {cacheGroups: {}}}}),
      /no longer has/,
    );
  });
});
