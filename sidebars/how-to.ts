import type {SidebarItem as SidebarItemConfig} from './types';

/**
 * The how-to guides live flat under /how-to/ (the URLs readers know); their index pages
 * (/how-to/api, /how-to/sso, ...) group them here. Add a guide's id to its group.
 */
const group = (label: string, indexId: string, items: string[]): SidebarItemConfig => ({
  type: 'category',
  label,
  link: {type: 'doc', id: indexId},
  items,
});

export const howToItems: SidebarItemConfig[] = [
  group('API', 'how-to/api', []),
  group('Single sign-on', 'how-to/sso', []),
  group('Users and permissions', 'how-to/users-and-permissions', []),
  group('Provisioning', 'how-to/provisioning', []),
  group('Environments', 'how-to/env', []),
  group('Unleash Proxy', 'how-to/proxy', []),
  group('Other guides', 'how-to/misc', []),
];
