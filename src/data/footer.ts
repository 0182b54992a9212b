import type {Footer} from '@docusaurus/theme-common';
import {PRODUCT_SITE, SOURCE_REPOSITORY} from './site';

export const footerLinks: Footer['links'] = [
  {
    title: 'Server SDKs',
    items: [
      {label: 'Node.js', to: '/reference/sdks/node'},
      {label: 'Java', to: '/reference/sdks/java'},
      {label: 'Golang', to: '/reference/sdks/go'},
      {label: 'Rust', to: '/reference/sdks/rust'},
      {label: 'Ruby', to: '/reference/sdks/ruby'},
      {label: 'Python', to: '/reference/sdks/python'},
      {label: '.NET', to: '/reference/sdks/dotnet'},
      {label: 'PHP', to: '/reference/sdks/php'},
      {label: 'All SDKs', to: '/reference/sdks'},
    ],
  },
  {
    title: 'Frontend SDKs',
    items: [
      {label: 'JavaScript', to: '/reference/sdks/javascript-browser'},
      {label: 'React', to: '/reference/sdks/react'},
      {label: 'Next.js', to: '/reference/sdks/next-js'},
      {label: 'Vue', to: '/reference/sdks/vue'},
      {label: 'iOS', to: '/reference/sdks/ios-proxy'},
      {label: 'Android', to: '/reference/sdks/android-proxy'},
      {label: 'Flutter', to: '/reference/sdks/flutter'},
      {label: 'Svelte', to: '/reference/sdks/svelte'},
    ],
  },
  {
    title: 'Use cases',
    items: [
      {label: 'A/B testing', to: '/feature-flag-tutorials/use-cases/a-b-testing'},
      {label: 'Gradual rollout', to: '/feature-flag-tutorials/use-cases/gradual-rollout'},
      {label: 'Trunk-based development', to: '/feature-flag-tutorials/use-cases/trunk-based-development'},
      {label: 'Security and compliance', to: '/feature-flag-tutorials/use-cases/security-and-compliance'},
      {label: 'AI releases', to: '/feature-flag-tutorials/use-cases/ai'},
      {
        label: 'User management and auditing',
        to: '/feature-flag-tutorials/use-cases/user-management-access-controls-auditing',
      },
    ],
  },
  {
    title: 'Product',
    items: [
      {label: 'Quickstart', to: '/quickstart'},
      {label: 'Open source or Enterprise', to: '/availability'},
      {label: 'Plans and pricing', href: `${PRODUCT_SITE}/pricing`},
      {label: 'Changelog', href: `${SOURCE_REPOSITORY}/releases`},
      {label: 'Roadmap', href: `${PRODUCT_SITE}/roadmap`},
    ],
  },
  {
    title: 'Support',
    items: [
      {label: 'Troubleshooting', to: '/using-unleash/troubleshooting'},
      {label: 'Community Slack', href: 'https://slack.unleash.run'},
      {label: 'Status page', href: 'https://status.getunleash.io'},
      {label: 'Contact us', href: `${PRODUCT_SITE}/contact`},
    ],
  },
];

/** The two claims of the product, shown above the copyright line. */
export const footerClaims = [
  'Unleash reduces the risk of releasing new features, speeds up your release process and improves the experience of your end users.',
  'Rated the easiest feature management system to use.',
];

export const socialLinks = [
  {label: 'GitHub', kind: 'source hosting', href: SOURCE_REPOSITORY},
  {label: 'LinkedIn', kind: 'professional network', href: 'https://www.linkedin.com/company/getunleash'},
  {label: 'X (Twitter)', kind: 'microblog', href: 'https://twitter.com/getunleash'},
  {label: 'Slack', kind: 'chat', href: 'https://slack.unleash.run'},
  {label: 'Stack Overflow', kind: 'questions and answers', href: 'https://stackoverflow.com/questions/tagged/unleash'},
  {label: 'YouTube', kind: 'video channel', href: 'https://www.youtube.com/@getunleash'},
] as const;

export const footerMadeIn = 'Made in a cosy atmosphere in the Nordic countries.';
export const copyrightText = `Copyright © 2025 Unleash. Built with Docusaurus.`;
