/**
 * Sign-in: the e-mailed code (`OTP#<ulid>`, its own partition so the read-only areas can be denied
 * it), reset tokens, staff e-mail changes, spent activation tokens, campus sign-ins under way
 * (`SSOTX#<id>`), each single use with a `ttl`; and the sign-in limits' windows and states under
 * `RATE#<scope>#<subject>` (functions/lib/rate-limit.ts, failure-limits.ts, in-flight.ts).
 */
import { item, type Key } from './key';

export const authKeys = {
  /** In a partition of its own (not the user's), so an IAM leading-key deny keeps it from the read-only areas. */
  otp: (userId: string): Key => item('OTP', userId),
  resetToken: (tokenHash: string) => item('RESET', tokenHash),
  /** A staff member's new e-mail address waiting for its confirmation link (by the link token's hash). */
  emailChange: (tokenHash: string) => item('EMAILCHANGE', tokenHash),
  activationUse: (tokenId: string) => item('ACTIVATION', tokenId),
  /** A campus sign-in under way (state, nonce, PKCE verifier), by the random id of its HttpOnly cookie; single use, TTL. */
  ssoTransaction: (transactionId: string) => item('SSOTX', transactionId),
  rateLimit: (scope: string, subject: string, window: string): Key => ({ PK: `RATE#${scope}#${subject}`, SK: `WINDOW#${window}` }),
  /** The failure state of a sign-in limit (a back-off, a failure rate, an address known for an account), by scope and subject; TTL. */
  failureState: (scope: string, subject: string): Key => ({ PK: `RATE#${scope}#${subject}`, SK: 'STATE' }),
  /** The leading key of every counter whose scope starts with `scopePrefix` (IAM LeadingKeys conditions). */
  rateLimitLeadingKey: (scopePrefix: string) => `RATE#${scopePrefix}`,
} as const;

export interface OtpItem {
  pin_hash: string;
  tries: number;
  expires_at: number;
  ttl: number;
}

export interface ResetItem {
  userId: string;
  /** The user's token version when the link was made: a later password change (or any end of sessions) voids it. */
  tv?: number;
  expires_at: number;
  ttl: number;
}

/** A new e-mail address waiting for its link, by the link token's hash; single use, `ttl`. */
export interface EmailChangeItem {
  type: 'email-change';
  userId: string;
  email: string;
  expires_at: number;
  ttl: number;
}
