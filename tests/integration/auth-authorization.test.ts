/**
 * Authorization of every route of the accounts and sign-in areas (auth, sso, akun, uploads): with no
 * session, with each of the five roles, with the token of a deactivated account and with a token
 * of an old token version. The table below must name every route of the four areas.
 */

import { akunApi } from '@shared/api/akun';
import { authApi } from '@shared/api/auth';
import { ssoApi } from '@shared/api/sso';
import { uploadsApi } from '@shared/api/uploads';
import { AUTH_MSG } from '@shared/messages';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Caller, callerTokens, VALID_BIODATA } from '../support/auth-flow';
import { authorizationTable, FORBIDDEN, signedOutWant } from '../support/authorization';
import { api, useStackEnv } from '../support/stack';

interface Case {
  method: string;
  path: string;
  body?: unknown;
  /** Expected status per caller; `rest` for callers not named. */
  expect: Partial<Record<Caller, number>> & { rest: number };
}

const signedOnly = (ok: number) => ({ none: 401, deactivated: 401, 'old-token': 401, rest: ok });

/** Route name → a harmless request and what each caller gets. */
const CASES: Record<string, Case> = {
  'auth.register': { method: 'POST', path: '/api/auth/register', body: {}, expect: { rest: 422 } },
  'auth.activationCheck': { method: 'GET', path: '/api/auth/activation/verify', expect: { rest: 422 } },
  'auth.activationCheckPost': { method: 'POST', path: '/api/auth/activation/verify', body: { token: 'bukan-token' }, expect: { rest: 400 } },
  // a session is no activation ticket
  'auth.activate': { method: 'POST', path: '/api/auth/activate', body: VALID_BIODATA, expect: { rest: 401 } },
  'auth.login': { method: 'POST', path: '/api/auth/login', body: {}, expect: { rest: 422 } },
  'auth.loginOtp': { method: 'POST', path: '/api/auth/login/otp', body: { pin_otp: '000000' }, expect: { rest: 401 } },
  'auth.loginResend': { method: 'POST', path: '/api/auth/login/resend', expect: { rest: 401 } },
  'auth.session': { method: 'GET', path: '/api/auth/session', expect: { rest: 200 } },
  // campus sign-in: public; the start sends every caller to the provider, the callback without
  // its transaction cookie back to the page with the refusal
  'sso.config': { method: 'GET', path: '/api/auth/sso', expect: { rest: 200 } },
  'sso.start': { method: 'GET', path: '/api/auth/sso/start', expect: { rest: 302 } },
  'sso.callback': { method: 'GET', path: '/api/auth/sso/callback', expect: { rest: 302 } },
  'auth.requestReset': { method: 'POST', path: '/api/auth/password/request-reset', body: { email: 'bukan-email' }, expect: { rest: 422 } },
  'auth.resetPassword': { method: 'POST', path: '/api/auth/password/reset', body: {}, expect: { rest: 422 } },
  // an active student is told the account is verified; staff may not call it
  'auth.resendActivation': {
    method: 'POST',
    path: '/api/email/resend',
    expect: { ...signedOnly(403), mahasiswa: 409 },
  },
  'auth.resendActivationGet': {
    method: 'GET',
    path: '/api/email/resend',
    expect: { ...signedOnly(403), mahasiswa: 409 },
  },
  'akun.get': { method: 'GET', path: '/api/akun', expect: signedOnly(200) },
  // a wrong old password: every role reaches the check
  'akun.update': {
    method: 'PUT',
    path: '/api/akun/update',
    body: { nim: 'x', nama: 'Akun Uji', email: 'x@uji.test', old_password: 'Salah#12345' },
    expect: signedOnly(422),
  },
  // the account's language: every signed-in role may choose
  'akun.bahasa': { method: 'PUT', path: '/api/akun/bahasa', body: { bahasa: 'id' }, expect: signedOnly(200) },
  // the bell: every signed-in role has one; a bad mark reaches validation
  'akun.notifikasi': { method: 'GET', path: '/api/notifikasi', expect: signedOnly(200) },
  'akun.notifikasiRead': { method: 'POST', path: '/api/notifikasi/read', body: { until: 'kemarin' }, expect: signedOnly(422) },
  'akun.emailConfirm': { method: 'POST', path: '/api/akun/email/confirm', body: { token: 'bukan-token' }, expect: { rest: 400 } },
  'uploads.create': {
    method: 'POST',
    path: '/api/uploads',
    body: { purpose: 'foto_profil', content_type: 'image/png', size: 100 },
    expect: signedOnly(201),
  },
  // last: a logout ends the session it is sent with, so the rows after it would meet a dead token
  'auth.logout': { method: 'POST', path: '/api/auth/logout', expect: { rest: 200 } },
};

let tokens = new Map<Caller, string | undefined>();

beforeAll(async () => {
  useStackEnv();
  ({ tokens } = await callerTokens('verifikator'));
});

describe('authorization of the accounts and sign-in routes', () => {
  it('the table covers every route of the auth, sso, akun and uploads areas', () => {
    const declared = [authApi, ssoApi, akunApi, uploadsApi].flatMap((a) => Object.keys(a.routes).map((name) => `${a.area}.${name}`));
    expect(Object.keys(CASES).sort()).toEqual(declared.sort());
    for (const [name, c] of Object.entries(CASES)) {
      const [area, route] = name.split('.') as [string, string];
      const spec = [authApi, ssoApi, akunApi, uploadsApi].find((a) => a.area === area)?.routes[route as never] as
        | { method: string; path: string }
        | undefined;
      expect(spec && `${spec.method} ${spec.path}`).toBe(`${c.method} ${c.path}`);
    }
  });

  authorizationTable({
    rows: Object.entries(CASES),
    request: (c) => c,
    want: (caller, c) => {
      const status = c.expect[caller] ?? c.expect.rest;
      // the session gate's own message where the route has one (the account and bell routes)
      if (status === 401 && (c.path.startsWith('/api/akun') || c.path.startsWith('/api/notifikasi'))) return signedOutWant(caller) ?? { status };
      if (status === 403) return FORBIDDEN;
      if (c.path === '/api/auth/activate') return { status, message: AUTH_MSG.activationTicketMissing };
      return { status };
    },
    token: (caller) => tokens.get(caller),
  });

  it('a deactivated or outdated token reads as signed out in the session answer', async () => {
    for (const caller of ['deactivated', 'old-token'] as const) {
      const res = await api('GET', '/api/auth/session', { bearer: tokens.get(caller) });
      expect(res.body).toEqual({ claims: null, account: null });
    }
  });
});
