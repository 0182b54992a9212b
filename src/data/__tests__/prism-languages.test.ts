import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {Prism} from 'prism-react-renderer';
import {loadComponent, registerLazily} from '../prism-languages';

const loadFromPrism = (loaded: string[]) => (language: string) => {
  loaded.push(language);
  loadComponent(Prism, language);
};

describe('Prism languages registered on first use', () => {
  const loaded: string[] = [];
  const languages = Prism.languages as unknown as Record<string, unknown>;
  registerLazily(languages, ['bash', 'java', 'csharp', 'php', 'ruby', 'json'], loadFromPrism(loaded));

  it('loads nothing at registration, and hides the languages from walks over the grammars', () => {
    assert.deepEqual(loaded, []);
    assert.ok(!Object.keys(languages).includes('java'));
    assert.ok('java' in languages, 'a code block can still ask whether the language exists');
  });

  it("keeps a language Prism already has (json) as Prism's own", () => {
    assert.ok(Object.keys(languages).includes('json'));
    assert.ok(!Object.getOwnPropertyDescriptor(languages, 'json')?.get);
  });

  it('loads a language when a code block first reads it, and highlights with it', () => {
    const tokens = Prism.tokenize('public class Flags { }', Prism.languages.java);
    assert.deepEqual(loaded, ['java']);
    const keywords = tokens
      .filter((t) => typeof t !== 'string' && t.type === 'keyword')
      .map((t) => String((t as {content: unknown}).content));
    assert.deepEqual(keywords, ['public', 'class']);
    assert.ok(Object.keys(languages).includes('java'), 'a real language now');
  });

  it('loads a language through any of its aliases, once', () => {
    assert.ok(Prism.languages.sh);
    assert.equal(Prism.languages.shell, Prism.languages.bash);
    assert.equal(Prism.languages.cs, Prism.languages.csharp);
    assert.equal(Prism.languages.dotnet, Prism.languages.csharp);
    assert.deepEqual(loaded, ['java', 'bash', 'csharp']);
  });

  it('loads what a language depends on (php needs markup-templating)', () => {
    const tokens = Prism.tokenize('<?php echo "on"; ?>', Prism.languages.php);
    assert.ok(tokens.length > 0);
    assert.ok(Prism.languages['markup-templating']);
  });
});
