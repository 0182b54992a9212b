/**
 * A grader in the style of the Mozilla HTTP Observatory (the MDN scanner's tests and score table):
 * the response headers of a page, and the scripts it loads, as if the page were served over
 * https. Pure, so its rules are unit-tested; e2e/security-headers.test.ts feeds it what nginx
 * really sends. Redirection from http and cookies are left out (the site sets no cookies; the
 * redirect to https is the host's, not the config's).
 */
export type Finding = {test: string; modifier: number; detail: string};
export type Grade = {score: number; grade: string; findings: Finding[]};

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

function gradeCsp(policy: string | undefined): Finding {
  const test = 'content-security-policy';
  if (!policy) return {test, modifier: -25, detail: 'no Content-Security-Policy'};
  const csp = parsePolicy(policy);
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
    return {test, modifier: -20, detail: "script-src or object-src allows 'unsafe-inline', data: or any host"};
  }
  const active = [...csp].filter(([name]) => !PASSIVE.has(name)).flatMap(([, sources]) => sources);
  const insecure = active.filter((s) => /^(http|ftp):/.test(s));
  if (insecure.length > 0) {
    return {test, modifier: -20, detail: `allows loading over plain http on an https site: ${insecure.join(' ')}`};
  }
  if ([...scripts, ...styles].includes("'unsafe-eval'")) return {test, modifier: -10, detail: "allows 'unsafe-eval'"};
  const passive = [...PASSIVE].flatMap((name) => fallback(name)).filter((s) => /^(http|ftp):/.test(s));
  if (passive.length > 0) return {test, modifier: -10, detail: 'images or media over plain http'};
  if (styles.some((s) => BROAD.has(s) || s === "'unsafe-inline'" || s === 'data:')) {
    return {test, modifier: 0, detail: "'unsafe-inline' or a broad source in style-src only"};
  }
  const defaultSrc = csp.get('default-src') ?? [];
  if (defaultSrc.length === 1 && defaultSrc[0] === "'none'") return {test, modifier: 10, detail: "default-src 'none'"};
  return {test, modifier: 5, detail: "no 'unsafe-inline' or 'unsafe-eval'"};
}

function gradeHsts(value: string | undefined): Finding {
  const test = 'strict-transport-security';
  const maxAge = /max-age\s*=\s*"?(\d+)/i.exec(value ?? '')?.[1];
  if (!value) return {test, modifier: -20, detail: 'not sent'};
  if (maxAge === undefined) return {test, modifier: -20, detail: `cannot be read: ${value}`};
  return Number(maxAge) >= SIX_MONTHS
    ? {test, modifier: 0, detail: `max-age ${maxAge} (six months or more)`}
    : {test, modifier: -10, detail: `max-age ${maxAge} is under six months`};
}

function gradeReferrer(value: string | undefined): Finding {
  const test = 'referrer-policy';
  if (!value) return {test, modifier: 0, detail: 'not sent'};
  const last =
    value
      .split(',')
      .map((v) => v.trim().toLowerCase())
      .pop() ?? '';
  if (['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin'].includes(last)) {
    return {test, modifier: 5, detail: last};
  }
  if (['origin', 'origin-when-cross-origin', 'unsafe-url', 'no-referrer-when-downgrade'].includes(last)) {
    return {test, modifier: -5, detail: `unsafe: ${last}`};
  }
  return {test, modifier: -5, detail: `cannot be read: ${value}`};
}

function gradeFraming(xfo: string | undefined, policy: string | undefined): Finding {
  const test = 'x-frame-options';
  const ancestors = policy ? parsePolicy(policy).get('frame-ancestors') : undefined;
  if (ancestors && !ancestors.some((s) => BROAD.has(s)))
    return {test, modifier: 5, detail: 'frame-ancestors in the CSP'};
  const value = xfo?.trim().toUpperCase();
  if (value === 'DENY' || value === 'SAMEORIGIN') return {test, modifier: 0, detail: value};
  return {test, modifier: -20, detail: xfo ? `cannot be read: ${xfo}` : 'not sent'};
}

function gradeResourcePolicy(value: string | undefined): Finding {
  const test = 'cross-origin-resource-policy';
  const v = value?.trim().toLowerCase();
  if (!v) return {test, modifier: 0, detail: 'not sent'};
  if (v === 'same-origin' || v === 'same-site') return {test, modifier: 10, detail: v};
  if (v === 'cross-origin') return {test, modifier: 0, detail: v};
  return {test, modifier: -5, detail: `cannot be read: ${value}`};
}

/** Scripts of other origins need an integrity attribute; same-origin ones do not. */
function gradeSri(scripts: {src: string; integrity: boolean}[], origin: string): Finding {
  const test = 'subresource-integrity';
  const external = scripts.filter((s) => new URL(s.src, origin).origin !== origin);
  if (external.length === 0) return {test, modifier: 0, detail: 'every script from the same origin'};
  if (external.some((s) => s.src.startsWith('http:'))) return {test, modifier: -50, detail: 'scripts over plain http'};
  if (external.every((s) => s.integrity)) return {test, modifier: 5, detail: 'external scripts with integrity'};
  return {test, modifier: -5, detail: `external scripts without integrity: ${external.map((s) => s.src).join(' ')}`};
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
  const nosniff = get('x-content-type-options')?.trim().toLowerCase() === 'nosniff';
  const findings: Finding[] = [
    gradeCsp(policy),
    gradeHsts(get('strict-transport-security')),
    {
      test: 'x-content-type-options',
      modifier: nosniff ? 0 : -5,
      detail: nosniff ? 'nosniff' : 'not nosniff',
    },
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
