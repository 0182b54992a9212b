/**
 * Syntax check of the docs' code blocks in every language this machine has a parser for (issue 27):
 * shell with `bash -n`, Python with its own compiler, Java with javac stopped after parsing, Rust
 * with rustfmt, JavaScript and TypeScript (also JSX) with the TypeScript parser, JSON and YAML with
 * their parsers. Blocks are fragments as often as whole files, so Java, Rust and TypeScript get a
 * second try wrapped in a class, function or module body before a block counts as broken.
 * Samples that run against the real server (test="…") are parsed here too; running them is the
 * real-product suite's job.
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import yaml from 'js-yaml';
import ts from 'typescript';
import {parse as parseSvelte} from 'svelte/compiler';
import {compileTemplate, parse as parseVue} from 'vue/compiler-sfc';

export type Block = {file: string; line: number; lang: string; code: string; title?: string};
export type Finding = {block: Block; message: string};
export type Checker = 'shell' | 'dotenv' | 'python' | 'java' | 'rust' | 'script' | 'json' | 'yaml' | 'vue' | 'svelte';

/** Which checker reads a fence language; languages without one are reported as unchecked. */
export const CHECKER_OF: Record<string, Checker> = {
  bash: 'shell',
  sh: 'shell',
  shell: 'shell',
  python: 'python',
  py: 'python',
  java: 'java',
  rust: 'rust',
  rs: 'rust',
  js: 'script',
  javascript: 'script',
  mjs: 'script',
  jsx: 'script',
  ts: 'script',
  typescript: 'script',
  tsx: 'script',
  json: 'json',
  yaml: 'yaml',
  yml: 'yaml',
  vue: 'vue',
  svelte: 'svelte',
};

/** Languages that are not checked, and why. */
export const UNCHECKED: Record<string, string> = {
  go: 'no Go toolchain on the machine',
  ruby: 'no Ruby interpreter on the machine',
  php: 'no PHP interpreter on the machine',
  kotlin: 'no Kotlin compiler on the machine',
  swift: 'no Swift toolchain on the machine',
  csharp: 'no .NET SDK on the machine',
  dart: 'no Dart SDK on the machine',
  erb: 'no Ruby interpreter on the machine',
  text: 'not code',
  mermaid: 'diagrams are rendered, and checked, by the site build',
};

/**
 * Blocks that are deliberately not valid on their own: "…" standing for left-out parts, JSON with
 * comments, and JSON-shaped templates (Mustache `{{…}}` placeholders, as in webhook bodies).
 */
export function isIllustrative(block: Block): boolean {
  return (
    /^\s*(\.\.\.|…)\s*,?\s*$/m.test(block.code) ||
    (block.lang === 'json' && (/\/\/|\/\*/.test(block.code) || /\{\{/.test(block.code)))
  );
}

/** The checker for a block: its language's, except that a shell block titled `*.env` is an env file. */
export function checkerFor(block: Block): Checker | undefined {
  const checker = CHECKER_OF[block.lang];
  if (checker === 'shell' && block.title && /(^|\/|\.)env$/.test(block.title)) return 'dotenv';
  return checker;
}

/** An env file (Docker's --env-file, systemd, dotenv): blank lines, comments and NAME=value lines. */
export function dotenvSyntaxError(code: string): string | null {
  const lines = code.split('\n');
  const bad = lines.findIndex(
    (line) => line.trim() !== '' && !/^\s*#/.test(line) && !/^(export\s+)?[A-Za-z_][\w.]*=/.test(line),
  );
  return bad < 0 ? null : `line ${bad + 1}: not NAME=value: ${lines[bad].trim().slice(0, 60)}`;
}

/** The first syntax error TypeScript finds in a script, or null. */
export function scriptSyntaxError(code: string, lang: string): string | null {
  const kind = ['jsx', 'tsx'].includes(lang)
    ? ts.ScriptKind.TSX
    : ['ts', 'typescript'].includes(lang)
      ? ts.ScriptKind.TS
      : ts.ScriptKind.JSX;
  const sourceOf = (text: string) => ts.createSourceFile(`sample.${lang}`, text, ts.ScriptTarget.Latest, true, kind);
  const parse = (text: string) => {
    const file = sourceOf(text);
    const diagnostics = (file as unknown as {parseDiagnostics: ts.Diagnostic[]}).parseDiagnostics;
    if (diagnostics.length === 0) return null;
    const first = diagnostics[0];
    const {line} = file.getLineAndCharacterOfPosition(first.start ?? 0);
    return `line ${line + 1}: ${ts.flattenDiagnosticMessageText(first.messageText, '\n')}`;
  };
  // A fragment such as a JSX expression or an object property list parses once wrapped.
  const direct = parse(code);
  if (!direct) return null;
  if (!parse(`function sample() {\n${code}\n}`) || !parse(`const sample = (\n${code}\n);`)) return null;
  // The methods of a class, or an interface's method signatures (which parse as a class's
  // overloads). Only methods count: as a class property, a broken statement such as `const = 1;`
  // would parse too.
  const asClass = `class Sample {\n${code}\n}`;
  if (!parse(asClass)) {
    const [declaration] = sourceOf(asClass).statements;
    const methodsOnly =
      declaration &&
      ts.isClassDeclaration(declaration) &&
      declaration.members.every((m) => ts.isMethodDeclaration(m) || ts.isConstructorDeclaration(m) || ts.isAccessor(m));
    if (methodsOnly) return null;
  }
  return direct;
}

/** JSON, or JSON Lines (one document per line, as several request bodies are shown). */
export function jsonSyntaxError(code: string): string | null {
  try {
    JSON.parse(code);
    return null;
  } catch (error) {
    const lines = code.split('\n').filter((l) => l.trim());
    if (lines.length > 1 && lines.every((l) => jsonSyntaxError(l) === null)) return null;
    return (error as Error).message;
  }
}

/** A Vue single-file component: its blocks and its template. */
export function vueSyntaxError(code: string): string | null {
  const {descriptor, errors} = parseVue(code, {filename: 'Sample.vue'});
  if (errors.length) return errors[0].message;
  if (!descriptor.template) return null;
  const template = compileTemplate({source: descriptor.template.content, filename: 'Sample.vue', id: 'sample'});
  return template.errors.length ? String(template.errors[0]) : null;
}

/** A Svelte component, parsed by the Svelte compiler. */
export function svelteSyntaxError(code: string): string | null {
  try {
    parseSvelte(code);
    return null;
  } catch (error) {
    return (error as Error).message.split('\n')[0];
  }
}

export function yamlSyntaxError(code: string): string | null {
  try {
    yaml.loadAll(code);
    return null;
  } catch (error) {
    return (error as Error).message.split('\n')[0];
  }
}

/**
 * Shell: one bash process reads every block as the body of a function definition, which bash
 * parses without running it (`bash -n` per block would cost a process each).
 */
export function shellSyntaxErrors(codes: string[]): Array<string | null> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sample-sh-'));
  try {
    codes.forEach((code, i) => fs.writeFileSync(path.join(dir, `${i}.sh`), code));
    const script = `
for ((i = 0; i < ${codes.length}; i++)); do
  if eval "__sample() {
$(<"${dir}/$i.sh")
}" 2> "${dir}/$i.err"; then echo "$i ok"; else echo "$i bad"; fi
done`;
    const result = spawnSync('bash', ['-c', script], {encoding: 'utf8'});
    const bad = new Set([...result.stdout.matchAll(/^(\d+) bad$/gm)].map((m) => Number(m[1])));
    return codes.map((_, i) =>
      bad.has(i)
        ? fs
            .readFileSync(path.join(dir, `${i}.err`), 'utf8')
            .trim()
            .split('\n')[0]
            .replace(/^bash: (eval: )?/, '')
            // The block starts on the second line of the function definition bash parsed.
            .replace(/^line (\d+):/, (_m, n: string) => `line ${Number(n) - 1}:`)
        : null,
    );
  } finally {
    fs.rmSync(dir, {recursive: true, force: true});
  }
}

/** Whether a command exists on this machine. */
export function hasCommand(command: string): boolean {
  return spawnSync('sh', ['-c', `command -v ${command}`], {encoding: 'utf8'}).status === 0;
}

/** Python: one interpreter compiles every block (top-level await allowed, as in notebooks and asyncio.run docs). */
export function pythonSyntaxErrors(codes: string[]): Array<string | null> {
  const program = `
import ast, json, sys
out = []
for src in json.load(sys.stdin):
    try:
        compile(src, "sample.py", "exec", flags=ast.PyCF_ALLOW_TOP_LEVEL_AWAIT, dont_inherit=True)
        out.append(None)
    except SyntaxError as e:
        out.append(f"line {e.lineno}: {e.msg}")
print(json.dumps(out))
`;
  const result = spawnSync('python3', ['-c', program], {input: JSON.stringify(codes), encoding: 'utf8'});
  if (result.status !== 0) throw new Error(`python3 failed: ${result.stderr}`);
  return JSON.parse(result.stdout) as Array<string | null>;
}

/** The forms a Java block is tried in: a whole file, class members, then statements. */
export const JAVA_FORMS = [
  (code: string) => code,
  (code: string) => `class Sample {\n${code}\n}`,
  (code: string) => `class Sample { void sample() throws Exception {\n${code}\n} }`,
  // Imports, then statements: keep the imports at the top of the file.
  (code: string) => {
    const lines = code.split('\n');
    const head = lines.filter((l) => /^\s*(import|package)\s/.test(l));
    const rest = lines.filter((l) => !/^\s*(import|package)\s/.test(l));
    return `${head.join('\n')}\nclass Sample { void sample() throws Exception {\n${rest.join('\n')}\n} }`;
  },
];

/**
 * Java: one javac run parses every block in every form and stops before resolving names, so the
 * SDK's classes need not be on the class path. A block is broken when no form parses.
 */
export function javaSyntaxErrors(codes: string[]): Array<string | null> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sample-java-'));
  try {
    const files = codes.flatMap((code, i) =>
      JAVA_FORMS.map((form, f) => {
        const file = path.join(dir, `S${i}_${f}.java`);
        fs.writeFileSync(file, form(code));
        return file;
      }),
    );
    const result = spawnSync(
      'javac',
      ['-XDshould-stop.ifNoError=PARSE', '-XDshould-stop.ifError=PARSE', '-d', path.join(dir, 'out'), ...files],
      {encoding: 'utf8'},
    );
    const firstError = new Map<string, string>();
    for (const match of result.stderr.matchAll(/S(\d+_\d+)\.java:(\d+): error: (.*)/g)) {
      if (!firstError.has(match[1])) firstError.set(match[1], `line ${match[2]}: ${match[3]}`);
    }
    return codes.map((_, i) =>
      JAVA_FORMS.some((_form, f) => !firstError.has(`${i}_${f}`)) ? null : (firstError.get(`${i}_0`) ?? null),
    );
  } finally {
    fs.rmSync(dir, {recursive: true, force: true});
  }
}

/** Rust: one rustfmt run parses every block, as a file and as the body of `fn main`. */
export function rustSyntaxErrors(codes: string[]): Array<string | null> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sample-rust-'));
  try {
    const forms = [(code: string) => code, (code: string) => `fn main() {\n${code}\n}`];
    const files = codes.flatMap((code, i) =>
      forms.map((form, f) => {
        const file = path.join(dir, `s${i}_${f}.rs`);
        fs.writeFileSync(file, form(code));
        return file;
      }),
    );
    // --check reports formatting differences on stdout and parse errors on stderr; only the latter count.
    const result = spawnSync('rustfmt', ['--edition', '2021', '--check', ...files], {encoding: 'utf8'});
    const firstError = new Map<string, string>();
    for (const match of result.stderr.matchAll(/^(error[^\n]*)\n\s*--> [^\n]*s(\d+_\d+)\.rs:(\d+)/gm)) {
      if (!firstError.has(match[2])) firstError.set(match[2], `line ${match[3]}: ${match[1]}`);
    }
    return codes.map((_, i) =>
      forms.some((_form, f) => !firstError.has(`${i}_${f}`)) ? null : (firstError.get(`${i}_0`) ?? null),
    );
  } finally {
    fs.rmSync(dir, {recursive: true, force: true});
  }
}

/** One function per checker, given all of its blocks at once (some tools are costly to start). */
const BATCH_CHECKS: Record<Checker, (blocks: Block[]) => Array<string | null>> = {
  shell: (blocks) => shellSyntaxErrors(blocks.map((b) => b.code)),
  dotenv: (blocks) => blocks.map((b) => dotenvSyntaxError(b.code)),
  python: (blocks) => pythonSyntaxErrors(blocks.map((b) => b.code)),
  java: (blocks) => javaSyntaxErrors(blocks.map((b) => b.code)),
  rust: (blocks) => rustSyntaxErrors(blocks.map((b) => b.code)),
  script: (blocks) => blocks.map((b) => scriptSyntaxError(b.code, b.lang)),
  json: (blocks) => blocks.map((b) => jsonSyntaxError(b.code)),
  yaml: (blocks) => blocks.map((b) => yamlSyntaxError(b.code)),
  vue: (blocks) => blocks.map((b) => vueSyntaxError(b.code)),
  svelte: (blocks) => blocks.map((b) => svelteSyntaxError(b.code)),
};

export type Report = {
  findings: Finding[];
  checked: Record<string, number>;
  skipped: Record<string, {count: number; reason: string}>;
};

/** Checks every block; checkers whose tool is missing are reported as skipped, not failed. */
export function checkBlocks(blocks: Block[], tools = {python: true, java: true, rust: true}): Report {
  const findings: Finding[] = [];
  const checked: Record<string, number> = {};
  const skipped: Record<string, {count: number; reason: string}> = {};
  const skip = (lang: string, reason: string) => {
    skipped[lang] = {count: (skipped[lang]?.count ?? 0) + 1, reason};
  };
  const byChecker = new Map<Checker, Block[]>();
  for (const block of blocks) {
    const checker = checkerFor(block);
    if (!checker) {
      skip(block.lang, UNCHECKED[block.lang] ?? 'no parser for this language is part of the check');
      continue;
    }
    if (isIllustrative(block)) {
      skip(`${block.lang} (illustrative)`, 'contains "..." or comments standing for left-out parts');
      continue;
    }
    if (!byChecker.has(checker)) byChecker.set(checker, []);
    byChecker.get(checker)!.push(block);
  }
  const record = (list: Block[], errors: Array<string | null>) => {
    list.forEach((block, i) => {
      checked[block.lang] = (checked[block.lang] ?? 0) + 1;
      if (errors[i]) findings.push({block, message: errors[i]});
    });
  };
  for (const [checker, list] of byChecker) {
    if (checker === 'python' && !tools.python) list.forEach((b) => skip(b.lang, 'python3 is not installed'));
    else if (checker === 'java' && !tools.java) list.forEach((b) => skip(b.lang, 'javac is not installed'));
    else if (checker === 'rust' && !tools.rust) list.forEach((b) => skip(b.lang, 'rustfmt is not installed'));
    else record(list, BATCH_CHECKS[checker](list));
  }
  return {findings, checked, skipped};
}
