// cspell:ignore howoften howlong launchdarkly azuread embeddedproxy singlepageapps multivariate azureactivedirectory reazure projecthealth accessmatrix environmentvariables
import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {
  ABBREVIATIONS,
  OLD_NAMES,
  OPTION_WORDS,
  OTHER_PRODUCTS,
  TASK_WORDS,
  oldNamePhrases,
  phraseToken,
  phraseTokens,
  synonymTable,
  withCurrentNames,
} from '../vocabulary';

describe('the old names table', () => {
  it('gives every old name a current name that differs from it and a source', () => {
    for (const {old, current, source} of OLD_NAMES) {
      assert.match(old, /^[a-z0-9][a-z0-9 ]*[a-z0-9]$/, `"${old}": lower case words`);
      assert.ok(current.length > 0, `"${old}" has a current name`);
      assert.ok(!current.includes(old), `"${old}" is not its own current name`);
      assert.ok(source.length >= 8, `"${old}" says where the rename is recorded`);
    }
  });

  it('lists each old name once', () => {
    const olds = OLD_NAMES.map(({old}) => old);
    assert.deepEqual(olds, [...new Set(olds)]);
  });

  it('lists a "same as" source only after the entry it refers to', () => {
    OLD_NAMES.forEach(({source}, at) => {
      const referred = /^as "([^"]+)"$/.exec(source)?.[1];
      if (referred)
        assert.ok(
          OLD_NAMES.slice(0, at).some(({old}) => old === referred),
          `"${referred}" comes first`,
        );
    });
  });
});

describe('synonymTable', () => {
  const table = synonymTable();

  it('maps single-word old names, short forms and task words to their alternatives', () => {
    assert.deepEqual(table.toggle, ['flag']);
    assert.deepEqual(table.addon, ['integration']);
    assert.deepEqual(table.k8s, [...ABBREVIATIONS.k8s]);
    assert.deepEqual(table.rollback, [...TASK_WORDS.rollback]);
  });

  it("maps a phrase's token to the current name and the phrase itself", () => {
    assert.deepEqual(table.azuread, ['entra', 'azure ad']);
    assert.deepEqual(table.embeddedproxy, ['frontend api', 'embedded proxy']);
  });

  it("maps readers' phrases for a kind of thing to the docs' words", () => {
    assert.deepEqual(table.singlepageapps, ['client-side', 'frontend', 'browser', 'single page apps']);
    assert.deepEqual(table.multivariate, ['variants']);
    // A server's settings, not the Unleash environments a flag is enabled in.
    assert.deepEqual(table.environmentvariables, ['configuration', 'variables', 'environment variables']);
  });

  it('never lists a word as its own alternative', () => {
    for (const [word, alternatives] of Object.entries(table)) assert.ok(!alternatives.includes(word), word);
  });
});

describe('old-name phrases', () => {
  const rewrite = (text: string) => oldNamePhrases().reduce((t, [pattern, token]) => t.replace(pattern, token), text);

  it('rewrites a multi-word old name to its token, with spaces or hyphens', () => {
    assert.equal(rewrite('sso with azure ad groups'), 'sso with azuread groups');
    assert.equal(rewrite('embedded-proxy setup'), 'embeddedproxy setup');
  });

  it('rewrites the longest phrase first', () => {
    assert.equal(rewrite('azure active directory'), 'azureactivedirectory');
    assert.equal(rewrite('working with single-page apps'), 'working with singlepageapps');
  });

  it('leaves words that only contain a phrase alone', () => {
    assert.equal(rewrite('reazure adding'), 'reazure adding');
  });

  it('has one token per multi-word old name', () => {
    assert.equal(phraseToken('project health'), 'projecthealth');
    assert.ok(phraseTokens().has('accessmatrix'));
    assert.ok(!phraseTokens().has('toggle'));
  });
});

describe('withCurrentNames', () => {
  it('replaces single-word old names by their current ones', () => {
    assert.equal(withCurrentNames('create a feature toggle'), 'create a feature flag');
    assert.equal(withCurrentNames('feature flags'), 'feature flags');
  });
});

describe('other products and option words', () => {
  const table = synonymTable();
  it("maps another product's name to the words of the migration guide", () => {
    for (const name of OTHER_PRODUCTS) {
      assert.match(name, /^[a-z]+$/, `"${name}": one lower-case word`);
      assert.deepEqual(table[name], ['vendor', 'migration']);
    }
  });
  it("maps the words of an option's effect to the words of its name, phrases as one token", () => {
    assert.ok(table.stop.includes('disable'));
    assert.deepEqual(table.howoften, [...OPTION_WORDS['how often']]);
    assert.ok(phraseTokens().has('howlong'));
    assert.ok(
      oldNamePhrases().some(
        ([pattern, token]) =>
          token === 'howoften' && 'how often does it poll'.replace(pattern, token) === 'howoften does it poll',
      ),
    );
  });
});
