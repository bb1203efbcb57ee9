/** Password hashing with node:crypto scrypt and a per-user salt (no native module to ship). */
import { randomBytes, scrypt as scryptCb, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';

const scrypt = promisify(scryptCb) as (
  password: string,
  salt: Buffer,
  keylen: number,
  options: { N: number; r: number; p: number },
) => Promise<Buffer>;
const PARAMS = { N: 16384, r: 8, p: 1 };
const KEYLEN = 32;

/** `scrypt$N$r$p$salt$hash` (base64url), self-describing so parameters can grow later. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await scrypt(password.normalize('NFKC'), salt, KEYLEN, PARAMS);
  return ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, salt.toString('base64url'), hash.toString('base64url')].join('$');
}

/**
 * The stored hash of an account made without a password (a student added by an admin or by the
 * import): nobody signs in with it; the student sets one at activation, or with the reset link.
 */
export const NO_PASSWORD = '';

/** Whether the account has a password of its own (else the activation asks for one). */
export const hasPassword = (stored: string | undefined): boolean => stored !== undefined && stored !== NO_PASSWORD;

export async function verifyPassword(password: string, stored: string | undefined): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = (stored ?? '').split('$');
  if (scheme !== 'scrypt' || !salt || !hash) {
    // as long as a real comparison, so the answer's time does not tell an account without a password
    await verifyPassword(password, await dummyHash());
    return false;
  }
  const expected = Buffer.from(hash, 'base64url');
  const actual = await scrypt(password.normalize('NFKC'), Buffer.from(salt, 'base64url'), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** A hash to compare against when the account does not exist, so timing does not reveal it. */
let dummy: Promise<string> | undefined;
export const dummyHash = () => {
  dummy ??= hashPassword('not-a-real-password');
  return dummy;
};
