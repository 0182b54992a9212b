/**
 * Diagrams drawn ahead of time: `npm run diagrams` (scripts/render-diagrams.ts) renders every
 * ```mermaid block of the docs to SVGs in diagrams/, and the remark plugin (remark.ts) shows them
 * as images, so readers' browsers do not load Mermaid. See maintainers/performance.md.
 */
import path from 'node:path';
import remarkPrerenderedDiagrams from './remark';

/** The committed cache, relative to the site folder. */
export const DIAGRAMS_DIR = 'diagrams';
/** The content folders whose diagrams are pre-rendered (the docs instance that uses the plugin). */
export const DIAGRAM_CONTENT_DIRS = ['docs'] as const;

export {DIAGRAM_THEMES} from './render-config';

/** The remark plugin entry for a docs instance's `beforeDefaultRemarkPlugins`. */
export function prerenderedDiagrams(siteDir: string): [typeof remarkPrerenderedDiagrams, {diagramsDir: string}] {
  return [remarkPrerenderedDiagrams, {diagramsDir: path.join(siteDir, DIAGRAMS_DIR)}];
}
