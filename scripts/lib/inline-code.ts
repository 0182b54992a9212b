/**
 * Finds the code a built page runs or applies inline, the part a Content-Security-Policy must
 * allow by hash: inline scripts (data blocks such as JSON-LD are not code), inline style blocks,
 * and the forms no hash can allow (event handler attributes, javascript: URLs). Pure; reads the
 * HTML as bytes shipped, which is what a browser hashes.
 */
import {createHash} from 'node:crypto';

/** Types a browser runs (HTML: "a JavaScript MIME type essence match", module, importmap). */
const EXECUTABLE_TYPES = new Set([
  '',
  'module',
  'importmap',
  'text/javascript',
  'application/javascript',
  'application/ecmascript',
  'application/x-ecmascript',
  'application/x-javascript',
  'text/ecmascript',
  'text/javascript1.0',
  'text/javascript1.1',
  'text/javascript1.2',
  'text/javascript1.3',
  'text/javascript1.4',
  'text/javascript1.5',
  'text/jscript',
  'text/livescript',
  'text/x-ecmascript',
  'text/x-javascript',
]);

const SCRIPT = /<script\b((?:[^>"']|"[^"]*"|'[^']*')*)>([\s\S]*?)<\/script\s*>/gi;
const STYLE = /<style\b((?:[^>"']|"[^"]*"|'[^']*')*)>([\s\S]*?)<\/style\s*>/gi;
const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*("[^"]*"|'[^']*'|[^\s>]+))?/g;
/** A start tag, its attributes read with quoted values (which may hold ">"). */
const START_TAG = /<[a-zA-Z][^\s/>]*((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]+))?)*)\s*\/?>/g;
const URL_ATTRIBUTES = new Set(['href', 'src', 'action', 'formaction', 'xlink:href', 'data']);

export function attributesOf(attributeText: string): Map<string, string> {
  const attributes = new Map<string, string>();
  for (const [, name, rawValue] of attributeText.matchAll(ATTRIBUTE)) {
    const value = rawValue?.replace(/^["']|["']$/g, '') ?? '';
    attributes.set(name.toLowerCase(), value);
  }
  return attributes;
}

/** The text of every inline script a browser would run, in page order. */
export function inlineScripts(html: string): string[] {
  const scripts: string[] = [];
  for (const [, attributeText, body] of html.matchAll(SCRIPT)) {
    const attributes = attributesOf(attributeText);
    if (attributes.has('src')) continue;
    const type = (attributes.get('type') ?? '').trim().toLowerCase();
    if (EXECUTABLE_TYPES.has(type)) scripts.push(body);
  }
  return scripts;
}

/** The text of every `<style>` block, in page order. */
export function inlineStyles(html: string): string[] {
  return [...html.matchAll(STYLE)].map(([, , body]) => body);
}

/** Event handler attributes and javascript: URLs: inline code that no hash can allow. */
export function inlineHandlers(html: string): string[] {
  const markup = html.replace(SCRIPT, '<script></script>').replace(STYLE, '<style></style>');
  const found: string[] = [];
  for (const [tag, attributeText] of markup.matchAll(START_TAG)) {
    for (const [name, value] of attributesOf(attributeText ?? '')) {
      const decoded = value.replace(/&#(x?)([0-9a-f]+);?/gi, (_m, hex: string, digits: string) =>
        String.fromCodePoint(parseInt(digits, hex ? 16 : 10)),
      );
      if (/^on[a-z]{3,}$/.test(name)) found.push(`${name} on ${tag.slice(0, 80)}`);
      else if (URL_ATTRIBUTES.has(name) && /^\s*javascript:/i.test(decoded.replace(/[\t\n\r]/g, ''))) {
        found.push(`javascript: URL in ${tag.slice(0, 80)}`);
      }
    }
  }
  return found;
}

/**
 * `<script>` and `<style>` start tags with no end tag, as "<script> at line N": a browser runs or
 * applies everything up to the end of the page as their code, which the hash of no complete
 * element matches. (Comments are left out: a tag in a comment is text.)
 */
export function unclosedElements(html: string): string[] {
  const blank = (m: string) => m.replace(/[^\n]/g, ' ');
  const rest = html
    .replace(SCRIPT, blank)
    .replace(STYLE, blank)
    .replace(/<!--[\s\S]*?-->/g, blank);
  return [...rest.matchAll(/<(script|style)\b/gi)].map(
    (m) => `<${m[1].toLowerCase()}> at line ${rest.slice(0, m.index).split('\n').length}`,
  );
}

/** React's `<style>` elements with a constant text in a bundle (createElement or the JSX runtime). */
const REACT_STYLE_LITERAL = /\(\s*"style"\s*,\s*(?:null|\{\s*\}|\{\s*children\s*:)\s*,?\s*"((?:[^"\\]|\\.)*)"\s*[,)}]/g;

/**
 * The texts of the `<style>` elements a built script renders with a constant text, such as an SVG
 * logo's own stylesheet: the policy allows them by hash, like inline styles in the HTML.
 */
export function constantStylesInScript(source: string): string[] {
  const styles: string[] = [];
  for (const [, literal] of source.matchAll(REACT_STYLE_LITERAL)) {
    try {
      styles.push(JSON.parse(`"${literal}"`) as string);
    } catch {
      // Not a plain string literal (\x or octal escapes): left to the browser tests to report.
    }
  }
  return styles;
}

/** The CSP source that allows exactly this inline code: `'sha256-<base64>'` of its UTF-8 bytes. */
export function hashSource(code: string): string {
  return `'sha256-${createHash('sha256').update(code, 'utf8').digest('base64')}'`;
}
