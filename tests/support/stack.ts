/**
 * Helpers of the `stack` tests: calls to the local server, the mail store of aws-ses-v2-local,
 * the demo accounts, and the stack's environment for tests that read the table directly.
 * Every worker has a stack of its own, started by tests/support/global-setup.ts: these helpers
 * always reach the calling file's worker's stack.
 */
import { inject } from 'vitest';
import { workerIndex } from './workers';

export { DEMO_ACCOUNTS, DEMO_STUDENT_PASSWORD, DEMO_STUDENTS, type DemoAccount, type DemoAccountKey } from '@infra/local/demo-accounts';

/** One worker's local stack and browser. */
export interface WorkerStack {
  /** The local stack's web + API origin, e.g. http://127.0.0.1:41234. */
  baseUrl: string;
  /** aws-ses-v2-local: the mail viewer at `/`, the store at `/store`. */
  mailUrl: string;
  /** The stack's Neo Feeder stand-in: its base URL (the operator account is FEEDER_OPERATOR of infra/local/feeder-stand-in.ts). */
  feederUrl: string;
  /** The environment the handlers run with (table, buckets, endpoints, JWT key). */
  env: Record<string, string>;
  /** The worker's headless Chromium shell (playwright's browser server), for chromium.connect(). */
  browserWsEndpoint: string;
  /** The worker's full headless Chromium, which has the PDF viewer. */
  pdfBrowserWsEndpoint: string;
}

declare module 'vitest' {
  interface ProvidedContext {
    /** One entry per worker, in worker order. */
    workerStacks: WorkerStack[];
  }
}

/** The calling file's worker's stack. */
export function workerStack(): WorkerStack {
  const stacks = inject('workerStacks');
  const stack = stacks[workerIndex()];
  if (!stack) throw new Error(`no local stack for worker ${workerIndex() + 1} of ${stacks.length}`);
  return stack;
}

export type QueryValue = string | number | boolean | ReadonlyArray<string | number>;

export interface ApiOptions {
  /** Sent as JSON (unless a string, sent as is with the given content type). */
  body?: unknown;
  /** `Cookie` header: one `name=value` string or several. */
  cookie?: string | readonly string[];
  bearer?: string;
  /** Arrays become repeated keys (`nim[]=a&nim[]=b` style is up to the caller's key). */
  query?: Record<string, QueryValue | undefined>;
  headers?: Record<string, string>;
}

export interface ApiResponse<T> {
  status: number;
  /** Parsed JSON, or the text when the answer is not JSON. */
  body: T;
  headers: Headers;
  /** Every `Set-Cookie` of the answer. */
  cookies: string[];
}

export const baseUrl = () => workerStack().baseUrl;
export const mailUrl = () => workerStack().mailUrl;

/** Calls the local server; never throws on an HTTP status. */
export async function api<T = Record<string, unknown>>(method: string, path: string, opts: ApiOptions = {}): Promise<ApiResponse<T>> {
  const url = new URL(path, baseUrl());
  for (const [key, value] of Object.entries(opts.query ?? {})) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const v of value) url.searchParams.append(key, String(v));
    else url.searchParams.set(key, String(value));
  }
  const headers: Record<string, string> = { accept: 'application/json', ...opts.headers };
  if (opts.cookie) headers.cookie = typeof opts.cookie === 'string' ? opts.cookie : opts.cookie.join('; ');
  if (opts.bearer) headers.authorization = `Bearer ${opts.bearer}`;
  let body: string | undefined;
  if (opts.body !== undefined) {
    body = typeof opts.body === 'string' ? opts.body : JSON.stringify(opts.body);
    headers['content-type'] ??= 'application/json';
  }
  const res = await fetch(url, { method, headers, body, redirect: 'manual' });
  const text = await res.text();
  const json = (res.headers.get('content-type') ?? '').includes('json') && text !== '';
  return { status: res.status, body: (json ? JSON.parse(text) : text) as T, headers: res.headers, cookies: res.headers.getSetCookie() };
}

/** The `Cookie` header value that sends back the cookies an answer set (`name=value; ...`). */
export function cookieHeader(setCookies: readonly string[]): string {
  return setCookies
    .map((c) => c.split(';')[0]?.trim() ?? '')
    .filter((c) => c !== '' && !c.endsWith('='))
    .join('; ');
}

/** One e-mail as aws-ses-v2-local stores it. */
export interface StoredMail {
  messageId: string;
  from: string;
  destination: { to: string[]; cc: string[]; bcc: string[] };
  subject: string;
  body: { html?: string; text?: string };
  /** Epoch seconds. */
  at: number;
}

/**
 * The mail this file has read from the store so far, by message id, and the newest second seen:
 * each read fetches only what arrived since (the store filters by `since`, in whole seconds, so
 * the newest second is read again and deduplicated), never the whole store.
 */
const mailSeen = new Map<string, StoredMail>();
let mailSeenUntil = 0;

async function mailSinceLastRead(): Promise<StoredMail[]> {
  const url = new URL('/store', mailUrl());
  url.searchParams.set('since', String(mailSeenUntil));
  const res = await fetch(url);
  if (!res.ok) throw new Error(`mail store answered ${res.status}`);
  const { emails } = (await res.json()) as { emails: StoredMail[] };
  for (const mail of emails) {
    mailSeen.set(mail.messageId, mail);
    mailSeenUntil = Math.max(mailSeenUntil, mail.at);
  }
  return [...mailSeen.values()];
}

/** Every e-mail sent to an address so far, oldest first. */
export async function readMail(to: string): Promise<StoredMail[]> {
  const emails = await mailSinceLastRead();
  const address = to.trim().toLowerCase();
  const mentions = (list: string[]) => list.some((a) => a.toLowerCase().includes(address));
  return emails.filter((e) => mentions(e.destination.to) || mentions(e.destination.cc) || mentions(e.destination.bcc)).sort((a, b) => a.at - b.at);
}

/** The newest e-mail to an address, waiting up to `timeoutMs` for one that satisfies `match`. */
export async function lastMail(to: string, match: (mail: StoredMail) => boolean = () => true, timeoutMs = 5000): Promise<StoredMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = (await readMail(to)).filter(match).at(-1);
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no e-mail to ${to} within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/**
 * Points this test process at the stack's table, buckets and endpoints, for tests that read or
 * prepare data through the repos directly. Call before the first repo call of the file.
 */
export function useStackEnv(): Record<string, string> {
  const { env } = workerStack();
  Object.assign(process.env, env);
  return env;
}
