/**
 * Rate limits of the sign-in flows, in one place. Failure counters (wrong password, wrong pin)
 * block further tries of an account or a client address for the rest of their window; attempt
 * counters bound mails sent (OTP resend, activation resend, reset requests, registrations).
 * Client limits are generous because a campus network puts many students behind one address.
 *
 * Wrong passwords count per account AND client address (five, as the product always allowed), so
 * one guesser cannot lock an account for its owner elsewhere; a slower, higher per-account limit
 * still bounds guesses spread over many addresses, and the per-address limit bounds one address
 * guessing many accounts.
 */
import type { Limit } from '@functions/lib/rate-limit';

const MIN = 60;

export const LIMITS = {
  loginFailAccountClient: { scope: 'login-fail-acct-ip', max: 5, windowSeconds: 15 * MIN },
  loginFailAccount: { scope: 'login-fail-acct', max: 30, windowSeconds: 60 * MIN },
  loginFailClient: { scope: 'login-fail-ip', max: 100, windowSeconds: 15 * MIN },
  pinFailAccount: { scope: 'pin-fail-acct', max: 15, windowSeconds: 15 * MIN },
  pinFailClient: { scope: 'pin-fail-ip', max: 100, windowSeconds: 15 * MIN },
  otpResendAccount: { scope: 'otp-resend-acct', max: 5, windowSeconds: 15 * MIN },
  otpResendClient: { scope: 'otp-resend-ip', max: 60, windowSeconds: 15 * MIN },
  registerClient: { scope: 'register-ip', max: 300, windowSeconds: 60 * MIN },
  activationResendAccount: { scope: 'activation-resend-acct', max: 3, windowSeconds: 15 * MIN },
  resetRequestEmail: { scope: 'reset-req-email', max: 3, windowSeconds: 15 * MIN },
  resetRequestClient: { scope: 'reset-req-ip', max: 30, windowSeconds: 15 * MIN },
  resetFailClient: { scope: 'reset-fail-ip', max: 30, windowSeconds: 15 * MIN },
  // a campus sign-in writes a transaction item before the provider is asked: bounded per address
  ssoStartClient: { scope: 'sso-start-ip', max: 300, windowSeconds: 15 * MIN },
  oldPasswordFailAccount: { scope: 'old-password-fail-acct', max: 5, windowSeconds: 15 * MIN },
} as const satisfies Record<string, Limit>;

/** OTP: 6 digits, 10-minute life, 5 tries. */
export const OTP_TTL_SECONDS = 10 * MIN;
export const OTP_MAX_TRIES = 5;
/** Password-reset link life. */
export const RESET_TTL_SECONDS = 60 * MIN;
/** The set-password link of a new staff account (the reset mechanism with a welcome text). */
export const WELCOME_TTL_SECONDS = 7 * 24 * 60 * MIN;
