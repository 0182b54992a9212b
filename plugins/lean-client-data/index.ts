import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {trimGlobalData} from './transforms';

/**
 * Keeps per-page data that the browser never reads out of the main bundle (see transforms.ts):
 * the docs list of the global data, swapped in both bundles so that hydration sees what the
 * server rendered. (The module paths of the route registry are stripped by plugins/route-shards,
 * which owns the browser's registry.) Production builds only: the dev server regenerates these
 * files as content changes.
 */
export default function leanClientDataPlugin(context: LoadContext): Plugin {
  const generated = context.generatedFilesDir;
  return {
    name: 'unleash-lean-client-data',
    configureWebpack(config, _isServer, utils) {
      if (config.mode !== 'production') return {};
      // Docusaurus has written its generated files by the time it configures the bundler.
      const globalData = path.join(generated, 'lean-globalData.json');
      const source = fs.readFileSync(path.join(generated, 'globalData.json'), 'utf8');
      fs.writeFileSync(globalData, JSON.stringify(trimGlobalData(JSON.parse(source) as Record<string, unknown>)));
      const {NormalModuleReplacementPlugin} = utils.currentBundler.instance;
      return {
        plugins: [new NormalModuleReplacementPlugin(/^@generated\/globalData$/, globalData)],
      };
    },
  };
}
