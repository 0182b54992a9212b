import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {describe, it} from 'node:test';
import {CLIENT_ENTRY, SWAPPED_MODULES} from '..';
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
