/**
 * The authorization tables of tests/integration/*-authorization.test.ts: every row (a route's name
 * and a harmless request) is sent by every caller (no session, each role, a deactivated account,
 * an old token version, and any caller a file adds), and the answer's status, and its message
 * where the table names one, is what the file's `want` says.
 */
import { MSG } from '@shared/messages';
import { describe, expect, it } from 'vitest';
import { CALLERS, type Caller } from './auth-flow';
import { api } from './stack';

/** What a caller gets: the status, and the whole body `{ message }` when a message is given. */
export interface Want {
  status: number;
  message?: string;
}

/** One row's request, built when its test runs (after the file's `beforeAll`). */
export interface AuthorizationRequest {
  method: string;
  path: string;
  body?: unknown;
}

/** Every signed-in role that is not the one(s) a row names: the role gate's refusal. */
export const FORBIDDEN: Want = { status: 403, message: MSG.forbidden };

/**
 * The answer to a caller without a usable session (none: "not signed in"; a deactivated account or
 * an outdated token: "session expired"), or undefined for a signed-in caller.
 */
export function signedOutWant(caller: string): Want | undefined {
  if (caller === 'none') return { status: 401, message: MSG.notSignedIn };
  if (caller === 'deactivated' || caller === 'old-token') return { status: 401, message: MSG.sessionExpired };
  return undefined;
}

export interface AuthorizationTable<R, C extends string> {
  /** Row name → row; each row is a `describe` named after it, each caller an `it` (`caller: <caller>`). */
  rows: ReadonlyArray<readonly [string, R]>;
  request: (row: R, name: string) => AuthorizationRequest;
  want: (caller: C, row: R, name: string) => Want;
  /** The caller's session token (none: undefined), read when the test runs. */
  token: (caller: C) => string | undefined;
  /** CALLERS unless given. */
  callers?: readonly C[];
}

/** Declares the table's tests (call inside the file's `describe`). */
export function authorizationTable<R, C extends string = Caller>(table: AuthorizationTable<R, C>): void {
  const callers = (table.callers ?? CALLERS) as readonly C[];
  describe.each(table.rows.map(([name, row]) => [name, row] as [string, R]))('%s', (name, row) => {
    it.each(callers)('caller: %s', async (caller) => {
      const request = table.request(row, name);
      const res = await api(request.method, request.path, { bearer: table.token(caller), body: request.body });
      const want = table.want(caller, row, name);
      // the body beside the status: a failure shows what the server said
      const answer = want.message === undefined ? expect.anything() : { message: want.message };
      expect({ name, caller, status: res.status, body: res.body }).toEqual({ name, caller, status: want.status, body: answer });
    });
  });
}
