import assert from 'node:assert/strict';
import net from 'node:net';
import {test} from 'node:test';
import {assertPortFree, freePort} from '../free-port';

test('assertPortFree resolves for a port nothing listens on', async () => {
  const port = await freePort();
  await assertPortFree(port);
});

test('assertPortFree rejects, naming the port, when a server already listens there', async () => {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const {port} = server.address() as net.AddressInfo;
  try {
    await assert.rejects(assertPortFree(port), new RegExp(`port ${port} on 127\\.0\\.0\\.1 is already in use`));
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
});
