/**
 * Our OpenAPI description of the Unleash API passes a real validator and meets the bar the API
 * reference needs: enough operations and tags, and every operation documented.
 */
import assert from 'node:assert/strict';
import path from 'node:path';
import {before, describe, it} from 'node:test';
import SwaggerParser from '@apidevtools/swagger-parser';
import type {OpenAPIV3} from 'openapi-types';

const ROOT = path.resolve(__dirname, '..', 'unleash.yaml');
const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
let api: OpenAPIV3.Document;
const operations: {method: string; path: string; op: OpenAPIV3.OperationObject}[] = [];

before(async () => {
  api = (await SwaggerParser.validate(ROOT)) as OpenAPIV3.Document;
  for (const [p, item] of Object.entries(api.paths)) {
    for (const method of METHODS) {
      const op = item?.[method];
      if (op) operations.push({method, path: p, op});
    }
  }
});

describe('openapi/unleash.yaml', () => {
  it('is a valid OpenAPI 3 document with at least 250 operations over at least 30 tags', () => {
    assert.match(api.openapi, /^3\./);
    assert.ok(operations.length >= 250, `${operations.length} operations`);
    const tags = new Set(operations.flatMap(({op}) => op.tags ?? []));
    assert.ok(tags.size >= 30, `${tags.size} tags in use`);
    for (const tag of tags) assert.ok(api.tags?.some((t) => t.name === tag && t.description), `tag ${tag} is described`);
  });

  it('gives every operation a unique action-style id, a summary, a description and responses', () => {
    const ids = new Set<string>();
    for (const {method, path: p, op} of operations) {
      const where = `${method.toUpperCase()} ${p}`;
      assert.match(op.operationId ?? '', /^[a-z][A-Za-z0-9]+$/, `${where} operationId`);
      assert.ok(!ids.has(op.operationId as string), `${where} duplicate operationId ${op.operationId}`);
      ids.add(op.operationId as string);
      assert.ok(op.summary && op.description, `${where} summary and description`);
      assert.ok(Object.keys(op.responses).some((code) => /^2/.test(code)), `${where} success response`);
    }
  });

  it('marks enterprise-only operations and says so in their description', () => {
    const enterprise = operations.filter(({op}) => (op as {'x-enterprise'?: boolean})['x-enterprise']);
    assert.ok(enterprise.length > 0);
    for (const {method, path: p, op} of enterprise) {
      assert.match(op.description ?? '', /Enterprise/, `${method} ${p}`);
    }
  });

  it('describes token authentication', () => {
    const schemes = api.components?.securitySchemes ?? {};
    assert.ok(Object.values(schemes).some((s) => 'in' in s && s.in === 'header' && s.name === 'Authorization'));
  });
});
