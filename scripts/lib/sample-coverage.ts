/**
 * Which code blocks of the JS-family SDK pages the real-product tests run (issue 27): every
 * JavaScript, TypeScript, Vue and Svelte block there is either marked for the samples runner
 * (`test="…"` or `test-file="…"`, see scripts/lib/samples.ts) or listed in UNRUN_SDK_SAMPLES with
 * the reason it cannot run. `scripts/lib/__tests__/sample-coverage.test.ts` holds the pages to it.
 */
import {extractCodeBlocks} from './samples';

/** The pages of the SDKs that the npm registry serves and the samples runner can execute. */
export const JS_FAMILY_SDK_PAGES = [
  'docs/reference/sdks/javascript-browser.mdx',
  'docs/reference/sdks/node.mdx',
  'docs/reference/sdks/react.mdx',
  'docs/reference/sdks/vue.mdx',
  'docs/reference/sdks/svelte.mdx',
  'docs/reference/sdks/next-js.mdx',
];

/** Languages of program code in those pages (shell, JSON and output blocks are not programs). */
export const JS_FAMILY_LANGS = ['js', 'javascript', 'mjs', 'jsx', 'ts', 'typescript', 'tsx', 'vue', 'svelte'];

/**
 * Blocks that stay parse-only, by page and `title` (or first line when untitled), with the reason.
 * Empty since issue 27: every JS-family block of the pages above runs.
 */
export const UNRUN_SDK_SAMPLES: Array<{file: string; block: string; reason: string}> = [];

export type UnrunBlock = {file: string; line: number; lang: string; name: string};

/** The JS-family blocks of one page that the samples runner neither runs nor saves. */
export function unrunBlocks(file: string, source: string): UnrunBlock[] {
  const lines = source.split('\n');
  return extractCodeBlocks(file, source)
    .filter((block) => JS_FAMILY_LANGS.includes(block.lang))
    .filter((block) => !/(?:^|\s)test(?:-file)?="[^"]+"/.test(lines[block.line - 1]))
    .map((block) => ({
      file,
      line: block.line,
      lang: block.lang,
      name:
        block.title ??
        block.code
          .split('\n')
          .find((line) => line.trim())
          ?.trim() ??
        '',
    }));
}
