/**
 * The shard of the route table a page needs is known when the page is built, so the page's HTML
 * asks for it next to the runtime: the browser fetches it in parallel with main.js instead of
 * after it, and the page hydrates without waiting one more round trip. Pure.
 */

/** The route path a built HTML file serves (trailingSlash: false): `a/b.html` → `/a/b`. */
export function routePathOfHtmlFile(relativeFile: string, baseUrl = '/'): string {
  const path = `${baseUrl}${relativeFile.split('\\').join('/')}`.replace(/(?:\/index)?\.html$/, '');
  return path || '/';
}

/**
 * Adds a deferred script for `src` before the webpack runtime's script, which takes in chunks
 * that ran before it. Returns the HTML unchanged when it has no runtime script (redirect pages).
 */
export function addShardScript(html: string, src: string): string {
  const runtime = /<script src=["']?[^"' >]*\/assets\/js\/runtime~main\.[^"' >]+\.js["']? defer>/.exec(html);
  if (!runtime || html.includes(src)) return html;
  return `${html.slice(0, runtime.index)}<script src=${src} defer></script>${html.slice(runtime.index)}`;
}

/** Shard index → asset URL, from the file names in assets/js (`route-shard-3.1a2b3c4d.js`). */
export function shardAssets(fileNames: readonly string[], baseUrl: string): Map<number, string> {
  const assets = new Map<number, string>();
  for (const name of fileNames) {
    const match = /^route-shard-(\d+)\.[0-9a-f]+\.js$/.exec(name);
    if (match) assets.set(Number(match[1]), `${baseUrl}assets/js/${name}`);
  }
  return assets;
}
