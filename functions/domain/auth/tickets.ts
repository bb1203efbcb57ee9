/**
 * Signed, purpose-bound tokens of the sign-in flows (the entry layer carries them in HttpOnly
 * cookies, functions/lib/http.ts; here they are values):
 * - pending login (30 minutes) between the password and the OTP, so the browser never keeps the
 *   password; it names the user and the token version it was issued for;
 * - activation link token (7 days) inside the e-mailed link;
 * - activation ticket (1 hour) set by the link check, accepted by POST /api/auth/activate and by
 *   POST /api/uploads for the activation photo.
 */

import { env } from '@functions/lib/env';
import { signToken, verifyToken } from '@functions/lib/session';
import { linkWithToken } from '@shared/domain/link-pages';
import { ulid } from 'ulid';

export const PENDING_TTL_SECONDS = 30 * 60;
export const ACTIVATION_TOKEN_TTL_SECONDS = 7 * 24 * 60 * 60;
export const ACTIVATION_TICKET_TTL_SECONDS = 60 * 60;
/** The API address the activation link encodes (on the app's own origin). */
export const ACTIVATION_CHECK_PATH = '/api/auth/activation/verify';

// --- pending login ---------------------------------------------------------------------------

export async function signPending(userId: string, tokenVersion: number): Promise<{ token: string; exp: number }> {
  const token = await signToken('pending', { tv: tokenVersion }, PENDING_TTL_SECONDS, userId);
  return { token, exp: Math.floor(Date.now() / 1000) + PENDING_TTL_SECONDS };
}

/** The pending sign-in a token names (null: none, or not valid). */
export async function readPending(raw: string | undefined): Promise<{ userId: string; tv: number; exp: number } | null> {
  const p = raw ? await verifyToken('pending', raw) : null;
  return p && typeof p.tv === 'number' ? { userId: p.sub, tv: p.tv, exp: p.exp } : null;
}

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

/** The activation a ticket names (null: none, or not valid). */
export async function readActivationTicket(raw: string | undefined): Promise<{ userId: string; jti: string } | null> {
  const p = raw ? await verifyToken('activation-ticket', raw) : null;
  return p && typeof p.jti === 'string' ? { userId: p.sub, jti: p.jti } : null;
}
