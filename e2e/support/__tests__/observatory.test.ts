import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {securityFromEnv, securityHeaders, policyDirectives} from '../../../src/data/security-headers';
import {gradeResponse, parsePolicy} from '../observatory';

const lower = (list: [string, string][]) => Object.fromEntries(list.map(([k, v]) => [k.toLowerCase(), v]));
const siteHeaders = (env: NodeJS.ProcessEnv) => {
  const settings = securityFromEnv(env);
  const directives = policyDirectives({
    settings,
    integrations: [],
    scriptHashes: ["'sha256-a'"],
    styleHashes: ["'sha256-b'"],
  });
  return lower(securityHeaders(settings, directives).all);
};

describe('gradeResponse', () => {
  it('gives no headers at all a D (30)', () => {
    const {score, grade} = gradeResponse({});
    assert.equal(score, 100 - 25 - 20 - 5 - 20);
    assert.equal(grade, 'D');
  });

  it('gives our default headers A+ ("Try it" reaching any https server or the reader\'s machine)', () => {
    const result = gradeResponse(siteHeaders({}), [{src: '/assets/js/main.js', integrity: false}]);
    assert.equal(result.grade, 'A+', JSON.stringify(result.findings, null, 1));
    assert.equal(result.score, 125);
    assert.deepEqual(
      result.findings.map((f) => [f.result, f.modifier]),
      [
        ['csp-implemented-with-no-unsafe', 5],
        ['hsts-implemented-max-age-at-least-six-months', 0],
        ['x-content-type-options-nosniff', 0],
        ['referrer-policy-private', 5],
        ['x-frame-options-implemented-via-csp', 5],
        ['corp-implemented-with-same-site', 10],
        ['sri-not-implemented-but-all-scripts-loaded-from-secure-origin', 0],
      ],
    );
    assert.equal(gradeResponse(siteHeaders({API_TRY_IT_ORIGINS: 'https:'})).score, 125);
  });

  it('takes 20 points for http://localhost in connect-src, and the bonus points with them (B+, the earlier default)', () => {
    const result = gradeResponse(siteHeaders({API_TRY_IT_ORIGINS: 'https: http://localhost:* http://127.0.0.1:*'}));
    assert.deepEqual(
      result.findings.filter((f) => f.modifier < 0).map((f) => [f.result, f.modifier]),
      [['csp-implemented-with-insecure-scheme', -20]],
    );
    assert.equal(result.score, 80);
    assert.equal(result.grade, 'B+');
  });

  it('calls a policy that repeats a directive invalid (-25), as the Observatory does', () => {
    const result = gradeResponse({'content-security-policy': "default-src 'self'; script-src 'self'; script-src *"});
    assert.deepEqual([result.findings[0].result, result.findings[0].modifier], ['csp-header-invalid', -25]);
  });

  it("counts 'unsafe-inline' in script-src unless a hash is beside it, and in style-src only as 0", () => {
    const base = {
      'strict-transport-security': 'max-age=63072000',
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
    };
    const csp = (policy: string) => gradeResponse({...base, 'content-security-policy': policy}).findings[0].modifier;
    assert.equal(csp("default-src 'self'; script-src 'self' 'unsafe-inline'"), -20);
    assert.equal(csp("default-src 'self'; script-src 'self' 'unsafe-inline' 'sha256-x'"), 5);
    assert.equal(csp("default-src 'self'; script-src 'self' https:"), -20);
    assert.equal(csp("default-src 'self'; script-src 'self' 'unsafe-eval'"), -10);
    assert.equal(csp("default-src 'self'; style-src 'self' 'unsafe-inline'"), 0);
    assert.equal(csp("default-src 'none'; script-src 'self'"), 10);
    assert.equal(csp("default-src 'self'; img-src http://cdn.example.com"), -10);
  });

  it('wants integrity on scripts of other origins only', () => {
    const headers = siteHeaders({API_TRY_IT_ORIGINS: 'https:'});
    const origin = 'https://docs.example.com';
    assert.equal(gradeResponse(headers, [{src: '/assets/js/main.js', integrity: false}], origin).score, 125);
    const external = gradeResponse(
      headers,
      [{src: 'https://www.googletagmanager.com/gtag/js', integrity: false}],
      origin,
    );
    assert.equal(external.findings.find((f) => f.test === 'subresource-integrity')?.modifier, -5);
    assert.equal(external.score, 95 + 25, 'still above 90, so the bonus counts');
  });
});

describe('parsePolicy', () => {
  it('keeps the first of a repeated directive, as browsers do', () => {
    assert.deepEqual(parsePolicy("script-src 'self'; script-src *").get('script-src'), ["'self'"]);
  });
});
