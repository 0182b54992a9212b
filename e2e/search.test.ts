/**
 * Local search (issue 5) in Chromium: the DocSearch modal's texts in each state, the shortcuts,
 * recent and favourite searches, the 64-character limit, the /search page and hostile input.
 */
import assert from 'node:assert/strict';
import {after, before, describe, it} from 'node:test';
import type {Browser, Page} from 'playwright-core';
import {baseUrl, launchBrowser, newContext, open} from './support/browser';

let browser: Browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

async function freshPage(): Promise<Page> {
  const context = await newContext(browser);
  // Nothing may leave the site: any request to another host fails the test.
  const external: string[] = [];
  context.on('request', (r) => {
    if (!r.url().startsWith(baseUrl()) && !r.url().startsWith('data:')) external.push(r.url());
  });
  const page = await context.newPage();
  page.on('close', () => assert.deepEqual(external, [], 'requests to other hosts'));
  return page;
}

const modal = (page: Page) => page.locator('.DocSearch-Modal');
const input = (page: Page) => page.locator('.DocSearch-Input');

async function search(page: Page, query: string) {
  await input(page).fill(query);
  await page.locator('.DocSearch-Hits, .DocSearch-NoResults').first().waitFor();
}

describe('search modal', () => {
  it('loads no search code or index before a reader starts to search', async () => {
    const page = await freshPage();
    const loaded: string[] = [];
    page.on('request', (r) => loaded.push(r.url()));
    await open(page, '/quickstart');
    await page.waitForLoadState('networkidle');
    assert.equal(loaded.filter((u) => /search-(index|titles)\.json/.test(u)).length, 0);
    await page.close();
  });

  it('answers first from the titles index, then loads the full index and refreshes the open list', async () => {
    const page = await freshPage();
    const order: string[] = [];
    page.on('request', (r) => {
      const file = /(search-(?:index|titles)\.json)/.exec(r.url())?.[1];
      if (file) order.push(file);
    });
    await open(page, '/');
    await page.keyboard.press('Control+k');
    // A word that only the text of a few sections uses: no title, heading or keyword has it.
    const full = page.waitForResponse(/search-index\.json/);
    await input(page).fill('normalised');
    await full;
    assert.deepEqual(order, ['search-titles.json', 'search-index.json']);
    // The typed query is asked again once the full index is in: its sections now show.
    await page.locator('.DocSearch-Hit').first().waitFor();
    assert.match(await page.locator('.DocSearch-Hits').first().innerText(), /Stickiness/);
    await page.close();
  });

  it('opens with Ctrl+K, "/" and a typed key (as the first character), but not with Ctrl+F; Escape closes', async () => {
    const page = await freshPage();
    await open(page, '/quickstart');
    await page.keyboard.press('Control+k');
    await modal(page).waitFor();
    assert.equal(await input(page).getAttribute('placeholder'), 'Search docs');
    await page.keyboard.press('Escape');
    await modal(page).waitFor({state: 'detached'});
    await page.keyboard.press('/');
    await modal(page).waitFor();
    await page.keyboard.press('Escape');
    await modal(page).waitFor({state: 'detached'});
    await page.keyboard.press('Control+f');
    await page.waitForTimeout(300);
    assert.equal(await modal(page).count(), 0);
    await page.keyboard.press('s');
    await modal(page).waitFor();
    await page.waitForFunction(
      () => (document.querySelector<HTMLInputElement>('.DocSearch-Input')?.value ?? '') === 's',
    );
    await page.close();
  });

  it('shows the start screen, results with hierarchy and highlights, and "See all" leading to /search', async () => {
    const page = await freshPage();
    await open(page, '/');
    await page.locator('.DocSearch-Button').click();
    await modal(page).waitFor();
    await page.getByText('No recent searches').waitFor();
    const footer = await page.locator('.DocSearch-Footer').innerText();
    for (const text of ['to select', 'to navigate', 'to close', 'Search by']) assert.match(footer, new RegExp(text));
    await search(page, 'quickstart');
    assert.ok((await page.locator('.DocSearch-Hit').count()) > 0);
    assert.ok((await page.locator('.DocSearch-Hit mark').count()) > 0, 'matched words are highlighted');
    const seeAll = page.locator('.DocSearch-HitsFooter a');
    assert.match(await seeAll.innerText(), /^See all \d+ results$/);
    await seeAll.click();
    await page.waitForURL(/\/search\?q=quickstart$/);
    await page.close();
  });

  it('ranks what readers type: the page titled by the question first, guides above API operations (issue 30)', async () => {
    const page = await freshPage();
    await open(page, '/');
    await page.keyboard.press('Control+k');
    // Rank with the full index, as a reader does after the first results: load it first.
    const full = page.waitForResponse(/search-index\.json/);
    await search(page, 'segments');
    await full;
    const firstHref = async (query: string) => {
      await search(page, query);
      // Let the list settle on this query's hits (the engine answers in a few milliseconds).
      await page.waitForTimeout(300);
      return page.locator('.DocSearch-Hit a').first().getAttribute('href');
    };
    assert.match((await firstHref('what is a feature flag')) ?? '', /\/what-is-a-feature-flag/);
    assert.doesNotMatch((await firstHref('personal access token')) ?? '', /\/reference\/api\/unleash\//);
    assert.match((await firstHref('createFeature')) ?? '', /\/reference\/api\/unleash\/create-feature/);
    await page.close();
  });

  it('keeps words of different cells and blocks apart in snippets, and shows where same-named sections are (issue 32, 6)', async () => {
    const page = await freshPage();
    await open(page, '/');
    await page.keyboard.press('Control+k');
    await search(page, 'DATABASE_URL');
    const hits = await page.locator('.DocSearch-Hits').first().innerText();
    assert.doesNotMatch(hits, /AvailabilityPlan|DefaultPurpose|VariableDefault|TokenSecret/);
    await search(page, 'In the admin UI');
    const paths = await page.locator('.DocSearch-Hit-path').allInnerTexts();
    assert.ok(
      paths.some((p) => p.includes('›')),
      `an H3 result shows its page and H2: ${paths.join(' | ')}`,
    );
    await page.close();
  });

  it('shows "No results for" with suggestions and the "Let us know." link', async () => {
    const page = await freshPage();
    await open(page, '/');
    await page.keyboard.press('Control+k');
    await search(page, 'zzqxjv');
    const text = await page.locator('.DocSearch-NoResults').innerText();
    assert.match(text, /No results for/);
    assert.match(text, /Believe this query should return results\?/);
    const report = page.getByRole('link', {name: 'Let us know.'});
    assert.match((await report.getAttribute('href')) ?? '', /issues\/new\?title=.*zzqxjv/);
    await page.close();
  });

  it('shows a hostile query typed in the modal as text, in its hits and in "No results for"', async () => {
    const page = await freshPage();
    let dialogs = 0;
    page.on('dialog', (d) => {
      dialogs += 1;
      void d.dismiss();
    });
    await open(page, '/');
    await page.keyboard.press('Control+k');
    // Words that match: the hits' marked titles and snippets are built from the query's words.
    await search(page, '<img src=x onerror=alert(1)> segments');
    await page.locator('.DocSearch-Hit').first().waitFor();
    assert.equal(await modal(page).locator('img[src="x"]').count(), 0);
    // Words no page holds: the modal repeats the query in "No results for", as text.
    await search(page, '<zzqqxx qqzzxx=yyxxqq>');
    assert.match(await page.locator('.DocSearch-NoResults').innerText(), /<zzqqxx qqzzxx=yyxxqq>/);
    assert.equal(await modal(page).locator('zzqqxx').count(), 0);
    assert.equal(dialogs, 0);
    await page.close();
  });

  it('keeps recent and favourite searches across reloads', async () => {
    const page = await freshPage();
    await open(page, '/');
    await page.keyboard.press('Control+k');
    await search(page, 'segments');
    // Enter picks the highlighted hit, which DocSearch records as a recent search.
    await page.locator('.DocSearch-Hit[aria-selected="true"]').waitFor();
    await page.keyboard.press('Enter');
    await page.waitForURL(/segments/, {timeout: 15000});
    await modal(page).waitFor({state: 'detached'});
    await open(page, '/');
    await page.keyboard.press('Control+k');
    await modal(page).waitFor();
    await page.getByText('Recent', {exact: true}).waitFor();
    assert.equal(await page.getByText('No recent searches').isVisible(), false);
    await page.getByTitle('Save this search').first().click();
    await page.getByText('Favorite', {exact: true}).waitFor();
    await open(page, '/');
    await page.keyboard.press('Control+k');
    await page.getByText('Favorite', {exact: true}).waitFor();
    assert.ok((await page.getByTitle('Remove this search from favorites').count()) > 0);
    await page.close();
  });

  it('limits the query to 64 characters', async () => {
    const page = await freshPage();
    await open(page, '/');
    await page.keyboard.press('Control+k');
    await modal(page).waitFor();
    await page.waitForFunction(() => document.querySelector<HTMLInputElement>('.DocSearch-Input')?.maxLength === 64);
    await input(page).pressSequentially('x'.repeat(80));
    assert.equal((await input(page).inputValue()).length, 64);
    await page.close();
  });

  it('shows "Unable to fetch results" when the index cannot be fetched', async () => {
    const page = await freshPage();
    await page.route(/search-(index|titles)\.json/, (route) => route.abort('failed'));
    await open(page, '/');
    await page.keyboard.press('Control+k');
    await input(page).fill('flags');
    const error = page.locator('.DocSearch-ErrorScreen');
    await error.waitFor();
    assert.match(await error.innerText(), /Unable to fetch results/);
    assert.match(await error.innerText(), /You might want to check your network connection\./);
    await page.close();
  });
});

describe('search page', () => {
  it('reads q, keeps it in the URL while typing and pages through results', async () => {
    const page = await freshPage();
    const requested: string[] = [];
    page.on('request', (r) => requested.push(r.url()));
    await open(page, '/search?q=flag');
    // First from titles and headings alone, and nothing more until the reader does something.
    await page.getByText(/\d+ results for “flag” in titles and headings\./).waitFor();
    await page.waitForTimeout(1000);
    assert.equal(requested.filter((u) => u.includes('search-index.json')).length, 0);
    const input = page.getByRole('searchbox', {name: 'Search docs'});
    assert.equal(await input.inputValue(), 'flag');
    await page.getByRole('button', {name: 'Search the full text'}).click();
    await page.getByText(/^\d+ results for “flag”$/).waitFor();
    await input.fill('token');
    await page.waitForURL(/\/search\?q=token$/);
    const first = await page.locator('ol li').count();
    const more = page.getByRole('button', {name: 'Show more results'});
    if ((await more.count()) > 0) {
      await more.click();
      assert.ok((await page.locator('ol li').count()) > first);
    }
    await page.close();
  });

  it('shows a hostile query as text and never runs it', async () => {
    const page = await freshPage();
    let dialogs = 0;
    page.on('dialog', (d) => {
      dialogs += 1;
      void d.dismiss();
    });
    const hostile = '<img src=x onerror=alert(1)><script>alert(2)</script>';
    await open(page, `/search?q=${encodeURIComponent(hostile)}`);
    const status = page.locator('main [aria-live="polite"]');
    await status.waitFor();
    assert.match(await status.innerText(), /<img src=x onerror=alert\(1\)>/);
    assert.match(await page.title(), /<img src=x onerror=alert\(1\)>/);
    assert.equal(await page.locator('main img[src="x"]').count(), 0);
    assert.equal(dialogs, 0);
    await page.close();
  });
});
