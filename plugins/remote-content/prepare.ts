/**
 * The build-time step behind DOCS_REMOTE_CONTENT=true: fetch every source, and when at least one
 * page came through, write a copy of the docs folder in which each of those pages replaces its
 * authored twin (same folder, same file name, `.md` instead of `.mdx`, so the doc id, the URL
 * and the sidebar place do not change). Pages that fell back keep their authored file in the
 * copy. With the switch off nothing is fetched and nothing is written.
 */
import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import {fetchPage, type FetchOptions, type Logger} from './fetch';
import {remoteSources, siteLinksFor, type RemoteSource} from './sources';

export const ENV_SWITCH = 'DOCS_REMOTE_CONTENT';
export const DEFAULT_OUT_DIR = '.generated/remote-docs';

export type PrepareOptions = {
  /** The site directory (where docusaurus.config.ts is). */
  siteDir: string;
  /** Default: DOCS_REMOTE_CONTENT=true in the environment. */
  enabled?: boolean;
  /** Our authored docs folder, relative to siteDir. */
  docsDir?: string;
  /** The generated copy, relative to siteDir (gitignored). */
  outDir?: string;
  sources?: readonly RemoteSource[];
  fetch?: FetchOptions;
  logger?: Logger;
};

export type RemoteContent = {
  enabled: boolean;
  /** Our authored docs folder, relative to siteDir. */
  docsDir: string;
  /** The folder the docs plugin must read: docsDir, or the generated copy when a page came through. */
  docsPath: string;
  /** slug → generated file (relative to siteDir), for every page built from its repository. */
  pages: Map<string, string>;
  /** slug → why the authored page is used. */
  fallbacks: Map<string, string>;
};

export const isRemoteContentEnabled = (env: NodeJS.ProcessEnv = process.env) => env[ENV_SWITCH] === 'true';

const consoleLogger: Logger = {info: (line) => console.log(line), warn: (line) => console.warn(line)};

/** Our description of the page, so cards, search results and meta tags read the same either way. */
function authoredDescription(file: string): string | undefined {
  try {
    const description: unknown = matter(fs.readFileSync(file, 'utf8')).data.description;
    return typeof description === 'string' && description.trim() ? description : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Docusaurus loads the site config more than once per build, each time from a fresh module, so
 * the result is kept on the process: one download and one set of log lines per build.
 */
const CACHE_KEY = Symbol.for('unleash-docs.remote-content');
type Cache = Map<string, Promise<RemoteContent>>;

export function prepareRemoteContentOnce(options: PrepareOptions): Promise<RemoteContent> {
  const store = globalThis as unknown as Record<symbol, Cache | undefined>;
  const cache: Cache = (store[CACHE_KEY] ??= new Map<string, Promise<RemoteContent>>());
  const key = JSON.stringify({...options, enabled: options.enabled ?? isRemoteContentEnabled(), logger: undefined});
  const cached = cache.get(key);
  if (cached) return cached;
  const result = prepareRemoteContent(options);
  cache.set(key, result);
  return result;
}

export async function prepareRemoteContent(options: PrepareOptions): Promise<RemoteContent> {
  const {
    siteDir,
    docsDir = 'docs',
    outDir = DEFAULT_OUT_DIR,
    sources = remoteSources,
    logger = consoleLogger,
  } = options;
  const enabled = options.enabled ?? isRemoteContentEnabled();
  const content: RemoteContent = {enabled, docsDir, docsPath: docsDir, pages: new Map(), fallbacks: new Map()};
  if (!enabled) {
    for (const source of sources)
      content.fallbacks.set(source.slug, `remote content is off (${ENV_SWITCH} is not "true")`);
    logger.info(
      `[remote-content] off (${ENV_SWITCH} is not "true"): ${sources.length} SDK, Edge and proxy pages built from our authored pages`,
    );
    return content;
  }

  logger.info(`[remote-content] ${ENV_SWITCH}=true: fetching ${sources.length} pages from their repositories`);
  const siteLinks = siteLinksFor(sources);
  const results = await Promise.all(
    sources.map((source) =>
      fetchPage(source, {
        ...options.fetch,
        description: authoredDescription(path.join(siteDir, source.fallback)),
        siteLinks,
        logger,
      }),
    ),
  );
  for (const r of results) if (r.status === 'fallback') content.fallbacks.set(r.source.slug, r.reason);
  const remote = results.flatMap((r) => (r.status === 'remote' ? [r] : []));

  if (remote.length > 0) {
    const copy = path.join(siteDir, outDir);
    try {
      await fs.promises.rm(copy, {recursive: true, force: true});
      await fs.promises.cp(path.join(siteDir, docsDir), copy, {recursive: true});
      for (const page of remote) {
        const authored = path.relative(docsDir, page.source.fallback);
        if (authored.startsWith('..') || path.isAbsolute(authored)) {
          throw new Error(`${page.source.fallback} is not under ${docsDir}/`);
        }
        const generated = authored.replace(/\.mdx?$/, '.md');
        await fs.promises.rm(path.join(copy, authored), {force: true});
        await fs.promises.writeFile(path.join(copy, generated), page.markdown);
        content.pages.set(page.source.slug, path.posix.join(outDir, generated.split(path.sep).join('/')));
      }
      content.docsPath = outDir;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      logger.warn(`[remote-content] could not write ${outDir} (${message}); every page is built from ${docsDir}/`);
      for (const page of remote) content.fallbacks.set(page.source.slug, `could not write the page (${message})`);
      content.pages.clear();
      content.docsPath = docsDir;
    }
  }
  logger.info(
    `[remote-content] ${content.pages.size} of ${sources.length} pages from their repositories, ` +
      `${content.fallbacks.size} from our authored pages`,
  );
  return content;
}
