/** Loopback ports: a free one for tests, and a clear error when a chosen one is taken. */
import { readFileSync } from 'node:fs';
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

/** The kernel's ephemeral range (ports it hands to `listen(0)` and to outgoing connections). */
function ephemeralRange(): [number, number] {
  try {
    const [low, high] = readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/).map(Number);
    if (low && high && low > 1024) return [low, high];
  } catch {
    // not Linux: the IANA dynamic range
  }
  return [49152, 65535];
}

/** Ports below the ephemeral range tried by `freePort`. */
const SPAN = 12000;

/**
 * A port that was free a moment ago, for a stand-in that must be told its port before it listens
 * (DynamoDB Local, s3rver, the mail stand-in). Chosen below the kernel's ephemeral range: a port of
 * that range can be handed, between this check and the stand-in's listen, to another process's
 * `listen(0)` or to any outgoing connection (a browser test makes thousands), and the stand-in
 * then fails with EADDRINUSE.
 */
export async function freePort(): Promise<number> {
  const [low] = ephemeralRange();
  const from = Math.max(1025, low - SPAN);
  for (let attempt = 0; attempt < 50; attempt++) {
    const port = from + Math.floor(Math.random() * (low - from));
    if ((await tryListen(port)) !== null) return port;
  }
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
