import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { localStackPlace } from '@infra/local/local-ports';
import { DATA_DIR } from '@infra/local/paths';
import { freePort } from '@infra/local/ports';
import { describe, expect, it } from 'vitest';

describe('where a local stack listens and keeps its data', () => {
  it('keeps the default stack where it always was', () => {
    expect(localStackPlace({})).toEqual({ port: 3000, dynamodbPort: 8600, s3Port: 8601, sesPort: 8602, feederPort: 8603, dataDir: DATA_DIR });
  });

  it('gives a stack on another port stand-ins and a data folder of its own, so two run side by side', () => {
    const a = localStackPlace({});
    const b = localStackPlace({ PORT: '4100' });
    expect(b).toEqual({ port: 4100, dynamodbPort: 9700, s3Port: 9701, sesPort: 9702, feederPort: 9703, dataDir: join(DATA_DIR, 'port-4100') });
    const used = (p: typeof a) => [p.port, p.dynamodbPort, p.s3Port, p.sesPort, p.feederPort];
    expect(used(a).filter((port) => used(b).includes(port))).toEqual([]);
  });

  it('lets one stand-in port be named and refuses what is not a port', () => {
    expect(localStackPlace({ PORT: '4100', S3_PORT: '9999' }).s3Port).toBe(9999);
    expect(() => localStackPlace({ PORT: 'abc' })).toThrow('PORT must be a port number');
    expect(() => localStackPlace({ PORT: '65000' })).toThrow('leaves no room');
    expect(localStackPlace({ PORT: '65000', DYNAMODB_PORT: '9000', S3_PORT: '9001', SES_PORT: '9002', FEEDER_PORT: '9003' }).dynamodbPort).toBe(9000);
  });
});

describe('a free port for a stand-in', () => {
  it("is below the kernel's ephemeral range, which other sockets are handed meanwhile, and free", async () => {
    const low = Number(readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/)[0]);
    const ports = await Promise.all(Array.from({ length: 20 }, () => freePort()));
    for (const port of ports) {
      expect(port).toBeGreaterThan(1024);
      expect(port).toBeLessThan(low);
    }
  });
});
