/**
 * Last step of `npm run build`: writes .gz and .br siblings of the build's text files (see
 * scripts/lib/precompress.ts). Usage: tsx scripts/precompress.ts [build-dir]
 */
import path from 'node:path';
import {precompressDir} from './lib/precompress';

const dir = path.resolve(process.argv[2] ?? 'build');
const started = Date.now();
precompressDir(dir).then(
  (r) => {
    const mb = (n: number) => `${(n / 1e6).toFixed(1)} MB`;
    console.log(
      `[precompress] ${r.files} files in ${((Date.now() - started) / 1000).toFixed(1)} s: ` +
        `${mb(r.rawBytes)} raw, ${mb(r.gzipBytes)} gzip, ${mb(r.brotliBytes)} brotli`,
    );
  },
  (error: unknown) => {
    console.error('[precompress] failed:', error);
    process.exit(1);
  },
);
