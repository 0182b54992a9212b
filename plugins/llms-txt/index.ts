import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {markdownPath, mdxToMarkdown, sectionOf, toLlmsTxt, type IndexEntry} from './markdown';
import {
  isGeneratedApiPage,
  isGeneratedOperationPage,
  operationToMarkdown,
  readGeneratedPage,
  readPanelOperation,
  tagToMarkdown,
  type OperationLink,
} from './api';

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
      // Every docs instance: the documentation and the API reference.
      const instances = Object.values(allContent['docusaurus-plugin-content-docs'] ?? {}) as DocsContent[];
      docs = instances.flatMap((content) => content.loadedVersions.flatMap((v) => v.docs));
    },
    async postBuild({outDir}) {
      const siteUrl = context.siteConfig.url;
      const entries: IndexEntry[] = [];
      const full: string[] = [];
      const fileOf = (doc: DocMeta) => path.join(context.siteDir, doc.source.replace(/^@site\//, ''));
      // Generated API pages are written from their OpenAPI operation, tag pages list their operations.
      // An operation page's operation is the file the page generator wrote for its request panel.
      const generated = new Map(
        docs
          .filter((d) => isGeneratedApiPage(d.source))
          .map((d) => [
            d,
            {
              ...readGeneratedPage(fs.readFileSync(fileOf(d), 'utf8')),
              operation: isGeneratedOperationPage(d.source) ? readPanelOperation(outDir, d.permalink) : undefined,
            },
          ]),
      );
      const operations: OperationLink[] = [...generated].flatMap(([doc, page]) =>
        page.operation
          ? [
              {
                title: doc.title,
                permalink: doc.permalink,
                tags: page.operation.tags ?? [],
                method: page.operation.method,
                path: page.operation.path,
              },
            ]
          : [],
      );
      for (const doc of [...docs].sort((a, b) => a.permalink.localeCompare(b.permalink))) {
        const page = generated.get(doc);
        const markdown = !page
          ? mdxToMarkdown(fs.readFileSync(fileOf(doc), 'utf8'), siteUrl).markdown
          : page.operation
            ? operationToMarkdown(page.title, page.operation)
            : tagToMarkdown(page.title, page.description, operations, siteUrl);
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
