/** The part of autocannon 9 the benchmark uses (the package ships no types). */
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events';

  interface Request {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
  }

  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    timeout?: number;
    requests?: { setupRequest?: (req: Request) => Request }[];
  }

  interface Result {
    requests: { total: number };
    errors: number;
    timeouts: number;
    non2xx: number;
    duration: number;
  }

  interface Instance extends EventEmitter {
    on(event: 'response', listener: (client: unknown, statusCode: number, resBytes: number, responseTime: number) => void): this;
    on(event: 'done', listener: (result: Result) => void): this;
    stop(): void;
  }

  function autocannon(opts: Options, cb?: (err: Error | null, result: Result) => void): Instance;
  export default autocannon;
}
