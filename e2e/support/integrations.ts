import path from 'node:path';

/** Where scripts/test.sh builds the site with every third party switched on, and with which ids. */
export const INTEGRATIONS_DIR = path.resolve(__dirname, '../../build-integrations');

export const INTEGRATIONS_ENV = {
  GTAG_TRACKING_ID: 'G-TEST000001',
  GTM_CONTAINER_ID: 'GTM-TEST001',
  MARKETING_SCRIPT_SRC: 'https://marketing.example.com/script.js',
  MARKETING_CLIENT_ID: 'test-client-id',
  ASK_AI_WIDGET_SRC: 'https://widget.example.com/ask-ai.js',
  ASK_AI_WIDGET_ID: 'test-widget-id',
  DOCSEARCH_APP_ID: 'TESTAPPID',
  DOCSEARCH_API_KEY: 'test-search-key',
  DOCSEARCH_INDEX_NAME: 'unleash-test',
} as const;
