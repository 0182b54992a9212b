/**
 * The redirect table: every legacy documentation URL readers may have bookmarked, and the page it
 * moved to. This is the single source for the client redirect pages, the nginx config, the
 * Netlify/Cloudflare `_redirects` file, `vercel.json` and the serve command
 * (plugins/redirects expands each source with and without `/docs` and with `.html`/`.htm`).
 *
 * Write sources without the `/docs` prefix and without an extension. Add an entry in the same
 * commit that moves or renames a page.
 */
// cspell:ignore feautre unkonwn onbording ivar -- misspellings in URLs the product published
import {apiOperationRenames} from './api-operation-redirects';
import type {RedirectPattern} from '../../plugins/redirects/table';

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
  | 'api-operations'
  | 'renamed-2025'
  | 'first-site'
  | 'removed-pages'
  | 'tutorials'
  | 'contributing';

export type RedirectEntry = {from: string; to: string; family: RedirectFamily};

/** A rule for a moved folder: `<from>x` → the first of `<to>x` that is a page. */
function prefixRule(family: RedirectFamily, from: string, to: string[]): RedirectPattern {
  const escaped = from.replace(/[/.]/g, (c) => `\\${c}`);
  return {
    family,
    description: `${from}<page> → ${to.map((t) => `${t}<page>`).join(' or ')}`,
    test: new RegExp(`^${escaped}(.+)$`),
    to: (match, isPage) => to.map((t) => `${t}${match[1]}`).find(isPage),
  };
}

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

const firstTableEntries: RedirectEntry[] = [
  // Audit log and event pages → the events reference.
  ...many('events', '/reference/events', [
    '/advanced/audit_log',
    '/advanced/audit-log',
    '/advanced/events',
    '/reference/audit-log',
    '/reference/event-log',
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
  ...many('sdks', '/reference/sdks', ['/sdks', '/client-sdks', '/user_guide/connect_sdk']),
  ...many('sdks', '/reference/sdks#community-sdks', ['/sdks/community']),
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
    ['/advanced/feature_toggle_types', '/reference/feature-toggles#flag-types'],
    ['/advanced/archived_toggles', '/reference/feature-toggles#archive'],
    ['/advanced/toggle_variants', '/reference/feature-toggle-variants'],
    ['/advanced/impression-data', '/reference/impression-data'],
    ['/advanced/stickiness', '/reference/stickiness'],
    ['/advanced/strategy_constraints', '/reference/activation-strategies#constraints'],
    ['/reference/event-types', '/reference/events#event-types'],
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
  // The feature-flag best-practice topics → the one best-practices page, at the section that
  // answers the principle where it has one of its own.
  ...pairs(
    'best-practices',
    (
      [
        ['enable-run-time-control', ''],
        ['never-expose-pii', '#context'],
        ['evaluate-flags-close-to-user', '#evaluate-once'],
        ['scale-horizontally', ''],
        ['limit-payloads', ''],
        ['design-for-failure', '#design-for-failure'],
        ['short-lived-feature-flags', '#removal'],
        ['unique-names', '#naming'],
        ['open-by-default', ''],
        ['consistent-user-experience', '#evaluate-once'],
        ['optimize-for-developer-experience', ''],
        ['feature-flag-principles', ''],
      ] as [string, string][]
    ).map(([slug, heading]): [string, string] => [
      `/topics/feature-flags/${slug}`,
      `/topics/feature-flags/feature-flag-best-practices${heading}`,
    ]),
  ),
  ...many('best-practices', '/topics/feature-flags/feature-flag-best-practices', [
    '/topics/feature-flags/11-principles',
  ]),
  // Pages renamed within the current structure.
  ...pairs('renamed', [
    ['/reference/feature-toggle-types', '/reference/feature-toggles#flag-types'],
    ['/reference/strategy-constraints', '/reference/activation-strategies#constraints'],
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

const LEGACY_ADMIN = `${LEGACY_API}/admin`;

/**
 * The rest of the history (src/data/url-history/docs-urls.tsv): pages of the first site
 * (2018–2021, `/docs/<id>`), pages removed or merged since, and the 2025 structure where its page
 * names differ from ours. `#anchor` where the old page covered one section of today's page.
 * "Closest" marks a topic this site has no page for; the comment says what the reader finds.
 */
const historyRedirects: RedirectEntry[] = [
  ...pairs('first-site', [
    ['/activation_strategy', '/reference/activation-strategies'],
    ['/activation-strategies', '/reference/activation-strategies'],
    ['/activation_strategy_custom', '/reference/custom-activation-strategies'],
    ['/guides/custom_activation_strategy', '/reference/custom-activation-strategies'],
    ['/feature_toggle_types', '/reference/feature-toggles#flag-types'],
    ['/toggle_variants', '/reference/feature-toggle-variants'],
    ['/unleash_context', '/reference/unleash-context'],
    ['/client_sdk', '/reference/sdks'],
    ['/client-sdk', '/reference/sdks'],
    ['/user_guide/client-sdk', '/reference/sdks'],
    ['/user_guide/client_sdk', '/reference/sdks'],
    ['/client_specification', '/client-specification'],
    ['/client-spec', '/client-specification'],
    ['/configuring_unleash', '/using-unleash/deploy/configuring-unleash'],
    ['/database_backup', '/using-unleash/deploy/database-backup'],
    // The first site documented the tables one by one; the database page covers the schema Unleash manages.
    ['/database_schema', '/using-unleash/deploy/database-setup#schema'],
    ['/schema', '/using-unleash/deploy/database-setup#schema'],
    ['/securing_unleash', '/using-unleash/deploy/securing-unleash'],
    ['/migration_guide', '/using-unleash/deploy/upgrading-unleash'],
    ['/import_export', '/how-to/how-to-import-export'],
    ['/getting_started', '/using-unleash/deploy/getting-started'],
    ['/developer_guide', '/contributing/developer-guide'],
    ['/dev/version-4', '/reference/whats-new-v4'],
    // "Beta features" (2020) introduced variants, then in beta.
    ['/beta_features', '/reference/feature-toggle-variants'],
    ['/guides/google_auth', '/using-unleash/deploy/google-auth-hook'],
    ['/guides/feature_updates_to_slack', '/how-to/how-to-send-feature-updates-to-slack-deprecated'],
    ['/guides/feautre-updates-to-slack', '/how-to/how-to-send-feature-updates-to-slack-deprecated'],
    ['/deploy/technical_debt', '/reference/technical-debt'],
    // The user guide's front page listed its topics; the overview explains the same parts.
    ['/user_guide', '/understanding-unleash/unleash-overview'],
    ['/user_guide/unleash_overview', '/understanding-unleash/unleash-overview'],
    ['/user_guide/control_rollout', '/reference/activation-strategies'],
    // Native and single-page apps connected through the proxy; the page on front-end hosting covers today's options.
    ['/user_guide/native_apps', '/understanding-unleash/proxy-hosting'],
    ['/user_guide/proxy-api', '/understanding-unleash/proxy-hosting'],
    ['/user_guide/single_page_apps', '/understanding-unleash/proxy-hosting'],
    // Closest: unknown flags (flags SDKs ask for that do not exist) show up with the applications that report them.
    ['/user_guide/discover_unknown_toggles', '/reference/applications#unknown-flags'],
    ['/user_guide/discover_unkonwn_toggles', '/reference/applications#unknown-flags'],
    ['/deploy/user_guide/api-token', '/reference/api-tokens-and-client-keys'],
    // The Jira commenter addon was replaced by the Jira plugins.
    ['/addons/jira-comment', '/reference/integrations/jira-cloud-plugin-usage'],
    ['/addons/jira-commenter', '/reference/integrations/jira-cloud-plugin-usage'],
    ['/integrations/integrations', '/reference/integrations'],
    ['/integrations', '/reference/integrations'],
    ['/integrations/jira_plugin', '/reference/integrations/jira-server-plugin-installation'],
    ['/integrations/jira_plugin_installation', '/reference/integrations/jira-server-plugin-installation'],
    ['/integrations/jira_plugin_usage', '/reference/integrations/jira-server-plugin-usage'],
    ['/integrations/jira_server_plugin_installation', '/reference/integrations/jira-server-plugin-installation'],
    ['/integrations/jira_server_plugin_usage', '/reference/integrations/jira-server-plugin-usage'],
  ]),
  ...pairs('legacy-api', [
    ['/api-v1', LEGACY_API],
    ['/api/events-api', `${LEGACY_ADMIN}/events`],
    ['/api/admin/events-api', `${LEGACY_ADMIN}/events`],
    ['/api/feature-toggles-api', `${LEGACY_ADMIN}/features`],
    ['/api/admin/feature-toggles-api', `${LEGACY_ADMIN}/features`],
    ['/api/admin/feature-toggles-v2', `${LEGACY_ADMIN}/features-v2`],
    ['/api/admin/features-archive', `${LEGACY_ADMIN}/archive`],
    ['/api/metrics-api', `${LEGACY_ADMIN}/metrics`],
    ['/api/metrics', `${LEGACY_ADMIN}/metrics`],
    ['/api/admin/metrics-api', `${LEGACY_ADMIN}/metrics`],
    ['/api/strategies-api', `${LEGACY_ADMIN}/strategies`],
    ['/api/admin/strategies-api', `${LEGACY_ADMIN}/strategies`],
    ['/api/client/feature-toggles-api', `${LEGACY_API}/client/features`],
    ['/api/client/metrics-api', `${LEGACY_API}/client/metrics`],
    ['/api/client/register-api', `${LEGACY_API}/client/register`],
    // The "internal backstage" page described the Prometheus metrics endpoint.
    ['/api/internal', `${LEGACY_API}/internal/prometheus`],
    ['/api/internal/internal', `${LEGACY_API}/internal/prometheus`],
    ['/api/internal-backstage-api', `${LEGACY_API}/internal/prometheus`],
    ['/api/open_api', '/how-to/how-to-enable-openapi'],
    ['/api/unleash', '/reference/api/unleash'],
    ['/api-overview', '/reference/api/unleash'],
    ['/get-started/api-overview', '/reference/api/unleash'],
  ]),
  ...pairs('removed-pages', [
    // Tags were a page of their own until 2025, then a section of the feature flag page.
    ['/tags', '/reference/feature-toggles#tags'],
    ['/advanced/tags', '/reference/feature-toggles#tags'],
    ['/reference/tags', '/reference/feature-toggles#tags'],
    ['/reference/archived-toggles', '/reference/feature-toggles#archive'],
    ['/reference/dependent-features', '/reference/feature-toggles#dependencies'],
    ['/reference/feature-lifecycle', '/reference/feature-toggles#lifecycle'],
    ['/reference/feature-flag-naming-patterns', '/reference/projects#options'],
    ['/how-to/how-to-add-feature-flag-naming-patterns', '/reference/projects#options'],
    ['/reference/feature-strategy-variants', '/reference/strategy-variants'],
    ['/advanced/feature_toggle_variants', '/reference/feature-toggle-variants'],
    ['/advanced/impression_data', '/reference/impression-data'],
    ['/advanced/groups', '/reference/rbac#groups'],
    ['/how-to/how-to-add-strategy-constraints', '/reference/activation-strategies#constraints'],
    ['/how-to/how-to-define-custom-context-fields', '/reference/unleash-context#custom-fields'],
    ['/how-to/how-to-use-custom-strategies', '/reference/custom-activation-strategies'],
    ['/how-to/how-to-clone-environments', '/reference/environments'],
    ['/how-to/how-to-create-personal-access-tokens', '/reference/api-tokens-and-client-keys#personal-access-tokens'],
    ['/how-to/how-to-create-project-api-tokens', '/how-to/how-to-create-api-tokens'],
    ['/how-to/how-to-create-service-accounts', '/reference/service-accounts'],
    ['/how-to/how-to/how-to-add-sso-azure-saml', '/how-to/how-to-add-sso-azure-saml'],
    ['/how-to-create-and-display-banners', '/how-to/how-to-create-and-display-banners'],
    ['/reference/provisioning', '/how-to/provisioning'],
    // Closest: in-app notifications (2023–2025) listed changes to flags you follow; the event log records them.
    ['/reference/notifications', '/reference/events'],
    ['/reference/concepts', '/reference'],
    ['/deploy/configuring_unleash_v3', '/using-unleash/deploy/configuring-unleash'],
    ['/reference/deploy/configuring-unleash-v3', '/using-unleash/deploy/configuring-unleash'],
    ['/using-unleash/deploy/configuring-unleash-v3', '/using-unleash/deploy/configuring-unleash'],
    ['/deploy/google_auth_v3', '/using-unleash/deploy/google-auth-hook'],
    ['/reference/deploy/google-auth-v3', '/using-unleash/deploy/google-auth-hook'],
    ['/using-unleash/deploy/google-auth-v3', '/using-unleash/deploy/google-auth-hook'],
    ['/deploy/securing-unleash-v3', '/using-unleash/deploy/securing-unleash'],
    ['/reference/deploy/securing-unleash-v3', '/using-unleash/deploy/securing-unleash'],
    ['/using-unleash/deploy/securing-unleash-v3', '/using-unleash/deploy/securing-unleash'],
    ['/deploy/environment-import-export', '/how-to/how-to-environment-import-export'],
    ['/reference/deploy/environment-import-export', '/how-to/how-to-environment-import-export'],
    ['/reference/environment-import-export', '/how-to/how-to-environment-import-export'],
    ['/reference/deploy/import-export', '/how-to/how-to-import-export'],
    ['/using-unleash/deploy/https', '/using-unleash/troubleshooting/https'],
    ['/how-to/troubleshooting/https', '/using-unleash/troubleshooting/https'],
    [
      '/using-unleash/troubleshooting/flag-abn-unexpected-results',
      '/using-unleash/troubleshooting/flag-abn-test-unexpected-result',
    ],
    ['/help', '/using-unleash/troubleshooting'],
    // Two test redirects the product's Vercel config held for a few weeks, to this page.
    ['/ivar-test', '/topics/feature-flags/feature-flag-best-practices'],
    ['/ivar-test2', '/topics/feature-flags/feature-flag-best-practices'],
  ]),
  ...pairs('tutorials', [
    ['/tutorials', '/feature-flag-tutorials'],
    ['/feature-flags-tutorials', '/feature-flag-tutorials'],
    ['/topics/feature-flags/tutorials', '/feature-flag-tutorials'],
    ['/tutorials/getting-started', '/quickstart'],
    ['/tutorials/data-collection', '/understanding-unleash/data-collection'],
    ['/tutorials/the-anatomy-of-unleash', '/understanding-unleash/the-anatomy-of-unleash'],
    ['/tutorials/academy-foundational', '/unleash-academy/foundational'],
    ['/tutorials/academy-advanced-for-devs', '/unleash-academy/advanced-for-devs'],
    ['/tutorials/academy-managing-unleash-for-devops', '/unleash-academy/managing-unleash-for-devops'],
    ['/topics/a-b-testing', '/feature-flag-tutorials/use-cases/a-b-testing'],
    ['/topics/feature-flags/tutorials/flutter/a-b-testing', '/feature-flag-tutorials/flutter/a-b-testing'],
    ['/topics/feature-flags/tutorials/nextjs/implementing-feature-flags', '/feature-flag-tutorials/nextjs'],
    ['/topics/feature-flags/tutorials/react/implementing-feature-flags', '/feature-flag-tutorials/react'],
    ['/feature-flag-tutorials/nextjs/implementing-feature-flags', '/feature-flag-tutorials/nextjs'],
    ['/feature-flag-tutorials/react/implementing-feature-flags', '/feature-flag-tutorials/react'],
    ['/feature-flag-tutorials/sveltekit/feature-flags-sveltekit', '/feature-flag-tutorials/sveltekit'],
    ['/feature-flag-tutorials/django/django-examples', '/feature-flag-tutorials/django/examples'],
    ['/feature-flag-tutorials/java/spring-boot/examples', '/feature-flag-tutorials/spring-boot/examples'],
    // No examples page for these languages here: their tutorial holds the examples there are.
    ['/feature-flag-tutorials/java/examples', '/feature-flag-tutorials/java'],
    ['/feature-flag-tutorials/javascript/examples', '/feature-flag-tutorials/javascript'],
    ['/feature-flag-tutorials/nextjs/examples', '/feature-flag-tutorials/nextjs'],
    ['/feature-flag-tutorials/sveltekit/examples', '/feature-flag-tutorials/sveltekit'],
    ['/feature-flag-tutorials/use-cases/how-to-capture-impression-data', '/how-to/how-to-capture-impression-data'],
    // Closest: the best-practice pages cover keeping flag code clean and organising many flags.
    [
      '/feature-flag-tutorials/use-cases/manage-feature-flags-in-code',
      '/topics/feature-flags/feature-flag-best-practices',
    ],
    [
      '/feature-flag-tutorials/use-cases/organize-feature-flags',
      '/topics/feature-flags/best-practices-using-feature-flags-at-scale',
    ],
    ['/feature-flag-tutorials/use-cases/scaling-unleash', '/understanding-unleash/unleash-overview#scaling'],
    [
      '/use-cases/user-management-access-controls-auditing',
      '/feature-flag-tutorials/use-cases/user-management-access-controls-auditing',
    ],
    // The migration series became one page: each old part lands on the section about the same step
    // (planning was the series' start, which is the page's start).
    ...(
      [
        ['business-case-feature-flag-migration', '#success'],
        ['feature-flag-migration-scope', '#inventory'],
        ['how-to-execute-feature-flag-migration', '#cut-over'],
        ['onbording-users-to-feature-flag-service', '#finish'],
        ['planning-feature-flag-migration', ''],
      ] as const
    ).map(([slug, heading]): [string, string] => [
      `/topics/feature-flag-migration/${slug}`,
      `/topics/feature-flag-migration/feature-flag-migration-best-practices${heading}`,
    ]),
    [
      '/topics/feature-flags/availability-over-consistency',
      '/topics/feature-flags/feature-flag-best-practices#design-for-failure',
    ],
    // The "11 principles" pages: consistent experience is the context section (stickiness); open
    // access is the at-scale page's access control ("everyone can read everything"). Run-time
    // control and traceability have no one section here, so they land on the whole page.
    ['/topics/feature-flags/prioritize-ux', '/topics/feature-flags/feature-flag-best-practices#context'],
    [
      '/topics/feature-flags/democratize-feature-flag-access',
      '/topics/feature-flags/best-practices-using-feature-flags-at-scale#access-control',
    ],
    ...['enable-traceability', 'runtime-control'].map((slug): [string, string] => [
      `/topics/feature-flags/${slug}`,
      '/topics/feature-flags/feature-flag-best-practices',
    ]),
  ]),
  // The 2025 structure, where a page's name changed as well as its folder (the patterns below
  // handle the pages that only changed folder).
  ...pairs('renamed-2025', [
    // Section front pages: each is the page about the same thing here.
    ['/concepts', '/reference'],
    ['/guides', '/how-to'],
    ['/guides-overview', '/how-to'],
    ['/integrate', '/reference/integrations'],
    ['/unleash-edge', '/reference/unleash-edge'],
    ['/support', '/using-unleash/troubleshooting'],
    ['/concepts/feature-flags', '/reference/feature-toggles'],
    ['/concepts/feature-flag-variants', '/reference/feature-toggle-variants'],
    ['/concepts/import-export', '/how-to/how-to-import-export'],
    ['/concepts/environment-import-export', '/how-to/how-to-environment-import-export'],
    // Closest: no page here on release management beyond templates, which the guide and overview introduced.
    ['/concepts/release-management-overview', '/reference/release-templates'],
    ['/concepts/getting-started-release-management', '/reference/release-templates'],
    ['/guides/getting-started-release-management', '/reference/release-templates'],
    ['/concepts/enterprise-edge-observability', '/reference/unleash-edge/concepts#instance-data'],
    ['/contributing/client-specification', '/client-specification'],
    ['/deploy/hosting-options', '/availability'],
    ['/understanding-unleash/hosting-options', '/availability#hosting'],
    ['/deploy/https', '/using-unleash/troubleshooting/https'],
    ['/privacy-and-compliance/data-privacy', '/understanding-unleash/data-collection'],
    ['/oss-comparison', '/availability#comparison'],
    ['/support/oss-comparison', '/availability#comparison'],
    ['/guides/how-to-create-feature-flags', '/how-to-create-feature-flag'],
    ['/guides/implement-ab-test-in-flutter', '/feature-flag-tutorials/flutter/a-b-testing'],
    ['/guides/implement-feature-flags-in-aws-lambda', '/feature-flag-tutorials/serverless/lambda'],
    ['/guides/implement-feature-flags-in-golang', '/feature-flag-tutorials/go'],
    ['/guides/manage-ai-models-with-feature-flags', '/feature-flag-tutorials/use-cases/ai'],
    ['/guides/security-compliance', '/feature-flag-tutorials/use-cases/security-and-compliance'],
    [
      '/guides/user-management-access-controls',
      '/feature-flag-tutorials/use-cases/user-management-access-controls-auditing',
    ],
    ['/guides/manage-feature-flags-in-code', '/topics/feature-flags/feature-flag-best-practices'],
    ['/guides/organize-feature-flags', '/topics/feature-flags/best-practices-using-feature-flags-at-scale'],
    ['/guides/scaling-unleash', '/understanding-unleash/unleash-overview#scaling'],
    ['/guides/unleash-edge-quickstart', '/reference/unleash-edge#quick-start'],
    ['/how-to/unleash-edge-quickstart', '/reference/unleash-edge#quick-start'],
    ['/unleash-edge/configure', '/reference/unleash-edge/cli'],
    ['/unleash-edge/deploy', '/reference/unleash-edge/deploying'],
    ['/unleash-edge/migrate-from-proxy', '/reference/unleash-edge/migration-guide'],
    ['/reference/sdks/android', '/reference/sdks/android-proxy'],
    ['/reference/sdks/ios', '/reference/sdks/ios-proxy'],
    // Closest: the interactive demo's walkthrough is not described here; the quickstart runs the same steps.
    ['/guides/demo-walkthrough', '/quickstart'],
    // The Teams page describes the Workflow integration.
    ['/integrate/teams-workflow', '/reference/integrations/teams'],
    // No release notes here: the upgrade guide's notes per major version are the closest.
    ['/release-notes', '/using-unleash/deploy/upgrading-unleash#version-notes'],
    // Closest: no React Native page here; the React SDK page covers the same client.
    ['/sdks/react-native', '/reference/sdks/react'],
    ['/user_guide/discover-unknown-toggles', '/reference/applications#unknown-flags'],
    // The MCP server has a section on the integrations page (the remote server's heading keeps the product's id).
    ['/reference/mcp', '/reference/integrations#mcp'],
    ['/integrate/mcp', '/reference/integrations'],
  ]),
  ...pairs('contributing', [
    [
      '/contributing/ADRs/front-end/preferred-styles-import-placement',
      '/contributing/ADRs/front-end/deprecated/preferred-styles-import-placement',
    ],
    [
      '/contributing/frontend/ADR/preferred-styles-import-placement',
      '/contributing/ADRs/front-end/deprecated/preferred-styles-import-placement',
    ],
  ]),
];

const API_OPS = '/reference/api/unleash';

/**
 * Operation pages of the product's reference whose operation is gone from unleash-server 8.2.0 or
 * was renamed in a way the operation table (api-operation-redirects.ts) does not list, and where
 * each goes: the operation that does the same today, else its group's (tag's) page, else the
 * concept page. Candidates are tried in order and the first that is a page wins, so the list holds
 * whichever names the operation pages carry (ours, or the product's once the reference takes the
 * product's operation ids, issue 27), and a URL that becomes an operation page again is left to it.
 * Tag pages are listed under both names where they differ (`client-api` and `client`).
 */
const removedOperationTargets: Record<string, string[]> = {
  // Release plan templates became release templates.
  'add-milestone-to-release-plan-template': ['add-milestone-to-release-template', 'release-templates'],
  'archive-release-plan-template': ['archive-release-template', 'release-templates'],
  'create-release-plan-template': ['create-release-template', 'release-templates'],
  'delete-release-plan-template': ['delete-release-template', 'release-templates'],
  'get-all-release-plan-templates': ['get-release-templates', 'release-templates'],
  'get-release-plan-template': ['get-release-template', 'release-templates'],
  'update-release-plan-template': ['update-release-template', 'release-templates'],
  'update-release-plan-template-milestone': ['update-release-template-milestone', 'release-templates'],
  'remove-release-plan-milestone': ['remove-release-template-milestone', 'release-templates'],
  'remote-milestone-strategy': ['remove-milestone-strategy', 'release-templates'],
  // Older ids of operations that exist under another name.
  'bulk-metrics': ['client-bulk-metrics', 'client-api', 'client'],
  'deprecated-search-events': ['search-events', 'events'],
  export: ['export-features', 'import-and-export', 'import-export'],
  import: ['import-toggles', 'import-features', 'import-and-export', 'import-export'],
  'get-all-toggles': ['search-features', 'search'],
  'get-deprecated-project-overview': ['get-project-overview', 'projects'],
  'get-project-health-overview': ['get-project-health-report', 'project-insights', 'projects'],
  'get-feature-variants': ['get-environment-feature-variants', 'feature-variants', 'features'],
  'overwrite-feature-variants': ['overwrite-feature-variants-on-environments', 'feature-variants', 'features'],
  'patch-feature-variants': ['patch-environments-feature-variants', 'feature-variants', 'features'],
  'get-role-project-access': ['get-project-access', 'project-access', 'projects'],
  'get-user-permissions': ['get-permissions', 'current-user', 'users'],
  'provide-feedback': ['create-feedback', 'admin-ui'],
  'get-feedback': ['create-feedback', 'admin-ui'],
  // Custom metrics from SDKs are now impact metrics, sent with the client metrics.
  'client-custom-metrics': ['register-client-metrics', 'client-api', 'client'],
  // Operations without a successor: their group's page.
  'get-archived-features': ['archive'],
  'get-archived-features-by-project-id': ['archive'],
  'create-cdn-token': ['api-tokens'],
  'get-cdn-tokens': ['api-tokens'],
  'generate-new-token': ['api-tokens'],
  'get-service-account-permissions': ['service-accounts'],
  'get-change-request-playground': ['change-requests'],
  'get-scheduled-change-requests': ['change-requests'],
  'get-delta': ['client-api', 'client'],
  connect: ['client-api', 'client'],
  'disconnect-all': ['client-api', 'client'],
  'register-edge-observability-metrics': ['unleash-edge'],
  'set-ui-config': ['admin-ui'],
  'subscribe-email-subscription': ['users'],
  'unsubscribe-email-subscription': ['users'],
  'get-invoices': ['instance-admin'],
  'get-connections-for-period': ['instance-admin'],
  'get-requests-for-period': ['instance-admin'],
  'get-requests-per-second': ['instance-admin'],
  'get-traffic-data-usage-for-period': ['instance-admin'],
};

/** Enterprise operations about things this site explains on a concept page. */
const operationConceptPages: Record<string, string> = {
  'check-license': '/using-unleash/deploy/license-keys',
  'read-license': '/using-unleash/deploy/license-keys',
  'update-license': '/using-unleash/deploy/license-keys',
  'get-all-licensed-users': '/using-unleash/deploy/license-keys',
  'get-scim-settings': '/reference/scim',
  'set-scim-settings': '/reference/scim',
  'get-login-history': '/reference/login-history',
  'get-access-overview': '/reference/rbac',
  'get-instance-insights': '/reference/insights',
  'get-lifecycle-trends': '/reference/insights',
  'get-custom-metrics': '/reference/impact-metrics',
};

/** An operation page URL of either generation: /reference/api/unleash/<id> or /api/<id>. */
const OPERATION_URL = /^\/(?:reference\/api\/unleash|api)\/([a-z0-9-]+)$/;

/** The redirect table: every legacy path the build maps, and its page. */
export const legacyRedirects: RedirectEntry[] = [...firstTableEntries, ...historyRedirects];

/**
 * Rules for families of historical URLs (src/data/url-history/docs-urls.tsv) that moved together.
 * The build applies them to every URL of the history that is neither a page nor in the table
 * above, in this order, and keeps the first target that is a page.
 */
export const legacyPatterns: RedirectPattern[] = [
  // The product's docs moved in 2025 from the structure this site keeps to a new one, mostly by
  // changing the first segments and keeping the page's name. Each rule undoes one of those moves
  // (website/vercel.json of the product at its last version lists them the other way round).
  prefixRule('renamed-2025', '/concepts/', ['/reference/', '/how-to/', '/understanding-unleash/']),
  prefixRule('renamed-2025', '/integrate/', ['/reference/integrations/', '/reference/']),
  prefixRule('renamed-2025', '/sdks/', ['/reference/sdks/']),
  prefixRule('renamed-2025', '/unleash-edge/', ['/reference/unleash-edge/']),
  prefixRule('renamed-2025', '/deploy/', ['/using-unleash/deploy/']),
  prefixRule('renamed-2025', '/privacy-and-compliance/', ['/using-unleash/compliance/']),
  prefixRule('renamed-2025', '/single-sign-on/', ['/how-to/']),
  prefixRule('renamed-2025', '/provisioning/', ['/how-to/']),
  prefixRule('renamed-2025', '/get-started/', ['/', '/understanding-unleash/']),
  prefixRule('renamed-2025', '/support/', ['/using-unleash/troubleshooting/', '/']),
  {
    family: 'renamed-2025',
    description: '/guides/implement-feature-flags-in-<language> → /feature-flag-tutorials/<language>',
    test: /^\/guides\/implement-feature-flags-in-([\w-]+)$/,
    to: ([, lang]) => `/feature-flag-tutorials/${lang}`,
  },
  {
    family: 'renamed-2025',
    description: '/guides/feature-flag-examples-<language> → /feature-flag-tutorials/<language>/examples',
    test: /^\/guides\/feature-flag-examples-([\w-]+)$/,
    to: ([, lang]) => `/feature-flag-tutorials/${lang}/examples`,
  },
  prefixRule('renamed-2025', '/guides/', [
    '/how-to/',
    '/feature-flag-tutorials/use-cases/',
    '/topics/feature-flags/',
    '/topics/feature-flag-migration/',
    '/understanding-unleash/',
  ]),
  // Generated API operation pages: /reference/api/unleash/<operation> until 2025-12, then
  // /api/<operation>. Renamed operations go straight to their page (the table above).
  prefixRule('api-operations', '/api/', ['/reference/api/unleash/']),
  {
    family: 'api-operations',
    description: 'removed or renamed operation → its successor, its group or its concept page',
    test: OPERATION_URL,
    to: ([, id], isPage) => {
      const concept = operationConceptPages[id];
      if (concept) return concept;
      return (removedOperationTargets[id] ?? []).map((slug) => `${API_OPS}/${slug}`).find(isPage);
    },
  },
  {
    // The product's generation names ('unleash-api', 'unstable') and any operation not listed
    // above: the API reference's own front page, which lists every group. Until the operation
    // pages take the product's ids (issue 27) the product's names of renamed operations land here too.
    family: 'api-operations',
    description: 'any other operation URL → the API reference overview',
    test: OPERATION_URL,
    to: () => API_OPS,
  },
  {
    family: 'contributing',
    description: '/contributing/{backend,frontend}/ADR/<record> → /contributing/ADRs/{back-end,front-end}/<record>',
    test: /^\/contributing\/(backend|frontend)\/ADR\/([\w-]+)$/,
    to: ([, side, record]) => `/contributing/ADRs/${side === 'backend' ? 'back-end' : 'front-end'}/${record}`,
  },
];
