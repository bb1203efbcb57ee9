/**
 * The HTTP face of errors, for the entry layer only (the middy stack of `http.ts`): each domain
 * error kind's status code, and the answer `{ message }` of any error a handler throws. Domain code
 * throws `domain-errors.ts` and never imports this module (lint-checked).
 */
import { GENERAL_MSG } from '@shared/messages/common';
import { DomainError, type DomainErrorKind, RateLimited, type ServerMessage } from './domain-errors';
import { logger } from './logger';

/** The status code of each domain error kind. */
export const STATUS_OF_KIND: Record<DomainErrorKind, number> = {
  refused: 400,
  unauthenticated: 401,
  forbidden: 403,
  'not-found': 404,
  conflict: 409,
  'too-large': 413,
  invalid: 422,
  'rate-limited': 429,
};

export interface ErrorAnswer {
  status: number;
  body: { message: ServerMessage };
  /** Retry-After on a 429 whose limit knows when its window ends. */
  headers?: Record<string, string>;
}

/** Node's codes of a connection that failed or broke (a service stopped, restarting or unreachable). */
const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'UND_ERR_SOCKET',
]);

/** The AWS SDK's names of a service that is busy, throttling or briefly failing (each retried by the SDK before it gives up). */
const UNAVAILABLE_NAMES = new Set([
  'TimeoutError',
  'RequestTimeout',
  'RequestTimeoutException',
  'ThrottlingException',
  'Throttling',
  'ThrottledException',
  'ProvisionedThroughputExceededException',
  'RequestLimitExceeded',
  'TooManyRequestsException',
  'SlowDown',
  'ServiceUnavailable',
  'ServiceUnavailableException',
  'InternalServerError',
  'InternalFailure',
  'InternalError',
]);

/**
 * Whether an error says a service the API depends on (DynamoDB, S3, SES) could not be reached or
 * was briefly unable to answer, after the SDK's own retries: a connection error (also as the
 * `cause` or inside an AggregateError), a throttling, time-out or service-unavailable name, or
 * any answer the SDK marks as the service's fault (5xx). A transaction cancelled only for
 * throttling counts too. Such a request changed nothing (every multi-item change is one transaction).
 */
export function isServiceUnavailable(err: unknown, depth = 0): boolean {
  if (err === null || typeof err !== 'object' || depth > 3) return false;
  const e = err as {
    name?: unknown;
    code?: unknown;
    cause?: unknown;
    errors?: unknown;
    $fault?: unknown;
    $metadata?: { httpStatusCode?: unknown };
    CancellationReasons?: Array<{ Code?: string }>;
  };
  if (typeof e.code === 'string' && CONNECTION_CODES.has(e.code)) return true;
  if (typeof e.name === 'string' && UNAVAILABLE_NAMES.has(e.name)) return true;
  const status = e.$metadata?.httpStatusCode;
  if (e.$fault === 'server' || (typeof status === 'number' && status >= 500)) return true;
  if (e.name === 'TransactionCanceledException' && e.CancellationReasons?.some((r) => r.Code === 'ThrottlingError')) {
    return e.CancellationReasons.every((r) => r.Code === 'ThrottlingError' || r.Code === 'None');
  }
  if (Array.isArray(e.errors) && e.errors.some((inner) => isServiceUnavailable(inner, depth + 1))) return true;
  return isServiceUnavailable(e.cause, depth + 1);
}

/**
 * The answer to an error: a domain error's status and text, middy's own 4xx, 503 when a service
 * the API depends on did not answer (logged as a warning), or a bare 500 (logged, never shown).
 */
export function errorAnswer(err: unknown, requestId: string): ErrorAnswer {
  if (err instanceof RateLimited && err.retryAfterSeconds !== undefined) {
    return { status: 429, body: { message: err.body }, headers: { 'retry-after': String(err.retryAfterSeconds) } };
  }
  if (err instanceof DomainError) return { status: STATUS_OF_KIND[err.kind], body: { message: err.body } };
  const status = (err as { statusCode?: number } | null)?.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    // middy's own errors (malformed JSON 422, unknown route 404, unsupported media type 415)
    return { status, body: { message: status === 404 ? GENERAL_MSG.routeNotFound : GENERAL_MSG.invalidJson } };
  }
  if (isServiceUnavailable(err)) {
    logger.warn('service unavailable', { requestId, error: err as Error });
    return { status: 503, body: { message: GENERAL_MSG.serviceUnavailable }, headers: { 'retry-after': '5' } };
  }
  logger.error('unhandled error', { requestId, error: err as Error });
  return { status: 500, body: { message: GENERAL_MSG.serverError } };
}
