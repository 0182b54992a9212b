import assert from 'node:assert/strict';
import {builtinModules} from 'node:module';
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {describe, it} from 'node:test';
import {importedSpecifiers, isExactVersion, packageOf, reachesInternals} from '../declared-imports';

const root = path.resolve(__dirname, '../../..');

describe('importedSpecifiers and packageOf', () => {
  it('finds static, side-effect, dynamic and require imports, and skips relative ones', () => {
    const source = [
      "import a from 'pkg-a';",
      "import {b} from '@scope/b/lib/thing';",
      "import type {C} from 'types-c';",
      "import 'side-effect';",
      "const d = await import('dynamic-d');",
      "const e = require('required-e');",
      "const f2 = require.resolve('resolved-f/lib/x.scss');",
      "export {f} from 'reexport-f';",
      "import g from './local';",
      'const text = \'import x from "not-code"\';',
    ].join('\n');
    assert.deepEqual(importedSpecifiers(source).sort(), [
      '@scope/b/lib/thing',
      'dynamic-d',
      'pkg-a',
      'reexport-f',
      'required-e',
      'resolved-f/lib/x.scss',
      'side-effect',
      'types-c',
    ]);
  });

  it('names the package, and no package for built-ins and Docusaurus aliases', () => {
    const builtins = ['fs', 'path'];
    assert.equal(packageOf('@scope/b/lib/thing', builtins), '@scope/b');
    assert.equal(packageOf('lodash/get', builtins), 'lodash');
    assert.equal(packageOf('fs', builtins), null);
    assert.equal(packageOf('node:fs', builtins), null);
    assert.equal(packageOf('@docusaurus/Link', builtins), null);
    assert.equal(packageOf('@docusaurus/useBaseUrl', builtins), null);
    assert.equal(packageOf('@docusaurus/theme-common/internal', builtins), '@docusaurus/theme-common');
    assert.equal(packageOf('@theme/DocItem', builtins), null);
  });

  it('tells an internal path and an exact version', () => {
    assert.equal(reachesInternals('@docusaurus/core/lib/client/App'), true);
    assert.equal(reachesInternals('@docusaurus/theme-common/internal'), true);
    assert.equal(reachesInternals('docusaurus-theme-openapi-docs/lib/theme/ApiItem'), true);
    assert.equal(reachesInternals('@docusaurus/theme-common'), false);
    assert.equal(isExactVersion('3.10.2'), true);
    assert.equal(isExactVersion('^3.10.2'), false);
    assert.equal(isExactVersion('~6.0.2'), false);
  });
});

describe('package.json', () => {
  const manifest = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as {
    dependencies: Record<string, string>;
    devDependencies: Record<string, string>;
  };
  const declared = {...manifest.dependencies, ...manifest.devDependencies};
  // Our code: every TypeScript and JavaScript file git tracks (docs' code samples are in .mdx and not read).
  const files = execFileSync('git', ['ls-files', '*.ts', '*.tsx', '*.js', '*.mjs', '*.cjs'], {
    cwd: root,
    encoding: 'utf8',
  })
    .split('\n')
    .filter((file) => file && !file.includes('__tests__/fixtures/'));
  const imports = files.flatMap((file) =>
    importedSpecifiers(fs.readFileSync(path.join(root, file), 'utf8')).map((specifier) => ({file, specifier})),
  );

  it('declares every package our code imports', () => {
    assert.ok(files.length > 100, `${files.length} files read`);
    // A name that is not installed is text in a test (a sample import), not a dependency: an import
    // of a package that is missing altogether fails the type check and the build anyway.
    const installed = (name: string) => fs.existsSync(path.join(root, 'node_modules', name, 'package.json'));
    const typesOf = (name: string) => `@types/${name.replace(/^@/, '').replace('/', '__')}`;
    const missing = imports
      .map(({file, specifier}) => ({file, name: packageOf(specifier, builtinModules)}))
      .filter(({name}) => name !== null && !(name in declared) && !(typesOf(name) in declared))
      .filter(({name}) => installed(name!) || installed(typesOf(name!)))
      .map(({file, name}) => `${name} (${file})`);
    assert.deepEqual([...new Set(missing)], []);
  });

  it('pins exactly every package whose internals we import', () => {
    const floating = imports
      .filter(({specifier}) => reachesInternals(specifier))
      .map(({specifier}) => packageOf(specifier, builtinModules)!)
      .filter((name) => name in declared && !isExactVersion(declared[name]));
    assert.deepEqual([...new Set(floating)], []);
  });
});
