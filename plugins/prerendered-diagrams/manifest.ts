/**
 * The diagram cache in the top-level `diagrams/` folder: `<key>.light.svg`, `<key>.dark.svg` and
 * `manifest.json`, which gives each key its size and alt text. Written by `npm run diagrams`,
 * read by the remark plugin.
 */
import fs from 'node:fs';
import path from 'node:path';
import {COLOR_MODES, type ColorMode} from './render-config';

export type DiagramEntry = {width: number; height: number; alt: string};
export type Manifest = {diagrams: Record<string, DiagramEntry>};

export const MANIFEST_FILE = 'manifest.json';

export function svgFileName(key: string, mode: ColorMode): string {
  return `${key}.${mode}.svg`;
}

export function readManifest(dir: string): Manifest {
  const file = path.join(dir, MANIFEST_FILE);
  if (!fs.existsSync(file)) return {diagrams: {}};
  return JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest;
}

/** Keys sorted, so that the file changes only where diagrams do. */
export function serializeManifest(manifest: Manifest): string {
  const diagrams = Object.fromEntries(Object.entries(manifest.diagrams).sort(([a], [b]) => a.localeCompare(b)));
  return `${JSON.stringify({diagrams}, null, 2)}\n`;
}

/** The entry of a key whose SVG pair is in the folder, or undefined. */
export function cachedEntry(dir: string, manifest: Manifest, key: string): DiagramEntry | undefined {
  const entry = manifest.diagrams[key];
  if (!entry) return undefined;
  return COLOR_MODES.every((mode) => fs.existsSync(path.join(dir, svgFileName(key, mode)))) ? entry : undefined;
}

/**
 * Drops the entries whose key no longer appears in the docs, and lists the files of the folder
 * that belong to no kept entry (the SVGs of removed diagrams, or of failed or partial renders).
 */
export function pruneManifest(
  manifest: Manifest,
  liveKeys: ReadonlySet<string>,
  files: readonly string[],
): {manifest: Manifest; removedKeys: string[]; removedFiles: string[]} {
  const kept = Object.entries(manifest.diagrams).filter(([key]) => liveKeys.has(key));
  const keptFiles = new Set(kept.flatMap(([key]) => COLOR_MODES.map((mode) => svgFileName(key, mode))));
  return {
    manifest: {diagrams: Object.fromEntries(kept)},
    removedKeys: Object.keys(manifest.diagrams).filter((key) => !liveKeys.has(key)),
    removedFiles: files.filter((file) => file.endsWith('.svg') && !keptFiles.has(file)),
  };
}
