import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {answerQuestion, questionToQuery} from '../answer';
import {buildIndexFile, loadEngine, type SectionInput} from '../engine';

const s = (url: string, lvl1: string, text: string, lvl2: string | null = null): SectionInput => ({
  url,
  lvl0: 'Reference',
  lvl1,
  lvl2,
  lvl3: null,
  text,
  type: 'reference',
  language: 'en',
  docusaurus_tag: 'docs-default-current',
});

const engine = loadEngine(
  buildIndexFile([
    s('/how-to/how-to-create-api-tokens', 'How to create API tokens', 'Create a backend token in the admin settings.'),
    s(
      '/how-to/how-to-create-api-tokens#frontend',
      'How to create API tokens',
      'Frontend tokens for browsers.',
      'Frontend tokens',
    ),
    s('/how-to/how-to-create-api-tokens#rotate', 'How to create API tokens', 'Rotate a token safely.', 'Rotate'),
    s('/reference/api-tokens-and-client-keys', 'API tokens and client keys', 'Token types and formats.'),
    s('/reference/segments', 'Segments', 'Reusable constraints.'),
  ]),
);

describe('answerQuestion', () => {
  it('drops question words', () => {
    assert.equal(questionToQuery('How do I create an API token?'), 'create api token');
  });
  it('returns the best passages, at most two per page', () => {
    const passages = answerQuestion(engine, 'How do I create an API token?');
    assert.ok(passages.length >= 2);
    assert.equal(passages[0].section.url.split('#')[0], '/how-to/how-to-create-api-tokens');
    assert.ok(passages.filter((p) => p.section.url.startsWith('/how-to/how-to-create-api-tokens')).length <= 2);
    assert.match(passages[0].titleHtml, /<mark>/);
  });
  it('returns nothing for an empty or all-question-words input', () => {
    assert.deepEqual(answerQuestion(engine, '  '), []);
    assert.deepEqual(answerQuestion(engine, 'how do I?'), []);
  });
});
