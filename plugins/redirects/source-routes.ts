/**
 * The routes of the site's doc pages computed from their source files (docs/ and api-reference/,
 * including the generated operation pages), with the same rules Docusaurus applies. The unit
 * tests use it to check the redirect table without a build; the build itself checks against its
 * real routes.
 */
import fs from 'node:fs';
import path from 'node:path';
import {docsV2Url, frontMatterFields} from '../../scripts/url-history/derive-lib';
import {API_DOCS_DIR, API_ROUTE_BASE_PATH} from '../openapi-pages/paths';

function markdownFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, {recursive: true, encoding: 'utf8'})
    .filter((f) => /\.mdx?$/.test(f) && !f.split(path.sep).some((seg) => seg.startsWith('_')))
    .map((f) => f.split(path.sep).join('/'));
}

export function sourceRoutes(siteDir: string): Set<string> {
  const routes = new Set<string>();
  const add = (root: string, base: string) => {
    for (const rel of markdownFiles(path.join(siteDir, root))) {
      const fm = frontMatterFields(fs.readFileSync(path.join(siteDir, root, rel), 'utf8'));
      if (fm.draft) continue;
      const url = docsV2Url(rel.replace(/\.(api|tag|info)(?=\.mdx$)/, ''), fm, '9999-12-31');
      routes.add(base === '' ? url : url === '/' ? `/${base}` : `/${base}${url}`);
    }
  };
  add('docs', '');
  add(API_DOCS_DIR, API_ROUTE_BASE_PATH);
  return routes;
}
