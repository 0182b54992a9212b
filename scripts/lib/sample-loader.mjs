// Node module hooks for the docs' framework samples (registered by browser-harness.ts):
// - `.vue` single-file components are compiled with Vue's own compiler, as Vite does;
// - `.svelte` components are compiled with Svelte's compiler for the browser;
// - style imports (`import './index.css'`) are empty modules, as a bundler's would be in a test;
// - `.jsx` files of the sample's project use the automatic JSX runtime, as Vite's React plugin
//   does (tsx applies the project's tsconfig to .tsx only);
// - modules of the sample's project get `import.meta.env` with the variables a Vite or SvelteKit
//   app would expose to browser code (names starting with VITE_ or PUBLIC_).
import {readFile} from 'node:fs/promises';
import {createHash} from 'node:crypto';
import {fileURLToPath} from 'node:url';

let projectRoot = '';
export function initialize(data) {
  projectRoot = data.projectRoot;
}

const exposedEnv = () =>
  Object.fromEntries(Object.entries(process.env).filter(([name]) => /^(VITE_|PUBLIC_)/.test(name)));
const withEnv = (source) =>
  `import.meta.env = ${JSON.stringify({...exposedEnv(), MODE: 'test', DEV: false, PROD: true, SSR: false})};\n${source}`;

async function compileVue(filename) {
  const {parse, compileScript, compileTemplate, rewriteDefault} = await import('vue/compiler-sfc');
  const source = await readFile(filename, 'utf8');
  const {descriptor, errors} = parse(source, {filename});
  if (errors.length) throw new Error(`${filename}: ${errors.map((e) => e.message).join('; ')}`);
  const id = createHash('sha256').update(filename).digest('hex').slice(0, 8);
  if (descriptor.scriptSetup) {
    return compileScript(descriptor, {id, inlineTemplate: true}).content;
  }
  let code = descriptor.script
    ? rewriteDefault(compileScript(descriptor, {id}).content, '__component')
    : 'const __component = {};';
  if (descriptor.template) {
    const template = compileTemplate({source: descriptor.template.content, filename, id});
    if (template.errors.length) throw new Error(`${filename}: ${template.errors.join('; ')}`);
    code += `\n${template.code}\n__component.render = render;`;
  }
  return `${code}\nexport default __component;`;
}

async function compileSvelte(filename) {
  const {compile} = await import('svelte/compiler');
  const source = await readFile(filename, 'utf8');
  return compile(source, {filename, generate: 'client'}).js.code;
}

// Bundlers turn style imports into stylesheets; in the test page they are empty modules, whether
// or not the file exists (a template's index.css is not part of the samples).
export async function resolve(specifier, context, nextResolve) {
  if (/\.(css|scss|sass|less)$/.test(specifier)) {
    return {url: 'data:text/javascript,export default {};', format: 'module', shortCircuit: true};
  }
  return nextResolve(specifier, context);
}

export async function load(url, context, nextLoad) {
  if (!url.startsWith('file:')) return nextLoad(url, context);
  const filename = fileURLToPath(url);
  const inProject = projectRoot && filename.startsWith(projectRoot) && !filename.includes('/node_modules/');
  if (filename.endsWith('.vue')) {
    return {format: 'module', source: withEnv(await compileVue(filename)), shortCircuit: true};
  }
  if (filename.endsWith('.svelte')) {
    return {format: 'module', source: withEnv(await compileSvelte(filename)), shortCircuit: true};
  }
  if (inProject && filename.endsWith('.jsx')) {
    const {transform} = await import('esbuild');
    const {code} = await transform(await readFile(filename, 'utf8'), {
      loader: 'jsx',
      jsx: 'automatic',
      format: 'esm',
      sourcefile: filename,
    });
    return {format: 'module', source: withEnv(code), shortCircuit: true};
  }
  const result = await nextLoad(url, context);
  if (!inProject || result.format !== 'module' || result.source == null) return result;
  return {...result, source: withEnv(result.source.toString())};
}
