/**
 * Client redirect pages: one small HTML file per legacy source, so that the old URLs also land on
 * their page on a static host that runs no redirect rules. `/x` and `/x.html` are served by the
 * file `x.html` on clean-URL hosts; `/x.htm` gets its own file. Without JavaScript the meta refresh
 * still goes to the page.
 */
const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({'&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;'})[c]!);

/**
 * The script of every redirect page, the same on all of them so that the Content-Security-Policy
 * allows it with one hash (src/data/security-headers.ts): it reads the target from the page's
 * canonical link and keeps the reader's query string, and their `#heading` unless the target
 * names its own heading. Only the path of the canonical link is used, so a preview or local
 * server redirects within itself.
 */
export const REDIRECT_PAGE_SCRIPT =
  "var t=new URL(document.querySelector('link[rel=canonical]').href);location.replace(t.pathname+location.search+(t.hash||location.hash))";

export function clientRedirectHtml(to: string, siteUrl: string): string {
  const href = escapeHtml(to);
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Moved: ${href}</title>
<meta name="robots" content="noindex">
<link rel="canonical" href="${escapeHtml(siteUrl + to)}">
<meta http-equiv="refresh" content="0; url=${href}">
<script>${REDIRECT_PAGE_SCRIPT}</script>
</head><body><p>This page has moved to <a href="${href}">${href}</a>.</p></body></html>
`;
}

/** The file of each source form (`/a/b` → `a/b.html`, `/a/b.htm` → `a/b.htm`; `.html` shares `a/b.html`). */
export function clientRedirectFiles(map: ReadonlyMap<string, string>, siteUrl: string): {file: string; html: string}[] {
  const files = new Map<string, string>();
  for (const [from, to] of map) {
    if (from === '/' || from.endsWith('.html')) continue;
    const file = from.endsWith('.htm') ? from.slice(1) : `${from.slice(1)}.html`;
    if (!files.has(file)) files.set(file, clientRedirectHtml(to, siteUrl));
  }
  return [...files].map(([file, html]) => ({file, html}));
}

/** Whether a built HTML file is one of these redirect pages (a page of the site never carries their script). */
export const isClientRedirectPage = (html: string) => html.includes(`<script>${REDIRECT_PAGE_SCRIPT}</script>`);
