/**
 * The generated API reference (issue 7): every operation of openapi/ has a built page with its
 * method and path in the static HTML, every tag is a sidebar group with a page, and in Chromium an
 * operation page and a tag page show what a reader needs, stay light, and load the request panel
 * only when asked. Every operation's Markdown twin (`<page>.md`, and its part of llms-full.txt) says
 * what the page says: method, path, authentication, parameters, request body, responses and a sample.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {after, before, describe, it} from 'node:test';
import {BUILD_DIR} from './support/runtime';
import SwaggerParser from '@apidevtools/swagger-parser';
import type {OpenAPIV3} from 'openapi-types';
import type {Browser} from 'playwright-core';
import {baseUrl, launchBrowser, newContext, open} from './support/browser';
import {measurePageWeight} from '../scripts/lib/page-weight';
import {nameToSlug} from '../plugins/openapi-pages/operations';
import {loadGeneratedApiItems} from '../sidebars/api-generated';

const API_DIR = path.join(BUILD_DIR, 'reference/api/unleash');
const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

let api: OpenAPIV3.Document;
let browser: Browser;
before(async () => {
  api = (await SwaggerParser.dereference(path.resolve(__dirname, '../openapi/unleash.yaml'))) as OpenAPIV3.Document;
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

/** "POST /api/admin/projects/{projectId}/features" of every built operation page, by file. */
function builtEndpoints(): Map<string, string> {
  const out = new Map<string, string>();
  for (const file of fs.readdirSync(API_DIR).filter((f) => f.endsWith('.html'))) {
    const html = fs.readFileSync(path.join(API_DIR, file), 'utf8');
    const m = /openapi__method-endpoint[^>]*><span[^>]*>([A-Z]+)<\/span><code[^>]*>([^<]+)<\/code>/.exec(html);
    if (m) out.set(file.replace(/\.html$/, ''), `${m[1]} ${m[2]}`);
  }
  return out;
}

describe('the generated API reference in the build', () => {
  it('has one page per operation, with method and path in the static HTML', () => {
    const documented = Object.entries(api.paths).flatMap(([p, item]) =>
      METHODS.filter((m) => item?.[m]).map((m) => `${m.toUpperCase()} ${p}`),
    );
    const built = [...builtEndpoints().values()];
    assert.ok(documented.length >= 250, `the description has ${documented.length} operations`);
    assert.deepEqual(built.slice().sort(), documented.slice().sort());
  });

  it('groups every tag in the API sidebar, with a built tag page listing its operations', () => {
    const groups = loadGeneratedApiItems() as {label: string; link?: {id: string}; items: {id: string}[]}[];
    const endpoints = builtEndpoints();
    const tags = (api.tags ?? []).map((t) => t.name);
    assert.deepEqual(
      groups.map((g) => g.label),
      tags,
    );
    for (const group of groups) {
      const tag = api.tags!.find((t) => t.name === group.label)!;
      const expected = Object.entries(api.paths)
        .flatMap(([p, item]) =>
          METHODS.filter((m) => item?.[m]?.tags?.includes(tag.name)).map((m) => `${m.toUpperCase()} ${p}`),
        )
        .sort();
      const listed = group.items.map((i) => endpoints.get(i.id.split('/').pop()!)).sort();
      assert.deepEqual(listed, expected, `operations of the ${tag.name} group`);
      const tagPage = path.join(BUILD_DIR, 'reference/api', `${group.link!.id}.html`);
      assert.ok(fs.existsSync(tagPage), `${group.label} has a page`);
    }
  });
});

describe('the Markdown twins of the operation pages', () => {
  it('carry method, path, authentication, parameters, request body, responses and a request sample', () => {
    const full = fs.readFileSync(path.join(BUILD_DIR, 'llms-full.txt'), 'utf8');
    let checked = 0;
    for (const [p, item] of Object.entries(api.paths)) {
      for (const method of METHODS.filter((m) => item?.[m])) {
        const op = item![method]!;
        const slug = nameToSlug(op.operationId!);
        const where = `${method.toUpperCase()} ${p} (${slug}.md)`;
        const md = fs.readFileSync(path.join(API_DIR, `${slug}.md`), 'utf8');
        assert.ok(md.includes(`\`${method.toUpperCase()} ${p}\``), `${where}: method and path`);
        assert.match(md, /\n## Authentication\n/, `${where}: authentication`);
        const params = [...(item!.parameters ?? []), ...(op.parameters ?? [])] as OpenAPIV3.ParameterObject[];
        for (const param of params)
          assert.ok(md.includes(`| \`${param.name}\` | ${param.in} |`), `${where}: ${param.name}`);
        if (op.requestBody) assert.match(md, /\n## Request body\n/, `${where}: request body`);
        for (const code of Object.keys(op.responses)) assert.ok(md.includes(`\n### ${code}\n`), `${where}: ${code}`);
        assert.ok(md.includes(`curl -X ${method.toUpperCase()} "$UNLEASH_URL`), `${where}: request sample`);
        assert.ok(full.includes(`/reference/api/unleash/${slug} -->\n${md}`), `${where}: in llms-full.txt`);
        checked += 1;
      }
    }
    console.log(`# ${checked} Markdown twins of operation pages checked`);
    assert.ok(checked >= 250);
  });
});

describe('an operation page in Chromium', () => {
  it('shows the endpoint, parameters, body, responses and samples, and works without JavaScript', async () => {
    const html = await (await fetch(`${baseUrl()}/reference/api/unleash/create-feature`)).text();
    for (const text of [
      'Path parameters',
      'projectId',
      'impressionData',
      'Responses',
      '201 Created',
      'UNLEASH_API_TOKEN',
    ]) {
      assert.ok(html.includes(text), `the static HTML contains "${text}"`);
    }
    const context = await newContext(browser);
    const page = await context.newPage();
    await open(page, '/reference/api/unleash/create-feature');
    assert.equal(await page.locator('h1').textContent(), 'Create a feature flag');
    assert.equal(
      (await page.locator('.openapi__method-endpoint').textContent())?.replace(/\s+/g, ' '),
      'POST/api/admin/projects/{projectId}/features',
    );
    await page.getByRole('tab', {name: 'Python'}).click();
    assert.match(
      (await page.locator('[role=tabpanel]:not([hidden]) code').first().textContent()) ?? '',
      /requests\.post/,
    );
    const tags = page.locator('#request-body ~ div details', {hasText: 'Fields of tags'}).first();
    await tags.locator('summary').click();
    assert.ok(await tags.locator('code', {hasText: /^color$/}).isVisible());
    await context.close();
  });

  it('loads no more than 1.5 times the JavaScript of a doc page without diagrams until the reader opens the request panel', async () => {
    const context = await newContext(browser);
    const docPage = await context.newPage();
    const doc = await measurePageWeight(docPage, `${baseUrl()}/reference/stickiness`);
    const opContext = await newContext(browser);
    const opPage = await opContext.newPage();
    const operation = await measurePageWeight(opPage, `${baseUrl()}/reference/api/unleash/create-feature`);
    console.log(`# JS (wire) doc page ${doc.jsWire} B, operation page ${operation.jsWire} B`);
    assert.ok(
      operation.jsRaw <= doc.jsRaw * 1.5,
      `operation page ${operation.jsRaw} B of JavaScript, doc page ${doc.jsRaw} B`,
    );

    const foreign: string[] = [];
    opPage.on('request', (r) => {
      if (!r.url().startsWith(baseUrl())) foreign.push(r.url());
    });
    const before = operation.jsRaw;
    const scripts: number[] = [];
    opPage.on('response', (r) => {
      if (r.request().resourceType() === 'script') void r.body().then((b) => scripts.push(b.length));
    });
    const panelStyles = () => opPage.evaluate(() => document.getElementById('openapi-panel-styles') !== null);
    assert.equal(await panelStyles(), false, 'the request panel stylesheet is not on the page before it opens');
    await opPage.getByRole('button', {name: 'Try it'}).click();
    // The panel's chunk (its HTTP and schema libraries) takes a while to parse on a busy CI machine.
    await opPage.getByRole('button', {name: /send api request/i}).waitFor({timeout: 60000});
    assert.ok(
      scripts.reduce((a, b) => a + b, 0) > before,
      'the request panel came in its own chunks, loaded on demand',
    );
    assert.equal(await panelStyles(), true, 'the panel brought its stylesheet');
    assert.deepEqual(foreign, [], 'opening the panel sends nothing to any other host');
    await context.close();
    await opContext.close();
  });
});

describe('a tag page in Chromium', () => {
  it('lists the operations of the tag as links', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await open(page, '/reference/api/unleash/features');
    assert.equal(await page.locator('h1').textContent(), 'Features');
    await page.locator('article a[href="/reference/api/unleash/create-feature"]').first().click();
    await page.waitForURL(/create-feature$/);
    // The address changes at once; the page when its route's code is in.
    await page.locator('h1', {hasText: 'Create a feature flag'}).waitFor();
    assert.equal(await page.locator('h1').textContent(), 'Create a feature flag');
    await context.close();
  });
});
