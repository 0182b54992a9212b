import type {PluginOptions} from '@docusaurus/plugin-content-docs';

type Generator = NonNullable<PluginOptions['sidebarItemsGenerator']>;
type GeneratedItems = Awaited<ReturnType<Generator>>;

/**
 * Drops a folder's own index doc from the items generated for that folder: sidebars.ts already
 * uses it as the category's link, and listing it again would show the landing page twice.
 */
export function withoutFolderIndex(items: GeneratedItems, dirName: string): GeneratedItems {
  const indexId = dirName === '.' ? 'index' : `${dirName}/index`;
  return items.filter((item) => !(item.type === 'doc' && item.id === indexId));
}

export const sidebarItemsGenerator: Generator = async ({defaultSidebarItemsGenerator, ...args}) =>
  withoutFolderIndex(await defaultSidebarItemsGenerator(args), args.item.dirName);
