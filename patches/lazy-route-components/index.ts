import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/**
 * Swaps the route table's component factory for ./client.tsx in the browser bundle, so that
 * evaluating main.js no longer builds a loadable component for every route (about 190 ms of a
 * phone's main thread with 1,200 routes). Server rendering keeps Docusaurus's own.
 */
export default function lazyRouteComponentsPlugin(): Plugin {
  const replacement = path.join(__dirname, 'client.tsx');
  return {
    name: 'unleash-lazy-route-components',
    configureWebpack(_config, isServer, utils) {
      if (isServer) return {};
      const {NormalModuleReplacementPlugin} = utils.currentBundler.instance;
      return {plugins: [new NormalModuleReplacementPlugin(/^@docusaurus\/ComponentCreator$/, replacement)]};
    },
  };
}
