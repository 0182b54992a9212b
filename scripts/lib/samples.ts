/**
 * Finds the code samples that pages mark as tested (` ```bash test="id" `) and the output blocks
 * that go with them (` ```json test-output="id" `), and runs them against a real server.
 */
import {spawn} from 'node:child_process';
import {PRODUCTS} from '../../src/data/versions';
import {substituteVersionTokens} from '../../src/data/version-tokens';
import fs from 'node:fs';
import path from 'node:path';

export type Sample = {
  file: string;
  line: number;
  id: string;
  lang: string;
  code: string;
  output?: {lang: string; text: string; line: number};
};

const FENCE = /^(\s*)(`{3,}|~{3,})\s*([\w+-]*)(.*)$/;
const attr = (meta: string, name: string) => new RegExp(`(?:^|\\s)${name}="([^"]+)"`).exec(meta)?.[1];

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
    if (id) samples.push({file, line: i + 1, id, lang: lang || 'text', code: text});
    if (outputId) outputs.set(outputId, {lang: lang || 'text', text, line: i + 1});
    i = j;
  }
  const seen = new Set<string>();
  for (const sample of samples) {
    if (seen.has(sample.id))
      throw new Error(`${file}:${sample.line}: test id "${sample.id}" is used twice on the page`);
    seen.add(sample.id);
    sample.output = outputs.get(sample.id);
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

export type RunEnv = {url: string; tokens: {admin: string; backend: string; frontend: string}; workDir: string};

/** Points a sample written for http://localhost:4242 at the server under test. */
export function retarget(code: string, url: string): string {
  return code.replace(/https?:\/\/(localhost|127\.0\.0\.1):4242/g, url);
}

export async function runSample(
  sample: Sample,
  env: RunEnv,
  timeoutMs = 60000,
): Promise<{code: number | null; stdout: string; stderr: string}> {
  const code = retarget(sample.code, env.url);
  let command: string;
  let args: string[];
  if (['bash', 'sh', 'shell', 'console'].includes(sample.lang)) {
    command = 'bash';
    args = ['-e', '-o', 'pipefail', '-c', code];
  } else if (['js', 'javascript', 'mjs', 'ts', 'typescript'].includes(sample.lang)) {
    const isModule = /^\s*import\s|^\s*export\s|\bawait\s/m.test(code);
    const file = path.join(
      env.workDir,
      `${path.basename(sample.file, '.mdx')}-${sample.id}.${isModule ? 'mjs' : 'cjs'}`,
    );
    fs.writeFileSync(file, code);
    command = process.execPath;
    args = [file];
  } else {
    throw new Error(`${sample.file}:${sample.line}: cannot run samples in "${sample.lang}"`);
  }
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
        NODE_NO_WARNINGS: '1',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      stderr += `\n(timed out after ${timeoutMs} ms)`;
    }, timeoutMs);
    child.on('exit', (exitCode) => {
      clearTimeout(timer);
      resolve({code: exitCode, stdout, stderr});
    });
  });
}
