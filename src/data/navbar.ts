import type {NavbarItem} from '@docusaurus/theme-common';
import {PRODUCT_SITE, SOURCE_REPOSITORY, SOURCE_REPOSITORY_STARS} from './site';

/** Product pages on the marketing site, shown in the navbar's Product dropdown. */
export const productLinks = [
  // The navbar logo leads to the docs home, so the marketing site's home is linked here.
  {label: 'Unleash website', href: PRODUCT_SITE},
  {label: 'Feature flags', href: `${PRODUCT_SITE}/feature-flags`},
  {label: 'Release management', href: `${PRODUCT_SITE}/release-management`},
  {label: 'Unleash Edge', href: `${PRODUCT_SITE}/unleash-edge`},
  {label: 'Enterprise features', href: `${PRODUCT_SITE}/enterprise`},
  {label: 'Integrations', href: `${PRODUCT_SITE}/integrations`},
];

export const navbarItems: NavbarItem[] = [
  {type: 'dropdown', label: 'Product', position: 'left', items: productLinks},
  {label: 'Plans', href: `${PRODUCT_SITE}/pricing`, position: 'left'},
  {label: 'Blog', href: `${PRODUCT_SITE}/blog`, position: 'left'},
  {label: 'Academy', to: '/unleash-academy/introduction', position: 'left'},
  {
    type: 'custom-sourceRepository',
    position: 'right',
    href: SOURCE_REPOSITORY,
    stars: SOURCE_REPOSITORY_STARS,
  } as unknown as NavbarItem,
  {label: 'Sign in', href: 'https://app.unleash-hosted.com/login', position: 'right'},
  {
    label: 'Request a demo',
    href: `${PRODUCT_SITE}/request-a-demo`,
    position: 'right',
    className: 'navbar__demo',
  },
  // "ASK AI" sits in the navbar's flow beside search (src/components/AskAi/Button.tsx).
  {type: 'custom-askAi', position: 'right'} as unknown as NavbarItem,
];
