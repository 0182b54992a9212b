import assert from 'node:assert/strict';
import http from 'node:http';
import type {AddressInfo} from 'node:net';
import {after, before, describe, it} from 'node:test';
import {isFeatureProbe} from '../csp';

describe('isFeatureProbe', () => {
  let server: http.Server;
  let origin = '';
  before(async () => {
    server = http.createServer((request, response) => {
      const probe = 'var a=function(){try{return Function(""),!0}catch(e){return!1}};';
      response.end(request.url === '/assets/js/1142.abcd1234.js' ? probe : 'var b=eval("1");');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  after(() => server.close());

  it('knows the eval probe by what its script holds, whatever the file is called', async () => {
    const v = {directive: 'script-src', blocked: 'eval', sample: '', source: `${origin}/assets/js/1142.abcd1234.js:3`};
    assert.equal(await isFeatureProbe(v), true);
  });

  it('does not excuse an eval in another script, or another directive', async () => {
    const other = {directive: 'script-src', blocked: 'eval', sample: '', source: `${origin}/assets/js/main.js:1`};
    assert.equal(await isFeatureProbe(other), false);
    const inline = {
      directive: 'script-src',
      blocked: 'inline',
      sample: '',
      source: `${origin}/assets/js/1142.abcd1234.js:3`,
    };
    assert.equal(await isFeatureProbe(inline), false);
  });
});
