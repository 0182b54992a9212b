/**
 * Runs Unleash client-specification files (the shape published in @unleash/client-specification:
 * a `state` as the server would send it, then `tests` for isEnabled and `variantTests` for
 * getVariant) through the Node.js SDK, unleash-client, served over real HTTP from a local server.
 * The docs use it twice: to run every case of the pinned specification package, and to run the
 * worked examples of docs/client-specification.mdx, so the page and the package are judged by
 * the same SDK.
 */
import fs from 'node:fs';
import http from 'node:http';
import type {AddressInfo} from 'node:net';
import path from 'node:path';

export type SpecCase = {
  description: string;
  context: Record<string, unknown>;
  toggleName: string;
  expectedResult: unknown;
};
export type SpecFile = {
  name: string;
  state: {version?: number; features?: unknown[]; segments?: unknown[]; events?: unknown[]};
  tests?: SpecCase[];
  variantTests?: SpecCase[];
};
export type CaseResult = {
  file: string;
  kind: 'isEnabled' | 'getVariant';
  description: string;
  expected: unknown;
  actual: unknown;
  pass: boolean;
};

/** Problems with a document that claims to be a specification file, or an empty list. */
export function specShapeProblems(value: unknown): string[] {
  const problems: string[] = [];
  if (!value || typeof value !== 'object' || Array.isArray(value)) return ['is not a JSON object'];
  const spec = value as Partial<SpecFile>;
  if (typeof spec.name !== 'string') problems.push('has no "name"');
  if (!spec.state || typeof spec.state !== 'object') problems.push('has no "state"');
  else if (!Array.isArray(spec.state.features) && !Array.isArray(spec.state.events))
    problems.push('has neither a "state.features" nor a "state.events" list');
  const cases = [...(spec.tests ?? []), ...(spec.variantTests ?? [])];
  if (cases.length === 0) problems.push('has no "tests" or "variantTests"');
  cases.forEach((c, i) => {
    if (typeof c?.toggleName !== 'string') problems.push(`case ${i + 1} has no "toggleName"`);
    if (!('expectedResult' in (c ?? {}))) problems.push(`case ${i + 1} has no "expectedResult"`);
  });
  return problems;
}

/** The files listed in the package's specifications/index.json, parsed, in index order. */
export function loadSpecifications(packageDir: string): Array<{file: string; spec: SpecFile}> {
  const dir = path.join(packageDir, 'specifications');
  const index = JSON.parse(fs.readFileSync(path.join(dir, 'index.json'), 'utf8')) as string[];
  return index.map((file) => ({file, spec: JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as SpecFile}));
}

/** The variant fields the specification compares; the SDK adds `featureEnabled` and may omit others. */
function comparableVariant(variant: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {name: variant.name, enabled: variant.enabled};
  if ('feature_enabled' in variant) out.feature_enabled = variant.feature_enabled;
  if (variant.payload !== undefined) out.payload = variant.payload;
  return out;
}

function sameJson(a: unknown, b: unknown): boolean {
  const sort = (v: unknown): unknown =>
    Array.isArray(v)
      ? v.map(sort)
      : v && typeof v === 'object'
        ? Object.fromEntries(
            Object.entries(v as Record<string, unknown>)
              .sort(([x], [y]) => x.localeCompare(y))
              .map(([k, val]) => [k, sort(val)]),
          )
        : v;
  return JSON.stringify(sort(a)) === JSON.stringify(sort(b));
}

type UnleashModule = typeof import('unleash-client');

/**
 * Serves each file's state on its own path of one local HTTP server, starts one SDK per file
 * against it and evaluates every case once the SDK has synchronised. A state that is a list of
 * delta events (files 19 and 20) is served as it is: the SDK applies such a response as deltas.
 */
export async function runSpecifications(
  files: Array<{file: string; spec: SpecFile}>,
  sdk: UnleashModule,
): Promise<CaseResult[]> {
  const states = new Map(files.map(({spec}, i) => [`/spec-${i}/api/client/features`, spec.state]));
  const server = http.createServer((req, res) => {
    const state = states.get((req.url ?? '').split('?')[0]);
    if (req.method === 'GET' && state) {
      res.writeHead(200, {'content-type': 'application/json'});
      res.end(JSON.stringify(state));
      return;
    }
    // Registration and metrics are switched off below; anything else is a mistake in this runner.
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const {port} = server.address() as AddressInfo;
  const results: CaseResult[] = [];
  try {
    for (const [i, {file, spec}] of files.entries()) {
      const unleash = new sdk.Unleash({
        url: `http://127.0.0.1:${port}/spec-${i}/api/`,
        appName: `client-spec-${i}`,
        disableMetrics: true,
        skipInstanceCountWarning: true,
        storageProvider: new sdk.InMemStorageProvider(),
      });
      try {
        await new Promise<void>((resolve, reject) => {
          unleash.once('synchronized', resolve);
          unleash.once('error', reject);
        });
        for (const c of spec.tests ?? []) {
          const actual = unleash.isEnabled(c.toggleName, c.context as never);
          results.push({
            file,
            kind: 'isEnabled',
            description: c.description,
            expected: c.expectedResult,
            actual,
            pass: actual === c.expectedResult,
          });
        }
        for (const c of spec.variantTests ?? []) {
          const actual = comparableVariant(unleash.getVariant(c.toggleName, c.context as never) as never);
          results.push({
            file,
            kind: 'getVariant',
            description: c.description,
            expected: c.expectedResult,
            actual,
            pass: sameJson(comparableVariant(c.expectedResult as Record<string, unknown>), actual),
          });
        }
      } finally {
        unleash.destroy();
      }
    }
  } finally {
    // The SDK's HTTP agent keeps connections alive; close them, or the process lingers for seconds.
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
  return results;
}
