/**
 * The shard of the route table a page needs, and its route chunks (page-chunks.ts), are known when
 * the page is built, so the page's HTML asks for them next to the runtime: the browser fetches them
 * in parallel with main.js instead of after it, and the page hydrates without waiting one more
 * round trip. Pure.
 */

/** The webpack runtime's script tag of a built page. */
const RUNTIME_SCRIPT = /<script src=["']?[^"' >]*\/assets\/js\/runtime~main\.[^"' >]+\.js["']? defer>/;

/** The route path a built HTML file serves (trailingSlash: false): `a/b.html` → `/a/b`. */
export function routePathOfHtmlFile(relativeFile: string, baseUrl = '/'): string {
  const path = `${baseUrl}${relativeFile.split('\\').join('/')}`.replace(/(?:\/index)?\.html$/, '');
  return path || '/';
}

/**
 * Adds deferred scripts for `sources` (the page's route shard and route chunks) before the webpack
 * runtime's script, which takes in chunks that ran before it; a source the page already names is
 * not added twice. Returns the HTML unchanged when it has no runtime script (redirect pages).
 */
export function addScriptsBeforeRuntime(html: string, sources: readonly string[]): string {
  const runtime = RUNTIME_SCRIPT.exec(html);
  if (!runtime) return html;
  const tags = [...new Set(sources)]
    .filter((src) => !html.includes(`src=${src} `) && !html.includes(`src="${src}"`))
    .map((src) => `<script src=${src} defer></script>`)
    .join('');
  return `${html.slice(0, runtime.index)}${tags}${html.slice(runtime.index)}`;
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

/**
 * The inline loader that replaces a page's deferred scripts. It appends them (in order:
 * `async = false`) once the browser reports the first contentful paint, so that on a slow
 * network the HTML and the stylesheet have the line to themselves until the text is on screen;
 * the scripts then hydrate a page the reader can already read. Without paint timing it waits
 * one frame; after three seconds it loads them anyway (a tab opened in the background does not
 * paint until it is shown), a timer set first so that nothing the browser lacks can stop it.
 */
export const PAINT_FIRST_LOADER =
  '(function(s){var d=document,n=0;function go(){if(n++)return;s.forEach(function(u){' +
  "var e=d.createElement('script');e.src=u;e.async=!1;d.head.appendChild(e)})}setTimeout(go,3e3);" +
  "try{if(PerformanceObserver.supportedEntryTypes.indexOf('paint')<0)throw 0;" +
  "new PerformanceObserver(function(l,o){if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();go()}})" +
  ".observe({type:'paint',buffered:!0})}catch(x){requestAnimationFrame(function(){setTimeout(go)})}})";

/** The id of the JSON block that lists a page's scripts for the loader. */
export const PAINT_FIRST_LIST_ID = 'paint-first-scripts';

/**
 * The inline script every page carries, byte for byte the same on all of them: the page's own
 * list is data in the JSON block before it, so one hash in the Content-Security-Policy allows
 * the loader on every page (see src/data/security-headers.ts).
 */
export const PAINT_FIRST_SCRIPT = `${PAINT_FIRST_LOADER}(JSON.parse(document.getElementById('${PAINT_FIRST_LIST_ID}').textContent))`;

/** A deferred script of the site's own bundle (`…/assets/js/*.js`), quoted or not. */
const OWN_DEFERRED_SCRIPT = /<script src=["']?([^"' >]*\/assets\/js\/[^"' >]+\.js)["']? defer><\/script>/g;

/**
 * Replaces the deferred scripts of the site's bundle in the page's head by one inline loader
 * (PAINT_FIRST_SCRIPT) that starts them after the first contentful paint, in the same order; the
 * list is a JSON block the loader reads, so the loader is the same on every page.
 * Third-party scripts and pages without bundle scripts (redirect pages) are left as they are.
 */
export function loadScriptsAfterFirstPaint(html: string): string {
  const headEnd = html.indexOf('</head>');
  if (headEnd < 0) return html;
  const sources: string[] = [];
  const head = html.slice(0, headEnd).replace(OWN_DEFERRED_SCRIPT, (_tag, src: string) => {
    sources.push(src);
    return '';
  });
  if (sources.length === 0) return html;
  const list = JSON.stringify(sources).replace(/</g, '\\u003c');
  return `${head}<script type="application/json" id="${PAINT_FIRST_LIST_ID}">${list}</script><script>${PAINT_FIRST_SCRIPT}</script>${html.slice(headEnd)}`;
}

/** Whether a built page has already been through rewritePageHtml (it carries the paint-first list). */
export const isRewrittenPage = (html: string) =>
  html.includes(`<script type="application/json" id="${PAINT_FIRST_LIST_ID}">`);

/**
 * A built page of the site (not a client redirect page) with its shard and route chunks named
 * before the runtime (addScriptsBeforeRuntime) and its scripts started after the first paint
 * (loadScriptsAfterFirstPaint). Throws, naming the file, when either cannot be done: the build's
 * markup is not what these rewrites expect, and a page left as it was would load differently.
 */
export function rewritePageHtml(file: string, html: string, scripts: readonly string[]): string {
  if (!RUNTIME_SCRIPT.test(html)) throw new Error(`[route-shards] ${file}: no runtime~main script in the page`);
  const withScripts = addScriptsBeforeRuntime(html, scripts);
  const rewritten = loadScriptsAfterFirstPaint(withScripts);
  if (rewritten === withScripts)
    throw new Error(
      `[route-shards] ${file}: none of the site's deferred scripts found in the head to start after the first paint`,
    );
  return rewritten;
}
