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
