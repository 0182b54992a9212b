/**
 * The releases these docs describe: one row per product, SDK and chart. Pages take versions from
 * here where they show one, and each page's `checked.against` front matter names rows of this
 * table (see scripts/lib/version-record.ts). Bumping a version here makes `npm run check:content`
 * list every page that described the older major or minor release, which is the list to re-check.
 *
 * `version` is the current release, read from its primary source (the registry or the release tag
 * named in `source`), never from another page.
 */
export type Product = {
  /** How pages name it to readers: "Unleash", "Unleash Edge", "Go SDK". */
  name: string;
  /** Current release, x.y.z. */
  version: string;
  /** What a reader installs: npm package, Go module path, Maven coordinates, crate, chart, image. */
  install: string;
  /** Public source repository, owner/name on GitHub. */
  repository: string;
  /** Where the version was read: a registry or the repository's release tag. */
  source: string;
};

export const PRODUCTS = {
  unleash: {
    name: 'Unleash',
    version: '8.2.0',
    install: 'unleash-server (npm), unleashorg/unleash-server (Docker)',
    repository: 'Unleash/unleash',
    source: 'npm registry: unleash-server@8.2.0',
  },
  'unleash-edge': {
    name: 'Unleash Edge',
    version: '20.4.1',
    install: 'unleashorg/unleash-edge (Docker), unleash-edge (crate)',
    repository: 'Unleash/unleash-edge',
    source: 'tag unleash-edge-v20.4.1',
  },
  'unleash-proxy': {
    name: 'Unleash Proxy',
    version: '1.4.19',
    install: '@unleash/proxy (npm), unleashorg/unleash-proxy (Docker)',
    repository: 'Unleash/unleash-proxy',
    source: 'npm registry: @unleash/proxy@1.4.19',
  },
  'helm-unleash': {
    name: 'Unleash Helm chart',
    version: '5.6.6',
    install: 'unleash/unleash (chart repository https://docs.getunleash.io/helm-charts)',
    repository: 'Unleash/helm-charts',
    source: 'tag unleash-5.6.6',
  },
  'helm-unleash-edge': {
    name: 'Unleash Edge Helm chart',
    version: '3.1.4',
    install: 'unleash/unleash-edge (chart repository https://docs.getunleash.io/helm-charts)',
    repository: 'Unleash/helm-charts',
    source: 'tag unleash-edge-3.1.4',
  },
  'helm-unleash-proxy': {
    name: 'Unleash Proxy Helm chart',
    version: '0.8.11',
    install: 'unleash/unleash-proxy (chart repository https://docs.getunleash.io/helm-charts)',
    repository: 'Unleash/helm-charts',
    source: 'tag unleash-proxy-0.8.11',
  },
  'sdk-node': {
    name: 'Node.js SDK',
    version: '6.12.1',
    install: 'unleash-client (npm)',
    repository: 'Unleash/unleash-node-sdk',
    source: 'npm registry: unleash-client@6.12.1',
  },
  'sdk-go': {
    name: 'Go SDK',
    version: '6.5.1',
    install: 'github.com/Unleash/unleash-go-sdk/v6',
    repository: 'Unleash/unleash-go-sdk',
    source:
      'v6 module (unleash-server 8.2.0 onboarding uses github.com/Unleash/unleash-go-sdk/v6); 6.5.1 is the newest version public go.mod files require (module proxy unreachable from here)',
  },
  'sdk-java': {
    name: 'Java SDK',
    version: '12.2.3',
    install: 'io.getunleash:unleash-client-java (Maven)',
    repository: 'Unleash/unleash-java-sdk',
    source: 'tag v12.2.3',
  },
  'sdk-python': {
    name: 'Python SDK',
    version: '6.8.0',
    install: 'UnleashClient (PyPI)',
    repository: 'Unleash/unleash-python-sdk',
    source: 'tag v6.8.0',
  },
  'sdk-ruby': {
    name: 'Ruby SDK',
    version: '6.6.0',
    install: 'unleash (RubyGems)',
    repository: 'Unleash/unleash-ruby-sdk',
    source: 'tag v6.6.0',
  },
  'sdk-rust': {
    name: 'Rust SDK',
    version: '0.15.0',
    install: 'unleash-api-client (crate)',
    repository: 'Unleash/unleash-rust-sdk',
    source: 'Cargo.toml at the newest tag 0.15.0',
  },
  'sdk-dotnet': {
    name: '.NET SDK',
    version: '6.1.0',
    install: 'Unleash.Client (NuGet)',
    repository: 'Unleash/unleash-dotnet-sdk',
    source: 'tag 6.1.0',
  },
  'sdk-php': {
    name: 'PHP SDK',
    version: '2.10.184',
    install: 'unleash/client (Composer)',
    repository: 'Unleash/unleash-php-sdk',
    source: 'tag v2.10.184',
  },
  'sdk-javascript': {
    name: 'JavaScript browser SDK',
    version: '3.8.2',
    install: 'unleash-proxy-client (npm)',
    repository: 'Unleash/unleash-js-sdk',
    source: 'npm registry: unleash-proxy-client@3.8.2',
  },
  'sdk-react': {
    name: 'React SDK',
    version: '5.1.0',
    install: '@unleash/proxy-client-react (npm)',
    repository: 'Unleash/unleash-react-sdk',
    // The repository also has tags v6.0.0 and v6.0.1 (July 2026), but the registry's latest is 5.1.0
    // and serves no 6.x (checked 2026-11-27), so readers who install the package get 5.1.0.
    source: 'npm registry: @unleash/proxy-client-react@5.1.0',
  },
  'sdk-nextjs': {
    name: 'Next.js SDK',
    version: '1.6.7',
    install: '@unleash/nextjs (npm)',
    repository: 'Unleash/unleash-nextjs-sdk',
    source: 'npm registry: @unleash/nextjs@1.6.7',
  },
  'sdk-vue': {
    name: 'Vue SDK',
    version: '0.1.6',
    install: '@unleash/proxy-client-vue (npm)',
    repository: 'Unleash/unleash-vue-sdk',
    source: 'npm registry: @unleash/proxy-client-vue@0.1.6',
  },
  'sdk-svelte': {
    name: 'Svelte SDK',
    version: '0.4.3',
    // The npm registry answered 404 for this package on 2026-11-26 and 2026-11-27; the version is the
    // repository's last tag (v0.4.3, August 2025; the repository was renamed from proxy-client-svelte,
    // whose old tags stop at v0.4.2). 0.4.3 only retypes updateContext's argument as IMutableContext.
    install: '@unleash/proxy-client-svelte (source only: the npm registry does not serve it)',
    repository: 'Unleash/unleash-svelte-sdk',
    source: 'tag v0.4.3',
  },
  'sdk-android': {
    name: 'Android SDK',
    version: '3.3.1',
    install: 'io.getunleash:unleash-android (Maven)',
    repository: 'Unleash/unleash-android-sdk',
    source: 'tag v3.3.1',
  },
  'sdk-ios': {
    name: 'iOS SDK',
    version: '2.4.0',
    install: 'UnleashProxyClientSwift (Swift Package Manager, CocoaPods)',
    repository: 'Unleash/unleash-ios-sdk',
    source: 'tag 2.4.0',
  },
  'sdk-flutter': {
    name: 'Flutter SDK',
    version: '1.9.8',
    install: 'unleash_proxy_client_flutter (pub.dev)',
    repository: 'Unleash/unleash-flutter-sdk',
    source: 'tag v1.9.8',
  },
  'client-specification': {
    name: 'Unleash client specification',
    version: '6.1.0',
    install: '@unleash/client-specification (npm)',
    repository: 'Unleash/client-specification',
    source: 'npm registry: @unleash/client-specification@6.1.0',
  },
  'terraform-provider': {
    name: 'Unleash Terraform provider',
    version: '3.4.3',
    install: 'Unleash/unleash (Terraform Registry)',
    repository: 'Unleash/terraform-provider-unleash',
    source: 'tag v3.4.3',
  },
} as const satisfies Record<string, Product>;

export type ProductKey = keyof typeof PRODUCTS;

export function isProductKey(key: string): key is ProductKey {
  return Object.prototype.hasOwnProperty.call(PRODUCTS, key);
}
