/**
 * Options for docusaurus-plugin-openapi-docs: where our description is, where the generated
 * pages go (a gitignored folder, written by `npm run gen:api`), and our page generators.
 */
import path from 'node:path';
import {createApiPageWithSamples} from './markdown';
import {API_OUTPUT_DIR} from './paths';

export {API_DOCS_DIR, API_OUTPUT_DIR, API_PANELS_DIR, API_ROUTE_BASE_PATH} from './paths';
export const API_SPEC = 'openapi/unleash.yaml';

export const openapiDocsPluginOptions = {
  id: 'api',
  docsPluginId: 'api',
  config: {
    unleash: {
      specPath: API_SPEC,
      outputDir: API_OUTPUT_DIR,
      showInfoPage: false,
      tagTemplate: path.join(__dirname, 'tag-template.mdx'),
      // The plugin's own template without the `api` front matter: the operation the request panel
      // needs (its compressed copy was half of an operation page's JavaScript) is a file of its own.
      template: path.join(__dirname, 'api-template.mdx'),
      sidebarOptions: {groupPathsBy: 'tag', categoryLinkSource: 'tag'},
      markdownGenerators: {createApiPageMD: createApiPageWithSamples},
    },
  },
};
