/**
 * Rate limits of the sign-in flows, in one place (docs/security.md "Sign-in limits" explains each).
 *
 * Every per-address limit counts the address's rate-limit subject (an IPv6 address per /64) and is
 * CAMPUS_FACTOR times higher on the campus egress addresses the stage names
 * (functions/lib/client-address.ts `perAddress`).
 *
 * A guarded check (a password, a pin, a reset token) runs under `SignInRules`
 * (./sign-in-guard.ts): a cap on the checks in flight per address (and per account), released after
 * each check whatever its outcome; a back-off per account, the only rule that refuses a check before
 * it runs; and a failure rate per address that answers 429 only to FAILED checks past it, so a right
 * password or pin is never refused because other accounts failed from the same address.
 *
 * Attempt counters (`consume`) bound mails sent and items written: OTP resends, activation resends,
 * reset mails, registrations, campus sign-in starts.
 */
import type { Backoff, FailureRate } from '@functions/lib/failure-limits';
import type { InFlightCap } from '@functions/lib/in-flight';
import type { Limit } from '@functions/lib/rate-limit';

const MIN = 60;

export const LIMITS = {
  otpResendAccount: { scope: 'otp-resend-acct', max: 5, windowSeconds: 15 * MIN },
  otpResendClient: { scope: 'otp-resend-ip', max: 60, windowSeconds: 15 * MIN },
  registerClient: { scope: 'register-ip', max: 300, windowSeconds: 60 * MIN },
  activationResendAccount: { scope: 'activation-resend-acct', max: 3, windowSeconds: 15 * MIN },
  resetRequestEmail: { scope: 'reset-req-email', max: 3, windowSeconds: 15 * MIN },
  // reset mails actually sent from one address: a request for an unknown address takes nothing
  resetMailClient: { scope: 'reset-mail-ip', max: 30, windowSeconds: 15 * MIN },
  // a campus sign-in writes a transaction item before the provider is asked: bounded per address
  ssoStartClient: { scope: 'sso-start-ip', max: 300, windowSeconds: 15 * MIN },
  oldPasswordFailAccount: { scope: 'old-password-fail-acct', max: 5, windowSeconds: 15 * MIN },
} as const satisfies Record<string, Limit>;

/** The rules of one guarded check; `account`, `pair` and `accountInFlight` only where the check names an account. */
export interface SignInRules {
  /** Checks in flight per address. */
  inFlight: InFlightCap;
  /** Checks in flight per account. */
  accountInFlight?: InFlightCap;
  /** Failures per address: past it, failed checks answer 429 with the wait (never a check refused before it runs). */
  failures: FailureRate;
  /** Back-off per account and address: the wait one address must keep between failed tries of one account. */
  pair?: Backoff;
  /** Back-off per account, for every address not known for the account. */
  account?: Backoff;
  /** An address from which the account completed a sign-in (password and pin) is known this long. */
  knownSeconds?: number;
}

/** The password step. */
export const LOGIN_RULES = {
  inFlight: { scope: 'login-inflight-ip', max: 20 },
  accountInFlight: { scope: 'login-inflight-acct', max: 3 },
  failures: { scope: 'login-fail-ip', max: 100, windowSeconds: 15 * MIN, capSeconds: 15 * MIN },
  pair: { scope: 'login-fail-acct-ip', free: 5, baseSeconds: 30, capSeconds: 15 * MIN, forgetSeconds: 60 * MIN },
  // forgotten only after a quiet day: pausing an hour gives a guesser no new free failures
  account: { scope: 'login-fail-acct', free: 10, baseSeconds: 30, capSeconds: 15 * MIN, forgetSeconds: 24 * 60 * MIN },
  knownSeconds: 30 * 24 * 60 * MIN,
} as const satisfies SignInRules;

/** The pin step (the caller already proved the password; each pin also allows OTP_MAX_TRIES tries). */
export const PIN_RULES = {
  inFlight: { scope: 'pin-inflight-ip', max: 20 },
  accountInFlight: { scope: 'pin-inflight-acct', max: 3 },
  failures: { scope: 'pin-fail-ip', max: 100, windowSeconds: 15 * MIN, capSeconds: 15 * MIN },
  account: { scope: 'pin-fail-acct', free: 10, baseSeconds: 30, capSeconds: 15 * MIN, forgetSeconds: 60 * MIN },
} as const satisfies SignInRules;

/** The reset link's token (256 random bits: guessing is hopeless, the limits bound the work). */
export const RESET_RULES = {
  inFlight: { scope: 'reset-inflight-ip', max: 20 },
  failures: { scope: 'reset-fail-ip', max: 30, windowSeconds: 15 * MIN, capSeconds: 15 * MIN },
} as const satisfies SignInRules;

/** OTP: 6 digits, 10-minute life, 5 tries. */
export const OTP_TTL_SECONDS = 10 * MIN;
export const OTP_MAX_TRIES = 5;
/** Password-reset link life. */
export const RESET_TTL_SECONDS = 60 * MIN;
/** The set-password link of a new staff account (the reset mechanism with a welcome text). */
export const WELCOME_TTL_SECONDS = 7 * 24 * 60 * MIN;
