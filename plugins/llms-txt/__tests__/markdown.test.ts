import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {markdownPath, mdxToMarkdown, sectionOf, toLlmsTxt} from '../markdown';
import {PRODUCTS} from '../../../src/data/versions';

describe('mdxToMarkdown', () => {
  const source = [
    '---',
    'title: Segments',
    'description: Reusable constraints.',
    '---',
    '',
    "import DocCardList from '@theme/DocCardList';",
    '',
    '## Create {#create}',
    '',
    ':::note Availability',
    'Open source.',
    ':::',
    '',
    'See [projects](/reference/projects).',
    '',
    '```bash title="x" test="a"',
    'import not-a-statement',
    '```',
    '',
    '<DocCardList />',
  ].join('\n');
  const {markdown, info} = mdxToMarkdown(source, 'https://docs.example.com');
  it('puts the title and description first', () => {
    assert.match(markdown, /^# Segments\n\n> Reusable constraints\.\n/);
    assert.deepEqual(info, {title: 'Segments', description: 'Reusable constraints.'});
  });
  it('drops imports, components and heading ids, and keeps code as it is', () => {
    assert.doesNotMatch(markdown, /DocCardList|\{#create\}/);
    assert.match(markdown, /## Create\n/);
    assert.match(markdown, /```bash\nimport not-a-statement\n```/);
  });
  it('turns admonitions into quotes and site links into absolute URLs', () => {
    assert.match(markdown, /> \*\*Availability\*\*/);
    assert.match(markdown, /\[projects\]\(https:\/\/docs\.example\.com\/reference\/projects\)/);
  });
});

describe('mdxToMarkdown and versions', () => {
  it('puts in version tokens and ends with what the page was checked against', () => {
    const source = [
      '---',
      'title: Edge',
      'description: Runs Edge.',
      'checked:',
      '  date: 2026-11-20',
      '  against:',
      `    unleash-edge: ${PRODUCTS['unleash-edge'].version}`,
      '---',
      '',
      '```bash',
      'docker run unleashorg/unleash-edge:v%%version:unleash-edge%%',
      '```',
    ].join('\n');
    const {markdown} = mdxToMarkdown(source, 'https://docs.example.com');
    assert.ok(markdown.includes(`unleashorg/unleash-edge:v${PRODUCTS['unleash-edge'].version}\n`));
    assert.ok(
      markdown
        .trimEnd()
        .endsWith(`_Checked against Unleash Edge ${PRODUCTS['unleash-edge'].version} on 20 November 2026._`),
    );
  });
});

describe('llms.txt helpers', () => {
  it('maps pages to Markdown twins and sections', () => {
    assert.equal(markdownPath('/'), '/index.md');
    assert.equal(markdownPath('/how-to/sso'), '/how-to/sso.md');
    assert.equal(sectionOf('/reference/segments'), 'Reference');
    assert.equal(sectionOf('/quickstart'), 'Get started');
  });
  it('lists pages by section with their description', () => {
    const text = toLlmsTxt('Docs', 'Tagline', 'https://d.io', [
      {title: 'Segments', description: 'Reusable constraints.', permalink: '/reference/segments', section: 'Reference'},
    ]);
    assert.match(text, /^# Docs\n\n> Tagline\./);
    assert.match(
      text,
      /## Reference\n\n- \[Segments\]\(https:\/\/d\.io\/reference\/segments\.md\): Reusable constraints\./,
    );
  });
});
