/**
 * Collects the Content-Security-Policy violations of every page of a browser context, from the
 * `securitypolicyviolation` event (the binding and the listener are installed by the browser's
 * debugging protocol, so the policy under test does not apply to them).
 */
import type {BrowserContext} from 'playwright-core';

export type Violation = {page: string; directive: string; blocked: string; sample: string; source: string};

export async function watchCspViolations(
  context: BrowserContext,
  onViolation?: (v: Violation) => void,
): Promise<Violation[]> {
  const violations: Violation[] = [];
  await context.exposeBinding('__reportCspViolation', ({page}, v: Omit<Violation, 'page'>) => {
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
