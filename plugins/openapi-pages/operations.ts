/**
 * The operations of our OpenAPI description as the page generator names them, read straight from
 * the YAML files under openapi/paths/ (no $ref resolution, so it is cheap enough for the sidebar
 * and the redirect checks): id, method, tags and sidebar group, and the page slug each gets.
 */
import fs from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';

export const OPENAPI_PATHS_DIR = path.resolve(__dirname, '../../openapi/paths');
const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

export type OperationSummary = {
  operationId: string;
  method: (typeof METHODS)[number];
  tags: string[];
  /** `x-sidebar-group`: the sub-category of its tag the operation is listed under in the sidebar. */
  sidebarGroup?: string;
  /** The file and path item it is written in, for error messages. */
  where: string;
};

/**
 * The slug the docs plugin gives a page: lodash's kebabCase of the operationId or tag name, which
 * for our names (words in camel case or separated by spaces or `/`) is this.
 */
export function nameToSlug(name: string): string {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/([A-Z])([A-Z][a-z])/g, '$1-$2')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .join('-')
    .toLowerCase();
}

export function readOperations(dir = OPENAPI_PATHS_DIR): OperationSummary[] {
  const operations: OperationSummary[] = [];
  for (const name of fs.readdirSync(dir).filter((f) => f.endsWith('.yaml'))) {
    const pathItems = yaml.load(fs.readFileSync(path.join(dir, name), 'utf8')) as Record<string, unknown> | null;
    for (const [itemName, item] of Object.entries(pathItems ?? {})) {
      for (const method of METHODS) {
        const op = (item as Record<string, unknown> | null)?.[method] as Record<string, unknown> | undefined;
        if (!op) continue;
        const where = `${name} ${itemName}.${method}`;
        const {operationId, tags = [], 'x-sidebar-group': sidebarGroup} = op;
        if (typeof operationId !== 'string') throw new Error(`${where}: operationId is missing`);
        if (!Array.isArray(tags) || !tags.every((t) => typeof t === 'string')) throw new Error(`${where}: tags`);
        if (sidebarGroup !== undefined && typeof sidebarGroup !== 'string') {
          throw new Error(`${where}: x-sidebar-group must be a string`);
        }
        operations.push({operationId, method, tags: tags, sidebarGroup, where});
      }
    }
  }
  return operations;
}
