import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {isSafeHref, parseInline, parseMarkdown} from '../markdown';

describe('the description Markdown subset', () => {
  it('reads code, bold, emphasis and links', () => {
    assert.deepEqual(
      parseInline('Needs `ADMIN` and **care**, see [tokens](/reference/api-tokens-and-client-keys) *now*'),
      [
        {kind: 'text', text: 'Needs '},
        {kind: 'code', text: 'ADMIN'},
        {kind: 'text', text: ' and '},
        {kind: 'strong', text: 'care'},
        {kind: 'text', text: ', see '},
        {kind: 'link', text: 'tokens', href: '/reference/api-tokens-and-client-keys'},
        {kind: 'text', text: ' '},
        {kind: 'em', text: 'now'},
      ],
    );
  });

  it('keeps HTML as text and drops links a reader should not follow', () => {
    assert.deepEqual(parseInline('<img src=x onerror=alert(1)>'), [
      {kind: 'text', text: '<img src=x onerror=alert(1)>'},
    ]);
    assert.deepEqual(parseInline('[click](javascript:void0)'), [{kind: 'text', text: 'click'}]);
    assert.equal(isSafeHref('//evil.example'), false);
    assert.equal(isSafeHref('https://docs.getunleash.io'), true);
    assert.equal(isSafeHref('#responses'), true);
  });

  it('splits paragraphs and lists', () => {
    assert.deepEqual(parseMarkdown('First line\ncontinues.\n\n- one\n- `two`'), [
      {kind: 'paragraph', inlines: [{kind: 'text', text: 'First line continues.'}]},
      {kind: 'list', items: [[{kind: 'text', text: 'one'}], [{kind: 'code', text: 'two'}]]},
    ]);
    assert.deepEqual(parseMarkdown(undefined), []);
    assert.deepEqual(parseMarkdown('  \n'), []);
  });
});
