/**
 * Authorization of a request: verifies the session JWT (HttpOnly cookie, or `Authorization:
 * Bearer` for scripts), checks the route's roles, and checks the token version and the active
 * flag against the user item, so a deactivation or password change ends old sessions at once.
 */

import { type UserItem, usersRepo } from '@functions/domain/users/repo';
import { type Access, type Role, roleAllowed } from '@shared/api/contract';
import { MSG } from '@shared/messages';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { Forbidden, Unauthenticated } from './domain-errors';
import { readCookie, SESSION_COOKIE, verifySession } from './session';

export interface AuthContext {
  userId: string;
  nim: string;
  role: Role;
  id_prodi: number | null;
  user: UserItem;
}

export function sessionTokenOf(event: APIGatewayProxyEventV2): string | undefined {
  const header = event.headers?.authorization ?? event.headers?.Authorization;
  if (header?.startsWith('Bearer ')) return header.slice(7).trim();
  return readCookie(event.cookies, event.headers?.cookie, SESSION_COOKIE);
}

/** Resolves the caller. Public routes get the caller when a valid session is present, else null. */
export async function authenticate(event: APIGatewayProxyEventV2, access: Access): Promise<AuthContext | null> {
  const token = sessionTokenOf(event);
  if (!token) {
    if (access === 'public') return null;
    throw new Unauthenticated();
  }
  const claims = await verifySession(token);
  const user = claims ? await usersRepo.getById(claims.sub) : undefined;
  if (!claims || !user?.is_active || user.token_version !== claims.tv) {
    if (access === 'public') return null;
    throw new Unauthenticated(MSG.sessionExpired);
  }
  if (!roleAllowed(access, user.role)) throw new Forbidden();
  return { userId: user.id, nim: user.nim, role: user.role, id_prodi: user.id_prodi, user };
}
