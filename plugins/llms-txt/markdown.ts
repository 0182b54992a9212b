/**
 * Turns an MDX page into plain Markdown for AI assistants and the "Copy page as Markdown" action:
 * front matter becomes a title and a summary line, imports and JSX components go, admonitions
 * become block quotes, heading ids are dropped. Code blocks are kept as they are.
 */
import matter from 'gray-matter';
import {PRODUCTS} from '../../src/data/versions';
import {substituteVersionTokens} from '../../src/data/version-tokens';
import {describeAgainst, describeDate, parseVersionRecord} from '../../src/data/version-record';

export type PageInfo = {title: string; description: string; permalink: string};

export function mdxToMarkdown(source: string, siteUrl: string): {markdown: string; info: Omit<PageInfo, 'permalink'>} {
  const {data, content: raw} = matter(source);
  const content = substituteVersionTokens(raw, PRODUCTS, String(data.title ?? 'a page'));
  const title = String(data.title ?? '');
  const description = String(data.description ?? '');
  const out: string[] = [];
  let fence: string | null = null;
  for (const line of content.split('\n')) {
    const fenceMatch = /^\s*(`{3,}|~{3,})/.exec(line);
    if (fence) {
      out.push(line);
      if (fenceMatch && fenceMatch[1][0] === fence[0] && fenceMatch[1].length >= fence.length) fence = null;
      continue;
    }
    if (fenceMatch) {
      fence = fenceMatch[1];
      // Keep the language, drop our test and title attributes.
      out.push(line.replace(/^(\s*[`~]{3,}[\w+-]*).*$/, '$1'));
      continue;
    }
    if (/^(import|export)\s/.test(line)) continue;
    if (/^\s*<\/?[A-Z][\w.]*[^>]*\/?>\s*$/.test(line)) continue;
    const admonition = /^:::(\w+)\s*(.*)$/.exec(line);
    if (admonition) {
      out.push(`> **${admonition[2] || admonition[1][0].toUpperCase() + admonition[1].slice(1)}**`);
      continue;
    }
    if (/^:::\s*$/.test(line)) {
      out.push('');
      continue;
    }
    out.push(
      line
        .replace(/\s*\{#[\w-]+\}\s*$/, '')
        .replace(/\]\((\/[^)\s]*)\)/g, (_m, href: string) => `](${siteUrl}${href})`)
        .replace(/\{\/\*.*?\*\/\}/g, ''),
    );
  }
  const body = out
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  const {record} = parseVersionRecord(data.checked, PRODUCTS);
  const checked = record
    ? `\n\n_Checked against ${describeAgainst(record, PRODUCTS)} on ${describeDate(record.date)}._`
    : '';
  return {markdown: `# ${title}\n\n> ${description}\n\n${body}${checked}\n`, info: {title, description}};
}

export type IndexEntry = PageInfo & {section: string};

/** llms.txt: the site, then every page with its one-line description, grouped by section. */
export function toLlmsTxt(siteTitle: string, tagline: string, siteUrl: string, entries: IndexEntry[]): string {
  const sections = new Map<string, IndexEntry[]>();
  for (const e of entries) sections.set(e.section, [...(sections.get(e.section) ?? []), e]);
  const lines = [
    `# ${siteTitle}`,
    '',
    `> ${tagline}. Every page is also available as Markdown at its URL with ".md" appended.`,
    '',
  ];
  for (const [section, list] of sections) {
    lines.push(`## ${section}`, '');
    for (const e of list) lines.push(`- [${e.title}](${siteUrl}${markdownPath(e.permalink)}): ${e.description}`);
    lines.push('');
  }
  return lines.join('\n');
}

/** Where a page's Markdown twin lives: /x/y → /x/y.md, / → /index.md. */
export function markdownPath(permalink: string): string {
  return permalink === '/' ? '/index.md' : `${permalink.replace(/\/$/, '')}.md`;
}

export function sectionOf(permalink: string): string {
  const first = permalink.split('/')[1] ?? '';
  const names: Record<string, string> = {
    '': 'Get started',
    'feature-flag-tutorials': 'Tutorials',
    'how-to': 'How-to guides',
    'understanding-unleash': 'Understanding Unleash',
    topics: 'Best practices',
    reference: 'Reference',
    'using-unleash': 'Using Unleash',
    contributing: 'Contributing',
    'unleash-academy': 'Academy',
  };
  return names[first] ?? 'Get started';
}
