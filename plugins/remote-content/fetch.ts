/**
 * Downloads one source file at build time and turns it into a page, or says why it cannot: a
 * timeout per attempt, one retry for failures that may pass (network, timeout, 5xx, 429), a size
 * limit, and a check that the bytes are Markdown text. Every source logs exactly one line:
 * fetched, or fell back to our authored page and why. Nothing here throws for a network problem.
 */
import type {RemoteSource} from './sources';
import {transformMarkdown} from './transform';

export type FetchOptions = {
  /** Where `/<owner>/<repo>/<ref>/<path>` is served. Tests point this at a local server. */
  baseUrl?: string;
  /** Per attempt, headers and body included. */
  timeoutMs?: number;
  /** Extra attempts after a failure that may pass. */
  retries?: number;
  retryDelayMs?: number;
  /** A larger file is a failure, not a truncated page. */
  maxBytes?: number;
  /** A page with fewer words of prose after the transform counts as empty. */
  minWords?: number;
};

export type Logger = {info: (line: string) => void; warn: (line: string) => void};

export const DEFAULT_BASE_URL = 'https://raw.githubusercontent.com';
export const DEFAULTS = {
  baseUrl: DEFAULT_BASE_URL,
  timeoutMs: 10_000,
  retries: 1,
  retryDelayMs: 1_000,
  maxBytes: 2 * 1024 * 1024,
  minWords: 40,
} satisfies Required<FetchOptions>;

export type FetchResult =
  | {ok: true; url: string; text: string; bytes: number; attempts: number}
  | {ok: false; url: string; reason: string; attempts: number};

type Attempt = {ok: true; text: string; bytes: number} | {ok: false; reason: string; retry: boolean};

const encodePath = (value: string) => value.split('/').map(encodeURIComponent).join('/');

export function sourceUrl(source: Pick<RemoteSource, 'repo' | 'ref' | 'path'>, baseUrl = DEFAULT_BASE_URL): string {
  return `${baseUrl.replace(/\/+$/, '')}/${encodePath(source.repo)}/${encodePath(source.ref)}/${encodePath(source.path)}`;
}

const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
const MB = (bytes: number) => `${+(bytes / (1024 * 1024)).toFixed(2)} MB`;

/**
 * Is this Markdown text? Refuses empty files, NUL and other control bytes (binary data), invalid
 * UTF-8 and HTML documents (an error or login page served with status 200). Drops a BOM.
 */
export function decodeText(bytes: Uint8Array): {ok: true; text: string} | {ok: false; reason: string} {
  const nul = bytes.indexOf(0);
  if (nul !== -1) return {ok: false, reason: `binary content (NUL byte at offset ${nul})`};
  let text: string;
  try {
    text = new TextDecoder('utf-8', {fatal: true}).decode(bytes);
  } catch {
    return {ok: false, reason: 'not valid UTF-8'};
  }
  text = text.replace(/^\uFEFF/, '');
  // eslint-disable-next-line no-control-regex -- looking for control characters is the point
  const control = /[\u0001-\u0008\u000B\u000E-\u001F\u007F]/.exec(text);
  if (control) {
    const code = control[0].charCodeAt(0).toString(16).toUpperCase().padStart(4, '0');
    return {ok: false, reason: `binary content (control character U+${code} at offset ${control.index})`};
  }
  if (text.trim() === '') return {ok: false, reason: 'empty file'};
  if (/^\s*<(?:!doctype\s+html|html)\b/i.test(text)) return {ok: false, reason: 'an HTML page, not Markdown'};
  return {ok: true, text};
}

async function attempt(url: string, timeoutMs: number, maxBytes: number): Promise<Attempt> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  try {
    const response = await fetch(url, {
      signal: controller.signal,
      redirect: 'follow',
      headers: {accept: 'text/plain, text/markdown;q=0.9, */*;q=0.1', 'user-agent': 'unleash-docs-build'},
    });
    if (!response.ok) {
      await response.body?.cancel().catch(() => undefined);
      const status = `HTTP ${response.status}${response.statusText ? ` ${response.statusText}` : ''}`;
      return {ok: false, reason: status, retry: response.status >= 500 || [408, 429].includes(response.status)};
    }
    const type = response.headers.get('content-type') ?? '';
    if (/^(?:image|audio|video|font)\/|^text\/html/i.test(type)) {
      await response.body?.cancel().catch(() => undefined);
      return {ok: false, reason: `content type ${type}, not Markdown`, retry: false};
    }
    const declared = Number(response.headers.get('content-length') ?? NaN);
    const tooLarge = (size: string) => ({
      ok: false as const,
      reason: `larger than the ${MB(maxBytes)} limit (${size})`,
      retry: false,
    });
    if (declared > maxBytes) {
      await response.body?.cancel().catch(() => undefined);
      return tooLarge(`${declared} bytes`);
    }
    const chunks: Uint8Array[] = [];
    let size = 0;
    if (response.body) {
      const reader = response.body.getReader();
      for (;;) {
        const {done, value} = await reader.read();
        if (done) break;
        size += value.byteLength;
        if (size > maxBytes) {
          await reader.cancel().catch(() => undefined);
          return tooLarge(`more than ${size} bytes`);
        }
        chunks.push(value);
      }
    }
    const decoded = decodeText(Buffer.concat(chunks));
    return decoded.ok ? {ok: true, text: decoded.text, bytes: size} : {...decoded, retry: false};
  } catch (error) {
    if (timedOut) return {ok: false, reason: `timed out after ${timeoutMs} ms`, retry: true};
    const cause = (error as {cause?: {code?: string; message?: string}}).cause;
    const detail = cause?.code ?? cause?.message ?? (error instanceof Error ? error.message : String(error));
    return {ok: false, reason: `network error (${detail})`, retry: true};
  } finally {
    clearTimeout(timer);
  }
}

/** Downloads one source file: never throws, retries a failure that may pass. */
export async function fetchSource(
  source: Pick<RemoteSource, 'repo' | 'ref' | 'path'>,
  options: FetchOptions = {},
): Promise<FetchResult> {
  const baseUrl = options.baseUrl ?? DEFAULTS.baseUrl;
  const timeoutMs = options.timeoutMs ?? DEFAULTS.timeoutMs;
  const retries = options.retries ?? DEFAULTS.retries;
  const retryDelayMs = options.retryDelayMs ?? DEFAULTS.retryDelayMs;
  const maxBytes = options.maxBytes ?? DEFAULTS.maxBytes;
  const url = sourceUrl(source, baseUrl);
  let attempts = 0;
  for (;;) {
    attempts++;
    const result = await attempt(url, timeoutMs, maxBytes);
    if (result.ok) return {ok: true, url, text: result.text, bytes: result.bytes, attempts};
    if (!result.retry || attempts > retries) {
      const tries = attempts > 1 ? ` (${attempts} attempts)` : '';
      return {ok: false, url, reason: `${result.reason}${tries}`, attempts};
    }
    if (retryDelayMs > 0) await new Promise((resolve) => setTimeout(resolve, retryDelayMs));
  }
}

export type PageResult =
  | {status: 'remote'; source: RemoteSource; markdown: string; url: string}
  | {status: 'fallback'; source: RemoteSource; reason: string; url: string};

export type PageOptions = FetchOptions & {
  description?: string;
  siteLinks?: ReadonlyMap<string, string>;
  logger?: Logger;
};

const PREFIX = '[remote-content]';
const consoleLogger: Logger = {info: (line) => console.log(line), warn: (line) => console.warn(line)};

/**
 * Fetches and transforms one source. The result is a page ready to write, or the fallback with
 * its reason; either way one line is logged.
 */
export async function fetchPage(source: RemoteSource, options: PageOptions = {}): Promise<PageResult> {
  const {logger = consoleLogger, description, siteLinks, ...fetchOptions} = options;
  const minWords = fetchOptions.minWords ?? DEFAULTS.minWords;
  const fetched = await fetchSource(source, fetchOptions);
  let result: PageResult;
  if (!fetched.ok) {
    result = {status: 'fallback', source, reason: `${fetched.reason} from ${fetched.url}`, url: fetched.url};
  } else {
    try {
      const page = transformMarkdown(fetched.text, {...source, description}, {siteLinks});
      result =
        page.words < minWords
          ? {
              status: 'fallback',
              source,
              reason: `too little content (${page.words} words of prose, at least ${minWords} needed) in ${fetched.url}`,
              url: fetched.url,
            }
          : {status: 'remote', source, markdown: page.markdown, url: fetched.url};
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      result = {status: 'fallback', source, reason: `transform failed (${message})`, url: fetched.url};
    }
  }
  if (result.status === 'remote') {
    const size = fetched.ok ? ` (${kB(fetched.bytes)})` : '';
    logger.info(`${PREFIX} ${source.slug}: fetched ${source.repo}@${source.ref.slice(0, 12)} ${source.path}${size}`);
  } else {
    logger.warn(`${PREFIX} ${source.slug}: fell back to ${source.fallback}: ${result.reason}`);
  }
  return result;
}
