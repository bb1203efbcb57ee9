/**
 * Authorization of a request: verifies the session JWT (HttpOnly cookie, or `Authorization:
 * Bearer` for scripts), checks the route's roles, and checks the token version and the active
 * flag against the user item, so a deactivation or password change ends old sessions at once.
 */

import { type UserItem, usersRepo } from '@functions/domain/users/repo';
import { changesState, type Role, type RouteSpec, roleAllowed } from '@shared/api/contract';
import { GENERAL_MSG } from '@shared/messages/common';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { Forbidden, Unauthenticated } from './domain-errors';
import { env } from './env';
import { readCookie, SESSION_COOKIE, verifySession } from './session';

export interface AuthContext {
  userId: string;
  nim: string;
  role: Role;
  id_prodi: number | null;
  user: UserItem;
  /** The session behind the call (its id and expiry), so a logout can end exactly it. */
  session?: { id: string; exp: number };
}

function bearerOf(event: APIGatewayProxyEventV2): string | undefined {
  const header = event.headers?.authorization ?? event.headers?.Authorization;
  return header?.startsWith('Bearer ') ? header.slice(7).trim() : undefined;
}

export function sessionTokenOf(event: APIGatewayProxyEventV2): string | undefined {
  return bearerOf(event) ?? readCookie(event.cookies, event.headers?.cookie, SESSION_COOKIE);
}

/**
 * Whether a request comes from the app's own pages. Browsers say where a request comes from in
 * `Sec-Fetch-Site` (same-origin; none: typed or bookmarked by the user) and, where that header is
 * missing, in `Origin`. A request with neither is no browser's cross-site request.
 */
export function fromOwnOrigin(event: APIGatewayProxyEventV2): boolean {
  const site = event.headers?.['sec-fetch-site'];
  if (site) return site === 'same-origin' || site === 'none';
  const origin = event.headers?.origin;
  return !origin || origin === new URL(env.appUrl).origin;
}

/**
 * Resolves the caller. Public routes get the caller when a valid session is present, else null.
 * A change carried by the session cookie (the browser sends it by itself) must come from the app's
 * own origin: another site's form or script is refused before anything runs. A bearer token is
 * sent only by a program that holds it, so it is not checked.
 */
export async function authenticate(
  event: APIGatewayProxyEventV2,
  route: Pick<RouteSpec, 'access' | 'method' | 'changesState'>,
): Promise<AuthContext | null> {
  const { access } = route;
  const token = sessionTokenOf(event);
  if (token && !bearerOf(event) && changesState(route) && !fromOwnOrigin(event)) throw new Forbidden(GENERAL_MSG.crossSiteRefused);
  if (!token) {
    if (access === 'public') return null;
    throw new Unauthenticated();
  }
  const claims = await verifySession(token);
  const user = claims ? await usersRepo.getById(claims.sub) : undefined;
  const ended = claims?.sid !== undefined && user?.revoked_sessions?.[claims.sid] !== undefined;
  if (!claims || !user?.is_active || user.token_version !== claims.tv || ended) {
    if (access === 'public') return null;
    throw new Unauthenticated(GENERAL_MSG.sessionExpired);
  }
  if (!roleAllowed(access, user.role)) throw new Forbidden();
  return {
    userId: user.id,
    nim: user.nim,
    role: user.role,
    id_prodi: user.id_prodi,
    user,
    ...(claims.sid ? { session: { id: claims.sid, exp: claims.exp } } : {}),
  };
}
