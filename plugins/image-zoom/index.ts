import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/**
 * Zoom for the images of a page (screenshots, diagrams), configured by `themeConfig.zoom`
 * (./options.ts). It stands in for docusaurus-plugin-image-zoom (medium-zoom), which fitted the
 * image to the window (on a phone, no larger than the phone), could not be reached by keyboard
 * and put its code into every page's main.js. Here an image opens at its natural size in a view
 * that pans (./overlay.ts, loaded on first use), by click, Enter or Space.
 */
export default function imageZoomPlugin(): Plugin {
  return {
    name: 'unleash-image-zoom',
    getClientModules() {
      return [path.join(__dirname, 'client.ts')];
    },
  };
}
