/**
 * The pure part of scripts/write-host-configs.ts: what inline code the finished pages carry, the
 * check that keeps it to a handful of site-wide scripts (one policy for every page, which is all
 * Cloudflare Pages' 100 header rules allow), and the policy and headers made from it.
 */
import {
  integrationSources,
  policyDirectives,
  policyToString,
  securityHeaders,
  type HeaderSet,
  type SearchMode,
  type SecuritySettings,
} from '../../src/data/security-headers';
import type {ThirdParty} from '../../src/data/integrations';
import {hashSource, inlineHandlers, inlineScripts, inlineStyles, unclosedElements} from './inline-code';

/**
 * Distinct inline scripts a build may carry: the theme's colour-mode script (which also reads the
 * announcement bar's state), Docusaurus's base-URL warning (home page), the paint-first loader,
 * the redirect pages' script, React's two scripts that reveal a Suspense boundary the server
 * completed late (the doc cards) plus one per further boundary on a page, the two of gtag and of
 * the tag manager, and the marketing loader: 11 with everything on. A script that differs per
 * page goes far beyond.
 */
export const MAX_INLINE_SCRIPTS = 16;
/** Cloudflare Pages' limit for one header value. */
export const MAX_HEADER_LENGTH = 2000;

/**
 * The script of the redirect pages @docusaurus/plugin-client-redirects writes names each page's
 * target, so every one would need its own hash. This one reads the target from the page's
 * canonical link and is the same on all of them; the page's meta refresh stays for readers
 * without JavaScript.
 */
export const REDIRECT_PAGE_SCRIPT =
  "location.replace(document.querySelector('link[rel=canonical]').getAttribute('href')+location.search+location.hash)";
const CLIENT_REDIRECT_SCRIPT =
  /<script>\s*window\.location\.href = '[^'<]*'(?: \+ window\.location\.search \+ window\.location\.hash)?;\s*<\/script>/;

/** A client redirect page with the site-wide redirect script; other pages unchanged. */
export function withConstantRedirectScript(html: string): string {
  if (!/<link rel="canonical" href="[^"]+" \/>/.test(html) || !/http-equiv="refresh"/.test(html)) return html;
  return html.replace(CLIENT_REDIRECT_SCRIPT, `<script>${REDIRECT_PAGE_SCRIPT}</script>`);
}

export type InlineUse = {pages: number; example: string};
export type InlineCode = {
  scripts: Map<string, InlineUse>;
  styles: Map<string, InlineUse>;
  /** "page: what" for each event handler attribute or javascript: URL. */
  handlers: string[];
  /** "page: what" for each script or style element whose code cannot be hashed (never closed). */
  unhashable: string[];
};

export function collectInlineCode(pages: Iterable<{file: string; html: string}>): InlineCode {
  const found: InlineCode = {scripts: new Map(), styles: new Map(), handlers: [], unhashable: []};
  const count = (map: Map<string, InlineUse>, code: string, file: string) => {
    const use = map.get(code);
    if (use) use.pages += 1;
    else map.set(code, {pages: 1, example: file});
  };
  for (const {file, html} of pages) {
    for (const script of new Set(inlineScripts(html))) count(found.scripts, script, file);
    for (const style of new Set(inlineStyles(html))) count(found.styles, style, file);
    for (const handler of inlineHandlers(html)) found.handlers.push(`${file}: ${handler}`);
    for (const element of unclosedElements(html)) found.unhashable.push(`${file}: ${element}`);
  }
  return found;
}

/** What makes the inline code unfit for one site-wide policy, as messages naming the pages. */
export function inlineCodeProblems(code: InlineCode, maxScripts = MAX_INLINE_SCRIPTS): string[] {
  const problems = code.handlers.map(
    (h) =>
      `${h} (inline event handlers and javascript: URLs cannot be allowed by hash: use a listener in a script file)`,
  );
  problems.push(
    ...code.unhashable.map(
      (u) => `${u}: its code has no end, so no hash can be computed for it (the page is cut short or malformed)`,
    ),
  );
  if (code.scripts.size > maxScripts) {
    const list = [...code.scripts]
      .sort(([, a], [, b]) => a.pages - b.pages)
      .slice(0, 5)
      .map(([script, use]) => `  on ${use.pages} page(s), e.g. ${use.example}: ${script.trim().slice(0, 100)}`);
    problems.push(
      `${code.scripts.size} distinct inline scripts, more than the ${maxScripts} expected: a script that differs ` +
        `per page would need a hash per page. Move page data into a <script type="application/json"> block ` +
        `that a constant script reads. The rarest:\n${list.join('\n')}`,
    );
  }
  return problems;
}

export type HostPolicy = {
  headers: HeaderSet;
  scriptHashes: string[];
  styleHashes: string[];
  csp: string;
};

/** The headers for a build from its settings, its integrations and its inline code. */
export function hostPolicy(input: {
  settings: SecuritySettings;
  thirdParty: ThirdParty;
  search: {mode: SearchMode; appId?: string};
  /** Whether SDK and Edge pages come from their repositories (DOCS_REMOTE_CONTENT=true). */
  remoteContent?: boolean;
  code: InlineCode;
  /** Style blocks the site's code writes at run time (the API request panel's stylesheet). */
  runtimeStyles: string[];
}): HostPolicy {
  const scriptHashes = [...input.code.scripts.keys()].map(hashSource);
  const styleHashes = [...new Set([...input.code.styles.keys(), ...input.runtimeStyles])].map(hashSource);
  const directives = policyDirectives({
    settings: input.settings,
    integrations: integrationSources(input.thirdParty, input.search, {remoteContent: input.remoteContent}),
    scriptHashes,
    styleHashes,
  });
  const headers = securityHeaders(input.settings, directives);
  return {headers, scriptHashes, styleHashes, csp: policyToString(directives)};
}

/**
 * Problems with the finished headers, each naming the header: a name that is not an HTTP token,
 * an empty value or one with a line break or control character (it would end the header, or
 * the `_headers` line, early), or a value too long for Cloudflare Pages.
 */
export function headerProblems(headers: HeaderSet): string[] {
  const problems: string[] = [];
  for (const [name, value] of [...headers.all, ...headers.assets, ...headers.other]) {
    if (!/^[A-Za-z0-9-]+$/.test(name)) problems.push(`"${name}" is not a header name`);
    // eslint-disable-next-line no-control-regex
    if (/[\u0000-\u001f\u007f]/.test(value)) {
      problems.push(`${name} has a line break or control character: ${JSON.stringify(value.slice(0, 80))}`);
    } else if (!value.trim()) problems.push(`${name} is empty`);
    if (value.length > MAX_HEADER_LENGTH) {
      problems.push(`${name} is ${value.length} characters; Cloudflare Pages allows ${MAX_HEADER_LENGTH}`);
    }
  }
  return problems;
}
