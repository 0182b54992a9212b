/**
 * Runs a docs sample that is the entry module of a browser app (` ```jsx test="…" test-in="browser" `)
 * in a jsdom page, as a browser would: the page has `<div id="root">` and `<div id="app">`,
 * `window`, `document` and `localStorage` are jsdom's, and `fetch` is Node's, so the SDK talks to
 * the real server. Once the app has fetched and stopped changing the page, prints what it rendered:
 * a `html:` line with the body's markup, then one line per piece of visible text. Before those, it
 * prints the page's first render as `first render: <text>` lines (what a visitor sees before any
 * response arrives, which is what a bootstrap changes); what the app itself logs with
 * `console.log` goes to the output as it happens.
 *
 * When the sample has an output block, the runner passes its lines in BROWSER_HARNESS_EXPECT (a
 * JSON list), and the harness waits until each of them appears in the page or in what the app
 * logged, as a test library's `findByText` does, or until the time limit: a slow machine may take
 * a while to render a React transition.
 *
 *   node --import tsx --import ./scripts/lib/sample-hooks.mjs --conditions=browser \
 *     scripts/lib/browser-harness.ts src/main.jsx
 *
 * Exits with 1 when the module throws, when the page logs an uncaught error, or when nothing was
 * fetched within the time limit.
 */
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import {JSDOM} from 'jsdom';

const QUIET_MS = 500;
const LIMIT_MS = Number(process.env.BROWSER_HARNESS_LIMIT_MS ?? 20000);

/**
 * The page's visible text, one line per element that holds text itself (so `Monstera: €39`, built
 * from three text nodes, is one line), skipping scripts, styles and whitespace.
 */
export function visibleText(root: Node): string[] {
  const lines: string[] = [];
  const squash = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim();
  const walk = (node: Node) => {
    if (node.nodeType !== 1 || ['SCRIPT', 'STYLE', 'TEMPLATE'].includes((node as Element).tagName)) return;
    const ownText = [...node.childNodes].some((child) => child.nodeType === 3 && squash(child.textContent));
    if (ownText) {
      lines.push(squash(node.textContent));
      return;
    }
    node.childNodes.forEach(walk);
  };
  walk(root);
  return lines;
}

/** The `first render:` lines: the visible text of the page's first rendered state. */
export function firstRenderLines(text: string[]): string[] {
  return text.map((line) => `first render: ${line}`);
}

async function main() {
  const entry = process.argv[2];
  if (!entry) {
    console.error('usage: browser-harness.ts <entry module>');
    process.exit(2);
  }
  const dom = new JSDOM(
    '<!doctype html><html><head></head><body><div id="root"></div><div id="app"></div></body></html>',
    {
      url: 'http://localhost:5173/',
      pretendToBeVisual: true,
    },
  );
  const {window} = dom;
  // The DOM globals a browser app expects, as a browser has them: every property of the jsdom
  // window that Node's global object lacks. Node's own fetch, AbortController, timers, URL and
  // events stay, so the SDK's requests reach the real server.
  for (const name of Object.getOwnPropertyNames(window)) {
    if (name in globalThis) continue;
    const value = (window as unknown as Record<string, unknown>)[name];
    Object.defineProperty(globalThis, name, {
      value: typeof value === 'function' && !/^[A-Z]/.test(name) ? value.bind(window) : value,
      configurable: true,
      writable: true,
    });
  }
  Object.defineProperty(globalThis, 'window', {value: window, configurable: true, writable: true});

  // Count requests, so the harness knows when the app has talked to the server and settled.
  let inFlight = 0;
  let completed = 0;
  let lastActivity = Date.now();
  const realFetch = globalThis.fetch;
  globalThis.fetch = async (...args: Parameters<typeof fetch>) => {
    inFlight += 1;
    lastActivity = Date.now();
    try {
      return await realFetch(...args);
    } finally {
      inFlight -= 1;
      completed += 1;
      lastActivity = Date.now();
    }
  };
  // The first batch of changes is the app's first render: frameworks write it in one go, before
  // their effects start the SDK's first request.
  let firstRender: string[] | undefined;
  new window.MutationObserver(() => {
    lastActivity = Date.now();
    firstRender ??= visibleText(window.document.body);
  }).observe(window.document.body, {
    subtree: true,
    childList: true,
    characterData: true,
    attributes: true,
  });

  let failure: unknown;
  const fail = (error: unknown) => (failure ??= error);
  process.on('uncaughtException', fail);
  process.on('unhandledRejection', fail);
  window.addEventListener('error', (event) => fail(event.error ?? event.message));

  // What the app logs (an analytics stand-in, for example) counts as output too.
  const logged: string[] = [];
  const realLog = console.log.bind(console);
  console.log = (...args: unknown[]) => {
    logged.push(
      ...args
        .map((arg) => (typeof arg === 'string' ? arg : JSON.stringify(arg)))
        .join(' ')
        .split('\n'),
    );
    realLog(...args);
  };

  await import(pathToFileURL(path.resolve(entry)).href);

  const expected = JSON.parse(process.env.BROWSER_HARNESS_EXPECT ?? '[]') as string[];
  const rendered = () => [
    ...firstRenderLines(firstRender ?? []),
    `html: ${window.document.body.innerHTML}`,
    ...visibleText(window.document.body),
  ];
  const showsExpected = () => {
    const lines = [...rendered(), ...logged];
    return expected.every((want) => lines.some((line) => line.includes(want)));
  };
  const started = Date.now();
  while (Date.now() - started < LIMIT_MS) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    if (failure) break;
    const settled = completed > 0 && inFlight === 0 && Date.now() - lastActivity >= QUIET_MS;
    if (settled && (expected.length === 0 || showsExpected())) break;
  }
  if (failure) {
    console.error('the app failed:', failure);
    process.exit(1);
  }
  if (completed === 0) {
    console.error(`the app made no request within ${LIMIT_MS} ms`);
    process.exit(1);
  }
  for (const line of rendered()) realLog(line);
  // The SDK keeps polling; the page is done.
  process.exit(0);
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error('the app could not be loaded:', error);
    process.exit(1);
  });
}
