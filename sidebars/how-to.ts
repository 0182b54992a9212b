import type {SidebarItem} from './types';

/**
 * The how-to guides live flat under docs/how-to/ (the URLs readers bookmarked); the index pages
 * (/how-to/api, /how-to/sso, ...) group them here. Add a new guide's id to its group.
 */
const group = (label: string, indexId: string, guides: string[]): SidebarItem => ({
  type: 'category',
  label,
  link: {type: 'doc', id: indexId},
  items: guides.map((name) => `how-to/${name}`),
});

export const howToItems: SidebarItem[] = [
  group('API', 'how-to/api', ['how-to-use-the-admin-api', 'how-to-create-api-tokens', 'how-to-enable-openapi']),
  group('Single sign-on', 'how-to/sso', [
    'how-to-add-sso-open-id-connect',
    'how-to-add-sso-saml',
    'how-to-add-sso-azure-saml',
    'how-to-add-sso-google',
    'how-to-add-sso-saml-keycloak',
    'how-to-set-up-group-sso-sync',
    'how-to-setup-sso-keycloak-group-sync',
  ]),
  group('Users and permissions', 'how-to/users-and-permissions', [
    'how-to-add-users-to-unleash',
    'how-to-create-and-manage-user-groups',
    'how-to-create-and-assign-custom-project-roles',
    'how-to-create-and-assign-custom-root-roles',
    'how-to-manage-public-invite-tokens',
    'how-to-download-login-history',
  ]),
  group('Provisioning', 'how-to/provisioning', [
    'how-to-setup-provisioning-with-entra',
    'how-to-setup-provisioning-with-okta',
  ]),
  group('Environments', 'how-to/env', [
    'how-to-import-export',
    'how-to-environment-import-export',
    'how-to-synchronize-unleash-instances',
  ]),
  group('Unleash Proxy', 'how-to/proxy', ['how-to-run-the-unleash-proxy']),
  group('Other guides', 'how-to/misc', [
    'how-to-create-and-display-banners',
    'how-to-capture-impression-data',
    'how-to-schedule-feature-releases',
    'how-to-archive-feature-flags',
    'how-to-send-feature-updates-to-slack-deprecated',
  ]),
];
