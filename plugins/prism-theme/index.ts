import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

/**
 * Adds the stylesheet that gives the code theme its colours per colour mode (see
 * `cssVariablePrismTheme` in src/data/prism.ts): written at build time from the two themes, so
 * the colours cannot drift from them.
 */
export default function prismThemePlugin(css: string): (context: LoadContext) => Plugin {
  return (context) => {
    const file = path.join(context.generatedFilesDir, 'unleash-prism-theme', 'code-colours.css');
    return {
      name: 'unleash-prism-theme',
      getClientModules() {
        fs.mkdirSync(path.dirname(file), {recursive: true});
        if (!fs.existsSync(file) || fs.readFileSync(file, 'utf8') !== css) fs.writeFileSync(file, css);
        return [file];
      },
    };
  };
}
