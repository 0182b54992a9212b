/**
 * Post-processing of Mermaid's SVG for use as an image: Mermaid sizes its SVG to the page
 * (`width="100%"` and an inline `max-width`); an image needs its own size, so that the page
 * reserves its box before it loads. The size comes from the viewBox, rounded up.
 */
export type SizedSvg = {svg: string; width: number; height: number};

export function sizeSvg(svg: string): SizedSvg {
  const open = /<svg\b[^>]*>/.exec(svg);
  if (!open) throw new Error('no <svg> element');
  const viewBox = /\sviewBox="([^"]+)"/
    .exec(open[0])?.[1]
    .trim()
    .split(/[\s,]+/)
    .map(Number);
  if (
    !viewBox ||
    viewBox.length !== 4 ||
    viewBox.some((n) => !Number.isFinite(n)) ||
    viewBox[2] <= 0 ||
    viewBox[3] <= 0
  )
    throw new Error('the <svg> element has no usable viewBox');
  const width = Math.ceil(viewBox[2]);
  const height = Math.ceil(viewBox[3]);
  const tag = open[0]
    .replace(/\s(?:width|height)="[^"]*"/g, '')
    .replace(/\sstyle="([^"]*)"/, (_m, style: string) => {
      const rest = style
        .split(';')
        .map((d) => d.trim())
        .filter((d) => d && !/^max-width\s*:/.test(d))
        .join('; ');
      return rest ? ` style="${rest};"` : '';
    })
    .replace(/^<svg\b/, `<svg width="${width}" height="${height}"`);
  return {svg: svg.slice(0, open.index) + tag + svg.slice(open.index + open[0].length), width, height};
}

/** Attributes whose numbers are coordinates: two decimals are a hundredth of a pixel. */
const GEOMETRY = /\s(d|points|transform|x|y|x1|x2|y1|y2|cx|cy|r|rx|ry|width|height)="([^"]*)"/g;

/**
 * Smaller SVG, same drawing: coordinates rounded to two decimals, and Mermaid's `data-*`
 * attributes (edge points and ids for its own scripts) and empty styles dropped. A third of the bytes go.
 */
export function compactSvg(svg: string): string {
  return svg
    .replace(/\sdata-[\w-]+="[^"]*"/g, '')
    .replace(/\sstyle="[\s;]*"/g, '')
    .replace(
      GEOMETRY,
      (_m, name: string, value: string) =>
        ` ${name}="${value.replace(/-?\d*\.\d{3,}/g, (n) => String(Math.round(Number(n) * 100) / 100))}"`,
    );
}
