/** Keys of docs versions, as the build writes the doc cards' loaders (patches/lean-client-data). */

/** `${pluginId}/${versionName}`. */
export const cardDocsKey = (pluginId: string, versionName: string): string => `${pluginId}/${versionName}`;

type DocsGlobalData = Record<string, {versions?: {name: string; path: string}[]}>;

/** The key of the docs version whose path is the longest prefix of `pathname` (by segments). */
export function docsVersionKeyForPath(pathname: string, docsGlobalData: unknown): string | undefined {
  let best: {key: string; length: number} | undefined;
  for (const [pluginId, plugin] of Object.entries((docsGlobalData ?? {}) as DocsGlobalData)) {
    for (const version of plugin.versions ?? []) {
      const base = version.path.replace(/\/$/, '');
      const inside = pathname === version.path || pathname === base || pathname.startsWith(`${base}/`);
      if (inside && (!best || base.length > best.length))
        best = {key: cardDocsKey(pluginId, version.name), length: base.length};
    }
  }
  return best?.key;
}
