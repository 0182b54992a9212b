import path from 'node:path';

/** The build under test: build/, or the folder named by E2E_BUILD_DIR (build-stock/ for the stock run). */
export const BUILD_DIR = path.resolve(process.env.E2E_BUILD_DIR ?? 'build');

/**
 * Whether the browser tests run on the stock-runtime build (`DOCS_STOCK_RUNTIME=true`, see
 * docusaurus.config.ts), which leaves out the performance patches of Docusaurus's runtime. A test
 * of what a patch does (`{skip: PATCH_ONLY}`) is skipped there; every other test must pass on both
 * builds.
 */
export const STOCK_RUNTIME = process.env.DOCS_STOCK_RUNTIME === 'true';

/** The skip reason for a test of a performance patch on the stock-runtime build, else false. */
export const PATCH_ONLY: string | false = STOCK_RUNTIME
  ? 'tests a performance patch, which the stock-runtime build leaves out'
  : false;

/**
 * The skip reason, on the stock-runtime run only, for a test that does not depend on which runtime
 * the build under test has: it tests the other build (the one with every third party on, built
 * once with the runtime patches), or files the switch does not change (the client redirect pages,
 * which e2e/stock-build.test.ts proves to be the same in both builds). Else false.
 */
export function mainRunOnly(why: string): string | false {
  return STOCK_RUNTIME ? `runs once, on the main build: ${why}` : false;
}
