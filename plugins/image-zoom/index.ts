import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/**
 * Click-to-zoom for the images of a page (screenshots, diagrams), configured by
 * `themeConfig.zoom` (./options.ts). It stands in for docusaurus-plugin-image-zoom, whose client
 * module put medium-zoom into every page's main.js; here it loads only on pages with images.
 */
export default function imageZoomPlugin(): Plugin {
  return {
    name: 'unleash-image-zoom',
    getClientModules() {
      return [path.join(__dirname, 'client.ts')];
    },
  };
}
