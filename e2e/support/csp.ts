/**
 * Collects the Content-Security-Policy violations of every page of a browser context, from the
 * `securitypolicyviolation` event (the binding and the listener are installed by the browser's
 * debugging protocol, so the policy under test does not apply to them).
 */
import type {BrowserContext} from 'playwright-core';

export type Violation = {page: string; directive: string; blocked: string; sample: string; source: string};

/**
 * Violations that are feature tests, not failures, each with why. The policy blocks them and the
 * code carries on as intended; they are left out of the results.
 */
export const FEATURE_PROBES: {directive: string; blocked: string; source: RegExp; why: string}[] = [
  {
    directive: 'script-src',
    blocked: 'eval',
    source: /\/assets\/js\/[^/]*DocSearchModal[^/]*\.js:/,
    why: "the DocSearch modal's bundled validation library calls Function('') once, in a try, to choose a parser; blocked, it uses the one without eval",
  },
];

export const isFeatureProbe = (v: Omit<Violation, 'page'>) =>
  FEATURE_PROBES.some((p) => p.directive === v.directive && p.blocked === v.blocked && p.source.test(v.source));

export async function watchCspViolations(
  context: BrowserContext,
  onViolation?: (v: Violation) => void,
): Promise<Violation[]> {
  const violations: Violation[] = [];
  await context.exposeBinding('__reportCspViolation', ({page}, v: Omit<Violation, 'page'>) => {
    if (isFeatureProbe(v)) return;
    const violation = {page: new URL(page.url()).pathname, ...v};
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
