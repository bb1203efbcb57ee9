/**
 * The Neo Feeder client (docs/decisions/0052-neo-feeder-sync.md): one endpoint, `POST
 * <base>/ws/live2.php`, a JSON envelope `{ act, token, filter, order, limit, offset }` answered
 * with `{ error_code, error_desc, data }`.
 *
 * - It only reads: the actions it can send are FEEDER_READ_ACTIONS, a fixed list of Get actions.
 * - The token (GetToken) is kept for the client's life; an error answer that names the token
 *   (error_code 100, or an error_desc about the token) signs in again once and repeats the call.
 * - One request in flight: calls wait for the one before to end. Pages hold at most
 *   FEEDER_PAGE_MAX rows, are ordered on a unique key by the caller, and a pause separates them.
 * - Every call has a generous timeout. A timeout, an unreachable server, an answer that is not
 *   JSON and an `error_code` other than 0 (compared as a number: it can arrive as a string) are
 *   FeederError, whose message is the Indonesian text a job or Tes koneksi shows.
 * - The password is only ever put in the GetToken body; no error or log carries it.
 */
import { env } from '@functions/lib/env';
import { FEEDER_MSG } from '@shared/messages/feeder';
import { FEEDER_ENDPOINT_PATH } from '@shared/validation/feeder';

/** Every action the client can send: reads only. Nothing in the product writes to a Feeder. */
export const FEEDER_READ_ACTIONS = [
  'GetToken',
  'GetProdi',
  'GetListMahasiswa',
  'GetBiodataMahasiswa',
  'GetDetailMahasiswaLulusDO',
  'GetDictionary',
] as const;
export type FeederAction = (typeof FEEDER_READ_ACTIONS)[number];
type ListAction = Exclude<FeederAction, 'GetToken' | 'GetDictionary'>;

/** The most rows one page asks for. */
export const FEEDER_PAGE_MAX = 1000;
/** A list call may take minutes on a busy campus server (one client measured 200 s for 500 rows). */
export const FEEDER_TIMEOUT_MS = 300_000;
/** The pause between two pages, so a sync never hammers the campus server. */
export const FEEDER_PAUSE_MS = 1_000;

/** A failed call, with the text to show (never the password). */
export class FeederError extends Error {
  /** `text` builds the message in the language in force where it is read: a failed job keeps it in both. */
  constructor(
    text: () => string,
    readonly kind: 'answer' | 'not-json' | 'timeout' | 'unreachable' | 'http' | 'token',
  ) {
    super();
    Object.defineProperty(this, 'message', { get: text, enumerable: false, configurable: true });
    this.name = 'FeederError';
  }
}

export interface FeederConnectionSettings {
  baseUrl: string;
  username: string;
  password: string;
}

export interface FeederClientOptions extends FeederConnectionSettings {
  timeoutMs?: number;
  pauseMs?: number;
}

export interface PageRequest {
  filter?: string;
  order: string;
  limit: number;
  offset: number;
}

/** A filter's value, quoted as SQL text (a quote doubled): `field='value'`. */
export const filterEq = (field: string, value: string) => `${field}='${value.replace(/'/g, "''")}'`;

/** An error answer that says the token is not (or no longer) good. */
const isTokenError = (code: number, desc: string) => code === 100 || /token/i.test(desc);

interface Envelope {
  error_code?: unknown;
  error_desc?: unknown;
  data?: unknown;
}

export interface FeederClient {
  /** Signs in (GetToken) now, whatever is cached: Tes koneksi. */
  signIn(): Promise<void>;
  /** One page of a list action's rows (at most FEEDER_PAGE_MAX), after the pause since the previous page. */
  page(act: ListAction, request: PageRequest): Promise<unknown[]>;
  /** The fields an action has on this installation (GetDictionary), by name. */
  dictionary(fungsi: ListAction): Promise<unknown>;
  /** How many calls went out (GetToken included), for the job's log. */
  readonly calls: number;
}

export function feederClient(opts: FeederClientOptions): FeederClient {
  const endpoint = `${opts.baseUrl}${FEEDER_ENDPOINT_PATH}`;
  const timeoutMs = opts.timeoutMs ?? env.feederTimeoutMs ?? FEEDER_TIMEOUT_MS;
  const pauseMs = opts.pauseMs ?? env.feederPauseMs ?? FEEDER_PAUSE_MS;
  let token: string | undefined;
  let calls = 0;
  let lastPageAt = 0;
  // one request in flight: each call chains on the one before
  let inFlight: Promise<unknown> = Promise.resolve();
  let pages: Promise<unknown> = Promise.resolve();

  const send = (act: FeederAction, body: Record<string, unknown>): Promise<Envelope> => {
    const run = inFlight.then(
      () => post(act, body),
      () => post(act, body),
    );
    inFlight = run.catch(() => undefined);
    return run;
  };

  async function post(act: FeederAction, body: Record<string, unknown>): Promise<Envelope> {
    calls++;
    const abort = new AbortController();
    const timer = setTimeout(() => abort.abort(), timeoutMs);
    let text: string;
    let status: number;
    try {
      const res = await fetch(endpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ act, ...body }),
        signal: abort.signal,
      });
      status = res.status;
      text = await res.text();
    } catch {
      if (abort.signal.aborted) throw new FeederError(() => FEEDER_MSG.feederTimeout(Math.round(timeoutMs / 1000)), 'timeout');
      throw new FeederError(() => FEEDER_MSG.feederUnreachable, 'unreachable');
    } finally {
      clearTimeout(timer);
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      throw new FeederError(() => (status >= 200 && status < 300 ? FEEDER_MSG.feederNotJson : FEEDER_MSG.feederHttpStatus(status)), 'not-json');
    }
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new FeederError(() => FEEDER_MSG.feederNotJson, 'not-json');
    return parsed as Envelope;
  }

  const codeOf = (e: Envelope) => Number(e.error_code ?? 0);
  const descOf = (e: Envelope) => (typeof e.error_desc === 'string' ? e.error_desc : String(e.error_desc ?? ''));

  async function signIn(): Promise<string> {
    const answer = await send('GetToken', { username: opts.username, password: opts.password });
    const code = codeOf(answer);
    if (code !== 0) throw new FeederError(() => FEEDER_MSG.feederAnswerError(descOf(answer) || String(code)), 'answer');
    const value = (answer.data as { token?: unknown } | undefined)?.token;
    if (typeof value !== 'string' || value === '') throw new FeederError(() => FEEDER_MSG.feederTokenRefused, 'token');
    token = value;
    return value;
  }

  /** A read with the token; signs in first when none is kept, and once more on an answer about the token. */
  async function read(act: FeederAction, body: Record<string, unknown>): Promise<unknown> {
    let answer = await send(act, { token: token ?? (await signIn()), ...body });
    if (codeOf(answer) !== 0 && isTokenError(codeOf(answer), descOf(answer))) {
      answer = await send(act, { token: await signIn(), ...body });
    }
    const code = codeOf(answer);
    if (code !== 0) throw new FeederError(() => FEEDER_MSG.feederAnswerError(descOf(answer) || String(code)), 'answer');
    return answer.data;
  }

  return {
    async signIn() {
      await signIn();
    },
    page(act, request) {
      // pages queue behind each other, each after the pause since the one before ended
      const run = pages.then(async () => {
        const wait = lastPageAt + pauseMs - Date.now();
        if (lastPageAt > 0 && wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
        const limit = Math.min(Math.max(1, request.limit), FEEDER_PAGE_MAX);
        try {
          const data = await read(act, { filter: request.filter ?? '', order: request.order, limit, offset: request.offset });
          if (!Array.isArray(data)) throw new FeederError(() => FEEDER_MSG.feederBadRows(act), 'answer');
          return data;
        } finally {
          lastPageAt = Date.now();
        }
      });
      pages = run.catch(() => undefined);
      return run;
    },
    dictionary: (fungsi) => read('GetDictionary', { fungsi }),
    get calls() {
      return calls;
    },
  };
}
