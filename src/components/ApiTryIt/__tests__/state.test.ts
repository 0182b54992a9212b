import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {fetchOperation, initialPanelState, type ApiOperation} from '../state';

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
  it('fetches the operation from the file next to the page, and names the file when that fails', async () => {
    const asked: string[] = [];
    const answer =
      (status: number, body: unknown): typeof fetch =>
      (url) => {
        asked.push(url instanceof Request ? url.url : url.toString());
        return Promise.resolve(new Response(JSON.stringify(body), {status}));
      };
    const url = '/reference/api/unleash/create-feature.panel.json';
    assert.deepEqual(await fetchOperation(url, answer(200, op)), op);
    assert.deepEqual(asked, [url]);
    await assert.rejects(fetchOperation(url, answer(404, {})), /create-feature\.panel\.json: HTTP 404/);
    await assert.rejects(fetchOperation(url, answer(200, ['not', 'one'])), /does not describe an operation/);
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
