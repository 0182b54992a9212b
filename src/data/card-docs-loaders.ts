/**
 * Loaders of each docs version's docs, for the doc cards' descriptions (src/data/card-docs.ts):
 * none here, since Docusaurus keeps the docs in the version props every doc page loads. In
 * production builds patches/lean-client-data takes the docs out of those props and replaces this
 * module with the loaders it writes; the stock-runtime build keeps this one.
 */
const cardDocsLoaders: Record<string, () => Promise<{default: Record<string, unknown>}>> = {};

export default cardDocsLoaders;
