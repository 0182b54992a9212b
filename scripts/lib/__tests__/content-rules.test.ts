import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {
  checkLinks,
  checkPage,
  countProseWords,
  docPathToUrl,
  internalLinksOf,
  lifecycleNoteProblems,
  minWordsFor,
  parsePage,
} from '../content-rules';

const words = (n: number) => Array.from({length: n}, (_, i) => `word${i}`).join(' ');
const page = (relPath: string, frontMatter: string, body: string) =>
  parsePage({relPath, raw: `---\n${frontMatter}\n---\n\n${body}\n`});
const goodFm =
  'title: Segments\ndescription: A segment is a reusable list of constraints that many strategies can share at once.\n' +
  'checked:\n  date: 2026-11-20\n  against:\n    unleash: 8.2.0';
const versions = {
  unleash: {name: 'Unleash', version: '8.2.4'},
  'unleash-edge': {name: 'Unleash Edge', version: '20.4.1'},
};
const today = new Date('2026-11-26T12:00:00Z');

describe('docPathToUrl', () => {
  it('maps files and index pages to URLs without trailing slashes', () => {
    assert.equal(docPathToUrl('index.mdx'), '/');
    assert.equal(docPathToUrl('how-to/index.mdx'), '/how-to');
    assert.equal(docPathToUrl('how-to/sso.mdx'), '/how-to/sso');
    assert.equal(docPathToUrl('a/b.md'), '/a/b');
  });
  it('honours absolute and relative slugs', () => {
    assert.equal(docPathToUrl('index.mdx', '/'), '/');
    assert.equal(
      docPathToUrl('go/examples.mdx', '/feature-flag-tutorials/golang/examples'),
      '/feature-flag-tutorials/golang/examples',
    );
    assert.equal(docPathToUrl('a/b.mdx', 'c'), '/a/c');
  });
});

describe('checkPage', () => {
  it('accepts a complete page', () => {
    assert.deepEqual(
      checkPage(page('reference/segments.mdx', goodFm, `Intro.\n\n## Usage {#usage}\n\n${words(700)}`)),
      [],
    );
  });
  it('names the file and the field when front matter is missing or malformed', () => {
    const findings = checkPage(page('x.mdx', 'title: 42\ndescription: short', words(200)));
    assert.deepEqual(
      findings.map((f) => [f.file, f.rule, f.message.split(' ').slice(0, 2).join(' ')]),
      [
        ['docs/x.mdx', 'front-matter', 'field "title"'],
        ['docs/x.mdx', 'front-matter', 'field "description"'],
      ],
    );
  });
  it('names the keyword that YAML reads as something other than a string', () => {
    const findings = checkPage(
      page('reference/segments.mdx', `${goodFm}\nkeywords: [api, null, "undefined", 12]`, words(700)),
    );
    assert.deepEqual(
      findings.map((f) => [f.rule, f.message.split(' ').slice(0, 2).join(' ')]),
      [
        ['front-matter', 'field "keywords[1]"'],
        ['front-matter', 'field "keywords[3]"'],
      ],
    );
  });
  it('reports front matter that is not valid YAML as a finding naming the file, instead of crashing', () => {
    const bad = parsePage({
      relPath: 'how-to/x.mdx',
      raw: '---\ntitle: X\ndescription: Set it up: then run it.\n---\n\nBody.\n',
    });
    const findings = checkPage(bad);
    assert.equal(findings.length, 1);
    assert.equal(findings[0].file, 'docs/how-to/x.mdx');
    assert.equal(findings[0].rule, 'front-matter');
    assert.match(
      findings[0].message,
      /^front matter is not valid YAML \(line 2 of the front matter\): .*quote a value that contains a colon$/,
    );
  });
  it('rejects an H1 in the body, placeholders and short pages', () => {
    const findings = checkPage(page('how-to/x.mdx', goodFm, `# Another title\n\nThis is coming soon.\n\n${words(50)}`));
    assert.deepEqual(findings.map((f) => f.rule).sort(), ['min-words', 'no-placeholder', 'one-h1']);
  });
  it('ignores headings and placeholders inside code blocks', () => {
    const body = `${words(130)}\n\n\`\`\`bash\n# a shell comment, TODO later\n\`\`\``;
    assert.deepEqual(checkPage(page('misc.mdx', goodFm, body)), []);
  });
  it('exempts landing pages that list their children', () => {
    const body = `import DocCardList from '@theme/DocCardList';\n\nShort intro.\n\n<DocCardList />`;
    assert.deepEqual(checkPage(page('how-to/sso.mdx', goodFm, body)), []);
  });
});

describe('version record', () => {
  const body = `Intro.\n\n## Usage {#usage}\n\n${words(700)}`;
  const noRecord =
    'title: Segments\ndescription: A segment is a reusable list of constraints that many strategies can share at once.';
  const check = (fm: string, relPath = 'reference/segments.mdx') =>
    checkPage(page(relPath, fm, body), {versions, today}).map((f) => `${f.rule}: ${f.message}`);

  it('accepts a current record, whatever its patch release', () => {
    assert.deepEqual(check(goodFm), []);
  });
  it('requires the record in the families that describe product behaviour, not elsewhere', () => {
    assert.deepEqual(check(noRecord), ['version-record: field "checked" is missing']);
    assert.deepEqual(check(noRecord, 'how-to/sso-setup.mdx'), ['version-record: field "checked" is missing']);
    assert.deepEqual(check(noRecord, 'use-cases.mdx'), []);
  });
  it('lists the page for re-checking when the table moved to a newer minor or major', () => {
    const stale = `${noRecord}\nchecked:\n  date: 2026-01-10\n  against:\n    unleash: 8.1.2\n    unleash-edge: 19.15.1`;
    assert.deepEqual(check(stale), [
      'version-record: checked against Unleash 8.1.2, but the docs describe 8.2.4: re-check the page, then update "checked.against.unleash" and "checked.date"',
      'version-record: checked against Unleash Edge 19.15.1, but the docs describe 20.4.1: re-check the page, then update "checked.against.unleash-edge" and "checked.date"',
    ]);
  });
  it('names the field when the record is malformed', () => {
    const bad = `${noRecord}\nchecked:\n  date: 26/11/2026\n  against:\n    unleash: '8.2'\n    unleash-server: 8.2.0`;
    assert.deepEqual(check(bad), [
      'version-record: field "checked.date" must be a date written YYYY-MM-DD',
      'version-record: field "checked.against.unleash" must be a full version such as 1.2.3, got 8.2',
      'version-record: field "checked.against.unleash-server": "unleash-server" is not a product of src/data/versions.ts',
    ]);
    assert.deepEqual(check(`${noRecord}\nchecked: yes`), [
      'version-record: field "checked" must be a map with "date" and "against"',
    ]);
  });
});

describe('experimental and deprecated notes', () => {
  const flags = new Map([
    ['regexConstraintOperator', 'UNLEASH_EXPERIMENTAL_REGEX_CONSTRAINT_OPERATOR'],
    ['anonymiseEventLog', ''],
  ]);
  it('accepts flags the server defines, with the variable it reads', () => {
    const body =
      '<Experimental flag="regexConstraintOperator" env="UNLEASH_EXPERIMENTAL_REGEX_CONSTRAINT_OPERATOR" />\n' +
      '<Experimental flag="anonymiseEventLog" />\n<Deprecated since="Unleash 6.0">Use X.</Deprecated>';
    assert.deepEqual(lifecycleNoteProblems(body, flags), []);
  });
  it('rejects unknown flags, wrong variables, and deprecations without a date or a replacement', () => {
    const body = [
      '<Experimental flag="regexOperator" />',
      '<Experimental flag="regexConstraintOperator" env="UNLEASH_REGEX" />',
      '<Experimental />',
      '<Deprecated>Use X.</Deprecated>',
      '<Deprecated since="Unleash 6.0" />',
      '```mdx\n<Experimental flag="inside-a-code-block" />\n```',
    ].join('\n');
    assert.deepEqual(lifecycleNoteProblems(body, flags), [
      'line 1: <Experimental flag="regexOperator">: unleash-server defines no such flag',
      'line 2: <Experimental flag="regexConstraintOperator"> needs env="UNLEASH_EXPERIMENTAL_REGEX_CONSTRAINT_OPERATOR", the variable the server reads',
      'line 3: <Experimental> needs flag="<name of the flag that turns it on>"',
      'line 4: <Deprecated> needs since="<product and version>"',
      'line 5: <Deprecated> must wrap what replaces the feature: <Deprecated since="…">Use …</Deprecated>',
    ]);
  });
});

describe('tutorial code blocks', () => {
  const code = (lang: string) => `\n\n\`\`\`${lang}\nx\n\`\`\`\n`;
  it('asks tutorials for at least three code blocks with a language', () => {
    const short = page('feature-flag-tutorials/go/index.mdx', goodFm, `${words(1300)}${code('go')}${code('')}`);
    assert.deepEqual(
      checkPage(short).map((f) => f.rule),
      ['tutorial-code'],
    );
    const ok = page(
      'feature-flag-tutorials/go/index.mdx',
      goodFm,
      `${words(1300)}${code('go')}${code('bash')}${code('json')}`,
    );
    assert.deepEqual(checkPage(ok), []);
  });
});

describe('countProseWords and minWordsFor', () => {
  it('counts prose, not code, imports or tags', () => {
    assert.equal(
      countProseWords("import X from 'y';\n\nOne two three.\n\n```js\nconst a = 1;\n```\n\n<Tabs>four</Tabs>"),
      4,
    );
  });
  it('applies the most specific family minimum', () => {
    assert.equal(minWordsFor('/reference/sdks/node'), 800);
    assert.equal(minWordsFor('/reference/segments'), 600);
    assert.equal(minWordsFor('/feature-flag-tutorials/react/examples'), 800);
    assert.equal(minWordsFor('/feature-flag-tutorials/react'), 1200);
    assert.equal(minWordsFor('/topics/feature-flags/feature-flag-best-practices'), 1500);
    assert.equal(minWordsFor('/something-else'), 120);
  });
});

describe('links', () => {
  it('finds markdown and JSX links outside code', () => {
    assert.deepEqual(internalLinksOf('[a](/x) <Link to="/y">y</Link>\n```\n[b](/z)\n```'), ['/x', '/y']);
  });
  it('reports links to pages that do not exist, ignoring anchors and queries', () => {
    const pages = [page('a.mdx', goodFm, '[ok](/b#part) [bad](/nope?x=1)'), page('b.mdx', goodFm, 'x')];
    const findings = checkLinks(pages, () => false);
    assert.deepEqual(
      findings.map((f) => f.message),
      ['links to /nope?x=1, which is not a page'],
    );
  });
});
