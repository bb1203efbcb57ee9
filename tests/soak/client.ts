/**
 * The soak's HTTP client: one per virtual user, with that user's cookies (the session, a pending
 * sign-in, an activation ticket), as a browser keeps them. Every call is timed and recorded under
 * its kind (tests/soak/metrics.ts); a call never throws on an HTTP status, and gives null when no
 * answer came (a time-out, a refused connection).
 */
import type { Metrics } from './metrics';

/** A request without an answer after this long is a time-out (API Gateway's own limit is 30 s). */
export const REQUEST_TIMEOUT_MS = 30_000;

export interface Answer<T = Record<string, unknown>> {
  status: number;
  body: T;
}

export interface CallOptions {
  body?: unknown;
  query?: Record<string, string | number | readonly string[] | undefined>;
}

export class UserClient {
  private readonly cookies = new Map<string, string>();

  constructor(
    readonly base: string,
    private readonly metrics: Metrics,
  ) {}

  get signedIn(): boolean {
    return this.cookies.has('skpi_session');
  }

  forget(): void {
    this.cookies.clear();
  }

  private keep(setCookies: string[]): void {
    for (const c of setCookies) {
      const [pair] = c.split(';');
      const at = pair?.indexOf('=') ?? -1;
      if (!pair || at < 0) continue;
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1).trim();
      if (value === '' || /max-age=0/i.test(c)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  /** Calls the API (a path under `base`) or any absolute URL; records it under `kind`. */
  async call<T = Record<string, unknown>>(kind: string, method: string, path: string, opts: CallOptions = {}): Promise<Answer<T> | null> {
    const url = new URL(path, this.base);
    for (const [k, v] of Object.entries(opts.query ?? {})) {
      if (v === undefined) continue;
      if (Array.isArray(v)) for (const item of v) url.searchParams.append(k, String(item));
      else url.searchParams.set(k, String(v));
    }
    const headers: Record<string, string> = { accept: 'application/json' };
    if (this.cookies.size > 0) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    if (opts.body !== undefined) headers['content-type'] = 'application/json';
    const start = Date.now();
    try {
      const res = await fetch(url, {
        method,
        headers,
        body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
        redirect: 'manual',
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      const text = await res.text();
      this.keep(res.headers.getSetCookie());
      const json = (res.headers.get('content-type') ?? '').includes('json') && text !== '';
      this.metrics.record(kind, start, res.status, text.slice(0, 200));
      return { status: res.status, body: (json ? JSON.parse(text) : text) as T };
    } catch (err) {
      const timedOut = (err as Error).name === 'TimeoutError';
      this.metrics.recordNoAnswer(kind, start, timedOut, `${method} ${url.pathname}: ${String((err as Error).cause ?? err)}`);
      return null;
    }
  }

  /** Downloads bytes from a short-lived link (a document, a zip) and records it. */
  async download(kind: string, url: string): Promise<Uint8Array | null> {
    const start = Date.now();
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
      const bytes = new Uint8Array(await res.arrayBuffer());
      this.metrics.record(kind, start, res.status);
      return res.ok ? bytes : null;
    } catch (err) {
      this.metrics.recordNoAnswer(kind, start, (err as Error).name === 'TimeoutError', `GET ${url}: ${String((err as Error).cause ?? err)}`);
      return null;
    }
  }

  /** Sends a presigned POST (the browser's upload to the bucket); true when stored. */
  async postForm(kind: string, url: string, fields: Record<string, string>, bytes: Uint8Array, contentType: string): Promise<boolean> {
    const form = new FormData();
    for (const [k, v] of Object.entries(fields)) form.append(k, v);
    form.append('file', new Blob([new Uint8Array(bytes)], { type: contentType }), 'bukti.pdf');
    const start = Date.now();
    try {
      const res = await fetch(url, { method: 'POST', body: form, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
      await res.arrayBuffer();
      this.metrics.record(kind, start, res.status);
      return res.status === 204 || res.status === 201 || res.status === 200;
    } catch (err) {
      this.metrics.recordNoAnswer(kind, start, (err as Error).name === 'TimeoutError', `POST ${url}: ${String((err as Error).cause ?? err)}`);
      return false;
    }
  }
}
