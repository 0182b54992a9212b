import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import {describe, it} from 'node:test';
import {brotliQuality, MIN_BYTES, precompressDir, shouldPrecompress} from '../precompress';

describe('precompressed build files', () => {
  it('spends brotli 11 only on what loads first: main and runtime scripts, the stylesheet, the titles index', () => {
    for (const file of [
      'assets/js/main.c982bde0.js',
      'assets/js/runtime~main.609c1bd2.js',
      'assets/css/styles.18617e52.css',
      'search-titles.json',
    ])
      assert.equal(brotliQuality(path.join(...file.split('/'))), 11, file);
    for (const file of ['assets/js/56490.bad3331d.js', 'search-index.json', 'reference/segments.html', 'llms-full.txt'])
      assert.equal(brotliQuality(path.join(...file.split('/'))), 6, file);
  });
  it('compresses text files worth compressing, and nothing else', () => {
    assert.equal(shouldPrecompress('build/assets/js/main.1a2b.js', 200_000), true);
    assert.equal(shouldPrecompress('build/index.html', MIN_BYTES), true);
    assert.equal(shouldPrecompress('build/index.html', MIN_BYTES - 1), false);
    assert.equal(shouldPrecompress('build/img/shot.jpg', 200_000), false);
    assert.equal(shouldPrecompress('build/index.html.gz', 200_000), false);
  });

  it('writes .gz and .br siblings that decompress to the original', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'precompress-'));
    fs.mkdirSync(path.join(dir, 'assets/js'), {recursive: true});
    const page = '<!doctype html><p>Feature flags</p>'.repeat(100);
    fs.writeFileSync(path.join(dir, 'index.html'), page);
    fs.writeFileSync(path.join(dir, 'assets/js/main.js'), 'console.log("x");'.repeat(200));
    fs.writeFileSync(path.join(dir, 'tiny.css'), 'a{}');
    fs.writeFileSync(path.join(dir, 'logo.png'), Buffer.alloc(4096));
    const result = await precompressDir(dir);
    assert.equal(result.files, 2);
    assert.equal(zlib.gunzipSync(fs.readFileSync(path.join(dir, 'index.html.gz'))).toString(), page);
    assert.equal(zlib.brotliDecompressSync(fs.readFileSync(path.join(dir, 'index.html.br'))).toString(), page);
    assert.ok(fs.existsSync(path.join(dir, 'assets/js/main.js.br')));
    assert.equal(fs.existsSync(path.join(dir, 'tiny.css.gz')), false);
    assert.equal(fs.existsSync(path.join(dir, 'logo.png.gz')), false);
    fs.rmSync(dir, {recursive: true});
  });
});
