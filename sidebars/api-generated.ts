import fs from 'node:fs';
import path from 'node:path';
import {nameToSlug, readOperations} from '../plugins/openapi-pages/operations';
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

/**
 * The sidebar group of each operation that has one (`x-sidebar-group`), keyed by its page id. Tags
 * are the product's, so some are large (Features has more than 40 operations); the group splits a
 * tag's category into smaller ones without renaming the tag.
 */
export function loadSidebarGroups(operations = readOperations()): Map<string, string> {
  return new Map(
    operations.flatMap((o) => (o.sidebarGroup ? [[`unleash/${nameToSlug(o.operationId)}`, o.sidebarGroup]] : [])),
  );
}

/**
 * Moves the operations of each tag category that have a sidebar group into a collapsed
 * sub-category per group, after the tag's other operations, groups in order of first appearance.
 */
export function groupApiItems(items: SidebarItem[], groups: Map<string, string>): SidebarItem[] {
  return items.map((item) => {
    if (typeof item !== 'object' || item.type !== 'category') return item;
    const direct: SidebarItem[] = [];
    const byGroup = new Map<string, SidebarItem[]>();
    for (const child of item.items as SidebarItem[]) {
      const group = typeof child === 'object' && child.type === 'doc' ? groups.get(child.id) : undefined;
      if (group === undefined) direct.push(child);
      else byGroup.set(group, [...(byGroup.get(group) ?? []), child]);
    }
    if (byGroup.size === 0) return item;
    const subcategories = [...byGroup].map(([label, children]): SidebarItem => ({
      type: 'category',
      label,
      collapsed: true,
      items: children,
    }));
    return {...item, items: [...direct, ...subcategories]};
  });
}
