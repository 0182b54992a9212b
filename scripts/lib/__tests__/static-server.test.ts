import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type {AddressInfo} from 'node:net';
import {after, before, describe, it} from 'node:test';
import {securityFromEnv, securityHeaders, type HeaderSet} from '../../../src/data/security-headers';
import {
  cacheControlFor,
  candidateFiles,
  createStaticServer,
  loadHeaders,
  pickEncoding,
  safePath,
} from '../static-server';

describe('static server path rules', () => {
  it('tries the clean path, then .html, then index.html', () => {
    assert.deepEqual(candidateFiles('/'), ['index.html']);
    assert.deepEqual(candidateFiles('/a/b'), ['a/b', 'a/b.html', 'a/b/index.html']);
    assert.ok(candidateFiles('/a/index.html').includes('a.html'));
  });
  it('keeps every path inside the root, decodes it, and rejects NUL bytes and bad encoding', () => {
    assert.equal(safePath('/a/../../etc/passwd'), '/etc/passwd');
    assert.equal(safePath('/%2e%2e/%2e%2e/etc'), '/etc');
    assert.equal(safePath('/a%2F..%2F..%2Fetc'), '/etc');
    assert.equal(safePath('/a%00b'), null);
    assert.equal(safePath('/%E0%A4%A'), null);
    assert.equal(safePath('/a%20b'), '/a b');
  });
  it('prefers brotli, then gzip', () => {
    assert.equal(pickEncoding('gzip, deflate, br'), 'br');
    assert.equal(pickEncoding('gzip'), 'gzip');
    assert.equal(pickEncoding(undefined), null);
  });
  it('caches hashed assets for a year and revalidates the rest', () => {
    assert.match(cacheControlFor('assets/js/main.123.js'), /immutable/);
    assert.match(cacheControlFor('quickstart.html'), /must-revalidate/);
  });
});

describe('static server over HTTP', () => {
  let root: string;
  let url: string;
  let server: ReturnType<typeof createStaticServer>;
  before(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'static-server-'));
    fs.writeFileSync(path.join(root, 'index.html'), '<h1>home</h1>');
    fs.writeFileSync(path.join(root, '404.html'), '<h1>not found</h1>');
    fs.writeFileSync(path.join(root, 'page.html'), `<h1>page</h1>${'x'.repeat(4000)}`);
    server = createStaticServer({root, redirects: new Map([['/old', '/page']])});
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  after(() => {
    server.close();
    fs.rmSync(root, {recursive: true, force: true});
  });

  it('serves clean URLs and their .html forms, compressed', async () => {
    for (const p of ['/page', '/page.html', '/page/index.html']) {
      const res = await fetch(`${url}${p}`, {headers: {'accept-encoding': 'gzip'}});
      assert.equal(res.status, 200, p);
      assert.match(await res.text(), /<h1>page<\/h1>/);
    }
    const raw = await new Promise<Buffer>((resolve, reject) => {
      void import('node:http').then(({get}) =>
        get(`${url}/page`, {headers: {'accept-encoding': 'gzip'}}, (res) => {
          assert.equal(res.headers['content-encoding'], 'gzip');
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c)).on('end', () => resolve(Buffer.concat(chunks)));
        }).on('error', reject),
      );
    });
    assert.match(zlib.gunzipSync(raw).toString(), /<h1>page<\/h1>/);
  });
  it("serves the build's precompressed sibling when it is as new as the file, never an older one", async () => {
    const rawBody = (p: string, encoding: string) =>
      new Promise<Buffer>((resolve, reject) => {
        void import('node:http').then(({get}) =>
          get(`${url}${p}`, {headers: {'accept-encoding': encoding}}, (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (c: Buffer) => chunks.push(c)).on('end', () => resolve(Buffer.concat(chunks)));
          }).on('error', reject),
        );
      });
    const file = path.join(root, 'sibling.html');
    fs.writeFileSync(file, `<h1>fresh</h1>${'y'.repeat(4000)}`);
    // A sibling with other content: served only because it is newer than the file.
    fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(`<h1>from the sibling</h1>${'y'.repeat(4000)}`));
    assert.match(zlib.brotliDecompressSync(await rawBody('/sibling', 'br')).toString(), /from the sibling/);
    const stale = path.join(root, 'stale.html');
    fs.writeFileSync(`${stale}.gz`, zlib.gzipSync('<h1>old</h1>'));
    const past = new Date(Date.now() - 60_000);
    fs.utimesSync(`${stale}.gz`, past, past);
    fs.writeFileSync(stale, `<h1>new</h1>${'z'.repeat(4000)}`);
    assert.match(zlib.gunzipSync(await rawBody('/stale', 'gzip')).toString(), /<h1>new<\/h1>/);
  });
  it('answers unknown paths with the 404 page and status 404', async () => {
    const res = await fetch(`${url}/nope`);
    assert.equal(res.status, 404);
    assert.match(await res.text(), /not found/);
  });
  it('redirects with 301 and keeps the query string', async () => {
    const res = await fetch(`${url}/old?utm=1`, {redirect: 'manual'});
    assert.equal(res.status, 301);
    assert.equal(res.headers.get('location'), '/page?utm=1');
  });
  it('refuses traversal and other methods without crashing', async () => {
    const traversal = await fetch(`${url}/a%2F..%2F..%2F..%2Fetc%2Fpasswd`);
    assert.equal(traversal.status, 404);
    assert.doesNotMatch(await traversal.text(), /root:/);
    assert.equal((await fetch(`${url}/a%00b`)).status, 400);
    assert.equal((await fetch(`${url}/page`, {method: 'POST'})).status, 405);
    assert.equal((await fetch(`${url}/${'a'.repeat(5000)}`)).status, 404);
  });
});

describe("static server with the build's headers (npm run serve, the e2e runner)", () => {
  const headers: HeaderSet = securityHeaders(securityFromEnv({CSP_REPORT_URI: 'https://r.example.com/csp'}), {
    'default-src': ["'self'"],
    'script-src': ["'self'", "'sha256-abc='"],
  });
  let root: string;
  let url: string;
  let server: ReturnType<typeof createStaticServer>;
  before(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'static-server-headers-'));
    fs.mkdirSync(path.join(root, 'assets', 'js'), {recursive: true});
    fs.writeFileSync(path.join(root, 'index.html'), '<h1>home</h1>');
    fs.writeFileSync(path.join(root, '404.html'), '<h1>not found</h1>');
    fs.writeFileSync(path.join(root, 'assets', 'js', 'main.1a2b.js'), 'x()');
    fs.writeFileSync(path.join(root, 'headers.json'), JSON.stringify(headers));
    server = createStaticServer({root, redirects: new Map([['/old', '/']]), headers: loadHeaders(root)});
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  after(() => {
    server.close();
    fs.rmSync(root, {recursive: true, force: true});
  });

  it('sends the same headers as the host configs on pages, assets, the 404 page and redirects', async () => {
    for (const [p, status] of [
      ['/', 200],
      ['/assets/js/main.1a2b.js', 200],
      ['/nope', 404],
      ['/old', 301],
    ] as const) {
      const res = await fetch(`${url}${p}`, {redirect: 'manual'});
      assert.equal(res.status, status, p);
      for (const [name, value] of headers.all) assert.equal(res.headers.get(name), value, `${p}: ${name}`);
    }
    const cache = async (p: string) => (await fetch(`${url}${p}`)).headers.get('cache-control');
    assert.equal(await cache('/assets/js/main.1a2b.js'), headers.assets[0][1]);
    assert.equal(await cache('/'), headers.other[0][1]);
  });

  it('serves without a policy when the build wrote none, and names a malformed headers.json', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'static-server-bad-'));
    try {
      assert.equal(loadHeaders(dir), undefined);
      fs.writeFileSync(path.join(dir, 'headers.json'), '{"all": [');
      assert.throws(() => loadHeaders(dir), /headers\.json is not valid JSON/);
      fs.writeFileSync(path.join(dir, 'headers.json'), '{"all": [["X-A", 1]], "assets": [], "other": []}');
      assert.throws(() => loadHeaders(dir), /headers\.json is not a header set/);
    } finally {
      fs.rmSync(dir, {recursive: true, force: true});
    }
  });
});
