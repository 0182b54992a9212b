import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {DEFAULT_TRY_IT_ORIGINS, integrationSources, mergeDirectives, securityFromEnv} from '../security-headers';

describe('securityFromEnv', () => {
  it('defaults: "Try it" to any https server or a local one, no reports, no framing, no preload', () => {
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
    assert.throws(() => securityFromEnv({API_TRY_IT_ORIGINS: '*'}), /API_TRY_IT_ORIGINS: "\*"/);
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
});

describe('mergeDirectives', () => {
  it('keeps each source once, in order', () => {
    assert.deepEqual(mergeDirectives({a: ['1', '2']}, {a: ['2', '3'], b: ['4']}), {a: ['1', '2', '3'], b: ['4']});
  });
});
