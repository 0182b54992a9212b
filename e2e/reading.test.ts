/**
 * The reading experience of issue 32, at a phone's width (390 px) and two desktops' (1366 and
 * 1920 px): nothing wider than its column unless it scrolls in a region that says so, nothing
 * fixed over text or controls, every Tab stop visible, a table of contents that follows the
 * reader, and the fixes for tables, navigation, keyboard, phone layout, images and API pages.
 */
import assert from 'node:assert/strict';
import {after, before, describe, it} from 'node:test';
import type {Browser, BrowserContext, Locator, Page} from 'playwright-core';
import {baseUrl, launchBrowser, newContext} from './support/browser';

const PHONE = {width: 390, height: 844};
const LAPTOP = {width: 1366, height: 768};
const WIDE = {width: 1920, height: 1080};
const WIDTHS = [PHONE, LAPTOP, WIDE];

/** One page of each family again in dark mode (colours only differ; the layout is the same). */
const DARK_SAMPLES = [
  '/availability',
  '/how-to/how-to-add-sso-saml',
  '/using-unleash/deploy/configuring-unleash',
  '/reference/sdks/python',
  '/feature-flag-tutorials/react',
  '/reference/api/unleash/create-feature',
];

/**
 * The pages issue 32 names, plus one page of each family (the sitemap has 600 pages; their
 * layout comes from the same theme, so a sample per family covers the shared code).
 */
const LAYOUT_SAMPLES = [
  '/',
  '/quickstart',
  '/how-to/how-to-create-api-tokens',
  '/use-cases',
  '/availability',
  '/how-to/how-to-add-sso-saml',
  '/using-unleash/deploy/configuring-unleash',
  '/reference/segments',
  '/reference/sdks/python',
  '/reference/unleash-edge',
  '/feature-flag-tutorials/react',
  '/understanding-unleash',
  '/topics/feature-flags/feature-flag-best-practices',
  '/contributing',
  '/unleash-academy/advanced-for-devs',
  '/reference/api/unleash/create-feature',
  '/reference/api/unleash/features',
];

/**
 * Where an element is against what sticks to the top of the window, measured in one go: the
 * bottom of the navbar (unless it is hidden) and of the phone's "On this page" bar, the element's
 * box, and whether the element is the one drawn at its middle (nothing on top of it).
 */
async function placeBelowBars(target: Locator): Promise<{
  cover: number;
  top: number;
  bottom: number;
  drawn: boolean;
  window: number;
}> {
  return target.evaluate((el) => {
    let cover = 0;
    for (const bar of document.querySelectorAll('.navbar, .theme-doc-toc-mobile')) {
      const box = bar.getBoundingClientRect();
      // The navbar hides by moving up out of the window; the bar is sticky only near the top.
      if (bar.checkVisibility() && box.bottom > 0 && box.top < window.innerHeight / 2)
        cover = Math.max(cover, box.bottom);
    }
    const box = el.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + Math.min(10, box.width / 2), box.top + box.height / 2);
    return {
      cover: Math.round(cover * 10) / 10,
      top: Math.round(box.top * 10) / 10,
      bottom: Math.round(box.bottom * 10) / 10,
      drawn: hit !== null && (el.contains(hit) || hit.contains(el)),
      window: window.innerHeight,
    };
  });
}

/** The element is entirely in the window below the sticky bars, and nothing covers it. */
function clearOfBars(place: Awaited<ReturnType<typeof placeBelowBars>>): boolean {
  return place.top >= place.cover - 0.5 && place.bottom <= place.window && place.drawn;
}

let browser: Browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

/** Opens a page and waits for hydration, with room for a busy machine (3 widths load at once). */
async function open(page: Page, path: string): Promise<void> {
  await page.goto(`${baseUrl()}${path}`, {waitUntil: 'load', timeout: 60000});
  await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true', undefined, {
    timeout: 45000,
  });
}

async function contextAt(viewport: {width: number; height: number}, options = {}): Promise<BrowserContext> {
  const context = await newContext(browser, {viewport, ...options});
  // tsx names functions with a helper that the page does not have.
  await context.addInitScript({content: 'window.__name = (fn) => fn;'});
  return context;
}

/** Elements of the article wider than its column and not inside a scroll region that says so. */
function overflowingElements(): string[] {
  const column = document.querySelector('.markdown') ?? document.querySelector('main');
  if (!column) return ['no column'];
  const bounds = column.getBoundingClientRect();
  const problems: string[] = [];
  const describe = (el: Element) =>
    `${el.tagName.toLowerCase()}${el.className && typeof el.className === 'string' ? '.' + el.className.split(' ')[0] : ''} "${(el.textContent ?? '').trim().slice(0, 40)}"`;
  const scrollsSafely = (el: Element) => {
    for (let node = el.parentElement; node && node !== column.parentElement; node = node.parentElement) {
      const style = getComputedStyle(node);
      if (!/(auto|scroll|hidden|clip)/.test(style.overflowX)) continue;
      if (node.scrollWidth <= node.clientWidth + 1) return true;
      // A scroll container must be reachable by keyboard and named, or be a code block
      // (focusable, with its word-wrap button).
      const labelled = node.getAttribute('role') === 'region' && node.hasAttribute('aria-label');
      const focusable = node.getAttribute('tabindex') === '0';
      return focusable && (labelled || node.tagName === 'PRE');
    }
    return false;
  };
  for (const el of column.querySelectorAll('*')) {
    // Infima's grid rows reach into the gutters on purpose; their cards are checked instead.
    if (el.matches('.row, .row > [class*="col"]')) continue;
    const box = el.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) continue;
    if (box.right <= bounds.right + 1 && box.left >= bounds.left - 1) continue;
    if (!el.checkVisibility({visibilityProperty: true})) continue;
    if (!scrollsSafely(el))
      problems.push(`${describe(el)} is ${Math.round(box.width)} px in ${Math.round(bounds.width)}`);
  }
  if (document.documentElement.scrollWidth > window.innerWidth + 1) {
    problems.push(`the page scrolls sideways (${document.documentElement.scrollWidth} px)`);
  }
  return [...new Set(problems)].slice(0, 10);
}

/** Fixed elements on screen that cover a control or a line of the article's text. */
function fixedElementsOverContent(): string[] {
  const problems: string[] = [];
  const fixed = [...document.querySelectorAll('body *')].filter((el) => {
    const style = getComputedStyle(el);
    return style.position === 'fixed' && el.checkVisibility({opacityProperty: true, visibilityProperty: true});
  });
  const targets = [
    ...document.querySelectorAll(
      'a[href], button, input, textarea, select, summary, [tabindex="0"], .markdown p, .markdown li, .markdown td, .markdown pre',
    ),
  ];
  for (const cover of fixed) {
    const c = cover.getBoundingClientRect();
    if (c.width === 0 || c.height === 0) continue;
    for (const target of targets) {
      if (cover.contains(target) || target.contains(cover)) continue;
      const t = target.getBoundingClientRect();
      if (t.width === 0 || t.bottom < 0 || t.top > window.innerHeight) continue;
      const overlaps = c.left < t.right - 1 && c.right > t.left + 1 && c.top < t.bottom - 1 && c.bottom > t.top + 1;
      if (!overlaps) continue;
      // Covered only if the cover is what is drawn there (not something drawn above it).
      const x = Math.max(c.left, t.left) + 1;
      const y = Math.max(c.top, t.top) + 1;
      const top = document.elementFromPoint(x, y);
      if (top && cover.contains(top)) {
        problems.push(
          `${cover.className || cover.tagName} covers ${target.tagName.toLowerCase()} "${(target.textContent ?? '').trim().slice(0, 30)}"`,
        );
      }
    }
  }
  return [...new Set(problems)].slice(0, 10);
}

/**
 * In either colour mode, a table that scrolls sideways says so where the eye is: the cue on its
 * edge (the shadow's colour where it starts, as drawn) stands out from the ground by 3:1, the
 * contrast WCAG 1.4.11 asks of what shows a component's state, and its sticky first column hides
 * the cells that scroll under it (an opaque background).
 */
function scrollRegionColourProblems(): string[] {
  const problems: string[] = [];
  const rgba = (colour: string) => {
    const [r, g, b, a = 1] = (/rgba?\(([^)]+)\)/.exec(colour)?.[1] ?? '0,0,0,0')
      .split(/[\s,/]+/)
      .filter(Boolean)
      .map((v) => (v.endsWith('%') ? Number(v.slice(0, -1)) / 100 : Number(v)));
    return {r, g, b, a};
  };
  const luminance = ({r, g, b}: {r: number; g: number; b: number}) => {
    const [R, G, B] = [r, g, b].map((v) => {
      const c = v / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * R + 0.7152 * G + 0.0722 * B;
  };
  const groundOf = (el: Element) => {
    for (let node: Element | null = el; node; node = node.parentElement) {
      const colour = rgba(getComputedStyle(node).backgroundColor);
      if (colour.a > 0.5) return colour;
    }
    return {r: 255, g: 255, b: 255, a: 1};
  };
  for (const region of document.querySelectorAll('.markdown .scroll-region[data-overflows]')) {
    const ground = groundOf(region);
    // The cue on the right edge as drawn: the first colour of its gradient, over the ground.
    const gradient = getComputedStyle(region, '::after').backgroundImage;
    const cue = rgba(/rgba?\([^)]+\)/.exec(gradient)?.[0] ?? 'transparent');
    const edge = {
      r: cue.r * cue.a + ground.r * (1 - cue.a),
      g: cue.g * cue.a + ground.g * (1 - cue.a),
      b: cue.b * cue.a + ground.b * (1 - cue.a),
    };
    const [l1, l2] = [luminance(edge), luminance(ground)].sort((a, b) => b - a);
    const contrast = (l1 + 0.05) / (l2 + 0.05);
    const name = region.querySelector('[role="region"]')?.getAttribute('aria-label') ?? 'a scroll region';
    if (contrast < 3) problems.push(`${name}: the scroll cue ${gradient} has ${contrast.toFixed(2)}:1 on its ground`);
    const seeThrough = [...region.querySelectorAll('tr > :first-child')].filter(
      (cell) => rgba(getComputedStyle(cell).backgroundColor).a < 1,
    );
    if (seeThrough.length > 0) problems.push(`${name}: ${seeThrough.length} first-column cells are see-through`);
  }
  return problems;
}

/**
 * A check made on some of the visits of the shared page set (below), so that the pages it needs
 * are loaded once for all of them. It returns the problems it found, and how many things it
 * checked (so that a test can tell "nothing wrong" from "nothing found").
 */
type Probe = {
  name: string;
  widths: number[];
  paths: string[];
  run: (page: Page, path: string) => Promise<{problems: string[]; checked: number}>;
};

const PROBES: Probe[] = [
  {
    // The configuration reference and the "Values to copy" table of the SAML guide.
    name: 'desktop tables',
    widths: [LAPTOP.width, WIDE.width],
    paths: ['/using-unleash/deploy/configuring-unleash', '/how-to/how-to-add-sso-saml'],
    run: async (page) => {
      const tables = await page.evaluate(() =>
        [...document.querySelectorAll('.markdown table')].map((t) => ({
          wide: t.scrollWidth > t.parentElement!.clientWidth + 1,
          // The last column (the description) is on screen, not cut off at the column's edge.
          lastColumnShown: [...t.querySelectorAll('tr > :last-child')].every(
            (cell) => cell.getBoundingClientRect().right <= t.parentElement!.getBoundingClientRect().right + 1,
          ),
        })),
      );
      const cut = tables.filter((t) => t.wide || !t.lastColumnShown).length;
      return {problems: cut ? [`${cut} tables wider than the column`] : [], checked: tables.length};
    },
  },
  {
    name: 'images',
    widths: [PHONE.width, LAPTOP.width],
    paths: ['/reference/segments', '/quickstart', '/how-to/how-to-create-api-tokens', '/how-to/how-to-add-sso-saml'],
    run: async (page) => {
      // Images are made zoomable when the browser is idle after hydration.
      await page.waitForFunction(
        () =>
          [...document.querySelectorAll('.markdown img:not(.diagram__image)')].every(
            (img) => img.hasAttribute('data-zoomable') || img.closest('a'),
          ),
        undefined,
        {timeout: 10000},
      );
      const found = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLImageElement>('.markdown img')]
          .filter((img) => img.checkVisibility())
          .map((img) => {
            const box = img.getBoundingClientRect();
            const column = img.closest('.markdown')!.getBoundingClientRect();
            const width = Number(img.getAttribute('width'));
            const height = Number(img.getAttribute('height'));
            const diagram = img.classList.contains('diagram__image');
            return {
              name: img.getAttribute('src')?.split('/').pop(),
              alt: (img.getAttribute('alt') ?? '').trim(),
              width,
              height,
              // Diagrams scroll in their own region on a phone; screenshots shrink to the column.
              fits: diagram || box.right <= column.right + 1,
              distortion: width && height ? Math.abs(box.width / box.height - width / height) : 1,
              canZoom:
                diagram ||
                (img.getAttribute('tabindex') === '0' &&
                  img.getAttribute('role') === 'button' &&
                  /zoom|enlarge|full size/i.test(img.getAttribute('aria-label') ?? '')),
            };
          }),
      );
      const problems: string[] = [];
      let screenshots = 0;
      for (const image of found) {
        if (image.alt.length < 10) problems.push(`${image.name}: no description ("${image.alt}")`);
        if (!(image.width > 0 && image.height > 0)) problems.push(`${image.name}: no width and height`);
        if (!image.fits) problems.push(`${image.name}: wider than the column`);
        if (image.distortion > 0.02) problems.push(`${image.name}: distorted`);
        if (!image.canZoom) problems.push(`${image.name}: cannot be zoomed by keyboard`);
        if (!/diagram|\.svg$/.test(image.name ?? '')) screenshots++;
      }
      return {problems, checked: screenshots};
    },
  },
  {
    name: 'shell code',
    widths: [LAPTOP.width],
    paths: ['/quickstart', '/using-unleash/deploy/configuring-unleash', '/reference/unleash-edge'],
    run: async (page) => {
      const blocks = await page.evaluate(() =>
        [...document.querySelectorAll('.theme-code-block:is(.language-bash, .language-sh, .language-shell) pre')]
          .filter((pre) => pre.checkVisibility())
          .map((pre) => ({clipped: pre.scrollWidth > pre.clientWidth + 1, text: pre.textContent?.slice(0, 40)})),
      );
      return {problems: blocks.filter((b) => b.clipped).map((b) => `clipped: ${b.text}`), checked: blocks.length};
    },
  },
  {
    name: 'phone header',
    widths: [PHONE.width],
    paths: ['/reference/sdks/python'],
    run: async (page) => {
      const facts = await page.evaluate(() => {
        const title = document.querySelector('article h1')?.getBoundingClientRect();
        const search = document.querySelector('.DocSearch-Button')?.getBoundingClientRect();
        const stars = [...document.querySelectorAll('.navbar a')].find((a) =>
          /stars/.test(a.getAttribute('aria-label') ?? ''),
        );
        const box = stars?.getBoundingClientRect();
        const overlap =
          !search || !box || box.width === 0 || !stars!.checkVisibility()
            ? 0
            : Math.max(0, Math.min(search.right, box.right) - Math.max(search.left, box.left));
        return {titleTop: title?.top, overlap};
      });
      const problems: string[] = [];
      if (facts.titleTop === undefined || facts.titleTop >= 230) problems.push(`title at ${facts.titleTop}`);
      if (facts.overlap > 0) problems.push(`the search button overlaps the star count by ${facts.overlap} px`);
      return {problems, checked: 1};
    },
  },
  {
    name: 'home cards and use cases',
    widths: [LAPTOP.width],
    paths: ['/', '/use-cases'],
    run: async (page, path) => {
      if (path === '/use-cases') {
        const killSwitches = await page.locator('h2#kill-switches').count();
        return {problems: killSwitches === 1 ? [] : ['no kill switches use case'], checked: 1};
      }
      const tops = await page
        .locator('article ul li:has(h3)')
        .evaluateAll((cards) => cards.map((c) => Math.round(c.getBoundingClientRect().top)));
      const perRow = [
        ...tops.reduce((rows, top) => rows.set(top, (rows.get(top) ?? 0) + 1), new Map<number, number>()).values(),
      ];
      const alone = perRow.length === 0 || perRow.some((count) => count < 2);
      return {problems: alone ? [`home cards per row: ${perRow.join(', ')}`] : [], checked: tops.length};
    },
  },
];

/**
 * One visit per sample page, width and colour mode, shared by the layout checks and the probes
 * above: the pages are loaded once (the three widths in parallel) instead of once per test.
 */
const visitResults = {layout: [] as string[], probes: new Map<string, {problems: string[]; checked: number}>()};

describe('one visit per page, width and colour mode', () => {
  before(async () => {
    const started = Date.now();
    for (const probe of PROBES) visitResults.probes.set(probe.name, {problems: [], checked: 0});
    const visits = [
      ...LAYOUT_SAMPLES.map((path) => ({path, dark: false})),
      ...DARK_SAMPLES.map((path) => ({path, dark: true})),
    ];
    await Promise.all(
      WIDTHS.map(async (viewport) => {
        const context = await contextAt(viewport);
        const page = await context.newPage();
        for (const {path, dark} of visits) {
          await page.emulateMedia({colorScheme: dark ? 'dark' : 'light'});
          await open(page, path);
          const where = `${viewport.width}${dark ? ' dark' : ''} ${path}`;
          const problems = visitResults.layout;
          if ((await page.evaluate(() => document.documentElement.dataset.theme)) !== (dark ? 'dark' : 'light'))
            problems.push(`${where}: not in ${dark ? 'dark' : 'light'} mode`);
          // Scroll regions measure themselves after hydration.
          await page.waitForTimeout(150);
          for (const probe of PROBES) {
            if (dark || !probe.widths.includes(viewport.width) || !probe.paths.includes(path)) continue;
            const result = visitResults.probes.get(probe.name)!;
            try {
              const found = await probe.run(page, path);
              result.problems.push(...found.problems.map((problem) => `${where}: ${problem}`));
              result.checked += found.checked;
            } catch (error) {
              result.problems.push(`${where}: ${(error as Error).message.split('\n')[0]}`);
            }
          }
          for (const problem of await page.evaluate(overflowingElements)) problems.push(`${where}: ${problem}`);
          for (const problem of await page.evaluate(scrollRegionColourProblems)) problems.push(`${where}: ${problem}`);
          // Down the page, then back up a little, which brings the navbar (and anything fixed) back.
          for (const fraction of [0.5, 0.9, 0.6]) {
            await page.evaluate((f) => window.scrollTo(0, document.documentElement.scrollHeight * f), fraction);
            await page.waitForTimeout(250);
            for (const problem of await page.evaluate(fixedElementsOverContent)) {
              problems.push(`${where} at ${fraction * 100}%: ${problem}`);
            }
          }
        }
        await context.close();
      }),
    );
    console.log(
      `shared visits: ${LAYOUT_SAMPLES.length} pages light + ${DARK_SAMPLES.length} dark × ${WIDTHS.length} widths in ${(Date.now() - started) / 1000} s`,
    );
  });

  it('keeps every element of a sample page per family within its column, unless it scrolls in a region that says so, with nothing fixed over text or controls, in light and dark mode (390, 1366, 1920 px)', () => {
    assert.deepEqual(visitResults.layout, []);
  });

  it('fits the wide tables of the configuration reference and the SAML guide to the column at 1366 and 1920 px', () => {
    const result = visitResults.probes.get('desktop tables')!;
    assert.deepEqual(result.problems, []);
    assert.ok(result.checked >= 8, `tables checked: ${result.checked}`);
  });

  it('gives every image of the content a description and its dimensions, fits it to the column without distortion, and lets screenshots zoom by keyboard', () => {
    const result = visitResults.probes.get('images')!;
    assert.deepEqual(result.problems, []);
    assert.ok(result.checked >= 8, `screenshots checked: ${result.checked}`);
  });

  it('wraps long shell commands on a desktop instead of clipping them', () => {
    const result = visitResults.probes.get('shell code')!;
    assert.deepEqual(result.problems, []);
    assert.ok(result.checked >= 3, `shell blocks checked: ${result.checked}`);
  });

  it('starts the title within 230 px on a phone and keeps the search button clear of the star count', () => {
    const result = visitResults.probes.get('phone header')!;
    assert.deepEqual(result.problems, []);
    assert.equal(result.checked, 1);
  });

  it('lays the four home cards out two by two, and the use cases include kill switches', () => {
    const result = visitResults.probes.get('home cards and use cases')!;
    assert.deepEqual(result.problems, []);
    assert.ok(result.checked >= 4, `cards and sections checked: ${result.checked}`);
  });
});

describe('wide tables', () => {
  it('on a phone, scroll in a labelled region whose first column stays put (desktop: see "one visit per page")', async () => {
    const path = '/using-unleash/deploy/configuring-unleash';
    // In dark mode: the sticky column must hide the cells that scroll under it in either mode.
    const context = await contextAt(PHONE, {colorScheme: 'dark'});
    const page = await context.newPage();
    await open(page, path);
    assert.equal(await page.evaluate(() => document.documentElement.dataset.theme), 'dark');
    const region = page.locator('.markdown [role="region"][aria-label^="Table"]').first();
    await region.waitFor();
    assert.match((await region.getAttribute('aria-label')) ?? '', /^Table: .+ \(scrolls sideways\)$/);
    assert.equal(await region.getAttribute('tabindex'), '0');
    const firstCell = region.locator('tbody tr td').first();
    const before = await firstCell.boundingBox();
    await region.focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.waitForFunction((el) => el.scrollLeft > 0, await region.elementHandle());
    const afterScroll = await firstCell.boundingBox();
    // Within a pixel: the collapsed border is drawn on either side of the sticky edge.
    assert.ok(
      Math.abs(afterScroll!.x - before!.x) <= 1.5,
      `the first column stays put: ${before!.x} → ${afterScroll!.x}`,
    );
    const drawn = await firstCell.evaluate((cell) => {
      const box = cell.getBoundingClientRect();
      const background = getComputedStyle(cell).backgroundColor;
      const alpha = /rgba?\(([^)]+)\)/.exec(background)?.[1].split(',')[3];
      return {
        onTop: [0.2, 0.5, 0.8].every((f) =>
          cell.contains(document.elementFromPoint(box.left + box.width * f, box.top + box.height / 2)),
        ),
        opaque: background !== 'transparent' && (alpha === undefined || Number(alpha) === 1),
        background,
      };
    });
    assert.ok(drawn.onTop && drawn.opaque, `the first column hides what scrolls under it: ${JSON.stringify(drawn)}`);
    await context.close();
  });

  it('keeps the header row of the plans table in view while its rows scroll by', async () => {
    for (const viewport of [PHONE, LAPTOP]) {
      const context = await contextAt(viewport);
      const page = await context.newPage();
      await open(page, '/availability');
      const table = page.locator('.markdown table').first();
      await page.waitForTimeout(200);
      // Scroll the page (or, on a phone, the table's own box) to the middle of the rows.
      await table.evaluate((t) => {
        const row = t.querySelectorAll('tbody tr')[12];
        row.scrollIntoView({block: 'center'});
      });
      await page.waitForTimeout(300);
      const visible = await table.evaluate((t) => {
        const header = t.querySelector('thead th')!.getBoundingClientRect();
        const topmost = document.elementFromPoint(header.left + 5, header.top + header.height / 2);
        return {
          top: header.top,
          inView: header.top >= 0 && header.bottom <= window.innerHeight,
          drawn: t.querySelector('thead')!.contains(topmost),
        };
      });
      assert.ok(visible.inView && visible.drawn, `${viewport.width}: header row ${JSON.stringify(visible)}`);
      await context.close();
    }
  });
  it('keeps the header row of a long table below the navbar and the phone\'s "On this page" bar, scrolling down and back up (390 and 1366 px)', async () => {
    for (const viewport of [PHONE, LAPTOP]) {
      const context = await contextAt(viewport);
      const page = await context.newPage();
      await open(page, '/reference/events');
      // The table of event types (18 rows, two columns): it fits the column at both widths, so
      // its header row sticks to the window while the page scrolls.
      const region = page.locator('.markdown .scroll-region').filter({has: page.locator('tbody tr:nth-child(16)')});
      await region.first().waitFor();
      const table = region.first().locator('table');
      assert.equal(await region.first().getAttribute('data-overflows'), null, `${viewport.width}: the table fits`);
      const header = table.locator('thead th').first();
      const places: Record<string, Awaited<ReturnType<typeof placeBelowBars>>> = {};
      // A reader scrolls down into the rows (the navbar hides), then a little back up (it returns).
      await table.evaluate((t) => window.scrollTo(0, t.getBoundingClientRect().top + window.scrollY - 150));
      await page.waitForTimeout(150);
      await page.mouse.move(viewport.width / 2, viewport.height / 2);
      for (const [step, delta] of [
        ['down', 400],
        ['back up', -120],
      ] as const) {
        await page.mouse.wheel(0, delta);
        await page.waitForTimeout(400);
        places[step] = await placeBelowBars(header);
        const tableTop = await table.evaluate((t) => t.getBoundingClientRect().top);
        assert.ok(tableTop < places[step].cover, `${viewport.width}, ${step}: the table reaches under the bars`);
        assert.ok(clearOfBars(places[step]), `${viewport.width}, ${step}: header row ${JSON.stringify(places[step])}`);
      }
      // Both states were seen: the bars end lower once the navbar is back.
      assert.ok(places['back up'].cover > places.down.cover, `${viewport.width}: ${JSON.stringify(places)}`);
      await context.close();
    }
  });
});

describe('navigation', () => {
  it('leads the logo to the docs home, keeps the marketing site in the Product menu, and links the API sidebar back', async () => {
    const context = await contextAt(LAPTOP);
    const page = await context.newPage();
    await open(page, '/reference/api/unleash/create-feature');
    assert.equal(await page.locator('a.navbar__brand').getAttribute('href'), '/');
    assert.equal(await page.locator('.navbar .dropdown__menu a[href="https://www.getunleash.io"]').count(), 1);
    const back = page.locator('aside.theme-doc-sidebar-container a.menu__link[href="/"]', {hasText: 'documentation'});
    assert.equal(await back.count(), 1, 'the API sidebar links to the documentation');
    await back.click();
    await page.waitForURL((url) => url.pathname === '/');
    await context.close();
  });

  it('gives /availability a sidebar entry and breadcrumbs', async () => {
    const context = await contextAt(LAPTOP);
    const page = await context.newPage();
    await open(page, '/availability');
    assert.equal(
      await page.locator('aside.theme-doc-sidebar-container a.menu__link--active[href="/availability"]').count(),
      1,
    );
    assert.ok((await page.locator('nav.theme-doc-breadcrumbs').count()) > 0);
    await context.close();
  });

  it('expands a category with a page of its own in the phone drawer, keeping the drawer open', async () => {
    const context = await contextAt(PHONE);
    const page = await context.newPage();
    await open(page, '/quickstart');
    await page.getByRole('button', {name: /toggle navigation bar/i}).click();
    await page.locator('.navbar-sidebar').waitFor({state: 'visible'});
    const reference = page.locator('.navbar-sidebar .menu__link', {hasText: /^Reference$/}).first();
    await reference.click();
    await page.waitForURL((url) => url.pathname === '/reference');
    await page.waitForTimeout(400);
    assert.equal(await page.locator('.navbar-sidebar--show').count(), 1, 'the drawer stays open');
    const child = page.locator('.navbar-sidebar .menu__link', {hasText: 'Feature management'}).first();
    assert.ok(await child.isVisible(), "the category's children show");
    await context.close();
  });
});

describe('keyboard', () => {
  /**
   * Tabs through the page and returns the stops that are hidden, covered or show no focus ring,
   * or whose ring does not stand out from what is behind it (3:1, WCAG 1.4.11; dark mode too).
   */
  async function invisibleTabStops(page: Page, stops: number): Promise<string[]> {
    const problems: string[] = [];
    for (let index = 0; index < stops; index++) {
      await page.keyboard.press('Tab');
      await page.waitForTimeout(30);
      const problem = await page.evaluate(() => {
        const el = document.activeElement as HTMLElement | null;
        if (!el || el === document.body) return null;
        const name = `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}"`;
        const box = el.getBoundingClientRect();
        if (box.width === 0 && box.height === 0) return `${name} has no box`;
        if (box.bottom <= 0 || box.top >= window.innerHeight)
          return `${name} is off screen (top ${Math.round(box.top)})`;
        // A link that wraps has one box per line: its middle may be another link's text.
        const line = el.getClientRects()[0] ?? box;
        const x = Math.min(Math.max(line.left + line.width / 2, 1), window.innerWidth - 1);
        const y = Math.min(Math.max(line.top + Math.min(line.height / 2, 10), 1), window.innerHeight - 1);
        const top = document.elementFromPoint(x, y);
        if (top && !el.contains(top) && !top.contains(el))
          return `${name} is covered by ${top.tagName.toLowerCase()}.${String(top.className).split(' ')[0]}`;
        const style = getComputedStyle(el);
        const ring = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
        if (!ring && style.boxShadow === 'none') return `${name} shows no focus ring`;
        // Chromium draws an "auto" outline in two tones (dark and light), visible on any ground;
        // a solid outline has one colour, which must stand out from the ground around the element.
        if (!ring || style.outlineStyle === 'auto') return null;
        const rgb = (colour: string) => {
          const [r, g, b, a = 1] = (/rgba?\(([^)]+)\)/.exec(colour)?.[1] ?? '0,0,0,0')
            .split(/[\s,/]+/)
            .filter(Boolean)
            .map(Number);
          return {r, g, b, a};
        };
        let ground = {r: 255, g: 255, b: 255, a: 1};
        // The outline is drawn outside the element (offset >= 0): the ground is its parent's.
        const start = parseFloat(style.outlineOffset) >= 0 ? el.parentElement : el;
        for (let node: Element | null = start; node; node = node.parentElement) {
          const colour = rgb(getComputedStyle(node).backgroundColor);
          if (colour.a > 0.5) {
            ground = colour;
            break;
          }
        }
        const luminance = ({r, g, b}: {r: number; g: number; b: number}) => {
          const [R, G, B] = [r, g, b].map((v) => {
            const c = v / 255;
            return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
          });
          return 0.2126 * R + 0.7152 * G + 0.0722 * B;
        };
        const [l1, l2] = [luminance(rgb(style.outlineColor)), luminance(ground)].sort((a, b) => b - a);
        const contrast = (l1 + 0.05) / (l2 + 0.05);
        if (contrast < 3)
          return `${name}: its focus ring ${style.outlineColor} has ${contrast.toFixed(2)}:1 on ${JSON.stringify(ground)}`;
        return null;
      });
      if (problem) problems.push(`stop ${index + 1}: ${problem}`);
    }
    return problems;
  }

  /**
   * One page of each kind at each width: the first from the top of the page (skip link, navbar,
   * sidebar, article), the others from the skip link into the article, in dark mode (colours of
   * focus rings differ there), to keep the cost at about one page of Tab stops per width.
   */
  const TAB_PAGES = [
    {path: '/reference/segments', fromTop: true, dark: false},
    {path: '/how-to/how-to-add-sso-saml', fromTop: false, dark: true},
    {path: '/reference/api/unleash/create-feature', fromTop: false, dark: true},
    {path: '/feature-flag-tutorials/react', fromTop: false, dark: false},
  ];

  it('shows every Tab stop of a doc page, in view and with a focus ring, at 390, 1366 and 1920 px and in dark mode', async () => {
    const started = Date.now();
    const problems: string[] = [];
    let stopsChecked = 0;
    for (const viewport of WIDTHS) {
      const context = await contextAt(viewport);
      const page = await context.newPage();
      for (const {path, fromTop, dark} of TAB_PAGES) {
        await page.emulateMedia({colorScheme: dark ? 'dark' : 'light'});
        await open(page, path);
        assert.equal(await page.evaluate(() => document.documentElement.dataset.theme), dark ? 'dark' : 'light');
        // The ASK AI button and images become focusable when the browser is idle after hydration.
        await page.waitForTimeout(fromTop ? 1500 : 800);
        if (!fromTop) {
          await page.keyboard.press('Tab');
          assert.match(await page.evaluate(() => document.activeElement?.textContent ?? ''), /skip to main content/i);
          await page.keyboard.press('Enter');
        }
        const stops = fromTop ? (viewport === PHONE ? 60 : 110) : 30;
        stopsChecked += stops;
        for (const problem of await invisibleTabStops(page, stops)) {
          problems.push(`${viewport.width}${dark ? ' dark' : ''} ${path} ${problem}`);
        }
      }
      await context.close();
    }
    console.log(
      `Tab stops: ${stopsChecked} over ${TAB_PAGES.length} pages × ${WIDTHS.length} widths in ${(Date.now() - started) / 1000} s`,
    );
    assert.deepEqual(problems, []);
  });

  it('traps Tab in the ASK AI dialog and gives focus back to its button on Escape', async () => {
    const context = await contextAt(LAPTOP);
    const page = await context.newPage();
    await open(page, '/quickstart');
    const button = page.getByRole('button', {name: 'ASK AI'});
    assert.equal(await button.evaluate((b) => getComputedStyle(b).position), 'static', 'the button is in the flow');
    assert.equal(await button.evaluate((b) => b.closest('nav.navbar') !== null), true, 'in the navbar');
    await button.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', {name: 'Ask the Unleash docs'});
    await dialog.waitFor();
    for (let index = 0; index < 8; index++) {
      await page.keyboard.press(index % 3 === 2 ? 'Shift+Tab' : 'Tab');
      assert.ok(await dialog.evaluate((d) => d.contains(document.activeElement)), `Tab ${index + 1} left the dialog`);
    }
    await page.keyboard.press('Escape');
    await dialog.waitFor({state: 'detached'});
    assert.ok(await button.evaluate((b) => b === document.activeElement), 'focus is back on ASK AI');
    await context.close();
  });

  it('puts ASK AI in the flow of a phone page and in the drawer, never over it', async () => {
    const context = await contextAt(PHONE);
    const page = await context.newPage();
    await open(page, '/reference/sdks/python');
    const button = page.getByRole('button', {name: 'ASK AI'});
    assert.equal(await button.count(), 1);
    assert.equal(await button.evaluate((b) => b.closest('article') !== null), true, 'in the article header');
    await page.getByRole('button', {name: /toggle navigation bar/i}).click();
    await page.getByRole('button', {name: /back to main menu/i}).click();
    const inDrawer = page.locator('.navbar-sidebar').getByRole('button', {name: 'ASK AI'});
    await inDrawer.click();
    await page.getByRole('dialog', {name: 'Ask the Unleash docs'}).waitFor();
    await context.close();
  });
});

describe('table of contents', () => {
  it('keeps the current entry in view while a long page scrolls, and tells repeated headings apart', async () => {
    const context = await contextAt(LAPTOP);
    const page = await context.newPage();
    await open(page, '/unleash-academy/advanced-for-devs');
    const entries = await page.locator('.theme-doc-toc-desktop a').allInnerTexts();
    assert.equal(new Set(entries).size, entries.length, `repeated entries: ${entries.join(' | ')}`);
    assert.ok(entries.some((text) => /Self-check · Lesson 3/.test(text)));
    const hidden: string[] = [];
    for (let step = 1; step <= 19; step++) {
      await page.evaluate(
        (f) => window.scrollTo(0, (document.documentElement.scrollHeight - innerHeight) * f),
        step / 20,
      );
      await page.waitForTimeout(250);
      const state = await page.evaluate(() => {
        const list = document.querySelector('.theme-doc-toc-desktop')!.getBoundingClientRect();
        const active = document.querySelector('.theme-doc-toc-desktop .table-of-contents__link--active');
        if (!active) return null;
        const box = active.getBoundingClientRect();
        return {inView: box.top >= list.top - 1 && box.bottom <= list.bottom + 1, text: active.textContent};
      });
      if (state && !state.inView) hidden.push(`${step * 5}%: ${state.text}`);
    }
    assert.deepEqual(hidden, []);
    await context.close();
  });

  it('offers "On this page" where a phone reader is, and closes it when an entry is chosen', async () => {
    const context = await contextAt(PHONE);
    const page = await context.newPage();
    await open(page, '/using-unleash/deploy/configuring-unleash');
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight * 0.7));
    await page.waitForTimeout(300);
    const bar = page.locator('.theme-doc-toc-mobile');
    const box = await bar.boundingBox();
    assert.ok(box && box.y >= 0 && box.y < 120, `the bar is at the top of the screen: ${JSON.stringify(box)}`);
    assert.match(await bar.locator('button').first().innerText(), /^On this page\s+\S/, 'it names the current section');
    await bar.getByRole('button', {name: 'On this page'}).click();
    const link = bar.locator('a[href="#database"]');
    await link.waitFor({state: 'visible'});
    await link.click();
    await page.waitForURL(/#database$/);
    await page.waitForFunction(
      () => document.querySelector('.theme-doc-toc-mobile button')?.getAttribute('aria-expanded') === 'false',
    );
    // The section just reached sits right below the bar, and the bar names it.
    await page.waitForFunction(
      () => document.querySelector('.theme-doc-toc-mobile button')?.textContent?.endsWith('Database'),
      undefined,
      {timeout: 5000},
    );
    await context.close();
  });
  it('stops a heading reached by a link below the navbar and the phone\'s "On this page" bar, jumping down and up (390 and 1366 px)', async () => {
    const path = '/using-unleash/deploy/configuring-unleash';
    for (const viewport of [PHONE, LAPTOP]) {
      const context = await contextAt(viewport);
      const page = await context.newPage();
      const toc = viewport === PHONE ? '.theme-doc-toc-mobile' : '.theme-doc-toc-desktop';
      await open(page, path);
      // The sections of the page (the phone's list of entries is rendered when it first opens).
      const ids = await page.locator('article .markdown h2[id]').evaluateAll((headings) => headings.map((h) => h.id));
      assert.ok(ids.length >= 10, `${viewport.width}: a long page (${ids.length} sections)`);
      const [early, middle, late] = [0.2, 0.5, 0.85].map((f) => ids[Math.floor(ids.length * f)]);
      const follow = async (id: string, how: string) => {
        if (how === 'table of contents') {
          if (viewport === PHONE) {
            // Bringing the bar into view scrolls up, which brings the navbar back and slides the bar
            // down below it (a short transition): a tap in mid-slide lands on whatever the bar left.
            const button = page.locator(toc).getByRole('button', {name: 'On this page'});
            await button.scrollIntoViewIfNeeded();
            await page.locator(toc).evaluate(async (bar) => {
              await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
              const navbar = document.querySelector('.navbar');
              const moving = [...bar.getAnimations(), ...(navbar?.getAnimations() ?? [])];
              await Promise.all(moving.map((animation) => animation.finished));
            });
            await button.click();
            assert.equal(await button.getAttribute('aria-expanded'), 'true', `${viewport.width}: "On this page" opens`);
          }
          await page.locator(`${toc} a[href="#${id}"]`).click();
        } else {
          // An in-page link written in the text, followed like any #anchor URL.
          await page.evaluate((hash) => (window.location.hash = hash), id);
        }
        await page.waitForURL(new RegExp(`#${id}$`));
        await page.waitForTimeout(400);
        const place = await placeBelowBars(page.locator(`[id="${id}"]`));
        return {place, ok: clearOfBars(place)};
      };
      const jumps: [string, string][] = [
        [late, 'table of contents'],
        [early, 'table of contents'],
        [late, '#anchor'],
        [middle, '#anchor'],
      ];
      for (const [id, how] of jumps) {
        const {place, ok} = await follow(id, how);
        assert.ok(ok, `${viewport.width}: #${id} by ${how}: ${JSON.stringify(place)}`);
      }
      // An #anchor URL opened from elsewhere lands the same way.
      await open(page, `${path}#${late}`);
      await page.waitForTimeout(400);
      const landed = await placeBelowBars(page.locator(`[id="${late}"]`));
      assert.ok(clearOfBars(landed), `${viewport.width}: opened at #${late}: ${JSON.stringify(landed)}`);
      await context.close();
    }
  });
});

describe('images', () => {
  it('opens a screenshot by keyboard at its natural size on a phone, pans, and closes on Escape', async () => {
    const context = await contextAt(PHONE);
    const page = await context.newPage();
    await open(page, '/reference/segments');
    const image = page.locator('.markdown img[data-zoomable]').first();
    await image.waitFor({state: 'attached', timeout: 5000});
    await image.scrollIntoViewIfNeeded();
    await image.evaluate((img: HTMLImageElement) => img.decode());
    await image.focus();
    await page.keyboard.press('Enter');
    const dialog = page.locator('.image-zoom[role="dialog"]');
    await dialog.waitFor();
    const facts = await page.evaluate(() => {
      const original = document.querySelector<HTMLImageElement>('.markdown img[data-zoomable]')!;
      const zoomed = document.querySelector<HTMLImageElement>('.image-zoom__image')!;
      const frame = document.querySelector<HTMLElement>('.image-zoom__frame')!;
      return {
        natural: original.naturalWidth,
        zoomed: zoomed.getBoundingClientRect().width,
        pans: frame.scrollWidth > frame.clientWidth,
      };
    });
    assert.ok(facts.natural > PHONE.width, `the screenshot is wider than a phone: ${JSON.stringify(facts)}`);
    assert.equal(Math.round(facts.zoomed), facts.natural, 'shown at its natural size');
    assert.ok(facts.pans, 'the view pans');
    await page.keyboard.press('Escape');
    await dialog.waitFor({state: 'detached'});
    assert.ok(await image.evaluate((img) => img === document.activeElement), 'focus is back on the image');
    await context.close();
  });

  it('shows diagrams at their drawn size on a desktop, and the SAML diagram has no lifeline through a label', async () => {
    const context = await contextAt(LAPTOP);
    const page = await context.newPage();
    for (const path of ['/reference/segments', '/how-to/how-to-add-sso-saml']) {
      await open(page, path);
      const scales = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLImageElement>('.markdown img.diagram__image')]
          .filter((img) => img.checkVisibility())
          .map((img) => img.getBoundingClientRect().width / Number(img.getAttribute('width'))),
      );
      assert.ok(scales.length > 0, path);
      for (const scale of scales)
        assert.ok(scale >= 0.99, `${path}: a diagram is shown at ${Math.round(scale * 100)}%`);
    }
    const src = await page.locator('.markdown img.diagram__image--light').first().getAttribute('src');
    await page.goto(`${baseUrl()}${src}`);
    const crossings = await page.evaluate(() => {
      const lines = [...document.querySelectorAll('line.actor-line, line[class*="actor-line"]')].map((l) =>
        l.getBoundingClientRect(),
      );
      const labels = [...document.querySelectorAll('text.messageText')].map((t) => ({
        box: t.getBoundingClientRect(),
        text: t.textContent,
      }));
      return labels
        .filter(({box}) =>
          lines.some(
            (line) =>
              line.left > box.left + 1 && line.left < box.right - 1 && line.top < box.bottom && line.bottom > box.top,
          ),
        )
        .map(({text}) => text);
    });
    assert.deepEqual(crossings, []);
    await context.close();
  });
});

describe('search snippets', () => {
  it('keep the words of table cells apart in the search index the site serves (search and ASK AI read it)', async () => {
    const context = await contextAt(LAPTOP);
    const page = await context.newPage();
    await open(page, '/quickstart');
    const index = await page.evaluate(async () => (await fetch('/search-index.json')).text());
    // The header row of the token types table, one word apart (it read "TokenSecret formatScope").
    assert.match(index, /Token Secret format Scope Accepted by/);
    assert.doesNotMatch(index, /TokenSecret|formatScope|ScopeAccepted|AvailabilityPlan|SymptomCause|VariableDefault/);
    await context.close();
  });
});

describe('code and API pages', () => {
  it('opens "Try it" without moving the title and with one sample-language picker', async () => {
    const context = await contextAt(LAPTOP);
    const page = await context.newPage();
    await open(page, '/reference/api/unleash/create-feature');
    const title = page.locator('article h1');
    const before = await title.evaluate((h) => ({
      size: getComputedStyle(h).fontSize,
      // In the document, not the window: the click scrolls the button into view.
      top: h.getBoundingClientRect().top + window.scrollY,
    }));
    await page.getByRole('button', {name: 'Try it'}).click();
    await page.locator('#openapi-panel-styles').waitFor({state: 'attached', timeout: 20000});
    await page.getByRole('button', {name: /send api request/i}).waitFor({timeout: 20000});
    const afterOpen = await title.evaluate((h) => ({
      size: getComputedStyle(h).fontSize,
      // In the document, not the window: the click scrolls the button into view.
      top: h.getBoundingClientRect().top + window.scrollY,
    }));
    assert.deepEqual(afterOpen, before);
    const pickers = await page
      .locator('[role="tablist"]', {has: page.locator('[role="tab"]', {hasText: /curl/i})})
      .count();
    assert.equal(pickers, 1, 'one sample-language picker');
    assert.equal(await page.locator('[role="tab"]', {hasText: /^C#$/}).count(), 0);
    await context.close();
  });
});
