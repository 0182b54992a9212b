import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {stripRegistryModulePaths, trimGlobalData} from './transforms';

/**
 * Keeps per-page data that the browser never reads out of the main bundle (see transforms.ts):
 * the docs list of the global data, swapped in both bundles so that hydration sees what the
 * server rendered, and the module paths of the route registry, swapped in the browser bundle
 * only (server rendering reports them). Production builds only: the dev server regenerates these
 * files as content changes.
 */
export default function leanClientDataPlugin(context: LoadContext): Plugin {
  const generated = context.generatedFilesDir;
  return {
    name: 'unleash-lean-client-data',
    configureWebpack(config, isServer, utils) {
      if (config.mode !== 'production') return {};
      // Docusaurus has written its generated files by the time it configures the bundler.
      const globalData = path.join(generated, 'lean-globalData.json');
      const registry = path.join(generated, 'lean-registry.client.js');
      const read = (file: string) => fs.readFileSync(path.join(generated, file), 'utf8');
      fs.writeFileSync(
        globalData,
        JSON.stringify(trimGlobalData(JSON.parse(read('globalData.json')) as Record<string, unknown>)),
      );
      if (!isServer) fs.writeFileSync(registry, stripRegistryModulePaths(read('registry.js')));
      const {NormalModuleReplacementPlugin} = utils.currentBundler.instance;
      return {
        plugins: [
          new NormalModuleReplacementPlugin(/^@generated\/globalData$/, globalData),
          ...(isServer ? [] : [new NormalModuleReplacementPlugin(/^@generated\/registry$/, registry)]),
        ],
      };
    },
  };
}
