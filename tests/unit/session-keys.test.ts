/**
 * Sessions signed with ES256 token keys (functions/lib/session.ts, secrets.ts, token-keys.ts): a
 * Lambda holding only the public keys checks sessions but cannot make one (nor a sign-in code's
 * hash); a token signed with the old HS256 secret, a stranger's EC key, the link key or no
 * algorithm is refused.
 */
import { tokenKeyVariable } from '@functions/lib/env';
import { resetSecretCaches } from '@functions/lib/secrets';
import { signSession, signToken, verifySession, verifyToken } from '@functions/lib/session';
import { generateTokenKey, parsePrivateJwk, publicJwkOf, TOKEN_KEY_NAMES } from '@functions/lib/token-keys';
import { tokenKeyEnv } from '@infra/local/token-keys';
import { importJWK, SignJWT, UnsecuredJWT } from 'jose';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';

const user = { id: '01HUSERSESSIONKEYS0000000', nim: '2101001', role: 'mahasiswa' as const, id_prodi: 3, token_version: 2 };
let keysEnv: Record<string, string>;
const claims = { nim: user.nim, role: user.role, id_prodi: user.id_prodi, tv: user.token_version, typ: 'session' };
/** A session JWT with every claim right, under the header given: what a forger would make. */
const sessionJwt = (header: { alg: string; kid?: string }) =>
  new SignJWT(claims).setProtectedHeader(header).setIssuer('skpi').setSubject(user.id).setExpirationTime('1h');

/** The process environment of a Lambda: the public keys always, the private ones named. */
function runAs(privateKeys: readonly string[]): void {
  for (const name of TOKEN_KEY_NAMES) {
    process.env[tokenKeyVariable(name, 'publicJwk')] = keysEnv[tokenKeyVariable(name, 'publicJwk')];
    const variable = tokenKeyVariable(name, 'privateJwk');
    if (privateKeys.includes(name)) process.env[variable] = keysEnv[variable];
    else delete process.env[variable];
    delete process.env[tokenKeyVariable(name, 'privateArn')];
  }
  resetSecretCaches();
}

beforeAll(async () => {
  keysEnv = await tokenKeyEnv(undefined);
});
afterEach(() => runAs(TOKEN_KEY_NAMES));

describe('a Lambda that does not make sessions', () => {
  it('checks a session made where sessions start, but cannot sign one, nor hash a sign-in code', async () => {
    runAs(['session']);
    const token = await signSession(user);
    runAs([]);
    expect(await verifySession(token)).toMatchObject({ sub: user.id, nim: user.nim, role: 'mahasiswa', tv: 2 });
    await expect(signSession(user)).rejects.toThrow(/does not sign with the session token key/);
    await expect(signToken('pending', { tv: 1 }, 60, user.id)).rejects.toThrow(/session token key/);
    const { pinKey } = await import('@functions/lib/secrets');
    await expect(pinKey()).rejects.toThrow(/session token key/);
  });

  it('where only the link key is held (manajemen, akun-impor): signs activation links, never a session', async () => {
    runAs(['link']);
    const link = await signToken('activation', { jti: 'x' }, 60, user.id);
    await expect(signSession(user)).rejects.toThrow(/session token key/);
    expect(await verifyToken('activation', link)).toMatchObject({ sub: user.id, jti: 'x' });
    // the link's key never passes for the session's, whatever the token says it is
    const key = await importJWK(JSON.parse(keysEnv[tokenKeyVariable('link', 'privateJwk')] ?? ''), 'ES256');
    const forged = await sessionJwt({ alg: 'ES256' }).sign(key);
    expect(await verifySession(forged)).toBeNull();
  });

  it('has no private key in its environment on a stage: the secret is named only where the key signs', async () => {
    runAs([]);
    for (const name of TOKEN_KEY_NAMES) {
      expect(process.env[tokenKeyVariable(name, 'privateJwk')]).toBeUndefined();
      expect(process.env[tokenKeyVariable(name, 'privateArn')]).toBeUndefined();
      expect(JSON.parse(process.env[tokenKeyVariable(name, 'publicJwk')] ?? '{}').d).toBeUndefined();
    }
  });
});

describe('sessions refused', () => {
  it('an HS256 session of before (signed with the old secret), a stranger EC key, an unsigned token', async () => {
    const oldSecret = new TextEncoder().encode('the-old-hs256-session-secret-0123456789abcdef');
    const hs256 = await sessionJwt({ alg: 'HS256' }).sign(oldSecret);
    const stranger = await generateTokenKey();
    // the stranger even claims our key's id
    const ours = JSON.parse(keysEnv[tokenKeyVariable('session', 'publicJwk')] ?? '{}') as { kid: string };
    const foreign = await sessionJwt({ alg: 'ES256', kid: ours.kid }).sign(await importJWK(stranger, 'ES256'));
    const unsigned = new UnsecuredJWT(claims).setIssuer('skpi').setSubject(user.id).setExpirationTime('1h').encode();
    for (const token of [hs256, foreign, unsigned]) expect(await verifySession(token)).toBeNull();
    // while ours passes, with its key id in the header
    const good = await signSession(user);
    expect(JSON.parse(Buffer.from(good.split('.')[0] ?? '', 'base64url').toString())).toEqual({ alg: 'ES256', kid: ours.kid });
    expect(await verifySession(good)).not.toBeNull();
  });
});

describe('token keys', () => {
  it('a private JWK is a P-256 key with d; its public half drops d and is named by its thumbprint', async () => {
    const jwk = await generateTokenKey();
    expect(parsePrivateJwk(JSON.stringify(jwk))).toEqual(jwk);
    const pub = await publicJwkOf(jwk);
    expect(pub).toEqual({ kty: 'EC', crv: 'P-256', x: jwk.x, y: jwk.y, alg: 'ES256', use: 'sig', kid: jwk.kid });
    for (const text of [undefined, '', 'Zq8placeholder', '{}', JSON.stringify(pub), JSON.stringify({ ...jwk, crv: 'P-384' })]) {
      expect(parsePrivateJwk(text)).toBeUndefined();
    }
  });
});
