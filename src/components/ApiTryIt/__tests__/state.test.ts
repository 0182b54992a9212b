import assert from 'node:assert/strict';
import zlib from 'node:zlib';
import {describe, it} from 'node:test';
import {decodeApi, initialPanelState, type ApiOperation} from '../state';

const op: ApiOperation = {
  method: 'post',
  path: '/api/admin/projects/{projectId}/features',
  parameters: [
    {name: 'projectId', in: 'path', example: 'default'},
    {name: 'limit', in: 'query', schema: {default: 50}},
    {name: 'X-Trace', in: 'header'},
  ],
  requestBody: {content: {'application/json': {}}},
  responses: {'200': {content: {'application/json': {}}}, '401': {content: {'text/plain': {}}}},
  servers: [{url: 'http://localhost:4242'}],
};

describe('request panel state', () => {
  it('decodes the operation the docs plugin stores in the front matter (zlib, base64)', async () => {
    const encoded = zlib.deflateSync(JSON.stringify(op)).toString('base64');
    assert.deepEqual(await decodeApi(encoded), op);
  });

  it('prefills parameters, accepts only successful media types and chooses no server for the reader', () => {
    const state = initialPanelState(op, {});
    assert.deepEqual(state.accept, {value: 'application/json', options: ['application/json']});
    assert.equal(state.params.path[0]?.value, 'default');
    assert.equal(state.params.query[0]?.value, 50);
    assert.equal('value' in state.params.header[0], false);
    assert.equal(state.server.value, undefined);
    assert.deepEqual(state.server.options, op.servers);
  });
});
