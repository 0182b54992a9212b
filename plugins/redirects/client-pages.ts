/**
 * Client redirect pages: one small HTML file per legacy source, so that the old URLs also land on
 * their page on a static host that runs no redirect rules. `/x` and `/x.html` are served by the
 * file `x.html` on clean-URL hosts; `/x.htm` gets its own file. The script keeps the reader's query
 * string, and their `#heading` unless the target names its own heading; without JavaScript the
 * meta refresh still goes to the page.
 */
const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({'&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;'})[c]!);

export function clientRedirectHtml(to: string, siteUrl: string): string {
  const href = escapeHtml(to);
  const keepHash = to.includes('#') ? '' : '+location.hash';
  // JSON.stringify, then `<` escaped, so that no target can close the script element.
  const target = JSON.stringify(to).replace(/</g, '\\u003c');
  const [page, anchor] = to.split('#');
  const script = anchor
    ? `location.replace(${JSON.stringify(page).replace(/</g, '\\u003c')}+location.search+${JSON.stringify(`#${anchor}`)})`
    : `location.replace(${target}+location.search${keepHash})`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Moved: ${href}</title>
<meta name="robots" content="noindex">
<link rel="canonical" href="${escapeHtml(siteUrl + to)}">
<meta http-equiv="refresh" content="0; url=${href}">
<script>${script}</script>
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
