import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type {AddressInfo} from 'node:net';
import {after, before, describe, it} from 'node:test';
import matter from 'gray-matter';
import {fetchPage, type Logger} from '../fetch';
import {prepareRemoteContent} from '../prepare';
import type {RemoteSource} from '../sources';

/** Fixture files served the way raw.githubusercontent.com serves them: /<owner>/<repo>/<ref>/<path>. */
const GOOD = `# Go SDK\n\nThe Go SDK evaluates feature flags inside your Go service. ${'It polls Unleash and caches the configuration. '.repeat(10)}\n\n## Install\n\n\`\`\`bash\ngo get github.com/Unleash/unleash-go-sdk/v5\n\`\`\`\n`;
let server: http.Server;
let baseUrl = '';
before(async () => {
  server = http.createServer((req, res) => {
    const url = req.url ?? '';
    if (url.endsWith('/good/README.md')) res.end(GOOD);
    else if (url.endsWith('/slow/README.md')) setTimeout(() => res.end(GOOD), 2_000);
    else if (url.endsWith('/garbage/README.md'))
      res.end(Buffer.from([0xff, 0xfe, 0x00, 0x01, 0x9c, 0x80, 0x00, 0xc3, 0x28]));
    else if (url.endsWith('/huge/README.md')) res.end('word '.repeat(600_000));
    else if (url.endsWith('/empty/README.md')) res.end('# Title\n\n[![badge](https://img.shields.io/x.svg)](x)\n');
    else res.writeHead(404).end('Not Found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
after(() => server.close());

const source = (ref: string): RemoteSource => ({
  slug: '/reference/sdks/go',
  repo: 'Unleash/unleash-go-sdk',
  ref,
  path: 'README.md',
  title: 'Go SDK',
  sidebarLabel: 'Go',
  sidebarPosition: 3,
  fallback: 'docs/reference/sdks/go.mdx',
});
const quiet = (): Logger & {lines: string[]} => {
  const lines: string[] = [];
  return {lines, info: (l) => lines.push(l), warn: (l) => lines.push(l)};
};
const options = {timeoutMs: 500, retries: 1, retryDelayMs: 10, maxBytes: 1024 * 1024};

describe('fetching a source from a local server', () => {
  it('turns a good file into a page and logs where it came from', async () => {
    const logger = quiet();
    const result = await fetchPage(source('good'), {...options, baseUrl, logger});
    assert.equal(result.status, 'remote');
    assert.equal(result.status === 'remote' && matter(result.markdown).data.title, 'Go SDK');
    assert.match(logger.lines[0], /\/reference\/sdks\/go: fetched Unleash\/unleash-go-sdk@good README\.md/);
  });

  for (const [ref, reason] of [
    ['missing', /404/],
    ['slow', /time/i],
    ['garbage', /text|UTF-8|binary/i],
    ['huge', /large|bytes|limit/i],
    ['empty', /too little content/],
  ] as const) {
    it(`falls back to the authored page for a ${ref} file, with the reason logged`, async () => {
      const logger = quiet();
      // Only the slow file is about time; the others get time to spare on a loaded machine (a huge
      // file read under load could otherwise time out before its size is seen).
      const timeoutMs = ref === 'slow' ? options.timeoutMs : 10_000;
      const result = await fetchPage(source(ref), {...options, timeoutMs, baseUrl, logger});
      assert.equal(result.status, 'fallback');
      assert.match(result.status === 'fallback' ? result.reason : '', reason);
      assert.match(
        logger.lines.join('\n'),
        new RegExp(`/reference/sdks/go: fell back to docs/reference/sdks/go\\.mdx: `),
      );
    });
  }

  it('retries once after a timeout before falling back', async () => {
    const started = Date.now();
    const result = await fetchPage(source('slow'), {...options, baseUrl, logger: quiet()});
    assert.equal(result.status, 'fallback');
    assert.match(result.status === 'fallback' ? result.reason : '', /2 attempts/);
    assert.ok(Date.now() - started >= 2 * options.timeoutMs);
  });
});

describe('preparing the docs', () => {
  it('builds every page from our authored pages when the switch is off, and says so', async () => {
    const logger = quiet();
    const remote = await prepareRemoteContent({siteDir: '/nowhere', enabled: false, sources: [source('good')], logger});
    assert.equal(remote.docsPath, 'docs');
    assert.equal(remote.pages.size, 0);
    assert.match(remote.fallbacks.get('/reference/sdks/go') ?? '', /off/);
    assert.match(logger.lines.join('\n'), /\[remote-content\] off/);
  });

  it('writes a copy of the docs where fetched pages replace their authored twins', async () => {
    const siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'remote-content-'));
    fs.mkdirSync(path.join(siteDir, 'docs/reference/sdks'), {recursive: true});
    fs.writeFileSync(
      path.join(siteDir, 'docs/reference/sdks/go.mdx'),
      '---\ntitle: Go SDK\ndescription: Ours.\n---\n\nAuthored.\n',
    );
    fs.writeFileSync(path.join(siteDir, 'docs/reference/sdks/node.mdx'), '---\ntitle: Node.js SDK\n---\n\nAuthored.\n');
    const node = {...source('missing'), slug: '/reference/sdks/node', fallback: 'docs/reference/sdks/node.mdx'};
    const remote = await prepareRemoteContent({
      siteDir,
      enabled: true,
      sources: [source('good'), node],
      fetch: {...options, baseUrl},
      logger: quiet(),
    });
    assert.equal(remote.docsPath, '.generated/remote-docs');
    const copy = path.join(siteDir, remote.docsPath, 'reference/sdks');
    assert.deepEqual(fs.readdirSync(copy).sort(), ['go.md', 'node.mdx']);
    assert.equal(matter(fs.readFileSync(path.join(copy, 'go.md'), 'utf8')).data.description, 'Ours.');
    assert.match(remote.fallbacks.get('/reference/sdks/node') ?? '', /404/);
    fs.rmSync(siteDir, {recursive: true});
  });
});
