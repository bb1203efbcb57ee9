/**
 * One load run, in its own process so the load generator does not share the server's event
 * loop: `tsx tests/bench/load.ts <config.json>` with `{ baseUrl, paths, seconds, warmupSeconds,
 * connections }`. Requests rotate randomly over `paths` (loopback only): a path is a GET, or a
 * request with its method, headers (a session) and JSON body. Prints one JSON line: the latency
 * percentiles of every answered request after the warm-up, and the latencies themselves (run.ts
 * pools a route's windows).
 */
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { type LoadResult, loadResult } from './latency';

/** A request of the pool: a GET path, or a full request (a signed-in call, a write). */
export type BenchRequest = string | { method: string; path: string; headers?: Record<string, string>; body?: unknown };

export interface LoadConfig {
  baseUrl: string;
  paths: BenchRequest[];
  seconds: number;
  warmupSeconds: number;
  connections: number;
}

function run(config: LoadConfig, seconds: number, record: boolean): Promise<LoadResult> {
  const url = new URL(config.baseUrl);
  if (url.hostname !== '127.0.0.1' && url.hostname !== 'localhost') throw new Error(`the benchmark runs on loopback only, not ${url.hostname}`);
  const latencies: number[] = [];
  let non2xx = 0;
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: config.baseUrl,
        connections: config.connections,
        duration: seconds,
        timeout: 10,
        requests: [
          {
            setupRequest: (req) => {
              const next = config.paths[Math.floor(Math.random() * config.paths.length)] ?? '/';
              if (typeof next === 'string') return { ...req, method: 'GET', path: next };
              return {
                ...req,
                method: next.method as 'GET',
                path: next.path,
                headers: { ...req.headers, ...next.headers, ...(next.body === undefined ? {} : { 'content-type': 'application/json' }) },
                body: next.body === undefined ? undefined : JSON.stringify(next.body),
              };
            },
          },
        ],
      },
      (err, result) => {
        if (err) return reject(err);
        resolve(loadResult(latencies, { non2xx, errors: result.errors + result.timeouts, seconds }));
      },
    );
    instance.on('response', (_client, status, _bytes, ms) => {
      if (!record) return;
      latencies.push(ms);
      if (status < 200 || status > 299) non2xx++;
    });
  });
}

const file = process.argv[2];
if (!file) throw new Error('usage: tsx tests/bench/load.ts <config.json>');
const config = JSON.parse(readFileSync(file, 'utf8')) as LoadConfig;
if (config.warmupSeconds > 0) await run(config, config.warmupSeconds, false);
process.stdout.write(`${JSON.stringify(await run(config, config.seconds, true))}\n`);
