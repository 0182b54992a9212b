// cspell:ignore zzqq inlinks
import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {answerQuestion, findSection, markdownSections, markdownUrl, sentencesOf, unitsOf, type Answer} from '../answer';
import {buildIndexFile, loadEngine, type IndexFile, type SectionInput} from '../engine';

const s = (url: string, lvl1: string, text: string, lvl2: string | null = null, type = 'reference'): SectionInput => ({
  url,
  lvl0: 'Reference',
  lvl1,
  lvl2,
  lvl3: null,
  text,
  type,
  language: 'en',
  docusaurus_tag: 'docs-default-current',
});

const engine = loadEngine(
  JSON.parse(
    JSON.stringify(
      buildIndexFile([
        s(
          '/how-to/how-to-create-api-tokens',
          'Create API tokens',
          'Create a backend token in the admin settings.',
          null,
          'how-to',
        ),
        s(
          '/how-to/how-to-create-api-tokens#ui',
          'Create API tokens',
          'Open the API access page.',
          'Create a token in the admin UI',
          'how-to',
        ),
        s('/reference/api-tokens-and-client-keys', 'API tokens and client keys', 'Token types and formats.'),
        s('/reference/segments', 'Segments', 'A segment is a reusable list of constraints.'),
      ]),
    ),
  ) as IndexFile,
);

const twins: Record<string, string> = {
  '/how-to/how-to-create-api-tokens.md': [
    '# Create API tokens',
    '',
    'This guide shows how to create API tokens for SDKs and scripts.',
    '',
    '## Create a token in the admin UI',
    '',
    '> **Note**',
    '> You need the admin role.',
    '',
    '1. Go to **Admin settings** and open [API access](https://x/y).',
    '2. Select **New API token**, choose the token type and save.',
    '',
    '```shell',
    'curl -X POST create token',
    '```',
    '',
    '## Rotate a token',
    '',
    'Create the new token first. Then delete the old one.',
  ].join('\n'),
  '/reference/segments.md':
    '# Segments\n\nA segment is a reusable list of constraints, e.g. countries. Use it in many strategies.',
};
const readPage = (path: string) => Promise.resolve(twins[path] ?? null);

describe('sentences of the docs', () => {
  it('splits prose into sentences, not at "e.g." or inside version numbers', () => {
    assert.deepEqual(sentencesOf('Use v5.6.1 or later, e.g. the latest. It works. Really?'), [
      'Use v5.6.1 or later, e.g. the latest.',
      'It works.',
      'Really?',
    ]);
  });
  it('reads list items, table rows and paragraphs, without code, labels or table headers', () => {
    const units = unitsOf([
      '> **Note**',
      '> Admins only.',
      '',
      '- First item',
      '- Second item. With two sentences.',
      '',
      '| Variable | Default |',
      '| --- | --- |',
      '| `DATABASE_URL` | none |',
    ]);
    assert.deepEqual(
      units.map((u) => u.text),
      ['Admins only.', 'First item', 'Second item.', 'With two sentences.', 'DATABASE_URL — none'],
    );
  });
  it('finds the Markdown section of an index section by its headings, the H3 under its own H2', () => {
    const md = [
      'Intro.',
      '## Create',
      'A',
      '### In the admin UI',
      'first',
      '## Rotate',
      '### In the admin UI',
      'second',
    ].join('\n');
    const sections = markdownSections(md);
    const at = (lvl2: string | null, lvl3: string | null) =>
      findSection(sections, {...s('/x', 'X', ''), id: 0, extract: '', inlinks: 0, lvl2, lvl3})
        ?.lines.join(' ')
        .trim();
    assert.equal(at(null, null), 'Intro.');
    assert.equal(at('Rotate', 'In the admin UI'), 'second');
    assert.equal(at('Create', 'In the admin UI'), 'first');
    assert.equal(at('Missing', null), undefined);
  });
  it('names the Markdown twin of a page', () => {
    assert.equal(markdownUrl('/reference/segments'), '/reference/segments.md');
    assert.equal(markdownUrl('/'), '/index.md');
  });
});

const answered = (a: Answer): Extract<Answer, {kind: 'answer'}> => {
  if (a.kind !== 'answer') assert.fail(`not an answer: ${JSON.stringify(a)}`);
  return a;
};

describe('answerQuestion', () => {
  it('answers with sentences of the best sections, each citing the section it quotes', async () => {
    const a = answered(await answerQuestion(engine, 'How do I create an API token in the admin UI?', readPage));
    assert.equal(a.citations[0].section.url, '/how-to/how-to-create-api-tokens#ui');
    assert.ok(a.sentences.length >= 1 && a.sentences.length <= 4);
    for (const sentence of a.sentences) {
      const source = a.citations[sentence.citation - 1];
      const plain = sentence.html.replace(/<[^>]+>/g, '');
      const twin = twins[`${source.section.url.split('#')[0]}.md`] ?? source.section.extract;
      // Every sentence is a sentence of the section it cites (Markdown markup aside).
      assert.ok(twin.replace(/\*\*|\[|\]\([^)]*\)/g, '').includes(plain), `"${plain}" is not in ${source.section.url}`);
    }
    assert.ok(
      a.sentences.some((x) => /Select New API token/.test(x.html.replace(/<[^>]+>/g, ''))),
      `a step of the section: ${JSON.stringify(a.sentences)}`,
    );
    assert.ok(
      a.sentences.every((x) => !/curl/.test(x.html)),
      'no code',
    );
    assert.match(a.sentences.map((x) => x.html).join(' '), /<mark>/);
  });
  it('falls back to the index extract when the Markdown twin cannot be read', async () => {
    const a = answered(
      await answerQuestion(engine, 'What are the token types and formats?', () => Promise.resolve(null)),
    );
    assert.equal(a.citations[0].section.url, '/reference/api-tokens-and-client-keys');
    assert.match(a.sentences[0].html, /formats/);
  });
  it('says plainly when the docs do not cover the question', async () => {
    const a = await answerQuestion(engine, 'How do I feed my zzqq llama?', readPage);
    assert.equal(a.kind, 'not-covered');
  });
  it('reads the whole question, not only the 64 characters a search box takes', async () => {
    // The subject comes last, after 64 characters of a question about tokens.
    const question = 'Please help: how do I, if it is at all possible and if so then how, use a reusable segment?';
    assert.ok(question.indexOf('segment') > 70);
    assert.deepEqual(engine.search(question).analysis.words, ['h']);
    const a = answered(await answerQuestion(engine, question, readPage));
    assert.equal(a.citations[0].section.url, '/reference/segments');
  });
  it('returns nothing for an empty or all-question-words input', async () => {
    assert.equal((await answerQuestion(engine, '  ', readPage)).kind, 'empty');
    assert.equal((await answerQuestion(engine, 'how do I?', readPage)).kind, 'empty');
  });
  it('escapes hostile text from the question', async () => {
    const a = await answerQuestion(engine, '<img src=x onerror=alert(1)> segment constraints', readPage);
    assert.doesNotMatch(JSON.stringify(a), /<img/);
  });
});
