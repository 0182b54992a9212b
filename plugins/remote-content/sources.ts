/**
 * The pages that can come from their own repositories at build time (DOCS_REMOTE_CONTENT=true).
 * Every entry names the public file it is built from, pinned to a ref, and the page we wrote
 * ourselves that the site shows instead whenever the remote file cannot be used.
 *
 * Every source names its ref. They all read the default branch today (DEFAULT_REF): this team
 * writes the list without network access to the code host, so a maintainer pins each source to a
 * release tag or commit when switching remote content on for production (one value per entry),
 * after which a build changes only when someone bumps a ref here. Repositories are listed under
 * their current names (several SDK repositories were renamed from `unleash-client-*` to
 * `unleash-*-sdk`; GitHub redirects the old names).
 *
 * Title, sidebar label and sidebar position repeat the authored page's front matter so the page
 * sits in the same place whichever version is built; `__tests__/sources.test.ts` keeps them in
 * step. The description always comes from the authored page.
 */
/** The ref every source reads until a maintainer pins it (see above). */
export const DEFAULT_REF = 'main';

export type RemoteSource = {
  /** The page's URL on the site (no trailing slash). */
  slug: string;
  /** Public GitHub repository, `owner/name`. */
  repo: string;
  /** Pinned git ref: a tag or a commit SHA. */
  ref: string;
  /** The Markdown file inside the repository. */
  path: string;
  title: string;
  sidebarLabel?: string;
  sidebarPosition?: number;
  /** Our authored page, relative to the site directory: the offline fallback. */
  fallback: string;
};

const sdk = (
  name: string,
  repo: string,
  ref: string,
  title: string,
  sidebarLabel: string,
  sidebarPosition: number,
): RemoteSource => ({
  slug: `/reference/sdks/${name}`,
  repo,
  ref,
  path: 'README.md',
  title,
  sidebarLabel,
  sidebarPosition,
  fallback: `docs/reference/sdks/${name}.mdx`,
});

const EDGE_REPO = 'Unleash/unleash-edge';
const edge = (
  name: string,
  ref: string,
  path: string,
  title: string,
  sidebarLabel: string,
  sidebarPosition: number,
): RemoteSource => ({
  slug: `/reference/unleash-edge/${name}`,
  repo: EDGE_REPO,
  ref,
  path,
  title,
  sidebarLabel,
  sidebarPosition,
  fallback: `docs/reference/unleash-edge/${name}.mdx`,
});

export const remoteSources: readonly RemoteSource[] = [
  // Server-side SDKs
  sdk('node', 'Unleash/unleash-node-sdk', DEFAULT_REF, 'Node.js SDK', 'Node.js', 1),
  sdk('java', 'Unleash/unleash-java-sdk', DEFAULT_REF, 'Java SDK', 'Java', 2),
  sdk('go', 'Unleash/unleash-client-go', DEFAULT_REF, 'Go SDK', 'Go', 3),
  sdk('python', 'Unleash/unleash-python-sdk', DEFAULT_REF, 'Python SDK', 'Python', 4),
  sdk('ruby', 'Unleash/unleash-ruby-sdk', DEFAULT_REF, 'Ruby SDK', 'Ruby', 5),
  sdk('php', 'Unleash/unleash-php-sdk', DEFAULT_REF, 'PHP SDK', 'PHP', 6),
  sdk('dotnet', 'Unleash/unleash-dotnet-sdk', DEFAULT_REF, '.NET SDK', '.NET', 7),
  sdk('rust', 'Unleash/unleash-rust-sdk', DEFAULT_REF, 'Rust SDK', 'Rust', 8),
  // Client-side SDKs
  sdk(
    'javascript-browser',
    'Unleash/unleash-js-sdk',
    DEFAULT_REF,
    'JavaScript SDK for the browser',
    'JavaScript (browser)',
    20,
  ),
  sdk('react', 'Unleash/unleash-react-sdk', DEFAULT_REF, 'React SDK', 'React', 21),
  sdk('next-js', 'Unleash/unleash-nextjs-sdk', DEFAULT_REF, 'Next.js SDK', 'Next.js', 22),
  sdk('vue', 'Unleash/unleash-vue-sdk', DEFAULT_REF, 'Vue SDK', 'Vue', 23),
  sdk('svelte', 'Unleash/unleash-svelte-sdk', DEFAULT_REF, 'Svelte SDK', 'Svelte', 24),
  sdk('ios-proxy', 'Unleash/unleash-ios-sdk', DEFAULT_REF, 'iOS SDK', 'iOS', 25),
  sdk('android-proxy', 'Unleash/unleash-android-sdk', DEFAULT_REF, 'Android SDK', 'Android', 26),
  sdk(
    'android-proxy-legacy',
    'Unleash/unleash-android-proxy-sdk',
    DEFAULT_REF,
    'Android SDK (legacy proxy SDK)',
    'Android (legacy proxy SDK)',
    27,
  ),
  sdk('flutter', 'Unleash/unleash-flutter-sdk', DEFAULT_REF, 'Flutter SDK', 'Flutter', 28),
  // Unleash Edge
  {
    slug: '/reference/unleash-edge',
    repo: EDGE_REPO,
    ref: DEFAULT_REF,
    path: 'README.md',
    title: 'Unleash Edge',
    fallback: 'docs/reference/unleash-edge/index.mdx',
  },
  edge('concepts', DEFAULT_REF, 'docs/concepts.md', 'Unleash Edge concepts', 'Concepts', 1),
  edge('cli', DEFAULT_REF, 'docs/CLI.md', 'Unleash Edge command-line reference', 'CLI reference', 2),
  edge('deploying', DEFAULT_REF, 'docs/deploying.md', 'Deploying Unleash Edge', 'Deploying', 3),
  edge(
    'migration-guide',
    DEFAULT_REF,
    'docs/migration-guide.md',
    'Migrating from the Unleash Proxy to Unleash Edge',
    'Migrate from the proxy',
    4,
  ),
  edge('benchmarking', DEFAULT_REF, 'docs/benchmarking.md', 'Benchmarking Unleash Edge', 'Benchmarking', 5),
  edge(
    'development-guide',
    DEFAULT_REF,
    'docs/development-guide.md',
    'Unleash Edge development guide',
    'Development guide',
    6,
  ),
  // Unleash Proxy (deprecated)
  {
    slug: '/reference/unleash-proxy',
    repo: 'Unleash/unleash-proxy',
    ref: DEFAULT_REF,
    path: 'README.md',
    title: 'Unleash Proxy',
    sidebarLabel: 'Unleash Proxy (deprecated)',
    fallback: 'docs/reference/unleash-proxy.mdx',
  },
];

/**
 * `owner/name/path/in/repo` → site URL, for every source: a relative link from one sourced file
 * to another (the Edge README to `docs/CLI.md`) then stays on the site. The URL always exists,
 * because a page that fell back is served by its authored twin at the same URL.
 */
export function siteLinksFor(sources: readonly RemoteSource[]): Map<string, string> {
  return new Map(sources.map((s) => [`${s.repo}/${s.path}`, s.slug]));
}
