import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {hasVersionTokens, substituteVersionTokens, substituteVersionTokensInFile} from '../version-tokens';

const table = {'unleash-edge': {version: '20.4.1'}, 'sdk-go': {version: '5.1.0'}};

describe('substituteVersionTokens', () => {
  it('puts in the full version, the minor or the major', () => {
    const text = 'docker run unleashorg/unleash-edge:v%%version:unleash-edge%% (Edge %%minor:unleash-edge%%)';
    assert.equal(substituteVersionTokens(text, table, 'x'), 'docker run unleashorg/unleash-edge:v20.4.1 (Edge 20.4)');
    assert.equal(
      substituteVersionTokens('go get github.com/Unleash/unleash-go-sdk/v%%major:sdk-go%%', table, 'x'),
      'go get github.com/Unleash/unleash-go-sdk/v5',
    );
  });
  it('fails naming the place and the token when the product is unknown', () => {
    assert.throws(
      () => substituteVersionTokens('pip install x==%%version:sdk-unknown%%', table, 'docs/a.mdx:12'),
      /^Error: docs\/a.mdx:12: %%version:sdk-unknown%% names no product of src\/data\/versions.ts$/,
    );
  });
  it('leaves text without tokens alone, and says whether a text has any', () => {
    assert.equal(substituteVersionTokens('100%% sure', table, 'x'), '100%% sure');
    assert.equal(hasVersionTokens('100%% sure'), false);
    assert.equal(hasVersionTokens('v%%major:sdk-go%%'), true);
    assert.equal(hasVersionTokens('v%%major:sdk-go%%'), true, 'no state kept between calls');
  });
});

describe('substituteVersionTokensInFile', () => {
  it('replaces tokens in prose and code alike, before anything parses the colon as a directive', () => {
    const file =
      'Install version %%major:sdk-go%% of the SDK:\n\n```bash\ngo get github.com/Unleash/unleash-go-sdk/v%%major:sdk-go%%\n```';
    assert.equal(
      substituteVersionTokensInFile(file, table, 'docs/go.mdx'),
      'Install version 5 of the SDK:\n\n```bash\ngo get github.com/Unleash/unleash-go-sdk/v5\n```',
    );
  });
  it('names the line of an unknown token in the file', () => {
    assert.throws(
      () => substituteVersionTokensInFile('a\nb\nv%%version:nope%%', table, 'docs/x.mdx'),
      /^Error: docs\/x\.mdx:3: %%version:nope%%/,
    );
  });
});
