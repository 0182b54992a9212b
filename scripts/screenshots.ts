/**
 * `npm run screenshots`: captures the admin UI screens the guides talk about from the REAL,
 * pinned unleash-server. Starts a throwaway PostgreSQL and Unleash (scripts/lib/unleash-fixture.ts),
 * seeds realistic data through the Admin API, logs in through the login form in headless Debian
 * Chromium (e2e/support/browser.ts) and writes one JPEG per screen plus manifest.json to
 * static/img/screenshots/. Rerun it after upgrading unleash-server: every image is replaced.
 * Requests to hosts other than the local server are aborted so pages settle without network.
 *
 * `npm run screenshots -- --only=name1,name2` captures just those shots: it writes only their
 * files and manifest entries and leaves every other image and entry as it is.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type {Page} from 'playwright-core';
import {launchBrowser} from '../e2e/support/browser';
import {
  isSelected,
  mergeManifest,
  parseArgs,
  partialRunProblem,
  type Manifest,
  type ManifestImage,
} from './lib/screenshot-manifest';
import {startPostgres, startUnleash, type UnleashServer} from './lib/unleash-fixture';

const ROOT = path.resolve(__dirname, '..');
const OUT_DIR = path.join(ROOT, 'static/img/screenshots');
const MANIFEST = path.join(OUT_DIR, 'manifest.json');
const VIEWPORT = {width: 1280, height: 800};
const JPEG_QUALITY = 80;
const MAX_BYTES = 150 * 1024;
/** What the admin UI shows while data loads: skeleton placeholders and indeterminate spinners. */
const BUSY = '.skeleton, .MuiCircularProgress-indeterminate, .MuiLinearProgress-indeterminate';
const ADMIN = {username: 'admin', password: 'unleash4all'};
const PROJECT = 'default';

const runStarted = Date.now();
const log = (line: string) => console.log(`[screenshots] ${line}`);

/** Runs one named step and logs how long it took. */
async function step<T>(name: string, fn: () => Promise<T>): Promise<T> {
  const started = Date.now();
  try {
    const result = await fn();
    log(`${name} (${Date.now() - started} ms)`);
    return result;
  } catch (error) {
    log(`${name} FAILED after ${Date.now() - started} ms`);
    throw error;
  }
}

function unleashVersion(): string {
  const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, 'node_modules/unleash-server/package.json'), 'utf8')) as {
    version: string;
  };
  return pkg.version;
}

// ---------------------------------------------------------------------------------------------
// Seeding through the Admin API
// ---------------------------------------------------------------------------------------------

type Api = <T = unknown>(method: string, urlPath: string, body?: unknown, token?: string) => Promise<T>;

function makeApi(server: UnleashServer): Api {
  return async <T>(method: string, urlPath: string, body?: unknown, token = server.tokens.admin): Promise<T> => {
    const res = await fetch(`${server.url}${urlPath}`, {
      method,
      headers: {Authorization: token, 'Content-Type': 'application/json'},
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    if (!res.ok) throw new Error(`${method} ${urlPath} -> ${res.status}: ${text.slice(0, 500)}`);
    return (text ? JSON.parse(text) : undefined) as T;
  };
}

type Seeded = {
  playgroundUserId: string;
  checkoutStrategyId: string;
  pricingStrategyId: string;
  segmentId: number;
  viewerUserId: number;
};

async function seed(api: Api, server: UnleashServer): Promise<Seeded> {
  const features = `/api/admin/projects/${PROJECT}/features`;
  const strategies = (flag: string, env: string) => `${features}/${flag}/environments/${env}/strategies`;
  const enable = (flag: string, env: string) => api('POST', `${features}/${flag}/environments/${env}/on`);

  await api('POST', '/api/admin/context', {
    name: 'region',
    description: 'The cloud region that serves the request',
    legalValues: [
      {value: 'eu-west', description: 'Europe (Ireland)'},
      {value: 'us-east', description: 'United States (Virginia)'},
      {value: 'ap-south', description: 'Asia Pacific (Mumbai)'},
    ],
    stickiness: false,
  });

  const segment = await api<{id: number}>('POST', '/api/admin/segments', {
    name: 'Beta testers',
    description: 'Users enrolled in the beta programme in Europe and the US',
    constraints: [
      {contextName: 'userId', operator: 'STR_STARTS_WITH', values: ['beta-'], caseInsensitive: false, inverted: false},
      {contextName: 'region', operator: 'IN', values: ['eu-west', 'us-east'], caseInsensitive: false, inverted: false},
    ],
  });

  // checkout-redesign: release flag, 25% gradual rollout to beta users, on in development.
  await api('POST', features, {
    name: 'checkout-redesign',
    type: 'release',
    description: 'The new one-page checkout flow',
  });
  const checkout = await api<{id: string}>('POST', strategies('checkout-redesign', 'development'), {
    name: 'flexibleRollout',
    title: 'Beta users first',
    parameters: {rollout: '25', stickiness: 'default', groupId: 'checkout-redesign'},
    constraints: [
      {contextName: 'userId', operator: 'STR_STARTS_WITH', values: ['beta-'], caseInsensitive: false, inverted: false},
    ],
  });
  await enable('checkout-redesign', 'development');

  // new-pricing-page: experiment with strategy variants, on in development and production.
  await api('POST', features, {
    name: 'new-pricing-page',
    type: 'experiment',
    description: 'A/B test of the redesigned pricing page',
  });
  const pricing = await api<{id: string}>('POST', strategies('new-pricing-page', 'development'), {
    name: 'flexibleRollout',
    parameters: {rollout: '100', stickiness: 'default', groupId: 'new-pricing-page'},
    constraints: [],
    segments: [segment.id],
    variants: [
      {name: 'control', weight: 500, weightType: 'variable', stickiness: 'default'},
      {
        name: 'variant-a',
        weight: 500,
        weightType: 'variable',
        stickiness: 'default',
        payload: {type: 'json', value: '{"layout": "three-tiers", "highlight": "pro"}'},
      },
    ],
  });
  await enable('new-pricing-page', 'development');
  await api('POST', strategies('new-pricing-page', 'production'), {
    name: 'flexibleRollout',
    parameters: {rollout: '10', stickiness: 'default', groupId: 'new-pricing-page'},
    constraints: [],
  });
  await enable('new-pricing-page', 'production');

  // payment-provider-kill-switch: operational kill switch, on everywhere.
  await api('POST', features, {
    name: 'payment-provider-kill-switch',
    type: 'kill-switch',
    description: 'Turn off to route all payments to the fallback provider',
  });
  for (const env of ['development', 'production']) {
    await api('POST', strategies('payment-provider-kill-switch', env), {name: 'default', parameters: {}});
    await enable('payment-provider-kill-switch', env);
  }

  // A few more so the lists look lived in.
  await api('POST', features, {
    name: 'search-autocomplete',
    type: 'release',
    description: 'Suggest products as you type',
  });
  await api('POST', strategies('search-autocomplete', 'development'), {
    name: 'flexibleRollout',
    parameters: {rollout: '50', stickiness: 'default', groupId: 'search-autocomplete'},
    constraints: [],
  });
  await enable('search-autocomplete', 'development');
  await api('POST', features, {
    name: 'dark-mode',
    type: 'permission',
    description: 'Let signed-in users pick a dark theme',
  });

  await api('POST', '/api/admin/api-tokens', {
    tokenName: 'checkout-service',
    type: 'backend',
    environment: 'development',
    projects: [PROJECT],
  });
  await api('POST', '/api/admin/api-tokens', {
    tokenName: 'storefront-web',
    type: 'frontend',
    environment: 'development',
    projects: [PROJECT],
  });

  const viewer = await api<{id: number}>('POST', '/api/admin/user-admin', {
    name: 'Sam Rivera',
    email: 'sam.rivera@example.com',
    rootRole: 'Viewer',
    sendEmail: false,
  });

  await sendClientTraffic(api, server);
  return {
    playgroundUserId: await pickPlaygroundUser(api),
    checkoutStrategyId: checkout.id,
    pricingStrategyId: pricing.id,
    segmentId: segment.id,
    viewerUserId: viewer.id,
  };
}

/** A beta user whom the 25% rollout of checkout-redesign includes, so the playground shows a hit. */
async function pickPlaygroundUser(api: Api): Promise<string> {
  for (let n = 1001; n < 1100; n += 1) {
    const userId = `beta-${n}`;
    const result = await api<{features: {name: string; isEnabled: boolean}[]}>('POST', '/api/admin/playground', {
      environment: 'development',
      projects: [PROJECT],
      context: {appName: 'playground', userId, region: 'eu-west'},
    });
    if (result.features.find((f) => f.name === 'checkout-redesign')?.isEnabled) return userId;
  }
  throw new Error('no beta-1001..beta-1099 user is in the 25% rollout of checkout-redesign');
}

/** Registers two SDK instances and reports evaluations so applications and metrics show up. */
async function sendClientTraffic(api: Api, server: UnleashServer): Promise<void> {
  const token = server.tokens.backend;
  const now = new Date();
  const start = new Date(now.getTime() - 60_000);
  const apps = [
    {appName: 'checkout-service', instanceId: 'checkout-service-7d9f', sdkVersion: 'unleash-client-node:6.12.1'},
    {appName: 'storefront-web', instanceId: 'storefront-web-2b41', sdkVersion: 'unleash-client-node:6.12.1'},
  ];
  for (const app of apps) {
    await api(
      'POST',
      '/api/client/register',
      {
        ...app,
        environment: 'development',
        strategies: ['default', 'flexibleRollout'],
        started: start.toISOString(),
        interval: 15000,
      },
      token,
    );
    await api(
      'POST',
      '/api/client/metrics',
      {
        ...app,
        environment: 'development',
        bucket: {
          start: start.toISOString(),
          stop: now.toISOString(),
          toggles: {
            'checkout-redesign': {yes: 312, no: 941, variants: {}},
            'new-pricing-page': {yes: 1180, no: 0, variants: {control: 596, 'variant-a': 584}},
            'payment-provider-kill-switch': {yes: 1253, no: 0, variants: {}},
            'search-autocomplete': {yes: 640, no: 613, variants: {}},
          },
        },
      },
      token,
    );
  }
}

/** The server writes registrations in batches (every 20 s); wait until both applications are stored. */
async function waitForApplications(api: Api): Promise<void> {
  const deadline = Date.now() + 45_000;
  while (Date.now() < deadline) {
    const {applications} = await api<{applications: unknown[]}>('GET', '/api/admin/metrics/applications');
    if (applications.length >= 2) return;
    await new Promise((r) => setTimeout(r, 1000));
  }
  log('applications did not appear within 45 s; continuing without them');
}

// ---------------------------------------------------------------------------------------------
// Capturing
// ---------------------------------------------------------------------------------------------

type Shot = {
  name: string;
  description: string;
  /** Path in the admin UI to open. */
  path: string;
  /** Text or selector that shows the main content has loaded. */
  ready: (page: Page) => Promise<void>;
  /** Optional interaction after the page has loaded (open a tab, fill a form). */
  act?: (page: Page) => Promise<void>;
  /**
   * Optional data only this shot needs, created just before it is captured (and only when it is).
   * Shots with one come last, so that the screens captured before them never show that data.
   */
  seed?: (api: Api) => Promise<void>;
};

const visible = (page: Page, selector: string) =>
  page.locator(selector).first().waitFor({state: 'visible', timeout: 20000});
const text = (page: Page, value: string | RegExp) =>
  page.getByText(value).first().waitFor({state: 'visible', timeout: 20000});

/** Waits for the network to go quiet, skeletons (class "skeleton") and spinners to go and fonts to load. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle', {timeout: 20000}).catch(() => log('  network did not go idle in 20 s'));
  await page
    .waitForFunction((busy: string) => document.querySelectorAll(busy).length === 0, BUSY, {
      timeout: 20000,
    })
    .catch(async () => {
      const left = await page.evaluate(
        (busy) =>
          Array.from(document.querySelectorAll(busy))
            .slice(0, 5)
            .map((e) => `${e.tagName.toLowerCase()}.${e.className}`.slice(0, 120)),
        BUSY,
      );
      log(`  loading indicators still visible after 20 s: ${left.join(' | ')}`);
    });
  await page.evaluate(() => document.fonts.ready);
  await page.waitForTimeout(300);
}

/** Unleash shows toasts in a polite live region; an error toast carries an icon titled "Error". */
async function assertNoErrorToast(page: Page, name: string): Promise<void> {
  const toast = page.locator('[role="status"][aria-live="polite"]').filter({has: page.locator('h3')});
  if ((await toast.count()) === 0 || !(await toast.first().isVisible())) return;
  const message = await toast.first().innerText();
  if ((await toast.locator('svg title').filter({hasText: 'Error'}).count()) > 0) {
    throw new Error(`${name}: the page shows an error toast: ${message}`);
  }
  log(`  closing toast: ${message}`);
  await toast.getByRole('button').first().click();
  await page.waitForTimeout(500);
}

/** Scrolls so that the element starts near the top of the viewport. */
async function scrollToTop(page: Page, value: string | RegExp): Promise<void> {
  const target = page.getByText(value).first();
  await target.waitFor({state: 'visible'});
  await target.evaluate((el) => {
    el.scrollIntoView({block: 'start'});
    window.scrollBy(0, -24);
  });
}

/** Closes first-visit tips ("Ok, got it!") that would cover the content. */
async function dismissTips(page: Page): Promise<void> {
  const tips = page.getByRole('button', {name: /got it/i});
  for (let i = 0; i < 3 && (await tips.count()) > 0 && (await tips.first().isVisible()); i += 1) {
    await tips.first().click();
    await page.waitForTimeout(300);
  }
}

async function login(page: Page, url: string): Promise<void> {
  await page.goto(`${url}/login`, {waitUntil: 'networkidle'});
  await page.fill('input[name=username]', ADMIN.username);
  await page.fill('input[name=password]', ADMIN.password);
  await Promise.all([
    page.waitForURL((u) => !u.pathname.startsWith('/login'), {timeout: 20000}),
    page.click('button[type=submit]'),
  ]);
  await settle(page);
}

function shots(seeded: Seeded): Shot[] {
  const flag = (name: string) => `/projects/${PROJECT}/features/${name}`;
  const editStrategy = (name: string, strategyId: string) =>
    `${flag(name)}/strategies/edit?${new URLSearchParams({environmentId: 'development', strategyId})}`;
  const playgroundContext = JSON.stringify({userId: seeded.playgroundUserId, region: 'eu-west'});
  return [
    {
      name: 'project-overview',
      description: 'The default project overview with its feature flags and their environments',
      path: `/projects/${PROJECT}`,
      ready: (page) => text(page, 'checkout-redesign'),
    },
    {
      name: 'flag-list',
      description: 'The flags overview (search) page listing every feature flag across projects',
      path: '/search',
      ready: (page) => text(page, 'new-pricing-page'),
    },
    {
      name: 'flag-page',
      description: 'The checkout-redesign flag page with development enabled and one gradual rollout strategy',
      path: flag('checkout-redesign'),
      ready: (page) => text(page, '1 strategy added'),
      act: async (page) => {
        // Environments open collapsed: expand development to show its strategy.
        await page.getByText('development', {exact: true}).first().click();
        await text(page, 'Beta users first');
      },
    },
    {
      name: 'strategy-constraint',
      description: 'Editing the gradual rollout strategy of checkout-redesign: 25% with a userId constraint',
      path: editStrategy('checkout-redesign', seeded.checkoutStrategyId),
      ready: (page) => visible(page, 'form'),
      act: async (page) => {
        await page.getByRole('tab', {name: /Targeting/}).click();
        await text(page, 'beta-');
      },
    },
    {
      name: 'strategy-variants',
      description: 'The Variants tab of a strategy on new-pricing-page with control and variant-a at 50% each',
      path: editStrategy('new-pricing-page', seeded.pricingStrategyId),
      ready: (page) => visible(page, 'form'),
      act: async (page) => {
        await page.getByRole('tab', {name: /Variants/}).click();
        await text(page, 'variant-a');
      },
    },
    {
      name: 'segments-list',
      description: 'The segments list with the Beta testers segment',
      path: '/segments',
      ready: (page) => text(page, 'Beta testers'),
    },
    {
      name: 'segment-editor',
      description: 'Editing the Beta testers segment and its two constraints',
      path: `/segments/edit/${seeded.segmentId}`,
      ready: (page) => visible(page, 'input[value="Beta testers"]'),
      act: async (page) => {
        // Step 1 holds name and description; the constraints are on step 2.
        await page.getByRole('button', {name: 'Next'}).click();
        await text(page, 'eu-west');
      },
    },
    {
      // The global /environments page is Enterprise-only; open source lists them in project settings.
      name: 'environments',
      description: 'The environments of the default project: development and production, both enabled',
      path: `/projects/${PROJECT}/settings/environments`,
      ready: (page) => text(page, 'production'),
      act: (page) => scrollToTop(page, /^Environments \(\d+\)$/),
    },
    {
      name: 'api-tokens',
      description: 'The API access page listing the admin, backend and frontend tokens',
      path: '/admin/api',
      ready: (page) => text(page, 'checkout-service'),
      act: (page) => scrollToTop(page, /^API URLs$/),
    },
    {
      name: 'create-api-token',
      description: 'The form to create a new API token, with a name, token type, project and environment',
      path: '/admin/api/create-token',
      ready: (page) => visible(page, 'form input'),
      act: async (page) => {
        await page.locator('form input').first().fill('inventory-service');
      },
    },
    {
      name: 'playground',
      description: 'The playground evaluating the default project for a beta user in eu-west',
      path: `/playground?${new URLSearchParams({
        environments: 'development',
        projects: PROJECT,
        context: encodeURI(playgroundContext),
      })}`,
      ready: (page) => text(page, 'checkout-redesign'),
      act: (page) => scrollToTop(page, /^Unleash context$/),
    },
    {
      name: 'users',
      description: 'The users list with the admin and a Viewer user',
      path: '/admin/users',
      ready: (page) => text(page, 'Sam Rivera'),
    },
    {
      // The root roles page is Enterprise-only; open source picks one of them in the user form.
      name: 'roles',
      description: 'The add-user form with the root role list open: Admin, Editor and Viewer',
      path: '/admin/create-user',
      ready: (page) => visible(page, 'form input'),
      act: async (page) => {
        await page.locator('form input').first().fill('Alex Morgan');
        await page.locator('form input[type=email], form input[name=email]').first().fill('alex.morgan@example.com');
        await page.getByRole('combobox').first().click();
        await page.getByRole('option', {name: /Viewer/}).waitFor({state: 'visible'});
      },
    },
    {
      name: 'event-log',
      description: 'The event log filtered to checkout-redesign, newest change first',
      path: '/history',
      ready: (page) => text(page, 'user-created'),
      act: async (page) => {
        const search = page.getByPlaceholder(/Search/).first();
        await search.fill('checkout-redesign');
        await search.press('Enter');
        // The filtered list no longer holds the latest event, the user creation.
        await page.getByText('user-created').first().waitFor({state: 'detached'});
      },
    },
    // From here on each shot seeds its own flags; keep every shot without a seed above this line.
    // archived-flags comes first so that its filter counts are the same whether it runs alone or not.
    {
      name: 'archived-flags',
      description: "The default project's flag list filtered to archived flags, with three archived flags",
      path: `/projects/${PROJECT}?lifecycle=${encodeURIComponent('IS:archived')}`,
      seed: async (api) => {
        const retired = [
          {name: 'spring-sale-banner', type: 'release', description: 'Sale banner on the home page, spring campaign'},
          {name: 'legacy-search-filters', type: 'release', description: 'The old filter sidebar on search results'},
          {name: 'onboarding-tour-v1', type: 'experiment', description: 'First version of the guided product tour'},
        ];
        for (const feature of retired) await api('POST', `/api/admin/projects/${PROJECT}/features`, feature);
        await api('POST', `/api/admin/projects/${PROJECT}/archive`, {features: retired.map((f) => f.name)});
      },
      ready: (page) => text(page, 'legacy-search-filters'),
    },
    {
      name: 'archive-flag-dialog',
      description:
        'The Archive feature flag dialog over the summer-sale-banner flag page, with Archive flag and Cancel',
      path: flag('summer-sale-banner'),
      seed: async (api) => {
        const features = `/api/admin/projects/${PROJECT}/features`;
        await api('POST', features, {
          name: 'summer-sale-banner',
          type: 'release',
          description: 'Sale banner on the home page, summer campaign',
        });
        await api('POST', `${features}/summer-sale-banner/environments/development/strategies`, {
          name: 'default',
          parameters: {},
        });
        await api('POST', `${features}/summer-sale-banner/environments/development/on`);
      },
      ready: (page) => text(page, 'summer-sale-banner'),
      act: async (page) => {
        await page.getByRole('button', {name: 'Feature flag actions'}).click();
        await page.getByRole('menuitem', {name: 'Archive feature flag'}).click();
        await text(page, 'Are you sure you want to archive this feature flag?');
      },
    },
  ];
}

/** Placeholder seed data: enough to list the shots' names before anything is seeded. */
const NO_SEED: Seeded = {
  playgroundUserId: '',
  checkoutStrategyId: '',
  pricingStrategyId: '',
  segmentId: 0,
  viewerUserId: 0,
};

/** Shots that seed their own data must come after all others (see Shot.seed). */
function checkSeedOrder(list: Shot[]): void {
  const firstSeeding = list.findIndex((shot) => shot.seed);
  const late = firstSeeding < 0 ? undefined : list.slice(firstSeeding).find((shot) => !shot.seed);
  if (late) throw new Error(`shot ${late.name} comes after a shot that seeds data; move it above the seeding shots`);
}

function readManifest(): Manifest | undefined {
  if (!fs.existsSync(MANIFEST)) return undefined;
  return JSON.parse(fs.readFileSync(MANIFEST, 'utf8')) as Manifest;
}

/** On failure, keeps what the browser showed next to the run's other temporary files. */
async function keepFailure(page: Page, name: string): Promise<void> {
  const file = path.join(os.tmpdir(), `screenshots-failed-${name}.png`);
  await page.screenshot({path: file}).catch(() => undefined);
  log(`  the page at failure: ${file} (${page.url()})`);
}

type Image = {data: Buffer; quality: number};

async function capture(page: Page, url: string, shot: Shot): Promise<Image> {
  try {
    return await captureOnce(page, url, shot);
  } catch (error) {
    await keepFailure(page, shot.name);
    throw error;
  }
}

async function captureOnce(page: Page, url: string, shot: Shot): Promise<Image> {
  await page.goto(`${url}${shot.path}`, {waitUntil: 'load'});
  await shot.ready(page);
  await settle(page);
  await dismissTips(page);
  if (shot.act) {
    await shot.act(page);
    await settle(page);
  }
  await dismissTips(page);
  await assertNoErrorToast(page, shot.name);
  if (new URL(page.url()).pathname.startsWith('/login')) throw new Error(`${shot.name}: redirected to the login page`);
  // Quality 80 keeps text crisp; step down only if a busy screen would exceed the size budget.
  let quality = JPEG_QUALITY;
  let data = await page.screenshot({type: 'jpeg', quality, animations: 'disabled', caret: 'hide'});
  while (data.length > MAX_BYTES && quality > 50) {
    quality -= 10;
    data = await page.screenshot({type: 'jpeg', quality, animations: 'disabled', caret: 'hide'});
  }
  if (data.length > MAX_BYTES)
    log(`  ${shot.name} is ${(data.length / 1024).toFixed(0)} KB even at quality ${quality}`);
  return {data, quality};
}

async function main(): Promise<void> {
  const version = unleashVersion();
  const allShots = shots(NO_SEED);
  checkSeedOrder(allShots);
  const selection = parseArgs(
    process.argv.slice(2),
    allShots.map((shot) => shot.name),
  );
  const previous = selection.all ? undefined : readManifest();
  const problem = selection.all ? undefined : partialRunProblem(previous, version);
  if (problem) throw new Error(problem);
  log(`unleash-server ${version}, output ${path.relative(ROOT, OUT_DIR)}/`);
  if (!selection.all) log(`only ${selection.names.join(', ')}`);
  const pg = await step('start PostgreSQL', () => startPostgres(log));
  let server: UnleashServer | undefined;
  const browser = await step('launch Chromium', () => launchBrowser()).catch((error: unknown) => {
    pg.stop();
    throw error;
  });
  try {
    pg.createDatabase('unleash_screenshots');
    server = await step('start unleash-server', () => startUnleash(pg, 'unleash_screenshots', {log}));
    const {url} = server;
    const api = makeApi(server);
    const seeded = await step('seed flags, segment, context field, tokens, user and metrics', () =>
      seed(api, server as UnleashServer),
    );

    const context = await browser.newContext({
      viewport: VIEWPORT,
      colorScheme: 'light',
      reducedMotion: 'reduce',
      locale: 'en-US',
      timezoneId: 'UTC',
    });
    // No network here: abort every request that is not for the local server so pages settle fast.
    const origin = new URL(url).origin;
    await context.route(
      (u) => u.origin !== origin && u.protocol !== 'data:' && u.protocol !== 'blob:',
      (route) => route.abort('blockedbyclient'),
    );
    const page = await context.newPage();
    page.setDefaultTimeout(20000);
    await step('log in through the login form', () => login(page, url));
    await step('wait for the client applications to be stored', () => waitForApplications(api));

    // Capture everything first and write only when every screen succeeded, so a failed run never
    // leaves a mix of old and new images behind.
    const captured: {file: string; description: string; image: Image}[] = [];
    for (const shot of shots(seeded).filter((s) => isSelected(selection, s.name))) {
      const {seed: seedShot} = shot;
      if (seedShot) await step(`seed for ${shot.name}`, () => seedShot(api));
      const image = await step(`capture ${shot.name}`, () => capture(page, url, shot));
      captured.push({file: `${shot.name}.jpg`, description: shot.description, image});
    }
    await context.close();

    fs.mkdirSync(OUT_DIR, {recursive: true});
    for (const {file, image} of captured) fs.writeFileSync(path.join(OUT_DIR, file), image.data);
    // A full run drops images from earlier runs that it no longer produces; --only leaves them.
    if (selection.all) {
      for (const file of fs.readdirSync(OUT_DIR)) {
        if (file.endsWith('.jpg') && !captured.some((c) => c.file === file)) fs.rmSync(path.join(OUT_DIR, file));
      }
    }
    const manifest: Manifest = {
      generatedBy: 'scripts/screenshots.ts (npm run screenshots)',
      unleashServerVersion: version,
      viewport: VIEWPORT,
      colorScheme: 'light',
      format: {type: 'jpeg', quality: JPEG_QUALITY},
      images: captured.map(({file, description, image}): ManifestImage => ({
        file,
        description,
        viewport: VIEWPORT,
        unleashServerVersion: version,
        quality: image.quality,
        bytes: image.data.length,
      })),
    };
    const written = selection.all
      ? manifest
      : mergeManifest(
          previous,
          manifest,
          allShots.map((shot) => `${shot.name}.jpg`),
        );
    fs.writeFileSync(MANIFEST, `${JSON.stringify(written, null, 2)}\n`);
    for (const c of captured) log(`  ${c.file} ${(c.image.data.length / 1024).toFixed(1)} KB`);
  } finally {
    await browser.close().catch(() => undefined);
    if (server) await server.stop();
    pg.stop();
    log(`total ${((Date.now() - runStarted) / 1000).toFixed(1)} s`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
