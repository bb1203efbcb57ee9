/**
 * What API Gateway (HTTP API, payload 2.0) does in front of the area Lambdas, locally: match the
 * request to a route of the contract, build the event, invoke the area's handler in process, and
 * write its structured result (status, headers, cookies, body) back.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { type AreaLambda, loadAreaHandler } from '@functions/api';
import type { HttpEvent, HttpResult } from '@functions/lib/http';
import { allRoutes, type ContractEntry } from '@shared/api';
import { matchPath, ORIGIN_VERIFY_HEADER, VIEWER_IP_HEADER } from '@shared/api/contract';
import { MSG } from '@shared/messages';
import type { Context } from 'aws-lambda';
import { compress, encodingFor, encodingHeaders } from './compression';
import { runStateMachinesHere } from './state-machines';

// The handlers run here start the bulk print's state machine in this process too (its definition
// rendered and executed on the first job: docs/decisions/0054).
runStateMachinesHere();

/** A Lambda's synchronous payload limit: a bigger request never reaches a handler in AWS either. */
export const MAX_BODY_BYTES = 6 * 1024 * 1024;
/** API Gateway HTTP APIs end an integration after 30 s. */
const INTEGRATION_TIMEOUT_MS = 30_000;

/** Headers CloudFront's response-headers policy adds to answers that do not come from a Lambda. */
export const EDGE_HEADERS: Record<string, string> = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
};

export { VIEWER_IP_HEADER };

const TEXT_TYPES = /^(text\/|application\/(json|x-www-form-urlencoded|xml|javascript)|[^;]*\+(json|xml))/i;

const loaded = new Map<string, Promise<AreaLambda>>();

function handlerOf(area: string): Promise<AreaLambda> {
  let handler = loaded.get(area);
  if (!handler) {
    handler = loadAreaHandler(area);
    loaded.set(area, handler);
  }
  return handler;
}

/** Loads an area's handler ahead of its first request (it is loaded once either way). */
export const preloadArea = (area: string): Promise<unknown> => handlerOf(area);

/** Static segments outrank parameters, from the left: `/api/fakultas/all` beats `/api/fakultas/{id}`. */
function moreSpecific(a: ContractEntry, b: ContractEntry): number {
  const sa = a.route.path.split('/');
  const sb = b.route.path.split('/');
  for (let i = 0; i < Math.min(sa.length, sb.length); i++) {
    const pa = sa[i]?.startsWith('{') ?? false;
    const pb = sb[i]?.startsWith('{') ?? false;
    if (pa !== pb) return pa ? 1 : -1;
  }
  return 0;
}

/** The contract's routes by method and number of path segments, the most specific first (built on the first request). */
let routeIndex: Map<string, ContractEntry[]> | undefined;

function routesOf(method: string, segments: number): ContractEntry[] {
  if (!routeIndex) {
    routeIndex = new Map();
    for (const e of allRoutes()) {
      const key = `${e.route.method} ${e.route.path.split('/').length}`;
      routeIndex.set(key, [...(routeIndex.get(key) ?? []), e]);
    }
    for (const routes of routeIndex.values()) routes.sort(moreSpecific);
  }
  return routeIndex.get(`${method} ${segments}`) ?? [];
}

/** The contract route that answers a method and path (trailing slash ignored), as API Gateway picks it: the most specific. */
export function findRoute(method: string, path: string): ContractEntry | undefined {
  const segments = path.replace(/\/+$/, '').split('/').length;
  return routesOf(method, segments).find((e) => matchPath(e.route.path, path) !== null);
}

async function readBody(req: IncomingMessage): Promise<Buffer | 'too-large'> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) return 'too-large';
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

export function buildEvent(req: IncomingMessage, body: Buffer, entry: ContractEntry): HttpEvent {
  const rawUrl = req.url ?? '/';
  const q = rawUrl.indexOf('?');
  const rawPath = q < 0 ? rawUrl : rawUrl.slice(0, q);
  const rawQueryString = q < 0 ? '' : rawUrl.slice(q + 1);
  const sourceIp = req.socket.remoteAddress?.replace(/^::ffff:/, '') ?? '127.0.0.1';
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined || name === 'cookie') continue; // cookies travel in `cookies`
    headers[name] = Array.isArray(value) ? value.join(',') : value;
  }
  headers['x-forwarded-for'] = sourceIp;
  headers[VIEWER_IP_HEADER] = sourceIp;
  // As CloudFront does: the origin-verify secret that makes the functions believe the header above.
  const originVerify = process.env.ORIGIN_VERIFY;
  if (originVerify) headers[ORIGIN_VERIFY_HEADER] = originVerify;
  else delete headers[ORIGIN_VERIFY_HEADER];
  headers['x-forwarded-proto'] = 'http';
  headers['x-forwarded-port'] = String(req.socket.localPort ?? '');
  const cookies = req.headers.cookie
    ?.split(';')
    .map((c) => c.trim())
    .filter(Boolean);
  const queryStringParameters: Record<string, string> = {};
  for (const [k, v] of new URLSearchParams(rawQueryString))
    queryStringParameters[k] = k in queryStringParameters ? `${queryStringParameters[k]},${v}` : v;
  const contentType = headers['content-type'] ?? '';
  const binary = body.length > 0 && !TEXT_TYPES.test(contentType);
  const now = new Date();
  const routeKey = `${entry.route.method} ${entry.route.path}`;
  return {
    version: '2.0',
    routeKey,
    rawPath,
    rawQueryString,
    cookies: cookies?.length ? cookies : undefined,
    headers,
    queryStringParameters: Object.keys(queryStringParameters).length ? queryStringParameters : undefined,
    requestContext: {
      accountId: 'local',
      apiId: 'local',
      domainName: headers.host ?? 'localhost',
      domainPrefix: (headers.host ?? 'localhost').split('.')[0] ?? 'localhost',
      http: { method: req.method ?? 'GET', path: rawPath, protocol: `HTTP/${req.httpVersion}`, sourceIp, userAgent: headers['user-agent'] ?? '' },
      requestId: randomUUID(),
      routeKey,
      stage: '$default',
      time: now.toUTCString(),
      timeEpoch: now.getTime(),
    },
    body: body.length === 0 ? undefined : body.toString(binary ? 'base64' : 'utf8'),
    isBase64Encoded: binary,
  };
}

function lambdaContext(area: string, requestId: string): Context {
  const deadline = Date.now() + INTEGRATION_TIMEOUT_MS;
  return {
    callbackWaitsForEmptyEventLoop: true,
    functionName: `skpi-local-${area}`,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:local:000000000000:function:skpi-local-${area}`,
    memoryLimitInMB: '1024',
    awsRequestId: requestId,
    logGroupName: `/aws/lambda/skpi-local-${area}`,
    logStreamName: 'local',
    getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()),
    done: () => undefined,
    fail: () => undefined,
    succeed: () => undefined,
  };
}

/** Ends an answer whose headers are set, with its body compressed as CloudFront's API behaviour would (./compression.ts). */
async function endCompressed(req: IncomingMessage, res: ServerResponse, body: Buffer | undefined): Promise<void> {
  const contentType = res.getHeader('content-type');
  const encoding =
    body && req.method !== 'HEAD' && !res.hasHeader('content-encoding')
      ? encodingFor(req.headers['accept-encoding'], typeof contentType === 'string' ? contentType : undefined, body.length)
      : null;
  const sent = encoding && body ? await compress(body, encoding, 'fast') : body;
  if (encoding) for (const [name, value] of Object.entries(encodingHeaders(encoding, sent?.length ?? 0))) res.setHeader(name, value);
  res.end(sent);
}

function sendJson(req: IncomingMessage, res: ServerResponse, status: number, body: unknown): Promise<void> {
  res.writeHead(status, { ...EDGE_HEADERS, 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  return endCompressed(req, res, Buffer.from(JSON.stringify(body)));
}

/** Writes a Lambda result the way API Gateway does (payload 2.0: a bare value means 200 JSON). */
function writeResult(req: IncomingMessage, res: ServerResponse, result: HttpResult | string | object | undefined): Promise<void> {
  if (result === undefined || typeof result !== 'object' || !('statusCode' in result)) return sendJson(req, res, 200, result ?? null);
  const r = result as HttpResult;
  for (const [name, value] of Object.entries(r.headers ?? {})) res.setHeader(name, String(value));
  if (r.cookies?.length) res.setHeader('set-cookie', r.cookies);
  res.statusCode = r.statusCode ?? 200;
  return endCompressed(req, res, r.body === undefined ? undefined : Buffer.from(r.body, r.isBase64Encoded ? 'base64' : 'utf8'));
}

export interface ApiLogger {
  error(message: string, err: unknown): void;
}

/** Answers one /api request. */
export async function handleApi(req: IncomingMessage, res: ServerResponse, log: ApiLogger): Promise<void> {
  const method = req.method ?? 'GET';
  const path = (req.url ?? '/').split('?')[0] ?? '/';
  const entry = findRoute(method, path);
  const handler = entry ? handlerOf(entry.area) : undefined;
  if (!entry || !handler) {
    req.resume();
    await sendJson(req, res, 404, { message: MSG.routeNotFound });
    return;
  }
  const body = await readBody(req);
  if (body === 'too-large') {
    await sendJson(req, res, 413, { message: MSG.requestTooLarge });
    return;
  }
  const event = buildEvent(req, body, entry);
  try {
    const result = await (await handler)(event, lambdaContext(entry.area, event.requestContext.requestId));
    await writeResult(req, res, result);
  } catch (err) {
    // In AWS an unhandled Lambda failure reaches the caller as a bare 500.
    log.error(`${method} ${path} failed in area ${entry.area}`, err);
    if (res.headersSent) res.end();
    else await sendJson(req, res, 500, { message: MSG.serverError });
  }
}
