/**
 * The "ASK AI" panel and the files for AI tools (issues 16 and 30): the local answer panel answers
 * with sentences quoted from the right sections, each linked to its source, says when the docs do
 * not cover a question, handles empty and hostile input as text, and every page has a Markdown twin.
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

async function ask(page: Page, question: string) {
  const box = page.getByLabel('Your question');
  await box.fill(question);
  await page.getByRole('button', {name: 'Ask', exact: true}).click();
}

describe('ASK AI', () => {
  it('is a keyboard-reachable button that opens a dialog and closes on Escape, loading nothing before', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const requests: string[] = [];
    page.on('request', (r) => requests.push(r.url()));
    await open(page, '/reference');
    assert.equal(requests.filter((u) => /search-(index|titles)\.json/.test(u)).length, 0);
    const button = page.getByRole('button', {name: 'ASK AI'});
    await button.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', {name: 'Ask the Unleash docs'});
    await dialog.waitFor();
    assert.match(await dialog.innerText(), /quote sentences of this documentation/);
    await page.keyboard.press('Escape');
    await dialog.waitFor({state: 'detached'});
    await context.close();
  });

  for (const [question, expected] of [
    ['How do I create an API token?', /api-tokens/],
    ['How does stickiness work for gradual rollouts?', /stickiness|gradual-rollout|activation-strategies/],
    ['How do I set up SAML single sign-on?', /sso/],
    ['How do I back up the database?', /database-backup/],
    ['How do I roll back a bad release without redeploying?', /feature-toggles|what-is-a-feature-flag/],
  ] as const) {
    it(`answers "${question}" with quoted sentences, each citing a section of the right pages`, async () => {
      const context = await newContext(browser);
      const page = await context.newPage();
      const twins: string[] = [];
      page.on('request', (r) => {
        if (r.url().endsWith('.md')) twins.push(r.url());
      });
      await open(page, '/');
      await page.getByRole('button', {name: 'ASK AI'}).click();
      await ask(page, question);
      const dialog = page.locator('[role="dialog"]');
      const sources = dialog.locator('ol li a');
      await sources.first().waitFor();
      const count = await sources.count();
      assert.ok(count >= 1 && count <= 4, `${count} sources`);
      const hrefs = await sources.evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
      assert.ok(
        hrefs.some((h) => expected.test(h)),
        `${question} → ${hrefs.join(', ')}`,
      );
      // Every sentence of the answer links to one of the listed sources.
      const cites = dialog.getByRole('link', {name: /^Source \d+$/});
      assert.ok((await cites.count()) >= 1, 'the answer cites its sources');
      for (const href of await cites.evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''))) {
        assert.ok(hrefs.includes(href), `${href} is not among the sources`);
      }
      assert.ok((await dialog.locator('mark').count()) > 0, 'matched words are marked');
      assert.ok(twins.length > 0, "the answer reads the pages' Markdown twins");
      await context.close();
    });
  }

  it('says plainly when the docs do not cover a question', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await open(page, '/');
    await page.getByRole('button', {name: 'ASK AI'}).click();
    await ask(page, 'How do I import a Grafana dashboard for Unleash metrics?');
    await page.getByText(/The documentation does not cover/).waitFor();
    assert.equal(await page.getByRole('link', {name: /^Source \d+$/}).count(), 0, 'no answer pretends to cover it');
    await context.close();
  });

  it('handles empty and hostile questions as text', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    let dialogs = 0;
    page.on('dialog', (d) => {
      dialogs += 1;
      void d.dismiss();
    });
    await open(page, '/');
    await page.getByRole('button', {name: 'ASK AI'}).click();
    await ask(page, '   ');
    await page.getByText('Type a question about Unleash first.').waitFor();
    await ask(page, '<zzqqxx qqzzxx=yyxxqq>');
    await page.getByText(/The documentation does not cover/).waitFor();
    assert.match(await page.locator('[role="dialog"]').innerText(), /<zzqqxx qqzzxx=yyxxqq>/);
    assert.equal(await page.locator('[role="dialog"] zzqqxx').count(), 0);
    assert.equal(await page.locator('[role="dialog"] img').count(), 0);
    assert.equal(dialogs, 0);
    await context.close();
  });
});

describe('for AI assistants and tools', () => {
  it('serves llms.txt, llms-full.txt and a Markdown twin of each page', async () => {
    const index = await (await fetch(`${baseUrl()}/llms.txt`)).text();
    assert.match(index, /^# Unleash Documentation/);
    assert.match(index, /## Reference/);
    const links = [...index.matchAll(/\]\(https?:\/\/[^/]+(\/[^)]+\.md)\)/g)].map((m) => m[1]);
    assert.ok(links.length > 100, `${links.length} pages listed`);
    for (const link of links.filter((_, i) => i % 25 === 0)) {
      const res = await fetch(`${baseUrl()}${link}`);
      assert.equal(res.status, 200, link);
      assert.match(await res.text(), /^# /);
    }
    const full = await (await fetch(`${baseUrl()}/llms-full.txt`)).text();
    assert.ok(full.length > 100000);
  });

  it('copies the page as Markdown', async () => {
    const context = await newContext(browser, {permissions: ['clipboard-read', 'clipboard-write']});
    const page = await context.newPage();
    await open(page, '/quickstart');
    await page.getByRole('button', {name: 'Copy page as Markdown'}).click();
    await page.getByRole('button', {name: 'Copied'}).waitFor();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    assert.match(copied, /^# Quickstart/);
    // MDX imports of components are not part of the Markdown (code samples may import things).
    assert.doesNotMatch(copied, /^import .* from '@(theme|site)\//m);
    await context.close();
  });
});
