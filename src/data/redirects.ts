/**
 * The redirect table: every legacy documentation URL readers may have bookmarked, and the page it
 * moved to. This is the single source for the client redirect pages, the nginx config, the
 * Netlify/Cloudflare `_redirects` file, `vercel.json` and the serve command
 * (plugins/redirects expands each source with and without `/docs` and with `.html`/`.htm`).
 *
 * Write sources without the `/docs` prefix and without an extension. Add an entry in the same
 * commit that moves or renames a page.
 */
import {apiOperationRenames} from './api-operation-redirects';

export type RedirectFamily =
  | 'events'
  | 'api-access'
  | 'sso'
  | 'addons'
  | 'sdks'
  | 'user-guide'
  | 'quickstart'
  | 'legacy-api'
  | 'deploy'
  | 'troubleshooting'
  | 'academy'
  | 'best-practices'
  | 'renamed'
  | 'api-operations';

export type RedirectEntry = {from: string; to: string; family: RedirectFamily};

const many = (family: RedirectFamily, to: string, froms: string[]): RedirectEntry[] =>
  froms.map((from) => ({from, to, family}));
const pairs = (family: RedirectFamily, list: [from: string, to: string][]): RedirectEntry[] =>
  list.map(([from, to]) => ({from, to, family}));

const sdkTargets: [string[], string][] = [
  [['/sdks/go', '/sdks/go_sdk', '/sdks/golang', '/client-sdks/go'], 'go'],
  [['/sdks/java', '/sdks/java_sdk', '/client-sdks/java'], 'java'],
  [['/sdks/node', '/sdks/node_sdk', '/sdks/nodejs', '/client-sdks/node'], 'node'],
  [['/sdks/php', '/sdks/php_sdk', '/client-sdks/php'], 'php'],
  [['/sdks/python', '/sdks/python_sdk', '/client-sdks/python'], 'python'],
  [['/sdks/dotnet', '/sdks/dot_net_sdk', '/sdks/dotnet_sdk', '/sdks/net', '/client-sdks/dotnet'], 'dotnet'],
  [['/sdks/ruby', '/sdks/ruby_sdk', '/client-sdks/ruby'], 'ruby'],
  [['/sdks/android_proxy_sdk', '/sdks/android-proxy', '/sdks/android'], 'android-proxy'],
  [['/sdks/proxy-ios', '/sdks/ios-proxy', '/sdks/ios'], 'ios-proxy'],
  [['/sdks/proxy-javascript', '/sdks/javascript-browser', '/sdks/javascript', '/sdks/browser'], 'javascript-browser'],
  [['/sdks/proxy-react', '/sdks/react'], 'react'],
  [['/sdks/proxy-vue', '/sdks/vue'], 'vue'],
  [['/sdks/proxy-svelte', '/sdks/svelte'], 'svelte'],
];

const LEGACY_API = '/reference/api/legacy/unleash';
const LEGACY_ADMIN_PAGES = [
  'addons',
  'archive',
  'context',
  'events',
  'feature-types',
  'features',
  'features-v2',
  'metrics',
  'projects',
  'segments',
  'state',
  'strategies',
  'tags',
  'user-admin',
];

export const legacyRedirects: RedirectEntry[] = [
  // Audit log and event pages → the events reference.
  ...many('events', '/reference/events', [
    '/advanced/audit_log',
    '/advanced/audit-log',
    '/advanced/events',
    '/reference/audit-log',
    '/reference/event-log',
    '/reference/event-types',
    '/user_guide/audit_log',
    '/api/admin/events-v2',
  ]),
  // The API access page → the admin API how-to.
  ...many('api-access', '/how-to/how-to-use-the-admin-api', [
    '/advanced/api_access',
    '/advanced/api-access',
    '/user_guide/api_access',
  ]),
  // SSO pages → the matching how-to guides.
  ...pairs('sso', [
    ['/advanced/sso-google', '/how-to/how-to-add-sso-google'],
    ['/advanced/sso-open-id-connect', '/how-to/how-to-add-sso-open-id-connect'],
    ['/advanced/sso-saml', '/how-to/how-to-add-sso-saml'],
    ['/advanced/sso-saml-keycloak', '/how-to/how-to-add-sso-saml-keycloak'],
    ['/reference/sso-google', '/how-to/how-to-add-sso-google'],
    ['/reference/sso-open-id-connect', '/how-to/how-to-add-sso-open-id-connect'],
    ['/reference/sso-saml', '/how-to/how-to-add-sso-saml'],
    ['/reference/sso-saml-keycloak', '/how-to/how-to-add-sso-saml-keycloak'],
    ['/advanced/enterprise-authentication', '/reference/sso'],
    ['/reference/enterprise-authentication', '/reference/sso'],
  ]),
  // Addon pages → the integration references.
  ...pairs('addons', [
    ['/addons', '/reference/integrations'],
    ['/reference/addons', '/reference/integrations'],
    ['/addons/datadog', '/reference/integrations/datadog'],
    ['/addons/slack', '/reference/integrations/slack'],
    ['/addons/slack-app', '/reference/integrations/slack-app'],
    ['/addons/teams', '/reference/integrations/teams'],
    ['/addons/webhook', '/reference/integrations/webhook'],
    ['/reference/addons/datadog', '/reference/integrations/datadog'],
    ['/reference/addons/slack', '/reference/integrations/slack'],
    ['/reference/addons/slack-app', '/reference/integrations/slack-app'],
    ['/reference/addons/teams', '/reference/integrations/teams'],
    ['/reference/addons/webhook', '/reference/integrations/webhook'],
  ]),
  // Client SDK pages → /reference/sdks/{language}.
  ...sdkTargets.flatMap(([froms, sdk]) => many('sdks', `/reference/sdks/${sdk}`, froms)),
  ...many('sdks', '/reference/sdks', ['/sdks', '/sdks/community', '/client-sdks', '/user_guide/connect_sdk']),
  ...many('sdks', '/reference/unleash-proxy', ['/sdks/unleash-proxy', '/sdks/proxy', '/reference/proxy']),
  ...many('sdks', '/reference/unleash-edge', ['/edge', '/sdks/unleash-edge']),
  // user_guide pages → reference pages.
  ...pairs('user-guide', [
    ['/user_guide/activation_strategy', '/reference/activation-strategies'],
    ['/user_guide/activation-strategies', '/reference/activation-strategies'],
    ['/user_guide/environments', '/reference/environments'],
    ['/user_guide/projects', '/reference/projects'],
    ['/user_guide/rbac', '/reference/rbac'],
    ['/user_guide/technical_debt', '/reference/technical-debt'],
    ['/user_guide/unleash_context', '/reference/unleash-context'],
    ['/user_guide/api-token', '/reference/api-tokens-and-client-keys'],
    ['/user_guide/create_feature_toggle', '/how-to-create-feature-flag'],
    ['/user_guide/v4-whats-new', '/reference/whats-new-v4'],
    ['/user_guide/user-management', '/how-to/how-to-add-users-to-unleash'],
    ['/user_guide/important-concepts', '/understanding-unleash/the-anatomy-of-unleash'],
    ['/advanced/custom_activation_strategy', '/reference/custom-activation-strategies'],
    ['/advanced/feature_toggle_types', '/reference/feature-toggles'],
    ['/advanced/archived_toggles', '/reference/feature-toggles'],
    ['/advanced/toggle_variants', '/reference/feature-toggle-variants'],
    ['/advanced/impression-data', '/reference/impression-data'],
    ['/advanced/stickiness', '/reference/stickiness'],
    ['/advanced/strategy_constraints', '/reference/activation-strategies'],
    ['/advanced/segments', '/reference/segments'],
    ['/advanced/playground', '/reference/playground'],
    ['/advanced/public-signup', '/reference/public-signup'],
    ['/advanced/front-end-api', '/reference/front-end-api'],
    ['/advanced/change-requests', '/reference/change-requests'],
    ['/advanced/maintenance-mode', '/reference/maintenance-mode'],
  ]),
  // Quickstart aliases → /quickstart.
  ...many('quickstart', '/quickstart', [
    '/user_guide/quickstart',
    '/tutorials/quickstart',
    '/tutorials/quick-start',
    '/quick-start',
    '/getting-started',
    '/get-started',
    '/user_guide/getting-started',
  ]),
  // Legacy API pages → their hand-written pages under /reference/api/legacy/unleash.
  ...many('legacy-api', '/reference/api/legacy/unleash', ['/api', '/api/legacy']),
  ...pairs('legacy-api', [
    ['/api/basic-auth', `${LEGACY_API}/basic-auth`],
    ...LEGACY_ADMIN_PAGES.map((p): [string, string] => [`/api/admin/${p}`, `${LEGACY_API}/admin/${p}`]),
    ...['features', 'metrics', 'register'].map((p): [string, string] => [
      `/api/client/${p}`,
      `${LEGACY_API}/client/${p}`,
    ]),
    ...['health', 'prometheus'].map((p): [string, string] => [`/api/internal/${p}`, `${LEGACY_API}/internal/${p}`]),
  ]),
  // Deploy pages → /using-unleash/deploy/...
  ...pairs('deploy', [
    ['/deploy', '/using-unleash/deploy'],
    ['/reference/deploy', '/using-unleash/deploy'],
    ['/deploy/getting_started', '/using-unleash/deploy/getting-started'],
    ['/reference/deploy/getting-started', '/using-unleash/deploy/getting-started'],
    ['/deploy/configuring_unleash', '/using-unleash/deploy/configuring-unleash'],
    ['/reference/deploy/configuring-unleash', '/using-unleash/deploy/configuring-unleash'],
    ['/deploy/database-setup', '/using-unleash/deploy/database-setup'],
    ['/reference/deploy/database-setup', '/using-unleash/deploy/database-setup'],
    ['/deploy/database_backup', '/using-unleash/deploy/database-backup'],
    ['/reference/deploy/database-backup', '/using-unleash/deploy/database-backup'],
    ['/deploy/email', '/using-unleash/deploy/email-service'],
    ['/reference/deploy/email-service', '/using-unleash/deploy/email-service'],
    ['/deploy/google_auth', '/using-unleash/deploy/google-auth-hook'],
    ['/reference/deploy/google-auth-hook', '/using-unleash/deploy/google-auth-hook'],
    ['/deploy/securing_unleash', '/using-unleash/deploy/securing-unleash'],
    ['/reference/deploy/securing-unleash', '/using-unleash/deploy/securing-unleash'],
    ['/deploy/migration_guide', '/using-unleash/deploy/upgrading-unleash'],
    ['/reference/deploy/migration-guide', '/using-unleash/deploy/upgrading-unleash'],
    ['/deploy/license-keys', '/using-unleash/deploy/license-keys'],
    ['/reference/deploy/license-keys', '/using-unleash/deploy/license-keys'],
    ['/deploy/import_export', '/how-to/how-to-import-export'],
  ]),
  // Troubleshooting how-tos → /using-unleash/troubleshooting/...
  ...[
    'cors',
    'feature-not-available',
    'flag-exposure',
    'flag-not-returned',
    'flag-abn-test-unexpected-result',
    'https',
    'email-service',
  ].map((topic) => ({
    from: `/how-to/how-to-troubleshoot-${topic}`,
    to: `/using-unleash/troubleshooting/${topic}`,
    family: 'troubleshooting' as const,
  })),
  ...many('troubleshooting', '/using-unleash/troubleshooting', ['/troubleshooting', '/how-to/troubleshooting']),
  // Academy pages → the academy section.
  ...pairs('academy', [
    ['/unleash-academy', '/unleash-academy/introduction'],
    ['/academy', '/unleash-academy/introduction'],
    ['/unleash-academy/intro', '/unleash-academy/introduction'],
    ['/academy/foundational', '/unleash-academy/foundational'],
    ['/academy/advanced-for-devs', '/unleash-academy/advanced-for-devs'],
    ['/academy/managing-unleash-for-devops', '/unleash-academy/managing-unleash-for-devops'],
  ]),
  // The feature-flag best-practice topics → the one best-practices page.
  ...many(
    'best-practices',
    '/topics/feature-flags/feature-flag-best-practices',
    [
      'enable-run-time-control',
      'never-expose-pii',
      'evaluate-flags-close-to-user',
      'scale-horizontally',
      'limit-payloads',
      'design-for-failure',
      'short-lived-feature-flags',
      'unique-names',
      'open-by-default',
      'consistent-user-experience',
      'optimize-for-developer-experience',
      'feature-flag-principles',
    ].map((slug) => `/topics/feature-flags/${slug}`),
  ),
  ...many('best-practices', '/topics/feature-flags/feature-flag-best-practices', [
    '/topics/feature-flags/11-principles',
  ]),
  // Pages renamed within the current structure.
  ...pairs('renamed', [
    ['/reference/feature-toggle-types', '/reference/feature-toggles'],
    ['/reference/strategy-constraints', '/reference/activation-strategies'],
    ['/reference/api-tokens', '/reference/api-tokens-and-client-keys'],
    ['/how-to/how-to-create-feature-toggles', '/how-to-create-feature-flag'],
    ['/how-to/how-to-create-feature-flag', '/how-to-create-feature-flag'],
    ['/tutorials/what-is-a-feature-flag', '/what-is-a-feature-flag'],
    ['/tutorials/important-concepts', '/understanding-unleash/the-anatomy-of-unleash'],
    ['/tutorials/unleash-overview', '/understanding-unleash/unleash-overview'],
    ['/tutorials/managing-constraints', '/understanding-unleash/managing-constraints'],
    ['/tutorials/proxy-hosting', '/understanding-unleash/proxy-hosting'],
    ['/topics/data-collection', '/understanding-unleash/data-collection'],
    ['/topics/proxy-hosting', '/understanding-unleash/proxy-hosting'],
    ['/topics/managing-constraints', '/understanding-unleash/managing-constraints'],
    ['/topics/the-anatomy-of-unleash', '/understanding-unleash/the-anatomy-of-unleash'],
    ['/tutorials/academy', '/unleash-academy/introduction'],
  ]),
  // API operation pages under the product's own operation ids.
  ...pairs(
    'api-operations',
    apiOperationRenames.map(([legacy, current]) => [
      `/reference/api/unleash/${legacy}`,
      `/reference/api/unleash/${current}`,
    ]),
  ),
];
