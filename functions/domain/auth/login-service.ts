/**
 * Login with e-mail OTP (docs/decisions/0008-session-and-sign-in.md): the password step
 * e-mails a 6-digit pin (stored as an HMAC, 10-minute life, 5 tries) and hands the browser a
 * pending-login ticket; the pin step starts the session. Failures answer the same generic
 * texts (they never tell which part was wrong) and count against the account and the client address under the sign-in limits (./sign-in-guard.ts).
 */
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { type UserItem, usersRepo } from '@functions/domain/users/repo';
import type { AuthContext } from '@functions/lib/auth';
import { perAddress } from '@functions/lib/client-address';
import { Forbidden, orWhenRefused, RateLimited, Refused, Unauthenticated, wrote } from '@functions/lib/domain-errors';
import { otpMail, sendMail } from '@functions/lib/mail';
import { dummyHash, verifyPassword } from '@functions/lib/password';
import { consume } from '@functions/lib/rate-limit';
import { pinKey } from '@functions/lib/secrets';
import { type SessionClaims, signSession, verifySession } from '@functions/lib/session';
import type { Role } from '@shared/api/contract';
import { wibToday } from '@shared/domain/audit';
import { AUTH_MSG, AUTH_SPEC_MSG } from '@shared/messages/auth';
import { LIMITS, LOGIN_RULES, OTP_MAX_TRIES, OTP_TTL_SECONDS, PIN_RULES } from './limits';
import { authRepo } from './repo';
import { rememberAddress, underSignInLimits } from './sign-in-guard';
import { staffPasswordRefused } from './sso-settings';
import { signPending } from './tickets';

const now = () => Math.floor(Date.now() / 1000);
// a refused password or pin is a failed sign-in (the sign-in screen treats any failure as wrong credentials)
const wrongCredentials = () => new Unauthenticated(AUTH_SPEC_MSG.wrongCredentials);
const wrongPin = () => new Unauthenticated(AUTH_SPEC_MSG.wrongOtp);
const inactive = () => new Forbidden(AUTH_MSG.accountInactive);

/** The calendar day of Indonesia's western time zone (WIB, UTC+7), where the product is used; the login chart reads the same days. */
export const loginDay = wibToday;

async function pinHash(userId: string, pin: string): Promise<string> {
  return createHmac('sha256', await pinKey())
    .update(`otp:${userId}:${pin}`)
    .digest('base64url');
}

function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** NIM or e-mail as typed. */
async function findAccount(identifier: string): Promise<UserItem | undefined> {
  const id = identifier.trim();
  return id.includes('@') ? usersRepo.getByEmail(id.toLowerCase()) : usersRepo.getByNim(id);
}

/**
 * Checks the password under the sign-in limits (the account's back-off, the address's failure
 * rate, the checks in flight). Returns the active account.
 */
export async function checkCredentials(identifier: string, password: string, clientIp: string): Promise<UserItem> {
  const user = await findAccount(identifier);
  const account = user ? user.id : `unknown:${identifier.trim().toLowerCase()}`;
  const found = await underSignInLimits(LOGIN_RULES, { account, address: clientIp }, async () => {
    const ok = await verifyPassword(password, user?.password_hash ?? (await dummyHash()));
    return user && ok ? { ok: true, value: user } : { ok: false, error: wrongCredentials() };
  });
  if (!found.is_active) throw inactive();
  // said only after the password proved itself, so the refusal tells a guesser nothing
  if (staffPasswordRefused(found.role)) throw new Forbidden(AUTH_MSG.ssoStaffPasswordOff);
  return found;
}

async function issueOtp(user: UserItem): Promise<void> {
  const pin = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await authRepo.putOtp(user.id, await pinHash(user.id, pin), now() + OTP_TTL_SECONDS);
  await sendMail(user, () => otpMail(user.email, user.nama, pin), `OTP ${user.nim}: ${pin}`);
}

export function claimsOf(user: Pick<UserItem, 'role' | 'nim' | 'id_prodi'>, exp: number) {
  return { role: user.role, nim: user.nim, id_prodi: user.id_prodi, exp };
}

export const loginService = {
  /** Password step: e-mails the pin and returns the pending-login ticket. */
  async login(identifier: string, password: string, clientIp: string) {
    const user = await checkCredentials(identifier, password, clientIp);
    await issueOtp(user);
    const pending = await signPending(user.id, user.token_version);
    return { message: AUTH_MSG.otpSent, pendingToken: pending.token, expires_at: pending.exp };
  },

  /** The account a pending-login ticket names, if the ticket is still good for it. */
  async pendingAccount(pending: { userId: string; tv: number } | null): Promise<UserItem> {
    const user = pending ? await usersRepo.getById(pending.userId) : undefined;
    if (!pending || !user || user.token_version !== pending.tv) throw new Unauthenticated(AUTH_MSG.pendingExpired);
    if (!user.is_active) throw inactive();
    return user;
  },

  /** Pin step: checks the pin and starts a session. */
  async verifyPin(user: UserItem, pin: string, clientIp: string): Promise<{ token: string; claims: ReturnType<typeof claimsOf> }> {
    await underSignInLimits(PIN_RULES, { account: user.id, address: clientIp }, async () => {
      // an expired or used pin is no guess: answered as it is, counted nowhere
      const otp = await authRepo.getOtp(user.id);
      if (!otp || otp.expires_at < now()) throw new Refused(AUTH_MSG.otpExpired);
      if (otp.tries >= OTP_MAX_TRIES) return { ok: false, error: new RateLimited(AUTH_MSG.otpTooManyTries) };
      const hash = await pinHash(user.id, pin.trim());
      // a right pin that another tab spent meanwhile goes on as a wrong one
      if (sameHash(hash, otp.pin_hash) && (await wrote(authRepo.consumeOtp(user.id, hash, OTP_MAX_TRIES)))) return { ok: true, value: true };
      // an OTP gone, spent or out of tries meanwhile counts as its last try
      const tries = await orWhenRefused(authRepo.addOtpTry(user.id, OTP_MAX_TRIES), OTP_MAX_TRIES);
      return { ok: false, error: tries >= OTP_MAX_TRIES ? new RateLimited(AUTH_MSG.otpTooManyTries) : wrongPin() };
    });
    await rememberAddress(user.id, clientIp);
    return loginService.startSession(user.id);
  },

  /**
   * Starts a session after a proof of the e-mail address (the OTP, or the activation link): the
   * token carries the token version current at this moment, and the day's login count moves.
   */
  async startSession(userId: string): Promise<{ token: string; claims: ReturnType<typeof claimsOf> }> {
    const fresh = await usersRepo.getById(userId);
    if (!fresh?.is_active) throw inactive();
    const token = await signSession(fresh);
    const signed = await verifySession(token);
    if (!signed) throw new Error('a freshly signed session does not verify');
    await authRepo.recordLogin(fresh.role, loginDay());
    return { token, claims: claimsOf(fresh, signed.exp) };
  },

  /** Logout: the session behind the call ends at once (the cookies are cleared by the caller). */
  async endSession(auth: AuthContext): Promise<void> {
    if (auth.session) await authRepo.endSession(auth.user, auth.session.id, auth.session.exp);
  },

  /** The e-mailed code of a sign-in proved otherwise (the campus sign-in without multi-factor at the provider). */
  sendPin: (user: UserItem) => issueOtp(user),

  /** Kirim Ulang: a new pin for the pending login (old pins stop working). */
  async resendPin(user: UserItem, clientIp: string): Promise<void> {
    await consume(LIMITS.otpResendAccount, user.id);
    await consume(...perAddress(LIMITS.otpResendClient, clientIp));
    await issueOtp(user);
  },

  /** The UI's view of a verified session. */
  sessionView(user: UserItem, claims: SessionClaims) {
    return {
      claims: claimsOf(user, claims.exp),
      account:
        user.role === ('mahasiswa' satisfies Role) ? { email_verified: !!user.email_verified_at, is_data_complete: !!user.is_data_complete } : null,
    };
  },
};
