import fs from 'node:fs';
import path from 'node:path';
import type {SidebarItem} from './types';

/**
 * Loads the API sidebar items that docusaurus-plugin-openapi-docs generated into the gitignored
 * api-reference/unleash/ (`npm run gen:api`): one category per OpenAPI tag, one page per operation.
 */
export const GENERATED_API_DIR = path.resolve(__dirname, '../api-reference/unleash');

export function loadGeneratedApiItems(dir = GENERATED_API_DIR): SidebarItem[] {
  const file = path.join(dir, 'sidebar.ts');
  if (!fs.existsSync(file)) {
    throw new Error(
      `The API reference pages are missing (${path.relative(process.cwd(), file)}). ` +
        'Run `npm run gen:api` (npm run build does it for you) before building.',
    );
  }
  // The generated module is TypeScript; Docusaurus loads sidebars through jiti, which compiles it.
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- generated at build time, absent from the repo
  const generated = require(file) as {default: SidebarItem[]};
  return generated.default;
}
