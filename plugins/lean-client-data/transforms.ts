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
