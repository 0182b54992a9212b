/**
 * The docs paths the installed unleash-server links to (its admin UI, server code and mail
 * templates), for the redirect plugin and the table's tests: each must be a page here or be
 * mapped, whether or not the URL history has it (the product links to the docs site of its own
 * release, whose URLs can be newer than the history).
 */
import fs from 'node:fs';
import path from 'node:path';
import {productDocsLinks} from '../../scripts/lib/product-docs-links';

export const UNLEASH_SERVER_DIR = path.resolve(__dirname, '../../node_modules/unleash-server');

export function productLinkPaths(packageDir = UNLEASH_SERVER_DIR): string[] {
  if (!fs.existsSync(packageDir)) {
    console.warn(`[unleash-redirects] ${packageDir} is missing: the product's docs links are not mapped`);
    return [];
  }
  return [...new Set(productDocsLinks(packageDir).map((link) => link.path.replace(/\/+$/, '') || '/'))];
}
