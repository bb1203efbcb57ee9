/**
 * Signed tokens: the session JWT (`sub`, `nim`, `role`, `id_prodi`, `tv` = token version, `sid`,
 * `exp`) and other purpose-bound tokens (pending login, activation link, activation ticket), each
 * with its own `typ` so one kind can never be replayed as another. All are ES256, signed with the
 * private half of their token key (functions/lib/token-keys.ts) and checked with its public half:
 * a Lambda that only checks sessions holds no key that could make one. A token of any other
 * algorithm (the HS256 sessions of before) or key is refused.
 */

import { randomBytes } from 'node:crypto';
import type { Role } from '@shared/api/contract';
import { jwtVerify, SignJWT } from 'jose';
import { env } from './env';
import { tokenSigningKey, tokenVerifyKey } from './secrets';
import { TOKEN_ALG, type TokenKeyName } from './token-keys';

export const SESSION_COOKIE = 'skpi_session';
export const PENDING_COOKIE = 'skpi_pending';
export const SESSION_TTL_SECONDS = 8 * 60 * 60;
const ISSUER = 'skpi';

export interface SessionClaims {
  sub: string;
  nim: string;
  role: Role;
  id_prodi: number | null;
  tv: number;
  /** The session's own id (a logout ends this session only); absent on tokens signed before sessions had one. */
  sid?: string;
  exp: number;
}

/** Every kind of token, and the key that signs it: the activation link is made where accounts are created, the rest only where sessions start. */
const KEY_OF = { session: 'session', pending: 'session', 'activation-ticket': 'session', activation: 'link' } as const satisfies Record<
  string,
  TokenKeyName
>;
export type TokenType = keyof typeof KEY_OF;

export async function signToken(typ: TokenType, claims: Record<string, unknown>, ttlSeconds: number, subject: string): Promise<string> {
  const { key, kid } = await tokenSigningKey(KEY_OF[typ]);
  return new SignJWT({ ...claims, typ })
    .setProtectedHeader({ alg: TOKEN_ALG, kid })
    .setIssuer(ISSUER)
    .setSubject(subject)
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + ttlSeconds)
    .sign(key);
}

/** Verifies algorithm, signature, issuer, expiry and purpose; returns the payload or null. */
export async function verifyToken(typ: TokenType, token: string): Promise<(Record<string, unknown> & { sub: string; exp: number }) | null> {
  const key = await tokenVerifyKey(KEY_OF[typ]);
  try {
    const { payload } = await jwtVerify(token, key, { issuer: ISSUER, algorithms: [TOKEN_ALG] });
    if (payload.typ !== typ || typeof payload.sub !== 'string' || typeof payload.exp !== 'number') return null;
    return payload as Record<string, unknown> & { sub: string; exp: number };
  } catch {
    return null;
  }
}

export async function signSession(user: { id: string; nim: string; role: Role; id_prodi: number | null; token_version: number }): Promise<string> {
  const sid = randomBytes(16).toString('base64url');
  return signToken('session', { nim: user.nim, role: user.role, id_prodi: user.id_prodi, tv: user.token_version, sid }, SESSION_TTL_SECONDS, user.id);
}

export async function verifySession(token: string): Promise<SessionClaims | null> {
  const p = await verifyToken('session', token);
  if (!p || typeof p.nim !== 'string' || typeof p.role !== 'string' || typeof p.tv !== 'number') return null;
  return {
    sub: p.sub,
    nim: p.nim,
    role: p.role as Role,
    id_prodi: (p.id_prodi as number | null) ?? null,
    tv: p.tv,
    ...(typeof p.sid === 'string' ? { sid: p.sid } : {}),
    exp: p.exp,
  };
}

/**
 * A cookie's name on the wire: with the `__Host-` prefix wherever cookies are Secure (every
 * deployed stage), so the browser accepts it only from this host over https, for the whole path,
 * never set by a sibling domain; the plain-http local runtime cannot use the prefix.
 */
export const wireName = (name: string, secure: boolean) => (secure ? `__Host-${name}` : name);

/** Set-Cookie value: HttpOnly, SameSite=Strict, Secure and `__Host-` (except the plain-http local runtime). */
export function cookie(name: string, value: string, maxAgeSeconds: number, secure: boolean, sameSite: 'Strict' | 'Lax' = 'Strict'): string {
  return [
    `${wireName(name, secure)}=${value}`,
    'Path=/',
    'HttpOnly',
    `SameSite=${sameSite}`,
    `Max-Age=${maxAgeSeconds}`,
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}

export function readCookie(cookies: readonly string[] | undefined, header: string | undefined, name: string): string | undefined {
  const wanted = wireName(name, env.secureCookies);
  const all = [...(cookies ?? []), ...(header ? header.split(';') : [])];
  for (const c of all) {
    const [k, ...v] = c.trim().split('=');
    if (k === wanted) return v.join('=');
  }
  return undefined;
}
