/**
 * Pure helpers of the whole-site gate: sitemap parsing, link resolution and the report.
 * Kept apart from the browser code so that unit tests can feed them fixtures.
 */
export type PageFacts = {
  path: string;
  ids: string[];
  links: string[];
};

export type Failure = {rule: string; path: string; detail: string};

/** The paths of a sitemap's <loc> entries, whatever origin the build was configured with. */
export function sitemapPaths(xml: string): string[] {
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1].trim()).pathname.replace(/\/$/, '') || '/');
}

/** Splits an internal href (relative to the page it is on) into a clean path and a fragment. */
export function resolveHref(href: string, fromPath: string, origin: string): {path: string; hash: string} | null {
  let url: URL;
  try {
    url = new URL(href, `${origin}${fromPath}`);
  } catch {
    return null;
  }
  if (url.origin !== origin) return null;
  const path =
    url.pathname
      .replace(/\.html$/, '')
      .replace(/\/index$/, '')
      .replace(/\/$/, '') || '/';
  return {path, hash: decodeURIComponent(url.hash.replace(/^#/, ''))};
}

/** Every internal link must reach a built page, and every fragment an element id on it. */
export function checkLinksAndAnchors(
  pages: PageFacts[],
  origin: string,
  isOtherRoute: (path: string) => boolean,
): Failure[] {
  const byPath = new Map(pages.map((p) => [p.path, new Set(p.ids)]));
  const failures: Failure[] = [];
  for (const page of pages) {
    for (const href of new Set(page.links)) {
      const target = resolveHref(href, page.path, origin);
      if (!target) continue;
      if (/\.(png|jpe?g|svg|gif|webp|xml|txt|json|md|yaml|ico)$/.test(target.path)) continue;
      const ids = byPath.get(target.path);
      if (!ids) {
        if (!isOtherRoute(target.path))
          failures.push({rule: 'broken-link', path: page.path, detail: `${href} is not a page of the build`});
        continue;
      }
      if (target.hash && !ids.has(target.hash)) {
        failures.push({
          rule: 'broken-anchor',
          path: page.path,
          detail: `${href}: no element with id "${target.hash}" on ${target.path}`,
        });
      }
    }
  }
  return failures;
}

export function formatReport(checked: number, failures: Failure[], seconds: number): string {
  const byRule = new Map<string, Failure[]>();
  for (const f of failures) byRule.set(f.rule, [...(byRule.get(f.rule) ?? []), f]);
  const lines = [
    `# Site gate`,
    '',
    `Pages checked: ${checked}. Failures: ${failures.length}. Time: ${seconds.toFixed(1)} s.`,
    '',
  ];
  for (const [rule, list] of [...byRule].sort()) {
    lines.push(`## ${rule} (${list.length})`, '');
    for (const f of list) lines.push(`- ${f.path}: ${f.detail}`);
    lines.push('');
  }
  return lines.join('\n');
}
