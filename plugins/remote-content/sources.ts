/**
 * The pages that can come from their own repositories at build time (DOCS_REMOTE_CONTENT=true).
 * Every entry names the public file it is built from, pinned to a ref, and the page we wrote
 * ourselves that the site shows instead whenever the remote file cannot be used.
 *
 * Every source is pinned to a full commit SHA, one per entry (the Edge files each to the commit
 * we last read them at), so a build changes only when someone bumps a ref here and reviews the
 * new text; `__tests__/sources.test.ts` refuses branch names and short SHAs. To bump a source,
 * take the SHA of the commit to publish from its repository and replace the one below.
 * Repositories are listed under their current names (several SDK repositories were renamed from
 * `unleash-client-*` to `unleash-*-sdk`; GitHub redirects the old names).
 *
 * Title, sidebar label and sidebar position repeat the authored page's front matter so the page
 * sits in the same place whichever version is built; `__tests__/sources.test.ts` keeps them in
 * step. The description always comes from the authored page.
 */
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
  sdk('node', 'Unleash/unleash-node-sdk', '34e488b565c70b1ede7936a394438864bc9c8f5d', 'Node.js SDK', 'Node.js', 1),
  sdk('java', 'Unleash/unleash-java-sdk', '24a4353c33d2cd5ce78311be9d9cd9eb1e6ac16a', 'Java SDK', 'Java', 2),
  sdk('go', 'Unleash/unleash-client-go', '59a8a0da9c19f8ccadd634d1d12a7b84fb2403e8', 'Go SDK', 'Go', 3),
  sdk('python', 'Unleash/unleash-python-sdk', 'ce59b2129ddc53d6bf8cf247d323f98cdd2dc02a', 'Python SDK', 'Python', 4),
  sdk('ruby', 'Unleash/unleash-ruby-sdk', 'b4f00e130a7941c0e9d34fc50b315d3fc8151d5b', 'Ruby SDK', 'Ruby', 5),
  sdk('php', 'Unleash/unleash-php-sdk', '02f4c8c4fb8a3a2d2b22c99c4fd97028e296e6e0', 'PHP SDK', 'PHP', 6),
  sdk('dotnet', 'Unleash/unleash-dotnet-sdk', '55df10d7e80a20eaf46382967d6dc3f51098cfae', '.NET SDK', '.NET', 7),
  sdk('rust', 'Unleash/unleash-rust-sdk', 'b53d285ee0ceb9bd55c2d9419365fe3e8d894dee', 'Rust SDK', 'Rust', 8),
  // Client-side SDKs
  sdk(
    'javascript-browser',
    'Unleash/unleash-js-sdk',
    '5f0f51b3410bb519fd6d1396ce124a81fc566bc1',
    'JavaScript SDK for the browser',
    'JavaScript (browser)',
    20,
  ),
  sdk('react', 'Unleash/unleash-react-sdk', '084b401e17cdfcc0309f98d702f7c89dcb179914', 'React SDK', 'React', 21),
  sdk(
    'next-js',
    'Unleash/unleash-nextjs-sdk',
    '0c117a2dc8e404d9285403368a366c22e2ebb84f',
    'Next.js SDK',
    'Next.js',
    22,
  ),
  sdk('vue', 'Unleash/unleash-vue-sdk', '4bc1c9742febca24790eb92b3400444317b69fd4', 'Vue SDK', 'Vue', 23),
  sdk('svelte', 'Unleash/unleash-svelte-sdk', 'cca1858f38e53416ff8abb132917a4ff7bb3e7e5', 'Svelte SDK', 'Svelte', 24),
  sdk('ios-proxy', 'Unleash/unleash-ios-sdk', '0bb9888914f4b9ee95fc8647071b0b982e91b0ff', 'iOS SDK', 'iOS', 25),
  sdk(
    'android-proxy',
    'Unleash/unleash-android-sdk',
    '158180e946a91ea0087ed27534b94a80f438637e',
    'Android SDK',
    'Android',
    26,
  ),
  sdk(
    'android-proxy-legacy',
    'Unleash/unleash-android-proxy-sdk',
    '79d38e7d220467d87338c0212d8db1fe7a1945c6',
    'Android SDK (legacy proxy SDK)',
    'Android (legacy proxy SDK)',
    27,
  ),
  sdk(
    'flutter',
    'Unleash/unleash-flutter-sdk',
    '15f3d944da0f619aff706939880ccfdbcbcd1c64',
    'Flutter SDK',
    'Flutter',
    28,
  ),
  // Unleash Edge
  {
    slug: '/reference/unleash-edge',
    repo: EDGE_REPO,
    ref: '7aee71a7db4705a93d90c3c10783a4d368a6abdd',
    path: 'README.md',
    title: 'Unleash Edge',
    fallback: 'docs/reference/unleash-edge/index.mdx',
  },
  edge(
    'concepts',
    '7c275d96d9b5fa638533ac75013bac93413d8351',
    'docs/concepts.md',
    'Unleash Edge concepts',
    'Concepts',
    1,
  ),
  edge(
    'cli',
    'e03e7233baa405da655165e9a47f9f1d238de44a',
    'docs/CLI.md',
    'Unleash Edge command-line reference',
    'CLI reference',
    2,
  ),
  edge(
    'deploying',
    '704a85f82fc04ca06e0d516ba1c7f914333a6a25',
    'docs/deploying.md',
    'Deploying Unleash Edge',
    'Deploying',
    3,
  ),
  edge(
    'migration-guide',
    '3625a1fff323b408414a863474f9d7f237c8e139',
    'docs/migration-guide.md',
    'Migrating from the Unleash Proxy to Unleash Edge',
    'Migrate from the proxy',
    4,
  ),
  edge(
    'benchmarking',
    '3a8e04a074e8b495c559e82d762c48c446425966',
    'docs/benchmarking.md',
    'Benchmarking Unleash Edge',
    'Benchmarking',
    5,
  ),
  edge(
    'development-guide',
    '82c60f47e894626aa113f53a88b7d52ac526c9c2',
    'docs/development-guide.md',
    'Unleash Edge development guide',
    'Development guide',
    6,
  ),
  // Unleash Proxy (deprecated)
  {
    slug: '/reference/unleash-proxy',
    repo: 'Unleash/unleash-proxy',
    ref: 'f12c33a4414fa6749cb0744acd76046e3de80fb1',
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
