import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {
  BASE_DIRECTIVES,
  DEFAULT_TRY_IT_ORIGINS,
  DISABLED_FEATURES,
  integrationSources,
  mergeDirectives,
  policyDirectives,
  policyToString,
  securityFromEnv,
  securityHeaders,
} from '../security-headers';

describe('securityFromEnv', () => {
  it('defaults: "Try it" to any server (on https: any https one or the reader\'s machine), no reports, no framing, no preload', () => {
    assert.deepEqual(securityFromEnv({}), {
      tryItOrigins: DEFAULT_TRY_IT_ORIGINS,
      reportUri: undefined,
      frameAncestors: [],
      hstsPreload: false,
    });
  });

  it('reads lists separated by spaces or commas', () => {
    const settings = securityFromEnv({
      API_TRY_IT_ORIGINS: 'https://unleash.example.com, http://localhost:4242',
      CSP_FRAME_ANCESTORS: 'https://a.example.com https://*.b.example.com',
    });
    assert.deepEqual(settings.tryItOrigins, ['https://unleash.example.com', 'http://localhost:4242']);
    assert.deepEqual(settings.frameAncestors, ['https://a.example.com', 'https://*.b.example.com']);
  });

  it('names the variable and the value it cannot use', () => {
    assert.throws(
      () => securityFromEnv({API_TRY_IT_ORIGINS: "https://x.example.com 'unsafe-inline'"}),
      /API_TRY_IT_ORIGINS: "'unsafe-inline'" is not an origin/,
    );
    assert.throws(() => securityFromEnv({API_TRY_IT_ORIGINS: 'http:'}), /API_TRY_IT_ORIGINS: "http:"/);
    assert.throws(() => securityFromEnv({API_TRY_IT_ORIGINS: '*.example.com'}), /API_TRY_IT_ORIGINS: "\*.example.com"/);
    assert.deepEqual(securityFromEnv({API_TRY_IT_ORIGINS: '*'}).tryItOrigins, ['*']);
    assert.throws(() => securityFromEnv({CSP_FRAME_ANCESTORS: 'https:'}), /CSP_FRAME_ANCESTORS: "https:"/);
    assert.deepEqual(securityFromEnv({CSP_FRAME_ANCESTORS: "'self'"}).frameAncestors, ["'self'"]);
    assert.throws(
      () => securityFromEnv({CSP_REPORT_URI: 'http://r.example.com'}),
      /CSP_REPORT_URI must be an https:\/\/ URL/,
    );
    assert.throws(() => securityFromEnv({CSP_REPORT_URI: 'https://r.example.com/a;b'}), /CSP_REPORT_URI/);
    assert.throws(() => securityFromEnv({HSTS_PRELOAD: 'yes'}), /HSTS_PRELOAD must be "true" or "false"/);
  });
});

describe('integrationSources', () => {
  it('is empty with nothing configured', () => {
    assert.deepEqual(integrationSources({}, {mode: 'local', appId: 'LOCAL'}), []);
  });

  it("takes the marketing script's and the widget's origin from their URLs", () => {
    const sources = integrationSources(
      {
        marketing: {src: 'https://m.example.com/x/s.js', clientId: 'c'},
        askAiWidget: {src: 'https://w.example.com/w.js', id: 'i'},
      },
      {mode: 'local'},
    );
    assert.deepEqual(
      sources.map((s) => s.name),
      ['marketing', 'ask-ai-widget'],
    );
    assert.deepEqual(sources[0].directives['script-src'], ['https://m.example.com']);
    assert.deepEqual(sources[1].directives['connect-src'], ['https://w.example.com']);
  });

  it('adds each switched-on integration once, in a fixed order, with its own hosts', () => {
    const sources = integrationSources(
      {gtag: {trackingID: 'G-1'}, gtm: {containerId: 'GTM-1'}},
      {mode: 'hosted', appId: 'ABC123'},
      {remoteContent: true},
    );
    assert.deepEqual(
      sources.map((s) => s.name),
      ['remote-content', 'gtag', 'gtm', 'hosted-search'],
    );
    assert.deepEqual(sources[0].directives, {'img-src': ['https:']});
    assert.deepEqual(sources[2].directives['frame-src'], ['https://www.googletagmanager.com']);
    assert.deepEqual(sources[3].directives['connect-src'], [
      'https://abc123-dsn.algolia.net',
      'https://abc123-1.algolianet.com',
      'https://abc123-2.algolianet.com',
      'https://abc123-3.algolianet.com',
    ]);
  });

  it("gives a widget from widget.kapa.ai Kapa's services as well, another widget host only its own", () => {
    const kapa = integrationSources(
      {askAiWidget: {src: 'https://widget.kapa.ai/kapa-widget.bundle.js', id: 'i'}},
      {
        mode: 'local',
      },
    )[0].directives;
    assert.ok(kapa['connect-src'].includes('https://proxy.kapa.ai'));
    assert.ok(kapa['style-src'].includes("'unsafe-inline'"));
    assert.ok(!kapa['script-src'].some((s) => s.includes('unsafe')));
  });

  it('names no search host for local search, or hosted search without an application id', () => {
    assert.deepEqual(integrationSources({}, {mode: 'hosted'}), []);
  });
});

describe('policyDirectives', () => {
  const settings = securityFromEnv({});
  const input = {settings, integrations: [], scriptHashes: ["'sha256-b'", "'sha256-a'"], styleHashes: ["'sha256-s'"]};

  it('is the base policy with the hashes (sorted), "Try it" origins and no framing', () => {
    const d = policyDirectives(input);
    assert.deepEqual(d['script-src'], ["'self'", "'sha256-a'", "'sha256-b'"]);
    assert.deepEqual(d['style-src'], ["'self'", "'sha256-s'"]);
    assert.deepEqual(d['connect-src'], ["'self'", ...DEFAULT_TRY_IT_ORIGINS]);
    assert.deepEqual(d['frame-ancestors'], ["'none'"]);
    assert.deepEqual(d['object-src'], ["'none'"]);
    assert.equal(d['report-uri'], undefined);
    assert.deepEqual(Object.keys(d), [...Object.keys(BASE_DIRECTIVES), 'frame-ancestors']);
  });

  it('drops the style hashes when an integration needs inline styles (browsers would ignore it beside them)', () => {
    const d = policyDirectives({...input, integrations: [{name: 'w', directives: {'style-src': ["'unsafe-inline'"]}}]});
    assert.deepEqual(d['style-src'], ["'self'", "'unsafe-inline'"]);
    assert.deepEqual(d['script-src'], ["'self'", "'sha256-a'", "'sha256-b'"]);
  });

  it('lists no http(s):// host beside *, and no https:// host beside https:', () => {
    const integrations = [{name: 'i', directives: {'connect-src': ['https://x.example.com', 'http://localhost:1']}}];
    assert.deepEqual(policyDirectives({...input, integrations})['connect-src'], ["'self'", '*']);
    const httpsOnly = securityFromEnv({API_TRY_IT_ORIGINS: 'https: http://localhost:*'});
    assert.deepEqual(policyDirectives({...input, settings: httpsOnly, integrations})['connect-src'], [
      "'self'",
      'https:',
      'http://localhost:*',
      'http://localhost:1',
    ]);
  });

  it('takes framing origins and the report endpoint from the settings', () => {
    const d = policyDirectives({
      ...input,
      settings: securityFromEnv({
        CSP_FRAME_ANCESTORS: 'https://a.example.com',
        CSP_REPORT_URI: 'https://r.example.com/c',
      }),
    });
    assert.deepEqual(d['frame-ancestors'], ['https://a.example.com']);
    assert.deepEqual(d['report-uri'], ['https://r.example.com/c']);
    assert.deepEqual(d['report-to'], ['csp']);
  });
});

describe('policyToString', () => {
  it('writes directives in order, sources after the name, separated by "; "', () => {
    assert.equal(
      policyToString({'default-src': ["'self'"], 'img-src': ["'self'", 'data:']}),
      "default-src 'self'; img-src 'self' data:",
    );
  });
});

describe('securityHeaders', () => {
  const names = (h: ReturnType<typeof securityHeaders>) => h.all.map(([n]) => n);
  const value = (h: ReturnType<typeof securityHeaders>, name: string) => h.all.find(([n]) => n === name)?.[1];

  it('sends the full set with safe values, and cache headers per kind of file', () => {
    const h = securityHeaders(securityFromEnv({}), {'default-src': ["'self'"]});
    assert.deepEqual(names(h), [
      'Content-Security-Policy',
      'Strict-Transport-Security',
      'X-Content-Type-Options',
      'Referrer-Policy',
      'Permissions-Policy',
      'X-Frame-Options',
      'Cross-Origin-Opener-Policy',
      'Cross-Origin-Resource-Policy',
    ]);
    assert.equal(value(h, 'Content-Security-Policy'), "default-src 'self'");
    assert.equal(value(h, 'Strict-Transport-Security'), 'max-age=63072000; includeSubDomains');
    assert.equal(value(h, 'X-Content-Type-Options'), 'nosniff');
    assert.equal(value(h, 'Referrer-Policy'), 'strict-origin-when-cross-origin');
    assert.equal(value(h, 'X-Frame-Options'), 'DENY');
    assert.equal(value(h, 'Permissions-Policy')?.split(', ').length, DISABLED_FEATURES.length);
    assert.match(value(h, 'Permissions-Policy')!, /^accelerometer=\(\), autoplay=\(\), camera=\(\)/);
    assert.deepEqual(h.assets, [['Cache-Control', 'public, max-age=31536000, immutable']]);
    assert.deepEqual(h.other, [['Cache-Control', 'public, max-age=0, must-revalidate']]);
  });

  it("says SAMEORIGIN for 'self' alone, and leaves X-Frame-Options out for a list it cannot express", () => {
    assert.equal(
      value(securityHeaders(securityFromEnv({CSP_FRAME_ANCESTORS: "'self'"}), {}), 'X-Frame-Options'),
      'SAMEORIGIN',
    );
    assert.ok(
      !names(securityHeaders(securityFromEnv({CSP_FRAME_ANCESTORS: 'https://a.example.com'}), {})).includes(
        'X-Frame-Options',
      ),
    );
  });

  it('names the report endpoint in Reporting-Endpoints, and preloads HSTS only when asked', () => {
    const h = securityHeaders(securityFromEnv({CSP_REPORT_URI: 'https://r.example.com/c', HSTS_PRELOAD: 'true'}), {});
    assert.equal(value(h, 'Reporting-Endpoints'), 'csp="https://r.example.com/c"');
    assert.equal(value(h, 'Strict-Transport-Security'), 'max-age=63072000; includeSubDomains; preload');
  });
});

describe('mergeDirectives', () => {
  it('keeps each source once, in order', () => {
    assert.deepEqual(mergeDirectives({a: ['1', '2']}, {a: ['2', '3'], b: ['4']}), {a: ['1', '2', '3'], b: ['4']});
  });
});
