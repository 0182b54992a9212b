/** Command-line options of `npm run bench` (see CONTRIBUTING.md, "Benchmarks"). */

export const STEPS = ['build', 'lighthouse', 'weight', 'assets', 'search'] as const;
export type Step = (typeof STEPS)[number];

export type BenchOptions = {
  steps: Set<Step>;
  /** Reuse build/ instead of building our site (the stock site is still built: it is served). */
  skipBuild: boolean;
  mobileRuns: number;
  desktopRuns: number;
  /** Keep the scaffolded stock site instead of deleting it at the end. */
  keepStock: boolean;
  /**
   * Measure this finished build of our site instead of build/ (implies skipBuild): `build-stock`
   * measures the stock-runtime build (DOCS_STOCK_RUNTIME=true, every runtime patch off), so that
   * two runs show what the patch layer gains against the same baseline.
   */
  oursBuild?: string;
};

export const USAGE = `Usage: npm run bench -- [options]
  --skip-build        reuse build/ instead of running "npm run build" (the stock site is still built)
  --only=a,b          run only these steps: ${STEPS.join(', ')}
  --mobile-runs=N     Lighthouse runs per page with the mobile preset, median reported (default 3)
  --desktop-runs=N    Lighthouse runs per page with the desktop preset (default 1)
  --keep-stock        keep the scaffolded stock site (its folder is printed)
  --ours-build=DIR    measure this finished build of our site instead of build/ (implies --skip-build),
                      e.g. build-stock from "npm run build:stock" (every runtime patch off)
  --help              this text`;

function positiveInt(name: string, value: string): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new Error(`${name} must be a whole number of at least 1, got "${value}"`);
  return n;
}

/** Parses argv (without node and the script). Throws with a message naming the bad option. */
export function parseBenchArgs(argv: readonly string[]): BenchOptions | 'help' {
  const options: BenchOptions = {
    steps: new Set(STEPS),
    skipBuild: false,
    mobileRuns: 3,
    desktopRuns: 1,
    keepStock: false,
  };
  for (const arg of argv) {
    const [name, value] = arg.includes('=') ? [arg.slice(0, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)] : [arg];
    switch (name) {
      case '--help':
      case '-h':
        return 'help';
      case '--skip-build':
        options.skipBuild = true;
        break;
      case '--keep-stock':
        options.keepStock = true;
        break;
      case '--ours-build':
        if (!value) throw new Error('--ours-build takes a folder, e.g. --ours-build=build-stock');
        options.oursBuild = value;
        options.skipBuild = true;
        break;
      case '--only': {
        const wanted = (value ?? '').split(',').filter(Boolean);
        const unknown = wanted.filter((s) => !(STEPS as readonly string[]).includes(s));
        if (wanted.length === 0 || unknown.length > 0)
          throw new Error(`--only takes steps from ${STEPS.join(', ')}; got "${value ?? ''}"`);
        options.steps = new Set(wanted as Step[]);
        break;
      }
      case '--mobile-runs':
        options.mobileRuns = positiveInt(name, value ?? '');
        break;
      case '--desktop-runs':
        options.desktopRuns = positiveInt(name, value ?? '');
        break;
      default:
        throw new Error(`unknown option "${arg}"\n${USAGE}`);
    }
  }
  // Without the build step there is nothing to build: reuse build/.
  if (!options.steps.has('build')) options.skipBuild = true;
  return options;
}
