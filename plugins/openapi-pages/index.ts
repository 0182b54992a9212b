/**
 * Options for docusaurus-plugin-openapi-docs: where our description is, where the generated
 * pages go (a gitignored folder, written by `npm run gen:api`), and our page generators.
 */
import path from 'node:path';
import {createApiPageWithSamples} from './markdown';

export const API_SPEC = 'openapi/unleash.yaml';
export const API_OUTPUT_DIR = 'api-reference/unleash';

export const openapiDocsPluginOptions = {
  id: 'api',
  docsPluginId: 'api',
  config: {
    unleash: {
      specPath: API_SPEC,
      outputDir: API_OUTPUT_DIR,
      showInfoPage: false,
      tagTemplate: path.join(__dirname, 'tag-template.mdx'),
      sidebarOptions: {groupPathsBy: 'tag', categoryLinkSource: 'tag'},
      markdownGenerators: {createApiPageMD: createApiPageWithSamples},
    },
  },
};
