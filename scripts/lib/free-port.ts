import net from 'node:net';

/** A TCP port on 127.0.0.1 that is free right now, for servers the tests start. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const {port} = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/**
 * Resolves when nothing listens on `port` of 127.0.0.1, and rejects with a message naming the port
 * when something does. A server started on a taken port would fail to bind while its health check
 * answered from the other process, so callers check first.
 */
export async function assertPortFree(port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', (error: NodeJS.ErrnoException) => {
      reject(
        error.code === 'EADDRINUSE'
          ? new Error(`port ${port} on 127.0.0.1 is already in use; stop what listens there or pass another --port`)
          : error,
      );
    });
    server.listen(port, '127.0.0.1', () => server.close(() => resolve()));
  });
}
