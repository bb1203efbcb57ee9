/**
 * The typed API client: one `call` for every route of the contract (shared/api). The session
 * is an HttpOnly cookie sent by the browser (same origin); the UI never sees the token.
 *
 *   const { negara } = await call(api.lokasi.negara);
 *   const { kota } = await call(api.lokasi.kotaByProvinsi, { params: { id: 31 } });
 */

import { type BodyIn, buildPath, type ParamsIn, type QueryIn, type ResponseOf, type RouteSpec } from '@shared/api/contract';
import { joinServerMessage, type ServerMessage } from '@shared/domain/server-message';
import { GENERAL_MSG } from '@shared/messages/common';
import { currentLanguage } from '@shared/messages/language';
import { takeEarlyAnswer } from './early-answer';
import { jsonHeaders, queryString } from './request-parts';

type Empty = Record<never, never>;
/** A slot is absent when the route declares no schema, optional when every field is optional. */
type Slot<K extends string, T> = [T] extends [undefined] ? { [P in K]?: undefined } : Empty extends T ? { [P in K]?: T } : { [P in K]: T };

export type CallInput<R extends RouteSpec> = Slot<'params', ParamsIn<R>> &
  Slot<'query', QueryIn<R>> &
  Slot<'body', BodyIn<R>> & {
    signal?: AbortSignal;
  };

/** The input may be left out when the route needs nothing. */
export type CallArgs<R extends RouteSpec> = Empty extends CallInput<R> ? [input?: CallInput<R>] : [input: CallInput<R>];

/** A non-2xx answer. `message` is the joined text to show; `serverMessage` is the raw `{ message }`. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly serverMessage: ServerMessage | undefined,
    text: string,
    /** The whole answer, for a route whose refusal carries more than its message (the activation link's 409). */
    readonly body: unknown = undefined,
  ) {
    super(text);
    this.name = 'ApiError';
  }

  /** 4xx: the caller's input or rights (a warning); anything else is an error. */
  get isClientError(): boolean {
    return this.status >= 400 && this.status < 500;
  }
}

/** The text shown when the server sent no message of its own. */
export function fallbackMessage(status: number): string {
  if (status === 401) return GENERAL_MSG.notSignedIn;
  if (status === 403) return GENERAL_MSG.forbidden;
  if (status === 404) return GENERAL_MSG.notFound;
  if (status === 409) return GENERAL_MSG.conflict;
  if (status === 429) return GENERAL_MSG.tooManyRequests;
  if (status >= 500) return GENERAL_MSG.serverError;
  return GENERAL_MSG.genericError;
}

type UnauthorizedListener = () => void;
const unauthorizedListeners = new Set<UnauthorizedListener>();

/** Called on every 401: the session cookie is gone or revoked (the session forgets its claims). */
export function onUnauthorized(listener: UnauthorizedListener): () => void {
  unauthorizedListeners.add(listener);
  return () => {
    unauthorizedListeners.delete(listener);
  };
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

interface LooseInput {
  params?: unknown;
  query?: unknown;
  body?: unknown;
  signal?: AbortSignal;
}

/** The untyped core of `call`, for helpers that already hold a typed input. */
export async function request(route: RouteSpec, input: LooseInput = {}): Promise<unknown> {
  const params = input.params as Record<string, unknown> | undefined;
  const url = buildPath(route.path, params) + queryString(input.query);
  const hasBody = input.body !== undefined;
  // a public page's first answer, asked for by the first-visit script before this code arrived
  const early = route.method === 'GET' ? await takeEarlyAnswer(url)?.catch(() => undefined) : undefined;
  const response = early?.ok
    ? early
    : await fetch(url, {
        method: route.method,
        credentials: 'same-origin',
        headers: hasBody ? { ...jsonHeaders(currentLanguage()), 'Content-Type': 'application/json' } : jsonHeaders(currentLanguage()),
        body: hasBody ? JSON.stringify(input.body) : undefined,
        signal: input.signal,
      });
  const data = await readBody(response);
  if (!response.ok) refused(response.status, data);
  return data;
}

/** Throws the ApiError of a non-2xx answer (telling the session on 401). */
function refused(status: number, data: unknown): never {
  if (status === 401) for (const listener of unauthorizedListeners) listener();
  const message = data !== null && typeof data === 'object' && 'message' in data ? (data.message as ServerMessage) : undefined;
  throw new ApiError(status, message, joinServerMessage(message, fallbackMessage(status)), data);
}

/** Calls one route of the contract; params, query and body are typed by its schemas. */
export function call<R extends RouteSpec>(route: R, ...args: CallArgs<R>): Promise<ResponseOf<R>> {
  const [input] = args;
  return request(route, input) as Promise<ResponseOf<R>>;
}

/** What an export route answered: the file, saved by the browser, or the job that prepares it. */
export type DownloadOutcome<J> = { kind: 'file'; name: string } | { kind: 'job'; job: J };

/** The file name of a `Content-Disposition: attachment; filename="..."` answer. */
const attachmentName = (header: string | null, fallback: string) => /filename="([^"]+)"/.exec(header ?? '')?.[1] ?? fallback;

/**
 * Calls a `download` route: a file answer is handed to the browser as a download (its own name);
 * a JSON answer (202: a job) is returned. Errors as `call`'s.
 */
export async function download<J>(route: RouteSpec, query: unknown): Promise<DownloadOutcome<J>> {
  const response = await fetch(buildPath(route.path, {}) + queryString(query), {
    method: route.method,
    credentials: 'same-origin',
    headers: { 'Accept-Language': currentLanguage() },
  });
  const type = response.headers.get('content-type') ?? '';
  if (!response.ok || type.includes('json')) {
    const data = await readBody(response);
    if (!response.ok) refused(response.status, data);
    return { kind: 'job', job: (data as { job: J }).job };
  }
  const name = attachmentName(response.headers.get('content-disposition'), 'ekspor');
  const url = URL.createObjectURL(await response.blob());
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
  document.body.append(link);
  link.click();
  link.remove();
  // the download has its own copy once started
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
  return { kind: 'file', name };
}
