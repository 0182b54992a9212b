/**
 * Search settings from the environment at build time. With DOCSEARCH_APP_ID, DOCSEARCH_API_KEY
 * and DOCSEARCH_INDEX_NAME all set, the site uses the hosted DocSearch service; otherwise the
 * index the build writes (the default, and what the tests run).
 */
export type SearchSettings = {mode: 'local' | 'hosted'; indexName: string; reportIssueUrl: string};

export type AlgoliaThemeConfig = {
  appId: string;
  apiKey: string;
  indexName: string;
  contextualSearch: boolean;
  searchPagePath: string;
  insights: boolean;
};

export const REPORT_ISSUE_URL = 'https://github.com/Unleash/unleash/issues/new';

export function searchFromEnv(env: NodeJS.ProcessEnv = process.env): {
  settings: SearchSettings;
  algolia: AlgoliaThemeConfig;
} {
  const appId = env.DOCSEARCH_APP_ID?.trim();
  const apiKey = env.DOCSEARCH_API_KEY?.trim();
  const indexName = env.DOCSEARCH_INDEX_NAME?.trim();
  const hosted = Boolean(appId && apiKey && indexName);
  const partial = !hosted && Boolean(appId || apiKey || indexName);
  if (partial) {
    throw new Error(
      'Hosted search needs all of DOCSEARCH_APP_ID, DOCSEARCH_API_KEY and DOCSEARCH_INDEX_NAME; some are missing.',
    );
  }
  const name = hosted ? (indexName as string) : 'unleash-docs';
  return {
    settings: {mode: hosted ? 'hosted' : 'local', indexName: name, reportIssueUrl: REPORT_ISSUE_URL},
    algolia: {
      appId: hosted ? (appId as string) : 'LOCAL',
      apiKey: hosted ? (apiKey as string) : 'local-index',
      indexName: name,
      contextualSearch: true,
      searchPagePath: 'search',
      insights: false,
    },
  };
}
