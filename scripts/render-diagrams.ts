/**
 * Pre-renders the docs' diagrams: every ```mermaid block under docs/ becomes a light and a dark
 * SVG in diagrams/ (`<key>.light.svg`, `<key>.dark.svg`) with its size and alt text in
 * diagrams/manifest.json, which the build shows as images instead of loading Mermaid in the
 * browser (plugins/prerendered-diagrams). Only diagrams without SVGs are drawn, in headless
 * Debian Chromium with the installed Mermaid; SVGs of diagrams that are gone are removed.
 *
 *   npm run diagrams                  # render what is missing, remove what is gone
 *   npm run diagrams -- --no-prune    # keep the SVGs of diagrams that are gone
 *   npm run diagrams -- --force       # render every diagram again
 *
 * A diagram Mermaid cannot render is reported with its file and line and not written; the
 * command then exits with 1.
 */
import fs from 'node:fs';
import path from 'node:path';
import {chromium, type Page} from 'playwright-core';
import {CHROMIUM_ARGS, CHROMIUM_PATH} from '../e2e/support/browser';
import {diagramAlt} from '../plugins/prerendered-diagrams/alt';
import {collectDiagrams, type DiagramBlock} from '../plugins/prerendered-diagrams/extract';
import {
  cachedEntry,
  pruneManifest,
  readManifest,
  serializeManifest,
  svgFileName,
  MANIFEST_FILE,
  type DiagramEntry,
} from '../plugins/prerendered-diagrams/manifest';
import {COLOR_MODES, mermaidConfig, type ColorMode} from '../plugins/prerendered-diagrams/render-config';
import {compactSvg, sizeSvg} from '../plugins/prerendered-diagrams/svg';
import {DIAGRAM_CONTENT_DIRS, DIAGRAMS_DIR} from '../plugins/prerendered-diagrams';

const ROOT = path.resolve(__dirname, '..');
const OUT_DIR = path.join(ROOT, DIAGRAMS_DIR);
const MERMAID_SCRIPT = require.resolve('mermaid/dist/mermaid.min.js');

type Rendered = {svg: string; width: number; height: number};

/** Renders one diagram in one mode with the Mermaid loaded in the page; checks it loads as an image. */
async function renderInPage(page: Page, source: string, mode: ColorMode): Promise<Rendered> {
  const result = await page.evaluate(
    async ({id, text, config}) => {
      type Mermaid = {initialize(c: unknown): void; render(id: string, text: string): Promise<{svg: string}>};
      const mermaid = (window as unknown as {mermaid: Mermaid}).mermaid;
      mermaid.initialize(config);
      try {
        return {svg: (await mermaid.render(id, text)).svg};
      } catch (error) {
        // Mermaid leaves its error drawing in the page.
        document.getElementById(`d${id}`)?.remove();
        return {error: error instanceof Error ? error.message : String(error)};
      }
    },
    // Each SVG is a document of its own when shown as an image, so one short id serves them all
    // (Mermaid prefixes every style rule and element id with it).
    {id: 'd', text: source, config: mermaidConfig(mode)},
  );
  if ('error' in result) throw new Error(result.error);
  const sized = sizeSvg(compactSvg(result.svg));
  // An SVG shown with <img> must be well-formed XML and draw without the page's help.
  const naturalWidth = await page.evaluate(async (svg) => {
    const img = new Image();
    img.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
    await img.decode();
    return img.naturalWidth;
  }, sized.svg);
  if (naturalWidth !== sized.width)
    throw new Error(`the SVG loads as an image ${naturalWidth} px wide, not ${sized.width}`);
  return sized;
}

function where(blocks: DiagramBlock[]): string {
  return blocks.map((b) => `${b.file}:${b.line}`).join(', ');
}

async function main(): Promise<number> {
  const args = new Set(process.argv.slice(2));
  const prune = !args.has('--no-prune');
  const force = args.has('--force');

  const blocks = await collectDiagrams(ROOT, DIAGRAM_CONTENT_DIRS);
  const byKey = new Map<string, DiagramBlock[]>();
  for (const block of blocks) byKey.set(block.key, [...(byKey.get(block.key) ?? []), block]);

  fs.mkdirSync(OUT_DIR, {recursive: true});
  const manifest = readManifest(OUT_DIR);
  const missing = [...byKey.keys()].filter((key) => force || !cachedEntry(OUT_DIR, manifest, key));
  const failures: string[] = [];

  if (missing.length > 0) {
    console.log(`diagrams: rendering ${missing.length} of ${byKey.size} diagrams in Chromium`);
    const browser = await chromium.launch({executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true});
    try {
      const page = await browser.newPage();
      await page.setContent('<!doctype html><html><head><meta charset="utf-8"></head><body></body></html>');
      await page.addScriptTag({path: MERMAID_SCRIPT});
      for (const key of missing) {
        const found = byKey.get(key) ?? [];
        const source = found[0].source;
        try {
          const rendered = new Map<ColorMode, Rendered>();
          for (const mode of COLOR_MODES) rendered.set(mode, await renderInPage(page, source, mode));
          const light = rendered.get('light') as Rendered;
          for (const [mode, {svg}] of rendered) fs.writeFileSync(path.join(OUT_DIR, svgFileName(key, mode)), svg);
          const entry: DiagramEntry = {width: light.width, height: light.height, alt: diagramAlt(source)};
          manifest.diagrams[key] = entry;
        } catch (error) {
          delete manifest.diagrams[key];
          failures.push(`${where(found)}: Mermaid cannot render this diagram: ${(error as Error).message}`);
        }
      }
    } finally {
      await browser.close();
    }
  }

  let removed = 0;
  if (prune) {
    const files = fs.readdirSync(OUT_DIR).filter((f) => f !== MANIFEST_FILE);
    const result = pruneManifest(manifest, new Set(byKey.keys()), files);
    for (const file of result.removedFiles) fs.rmSync(path.join(OUT_DIR, file));
    manifest.diagrams = result.manifest.diagrams;
    removed = result.removedKeys.length;
  }
  fs.writeFileSync(path.join(OUT_DIR, MANIFEST_FILE), serializeManifest(manifest));

  const files = new Set(blocks.map((b) => b.file)).size;
  console.log(
    `diagrams: ${blocks.length} blocks in ${files} files, ${byKey.size} diagrams: ` +
      `${missing.length - failures.length} rendered, ${byKey.size - missing.length} already in ${DIAGRAMS_DIR}/, ` +
      `${removed} removed${prune ? '' : ' (--no-prune)'}`,
  );
  for (const failure of failures) console.error(`diagrams: ${failure}`);
  return failures.length > 0 ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`diagrams: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
