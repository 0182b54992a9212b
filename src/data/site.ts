/**
 * Site-wide constants that the config, the theme and the tests share.
 * Values that differ between hosts come from the environment (see README).
 */
export const SITE_TITLE = 'Unleash Documentation';
export const SITE_TAGLINE = 'The enterprise-ready feature flag service';

/** Public URL of the deployed site; override with SITE_URL at build time. */
export function siteUrlFromEnv(env: NodeJS.ProcessEnv = process.env): string {
  const raw = env.SITE_URL?.trim() || 'https://docs.getunleash.io';
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    throw new Error(`SITE_URL must be an absolute URL such as https://docs.example.com, got "${raw}"`);
  }
  if (parsed.pathname !== '/' || parsed.search || parsed.hash) {
    throw new Error(`SITE_URL must be an origin without a path, got "${raw}"`);
  }
  return parsed.origin;
}

export const PRODUCT_SITE = 'https://www.getunleash.io';
export const SOURCE_REPOSITORY = 'https://github.com/Unleash/unleash';
/** Shown next to the repository link. A configured figure: nothing is downloaded to get it. */
export const SOURCE_REPOSITORY_STARS = '12.0k';

export const ANNOUNCEMENT = {
  id: 'unleash-docs-2025-11',
  content:
    'New: <a href="/reference/release-templates">release templates</a> let you reuse a rollout plan across flags.',
  backgroundColor: '#1a4049',
  textColor: '#ffffff',
  isCloseable: true,
} as const;
