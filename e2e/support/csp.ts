/**
 * Collects the Content-Security-Policy violations of every page of a browser context, from the
 * `securitypolicyviolation` event (the binding and the listener are installed by the browser's
 * debugging protocol, so the policy under test does not apply to them).
 */
import type {BrowserContext} from 'playwright-core';

export type Violation = {page: string; directive: string; blocked: string; sample: string; source: string};

/**
 * Violations that are feature tests, not failures, each with why. The policy blocks them and the
 * code carries on as intended; they are left out of the results. A probe is known by what its
 * script holds, not by the script's file name, which differs between builds (named chunk ids on
 * the main build, numbers on the stock-runtime build).
 */
export const FEATURE_PROBES: {directive: string; blocked: string; scriptHolds: string; why: string}[] = [
  {
    directive: 'script-src',
    blocked: 'eval',
    scriptHolds: 'try{return Function(""),!0}catch',
    why: "the DocSearch modal's bundled validation library calls Function('') once, in a try, to choose a parser; blocked, it uses the one without eval",
  },
];

const scripts = new Map<string, Promise<string>>();
/** The text of the script a violation names (`<url>:<line>`), fetched once per URL. */
function scriptOf(source: string): Promise<string> {
  const url = source.replace(/:\d+$/, '');
  if (!/^https?:\/\//.test(url)) return Promise.resolve('');
  let text = scripts.get(url);
  if (!text) {
    text = fetch(url).then(
      (response) => (response.ok ? response.text() : ''),
      () => '',
    );
    scripts.set(url, text);
  }
  return text;
}

export async function isFeatureProbe(v: Omit<Violation, 'page'>): Promise<boolean> {
  const candidates = FEATURE_PROBES.filter((p) => p.directive === v.directive && p.blocked === v.blocked);
  if (candidates.length === 0) return false;
  const script = await scriptOf(v.source);
  return candidates.some((p) => script.includes(p.scriptHolds));
}

export async function watchCspViolations(
  context: BrowserContext,
  onViolation?: (v: Violation) => void,
): Promise<Violation[]> {
  const violations: Violation[] = [];
  await context.exposeBinding('__reportCspViolation', async ({page}, v: Omit<Violation, 'page'>) => {
    const where = new URL(page.url()).pathname;
    if (await isFeatureProbe(v)) return;
    const violation = {page: where, ...v};
    violations.push(violation);
    onViolation?.(violation);
  });
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      const report = (window as unknown as {__reportCspViolation?: (v: unknown) => void}).__reportCspViolation;
      report?.({
        directive: e.effectiveDirective,
        blocked: e.blockedURI,
        sample: e.sample,
        source: `${e.sourceFile}:${e.lineNumber}`,
      });
    });
  });
  return violations;
}

export const describeViolation = (v: Violation) =>
  `${v.page}: ${v.directive} blocked ${v.blocked || '(inline)'}${v.sample ? ` "${v.sample.slice(0, 60)}"` : ''} at ${v.source}`;
