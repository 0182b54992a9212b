/**
 * Finds the code samples that pages mark as tested (` ```bash test="id" `) and the output blocks
 * that go with them (` ```json test-output="id" `), and runs them against a real server.
 *
 * Framework samples are files of an app rather than programs: ` ```jsx test-file="src/App.jsx" `
 * saves a block into the page's project folder, where later samples can import it, and
 * ` ```jsx test="app" test-in="browser" ` runs a block as the entry module of a page in a DOM
 * (jsdom) and prints what it rendered; see scripts/lib/browser-harness.ts.
 *
 * A block that a framework loads for you (a Next.js client component, a Nuxt plugin) has no entry
 * module a reader would write: ` ```tsx test="id" test-file="app/providers.tsx" test-in="browser"
 * test-entry="next-client.tsx" ` saves the block and runs the named stand-in for the framework from
 * tests/real-product/sample-entries/ as the entry, which imports it.
 */
import {spawn} from 'node:child_process';
import {PRODUCTS} from '../../src/data/versions';
import {substituteVersionTokens} from '../../src/data/version-tokens';
import fs from 'node:fs';
import path from 'node:path';
import {freePort} from './free-port';

export type Sample = {
  file: string;
  line: number;
  /** The `test` id; blocks that are only saved (test-file without test) have none. */
  id: string;
  lang: string;
  code: string;
  /** `test-file`: where the block is saved in the page's project folder before later samples run. */
  saveAs?: string;
  /** `test-in`: where a runnable block runs: `node` (the default) or `browser` (a jsdom page). */
  runIn?: 'node' | 'browser';
  /** `test-timeout`: seconds the sample may take, for slow steps such as a framework build. */
  timeoutSeconds?: number;
  /**
   * `test-retry`: seconds during which a sample whose result the page says may lag (a cache the
   * server keeps for a minute) is run again, every 5 s, until its output matches.
   */
  retrySeconds?: number;
  /** `test-entry`: a file of SAMPLE_ENTRIES that runs as the browser entry instead of the block. */
  entry?: string;
  output?: {lang: string; text: string; line: number};
};

export const RUN_IN = ['node', 'browser'] as const;

/** Stand-ins for what a framework does to load a block (test-entry), one documented file each. */
export const SAMPLE_ENTRIES = path.join(__dirname, '..', '..', 'tests', 'real-product', 'sample-entries');

const FENCE = /^(\s*)(`{3,}|~{3,})\s*([\w+-]*)(.*)$/;
const attr = (meta: string, name: string) => new RegExp(`(?:^|\\s)${name}="([^"]+)"`).exec(meta)?.[1];

/** Why a `test-file` path is unusable (it must stay inside the page's project folder), or null. */
export function savePathProblem(savePath: string): string | null {
  if (path.isAbsolute(savePath)) return 'is absolute';
  const normal = path.posix.normalize(savePath);
  if (normal.startsWith('..') || normal === '.') return 'leaves the page folder';
  if (!/^[\w./[\]@+-]+$/.test(savePath)) return 'has characters other than letters, digits, ., /, [, ], @, + and -';
  return null;
}

/** Every fenced code block of a page, tested or not, in page order (for the syntax check). */
export function extractCodeBlocks(
  file: string,
  source: string,
): Array<{file: string; line: number; lang: string; code: string; title?: string}> {
  const lines = source.split('\n').map((line, i) => substituteVersionTokens(line, PRODUCTS, `${file}:${i + 1}`));
  const blocks: Array<{file: string; line: number; lang: string; code: string; title?: string}> = [];
  for (let i = 0; i < lines.length; i += 1) {
    const open = FENCE.exec(lines[i]);
    if (!open) continue;
    const [, indent, fence, lang, meta] = open;
    const close = new RegExp(`^\\s*${fence[0]}{${fence.length},}\\s*$`);
    const body: string[] = [];
    let j = i + 1;
    for (; j < lines.length && !close.test(lines[j]); j += 1) {
      body.push(lines[j].startsWith(indent) ? lines[j].slice(indent.length) : lines[j].trimStart());
    }
    const title = attr(meta, 'title');
    blocks.push({file, line: i + 1, lang: lang || 'text', code: body.join('\n'), ...(title ? {title} : {})});
    i = j;
  }
  return blocks;
}

/** Tested samples of one MDX file, in page order, with their expected output when given. */
export function extractSamples(file: string, source: string): Sample[] {
  // Samples run as readers see them: with the versions of src/data/versions.ts in their tokens.
  const lines = source.split('\n').map((line, i) => substituteVersionTokens(line, PRODUCTS, `${file}:${i + 1}`));
  const samples: Sample[] = [];
  const outputs = new Map<string, {lang: string; text: string; line: number}>();
  for (let i = 0; i < lines.length; i += 1) {
    const open = FENCE.exec(lines[i]);
    if (!open) continue;
    const [, indent, fence, lang, meta] = open;
    const body: string[] = [];
    let j = i + 1;
    for (; j < lines.length; j += 1) {
      const close = new RegExp(`^\\s*${fence[0]}{${fence.length},}\\s*$`);
      if (close.test(lines[j])) break;
      body.push(lines[j].startsWith(indent) ? lines[j].slice(indent.length) : lines[j].trimStart());
    }
    const text = body.join('\n');
    const id = attr(meta, 'test');
    const outputId = attr(meta, 'test-output');
    const saveAs = attr(meta, 'test-file');
    const runIn = attr(meta, 'test-in');
    const timeout = attr(meta, 'test-timeout');
    const retry = attr(meta, 'test-retry');
    const entry = attr(meta, 'test-entry');
    if (entry !== undefined) {
      if (runIn !== 'browser' || !id || !saveAs)
        throw new Error(`${file}:${i + 1}: test-entry="${entry}" needs test="…", test-file="…" and test-in="browser"`);
      if (!/^[\w.-]+\.(js|jsx|ts|tsx)$/.test(entry) || !fs.existsSync(path.join(SAMPLE_ENTRIES, entry)))
        throw new Error(`${file}:${i + 1}: test-entry="${entry}" is not a file in tests/real-product/sample-entries/`);
    }
    if (timeout !== undefined && !(/^\d+$/.test(timeout) && Number(timeout) >= 1 && Number(timeout) <= 900))
      throw new Error(`${file}:${i + 1}: test-timeout="${timeout}" must be a whole number of seconds from 1 to 900`);
    if (retry !== undefined && !(/^\d+$/.test(retry) && Number(retry) >= 5 && Number(retry) <= 120 && id))
      throw new Error(
        `${file}:${i + 1}: test-retry="${retry}" must be a whole number of seconds from 5 to 120, on a test="…" sample`,
      );
    if (saveAs) {
      const problem = savePathProblem(saveAs);
      if (problem) throw new Error(`${file}:${i + 1}: test-file="${saveAs}" ${problem}`);
    }
    if (runIn !== undefined) {
      if (!(RUN_IN as readonly string[]).includes(runIn))
        throw new Error(`${file}:${i + 1}: test-in="${runIn}" is not one of ${RUN_IN.join(', ')}`);
      if (!id) throw new Error(`${file}:${i + 1}: test-in="${runIn}" needs a test="…" id`);
    }
    if (id || saveAs)
      samples.push({
        file,
        line: i + 1,
        id: id ?? '',
        lang: lang || 'text',
        code: text,
        ...(saveAs ? {saveAs} : {}),
        ...(runIn ? {runIn: runIn as Sample['runIn']} : {}),
        ...(timeout ? {timeoutSeconds: Number(timeout)} : {}),
        ...(retry ? {retrySeconds: Number(retry)} : {}),
        ...(entry ? {entry} : {}),
      });
    if (outputId) outputs.set(outputId, {lang: lang || 'text', text, line: i + 1});
    i = j;
  }
  const seen = new Set<string>();
  for (const sample of samples) {
    if (!sample.id) continue;
    if (seen.has(sample.id))
      throw new Error(`${file}:${sample.line}: test id "${sample.id}" is used twice on the page`);
    seen.add(sample.id);
    sample.output = outputs.get(sample.id);
    if (sample.retrySeconds && !sample.output)
      throw new Error(`${file}:${sample.line}: test-retry needs a test-output="${sample.id}" block to wait for`);
  }
  for (const id of outputs.keys()) {
    if (!seen.has(id)) throw new Error(`${file}: test-output="${id}" has no sample with test="${id}"`);
  }
  return samples;
}

/** True when every field of `expected` is in `actual` (arrays: each expected item matches one actual item). */
export function isSubset(expected: unknown, actual: unknown): boolean {
  if (Array.isArray(expected)) {
    return Array.isArray(actual) && expected.every((item) => actual.some((candidate) => isSubset(item, candidate)));
  }
  if (expected && typeof expected === 'object') {
    if (!actual || typeof actual !== 'object' || Array.isArray(actual)) return false;
    return Object.entries(expected).every(([key, value]) => isSubset(value, (actual as Record<string, unknown>)[key]));
  }
  return expected === actual;
}

/** Parses the last JSON document in a program's output (curl may print headers or text before it). */
export function lastJson(stdout: string): unknown {
  const trimmed = stdout.trim();
  try {
    return JSON.parse(trimmed);
  } catch {
    for (let start = trimmed.lastIndexOf('\n{'); start >= 0; start = trimmed.lastIndexOf('\n{', start - 1)) {
      try {
        return JSON.parse(trimmed.slice(start + 1));
      } catch {
        // keep looking
      }
    }
    const first = Math.min(...['{', '['].map((c) => trimmed.indexOf(c)).filter((i) => i >= 0));
    return JSON.parse(trimmed.slice(first));
  }
}

/** The non-empty lines of a sample's text output block, as compareOutput checks them. */
export function expectedLines(sample: Sample): string[] {
  if (!sample.output || sample.output.lang === 'json') return [];
  return sample.output.text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
}

/** Why the output does not match what the page shows, or null when it does. */
export function compareOutput(output: NonNullable<Sample['output']>, stdout: string): string | null {
  if (output.lang === 'json') {
    let actual: unknown;
    let expected: unknown;
    try {
      expected = JSON.parse(output.text);
    } catch (error) {
      return `the page's output block is not valid JSON: ${(error as Error).message}`;
    }
    try {
      actual = lastJson(stdout);
    } catch {
      return `the sample printed no JSON:\n${stdout.slice(0, 800)}`;
    }
    return isSubset(expected, actual)
      ? null
      : `the response does not contain what the page shows:\n${JSON.stringify(actual).slice(0, 1500)}`;
  }
  const actualLines = stdout.split('\n').map((l) => l.trim());
  const missing = output.text
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !actualLines.some((a) => a.includes(l)));
  return missing.length === 0
    ? null
    : `output lines not printed: ${JSON.stringify(missing)}\nprinted:\n${stdout.slice(0, 1500)}`;
}

/**
 * The order a page's samples run in: page order, with two exceptions. App files that are only
 * saved (test-file without test) are written first, because a page may show an entry module
 * before the components it imports; a file saved a second time keeps its place, so a later step
 * that changes it still comes after the samples before it. And a browser app runs where its
 * output block stands when that comes later, so the samples after it (a rollout change, an
 * archived flag) have not run yet.
 */
export function runOrder(samples: Sample[]): Sample[] {
  const savedBefore = new Set<string>();
  const position = (s: Sample) => {
    // A runnable block that saves a file counts as its first save too, so a later block that
    // saves the same file replaces it only where that block stands.
    const first = s.saveAs !== undefined && !savedBefore.has(s.saveAs);
    if (s.saveAs) savedBefore.add(s.saveAs);
    if (!s.id && first) return -1;
    return s.runIn === 'browser' && s.output && s.output.line > s.line ? s.output.line : s.line;
  };
  return samples
    .map((sample, index) => ({sample, index, at: position(sample)}))
    .sort((a, b) => a.at - b.at || a.index - b.index)
    .map(({sample}) => sample);
}

/** `workDir` is the page's project folder: saved files go there and samples run in it. */
export type RunEnv = {url: string; tokens: {admin: string; backend: string; frontend: string}; workDir: string};

/** Points a sample written for http://localhost:4242 at the server under test. */
export function retarget(code: string, url: string): string {
  return code.replace(/https?:\/\/(localhost|127\.0\.0\.1):4242/g, url);
}

const SHELL = ['bash', 'sh', 'shell', 'console'];
const JS = ['js', 'javascript', 'mjs'];
/** Languages Node runs through the tsx loader (TypeScript and JSX). */
const COMPILED = ['ts', 'typescript', 'tsx', 'jsx'];
const HARNESS = path.join(__dirname, 'browser-harness.ts');
const HOOKS = path.join(__dirname, 'sample-hooks.mjs');
const SPEC_RUNNER = path.join(__dirname, '..', 'run-spec-sample.ts');

/**
 * Makes a fresh project folder for one page: ES modules by default (so TypeScript and JSX samples
 * may use `import` and top-level `await`) and the automatic JSX runtime, as React apps use.
 */
export function preparePageDir(dir: string): void {
  fs.rmSync(dir, {recursive: true, force: true});
  fs.mkdirSync(dir, {recursive: true});
  fs.writeFileSync(path.join(dir, 'package.json'), JSON.stringify({private: true, type: 'module'}, null, 2));
  fs.writeFileSync(
    path.join(dir, 'tsconfig.json'),
    JSON.stringify(
      {
        compilerOptions: {
          jsx: 'react-jsx',
          module: 'esnext',
          moduleResolution: 'bundler',
          target: 'es2022',
          allowJs: true,
        },
      },
      null,
      2,
    ),
  );
}

/** The file a runnable sample is written to, relative to the page folder. */
export function sampleFileName(sample: Sample, code: string): string {
  if (sample.saveAs) return sample.saveAs;
  if (JS.includes(sample.lang)) {
    const isModule = /^\s*import\s|^\s*export\s|\bawait\s/m.test(code);
    return `${sample.id}.${isModule ? 'mjs' : 'cjs'}`;
  }
  const ext: Record<string, string> = {ts: 'ts', typescript: 'ts', tsx: 'tsx', jsx: 'jsx', json: 'json'};
  return `${sample.id}.${ext[sample.lang] ?? sample.lang}`;
}

/** The command that runs a sample's file, or an error naming the sample when it cannot run. */
export function commandFor(sample: Sample, file: string, code: string): {command: string; args: string[]} {
  const where = `${sample.file}:${sample.line}`;
  if (sample.runIn === 'browser') {
    if (![...JS, ...COMPILED].includes(sample.lang))
      throw new Error(`${where}: test-in="browser" runs JavaScript or TypeScript entry modules, not "${sample.lang}"`);
    return {
      command: process.execPath,
      args: ['--import', 'tsx', '--import', HOOKS, '--conditions=browser', HARNESS, file],
    };
  }
  if (SHELL.includes(sample.lang)) return {command: 'bash', args: ['-e', '-o', 'pipefail', '-c', code]};
  if (JS.includes(sample.lang)) return {command: process.execPath, args: [file]};
  if (COMPILED.includes(sample.lang))
    return {command: process.execPath, args: ['--import', 'tsx', '--import', HOOKS, file]};
  if (sample.lang === 'json') return {command: process.execPath, args: ['--import', 'tsx', SPEC_RUNNER, file]};
  throw new Error(`${where}: cannot run samples in "${sample.lang}"`);
}

export async function runSample(
  sample: Sample,
  env: RunEnv,
  timeoutMs = (sample.timeoutSeconds ?? 60) * 1000,
): Promise<{code: number | null; stdout: string; stderr: string}> {
  const code = retarget(sample.code, env.url);
  const needsFile = !SHELL.includes(sample.lang) || sample.saveAs;
  const file = path.join(env.workDir, sampleFileName(sample, code));
  if (needsFile) {
    fs.mkdirSync(path.dirname(file), {recursive: true});
    fs.writeFileSync(file, code.endsWith('\n') ? code : `${code}\n`);
  }
  // A block that is only part of the app (test-file without test) is saved and not run.
  if (!sample.id) return {code: 0, stdout: '', stderr: ''};
  let entryFile = file;
  if (sample.entry) {
    // The framework's stand-in runs as the entry, from the page folder, and imports the block.
    entryFile = path.join(env.workDir, sample.entry);
    fs.copyFileSync(path.join(SAMPLE_ENTRIES, sample.entry), entryFile);
  }
  const {command, args} = commandFor(sample, entryFile, code);
  // A server a sample starts (such as `next start`) listens on PORT, free on this machine.
  const port = await freePort();
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: env.workDir,
      env: {
        ...process.env,
        UNLEASH_URL: env.url,
        UNLEASH_API_URL: `${env.url}/api`,
        UNLEASH_ADMIN_TOKEN: env.tokens.admin,
        UNLEASH_BACKEND_TOKEN: env.tokens.backend,
        UNLEASH_FRONTEND_TOKEN: env.tokens.frontend,
        // Build tools expose only prefixed variables to browser code (Vite, SvelteKit, Next.js).
        VITE_UNLEASH_FRONTEND_TOKEN: env.tokens.frontend,
        PUBLIC_UNLEASH_FRONTEND_TOKEN: env.tokens.frontend,
        // The React tutorial's Vite variables (docs/feature-flag-tutorials/react).
        VITE_UNLEASH_URL: `${env.url}/api/frontend`,
        VITE_UNLEASH_CLIENT_KEY: env.tokens.frontend,
        // The Next.js SDK's variables (docs/reference/sdks/next-js.mdx).
        UNLEASH_SERVER_API_URL: `${env.url}/api`,
        UNLEASH_SERVER_API_TOKEN: env.tokens.backend,
        NEXT_PUBLIC_UNLEASH_FRONTEND_API_URL: `${env.url}/api/frontend`,
        NEXT_PUBLIC_UNLEASH_FRONTEND_API_TOKEN: env.tokens.frontend,
        NEXT_TELEMETRY_DISABLED: '1',
        PORT: String(port),
        // What a browser sample should render, so the harness can wait for it (see browser-harness.ts).
        BROWSER_HARNESS_EXPECT: JSON.stringify(expectedLines(sample)),
        NODE_NO_WARNINGS: '1',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
      // Its own process group, so a server the sample left running in the background is stopped too.
      detached: true,
    });
    const killGroup = (signal: NodeJS.Signals) => {
      try {
        if (child.pid) process.kill(-child.pid, signal);
      } catch {
        // the group has already exited
      }
    };
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    const timer = setTimeout(() => {
      killGroup('SIGKILL');
      stderr += `\n(timed out after ${timeoutMs} ms)`;
    }, timeoutMs);
    child.on('exit', (exitCode) => {
      clearTimeout(timer);
      killGroup('SIGTERM');
      // 'exit' can come before the last output has been read from the pipes (a sample then seems to
      // print nothing); 'close' comes after. A background process that ignores SIGTERM would hold
      // the pipes open, so wait for them at most 5 s.
      const done = () => {
        // The stand-in is not part of the reader's project (a framework build would compile it).
        if (sample.entry) fs.rmSync(entryFile, {force: true});
        resolve({code: exitCode, stdout, stderr});
      };
      const fallback = setTimeout(done, 5000);
      child.on('close', () => {
        clearTimeout(fallback);
        done();
      });
    });
  });
}
