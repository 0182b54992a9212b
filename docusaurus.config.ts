import {codeTheme} from './src/data/prism';
import type {Config, PluginConfig} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import {ANNOUNCEMENT, SITE_TAGLINE, SITE_TITLE, siteUrlFromEnv} from './src/data/site';
import {navbarItems} from './src/data/navbar';
import {copyrightText, footerLinks} from './src/data/footer';
import {sidebarItemsGenerator} from './sidebars/generator';
import testFixturesPlugin from './plugins/test-fixtures';
import redirectsPlugin from './plugins/redirects';
import searchIndexPlugin from './plugins/search-index';
import {searchFromEnv} from './src/data/search';
import {thirdPartyFromEnv} from './src/data/integrations';
import thirdPartyPlugin from './plugins/third-party';
import llmsTxtPlugin from './plugins/llms-txt';
import openapiBundlePlugin from './plugins/openapi-bundle';
import {API_DOCS_DIR, API_PANELS_DIR, API_ROUTE_BASE_PATH, openapiDocsPluginOptions} from './plugins/openapi-pages';
import {prepareRemoteContentOnce, withRemoteDocs} from './plugins/remote-content';
import openapiThemeWithLazyStyles from './plugins/openapi-pages/lazy-styles';
import apiChunksPlugin from './plugins/openapi-pages/api-chunks';
import leanClientDataPlugin from './patches/lean-client-data';
import idlePrefetchPlugin from './patches/idle-prefetch';
import lazyRouteComponentsPlugin from './patches/lazy-route-components';
import routeShardsPlugin from './patches/route-shards';
import imageZoomPlugin from './plugins/image-zoom';
import tslibHelpersPlugin from './patches/tslib-helpers';
import lightFirstRenderPlugin from './patches/light-first-render';
import prismThemePlugin from './plugins/prism-theme';
import prismOnDemandPlugin, {serverHighlightPlugin} from './patches/prism-on-demand';
import {DIAGRAM_THEMES, prerenderedDiagrams} from './plugins/prerendered-diagrams';
import {PRODUCTS} from './src/data/versions';
import {substituteVersionTokensInFile} from './src/data/version-tokens';

// Test-only routes (a page that crashes on purpose) are built only when asked for, as the
// Docusaurus website does with its _dogfooding folder. The e2e build turns them on.
const withTestFixtures = process.env.DOCS_TEST_FIXTURES === 'true';
// DOCS_STOCK_RUNTIME=true builds the site on Docusaurus's own browser runtime: none of the
// performance patches that replace or rewrite Docusaurus modules (maintainers/patch-layer.md).
// It shows that no page needs a patch to work, and it is where an upgrade starts.
const stockRuntime = process.env.DOCS_STOCK_RUNTIME === 'true';
/** A plugin of ours is a feature, or a performance patch of Docusaurus's runtime (left out of the stock build). */
type OurPlugin = [plugin: PluginConfig, kind: 'feature' | 'runtime patch'];
/** Our plugins in their order; the stock-runtime build keeps the features only. */
const ourPlugins = (list: OurPlugin[]): PluginConfig[] =>
  list.filter(([, kind]) => !stockRuntime || kind === 'feature').map(([plugin]) => plugin);
const search = searchFromEnv();
const thirdParty = thirdPartyFromEnv();

const config: Config = {
  title: SITE_TITLE,
  tagline: SITE_TAGLINE,
  favicon: 'img/favicon.svg',
  url: siteUrlFromEnv(),
  baseUrl: '/',
  trailingSlash: false,
  // The operation files of the API reference's "Try it" panel are written by `npm run gen:api`.
  staticDirectories: ['static', API_PANELS_DIR],
  organizationName: 'Unleash',
  projectName: 'unleash-docs',

  future: {
    v4: {
      removeLegacyPostBuildHeadAttribute: true,
      useCssCascadeLayers: true,
      fasterByDefault: true,
      mdx1CompatDisabledByDefault: true,
      // The spec fixes the storage keys ("theme", "docusaurus.announcement.*"), so no per-site suffix.
      siteStorageNamespacing: false,
    },
  },

  onBrokenLinks: 'throw',
  onBrokenAnchors: 'warn',
  onDuplicateRoutes: 'warn',
  markdown: {
    mermaid: true,
    // Headings take explicit ids in the classic `## Title {#id}` form (see CONTRIBUTING).
    mdx1Compat: {comments: true, admonitions: true, headingIds: true},
    hooks: {onBrokenMarkdownLinks: 'throw', onBrokenMarkdownImages: 'throw'},
    // %%version:<product>%% tokens take the release from src/data/versions.ts (CONTRIBUTING, "Versions").
    preprocessor: ({filePath, fileContent}) => substituteVersionTokensInFile(fileContent, PRODUCTS, filePath),
  },

  i18n: {defaultLocale: 'en', locales: ['en']},

  presets: [
    [
      'classic',
      {
        docs: {
          routeBasePath: '/',
          sidebarPath: './sidebars.ts',
          sidebarItemsGenerator,
          editUrl: 'https://github.com/Unleash/unleash/edit/main/website/',
          showLastUpdateTime: false,
          // Diagrams drawn ahead of time (npm run diagrams) become images before Docusaurus's
          // mermaid plugin sees them; only diagrams without SVGs load Mermaid in the browser.
          beforeDefaultRemarkPlugins: [prerenderedDiagrams(__dirname)],
        },
        blog: false,
        theme: {customCss: './src/css/custom.css'},
        ...(thirdParty.gtag ? {gtag: {trackingID: thirdParty.gtag.trackingID, anonymizeIP: true}} : {}),
        ...(thirdParty.gtm ? {googleTagManager: {containerId: thirdParty.gtm.containerId}} : {}),
        sitemap: {
          changefreq: 'weekly',
          priority: 0.5,
          ignorePatterns: ['/__test/**', '/search'],
          filename: 'sitemap.xml',
        },
      } satisfies Preset.Options,
    ],
  ],

  themes: ['@docusaurus/theme-mermaid', openapiThemeWithLazyStyles],

  plugins: [
    ...ourPlugins([
      [imageZoomPlugin, 'feature'],
      [tslibHelpersPlugin, 'runtime patch'],
      [lightFirstRenderPlugin, 'runtime patch'],
      [redirectsPlugin, 'feature'],
      [searchIndexPlugin, 'feature'],
      [leanClientDataPlugin, 'runtime patch'],
      [idlePrefetchPlugin, 'runtime patch'],
      [lazyRouteComponentsPlugin, 'runtime patch'],
      [routeShardsPlugin, 'runtime patch'],
      [prismThemePlugin(codeTheme.css), 'feature'],
      [prismOnDemandPlugin, 'runtime patch'],
      // Our code blocks reuse the server's highlighted markup, in both builds (see the plugin).
      [serverHighlightPlugin, 'feature'],
      [llmsTxtPlugin, 'feature'],
      [openapiBundlePlugin, 'feature'],
      [apiChunksPlugin, 'runtime patch'],
    ]),
    [
      // The API reference as a docs instance of its own (content in api-reference/, URLs under
      // /reference/api/): its sidebar and doc metadata load only on its pages, not on every doc page.
      '@docusaurus/plugin-content-docs',
      {
        id: 'api',
        path: API_DOCS_DIR,
        routeBasePath: API_ROUTE_BASE_PATH,
        sidebarPath: './sidebars/api.ts',
        sidebarItemsGenerator,
        editUrl: 'https://github.com/Unleash/unleash/edit/main/website/',
        showLastUpdateTime: false,
      },
    ],
    ['docusaurus-plugin-openapi-docs', openapiDocsPluginOptions],
    () => thirdPartyPlugin(thirdParty),
    ...(withTestFixtures ? [testFixturesPlugin] : []),
  ],

  customFields: {search: search.settings, thirdParty},

  themeConfig: {
    algolia: search.algolia,
    metadata: [{name: 'keywords', content: 'unleash, feature flags, feature toggles, documentation'}],
    colorMode: {
      defaultMode: 'light',
      disableSwitch: false,
      respectPrefersColorScheme: true,
    },
    announcementBar: {...ANNOUNCEMENT},
    navbar: {
      title: 'Docs',
      hideOnScroll: true,
      // The logo leads to the docs home; the marketing site is the first entry of the Product menu.
      logo: {
        alt: 'Unleash',
        src: 'img/logo.svg',
        srcDark: 'img/logo-dark.svg',
        href: '/',
        height: 30,
      },
      items: navbarItems,
    },
    footer: {
      style: 'dark',
      links: footerLinks,
      logo: {alt: 'Unleash', src: 'img/logo-dark.svg', href: 'https://www.getunleash.io', height: 30},
      copyright: copyrightText,
    },
    docs: {sidebar: {hideable: true, autoCollapseCategories: true}},
    tableOfContents: {minHeadingLevel: 2, maxHeadingLevel: 3},
    zoom: {
      selector: '.markdown img',
      background: {light: 'rgb(255, 255, 255)', dark: 'rgb(27, 27, 29)'},
    },
    // The pre-rendered diagrams use the same themes (plugins/prerendered-diagrams/render-config.ts).
    mermaid: {theme: {...DIAGRAM_THEMES}},
    prism: {
      // One theme for both modes: its colours are CSS variables set per mode (src/data/prism.ts).
      theme: codeTheme.theme,
      darkTheme: codeTheme.theme,
      // Only languages prism-react-renderer does not already bundle (it has go, json, kotlin,
      // python, rust, sql, swift, yaml and more): listing those again would ship them twice.
      additionalLanguages: ['bash', 'java', 'csharp', 'php', 'ruby', 'dart', 'docker', 'hcl', 'nginx', 'http'],
    },
  } satisfies Preset.ThemeConfig,
};

/**
 * SDK, Edge and proxy pages can come from their repositories (DOCS_REMOTE_CONTENT=true, off by
 * default; DOCS_REMOTE_CONTENT_BASE_URL points the downloads elsewhere, as the tests do). Any
 * page that cannot be fetched is built from our authored page; see plugins/remote-content.
 */
export default async function createConfig(): Promise<Config> {
  const remote = await prepareRemoteContentOnce({
    siteDir: __dirname,
    fetch: {baseUrl: process.env.DOCS_REMOTE_CONTENT_BASE_URL || undefined},
  });
  return withRemoteDocs(config, remote);
}
