import fs from 'node:fs';
import path from 'node:path';
import SwaggerParser from '@apidevtools/swagger-parser';
import type {LoadContext, Plugin} from '@docusaurus/types';

/**
 * Publishes our OpenAPI description with the site, as one JSON file at /openapi/unleash.json,
 * for readers who load it into Postman, Insomnia or a code generator. The build fails if the
 * description does not validate.
 */
export default function openapiBundlePlugin(context: LoadContext): Plugin {
  const source = path.join(context.siteDir, 'openapi', 'unleash.yaml');
  return {
    name: 'unleash-openapi-bundle',
    getPathsToWatch: () => [path.join(context.siteDir, 'openapi', '**', '*.yaml')],
    async postBuild({outDir}) {
      const api = await SwaggerParser.validate(await SwaggerParser.bundle(source));
      await fs.promises.mkdir(path.join(outDir, 'openapi'), {recursive: true});
      await fs.promises.writeFile(path.join(outDir, 'openapi', 'unleash.json'), JSON.stringify(api));
    },
  };
}
