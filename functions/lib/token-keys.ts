/**
 * The token keys: ES256 (ECDSA P-256) key pairs that sign the product's own JWTs
 * (functions/lib/session.ts). Each Lambda verifies with the public halves; a private half is
 * held only where that kind of token is made (infra/profiles.ts `tokens`):
 * - `session` signs the session and the sign-in flow's tickets (pending login, activation
 *   ticket): only where sessions start (auth, sso, and akun, which re-issues its own session);
 * - `link` signs the e-mailed activation link: where accounts are created (auth, manajemen, the
 *   akun-impor job). A link can never pass for a session: it is checked against the session key.
 * A private key is a JWK (kty EC, crv P-256, with `d`); its `kid` is the public key's RFC 7638 thumbprint.
 */
import { hkdfSync } from 'node:crypto';
import { calculateJwkThumbprint, exportJWK, generateKeyPair, type JWK } from 'jose';

export type TokenKeyName = 'session' | 'link';

/** Every token key, once (the CDK app generates each into a secret, the local runtime into `.data/`). */
export const TOKEN_KEY_NAMES: readonly TokenKeyName[] = ['session', 'link'];

export const TOKEN_ALG = 'ES256';

const B64URL = /^[A-Za-z0-9_-]+$/;
const isPart = (v: unknown, length: number) => typeof v === 'string' && v.length === length && B64URL.test(v);

/** The private P-256 JWK in `text`, or undefined when `text` holds none (empty, a placeholder, another kind of key). */
export function parsePrivateJwk(text: string | undefined): JWK | undefined {
  if (!text) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  const jwk = value as JWK;
  const ok = typeof value === 'object' && value !== null && jwk.kty === 'EC' && jwk.crv === 'P-256';
  return ok && isPart(jwk.x, 43) && isPart(jwk.y, 43) && isPart(jwk.d, 43) ? jwk : undefined;
}

/** The public half of a private JWK, named by its thumbprint. */
export async function publicJwkOf(privateJwk: JWK): Promise<JWK> {
  const { kty, crv, x, y } = privateJwk;
  const bare = { kty, crv, x, y };
  return { ...bare, alg: TOKEN_ALG, use: 'sig', kid: await calculateJwkThumbprint(bare) };
}

/** A fresh private key as a JWK (with its `kid`, `alg` and `use`). */
export async function generateTokenKey(): Promise<JWK> {
  const { privateKey } = await generateKeyPair(TOKEN_ALG, { extractable: true });
  const jwk = await exportJWK(privateKey);
  const { kid, alg, use } = await publicJwkOf(jwk);
  return { kty: jwk.kty, crv: jwk.crv, x: jwk.x, y: jwk.y, d: jwk.d, kid, alg, use };
}

/**
 * The HMAC key of the sign-in codes (an OTP is stored as its HMAC), derived from the session
 * key's private half: only where sessions start can a code be stored or checked.
 */
export function pinKeyOf(sessionJwk: JWK): Uint8Array {
  if (!sessionJwk.d) throw new Error('the session key has no private half');
  return new Uint8Array(hkdfSync('sha256', Buffer.from(sessionJwk.d, 'base64url'), 'skpi', 'sign-in code', 32));
}
