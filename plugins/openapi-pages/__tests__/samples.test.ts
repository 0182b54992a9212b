import assert from 'node:assert/strict';
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describe, it} from 'node:test';
import SwaggerParser from '@apidevtools/swagger-parser';
import type {OpenAPIV3} from 'openapi-types';
import {createSamples, parameterValue, sampleBody, samplePath, toPython, type SampleOperation} from '../samples';
import {addRequestSamples, fence, writePanelFile} from '../markdown';

const createFeature: SampleOperation = {
  method: 'post',
  path: '/api/admin/projects/{projectId}/features',
  parameters: [{name: 'projectId', in: 'path', required: true, example: 'default'}],
  requestBody: {content: {'application/json': {example: {name: "it's-new", enabled: true, note: null}}}},
  security: [{apiKey: []}],
};

describe('request samples', () => {
  it('fills path parameters from examples and keeps unknown ones as placeholders', () => {
    assert.equal(samplePath(createFeature), '/api/admin/projects/default/features');
    assert.equal(samplePath({method: 'get', path: '/api/admin/features/{name}'}), '/api/admin/features/{name}');
    assert.equal(
      samplePath({
        method: 'get',
        path: '/api/admin/search/features',
        parameters: [
          {name: 'query', in: 'query', required: true, schema: {example: 'new checkout'}},
          {name: 'limit', in: 'query', example: 10},
        ],
      }),
      '/api/admin/search/features?query=new%20checkout',
    );
  });

  it('prefers the example, then the default, then the first enum value', () => {
    assert.equal(parameterValue({name: 'a', in: 'query', example: 'x', schema: {default: 'y'}}), 'x');
    assert.equal(parameterValue({name: 'a', in: 'query', schema: {default: 'y', enum: ['z']}}), 'y');
    assert.equal(parameterValue({name: 'a', in: 'query', schema: {enum: ['z']}}), 'z');
    assert.equal(parameterValue({name: 'a', in: 'query'}), undefined);
  });

  it('uses the documented body example, else the one derived from the schema', () => {
    assert.deepEqual(sampleBody(createFeature), {name: "it's-new", enabled: true, note: null});
    assert.deepEqual(
      sampleBody({
        method: 'post',
        path: '/x',
        requestBody: {content: {'application/json': {}}},
        jsonRequestBodyExample: {a: 1},
      }),
      {a: 1},
    );
    assert.equal(sampleBody({method: 'get', path: '/x'}), undefined);
  });

  it('writes JSON as Python literals', () => {
    assert.equal(
      toPython({a: true, b: [null, 1, 'x'], c: {}}),
      '{\n    "a": True,\n    "b": [\n        None,\n        1,\n        "x",\n    ],\n    "c": {},\n}',
    );
  });

  it('sends the token only where the operation needs one, and quotes single quotes for the shell', () => {
    const samples = createSamples(createFeature);
    assert.match(samples.curl, /^curl -X POST "\$UNLEASH_URL\/api\/admin\/projects\/default\/features"/);
    assert.match(samples.curl, /Authorization: \$UNLEASH_API_TOKEN/);
    assert.match(samples.curl, /"name": "it'\\''s-new"/);
    assert.match(samples.javascript, /method: 'POST'/);
    assert.match(samples.python, /requests\.post\(/);
    const health = createSamples({method: 'get', path: '/health', security: []});
    assert.doesNotMatch(health.curl, /Authorization/);
    assert.doesNotMatch(health.javascript, /Authorization/);
  });
});

describe('the samples of every operation in our description', () => {
  it('are valid bash, JavaScript and Python', async () => {
    const api = (await SwaggerParser.dereference(
      path.resolve(__dirname, '../../../openapi/unleash.yaml'),
    )) as OpenAPIV3.Document;
    const ops = Object.entries(api.paths).flatMap(([p, item]) =>
      (['get', 'post', 'put', 'patch', 'delete'] as const)
        .filter((m) => item?.[m])
        .map((m) => {
          const op = item![m]!;
          return {
            id: `${m.toUpperCase()} ${p}`,
            samples: createSamples({
              method: m,
              path: p,
              parameters: [...(item!.parameters ?? []), ...(op.parameters ?? [])] as SampleOperation['parameters'],
              requestBody: op.requestBody as SampleOperation['requestBody'],
              security: op.security ?? api.security,
            }),
          };
        }),
    );
    assert.ok(ops.length >= 250, `expected the whole description, found ${ops.length} operations`);
    const AsyncFunction = (Object.getPrototypeOf(async () => {}) as {constructor: new (code: string) => unknown})
      .constructor;
    for (const {id, samples} of ops) {
      assert.doesNotThrow(() => new AsyncFunction(samples.javascript), `${id}: JavaScript sample`);
      execFileSync('bash', ['-n'], {input: samples.curl});
    }
    // One Python process parses every sample and names the first that fails.
    const script =
      'import ast, json, sys\nfor s in json.load(sys.stdin):\n    ast.parse(s["code"], s["id"])\nprint("ok")';
    const out = execFileSync('python3', ['-c', script], {
      input: JSON.stringify(ops.map(({id, samples}) => ({id, code: samples.python}))),
    });
    assert.equal(out.toString().trim(), 'ok');
  });
});

describe('the page generator', () => {
  it('puts the samples before the first request section and imports what they use', () => {
    const page = 'import X from "x";\n\nIntro\n\n<ParamsDetails\n/>\n\n<StatusCodes\n/>\n';
    const out = addRequestSamples(page, createFeature, '/reference/api/unleash/create-feature.panel.json');
    assert.ok(out.startsWith('import Tabs from "@theme/Tabs";'));
    assert.ok(out.indexOf('Request samples') < out.indexOf('<ParamsDetails'));
    assert.ok(out.indexOf('Intro') < out.indexOf('Request samples'));
    assert.match(out, /<ApiTryIt panel="\/reference\/api\/unleash\/create-feature\.panel\.json" \/>/);
  });

  it('appends the samples when the page has no request or response section', () => {
    const out = addRequestSamples('Intro\n', createFeature, '/p.json');
    assert.ok(out.indexOf('Intro') < out.indexOf('Request samples'));
  });

  it('writes the operation for the request panel next to the page, in the static folder', () => {
    const siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'panel-'));
    try {
      const urlPath = writePanelFile({id: 'create-feature', api: createFeature}, siteDir);
      assert.equal(urlPath, '/reference/api/unleash/create-feature.panel.json');
      const written = path.join(
        siteDir,
        '.generated',
        'api-panels',
        'reference',
        'api',
        'unleash',
        'create-feature.panel.json',
      );
      assert.deepEqual(JSON.parse(fs.readFileSync(written, 'utf8')), JSON.parse(JSON.stringify(createFeature)));
    } finally {
      fs.rmSync(siteDir, {recursive: true, force: true});
    }
  });

  it('fences code with more backticks than the code holds', () => {
    assert.equal(fence('js', 'const a = `x`;'), '```js\nconst a = `x`;\n```');
    assert.equal(fence('md', 'a ``` b'), '````md\na ``` b\n````');
  });
});
