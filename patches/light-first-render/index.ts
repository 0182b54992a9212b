import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/** Docusaurus modules whose state flip right after hydration is swapped for ./client (browser bundle). */
export const SWAPPED_MODULES = {
  /** useIsBrowser's provider: false while hydrating, then true. */
  browserContext: /[\\/]@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]browserContext\.js$/,
  /** useWindowSize: "ssr" while hydrating, then "mobile" or "desktop". */
  windowSize: /[\\/]@docusaurus[\\/]theme-common[\\/]lib[\\/]hooks[\\/]useWindowSize\.js$/,
} as const;

/** Docusaurus's client entry, swapped in production builds (the dev server's takes hot updates). */
export const CLIENT_ENTRY = /[\\/]@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]clientEntry\.js$/;

/**
 * Less work on the main thread while a page first renders, in the browser bundle only:
 *
 * - In production, the client entry starts the page in steps, a task each (./client/clientEntry.ts),
 *   instead of in main.js's one long task.
 * - Right after hydration, Docusaurus flips `useIsBrowser` and `useWindowSize`, and the flips
 *   re-render a few hundred components (on a phone, the desktop sidebar the server rendered is
 *   removed). As plain updates React renders them in one task that blocked a phone's main thread
 *   for about 90 ms; ./client makes the first flip a transition, which React renders in slices
 *   and which a reader's input interrupts. What they render is unchanged.
 */
export default function lightFirstRenderPlugin(): Plugin {
  return {
    name: 'unleash-light-first-render',
    configureWebpack(config, isServer, utils) {
      if (isServer) return {};
      const {NormalModuleReplacementPlugin} = utils.currentBundler.instance;
      const swap = (pattern: RegExp, file: string) =>
        new NormalModuleReplacementPlugin(pattern, path.join(__dirname, 'client', file));
      return {
        plugins: [
          swap(SWAPPED_MODULES.browserContext, 'browserContext.tsx'),
          swap(SWAPPED_MODULES.windowSize, 'useWindowSize.ts'),
          ...(config.mode === 'production' ? [swap(CLIENT_ENTRY, 'clientEntry.ts')] : []),
        ],
      };
    },
  };
}
