/**
 * Our page generator for docusaurus-plugin-openapi-docs: the plugin's own operation page with
 * two additions placed after the description: static request samples (curl, JavaScript, Python)
 * and the "Try it" button that loads the interactive request panel only when a reader asks. The
 * operation the panel needs is written next to the page (API_PANELS_DIR), not into its front
 * matter, so it is fetched when the panel opens instead of with every operation page.
 */
import fs from 'node:fs';
import path from 'node:path';
import {API_PANELS_DIR, panelUrlPath} from './paths';
import {createSamples, type SampleOperation} from './samples';

/** A fenced block whose fence is longer than any backtick run inside the code. */
export function fence(language: string, code: string): string {
  const longest = Math.max(2, ...(code.match(/`+/g) ?? []).map((run) => run.length));
  const ticks = '`'.repeat(longest + 1);
  return `${ticks}${language}\n${code}\n${ticks}`;
}

export function requestSamplesMdx(op: SampleOperation, panel: string): string {
  const samples = createSamples(op);
  const tab = (value: string, label: string, language: string, code: string) =>
    `<TabItem value="${value}" label="${label}">\n\n${fence(language, code)}\n\n</TabItem>`;
  return [
    '<Heading id={"request-samples"} as={"h2"}>Request samples</Heading>',
    '',
    'Set `UNLEASH_URL` to your instance (for example `http://localhost:4242`) and `UNLEASH_API_TOKEN` to a token that may call this endpoint.',
    '',
    '<Tabs groupId="api-request-language">',
    tab('curl', 'curl', 'bash', samples.curl),
    tab('javascript', 'JavaScript', 'js', samples.javascript),
    tab('python', 'Python', 'python', samples.python),
    '</Tabs>',
    '',
    `<ApiTryIt panel=${JSON.stringify(panel)} />`,
    '',
  ].join('\n');
}

const SECTION_STARTS = ['<Heading\n  id={"request"}', '<ParamsDetails', '<RequestSchema', '<StatusCodes'];
const IMPORTS = ['import Tabs from "@theme/Tabs";', 'import ApiTryIt from "@site/src/components/ApiTryIt";', ''].join(
  '\n',
);

/**
 * Puts the samples and the "Try it" button (which fetches `panel`) before the first
 * request/response section of the plugin's page.
 */
export function addRequestSamples(page: string, op: SampleOperation, panel: string): string {
  const positions = SECTION_STARTS.map((s) => page.indexOf(s)).filter((i) => i >= 0);
  const at = positions.length > 0 ? Math.min(...positions) : page.length;
  return `${IMPORTS}${page.slice(0, at)}${requestSamplesMdx(op, panel)}\n${page.slice(at)}`;
}

type ApiPageItem = {id: string; api: SampleOperation};

/** Writes the operation the request panel reads to the file panelUrlPath names, in API_PANELS_DIR. */
export function writePanelFile(item: ApiPageItem, siteDir = path.join(__dirname, '..', '..')): string {
  const urlPath = panelUrlPath(item.id);
  const file = path.join(siteDir, API_PANELS_DIR, ...urlPath.split('/'));
  fs.mkdirSync(path.dirname(file), {recursive: true});
  fs.writeFileSync(file, JSON.stringify(item.api));
  return urlPath;
}

/** The createApiPageMD option of the plugin: its default page plus our samples, and the panel's file. */
export function createApiPageWithSamples(item: ApiPageItem): string {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the plugin's generator, CommonJS, no types for this path
  const {createApiPageMD} = require('docusaurus-plugin-openapi-docs/lib/markdown') as {
    createApiPageMD: (item: ApiPageItem) => string;
  };
  return addRequestSamples(createApiPageMD(item), item.api, writePanelFile(item));
}
