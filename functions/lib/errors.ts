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

/** The answer to an error: a domain error's status and text, middy's own 4xx, or a bare 500 (logged, never shown). */
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
  logger.error('unhandled error', { requestId, error: err as Error });
  return { status: 500, body: { message: GENERAL_MSG.serverError } };
}
