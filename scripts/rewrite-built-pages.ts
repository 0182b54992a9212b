/**
 * The step of `npm run build` after `docusaurus build` (issue 29): rewrites the built pages for
 * the route shards (patches/route-shards, `rewriteBuiltPages`): the shard-only chunk hashes leave
 * the webpack runtime, and each page names its shard and route chunks and starts its scripts after
 * the first paint. It runs after Docusaurus has finished, so no plugin reads a page while it is
 * rewritten, and it fails, naming the file, on a page it cannot rewrite. A stock-runtime build
 * (`DOCS_STOCK_RUNTIME=true`) has no route shards: the step says so and does nothing.
 * Usage: tsx scripts/rewrite-built-pages.ts [outDir]   (default build/)
 */
import path from 'node:path';
import {rewriteBuiltPages} from '../patches/route-shards';

const root = path.resolve(__dirname, '..');
const outDir = path.resolve(process.argv[2] ?? path.join(root, 'build'));

async function main(): Promise<void> {
  if (process.env.DOCS_STOCK_RUNTIME === 'true') {
    console.log(
      '[rewrite-built-pages] skipped: DOCS_STOCK_RUNTIME=true builds on the stock runtime, without route shards',
    );
    return;
  }
  const started = Date.now();
  const {pages, withShard, withChunks, alreadyRewritten} = await rewriteBuiltPages(
    outDir,
    path.join(root, '.docusaurus'),
  );
  if (alreadyRewritten) {
    console.log(`[rewrite-built-pages] ${path.relative(root, outDir) || '.'} is already rewritten: nothing to do`);
    return;
  }
  console.log(
    `[rewrite-built-pages] ${pages} pages of ${path.relative(root, outDir) || '.'} rewritten in ${((Date.now() - started) / 1000).toFixed(1)} s: ` +
      `${withShard} load their route shard with main.js, ${withChunks} their route chunks too`,
  );
}

main().catch((error: unknown) => {
  console.error((error as Error).message);
  process.exit(1);
});
