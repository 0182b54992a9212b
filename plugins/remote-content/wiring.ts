/**
 * Pure helpers that point the docs plugin at the generated copy (path and edit URLs) and check
 * afterwards that each generated page really is the page served at its URL.
 */
import type {EditUrlFunction} from '@docusaurus/plugin-content-docs';
import type {Config} from '@docusaurus/types';
import type {RemoteContent} from './prepare';

type EditUrl = string | EditUrlFunction | undefined;
type Presets = NonNullable<Config['presets']>;
type Options = Record<string, unknown>;

const isObject = (value: unknown): value is Options => typeof value === 'object' && value !== null;

/**
 * The docs plugin computes a string editUrl from the folder it reads, which would send "Edit this
 * page" on every authored page to the generated copy. Keep the links on the authored files.
 */
export function editUrlFor(editUrl: EditUrl, docsDir: string): EditUrl {
  if (editUrl === undefined) return undefined;
  if (typeof editUrl === 'function') return (params) => editUrl({...params, versionDocsDirPath: docsDir});
  const base = editUrl.replace(/\/+$/, '');
  const dir = docsDir.replace(/^\/+|\/+$/g, '');
  return ({docPath}) => `${base}/${dir}/${docPath.replace(/^\/+/, '')}`;
}

const CLASSIC = new Set(['classic', '@docusaurus/preset-classic', 'docusaurus-preset-classic']);

/** The presets with the classic preset's docs reading `remote.docsPath`; unchanged when nothing came through. */
export function presetsWithRemoteDocs(presets: Presets, remote: RemoteContent): Presets {
  if (remote.docsPath === remote.docsDir) return presets;
  let found = false;
  const patched = presets.map((preset) => {
    if (!Array.isArray(preset)) return preset;
    const [name, options] = preset as unknown as [unknown, unknown];
    if (typeof name !== 'string' || !CLASSIC.has(name) || !isObject(options) || !isObject(options.docs)) return preset;
    found = true;
    const docs = options.docs;
    return [
      name,
      {
        ...options,
        docs: {...docs, path: remote.docsPath, editUrl: editUrlFor(docs.editUrl as EditUrl, remote.docsDir)},
      },
    ];
  });
  if (!found) throw new Error('[remote-content] no classic preset with `docs` options to point at the generated pages');
  return patched;
}

export type LoadedDoc = {permalink: string; source: string};

/** Generated pages that are not the doc at their URL: a wiring mistake, never a network problem. */
export function checkRemotePages(docs: LoadedDoc[], remote: RemoteContent): string[] {
  const byPermalink = new Map(docs.map((d) => [d.permalink, d.source]));
  const problems: string[] = [];
  for (const [slug, file] of remote.pages) {
    const source = byPermalink.get(slug);
    if (source === undefined) problems.push(`${slug}: no page at this URL (expected ${file})`);
    else if (source !== `@site/${file}`) problems.push(`${slug}: served from ${source}, not ${file}`);
  }
  return problems;
}
