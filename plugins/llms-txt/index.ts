import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {markdownPath, mdxToMarkdown, sectionOf, toLlmsTxt, type IndexEntry} from './markdown';

type DocMeta = {permalink: string; source: string; title: string; description: string};
type DocsContent = {loadedVersions: {docs: DocMeta[]}[]};

/**
 * For AI assistants and tools: writes /llms.txt (every page with its description, by section),
 * /llms-full.txt (all pages as Markdown) and a Markdown twin of each page at `<path>.md`,
 * generated from the same sources as the site so they never drift.
 */
export default function llmsTxtPlugin(context: LoadContext): Plugin {
  let docs: DocMeta[] = [];
  return {
    name: 'unleash-llms-txt',
    allContentLoaded({allContent}) {
      const content = allContent['docusaurus-plugin-content-docs']?.default as DocsContent | undefined;
      docs = content?.loadedVersions.flatMap((v) => v.docs) ?? [];
    },
    async postBuild({outDir}) {
      const siteUrl = context.siteConfig.url;
      const entries: IndexEntry[] = [];
      const full: string[] = [];
      for (const doc of [...docs].sort((a, b) => a.permalink.localeCompare(b.permalink))) {
        const file = path.join(context.siteDir, doc.source.replace(/^@site\//, ''));
        const {markdown} = mdxToMarkdown(fs.readFileSync(file, 'utf8'), siteUrl);
        const target = path.join(outDir, markdownPath(doc.permalink));
        await fs.promises.mkdir(path.dirname(target), {recursive: true});
        await fs.promises.writeFile(target, markdown);
        entries.push({
          title: doc.title,
          description: doc.description,
          permalink: doc.permalink,
          section: sectionOf(doc.permalink),
        });
        full.push(`<!-- ${siteUrl}${doc.permalink} -->\n${markdown}`);
      }
      const order = [
        'Get started',
        'Tutorials',
        'How-to guides',
        'Understanding Unleash',
        'Best practices',
        'Reference',
        'Using Unleash',
        'Academy',
        'Contributing',
      ];
      entries.sort((a, b) => order.indexOf(a.section) - order.indexOf(b.section));
      await fs.promises.writeFile(
        path.join(outDir, 'llms.txt'),
        toLlmsTxt(context.siteConfig.title, context.siteConfig.tagline, siteUrl, entries),
      );
      await fs.promises.writeFile(path.join(outDir, 'llms-full.txt'), full.join('\n\n'));
      console.log(`[unleash-llms-txt] llms.txt, llms-full.txt and ${entries.length} Markdown pages`);
    },
  };
}
