import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/** The module of Docusaurus core that `window.docusaurus` (prefetch and preload) comes from. */
export const CORE_MODULE = /[\\/]@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]docusaurus\.js$/;

/**
 * Swaps Docusaurus's prefetch for ./client.ts in the browser bundle. Docusaurus prefetches the
 * chunks of every link that scrolls into view; with 1,200 routes each link cost a scan of the
 * whole route table, about 100 ms on a phone for a page of links, in the middle of hydration.
 */
export default function idlePrefetchPlugin(): Plugin {
  const replacement = path.join(__dirname, 'client.ts');
  return {
    name: 'unleash-idle-prefetch',
    configureWebpack(config, isServer, utils) {
      if (isServer) return {};
      const {NormalModuleReplacementPlugin} = utils.currentBundler.instance;
      const swap = {plugins: [new NormalModuleReplacementPlugin(CORE_MODULE, replacement)]};
      if (config.mode !== 'production') return swap;
      // Chunk ids are the chunk names, so client.ts finds a chunk's file from its name with the
      // runtime's own file name function. Docusaurus's name → id map (ChunkAssetPlugin, for the
      // prefetch this plugin replaces) and the runtime's id → name map then carry nothing: about
      // 21 KB of the runtime every page loads, which grew with the page count.
      config.plugins = (config.plugins ?? []).filter((plugin) => plugin?.constructor.name !== 'ChunkAssetPlugin');
      return {...swap, optimization: {chunkIds: 'named'}};
    },
  };
}
