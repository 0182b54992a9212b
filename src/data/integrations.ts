/**
 * Third-party services, each switched on by its own environment variable at build time and
 * absent otherwise. With none set (the default), a reader's browser talks to no other host.
 *
 * | Variable | Turns on |
 * | --- | --- |
 * | GTAG_TRACKING_ID | Google Analytics (gtag): a page view on every route change |
 * | GTM_CONTAINER_ID | Google Tag Manager container |
 * | MARKETING_SCRIPT_SRC + MARKETING_CLIENT_ID | the developer-marketing analytics script |
 * | ASK_AI_WIDGET_SRC + ASK_AI_WIDGET_ID | the hosted AI question widget behind "ASK AI" |
 */
export type ThirdParty = {
  gtag?: {trackingID: string};
  gtm?: {containerId: string};
  marketing?: {src: string; clientId: string};
  askAiWidget?: {src: string; id: string};
};

function pair(env: NodeJS.ProcessEnv, a: string, b: string): [string, string] | undefined {
  const first = env[a]?.trim();
  const second = env[b]?.trim();
  if (!first && !second) return undefined;
  if (!first || !second) throw new Error(`${a} and ${b} go together: set both or neither.`);
  if (!/^https:\/\//.test(first)) throw new Error(`${a} must be an https:// URL, got "${first}"`);
  return [first, second];
}

export function thirdPartyFromEnv(env: NodeJS.ProcessEnv = process.env): ThirdParty {
  const out: ThirdParty = {};
  const gtag = env.GTAG_TRACKING_ID?.trim();
  if (gtag) out.gtag = {trackingID: gtag};
  const gtm = env.GTM_CONTAINER_ID?.trim();
  if (gtm) out.gtm = {containerId: gtm};
  const marketing = pair(env, 'MARKETING_SCRIPT_SRC', 'MARKETING_CLIENT_ID');
  if (marketing) out.marketing = {src: marketing[0], clientId: marketing[1]};
  const widget = pair(env, 'ASK_AI_WIDGET_SRC', 'ASK_AI_WIDGET_ID');
  if (widget) out.askAiWidget = {src: widget[0], id: widget[1]};
  return out;
}
