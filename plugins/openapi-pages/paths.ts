/**
 * Where the API reference lives: its docs instance (docusaurus.config.ts), the generated operation
 * pages, and the operation files the "Try it" panel fetches.
 */
import path from 'node:path';

/** The content folder of the `api` docs instance. */
export const API_DOCS_DIR = 'api-reference';
/** Its URL base (routeBasePath). */
export const API_ROUTE_BASE_PATH = 'reference/api';
/** The generated operation pages (gitignored), inside API_DOCS_DIR. */
export const API_OUTPUT_DIR = `${API_DOCS_DIR}/unleash`;
/** A static folder of the site (gitignored, rewritten by `npm run gen:api`) with one JSON file per operation. */
export const API_PANELS_DIR = '.generated/api-panels';

/** The URL path (without the base URL) of the panel file of an operation page: next to the page. */
export function panelUrlPath(operationId: string): string {
  const folder = path.posix.relative(API_DOCS_DIR, API_OUTPUT_DIR);
  return `/${API_ROUTE_BASE_PATH}/${folder}/${operationId}.panel.json`;
}
