import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {securityFromEnv, type SecuritySettings} from '../../../src/data/security-headers';
import {INTEGRATIONS_ENV} from '../../../e2e/support/integrations';
import {thirdPartyFromEnv} from '../../../src/data/integrations';
import {searchFromEnv} from '../../../src/data/search';
import {collectInlineCode, headerProblems, hostPolicy, inlineCodeProblems} from '../host-configs';
import {hashSource} from '../inline-code';

const page = (file: string, extra = '') => ({
  file,
  html: `<html><head><script>colourMode()</script>${extra}</head><body><script>announcement()</script></body></html>`,
});

const directive = (csp: string, name: string) =>
  csp
    .split('; ')
    .find((d) => d.startsWith(`${name} `))
    ?.split(' ')
    .slice(1) ?? [];

const policyFor = (settings: SecuritySettings, env: NodeJS.ProcessEnv = {}, pages = [page('index.html')]) =>
  hostPolicy({
    settings,
    thirdParty: thirdPartyFromEnv(env),
    search: {mode: searchFromEnv(env).settings.mode, appId: searchFromEnv(env).algolia.appId},
    code: collectInlineCode(pages),
    runtimeStyles: ['.panel{color:red}'],
  });

describe('collectInlineCode and inlineCodeProblems', () => {
  it('counts site-wide scripts once each, whatever the number of pages', () => {
    const code = collectInlineCode([page('a.html'), page('b.html'), page('c.html')]);
    assert.deepEqual(
      [...code.scripts.values()].map((u) => u.pages),
      [3, 3],
    );
    assert.deepEqual(inlineCodeProblems(code), []);
  });

  it('fails a script that differs per page, naming the pages', () => {
    const pages = Array.from({length: 16}, (_, i) => page(`p${i}.html`, `<script>load(${i})</script>`));
    const problems = inlineCodeProblems(collectInlineCode(pages));
    assert.equal(problems.length, 1);
    assert.match(problems[0], /18 distinct inline scripts, more than the 16 expected/);
    assert.match(problems[0], /on 1 page\(s\), e\.g\. p\d+\.html: load\(\d+\)/);
  });

  it('fails event handler attributes and javascript: URLs, naming the page', () => {
    const problems = inlineCodeProblems(
      collectInlineCode([{file: 'x.html', html: '<img src=a.png onerror="x()"><a href="javascript:go()">a</a>'}]),
    );
    assert.equal(problems.length, 2);
    assert.match(problems[0], /^x\.html: onerror on <img/);
  });

  it('fails a script whose code has no end, naming the page and line (no hash can be computed)', () => {
    const problems = inlineCodeProblems(
      collectInlineCode([page('ok.html'), {file: 'cut.html', html: '<html>\n<head>\n<script>colourMode('}]),
    );
    assert.deepEqual(problems, [
      'cut.html: <script> at line 3: its code has no end, so no hash can be computed for it (the page is cut short or malformed)',
    ]);
  });
});

describe('hostPolicy', () => {
  const defaults = securityFromEnv({});

  it('allows the inline scripts and style blocks by hash, and nothing inline or evaluated for scripts', () => {
    const {csp} = policyFor(defaults);
    const scripts = directive(csp, 'script-src');
    assert.deepEqual(
      scripts,
      ["'self'", hashSource('announcement()'), hashSource('colourMode()')].sort((a, b) =>
        a === "'self'" ? -1 : b === "'self'" ? 1 : a.localeCompare(b),
      ),
    );
    assert.ok(directive(csp, 'style-src').includes(hashSource('.panel{color:red}')), 'the panel stylesheet by hash');
    assert.doesNotMatch(csp, /unsafe-eval/);
    assert.deepEqual(directive(csp, 'default-src'), ["'self'"]);
    assert.deepEqual(directive(csp, 'object-src'), ["'none'"]);
    assert.deepEqual(directive(csp, 'frame-ancestors'), ["'none'"]);
    assert.deepEqual(directive(csp, 'style-src-attr'), ["'unsafe-inline'"]);
  });

  it('names no other host with nothing configured, except where "Try it" may send requests', () => {
    const {csp} = policyFor(defaults);
    const hosts = csp.split(/[ ;]+/).filter((s) => /^https?:\/\//.test(s));
    assert.deepEqual(hosts, []);
    assert.deepEqual(directive(csp, 'connect-src'), ["'self'", '*']);
    assert.doesNotMatch(csp, /http:/, 'no plain-http source (the Observatory takes 20 points for one)');
    assert.doesNotMatch(csp, /report-/);
  });

  it('limits "Try it" to the configured Unleash URL', () => {
    const {csp} = policyFor(securityFromEnv({API_TRY_IT_ORIGINS: 'https://unleash.example.com'}));
    assert.deepEqual(directive(csp, 'connect-src'), ["'self'", 'https://unleash.example.com']);
  });

  it('adds each integration its hosts, and only then', () => {
    const {csp} = policyFor(securityFromEnv({API_TRY_IT_ORIGINS: 'https://unleash.example.com'}), INTEGRATIONS_ENV);
    assert.ok(directive(csp, 'script-src').includes('https://*.googletagmanager.com'), 'gtag');
    assert.ok(directive(csp, 'connect-src').includes('https://*.google-analytics.com'), 'gtag collects');
    assert.ok(
      directive(csp, 'frame-src').includes('https://www.googletagmanager.com'),
      "the tag manager's noscript frame",
    );
    assert.ok(directive(csp, 'script-src').includes('https://marketing.example.com'), 'the marketing script');
    assert.ok(directive(csp, 'script-src').includes('https://widget.example.com'), 'the ASK AI widget');
    assert.ok(directive(csp, 'connect-src').includes('https://testappid-dsn.algolia.net'), 'hosted search');
    assert.ok(!directive(csp, 'script-src').includes("'unsafe-inline'"));
    assert.deepEqual(
      directive(policyFor(defaults, INTEGRATIONS_ENV).csp, 'connect-src'),
      ["'self'", '*'],
      'no host beside *, which allows them all',
    );
    const gtagOnly = policyFor(defaults, {GTAG_TRACKING_ID: 'G-1'}).csp;
    assert.doesNotMatch(gtagOnly, /marketing|widget|algolia/);
  });

  it("gives a Kapa widget Kapa's services and the inline styles its components write", () => {
    const {csp} = policyFor(securityFromEnv({API_TRY_IT_ORIGINS: 'https://unleash.example.com'}), {
      ASK_AI_WIDGET_SRC: 'https://widget.kapa.ai/kapa-widget.bundle.js',
      ASK_AI_WIDGET_ID: 'x',
    });
    assert.ok(directive(csp, 'connect-src').includes('https://proxy.kapa.ai'));
    assert.deepEqual(
      directive(csp, 'style-src').filter((s) => s.startsWith("'")),
      ["'self'", "'unsafe-inline'"],
      'no hash beside unsafe-inline (a hash would switch it off)',
    );
    assert.ok(!directive(csp, 'script-src').includes("'unsafe-inline'"));
  });

  it('lets pages built from READMEs show their images from other hosts, only with remote content on', () => {
    const remote = hostPolicy({
      settings: defaults,
      thirdParty: {},
      search: {mode: 'local'},
      remoteContent: true,
      code: collectInlineCode([]),
      runtimeStyles: [],
    });
    assert.deepEqual(directive(remote.csp, 'img-src'), ["'self'", 'data:', 'https:']);
    assert.deepEqual(directive(policyFor(defaults).csp, 'img-src'), ["'self'", 'data:']);
  });

  it('sends violation reports only to a configured endpoint', () => {
    const {csp, headers} = policyFor(securityFromEnv({CSP_REPORT_URI: 'https://reports.example.com/csp'}));
    assert.deepEqual(directive(csp, 'report-uri'), ['https://reports.example.com/csp']);
    assert.deepEqual(directive(csp, 'report-to'), ['csp']);
    assert.deepEqual(
      headers.all.find(([n]) => n === 'Reporting-Endpoints'),
      ['Reporting-Endpoints', 'csp="https://reports.example.com/csp"'],
    );
  });

  it('lets configured origins frame the site, without X-Frame-Options then', () => {
    const framed = policyFor(securityFromEnv({CSP_FRAME_ANCESTORS: 'https://app.example.com'}));
    assert.deepEqual(directive(framed.csp, 'frame-ancestors'), ['https://app.example.com']);
    assert.equal(
      framed.headers.all.find(([n]) => n === 'X-Frame-Options'),
      undefined,
    );
    const self = policyFor(securityFromEnv({CSP_FRAME_ANCESTORS: "'self'"}));
    assert.deepEqual(
      self.headers.all.find(([n]) => n === 'X-Frame-Options'),
      ['X-Frame-Options', 'SAMEORIGIN'],
    );
    const denied = policyFor(defaults);
    assert.deepEqual(
      denied.headers.all.find(([n]) => n === 'X-Frame-Options'),
      ['X-Frame-Options', 'DENY'],
    );
  });

  it('preloads HSTS only when asked', () => {
    const hsts = (s: SecuritySettings) =>
      policyFor(s).headers.all.find(([n]) => n === 'Strict-Transport-Security')?.[1];
    assert.equal(hsts(defaults), 'max-age=63072000; includeSubDomains');
    assert.equal(hsts(securityFromEnv({HSTS_PRELOAD: 'true'})), 'max-age=63072000; includeSubDomains; preload');
  });

  it('names a header whose name or value would break a config (line breaks, control characters, empty)', () => {
    const {headers} = policyFor(defaults);
    assert.deepEqual(
      headerProblems({
        ...headers,
        all: [...headers.all, ['X-Bad Name', 'a'], ['X-Split', 'a\nInjected: b'], ['X-Empty', ' ']],
      }),
      [
        '"X-Bad Name" is not a header name',
        'X-Split has a line break or control character: "a\\nInjected: b"',
        'X-Empty is empty',
      ],
    );
  });

  it('stays within the header length Cloudflare Pages allows, and says so when not', () => {
    assert.deepEqual(headerProblems(policyFor(defaults, INTEGRATIONS_ENV).headers), []);
    const long = policyFor(
      securityFromEnv({API_TRY_IT_ORIGINS: Array.from({length: 80}, (_, i) => `https://u${i}.example.com`).join(' ')}),
    );
    assert.match(
      headerProblems(long.headers)[0],
      /^Content-Security-Policy is \d+ characters; Cloudflare Pages allows 2000/,
    );
  });
});
