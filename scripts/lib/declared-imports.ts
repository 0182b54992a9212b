/**
 * Which packages the code imports without declaring them in package.json (issue 29, hygiene).
 * A package that is only present because another one depends on it can vanish or change major
 * version on any install; declaring it makes the version ours to choose.
 */

/** Specifiers that are not packages: Node built-ins and the aliases Docusaurus and our config define. */
const NOT_PACKAGES = [
  /^node:/,
  /^@site\//,
  /^@theme(-original|-init)?\//,
  /^@generated\//,
  /^@docusaurus\/[A-Z]/, // client modules of @docusaurus/core (@docusaurus/Link, …)
  /^@docusaurus\/(useBaseUrl|useDocusaurusContext|useIsBrowser|useGlobalData|useRouteContext|useBrokenLinks|useIsomorphicLayoutEffect|renderRoutes|router|constants|isInternalUrl)$/,
  /^prism-react-renderer-original$/, // webpack alias in src/prism (prism-on-demand)
];

const IMPORT =
  /(?:^|[\s;(])(?:import|export)\s[^'"`]*?from\s*['"]([^'"]+)['"]|(?:^|[^.\w])(?:import|require(?:\.resolve)?)\s*\(\s*['"]([^'"]+)['"]\s*\)|^\s*import\s+['"]([^'"]+)['"]/gm;

/** The bare specifiers (packages, possibly with a subpath) a module's source imports. */
export function importedSpecifiers(source: string): string[] {
  const found = new Set<string>();
  for (const m of source.matchAll(IMPORT)) {
    const specifier = m[1] ?? m[2] ?? m[3];
    if (specifier && !specifier.startsWith('.') && !specifier.startsWith('/')) found.add(specifier);
  }
  return [...found];
}

/** The package a specifier names (`@scope/name/sub` → `@scope/name`, `name/sub` → `name`), or null for an alias. */
export function packageOf(specifier: string, builtins: readonly string[]): string | null {
  if (NOT_PACKAGES.some((pattern) => pattern.test(specifier))) return null;
  const parts = specifier.split('/');
  const name = specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
  return builtins.includes(name) ? null : name;
}

/** Whether a specifier reaches into a package's internals (`lib/`, `src/`, `dist/`, `/internal`). */
export const reachesInternals = (specifier: string) =>
  /^(@[^/]+\/)?[^/]+\/(lib|src|dist|internal)(\/|$)/.test(specifier);

/** An exact version (`1.2.3`), not a range. */
export const isExactVersion = (range: string) => /^\d+\.\d+\.\d+(-[\w.]+)?$/.test(range);
