import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {describe, it} from 'node:test';
import {CLIENT_ENTRY, PLAIN_SORTS, SWAPPED_MODULES} from '..';
import * as browserContext from '../client/browserContext';
import * as windowSize from '../client/useWindowSize';

/** The installed file a pattern of ../index.ts stands for. */
function installed(pattern: RegExp, pkg: string, file: string): string {
  const resolved = path.resolve(__dirname, '../../../node_modules', pkg, file);
  assert.match(resolved, pattern, `${file} no longer matches the plugin's pattern`);
  return fs.readFileSync(resolved, 'utf8');
}

const exportedNames = (source: string) =>
  [...source.matchAll(/^export (?:function|const|let|class) (\w+)/gm)].map((match) => match[1]).sort();

const comparator = (expression: string) =>
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the plugin's own replacement text
  new Function('a', 'b', `return ${expression};`) as (a: unknown, b: unknown) => number;

describe('light-first-render: the sorts without a collator', () => {
  const [docsPaths, objectKeys] = PLAIN_SORTS;

  it('finds each sort, once, in the installed Docusaurus', () => {
    const sources = [
      installed(docsPaths.file, '@docusaurus/plugin-content-docs', 'lib/client/docsClientUtils.js'),
      installed(objectKeys.file, '@docusaurus/theme-common', 'lib/utils/reactUtils.js'),
    ];
    PLAIN_SORTS.forEach(({search}, index) => assert.equal(sources[index].split(search).length - 1, 1, search));
  });

  it('orders docs plugin paths as localeCompare did: a path before its prefixes', () => {
    const plugins = Object.entries({
      default: {path: '/'},
      api: {path: '/reference/api'},
      legacy: {path: '/reference/api/legacy'},
    });
    const sortedBy = (compare: (a: unknown, b: unknown) => number) =>
      [...plugins].sort(compare as never).map(([id]) => id);
    assert.deepEqual(sortedBy(comparator(docsPaths.replace)), ['legacy', 'api', 'default']);
    assert.deepEqual(
      sortedBy(comparator(docsPaths.replace)),
      sortedBy((a, b) =>
        (b as [string, {path: string}])[1].path.localeCompare((a as [string, {path: string}])[1].path),
      ),
    );
  });

  it('orders object keys the same way whatever order they came in', () => {
    const compare = comparator(objectKeys.replace);
    const keys = (object: object) =>
      Object.entries(object)
        .sort(compare as never)
        .map(([key]) => key);
    assert.deepEqual(keys({subtree: true, childList: true, attributes: false}), ['attributes', 'childList', 'subtree']);
    assert.deepEqual(keys({attributes: false, subtree: true, childList: true}), ['attributes', 'childList', 'subtree']);
  });
});

describe('light-first-render: the swapped modules', () => {
  it('export what the modules they stand in for export', () => {
    const core = installed(SWAPPED_MODULES.browserContext, '@docusaurus/core', 'lib/client/browserContext.js');
    assert.deepEqual(exportedNames(core), Object.keys(browserContext).sort());
    const hook = installed(SWAPPED_MODULES.windowSize, '@docusaurus/theme-common', 'lib/hooks/useWindowSize.js');
    for (const name of exportedNames(hook))
      assert.equal(typeof (windowSize as Record<string, unknown>)[name], 'function', name);
  });

  it('tells a phone from a desktop at the 996 px breakpoint, as the CSS does', () => {
    assert.equal(windowSize.windowSizeOf(996), 'mobile');
    assert.equal(windowSize.windowSizeOf(997), 'desktop');
    assert.equal(windowSize.windowSizeOf(375), 'mobile');
    assert.equal(windowSize.windowSizeOf(1200, 1300), 'mobile');
  });
});

describe('light-first-render: the client entry', () => {
  it('still does what the stand-in mirrors (an upgrade that changes it must be looked at)', () => {
    const entry = installed(CLIENT_ENTRY, '@docusaurus/core', 'lib/client/clientEntry.js');
    for (const statement of [
      'window.docusaurus = docusaurus;',
      "document.getElementById('__docusaurus')",
      '<HelmetProvider>',
      'ReactDOM.hydrateRoot(container, app, {',
      'window.docusaurusRoot.render(app);',
      'preload(window.location.pathname).then(() => {',
      'startTransition(renderApp);',
    ]) {
      assert.ok(entry.includes(statement), statement);
    }
    const imports = [...entry.matchAll(/^import .* from '([^']+)';$/gm)].map((match) => match[1]);
    assert.deepEqual(imports, [
      'react',
      'react-dom/client',
      'react-helmet-async',
      'react-router-dom',
      '@generated/docusaurus.config',
      './exports/ExecutionEnvironment',
      './App',
      './preload',
      './docusaurus',
    ]);
  });
});
