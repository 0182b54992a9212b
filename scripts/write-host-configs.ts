/**
 * The build's last step before precompression (`npm run build`, `npm run build:integrations`):
 * reads the finished pages, gives the client redirect pages a site-wide script, hashes every
 * inline script and style block (and the constant <style> elements the bundles render), fails if the pages carry inline code one site-wide policy cannot
 * allow (a script that differs per page, an event handler attribute, a javascript: URL), and
 * writes the host configs with the redirects and the headers of src/data/security-headers.ts:
 * `nginx.conf`, `_redirects` and `_headers` (Netlify, Cloudflare Pages), `vercel.json`, and
 * `headers.json` (for `npm run serve`).
 *
 * Usage: tsx scripts/write-host-configs.ts [out dir, default build]
 * The settings come from the same environment variables as the build's (see the source file).
 */
import fs from 'node:fs';
import path from 'node:path';
import {thirdPartyFromEnv} from '../src/data/integrations';
import {searchFromEnv} from '../src/data/search';
import {securityFromEnv} from '../src/data/security-headers';
import {hostConfigProblems, toNetlifyHeaders} from '../plugins/redirects/headers';
import {isRemoteContentEnabled} from '../plugins/remote-content/prepare';
import {toNetlifyRedirects, toNginxConf, toVercelJson} from '../plugins/redirects/table';
import {
  collectInlineCode,
  headerProblems,
  hostPolicy,
  inlineCodeProblems,
  withConstantRedirectScript,
} from './lib/host-configs';
import {constantStylesInScript} from './lib/inline-code';

const root = path.resolve(__dirname, '..');
const outDir = path.resolve(process.argv[2] ?? path.join(root, 'build'));
/** The request panel's stylesheet, which it writes into a <style> element when it opens (plugins/openapi-pages/lazy-styles.ts). */
const PANEL_STYLES = path.join(root, '.docusaurus', 'docusaurus-theme-openapi', 'default', 'panel-styles.json');

/** A JSON file the build wrote, or an error naming the file and what is wrong with it. */
function readJson<T>(file: string, what: string): T {
  if (!fs.existsSync(file)) throw new Error(`${file} is missing: ${what}`);
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as T;
  } catch (error) {
    throw new Error(`${file} is not valid JSON (${(error as Error).message}): ${what}`);
  }
}

function* pages(files: string[]): Generator<{file: string; html: string}> {
  for (const file of files) {
    const target = path.join(outDir, file);
    const original = fs.readFileSync(target, 'utf8');
    const html = withConstantRedirectScript(original);
    if (html !== original) fs.writeFileSync(target, html);
    yield {file, html};
  }
}

function main(): void {
  const started = Date.now();
  const redirectsFile = path.join(outDir, 'redirects.json');
  const redirects = new Map(
    Object.entries(
      readJson<Record<string, string>>(
        redirectsFile,
        'run "docusaurus build" first (plugins/redirects writes it after the pages)',
      ),
    ),
  );
  for (const [from, to] of redirects) {
    if (typeof to !== 'string' || !from.startsWith('/') || !to.startsWith('/')) {
      throw new Error(`${redirectsFile}: "${from}" → ${JSON.stringify(to)} is not a redirect between site paths`);
    }
  }
  const files = fs
    .readdirSync(outDir, {recursive: true, encoding: 'utf8'})
    .filter((file) => file.endsWith('.html'))
    .sort();
  const code = collectInlineCode(pages(files));
  const panelCss = readJson<{css?: unknown}>(
    PANEL_STYLES,
    "the build compiles the request panel's stylesheet into it",
  ).css;
  if (typeof panelCss !== 'string') throw new Error(`${PANEL_STYLES} has no "css" string to hash`);
  const jsDir = path.join(outDir, 'assets', 'js');
  const bundleStyles = fs
    .readdirSync(jsDir)
    .filter((file) => file.endsWith('.js'))
    .flatMap((file) => constantStylesInScript(fs.readFileSync(path.join(jsDir, file), 'utf8')));

  const settings = securityFromEnv();
  const {algolia, settings: search} = searchFromEnv();
  const policy = hostPolicy({
    settings,
    thirdParty: thirdPartyFromEnv(),
    search: {mode: search.mode, appId: algolia.appId},
    remoteContent: isRemoteContentEnabled(),
    code,
    runtimeStyles: [panelCss, ...bundleStyles],
  });
  const problems = [...inlineCodeProblems(code), ...headerProblems(policy.headers)];
  if (problems.length > 0) {
    throw new Error(
      `[host-configs] the pages cannot be served under one site-wide policy:\n- ${problems.join('\n- ')}`,
    );
  }
  const configs = {
    'nginx.conf': toNginxConf(redirects, {headers: policy.headers}),
    _headers: toNetlifyHeaders(policy.headers),
    'vercel.json': toVercelJson(redirects, policy.headers),
  };
  // Each config must read back as the headers it was written from before any is written.
  const configProblems = hostConfigProblems(policy.headers, configs);
  if (configProblems.length > 0) {
    throw new Error(`[host-configs] a generated config is malformed:\n- ${configProblems.join('\n- ')}`);
  }
  const write = (file: string, content: string) => fs.writeFileSync(path.join(outDir, file), content);
  for (const [file, content] of Object.entries(configs)) write(file, content);
  write('_redirects', toNetlifyRedirects(redirects));
  write('headers.json', `${JSON.stringify(policy.headers, null, 1)}\n`);
  console.log(
    `[host-configs] ${files.length} pages: ${code.scripts.size} distinct inline scripts, ${code.styles.size} inline style blocks, ` +
      `${policy.styleHashes.length} style hashes in all; ` +
      `Content-Security-Policy of ${policy.csp.length} characters; nginx.conf, _redirects, _headers, vercel.json ` +
      `written in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
}

try {
  main();
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
