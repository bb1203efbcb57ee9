/**
 * Campus sign-in against the local OpenID Connect provider (infra/local/oidc-stand-in.ts), over
 * HTTP as a browser does it: the code flow ends in the password sign-in's own code step or, where
 * the stage says the provider enforces multi-factor sign-in, in its session; every refusal comes
 * back to the sign-in page with its reason and no session. Settings other than the stack's
 * (multi-factor, roles, the staff password switch) go to a direct handler call.
 */
import { AUTH_MSG } from '@shared/messages';
import { beforeAll, describe, expect, it } from 'vitest';
import { freshIdentity, invokeArea, nowSeconds, otpOf, pointAtStack, setCookieOf } from '../support/auth-flow';
import { ssoSignIn } from '../support/sso-flow';
import { api, DEMO_ACCOUNTS, readMail } from '../support/stack';

const { siti, adminJurusan, verifikator, budi } = DEMO_ACCOUNTS;

/** The callback answered by the sso handler in this process, with `env` over the stack's settings. */
const callbackWith = (env: Record<string, string>) => async (url: URL, cookies: string[]) => {
  const out = await invokeArea('sso', { method: 'GET', path: `${url.pathname}${url.search}`, cookies, sourceIp: '127.0.0.1', env });
  expect(out.status).toBe(302);
  return { location: out.headers.location ?? '', cookies: out.cookies };
};

const refusal = (run: { landing: URL; cookies: string[] }) => ({
  galat: run.landing.searchParams.get('galat'),
  session: setCookieOf(run.cookies, 'skpi_session') ?? null,
  pending: setCookieOf(run.cookies, 'skpi_pending') ?? null,
});
const refused = (galat: string) => ({ galat, session: null, pending: null });

let inactiveEmail = '';

beforeAll(async () => {
  pointAtStack();
  const { usersRepo } = await import('@functions/domain/users/repo');
  const who = freshIdentity('N');
  inactiveEmail = `${who.nim.toLowerCase()}@mhs.demo.ac.id`;
  await usersRepo.create({
    nim: who.nim,
    email: inactiveEmail,
    role: 'mahasiswa',
    id_prodi: 1,
    nama: 'Akun Nonaktif',
    password_hash: 'x',
    is_active: false,
    email_verified_at: new Date().toISOString(),
    is_data_complete: true,
  });
});

describe('campus sign-in', () => {
  it('is offered on the local stage', async () => {
    const res = await api('GET', '/api/auth/sso');
    expect(res.body).toEqual({ enabled: true, label: AUTH_MSG.ssoButton });
  });

  it('a student signs in with the campus account, then the e-mailed code (the provider does not enforce multi-factor sign-in)', async () => {
    const started = nowSeconds();
    const run = await ssoSignIn(siti.email.toUpperCase());
    expect(Object.fromEntries(run.landing.searchParams)).toMatchObject({ hasil: 'otp', nim: siti.nim });
    expect(setCookieOf(run.cookies, 'skpi_session')).toBeUndefined();
    const pin = await otpOf(siti.email, started);
    const otp = await api<{ claims: { role: string; nim: string } }>('POST', '/api/auth/login/otp', {
      body: { pin_otp: pin },
      cookie: run.appCookie,
    });
    expect(otp.status).toBe(200);
    expect(otp.body.claims).toMatchObject({ role: 'mahasiswa', nim: siti.nim });
  });

  it('staff sign in at once, without the code, where the provider enforces multi-factor sign-in', async () => {
    const before = (await readMail(adminJurusan.email)).length;
    const run = await ssoSignIn(adminJurusan.email, { callback: callbackWith({ SSO_MFA_ENFORCED: '1' }) });
    expect(run.landing.searchParams.get('hasil')).toBe('masuk');
    const session = await api<{ claims: { role: string; nim: string } }>('GET', '/api/auth/session', { cookie: run.appCookie });
    expect(session.body.claims).toMatchObject({ role: 'admin jurusan', nim: adminJurusan.nim });
    expect((await readMail(adminJurusan.email)).length).toBe(before);
  });

  it('refuses a changed state, a changed nonce and a second use of the same answer', async () => {
    const stateChanged = await ssoSignIn(budi.email, {
      toCallback: (url) => {
        url.searchParams.set('state', 'bukan-state-ini');
        return url;
      },
    });
    expect(refusal(stateChanged)).toEqual(refused('expired'));
    const nonceChanged = await ssoSignIn(budi.email, {
      toProvider: (url) => {
        url.searchParams.set('nonce', 'bukan-nonce-ini');
        return url;
      },
    });
    expect(refusal(nonceChanged)).toEqual(refused('expired'));
    let answer: URL | undefined;
    await ssoSignIn(budi.email, {
      toCallback: (url) => {
        answer = url;
        return url;
      },
    });
    // the same code and state again, even with the browser's cookie: the transaction is spent
    const again = await api('GET', `${answer?.pathname}${answer?.search}`);
    expect(again.status).toBe(302);
    expect(again.headers.get('location')).toBe('/masuk-kampus?galat=expired');
  });

  it('refuses an unknown address, another domain, an unverified address, a deactivated account and a refused consent', async () => {
    expect(refusal(await ssoSignIn('belum.terdaftar@mhs.demo.ac.id'))).toEqual(refused('unknown'));
    expect(refusal(await ssoSignIn(`${siti.email.split('@')[0]}@contoh.com`))).toEqual(refused('domain'));
    expect(refusal(await ssoSignIn(`${siti.email.split('@')[0]}+unverified@mhs.demo.ac.id`))).toEqual(refused('unverified'));
    expect(refusal(await ssoSignIn(inactiveEmail))).toEqual(refused('inactive'));
    expect(refusal(await ssoSignIn(siti.email, { deny: true }))).toEqual(refused('denied'));
  });

  it('refuses a role the stage does not allow', async () => {
    const run = await ssoSignIn(verifikator.email, { callback: callbackWith({ SSO_ROLES: 'mahasiswa,admin jurusan' }) });
    expect(refusal(run)).toEqual(refused('role'));
  });

  it('the staff switch turns the password sign-in off for staff only', async () => {
    const env = { SSO_STAFF_PASSWORD: '0' };
    const login = (who: { nim: string; password: string }) =>
      invokeArea('auth', { method: 'POST', path: '/api/auth/login', body: { nim: who.nim, password: who.password }, sourceIp: '127.0.0.1', env });
    const staff = await login(verifikator);
    expect({ status: staff.status, body: staff.body }).toEqual({ status: 403, body: { message: AUTH_MSG.ssoStaffPasswordOff } });
    expect((await login(budi)).status).toBe(200);
  });
});
