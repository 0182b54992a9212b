import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {before, describe, it} from 'node:test';
import SwaggerParser from '@apidevtools/swagger-parser';
import type {OpenAPIV3} from 'openapi-types';
import {
  isGeneratedApiPage,
  isGeneratedOperationPage,
  operationToMarkdown,
  readGeneratedPage,
  readPanelOperation,
  tagToMarkdown,
  typeOf,
  type ApiOperation,
} from '../api';

const op: ApiOperation = {
  method: 'post',
  path: '/api/admin/projects/{projectId}/features',
  operationId: 'createFeature',
  description: 'Creates a flag | in a project.',
  tags: ['Features'],
  parameters: [{name: 'projectId', in: 'path', required: true, description: 'The project.', example: 'default'}],
  requestBody: {
    required: true,
    content: {
      'application/json': {
        schema: {
          type: 'object',
          required: ['name'],
          properties: {name: {type: 'string', description: 'The name.'}, type: {type: 'string', enum: ['release']}},
        },
        example: {name: 'new-checkout'},
      },
    },
  },
  responses: {
    '201': {
      description: 'The flag was created.',
      content: {
        'application/json': {schema: {type: 'object', properties: {name: {type: 'string'}}}, example: {name: 'x'}},
      },
    },
    '409': {description: 'The name is taken.'},
  },
  security: [{apiKey: []}],
  securitySchemes: {
    apiKey: {
      type: 'apiKey',
      in: 'header',
      name: 'Authorization',
      description: 'An API token of a type:\n\n- **Backend** tokens\n  for SDKs.',
    },
  },
};

/** Every operation of our description in the shape of its panel file: path-item parameters merged, security resolved. */
async function allOperations(): Promise<ApiOperation[]> {
  const api = (await SwaggerParser.dereference(
    path.resolve(__dirname, '../../../openapi/unleash.yaml'),
  )) as OpenAPIV3.Document;
  const methods = ['get', 'post', 'put', 'patch', 'delete'] as const;
  return Object.entries(api.paths).flatMap(([p, item]) =>
    methods
      .filter((m) => item?.[m])
      .map((method) => {
        const operation = item![method]!;
        return {
          ...(operation as unknown as ApiOperation),
          method,
          path: p,
          parameters: [...(item!.parameters ?? []), ...(operation.parameters ?? [])] as ApiOperation['parameters'],
          security: operation.security ?? api.security,
          securitySchemes: api.components?.securitySchemes as ApiOperation['securitySchemes'],
        };
      }),
  );
}

describe('Markdown twins of generated API pages', () => {
  let operations: ApiOperation[] = [];
  before(async () => {
    operations = await allOperations();
  });

  it('recognises generated operation and tag pages', () => {
    assert.equal(isGeneratedApiPage('@site/api-reference/unleash/create-feature.api.mdx'), true);
    assert.equal(isGeneratedApiPage('@site/api-reference/unleash/features.tag.mdx'), true);
    assert.equal(isGeneratedOperationPage('@site/api-reference/unleash/features.tag.mdx'), false);
    assert.equal(isGeneratedApiPage('@site/api-reference/unleash.mdx'), false);
  });

  it("reads a page's title, and its operation from the panel file next to it", () => {
    assert.equal(
      readGeneratedPage('---\ntitle: "Create a feature flag"\ndescription: "Creates"\n---\n').title,
      'Create a feature flag',
    );
    const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'llms-twin-'));
    try {
      const file = path.join(outDir, 'reference/api/unleash/create-feature.panel.json');
      fs.mkdirSync(path.dirname(file), {recursive: true});
      fs.writeFileSync(file, JSON.stringify(op));
      assert.deepEqual(readPanelOperation(outDir, '/reference/api/unleash/create-feature'), op);
      assert.throws(
        () => readPanelOperation(outDir, '/reference/api/unleash/get-feature'),
        /get-feature\.panel\.json is missing/,
      );
    } finally {
      fs.rmSync(outDir, {recursive: true, force: true});
    }
  });

  it('writes endpoint, authentication, parameters, body fields, responses and a curl sample', () => {
    const md = operationToMarkdown('Create a feature flag', op);
    assert.match(md, /^# Create a feature flag\n\n`POST \/api\/admin\/projects\/\{projectId\}\/features`/);
    assert.match(md, /Operation ID: `createFeature`\. Tag: Features\./);
    assert.match(md, /Creates a flag \| in a project\./);
    // The whole scheme description, its list indented into the list item, not only its first paragraph.
    assert.ok(
      md.includes(
        '## Authentication\n\nThis one:\n\n- `apiKey` (apiKey, `Authorization` header): An API token of a type:\n\n  - **Backend** tokens\n    for SDKs.',
      ),
      md,
    );
    assert.match(md, /\| `projectId` \| path \| {2}\| yes \| The project\. Example: `default`\. \|/);
    assert.match(md, /\| `name` \| string \| yes \| The name\. \|/);
    assert.match(md, /\| `type` \| string \| no \| One of: `release`\. \|/);
    assert.match(md, /"name": "new-checkout"/);
    assert.match(md, /### 409\n\nThe name is taken\./);
    assert.match(md, /### 201\n\nThe flag was created\.\n\n`application\/json`:/);
    assert.match(md, /curl -X POST "\$UNLEASH_URL\/api\/admin\/projects\/default\/features"/);
  });

  it('says when no token is needed, and marks deprecated and enterprise operations', () => {
    const md = operationToMarkdown('Health', {
      ...op,
      security: [],
      deprecated: true,
      'x-enterprise': true,
      parameters: [],
      requestBody: undefined,
    });
    assert.match(md, /No authentication/);
    assert.match(md, /\*\*Deprecated\.\*\*/);
    assert.match(md, /\*\*Enterprise\.\*\*/);
    assert.doesNotMatch(md, /## Parameters|## Request body/);
  });

  it('describes types in words', () => {
    assert.equal(typeOf({type: 'array', items: {type: 'string'}}), 'array of string');
    assert.equal(typeOf({type: 'string', format: 'date-time', nullable: true}), 'string (date-time) or null');
    assert.equal(typeOf({oneOf: [{type: 'string'}, {type: 'number'}]}), 'one of string, number');
  });

  it('gives every operation of the description a twin a reader can call the endpoint from', () => {
    assert.ok(operations.length >= 250, `${operations.length} operations`);
    for (const o of operations) {
      const md = operationToMarkdown(o.summary ?? o.operationId ?? '', o);
      const where = `${o.method.toUpperCase()} ${o.path}`;
      assert.ok(md.includes(`\`${where}\``), `${where}: method and path`);
      assert.match(
        md,
        /\n## Authentication\n\n(No authentication|This one|Any one of these)/,
        `${where}: authentication`,
      );
      for (const p of o.parameters ?? [])
        assert.ok(md.includes(`| \`${p.name}\` | ${p.in} |`), `${where}: parameter ${p.name}`);
      if (o.requestBody) assert.match(md, /\n## Request body\n/, `${where}: request body`);
      for (const code of Object.keys(o.responses ?? {}))
        assert.ok(md.includes(`\n### ${code}\n`), `${where}: response ${code}`);
      assert.ok(md.includes(`curl -X ${o.method.toUpperCase()} "$UNLEASH_URL`), `${where}: request sample`);
    }
  });

  it('lists the operations of a tag', () => {
    const md = tagToMarkdown(
      'Features',
      'Flags in a project.',
      [
        {
          title: 'Create a feature flag',
          permalink: '/reference/api/unleash/create-feature',
          tags: ['Features'],
          method: 'post',
          path: '/x',
        },
        {
          title: 'List segments',
          permalink: '/reference/api/unleash/get-segments',
          tags: ['Segments'],
          method: 'get',
          path: '/y',
        },
      ],
      'https://docs.example',
    );
    assert.match(
      md,
      /- \[Create a feature flag\]\(https:\/\/docs\.example\/reference\/api\/unleash\/create-feature\.md\): `POST \/x`/,
    );
    assert.doesNotMatch(md, /List segments/);
  });
});
