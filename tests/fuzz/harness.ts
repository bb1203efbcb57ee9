/**
 * The contract fuzz's request path and its checks. A request is sent to its area's Lambda handler
 * in this process (the whole middy chain: edge check, body parser, router, session, validation,
 * error mapper), chosen as the local gateway chooses it. Every write the handlers make to the
 * table, the buckets or the mail service is recorded, so a refused request is proved to have
 * changed nothing, whatever item it would have touched.
 */
import { loadAreaHandler } from '@functions/api';
import type { HttpEvent, HttpResult } from '@functions/lib/http';
import { findRoute } from '@infra/local/api-gateway';
import { ORIGIN_VERIFY_HEADER } from '@shared/api/contract';
import { ulid } from 'ulid';
import type { RawRequest } from './breakers';

/** Media types the local gateway (like API Gateway) passes as text; anything else arrives base64-encoded. */
const TEXT_TYPES = /^(text\/|application\/(json|x-www-form-urlencoded|xml|javascript)|[^;]*\+(json|xml))/i;

export interface Answer {
  status: number;
  contentType: string;
  body: unknown;
  text: string;
}

/** The concrete path of a route template with the request's raw parameter values. */
export function pathOf(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? '1');
}

let ipSequence = 0;
/** A client address per request (a documentation range): the public limits never decide an answer here. */
function nextIp(): string {
  ipSequence += 1;
  return `203.0.${113 + (Math.floor(ipSequence / 250) % 8)}.${ipSequence % 250}`;
}

/**
 * Sends one request as the local gateway would: the route the path matches (the most specific),
 * the event of payload 2.0 with the edge's secret, a bearer token for a signed-in caller.
 * undefined when no route matches (the gateway answers 404 itself).
 */
export async function send(method: string, path: string, raw: RawRequest, token: string | undefined): Promise<Answer | undefined> {
  const entry = findRoute(method, path);
  if (!entry) return undefined;
  const handler = await loadAreaHandler(entry.area);
  const rawQueryString = new URLSearchParams(raw.query).toString();
  const ip = nextIp();
  const headers: Record<string, string> = { 'x-forwarded-for': ip, 'x-skpi-viewer-ip': ip, 'user-agent': 'contract-fuzz' };
  if (process.env.ORIGIN_VERIFY) headers[ORIGIN_VERIFY_HEADER] = process.env.ORIGIN_VERIFY;
  if (raw.contentType) headers['content-type'] = raw.contentType;
  if (token) headers.authorization = `Bearer ${token}`;
  const binary = raw.body !== undefined && raw.body !== '' && !TEXT_TYPES.test(raw.contentType ?? '');
  const now = new Date();
  const event = {
    version: '2.0',
    routeKey: `${entry.route.method} ${entry.route.path}`,
    rawPath: path,
    rawQueryString,
    headers,
    requestContext: {
      accountId: 'local',
      apiId: 'local',
      domainName: 'localhost',
      domainPrefix: 'localhost',
      http: { method, path, protocol: 'HTTP/1.1', sourceIp: ip, userAgent: 'contract-fuzz' },
      requestId: ulid(),
      routeKey: `${entry.route.method} ${entry.route.path}`,
      stage: '$default',
      time: now.toUTCString(),
      timeEpoch: now.getTime(),
    },
    body: raw.body === undefined || raw.body === '' ? undefined : binary ? Buffer.from(raw.body, 'utf8').toString('base64') : raw.body,
    isBase64Encoded: binary,
  } satisfies HttpEvent;
  const result: HttpResult = await handler(event, {});
  const resultHeaders = Object.fromEntries(Object.entries(result.headers ?? {}).map(([k, v]) => [k.toLowerCase(), String(v)]));
  const text = result.body ?? '';
  const contentType = resultHeaders['content-type'] ?? '';
  let body: unknown = text;
  if (contentType.includes('json') && text !== '') {
    try {
      body = JSON.parse(text);
    } catch {
      body = text;
    }
  }
  return { status: result.statusCode ?? 200, contentType, body, text };
}

// --- writes ------------------------------------------------------------------------------------

export interface RecordedWrite {
  service: 'dynamodb' | 's3' | 'ses';
  command: string;
  /** The items' keys (DynamoDB) or the object key (S3) or the recipients (mail). */
  targets: string[];
}

/** Writes that a refused request may make: the counters of the rate limits (a flood of bad input costs its sender). */
export const ALLOWED_ON_REFUSAL = (target: string) => target.startsWith('RATE#');

const WRITE_COMMANDS = /^(Put|Update|Delete|TransactWrite|BatchWrite|BatchExecute|ExecuteStatement|ExecuteTransaction)/;
const S3_WRITES = /^(PutObject|DeleteObject|DeleteObjects|CopyObject|CreateMultipartUpload|UploadPart|CompleteMultipartUpload|PutObjectTagging)/;

function keysOf(input: Record<string, unknown>): string[] {
  const keyText = (k: unknown) => {
    const key = k as Record<string, unknown> | undefined;
    return key ? `${String(key.PK)}|${String(key.SK)}` : '?';
  };
  if (input.Key) return [keyText(input.Key)];
  if (input.Item) return [keyText(input.Item)];
  const transact = input.TransactItems as Array<Record<string, Record<string, unknown>>> | undefined;
  if (transact) return transact.map((t) => keyText(Object.values(t)[0]?.Key ?? Object.values(t)[0]?.Item));
  const batch = input.RequestItems as Record<string, Array<Record<string, Record<string, unknown>>>> | undefined;
  if (batch) return Object.values(batch).flatMap((rs) => rs.map((r) => keyText(r.PutRequest?.Item ?? r.DeleteRequest?.Key)));
  return ['?'];
}

type Stackable = { middlewareStack: { add: (mw: unknown, options: { step: string; name: string }) => void } };

/**
 * Where the recording middleware puts writes: one object per process (on globalThis, as the
 * handlers' clients outlive a test file in a worker that keeps its modules), `sink` only while a
 * fuzz runs.
 */
const shared = globalThis as { contractFuzzRecorder?: { sink?: RecordedWrite[] } };
shared.contractFuzzRecorder ??= {};
const recorder = shared.contractFuzzRecorder;

/** Records every successful write of the handlers' clients into `sink` until `stopRecording` (installed once per process). */
export async function recordWrites(sink: RecordedWrite[]): Promise<void> {
  const installed = recorder.sink !== undefined || (globalThis as { contractFuzzInstalled?: true }).contractFuzzInstalled;
  recorder.sink = sink;
  if (installed) return;
  (globalThis as { contractFuzzInstalled?: true }).contractFuzzInstalled = true;
  const { ddb, s3 } = await import('@functions/lib/clients');
  const { ses } = await import('@functions/lib/mail');
  const install = (
    client: Stackable,
    service: RecordedWrite['service'],
    isWrite: (command: string) => boolean,
    targets: (input: Record<string, unknown>) => string[],
  ) =>
    client.middlewareStack.add(
      (next: (args: { input: unknown }) => Promise<unknown>, context: { commandName?: string }) => async (args: { input: unknown }) => {
        const result = await next(args);
        const command = context.commandName ?? '?';
        if (recorder.sink && isWrite(command)) recorder.sink.push({ service, command, targets: targets(args.input as Record<string, unknown>) });
        return result;
      },
      { step: 'initialize', name: `contractFuzzRecorder-${service}` },
    );
  install(ddb() as unknown as Stackable, 'dynamodb', (c) => WRITE_COMMANDS.test(c), keysOf);
  install(
    s3() as unknown as Stackable,
    's3',
    (c) => S3_WRITES.test(c),
    (input) => [String(input.Key ?? input.Delete ?? '?')],
  );
  install(
    ses() as unknown as Stackable,
    'ses',
    (c) => c.startsWith('Send'),
    (input) => [JSON.stringify((input.Destination as object) ?? '?')],
  );
}

/** Ends the recording (the next test files of the worker write unrecorded). */
export function stopRecording(): void {
  recorder.sink = undefined;
}

/** The last error the handlers logged (a 5xx says why in the failure, not only in a silenced log). */
export const lastLogged: { error?: string } = {};

/** Keeps what the handlers log as errors (the logger stays silent otherwise). */
export async function captureLoggedErrors(): Promise<void> {
  const { logger } = await import('@functions/lib/logger');
  const marked = logger as unknown as { contractFuzzCapture?: true; error: (...args: unknown[]) => void };
  if (marked.contractFuzzCapture) return;
  marked.contractFuzzCapture = true;
  const original = marked.error.bind(logger);
  marked.error = (...args: unknown[]) => {
    const detail = args[1] as { error?: Error } | undefined;
    lastLogged.error = `${String(args[0])}: ${detail?.error?.stack ?? JSON.stringify(detail)}`.slice(0, 1500);
    original(...args);
  };
}

// --- answers -----------------------------------------------------------------------------------

/** zod's own English texts (its default locale): a field answered with one of these has no message of ours. */
const ZOD_ENGLISH =
  /^(Invalid input|Invalid option|Invalid (string|number|key|element|value|discriminator|email|date|datetime|url|uuid)|Too (big|small)|Unrecognized key|Required$|Expected )/;
/** What never belongs in an answer: a stack, an exception's name, a storage key or an SDK's words. */
const INTERNALS = /(\n\s+at |Error:|Exception|TypeError|undefined|NaN|\[object |PK=|USER#|ConditionalCheck|ValidationException|Cannot read)/;

/** Why a message is unclear, or undefined when it is one of ours. */
export function unclearMessage(message: unknown): string | undefined {
  const texts: unknown[] = [];
  if (typeof message === 'string') texts.push(message);
  else if (message && typeof message === 'object' && !Array.isArray(message)) {
    for (const [field, list] of Object.entries(message)) {
      if (!Array.isArray(list) || list.length === 0) return `field ${field} has no list of messages`;
      texts.push(...list);
    }
    if (texts.length === 0) return 'an empty field map';
  } else return `message is ${JSON.stringify(message)}`;
  for (const text of texts) {
    if (typeof text !== 'string' || text.trim() === '') return `a message is ${JSON.stringify(text)}`;
    if (ZOD_ENGLISH.test(text)) return `zod's English default ${JSON.stringify(text)}`;
    if (INTERNALS.test(text)) return `internals in ${JSON.stringify(text.slice(0, 200))}`;
  }
  return undefined;
}

/** Why an answer to a broken request is wrong, or undefined when it is a clear refusal (or a success that may be). */
export function answerProblem(answer: Answer): string | undefined {
  if (answer.status >= 500) return `answered ${answer.status}: ${answer.text.slice(0, 300)}; logged: ${lastLogged.error ?? 'nothing'}`;
  if (answer.status < 400) return undefined;
  if (!answer.contentType.includes('application/json')) return `a ${answer.status} answer of type ${answer.contentType}`;
  const body = answer.body as Record<string, unknown> | null;
  if (!body || typeof body !== 'object' || Object.keys(body).join() !== 'message')
    return `a ${answer.status} answer without { message }: ${answer.text.slice(0, 300)}`;
  const unclear = unclearMessage(body.message);
  return unclear ? `a ${answer.status} answer with ${unclear}` : undefined;
}

/** Keys Object.prototype had when the fuzz started: a request that adds one polluted every object of the process. */
export const PROTOTYPE_BEFORE = new Set(Object.getOwnPropertyNames(Object.prototype));
export function prototypePolluted(): string | undefined {
  const added = Object.getOwnPropertyNames(Object.prototype).filter((k) => !PROTOTYPE_BEFORE.has(k));
  return added.length ? `Object.prototype gained ${added.join(', ')}` : undefined;
}
