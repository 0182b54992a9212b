/**
 * Serves the built site: `npm run serve` (after `npm run build`). Options: --port (default 3000,
 * or PORT), --host (default 127.0.0.1, or HOST), --dir (default build). Compresses text, caches
 * hashed assets for a year, answers unknown paths with the site's 404 page, and applies the
 * redirect table when build/redirects.json exists and the site's headers when build/headers.json does.
 */
import fs from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {createStaticServer, loadHeaders} from './lib/static-server';

const {values} = parseArgs({
  options: {
    port: {type: 'string', default: process.env.PORT ?? '3000'},
    host: {type: 'string', default: process.env.HOST ?? '127.0.0.1'},
    dir: {type: 'string', default: 'build'},
    quiet: {type: 'boolean', default: false},
  },
});

const root = path.resolve(values.dir);
if (!fs.existsSync(path.join(root, 'index.html'))) {
  console.error(`serve: ${root} has no index.html. Run "npm run build" first.`);
  process.exit(1);
}
const redirectsFile = path.join(root, 'redirects.json');
const redirects = fs.existsSync(redirectsFile)
  ? new Map<string, string>(
      Object.entries(JSON.parse(fs.readFileSync(redirectsFile, 'utf8')) as Record<string, string>),
    )
  : undefined;

const server = createStaticServer({
  root,
  redirects,
  headers: loadHeaders(root),
  log: values.quiet ? undefined : (line) => console.log(line),
});
server.listen(Number(values.port), values.host, () => {
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : values.port;
  console.log(`Serving ${root} at http://${values.host === '127.0.0.1' ? 'localhost' : values.host}:${port}`);
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.close(() => process.exit(0)));
