/**
 * Sessions through the local server are ES256 tokens of the stack's own session key: a sign-in
 * gives one that the areas take by cookie and by bearer; a session signed with the HS256 secret of
 * before, or with an EC key that is not ours (even naming our key's id), is refused with 401 and
 * the same text as an ended session, and resolves to nobody on a public route.
 */
import { generateTokenKey } from '@functions/lib/token-keys';
import { MSG } from '@shared/messages';
import { importJWK, SignJWT } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { FRESH_PASSWORD, type SignedIn, signIn, staffAccount } from '../support/auth-flow';
import { api, useStackEnv } from '../support/stack';

let account: Awaited<ReturnType<typeof staffAccount>>;
let signedIn: SignedIn;
let ourKid: string;

beforeAll(async () => {
  const env = useStackEnv();
  account = await staffAccount('admin jurusan', 1);
  signedIn = await signIn(account.nim, FRESH_PASSWORD, account.email);
  ourKid = (JSON.parse(env.SESSION_TOKEN_PUBLIC_JWK ?? '{}') as { kid: string }).kid;
});

const tokenOf = (cookie: string) => cookie.replace(/^skpi_session=/, '').split(';')[0] ?? '';
const headerOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[0] ?? '', 'base64url').toString()) as Record<string, unknown>;

/** A token with every claim of the account's real session (its token version too), signed as given. */
function forged(alg: 'HS256' | 'ES256', kid?: string) {
  const { user } = account;
  return new SignJWT({ nim: user.nim, role: user.role, id_prodi: user.id_prodi, tv: user.token_version, sid: 'forged-sid', typ: 'session' })
    .setProtectedHeader(kid ? { alg, kid } : { alg })
    .setIssuer('skpi')
    .setSubject(user.id)
    .setIssuedAt()
    .setExpirationTime('1h');
}

describe('sessions signed with the session key', () => {
  it('a sign-in gives an ES256 session under our key id, taken by cookie and by bearer', async () => {
    const token = tokenOf(signedIn.cookie);
    expect(headerOf(token)).toEqual({ alg: 'ES256', kid: ourKid });
    const byCookie = await api<{ claims: { nim: string } | null }>('GET', '/api/auth/session', { cookie: signedIn.cookie });
    expect(byCookie.status).toBe(200);
    expect(byCookie.body.claims?.nim).toBe(account.nim);
    for (const opts of [{ cookie: signedIn.cookie }, { bearer: token }]) {
      const akun = await api<{ akun: { nim: string } }>('GET', '/api/akun', opts);
      expect(akun.status).toBe(200);
      expect(akun.body.akun.nim).toBe(account.nim);
    }
  });

  it('refuses a session signed with the old HS256 secret or a fresh EC key not ours: 401, by bearer and by cookie', async () => {
    const hs256 = await forged('HS256').sign(new TextEncoder().encode('the-old-local-jwt-secret-0123456789abcdefghijkl'));
    const stranger = await forged('ES256', ourKid).sign(await importJWK(await generateTokenKey(), 'ES256'));
    for (const token of [hs256, stranger]) {
      for (const opts of [{ bearer: token }, { cookie: `skpi_session=${token}` }]) {
        const res = await api('GET', '/api/akun', opts);
        expect({ status: res.status, body: res.body }).toEqual({ status: 401, body: { message: MSG.sessionExpired } });
        const change = await api('PUT', '/api/akun/update', { ...opts, body: { nama: 'Diambil Alih' } });
        expect(change.status).toBe(401);
      }
      // a public route takes it as no session at all
      const session = await api<{ claims: unknown }>('GET', '/api/auth/session', { bearer: token });
      expect(session.status).toBe(200);
      expect(session.body.claims).toBeNull();
    }
    // the real session still works, and the account was not changed
    const akun = await api<{ akun: { nama: string } }>('GET', '/api/akun', { cookie: signedIn.cookie });
    expect(akun.status).toBe(200);
    expect(akun.body.akun.nama).toBe('Akun Uji');
  });
});
