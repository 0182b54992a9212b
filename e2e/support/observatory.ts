/**
 * A grader in the style of the Mozilla HTTP Observatory (mdn/mdn-http-observatory v1.6.3: the
 * tests in src/analyzer/tests/ and the score table in src/grader/charts.js): the response headers
 * of a page, and the scripts it loads, as if the page were served over https. Each finding names
 * the Observatory's result id and its score modifier. Pure, so its rules are unit-tested;
 * e2e/security-headers.test.ts feeds it what nginx really sends. Redirection from http and cookies
 * are left out (the site sets no cookies; the redirect to https is the host's, not the config's),
 * and so is a policy in a <meta> tag (the site sends its policy as a header only).
 */
export type Finding = {test: string; result: string; modifier: number; detail: string};
export type Grade = {score: number; grade: string; findings: Finding[]};

/** The Observatory's score modifier of each result this grader can give. */
const MODIFIERS: Record<string, number> = {
  'csp-implemented-with-no-unsafe-default-src-none': 10,
  'csp-implemented-with-no-unsafe': 5,
  'csp-implemented-with-unsafe-inline-in-style-src-only': 0,
  'csp-implemented-with-insecure-scheme-in-passive-content-only': -10,
  'csp-implemented-with-unsafe-eval': -10,
  'csp-implemented-with-unsafe-inline': -20,
  'csp-implemented-with-insecure-scheme': -20,
  'csp-header-invalid': -25,
  'csp-not-implemented': -25,
  'hsts-implemented-max-age-at-least-six-months': 0,
  'hsts-implemented-max-age-less-than-six-months': -10,
  'hsts-not-implemented': -20,
  'hsts-header-invalid': -20,
  'x-content-type-options-nosniff': 0,
  'x-content-type-options-not-implemented': -5,
  'x-content-type-options-header-invalid': -5,
  'referrer-policy-private': 5,
  'referrer-policy-not-implemented': 0,
  'referrer-policy-unsafe': -5,
  'referrer-policy-header-invalid': -5,
  'x-frame-options-implemented-via-csp': 5,
  'x-frame-options-sameorigin-or-deny': 5,
  'x-frame-options-allow-from-origin': 0,
  'x-frame-options-not-implemented': -20,
  'x-frame-options-header-invalid': -20,
  'corp-implemented-with-same-origin': 10,
  'corp-implemented-with-same-site': 10,
  'corp-implemented-with-cross-origin': 0,
  'corp-not-implemented': 0,
  'corp-header-invalid': -5,
  'sri-not-implemented-but-no-scripts-loaded': 0,
  'sri-not-implemented-but-all-scripts-loaded-from-secure-origin': 0,
  'sri-implemented-and-external-scripts-loaded-securely': 5,
  'sri-not-implemented-but-external-scripts-loaded-securely': -5,
  'sri-not-implemented-and-external-scripts-not-loaded-securely': -50,
};

const finding = (test: string, result: string, detail: string): Finding => ({
  test,
  result,
  modifier: MODIFIERS[result],
  detail,
});

const BROAD = new Set(['*', 'http:', 'https:', 'ftp:', 'http://*', 'https://*', 'http://*.*', 'https://*.*']);
const PASSIVE = new Set(['img-src', 'media-src']);
const SIX_MONTHS = 15768000;
/** Bonus points count only for a site that scores this much without them. */
const BONUS_THRESHOLD = 90;

export function parsePolicy(policy: string): Map<string, string[]> {
  const directives = new Map<string, string[]>();
  for (const part of policy.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name && !directives.has(name.toLowerCase())) directives.set(name.toLowerCase(), sources);
  }
  return directives;
}

/** The directives a policy repeats (a browser uses the first; the Observatory calls the policy invalid). */
function repeatedDirectives(policy: string): string[] {
  const names = policy
    .split(';')
    .map((part) => part.trim().split(/\s+/)[0]?.toLowerCase())
    .filter((name): name is string => Boolean(name));
  return names.filter((name, i) => names.indexOf(name) !== i && name !== 'report-uri' && name !== 'report-to');
}

function gradeCsp(policy: string | undefined): Finding {
  const test = 'content-security-policy';
  if (!policy) return finding(test, 'csp-not-implemented', 'no Content-Security-Policy');
  const repeated = repeatedDirectives(policy);
  if (repeated.length > 0) return finding(test, 'csp-header-invalid', `repeats ${repeated.join(', ')}`);
  const csp = parsePolicy(policy.toLowerCase());
  const fallback = (name: string) => csp.get(name) ?? csp.get('default-src') ?? ['*'];
  const hashed = (list: string[]) => list.some((s) => /^'(sha256|sha384|sha512|nonce)-/.test(s));
  // A hash or nonce makes browsers ignore 'unsafe-inline' beside it.
  const effective = (list: string[]) => (hashed(list) ? list.filter((s) => s !== "'unsafe-inline'") : list);
  const scripts = effective(fallback('script-src'));
  const styles = effective(fallback('style-src'));
  const objects = fallback('object-src');
  if (
    scripts.some((s) => BROAD.has(s) || s === "'unsafe-inline'" || s === 'data:') ||
    objects.some((s) => BROAD.has(s))
  ) {
    return finding(
      test,
      'csp-implemented-with-unsafe-inline',
      "script-src or object-src allows 'unsafe-inline', data: or any host",
    );
  }
  // Every source outside img-src and media-src counts, in whatever directive (connect-src too).
  const active = [...csp].filter(([name]) => !PASSIVE.has(name)).flatMap(([, sources]) => sources);
  const insecure = active.filter((s) => /^(http|ftp):/.test(s));
  if (insecure.length > 0) {
    return finding(
      test,
      'csp-implemented-with-insecure-scheme',
      `allows loading over plain http on an https site: ${insecure.join(' ')}`,
    );
  }
  if ([...scripts, ...styles].includes("'unsafe-eval'")) {
    return finding(test, 'csp-implemented-with-unsafe-eval', "allows 'unsafe-eval'");
  }
  const passive = [...PASSIVE].flatMap((name) => fallback(name)).filter((s) => /^(http|ftp):/.test(s));
  if (passive.length > 0) {
    return finding(test, 'csp-implemented-with-insecure-scheme-in-passive-content-only', 'images or media over http');
  }
  if (styles.some((s) => BROAD.has(s) || s === "'unsafe-inline'" || s === 'data:')) {
    return finding(
      test,
      'csp-implemented-with-unsafe-inline-in-style-src-only',
      "'unsafe-inline' or a broad source in style-src only",
    );
  }
  const defaultSrc = csp.get('default-src') ?? [];
  if (defaultSrc.length === 1 && defaultSrc[0] === "'none'") {
    return finding(test, 'csp-implemented-with-no-unsafe-default-src-none', "default-src 'none'");
  }
  return finding(test, 'csp-implemented-with-no-unsafe', "no 'unsafe-inline' or 'unsafe-eval'");
}

function gradeHsts(value: string | undefined): Finding {
  const test = 'strict-transport-security';
  const maxAge = /max-age\s*=\s*"?(\d+)/i.exec(value ?? '')?.[1];
  if (!value) return finding(test, 'hsts-not-implemented', 'not sent');
  if (maxAge === undefined) return finding(test, 'hsts-header-invalid', `cannot be read: ${value}`);
  return Number(maxAge) >= SIX_MONTHS
    ? finding(test, 'hsts-implemented-max-age-at-least-six-months', `max-age ${maxAge} (six months or more)`)
    : finding(test, 'hsts-implemented-max-age-less-than-six-months', `max-age ${maxAge} is under six months`);
}

function gradeNosniff(value: string | undefined): Finding {
  const test = 'x-content-type-options';
  if (!value) return finding(test, 'x-content-type-options-not-implemented', 'not sent');
  return value.trim().toLowerCase() === 'nosniff'
    ? finding(test, 'x-content-type-options-nosniff', 'nosniff')
    : finding(test, 'x-content-type-options-header-invalid', `cannot be read: ${value}`);
}

function gradeReferrer(value: string | undefined): Finding {
  const test = 'referrer-policy';
  if (!value) return finding(test, 'referrer-policy-not-implemented', 'not sent');
  const last =
    value
      .split(',')
      .map((v) => v.trim().toLowerCase())
      .pop() ?? '';
  if (['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin'].includes(last)) {
    return finding(test, 'referrer-policy-private', last);
  }
  if (['origin', 'origin-when-cross-origin', 'unsafe-url', 'no-referrer-when-downgrade'].includes(last)) {
    return finding(test, 'referrer-policy-unsafe', last);
  }
  return finding(test, 'referrer-policy-header-invalid', `cannot be read: ${value}`);
}

function gradeFraming(xfo: string | undefined, policy: string | undefined): Finding {
  const test = 'x-frame-options';
  // The Observatory takes any frame-ancestors in a header policy (the CSP test judges its sources).
  if (policy && parsePolicy(policy.toLowerCase()).has('frame-ancestors')) {
    return finding(test, 'x-frame-options-implemented-via-csp', 'frame-ancestors in the CSP');
  }
  const value = xfo?.trim().toLowerCase();
  if (!value) return finding(test, 'x-frame-options-not-implemented', 'not sent');
  if (value === 'deny' || value === 'sameorigin') return finding(test, 'x-frame-options-sameorigin-or-deny', value);
  if (value.startsWith('allow-from')) return finding(test, 'x-frame-options-allow-from-origin', value);
  return finding(test, 'x-frame-options-header-invalid', `cannot be read: ${xfo}`);
}

function gradeResourcePolicy(value: string | undefined): Finding {
  const test = 'cross-origin-resource-policy';
  const v = value?.trim().toLowerCase();
  if (!v) return finding(test, 'corp-not-implemented', 'not sent');
  if (v === 'same-origin') return finding(test, 'corp-implemented-with-same-origin', v);
  if (v === 'same-site') return finding(test, 'corp-implemented-with-same-site', v);
  if (v === 'cross-origin') return finding(test, 'corp-implemented-with-cross-origin', v);
  return finding(test, 'corp-header-invalid', `cannot be read: ${value}`);
}

/** Scripts of other origins need an integrity attribute; same-origin ones do not. */
function gradeSri(scripts: {src: string; integrity: boolean}[], origin: string): Finding {
  const test = 'subresource-integrity';
  if (scripts.length === 0) return finding(test, 'sri-not-implemented-but-no-scripts-loaded', 'no script');
  const external = scripts.filter((s) => new URL(s.src, origin).origin !== origin);
  if (external.length === 0) {
    return finding(test, 'sri-not-implemented-but-all-scripts-loaded-from-secure-origin', 'every script from the site');
  }
  if (external.some((s) => s.src.startsWith('http:'))) {
    return finding(test, 'sri-not-implemented-and-external-scripts-not-loaded-securely', 'scripts over plain http');
  }
  if (external.every((s) => s.integrity)) {
    return finding(test, 'sri-implemented-and-external-scripts-loaded-securely', 'external scripts with integrity');
  }
  return finding(
    test,
    'sri-not-implemented-but-external-scripts-loaded-securely',
    `external scripts without integrity: ${external.map((s) => s.src).join(' ')}`,
  );
}

const GRADES: [number, string][] = [
  [100, 'A+'],
  [90, 'A'],
  [85, 'A-'],
  [80, 'B+'],
  [70, 'B'],
  [65, 'B-'],
  [60, 'C+'],
  [50, 'C'],
  [45, 'C-'],
  [40, 'D+'],
  [30, 'D'],
  [25, 'D-'],
];

export function gradeResponse(
  headers: Record<string, string | undefined>,
  scripts: {src: string; integrity: boolean}[] = [],
  origin = 'https://docs.example.com',
): Grade {
  const get = (name: string) => headers[name.toLowerCase()];
  const policy = get('content-security-policy');
  const findings: Finding[] = [
    gradeCsp(policy),
    gradeHsts(get('strict-transport-security')),
    gradeNosniff(get('x-content-type-options')),
    gradeReferrer(get('referrer-policy')),
    gradeFraming(get('x-frame-options'), policy),
    gradeResourcePolicy(get('cross-origin-resource-policy')),
    gradeSri(scripts, origin),
  ];
  const penalties = 100 + findings.filter((f) => f.modifier < 0).reduce((sum, f) => sum + f.modifier, 0);
  const bonus = findings.filter((f) => f.modifier > 0).reduce((sum, f) => sum + f.modifier, 0);
  const score = Math.max(0, penalties >= BONUS_THRESHOLD ? penalties + bonus : penalties);
  const grade = GRADES.find(([min]) => score >= min)?.[1] ?? 'F';
  return {score, grade, findings};
}
