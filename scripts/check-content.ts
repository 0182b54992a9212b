/**
 * Content check: front matter, one H1, placeholders, minimum words, MDX syntax and internal
 * links for every page under docs/ and api-reference/. Fast (no site build), so writers run it while they write:
 *   npm run check:content            # whole tree
 *   npm run check:content -- how-to  # only files whose path contains "how-to"
 * Exit code 1 with one line per finding (file, rule, message).
 */
import fs from 'node:fs';
import path from 'node:path';
import {
  API_CONTENT_DIR,
  API_URL_PREFIX,
  checkLinks,
  checkPage,
  parsePage,
  sourceFileOf,
  type Finding,
  type ParsedPage,
} from './lib/content-rules';
import {readExperimentalFlags} from './lib/experimental-flags';

const ROOT = path.resolve(__dirname, '..');

/**
 * The API operation and tag pages are generated (npm run gen:api) into a gitignored folder: they
 * are not checked here (the generator and the OpenAPI tests own them), but links to them count.
 */
const GENERATED_API = path.join(ROOT, API_CONTENT_DIR, 'unleash');
const generatedApiRoutes = new Set(
  fs.existsSync(GENERATED_API)
    ? fs
        .readdirSync(GENERATED_API)
        .filter((f) => /\.(api|tag)\.mdx$/.test(f))
        .map((f) => `/${API_URL_PREFIX}unleash/${f.replace(/\.(api|tag)\.mdx$/, '')}`)
    : [],
);

/** Routes that exist outside the checked pages: React pages and the generated API reference. */
const isRouteOutsideDocs = (url: string) => url === '/search' || generatedApiRoutes.has(url);

function listPages(dir: string, rel = ''): string[] {
  const out: string[] = [];
  for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
    if (entry.name.startsWith('_') || entry.name.startsWith('.')) continue;
    const relPath = rel ? `${rel}/${entry.name}` : entry.name;
    if (path.join(dir, entry.name) === GENERATED_API) continue;
    if (entry.isDirectory()) out.push(...listPages(path.join(dir, entry.name), relPath));
    else if (/\.mdx?$/.test(entry.name)) out.push(relPath);
  }
  return out;
}

async function checkMdxSyntax(page: ParsedPage): Promise<Finding[]> {
  // Docusaurus accepts `## Heading {#id}`; plain MDX does not, so drop the ids before compiling.
  const body = page.body.replace(/^(#{1,6} .*?)\s*\{#[\w-]+\}\s*$/gm, '$1');
  // ESM-only packages, loaded dynamically from this CommonJS script.
  const [{compile}, {default: remarkGfm}] = await Promise.all([import('@mdx-js/mdx'), import('remark-gfm')]);
  try {
    await compile(body, {remarkPlugins: [remarkGfm], format: page.relPath.endsWith('.md') ? 'md' : 'mdx'});
    return [];
  } catch (error) {
    const e = error as {line?: number; reason?: string; message: string};
    return [
      {
        file: sourceFileOf(page.relPath),
        rule: 'mdx-syntax',
        message: `line ${e.line ?? '?'} of the body: ${e.reason ?? e.message}`,
      },
    ];
  }
}

async function main() {
  const filter = process.argv[2];
  const experimentalFlags = readExperimentalFlags();
  const read = (dir: string, prefix: string) =>
    listPages(path.join(ROOT, dir)).map((rel) =>
      parsePage({relPath: `${prefix}${rel}`, raw: fs.readFileSync(path.join(ROOT, dir, rel), 'utf8')}),
    );
  const all = [...read('docs', ''), ...read(API_CONTENT_DIR, API_URL_PREFIX)];
  const selected = filter ? all.filter((p) => p.relPath.includes(filter)) : all;
  const findings: Finding[] = [];
  for (const page of selected) {
    findings.push(...checkPage(page, {experimentalFlags}), ...(await checkMdxSyntax(page)));
  }
  findings.push(...checkLinks(selected, (url) => isRouteOutsideDocs(url) || all.some((p) => p.url === url)));
  for (const f of findings) console.log(`${f.file}: [${f.rule}] ${f.message}`);
  console.log(`check-content: ${selected.length} pages, ${findings.length} findings`);
  process.exitCode = findings.length > 0 ? 1 : 0;
}

void main();
