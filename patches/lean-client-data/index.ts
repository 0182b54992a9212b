import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {preconditionProblems, splitVersionDocs, trimGlobalData} from './transforms';

/** Our module of the doc cards' loaders (src/data/card-docs-loaders.ts), empty until replaced here. */
export const CARD_DOCS_LOADERS = /[\\/]src[\\/]data[\\/]card-docs-loaders\.ts$/;

/**
 * Keeps per-page data that the browser never reads out of the main bundle (see transforms.ts):
 * the docs list of the global data, and the docs of each docs version's props (moved to a file
 * that the doc cards load, see src/theme/DocCardList), swapped in both bundles so that hydration
 * sees what the server rendered. (The module paths of the route registry are stripped by patches/route-shards,
 * which owns the browser's registry.) Production builds only: the dev server regenerates these
 * files as content changes.
 */
export default function leanClientDataPlugin(context: LoadContext): Plugin {
  const generated = context.generatedFilesDir;
  return {
    name: 'unleash-lean-client-data',
    configureWebpack(config, _isServer, utils) {
      // The dev server keeps the docs in the version props; the doc cards read them there.
      if (config.mode !== 'production') return {};
      const leanDir = path.join(generated, 'lean-version-props');
      fs.mkdirSync(leanDir, {recursive: true});
      // Docusaurus has written its generated files by the time it configures the bundler.
      const globalData = path.join(generated, 'lean-globalData.json');
      const source = JSON.parse(fs.readFileSync(path.join(generated, 'globalData.json'), 'utf8')) as Record<
        string,
        unknown
      >;
      const navbar = (context.siteConfig.themeConfig as {navbar?: {items?: Parameters<typeof preconditionProblems>[1]}})
        .navbar;
      const problems = preconditionProblems(source, navbar?.items ?? []);
      if (problems.length > 0) throw new Error(problems.join('\n'));
      fs.writeFileSync(globalData, JSON.stringify(trimGlobalData(source)));
      const {NormalModuleReplacementPlugin} = utils.currentBundler.instance;
      const plugins = [new NormalModuleReplacementPlugin(/^@generated\/globalData$/, globalData)];
      // The props of each docs version (docs/<instance>/p/<name>.json, imported by the registry)
      // without their docs, which go to a file of their own for the doc cards.
      const docsDir = path.join(generated, 'docusaurus-plugin-content-docs');
      const cardDocs: string[] = [];
      for (const instance of fs.existsSync(docsDir) ? fs.readdirSync(docsDir) : []) {
        const propsDir = path.join(docsDir, instance, 'p');
        if (!fs.existsSync(propsDir)) continue;
        for (const file of fs.readdirSync(propsDir).filter((name) => name.endsWith('.json'))) {
          const original = JSON.parse(fs.readFileSync(path.join(propsDir, file), 'utf8')) as VersionPropsFile;
          const {props, docs} = splitVersionDocs(original);
          const lean = path.join(leanDir, instance, file);
          fs.mkdirSync(path.dirname(lean), {recursive: true});
          fs.writeFileSync(lean, JSON.stringify(props));
          fs.writeFileSync(lean.replace(/\.json$/, '.docs.json'), JSON.stringify(docs));
          const key = `${original.version?.pluginId}/${original.version?.version}`;
          const chunk = `card-docs-${instance}-${file.replace(/\.json$/, '')}`;
          cardDocs.push(
            `  ${JSON.stringify(key)}: () => import(/* webpackChunkName: ${JSON.stringify(chunk)} */ ${JSON.stringify(`./${instance}/${file.replace(/\.json$/, '.docs.json')}`)}),`,
          );
          const request = `@generated/docusaurus-plugin-content-docs/${instance}/p/${file}`;
          plugins.push(new NormalModuleReplacementPlugin(new RegExp(`^${escapeRegExp(request)}$`), lean));
        }
      }
      const loaders = path.join(leanDir, 'card-docs.js');
      fs.writeFileSync(loaders, `export default {\n${cardDocs.join('\n')}\n};\n`);
      plugins.push(new NormalModuleReplacementPlugin(CARD_DOCS_LOADERS, loaders));
      return {plugins};
    },
  };
}

type VersionPropsFile = {version?: {pluginId?: string; version?: string; docs?: Record<string, unknown>}};

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
