/**
 * A small static server for the built site, used by `npm run serve` and by the e2e tests.
 * It behaves like the hosts we document (see deploy/): clean URLs without trailing slashes,
 * `.html` and `/index.html` forms served as the page, the site's 404 page with status 404,
 * gzip or brotli for text, long-lived caching for hashed assets and revalidation for HTML, and
 * the site's security headers when the build wrote them (headers.json, see
 * scripts/write-host-configs.ts), so that the site runs under its Content-Security-Policy here too.
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import type {HeaderSet} from '../../src/data/security-headers';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.yaml': 'application/yaml; charset=utf-8',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.xml', '.txt', '.md', '.svg', '.yaml']);

export type Redirect = {from: string; to: string};

export type ServerOptions = {
  root: string;
  /** Exact-path 301 redirects (path without query string). */
  redirects?: ReadonlyMap<string, string>;
  /** Headers for every response (`all`); see loadHeaders. */
  headers?: HeaderSet;
  log?: (line: string) => void;
};

/** Maps a request path to candidate files under root, in the order a host would try them. */
export function candidateFiles(urlPath: string): string[] {
  const clean = urlPath.replace(/\/+$/, '') || '/';
  if (clean === '/') return ['index.html'];
  const rel = clean.slice(1);
  const out = [rel, `${rel}.html`, `${rel}/index.html`];
  // `/x/index.html` and `/x.html` show `/x` when no exact file matches.
  if (rel.endsWith('/index.html')) out.push(`${rel.slice(0, -'/index.html'.length)}.html`);
  if (rel === 'index.html') out.push('index.html');
  if (/\.html?$/.test(rel))
    out.push(`${rel.replace(/\.html?$/, '')}.html`, `${rel.replace(/\.html?$/, '')}/index.html`);
  return out;
}

/** Decodes and normalises a request path; null when it tries to leave the root. */
export function safePath(rawUrl: string): string | null {
  let pathname: string;
  try {
    pathname = decodeURIComponent(new URL(rawUrl, 'http://x').pathname);
  } catch {
    return null;
  }
  if (pathname.includes('\0')) return null;
  const normal = path.posix.normalize(pathname);
  if (!normal.startsWith('/') || normal.split('/').includes('..')) return null;
  return normal;
}

export function pickEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  const accepted = (acceptEncoding ?? '').toLowerCase();
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return null;
}

export function cacheControlFor(relFile: string): string {
  return relFile.startsWith('assets/') ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate';
}

/**
 * The headers the build wrote for the hosts (build/headers.json), or undefined without them; a
 * file that is not a header set is an error naming it rather than a site served without a policy.
 */
export function loadHeaders(root: string): HeaderSet | undefined {
  const file = path.join(root, 'headers.json');
  if (!fs.existsSync(file)) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`${file} is not valid JSON (${(error as Error).message}): rebuild with npm run build`);
  }
  const isList = (v: unknown) =>
    Array.isArray(v) &&
    v.every((pair) => Array.isArray(pair) && pair.length === 2 && pair.every((x) => typeof x === 'string'));
  const set = parsed as Partial<Record<keyof HeaderSet, unknown>> | null;
  if (!set || !isList(set.all) || !isList(set.assets) || !isList(set.other)) {
    throw new Error(
      `${file} is not a header set ({all, assets, other}: lists of [name, value]): rebuild with npm run build`,
    );
  }
  return set as HeaderSet;
}

export function createStaticServer({root, redirects, headers: siteHeaders, log}: ServerOptions): http.Server {
  const compressedCache = new Map<string, Buffer>();
  const everyResponse = Object.fromEntries(siteHeaders?.all ?? []);

  function send(req: http.IncomingMessage, res: http.ServerResponse, relFile: string, status: number) {
    const abs = path.join(root, relFile);
    const ext = path.extname(abs).toLowerCase();
    const body = fs.readFileSync(abs);
    const {mtimeMs} = fs.statSync(abs);
    const headers: http.OutgoingHttpHeaders = {
      ...everyResponse,
      'Content-Type': TYPES[ext] ?? 'application/octet-stream',
      'Cache-Control': status === 200 ? cacheControlFor(relFile) : 'no-store',
      Vary: 'Accept-Encoding',
    };
    const encoding = COMPRESSIBLE.has(ext) && body.length > 1024 ? pickEncoding(req.headers['accept-encoding']) : null;
    let payload: Buffer = body;
    if (encoding) {
      // Keyed by modification time too, so a rebuild under a running server is never served stale.
      const key = `${encoding}:${relFile}:${mtimeMs}`;
      let cached = compressedCache.get(key);
      if (!cached) {
        // The build's precompressed sibling (scripts/precompress.ts) when it is as new as the file,
        // as nginx's gzip_static and brotli_static serve it; otherwise a fast compression here,
        // since this server compresses on its only thread while pages wait.
        const sibling = `${abs}.${encoding === 'br' ? 'br' : 'gz'}`;
        cached =
          fs.existsSync(sibling) && fs.statSync(sibling).mtimeMs >= mtimeMs
            ? fs.readFileSync(sibling)
            : encoding === 'br'
              ? zlib.brotliCompressSync(body, {params: {[zlib.constants.BROTLI_PARAM_QUALITY]: 5}})
              : zlib.gzipSync(body, {level: 6});
        compressedCache.set(key, cached);
      }
      payload = cached;
      headers['Content-Encoding'] = encoding;
    }
    headers['Content-Length'] = payload.length;
    res.writeHead(status, headers);
    res.end(req.method === 'HEAD' ? undefined : payload);
  }

  return http.createServer((req, res) => {
    const started = Date.now();
    res.on('finish', () => log?.(`${res.statusCode} ${req.method} ${req.url} ${Date.now() - started}ms`));
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, {Allow: 'GET, HEAD'}).end();
      return;
    }
    const urlPath = safePath(req.url ?? '/');
    if (urlPath === null) {
      res.writeHead(400, {'Content-Type': 'text/plain'}).end('Bad request path');
      return;
    }
    const target = redirects?.get(urlPath.replace(/\/+$/, '') || '/');
    if (target) {
      const query = (req.url ?? '').includes('?') ? (req.url ?? '').slice((req.url ?? '').indexOf('?')) : '';
      res.writeHead(301, {...everyResponse, Location: target + query, 'Cache-Control': 'public, max-age=3600'}).end();
      return;
    }
    for (const candidate of candidateFiles(urlPath)) {
      const abs = path.join(root, candidate);
      if (abs.startsWith(root) && fs.existsSync(abs) && fs.statSync(abs).isFile()) {
        send(req, res, candidate, 200);
        return;
      }
    }
    send(req, res, '404.html', 404);
  });
}
