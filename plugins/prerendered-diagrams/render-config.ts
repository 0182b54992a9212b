/**
 * How diagrams are drawn, shared by the renderer (scripts/render-diagrams.ts), the cache key and
 * the site config: the Mermaid theme of each colour mode and the options Mermaid is initialised
 * with. Everything here is part of the render version, so changing it re-renders every diagram.
 */
import fs from 'node:fs';

/** Mermaid's theme per colour mode (themeConfig.mermaid.theme, also used by the client fallback). */
export const DIAGRAM_THEMES = {light: 'neutral', dark: 'dark'} as const;

export type ColorMode = keyof typeof DIAGRAM_THEMES;
export const COLOR_MODES: readonly ColorMode[] = ['light', 'dark'];

/**
 * Mermaid's dark theme draws edge labels on a translucent box, too faint to read; the client
 * renderer fixes that with the site's CSS (src/css/custom.css), which cannot reach into an image.
 */
const DARK_THEME_CSS = '.edgeLabel rect, .labelBkg { fill: #1b1b1d !important; opacity: 1 !important; }';

/**
 * What `mermaid.initialize()` gets for a mode. Labels are SVG text, not HTML in a
 * <foreignObject>, which an SVG shown as an <img> cannot be relied on to draw.
 */
export function mermaidConfig(mode: ColorMode): Record<string, unknown> {
  return {
    startOnLoad: false,
    theme: DIAGRAM_THEMES[mode],
    securityLevel: 'strict',
    htmlLabels: false,
    flowchart: {htmlLabels: false},
    ...(mode === 'dark' ? {themeCSS: DARK_THEME_CSS} : {}),
  };
}

/** The installed Mermaid's version, read from its package.json. */
export function mermaidVersion(): string {
  const file = require.resolve('mermaid/package.json');
  return (JSON.parse(fs.readFileSync(file, 'utf8')) as {version: string}).version;
}

/**
 * Bump when the renderer's own post-processing changes (scripts/render-diagrams.ts), so the
 * cached SVGs are drawn again.
 */
const RENDERER_REVISION = 1;

/** Everything that changes how a diagram looks; part of every diagram's key. */
export function renderVersion(version = mermaidVersion()): string {
  const modes = COLOR_MODES.map((mode) => `${mode}=${JSON.stringify(mermaidConfig(mode))}`);
  return [`mermaid@${version}`, `renderer@${RENDERER_REVISION}`, ...modes].join('\n');
}
