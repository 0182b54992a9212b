/**
 * Pure transforms of two files Docusaurus generates, to keep data out of the JavaScript every page
 * loads that grows with the page count and that this site never reads in the browser.
 */

type Version = {mainDocId?: string; docs?: {id: string}[]; draftIds?: string[]};
type DocsInstance = {versions?: Version[]};

/**
 * The docs plugin lists every doc of every version in the global data (about 60 KB for 600 pages)
 * so that navbar items of type `doc`, the version dropdown and the version banner can find a doc
 * by id or path. This site has one version and none of those items; each version keeps its main
 * doc only, and everything else (paths, sidebars, breadcrumbs) stays.
 */
export function trimGlobalData(globalData: Record<string, unknown>): Record<string, unknown> {
  const docs = globalData['docusaurus-plugin-content-docs'] as Record<string, DocsInstance> | undefined;
  if (!docs) return globalData;
  const trimmed: Record<string, DocsInstance> = {};
  for (const [id, instance] of Object.entries(docs)) {
    trimmed[id] = {
      ...instance,
      versions: (instance.versions ?? []).map((version) => ({
        ...version,
        docs: (version.docs ?? []).filter((doc) => doc.id === version.mainDocId),
        draftIds: [],
      })),
    };
  }
  return {...globalData, 'docusaurus-plugin-content-docs': trimmed};
}

type VersionProps = {version?: {pluginId?: string; version?: string; docs?: Record<string, unknown>}};

/**
 * The props of a docs version, loaded with every doc page of it, list every doc with its title
 * and description (15 KB gzip for our 220 guides, 24 KB for the 375 API operations). One
 * component reads them: the doc card of `<DocCardList />`, for a doc link's description. They
 * move to a file of their own, which src/theme/DocCardList loads on the pages that show cards.
 */
export function splitVersionDocs<T extends VersionProps>(props: T): {props: T; docs: Record<string, unknown>} {
  const version = props.version;
  if (!version?.docs) return {props, docs: {}};
  return {props: {...props, version: {...version, docs: {}}}, docs: version.docs};
}

/** Navbar item types that look docs up by id or version in the global data that trimGlobalData trims. */
const DOC_LOOKUP_NAVBAR_TYPES = new Set(['doc', 'docSidebar', 'docsVersion', 'docsVersionDropdown']);

type NavbarItem = {type?: string; label?: string; items?: NavbarItem[]};

/**
 * What in the site would break with the trimmed global data: a docs instance with more than one
 * version, or a navbar item that finds a doc by id (Docusaurus then fails every page with
 * "Couldn't find any doc with id…", which does not name the cause). One message per problem,
 * naming this patch and the way out; none when the site fits.
 */
export function preconditionProblems(globalData: Record<string, unknown>, navbarItems: NavbarItem[]): string[] {
  const problems: string[] = [];
  const docs = (globalData['docusaurus-plugin-content-docs'] ?? {}) as Record<string, DocsInstance>;
  for (const [id, instance] of Object.entries(docs)) {
    const versions = instance.versions?.length ?? 0;
    if (versions > 1) problems.push(`docs instance "${id}" has ${versions} versions`);
  }
  const visit = (items: NavbarItem[]) => {
    for (const item of items) {
      if (item.type && DOC_LOOKUP_NAVBAR_TYPES.has(item.type))
        problems.push(`navbar item "${item.label ?? item.type}" is of type "${item.type}"`);
      if (item.items) visit(item.items);
    }
  };
  visit(navbarItems);
  return problems.map(
    (problem) =>
      `[lean-client-data] ${problem}: this patch keeps only each version's main doc in the global data, which needs one docs version and no navbar item that looks a doc up (doc, docSidebar, docsVersion, docsVersionDropdown). Use a plain link item, or remove leanClientDataPlugin from docusaurus.config.ts (see maintainers/patch-layer.md).`,
  );
}
