/**
 * The documentation links inside the Unleash server package (its compiled server code, mail
 * templates and the bundled admin UI): every `https://docs.getunleash.io/...` URL written in its
 * files, so that a test can check each one lands on a page and heading of this site. Reading the
 * package instead of keeping a list means a new release's links are checked as soon as it is
 * installed.
 */
import fs from 'node:fs';
import path from 'node:path';

export type ProductLink = {url: string; path: string; anchor?: string; files: string[]};

const DOCS_URL = /https?:\/\/docs\.getunleash\.io(?![\w.-])([A-Za-z0-9\-._~/%]*)(#[A-Za-z0-9\-_.%]*)?/g;

/**
 * The docs URLs in one file's text. A link built in a template (`.../rbac${kind === 'root' ?
 * '#custom-root-roles' : '#custom-project-roles'}`) counts once per anchor it can end with;
 * trailing sentence punctuation is not part of a URL.
 */
export function docsLinksIn(text: string): {path: string; anchor?: string}[] {
  const found: {path: string; anchor?: string}[] = [];
  for (const m of text.matchAll(DOCS_URL)) {
    const rawPath = m[1].replace(/[.]+$/, '');
    const pagePath = rawPath || '/';
    const anchor = m[2]?.replace(/[.]+$/, '').slice(1);
    const after = text.slice(m.index + m[0].length, m.index + m[0].length + 200);
    if (!m[2] && after.startsWith('${')) {
      const end = after.indexOf('}`');
      const anchors = [...after.slice(0, end === -1 ? 200 : end).matchAll(/[`'"]#([\w-]+)[`'"]/g)].map((a) => a[1]);
      if (anchors.length > 0) {
        for (const a of anchors) found.push({path: pagePath, anchor: a});
        continue;
      }
    }
    found.push(anchor ? {path: pagePath, anchor} : {path: pagePath});
  }
  return found;
}

const TEXT_FILE = /\.(js|mjs|cjs|html|mustache|json|txt|md)$/;

/** Every docs link in the package's files (not its own node_modules), deduplicated, with the files naming it. */
export function productDocsLinks(packageDir: string): ProductLink[] {
  const links = new Map<string, ProductLink>();
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules') walk(full);
      } else if (TEXT_FILE.test(entry.name) && !entry.name.endsWith('.map')) {
        const text = fs.readFileSync(full, 'utf8');
        if (!text.includes('docs.getunleash.io')) continue;
        for (const link of docsLinksIn(text)) {
          const url = `${link.path}${link.anchor ? `#${link.anchor}` : ''}`;
          const known = links.get(url) ?? {url, ...link, files: []};
          const rel = path.relative(packageDir, full);
          if (!known.files.includes(rel)) known.files.push(rel);
          links.set(url, known);
        }
      }
    }
  };
  for (const sub of ['dist', 'frontend']) {
    if (fs.existsSync(path.join(packageDir, sub))) walk(path.join(packageDir, sub));
  }
  return [...links.values()].sort((a, b) => a.url.localeCompare(b.url));
}
