/** Loopback ports: a free one for tests, and a clear error when a chosen one is taken. */
import { createServer } from 'node:net';

const HOST = '127.0.0.1';

function tryListen(port: number): Promise<number | null> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(null));
    server.listen(port, HOST, () => {
      const address = server.address();
      const bound = typeof address === 'object' && address ? address.port : null;
      server.close(() => resolve(bound));
    });
  });
}

/** A port that was free a moment ago (the OS picks it). */
export async function freePort(): Promise<number> {
  const port = await tryListen(0);
  if (port === null) throw new Error('no free port on 127.0.0.1');
  return port;
}

/** `0` means any free port. */
export const resolvePort = async (port: number) => (port === 0 ? freePort() : port);

export async function assertPortFree(port: number, what: string): Promise<void> {
  if ((await tryListen(port)) === null) {
    throw new Error(`port ${port} on ${HOST} is in use, so ${what} cannot start there. Stop what uses it, or choose another port.`);
  }
}
