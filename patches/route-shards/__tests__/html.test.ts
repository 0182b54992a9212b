import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {runInNewContext} from 'node:vm';
import {
  addScriptsBeforeRuntime,
  loadScriptsAfterFirstPaint,
  PAINT_FIRST_LIST_ID,
  PAINT_FIRST_LOADER,
  PAINT_FIRST_SCRIPT,
  isRewrittenPage,
  rewritePageHtml,
  routePathOfHtmlFile,
  shardAssets,
} from '../html';

describe('routePathOfHtmlFile', () => {
  it('maps the files of a trailingSlash: false build to their routes', () => {
    assert.equal(routePathOfHtmlFile('index.html'), '/');
    assert.equal(routePathOfHtmlFile('quickstart.html'), '/quickstart');
    assert.equal(routePathOfHtmlFile('how-to/index.html'), '/how-to');
    assert.equal(
      routePathOfHtmlFile('reference\\api\\unleash\\get-feature.html'),
      '/reference/api/unleash/get-feature',
    );
    assert.equal(routePathOfHtmlFile('quickstart.html', '/docs/'), '/docs/quickstart');
  });
});

describe('addScriptsBeforeRuntime', () => {
  const page =
    '<head><link rel=stylesheet href=/assets/css/styles.1.css><script src=/assets/js/runtime~main.f1742866.js defer></script><script src=/assets/js/main.4d9a237e.js defer></script></head>';

  it('puts the shard and the route chunks before the runtime, in order, deferred like it', () => {
    const html = addScriptsBeforeRuntime(page, ['/assets/js/route-shard-3.abcd1234.js', '/assets/js/common.1.js']);
    assert.match(
      html,
      /<script src=\/assets\/js\/route-shard-3\.abcd1234\.js defer><\/script><script src=\/assets\/js\/common\.1\.js defer><\/script><script src=\/assets\/js\/runtime~main\.f1742866\.js defer>/,
    );
    assert.equal(addScriptsBeforeRuntime(html, ['/assets/js/route-shard-3.abcd1234.js']), html, 'added once');
    assert.equal(
      addScriptsBeforeRuntime(page, ['/assets/js/main.4d9a237e.js', '/a.js', '/a.js']).match(/<script/g)?.length,
      3,
      'a script the page names, or one listed twice, is added once',
    );
  });

  it('finds a quoted runtime script too', () => {
    const quoted = '<script src="/assets/js/runtime~main.f1742866.js" defer></script>';
    assert.ok(
      addScriptsBeforeRuntime(quoted, ['/s.js']).startsWith('<script src=/s.js defer></script><script src="/assets'),
    );
  });

  it('leaves a page without the runtime (a redirect page) alone', () => {
    const redirect =
      '<meta http-equiv="refresh" content="0; url=/quickstart"><script>location.replace("/quickstart")</script>';
    assert.equal(addScriptsBeforeRuntime(redirect, ['/s.js']), redirect);
  });
});

describe('shardAssets', () => {
  it('reads shard numbers from emitted file names and ignores other files', () => {
    const assets = shardAssets(
      ['main.4d9a237e.js', 'route-shard-0.2beea65b.js', 'route-shard-12.1b7db1e3.js', 'route-shard-1.0572ad78.js.gz'],
      '/',
    );
    assert.deepEqual(
      [...assets],
      [
        [0, '/assets/js/route-shard-0.2beea65b.js'],
        [12, '/assets/js/route-shard-12.1b7db1e3.js'],
      ],
    );
  });
});

describe('loadScriptsAfterFirstPaint', () => {
  const page =
    '<html><head><title>T</title><link rel=stylesheet href=/assets/css/styles.1.css>' +
    '<script src=https://www.googletagmanager.com/gtm.js defer></script>' +
    '<script src=/assets/js/route-shard-3.abcd1234.js defer></script>' +
    '<script src="/assets/js/runtime~main.f1742866.js" defer></script>' +
    '<script src=/assets/js/main.4d9a237e.js defer></script></head>' +
    '<body><script src=/assets/js/late.js defer></script></body></html>';

  it('hands the bundle scripts of the head, in order, to one inline loader at the end of the head', () => {
    const html = loadScriptsAfterFirstPaint(page);
    assert.doesNotMatch(html, /<script src=["']?\/assets\/js\/(route-shard|runtime|main)/);
    const block = `<script type="application/json" id="${PAINT_FIRST_LIST_ID}">`;
    const start = html.indexOf(block);
    assert.ok(
      start > 0 &&
        html.endsWith(
          `</script><script>${PAINT_FIRST_SCRIPT}</script></head><body><script src=/assets/js/late.js defer></script></body></html>`,
        ),
      html,
    );
    const list = html.slice(start + block.length, html.indexOf('</script>', start));
    assert.deepEqual(JSON.parse(list), [
      '/assets/js/route-shard-3.abcd1234.js',
      '/assets/js/runtime~main.f1742866.js',
      '/assets/js/main.4d9a237e.js',
    ]);
  });

  it('writes the same inline script on every page, the list being data (one hash in the CSP)', () => {
    const other = page.replace('route-shard-3.abcd1234', 'route-shard-7.0123abcd');
    const inline = (html: string) => [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]);
    assert.deepEqual(inline(loadScriptsAfterFirstPaint(page)), [PAINT_FIRST_SCRIPT]);
    assert.deepEqual(inline(loadScriptsAfterFirstPaint(other)), [PAINT_FIRST_SCRIPT]);
    assert.ok(PAINT_FIRST_SCRIPT.startsWith(PAINT_FIRST_LOADER));
  });

  it('reads its list from the JSON block and starts the scripts in order', () => {
    const appended: string[] = [];
    const html = loadScriptsAfterFirstPaint(page);
    const list = html.slice(
      html.indexOf('>', html.indexOf(PAINT_FIRST_LIST_ID)) + 1,
      html.indexOf('</script><script>'),
    );
    const sandbox = {
      document: {
        getElementById: (id: string) => (id === PAINT_FIRST_LIST_ID ? {textContent: list} : null),
        createElement: () => ({src: '', async: true}),
        head: {appendChild: (e: {src: string}) => appended.push(e.src)},
      },
      PerformanceObserver: {supportedEntryTypes: []},
      requestAnimationFrame: (f: () => void) => f(),
      setTimeout: (f: () => void) => f(),
    };
    runInNewContext(PAINT_FIRST_SCRIPT, sandbox);
    assert.deepEqual(appended, [
      '/assets/js/route-shard-3.abcd1234.js',
      '/assets/js/runtime~main.f1742866.js',
      '/assets/js/main.4d9a237e.js',
    ]);
  });

  it('leaves third-party scripts, body scripts and the stylesheet where they were', () => {
    const html = loadScriptsAfterFirstPaint(page);
    assert.ok(html.includes('<script src=https://www.googletagmanager.com/gtm.js defer></script>'));
    assert.ok(html.includes('<body><script src=/assets/js/late.js defer></script></body>'));
    assert.ok(html.startsWith('<html><head><title>T</title><link rel=stylesheet href=/assets/css/styles.1.css>'));
  });

  it('leaves pages without bundle scripts alone, and is idempotent', () => {
    const redirect = '<html><head><meta http-equiv="refresh" content="0; url=/quickstart"></head></html>';
    assert.equal(loadScriptsAfterFirstPaint(redirect), redirect);
    assert.equal(loadScriptsAfterFirstPaint('no head at all'), 'no head at all');
    const once = loadScriptsAfterFirstPaint(page);
    assert.equal(loadScriptsAfterFirstPaint(once), once);
  });

  it('is a loader that appends the scripts in order once the first contentful paint is reported', () => {
    const appended: {src: string; async: boolean}[] = [];
    let observer: ((list: {getEntriesByName: (n: string) => unknown[]}, o: {disconnect(): void}) => void) | undefined;
    const timers: (() => void)[] = [];
    const sandbox = {
      document: {
        createElement: () => ({src: '', async: true}),
        head: {appendChild: (e: {src: string; async: boolean}) => appended.push(e)},
      },
      PerformanceObserver: Object.assign(
        function (this: {observe(): void}, cb: typeof observer) {
          observer = cb;
          this.observe = () => undefined;
        },
        {supportedEntryTypes: ['paint']},
      ),
      setTimeout: (fn: () => void) => timers.push(fn),
      requestAnimationFrame: () => assert.fail('paint timing is supported'),
    };
    runInNewContext(`${PAINT_FIRST_LOADER}(["/a.js","/b.js"])`, sandbox);
    assert.deepEqual(appended, [], 'nothing before the paint');
    observer?.({getEntriesByName: () => []}, {disconnect: () => undefined});
    assert.deepEqual(appended, [], 'first-paint alone is not enough');
    observer?.({getEntriesByName: () => [{}]}, {disconnect: () => undefined});
    assert.deepEqual(appended, [
      {src: '/a.js', async: false},
      {src: '/b.js', async: false},
    ]);
    for (const fire of timers) fire();
    assert.equal(appended.length, 2, 'the fallback timer does not load them twice');
  });

  it('falls back to the next frame without paint timing, and to a timer', () => {
    const appended: string[] = [];
    const frames: (() => void)[] = [];
    const timers: (() => void)[] = [];
    const sandbox = {
      document: {createElement: () => ({src: ''}), head: {appendChild: (e: {src: string}) => appended.push(e.src)}},
      PerformanceObserver: {supportedEntryTypes: ['mark']},
      setTimeout: (fn: () => void) => timers.push(fn),
      requestAnimationFrame: (fn: () => void) => frames.push(fn),
    };
    runInNewContext(`${PAINT_FIRST_LOADER}(["/a.js"])`, sandbox);
    assert.equal(frames.length, 1);
    assert.deepEqual(appended, []);
    frames[0]();
    for (const fire of timers) fire();
    assert.deepEqual(appended, ['/a.js']);
  });
});

describe('the paint-first loader in a browser without paint timing or animation frames', () => {
  it('still loads the scripts on its timer', () => {
    const appended: string[] = [];
    const timers: (() => void)[] = [];
    const sandbox = {
      document: {createElement: () => ({src: ''}), head: {appendChild: (e: {src: string}) => appended.push(e.src)}},
      setTimeout: (fn: () => void) => timers.push(fn),
    };
    assert.throws(() => runInNewContext(`${PAINT_FIRST_LOADER}(["/a.js"])`, sandbox), /requestAnimationFrame/);
    assert.equal(timers.length, 1, 'the timer was set before anything could throw');
    timers[0]();
    assert.deepEqual(appended, ['/a.js']);
  });
});

describe('rewritePageHtml', () => {
  const page = (head: string) => `<!doctype html><html><head><title>T</title>${head}</head><body></body></html>`;
  const runtime = '<script src="/assets/js/runtime~main.1a2b3c4d.js" defer></script>';
  const main = '<script src="/assets/js/main.5e6f7a8b.js" defer></script>';

  it('names the scripts before the runtime and starts them all after the first paint', () => {
    const html = rewritePageHtml('a.html', page(runtime + main), ['/assets/js/route-shard-2.00aa11bb.js']);
    assert.ok(html.includes(`<script>${PAINT_FIRST_SCRIPT}</script>`));
    const list: unknown = JSON.parse(
      /<script type="application\/json" id="paint-first-scripts">(.*?)<\/script>/.exec(html)![1],
    );
    assert.deepEqual(list, [
      '/assets/js/route-shard-2.00aa11bb.js',
      '/assets/js/runtime~main.1a2b3c4d.js',
      '/assets/js/main.5e6f7a8b.js',
    ]);
  });

  it('marks the page as rewritten, so that the step can tell a build it has already rewritten', () => {
    const before = page(runtime + main);
    assert.equal(isRewrittenPage(before), false);
    assert.equal(isRewrittenPage(rewritePageHtml('a.html', before, [])), true);
  });

  it('fails, naming the file, on a page without the runtime script', () => {
    assert.throws(() => rewritePageHtml('docs/x.html', page(main), []), /docs\/x\.html: no runtime~main script/);
  });

  it('fails, naming the file, when the runtime is not a deferred script of the head', () => {
    const inBody = `<!doctype html><html><head></head><body>${runtime}</body></html>`;
    assert.throws(() => rewritePageHtml('y.html', inBody, []), /y\.html: none of the site's deferred scripts/);
  });
});
