import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import matter from 'gray-matter';
import {isBadgeUrl, transformMarkdown, type PageSpec} from '../transform';

const page: PageSpec = {
  repo: 'Unleash/unleash-node-sdk',
  ref: 'v6.1.0',
  path: 'README.md',
  title: 'Node.js SDK',
  slug: '/reference/sdks/node',
  sidebarLabel: 'Node.js',
  sidebarPosition: 1,
  description: 'Use the Node.js SDK to evaluate flags on the server.',
};

const README = `# Unleash Node SDK

[![npm](https://img.shields.io/npm/v/unleash-client.svg)](https://www.npmjs.com/package/unleash-client) [![Coverage](https://coveralls.io/repos/badge.svg)](https://coveralls.io)

The official Node.js SDK for Unleash. It evaluates flags locally from a cached configuration.

<!-- a maintainer note -->

## Install {#not-an-id}

Read the [contributing guide](./CONTRIBUTING.md), the [docs folder](docs/setup.md#options) and [the site](https://www.getunleash.io).

![Architecture](./img/arch.png)

Values like {name} and <br> tags and a <details><summary>raw</summary>HTML</details> block must not break MDX.

\`\`\`js
const {initialize} = require('unleash-client');
const value = {a: 1}; // braces stay in code
\`\`\`

## Install

Twice the same heading.
`;

describe('turning a README into a page', () => {
  const out = transformMarkdown(README, page);
  const {data, content} = matter(out.markdown);

  it('writes our front matter: title, slug, sidebar place, description and an edit link to the file', () => {
    assert.equal(data.title, 'Node.js SDK');
    assert.equal(data.slug, '/reference/sdks/node');
    assert.equal(data.sidebar_label, 'Node.js');
    assert.equal(data.sidebar_position, 1);
    assert.equal(data.description, page.description);
    assert.match(
      String(data.custom_edit_url),
      /github\.com\/Unleash\/unleash-node-sdk\/(blob|edit)\/v6\.1\.0\/README\.md/,
    );
  });

  it('drops the duplicate H1 and the badges, keeps other images', () => {
    assert.doesNotMatch(content, /^# Unleash Node SDK/m);
    assert.doesNotMatch(content, /shields\.io|coveralls/);
    assert.match(
      content,
      /!\[Architecture\]\(https:\/\/raw\.githubusercontent\.com\/Unleash\/unleash-node-sdk\/v6\.1\.0\/img\/arch\.png\)/,
    );
    assert.equal(isBadgeUrl('https://img.shields.io/npm/v/x.svg'), true);
    assert.equal(isBadgeUrl('https://example.com/diagram.png'), false);
  });

  it('rewrites relative links to the repository at the pinned ref and keeps absolute ones', () => {
    assert.match(content, /\(https:\/\/github\.com\/Unleash\/unleash-node-sdk\/blob\/v6\.1\.0\/CONTRIBUTING\.md\)/);
    assert.match(
      content,
      /\(https:\/\/github\.com\/Unleash\/unleash-node-sdk\/blob\/v6\.1\.0\/docs\/setup\.md#options\)/,
    );
    assert.match(content, /\(https:\/\/www\.getunleash\.io\)/);
  });

  it('keeps links between sourced files on the site', () => {
    const withSiteLinks = transformMarkdown(
      'Some words here for the page.\n\nSee [the CLI](docs/CLI.md).',
      {...page, repo: 'Unleash/unleash-edge'},
      {
        siteLinks: new Map([['Unleash/unleash-edge/docs/CLI.md', '/reference/unleash-edge/cli']]),
      },
    );
    assert.match(withSiteLinks.markdown, /\[the CLI\]\(\/reference\/unleash-edge\/cli\)/);
  });

  it('gives repeated headings distinct ids and keeps code untouched', () => {
    const ids = [...content.matchAll(/^## Install.*\{#([\w-]+)\}$/gm)].map((m) => m[1]);
    assert.equal(ids.length, 2);
    assert.notEqual(ids[0], ids[1]);
    assert.match(content, /const value = \{a: 1\}; \/\/ braces stay in code/);
  });

  it('drops HTML comments and is compiled as plain Markdown, so braces and raw HTML cannot break the build', async () => {
    assert.doesNotMatch(content, /a maintainer note/);
    assert.equal(data.format, 'md');
    const {compile} = await import('@mdx-js/mdx');
    await assert.doesNotReject(compile(content, {format: 'md'}));
    assert.ok(out.words > 20);
  });
});
