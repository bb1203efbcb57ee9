/**
 * The Lambda runtime of one area: middy with security headers, JSON body parsing, routing from
 * the contract, authorization, zod validation (422 with the per-field messages forms and scripts read) and the
 * one error shape `{ message }`. Handlers are plain typed functions of the route's inputs.
 */
import { timingSafeEqual } from 'node:crypto';
import middy from '@middy/core';
import httpJsonBodyParser from '@middy/http-json-body-parser';
import httpRouterHandler from '@middy/http-router';
import httpSecurityHeaders from '@middy/http-security-headers';
import {
  type AreaSpec,
  type BodyOf,
  type FileAnswer,
  ORIGIN_VERIFY_HEADER,
  type ParamsOf,
  PUBLIC_LIMIT_SCOPE_PREFIX,
  PUBLIC_LIMITS,
  type QueryOf,
  type ResponseOf,
  type RouteSpec,
  VIEWER_IP_HEADER,
} from '@shared/api/contract';
import { GENERAL_MSG } from '@shared/messages/common';
import { bahasaOfHeader } from '@shared/messages/language';
import { installZodMessages } from '@shared/validation/zod-messages';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import type { z } from 'zod';
import { type AuthContext, authenticate } from './auth';
import { perAddress } from './client-address';
import { Forbidden, Invalid, Refused } from './domain-errors';
import { env } from './env';
import { errorAnswer } from './errors';
import { inLanguage } from './language';
import { logger } from './logger';
import { publishMetrics } from './observability';
import { parseQuery } from './query-string';
import { consume } from './rate-limit';
import { originVerifyValue } from './secrets';
import { cookie, readCookie } from './session';

export type HttpEvent = APIGatewayProxyEventV2;
export type HttpResult = APIGatewayProxyStructuredResultV2;

export interface Reply {
  /** Overrides the route's success status. */
  status?: number;
  cookies: string[];
  headers: Record<string, string>;
}

export interface HandlerContext<R extends RouteSpec> {
  params: ParamsOf<R>;
  query: QueryOf<R>;
  body: BodyOf<R>;
  /** The signed-in caller; always set on routes that are not public. */
  auth: R['access'] extends 'public' ? AuthContext | null : AuthContext;
  event: HttpEvent;
  requestId: string;
  sourceIp: string;
  reply: Reply;
}

export type RouteHandler<R extends RouteSpec> = (ctx: HandlerContext<R>) => Promise<ResponseOf<R>>;
export type AreaHandlers<A extends AreaSpec> = { [K in keyof A['routes']]: RouteHandler<A['routes'][K]> };
/** The handlers of one route group of an area (e.g. `portofolioRoutes`), spread into the area's handlers. */
export type RouteGroupHandlers<R extends Record<string, RouteSpec>> = { [K in keyof R]: RouteHandler<R[K]> };

// every rule without a message of its own answers with one of the catalogue, never zod's English
installZodMessages();

/** Adds a message under a field; an own property whatever the name (`__proto__` would set the prototype). */
function addMessage(out: Record<string, string[]>, field: string, message: string): void {
  const list = Object.hasOwn(out, field) ? (out[field] as string[]) : [];
  list.push(message);
  Object.defineProperty(out, field, { value: list, enumerable: true, writable: true, configurable: true });
}

/**
 * zod issues as the field map every caller reads: `{ field: [first message, ...] }`. An
 * unknown key is named as its own field (`{ extra: ['Kolom ini tidak dikenal'] }`).
 */
export function zodMessages(error: z.ZodError): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const fields = issue.code === 'unrecognized_keys' ? issue.keys.map((key) => [...issue.path, key]) : [issue.path];
    for (const path of fields) addMessage(out, path.length ? path.join('.') : '_', issue.message);
  }
  return out;
}

function parseOrThrow<T extends z.ZodType | undefined>(schema: T, value: unknown): T extends z.ZodType ? z.output<T> : undefined {
  if (!schema) return undefined as never;
  const result = schema.safeParse(value);
  if (!result.success) throw new Invalid(zodMessages(result.error));
  return result.data as never;
}

function json(status: number, body: unknown, reply?: Reply): HttpResult {
  return {
    statusCode: status,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...reply?.headers },
    cookies: reply?.cookies.length ? reply.cookies : undefined,
    body: JSON.stringify(body),
  };
}

/** A successful answer of a route with its own media type: a string as it is, anything else as JSON. */
function typed(status: number, contentType: string, body: unknown, reply: Reply): HttpResult {
  return {
    statusCode: status,
    headers: { 'content-type': contentType, 'cache-control': 'no-store', ...reply.headers },
    cookies: reply.cookies.length ? reply.cookies : undefined,
    body: typeof body === 'string' ? body : JSON.stringify(body),
  };
}

/** A file answer: its bytes (Lambda answers binary as base64) as an attachment with its own name. */
function fileResult(status: number, file: FileAnswer['file'], reply: Reply): HttpResult {
  return {
    statusCode: status,
    headers: {
      'content-type': file.contentType,
      'content-disposition': `attachment; filename="${file.name.replace(/[^\w.-]/g, '_')}"`,
      'cache-control': 'no-store',
      ...reply.headers,
    },
    cookies: reply.cookies.length ? reply.cookies : undefined,
    body: file.base64,
    isBase64Encoded: true,
  };
}

const isFileAnswer = (answer: unknown): answer is FileAnswer => typeof answer === 'object' && answer !== null && 'file' in answer;

function errorResult(err: unknown, requestId: string): HttpResult {
  const answer = errorAnswer(err, requestId);
  return json(answer.status, answer.body, answer.headers ? { cookies: [], headers: answer.headers } : undefined);
}

export { ORIGIN_VERIFY_HEADER, VIEWER_IP_HEADER };

/** Whether the request carries the origin-verify secret (compared in constant time). */
async function fromEdge(event: HttpEvent, expected: string | undefined): Promise<boolean> {
  const given = event.headers?.[ORIGIN_VERIFY_HEADER];
  if (!expected || !given) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Every request must have come through the edge (CloudFront with its web ACL; locally the local
 * server, which plays it): without the origin-verify secret, 403 before anything else runs. A
 * deployed stage without a configured secret refuses everything rather than run unguarded; only
 * the local stage without one (unit tests calling a handler directly) lets the request pass.
 */
export async function requireEdge(event: HttpEvent): Promise<void> {
  const expected = await originVerifyValue();
  if (!expected && env.stage === 'local') return;
  if (!(await fromEdge(event, expected))) throw new Forbidden(GENERAL_MSG.originRefused);
}

/**
 * The caller's address for per-client limits (counted by its rate-limit subject,
 * functions/lib/client-address.ts). Behind CloudFront, API Gateway's source IP is the
 * edge's; CloudFront puts the viewer's address in VIEWER_IP_HEADER (overwriting what a client sent)
 * together with the origin-verify secret. The header is believed only with that secret: a caller
 * who reaches the API Gateway endpoint directly is counted under its real source address.
 */
export async function clientAddress(event: HttpEvent): Promise<string> {
  const sourceIp = event.requestContext?.http?.sourceIp || '0.0.0.0';
  const viewer = event.headers?.[VIEWER_IP_HEADER]?.split(',')[0]?.trim();
  if (!viewer) return sourceIp;
  return (await fromEdge(event, await originVerifyValue())) ? viewer : sourceIp;
}

function routeHandler<R extends RouteSpec>(route: R, fn: RouteHandler<R>) {
  return async (event: HttpEvent): Promise<HttpResult> => {
    const requestId = event.requestContext?.requestId ?? 'local';
    const sourceIp = await clientAddress(event);
    // counted before anything is read or parsed: a flood of bad input costs its sender too
    if (route.publicLimit && !env.publicLimitsOff)
      await consume(...perAddress({ scope: `${PUBLIC_LIMIT_SCOPE_PREFIX}${route.publicLimit}`, ...PUBLIC_LIMITS[route.publicLimit] }, sourceIp));
    const auth = await authenticate(event, route);
    const params = parseOrThrow(route.params, event.pathParameters ?? {});
    const query = parseOrThrow(route.query, parseQuery(event.rawQueryString));
    const rawBody = event.body as unknown;
    if (route.body && typeof rawBody === 'string' && rawBody !== '') throw new Refused(GENERAL_MSG.invalidJson);
    const body = parseOrThrow(route.body, rawBody === undefined || rawBody === null || rawBody === '' ? {} : rawBody);
    const reply: Reply = { cookies: [], headers: {} };
    const answer = await fn({
      params,
      query,
      body,
      auth: auth as HandlerContext<R>['auth'],
      event,
      requestId,
      sourceIp,
      reply,
    } as HandlerContext<R>);
    if (env.validateResponses) {
      const checked = route.response.safeParse(answer);
      if (!checked.success) throw new Error(`response of ${route.method} ${route.path} breaks its contract: ${checked.error.message}`);
    }
    const status = reply.status ?? route.status ?? 200;
    if (route.download && isFileAnswer(answer)) return fileResult(status, answer.file, reply);
    return route.contentType ? typed(status, route.contentType, answer, reply) : json(status, answer, reply);
  };
}

/**
 * Builds the Lambda handler of one area from its contract and its route functions. Every text it
 * answers is in the request's Accept-Language (English or Indonesian, Indonesian when absent or
 * anything else), and the answer says which (Content-Language, Vary; a route that answers in
 * another language sets its own Content-Language).
 */
export function createAreaHandler<A extends AreaSpec>(area: A, handlers: AreaHandlers<A>) {
  const handler = areaMiddy(area, handlers);
  return async (event: HttpEvent, context: Context): Promise<HttpResult> => {
    const lang = bahasaOfHeader(event.headers?.['accept-language'] ?? event.headers?.['Accept-Language']);
    const result = await inLanguage(lang, () => handler(event, context));
    const vary = result.headers?.Vary ?? result.headers?.vary;
    // a route that answers in another language (the account's new one) says so itself
    const answered = result.headers?.['Content-Language'] ?? lang;
    result.headers = { ...result.headers, 'Content-Language': answered, Vary: vary ? `${vary}, Accept-Language` : 'Accept-Language' };
    return result;
  };
}

function areaMiddy<A extends AreaSpec>(area: A, handlers: AreaHandlers<A>) {
  const routes = Object.entries(area.routes).map(([name, route]) => ({
    method: route.method,
    path: route.path,
    handler: routeHandler(route, (handlers as Record<string, RouteHandler<RouteSpec>>)[name] as RouteHandler<RouteSpec>),
  }));
  const router = httpRouterHandler<HttpEvent, HttpResult>(routes);

  return middy<HttpEvent, HttpResult>()
    .use({
      before: async (request) => {
        logger.appendKeys({ area: area.area, requestId: request.event.requestContext?.requestId });
        await requireEdge(request.event);
      },
    })
    .use(
      httpSecurityHeaders({
        contentSecurityPolicy: { 'default-src': "'none'", 'frame-ancestors': "'none'" },
      }),
    )
    .use(httpJsonBodyParser({ disableContentTypeError: true }))
    .use({
      onError: (request) => {
        request.response = errorResult(request.error, request.event.requestContext?.requestId ?? 'local');
      },
    })
    .use({ after: publishMetrics, onError: publishMetrics })
    .handler(router as unknown as (event: HttpEvent, context: Context) => Promise<HttpResult>);
}

// --- cookies: the entry layer reads them from the request and sets them on the reply; the
// domain takes and gives their values (a token, an id), never the event or a Set-Cookie ---

/** The activation ticket's cookie (set by the link check, read by the activation and its photo upload). */
export const ACTIVATION_COOKIE = 'skpi_activation';

/**
 * The id of the campus sign-in under way. SameSite=Lax, unlike every other cookie: the provider
 * sends the browser back with a cross-site top-level GET, which a Strict cookie would miss. It
 * names the transaction only; state, nonce and verifier stay in the table.
 */
export const SSO_COOKIE = 'skpi_sso';
const sameSiteOf = (name: string) => (name === SSO_COOKIE ? 'Lax' : 'Strict');

/** A cookie's value in the request (undefined when absent). */
export const requestCookie = (event: HttpEvent, name: string) => readCookie(event.cookies, event.headers?.cookie, name);

/** The Set-Cookie value that sets a cookie for `maxAge` seconds. */
export const setCookie = (name: string, value: string, maxAge: number) => cookie(name, value, maxAge, env.secureCookies, sameSiteOf(name));

/** The Set-Cookie value that removes a cookie. */
export const clearCookie = (name: string) => cookie(name, '', 0, env.secureCookies, sameSiteOf(name));
