/**
 * The cache key of a diagram: a hash of its source and of the render version (Mermaid's
 * version, the themes and the options), so an edit, a Mermaid upgrade or a theme change each
 * give a new key and the old SVG is no longer used. Build-time only (Node).
 */
import {createHash} from 'node:crypto';
import {renderVersion} from './render-config';

/** Trailing spaces on each line and blank lines around the diagram do not change it. */
export function normaliseDiagramSource(source: string): string {
  return source
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => line.trimEnd())
    .join('\n')
    .trim();
}

let defaultVersion: string | undefined;

/** 16 hex characters of the SHA-256 of the render version and the normalised source. */
export function diagramKey(source: string, version: string = (defaultVersion ??= renderVersion())): string {
  return createHash('sha256')
    .update(version)
    .update('\0')
    .update(normaliseDiagramSource(source))
    .digest('hex')
    .slice(0, 16);
}
