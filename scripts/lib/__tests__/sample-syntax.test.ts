import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {
  checkBlocks,
  checkerFor,
  dotenvSyntaxError,
  hasCommand,
  isIllustrative,
  javaSyntaxErrors,
  jsonSyntaxError,
  pythonSyntaxErrors,
  rustSyntaxErrors,
  scriptSyntaxError,
  shellSyntaxErrors,
  svelteSyntaxError,
  vueSyntaxError,
  yamlSyntaxError,
} from '../sample-syntax';

const block = (lang: string, code: string, title?: string) => ({
  file: 'p.mdx',
  line: 1,
  lang,
  code,
  ...(title ? {title} : {}),
});

describe('shell', () => {
  it('finds the broken block among good ones, with its own line number, without running anything', () => {
    const errors = shellSyntaxErrors([
      'echo ok',
      'if true; then\n  echo x\n',
      'touch /tmp/should-not-exist-$$; exit 3',
    ]);
    assert.equal(errors[0], null);
    assert.match(errors[1] ?? '', /syntax error/);
    assert.equal(errors[2], null);
  });
  it('reads a block titled *.env as an env file, where unquoted values with spaces are fine', () => {
    assert.equal(checkerFor(block('bash', 'A=b c', 'unleash.env')), 'dotenv');
    assert.equal(checkerFor(block('bash', 'A=b c', 'setup.sh')), 'shell');
    assert.equal(dotenvSyntaxError('# comment\nEMAIL_SENDER=Unleash <u@example.com>\n\nexport B=1'), null);
    assert.match(dotenvSyntaxError('A=1\nnot a variable') ?? '', /line 2/);
  });
});

describe('JSON, YAML and scripts', () => {
  it('accepts JSON and JSON Lines, and names the error otherwise', () => {
    assert.equal(jsonSyntaxError('{"a": 1}'), null);
    assert.equal(jsonSyntaxError('{"a": 1}\n{"b": 2}'), null);
    assert.ok(jsonSyntaxError('{"a": 1,}'));
  });
  it('leaves illustrative blocks alone', () => {
    assert.ok(isIllustrative(block('json', '{\n  "a": 1,\n  ...\n}')));
    assert.ok(isIllustrative(block('json', '{"event": {{{eventJson}}}}')));
    assert.ok(!isIllustrative(block('json', '{"a": "..."}')));
  });
  it('parses YAML with several documents', () => {
    assert.equal(yamlSyntaxError('a: 1\n---\nb: 2'), null);
    assert.ok(yamlSyntaxError('a: [1, 2'));
  });
  it('parses TypeScript, JSX and fragments, and reports real errors', () => {
    assert.equal(scriptSyntaxError('const a: number = 1;', 'ts'), null);
    assert.equal(scriptSyntaxError('<FlagProvider config={config}>\n  <App />\n</FlagProvider>', 'jsx'), null);
    assert.equal(scriptSyntaxError('return unleash.isEnabled("x");', 'js'), null);
    assert.equal(scriptSyntaxError('createUser(user: NewUser): Promise<void>;', 'ts'), null);
    assert.equal(scriptSyntaxError('async seen(ids: string[]): Promise<void> {\n  await this.db(ids);\n}', 'ts'), null);
    assert.ok(scriptSyntaxError('private seen = ;', 'ts'));
    assert.match(scriptSyntaxError('const = 1;', 'js') ?? '', /line 1/);
    assert.ok(scriptSyntaxError('<div>', 'tsx'));
  });
});

describe('components', () => {
  it('parses Vue single-file components and their templates', () => {
    assert.equal(vueSyntaxError('<script setup>\nconst a = 1;\n</script>\n<template><p>{{ a }}</p></template>'), null);
    assert.ok(vueSyntaxError('<template><p>{{ a </p></template>'));
  });
  it('parses Svelte components', () => {
    assert.equal(svelteSyntaxError('<script>let a = 1;</script>\n{#if a}<p>x</p>{/if}'), null);
    assert.ok(svelteSyntaxError('{#if a}<p>x</p>'));
  });
});

describe('toolchains', {skip: !hasCommand('python3') && 'python3 is not installed'}, () => {
  it('python: compiles each block, top-level await allowed', () => {
    const [good, awaiting, bad] = pythonSyntaxErrors(['x = 1', 'await client.start()', 'def f(:\n  pass']);
    assert.equal(good, null);
    assert.equal(awaiting, null);
    assert.match(bad ?? '', /line 1/);
  });
});

describe('java', {skip: !hasCommand('javac') && 'javac is not installed'}, () => {
  it('parses files, members, statements and imports-then-statements without the SDK on the class path', () => {
    const errors = javaSyntaxErrors([
      'import io.getunleash.Unleash;\nclass A {}',
      'private final Unleash unleash;',
      'unleash.isEnabled("x");',
      'import io.getunleash.UnleashContext;\nUnleashContext c = UnleashContext.builder().build();',
      'int x = ;',
    ]);
    assert.deepEqual(errors.slice(0, 4), [null, null, null, null]);
    assert.match(errors[4] ?? '', /^line \d+: /);
  });
});

describe('rust', {skip: !hasCommand('rustfmt') && 'rustfmt is not installed'}, () => {
  it('parses files and statement fragments', () => {
    const errors = rustSyntaxErrors(['fn main() {}', 'let x = 1;\nprintln!("{}", x);', 'let x = ;']);
    assert.deepEqual(errors.slice(0, 2), [null, null]);
    assert.ok(errors[2]);
  });
});

describe('checkBlocks', () => {
  it('counts what it parsed, reports broken blocks and says why the rest was not checked', () => {
    const report = checkBlocks(
      [block('bash', 'echo ok'), block('bash', 'fi'), block('go', 'package main'), block('json', '{}')],
      {
        python: false,
        java: false,
        rust: false,
      },
    );
    assert.deepEqual(report.checked, {bash: 2, json: 1});
    assert.equal(report.findings.length, 1);
    assert.equal(report.findings[0].block.code, 'fi');
    assert.match(report.skipped.go.reason, /Go/);
  });
  it('reports a missing toolchain as skipped, not as a failure', () => {
    const report = checkBlocks([block('python', 'def (')], {python: false, java: true, rust: true});
    assert.equal(report.findings.length, 0);
    assert.equal(report.skipped.python.reason, 'python3 is not installed');
  });
});
