/**
 * infra/create-admin.ts against the local table: the super admin it writes signs in through the
 * real login and e-mailed OTP, reaches its account, and a second run for a taken username or
 * e-mail is refused without writing anything.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { freshIdentity, pointAtStack, signIn, userByNim } from '../support/auth-flow';
import { api } from '../support/stack';

type CreateSuperAdmin = typeof import('@infra/create-admin').createSuperAdmin;
let createSuperAdmin: CreateSuperAdmin;

beforeAll(async () => {
  pointAtStack();
  ({ createSuperAdmin } = await import('@infra/create-admin'));
});

describe('create-admin on a running table', () => {
  it('writes a super admin who signs in with the e-mailed OTP and reaches the account', async () => {
    const who = freshIdentity('R');
    await createSuperAdmin({ nim: who.nim, email: who.email, nama: 'Siti Rahmawati', password: 'Rahasia#2026' });
    const session = await signIn(who.nim, 'Rahasia#2026', who.email);
    expect(session.claims).toMatchObject({ role: 'super admin', nim: who.nim, id_prodi: null });
    const akun = await api<{ akun: { nim: string; nama: string; email: string } }>('GET', '/api/akun', { cookie: session.cookie });
    expect(akun.status).toBe(200);
    expect(akun.body.akun).toMatchObject({ nim: who.nim, nama: 'Siti Rahmawati', email: who.email });
  });

  it('refuses a taken username or e-mail and leaves the existing account as it was', async () => {
    const who = freshIdentity('R');
    const first = await createSuperAdmin({ nim: who.nim, email: who.email, nama: 'Budi Hartono', password: 'Rahasia#2026' });
    const other = freshIdentity('R');
    await expect(createSuperAdmin({ nim: who.nim, email: other.email, nama: 'Orang Lain', password: 'Lain#20262' })).rejects.toThrow(
      `the username ${who.nim} or the e-mail ${other.email} already belongs to an account`,
    );
    await expect(createSuperAdmin({ nim: other.nim, email: who.email, nama: 'Orang Lain', password: 'Lain#20262' })).rejects.toThrow(
      'already belongs to an account',
    );
    expect(await userByNim(other.nim)).toBeUndefined();
    expect(await userByNim(who.nim)).toMatchObject({ id: first.id, nama: 'Budi Hartono', email: who.email });
    // the first password still signs in
    await expect(signIn(who.nim, 'Rahasia#2026', who.email)).resolves.toMatchObject({ claims: { role: 'super admin' } });
  });
});
