/**
 * Signed, purpose-bound tokens of the sign-in flows and the HttpOnly cookies that carry them:
 * - pending login (30 minutes) between the password and the OTP, so the browser never keeps the
 *   password; it names the user and the token version it was issued for;
 * - activation link token (7 days) inside the e-mailed link;
 * - activation ticket (1 hour) set by the link check, accepted by POST /api/auth/activate and by
 *   POST /api/uploads for the activation photo.
 */

import { env } from '@functions/lib/env';
import type { HttpEvent } from '@functions/lib/http';
import { cookie, PENDING_COOKIE, readCookie, signToken, verifyToken } from '@functions/lib/session';
import { linkWithToken } from '@shared/domain/link-pages';
import { ulid } from 'ulid';

export const PENDING_TTL_SECONDS = 30 * 60;
export const ACTIVATION_TOKEN_TTL_SECONDS = 7 * 24 * 60 * 60;
export const ACTIVATION_TICKET_TTL_SECONDS = 60 * 60;
export const ACTIVATION_COOKIE = 'skpi_activation';
/** The API address the activation link encodes (on the app's own origin). */
export const ACTIVATION_CHECK_PATH = '/api/auth/activation/verify';

const cookieOf = (event: HttpEvent, name: string) => readCookie(event.cookies, event.headers?.cookie, name);

export const setCookie = (name: string, value: string, maxAge: number) => cookie(name, value, maxAge, env.secureCookies);
export const clearCookie = (name: string) => cookie(name, '', 0, env.secureCookies);

// --- pending login ---------------------------------------------------------------------------

export async function signPending(userId: string, tokenVersion: number): Promise<{ token: string; exp: number }> {
  const token = await signToken('pending', { tv: tokenVersion }, PENDING_TTL_SECONDS, userId);
  return { token, exp: Math.floor(Date.now() / 1000) + PENDING_TTL_SECONDS };
}

export async function readPending(event: HttpEvent): Promise<{ userId: string; tv: number; exp: number } | null> {
  const raw = cookieOf(event, PENDING_COOKIE);
  const p = raw ? await verifyToken('pending', raw) : null;
  return p && typeof p.tv === 'number' ? { userId: p.sub, tv: p.tv, exp: p.exp } : null;
}

// --- campus sign-in ---------------------------------------------------------------------------

/**
 * The id of the campus sign-in under way. SameSite=Lax, unlike every other cookie here: the
 * provider sends the browser back with a cross-site top-level GET, which a Strict cookie would
 * miss. It names the transaction only; state, nonce and verifier stay in the table.
 */
export const SSO_COOKIE = 'skpi_sso';
export const setSsoCookie = (transactionId: string, maxAge: number) => cookie(SSO_COOKIE, transactionId, maxAge, env.secureCookies, 'Lax');
export const clearSsoCookie = () => cookie(SSO_COOKIE, '', 0, env.secureCookies, 'Lax');
export const readSsoCookie = (event: HttpEvent) => cookieOf(event, SSO_COOKIE);

// --- activation ------------------------------------------------------------------------------

export async function signActivationToken(userId: string): Promise<string> {
  return signToken('activation', { jti: ulid() }, ACTIVATION_TOKEN_TTL_SECONDS, userId);
}

export async function verifyActivationToken(token: string): Promise<{ userId: string; jti: string; exp: number } | null> {
  const p = await verifyToken('activation', token);
  return p && typeof p.jti === 'string' ? { userId: p.sub, jti: p.jti, exp: p.exp } : null;
}

/**
 * `${APP_URL}/activation#token=<base64url of the check address>`: the link's token decodes to the
 * check address, and rides in the fragment, which no request line carries (shared/domain/link-pages.ts).
 */
export function activationLink(token: string): string {
  const check = `${env.appUrl}${ACTIVATION_CHECK_PATH}?token=${encodeURIComponent(token)}`;
  return linkWithToken(env.appUrl, 'activation', Buffer.from(check, 'utf8').toString('base64url'));
}

export async function signActivationTicket(userId: string, jti: string): Promise<string> {
  return signToken('activation-ticket', { jti }, ACTIVATION_TICKET_TTL_SECONDS, userId);
}

export async function readActivationTicket(event: HttpEvent): Promise<{ userId: string; jti: string } | null> {
  const raw = cookieOf(event, ACTIVATION_COOKIE);
  const p = raw ? await verifyToken('activation-ticket', raw) : null;
  return p && typeof p.jti === 'string' ? { userId: p.sub, jti: p.jti } : null;
}
