/**
 * Runs the browser tests against the production build in build/ (or the folder named by
 * E2E_BUILD_DIR, such as the stock-runtime build): serves it on 127.0.0.1 and a free port with the same server as `npm run serve` (with the site's headers, so every test runs
 * under the Content-Security-Policy), runs e2e/*.test.ts with Node's test runner,
 * then stops the server. Usage: npm run test:e2e [-- e2e/chrome.test.ts]
 */
import {spawn} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type {AddressInfo} from 'node:net';
import {createStaticServer, loadHeaders} from './lib/static-server';

const root = path.resolve(__dirname, '..');
const buildDir = path.resolve(root, process.env.E2E_BUILD_DIR ?? 'build');
if (!fs.existsSync(path.join(buildDir, 'index.html'))) {
  console.error(`test:e2e: ${buildDir} has no index.html. Run "DOCS_TEST_FIXTURES=true npm run build" first.`);
  process.exit(1);
}
const redirectsFile = path.join(buildDir, 'redirects.json');
const redirects = fs.existsSync(redirectsFile)
  ? new Map(Object.entries(JSON.parse(fs.readFileSync(redirectsFile, 'utf8')) as Record<string, string>))
  : undefined;

/**
 * The files that take longest (the whole-site crawls, then the reading checks), first: the runner
 * starts files in this order, two at a time, so the short ones fill in beside them instead of a
 * long one running alone at the end.
 */
const LONGEST = [
  'e2e/site-gate.test.ts',
  'e2e/security-headers.test.ts',
  'e2e/reading.test.ts',
  'e2e/redirects.test.ts',
];
function longestFirst(files: string[]): string[] {
  const rank = (file: string) => (LONGEST.includes(file) ? LONGEST.indexOf(file) : LONGEST.length);
  return [...files].sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
}

const server = createStaticServer({root: buildDir, redirects, headers: loadHeaders(buildDir)});
server.listen(0, '127.0.0.1', () => {
  const {port} = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  const files = process.argv.slice(2);
  const targets =
    files.length > 0
      ? files
      : longestFirst(
          fs
            .readdirSync(path.join(root, 'e2e'))
            .filter((f) => f.endsWith('.test.ts'))
            .map((f) => `e2e/${f}`),
        );
  console.log(`test:e2e: serving ${path.relative(root, buildDir) || '.'} at ${url}; running ${targets.length} file(s)`);
  const child = spawn(process.execPath, ['--import', 'tsx', '--test', '--test-concurrency=2', ...targets], {
    cwd: root,
    stdio: 'inherit',
    env: {...process.env, E2E_BASE_URL: url},
  });
  child.on('exit', (code) => {
    server.close();
    process.exit(code ?? 1);
  });
});
