/**
 * Every repository refuses one way: a failed condition throws WriteRefused with its reason and
 * writes nothing. The refusals of the sign-in, SKPI request, mutation, notification, profile,
 * account, users, printing, bulk print, approval mail and Feeder repositories, on the table of the
 * local stack; the answers users see are covered by each area's own tests.
 */
import type { WriteRefused as WriteRefusedType } from '@functions/lib/domain-errors';
import { beforeAll, describe, expect, it } from 'vitest';
import { freshIdentity, staffAccount } from '../support/auth-flow';
import { useStackEnv } from '../support/stack';

const PRODI = 1;

beforeAll(() => {
  useStackEnv();
});

/** The WriteRefused a write threw (fails when it wrote or threw anything else). */
async function refusalOf(write: Promise<unknown>): Promise<WriteRefusedType> {
  const { WriteRefused } = await import('@functions/lib/domain-errors');
  const err = await write.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(WriteRefused);
  return err as WriteRefusedType;
}

const student = () => staffAccount('mahasiswa', PRODI);

describe('the sign-in repository', () => {
  it('spends an OTP only with its pin and while tries are left; a try on a spent OTP is refused', async () => {
    const { authRepo } = await import('@functions/domain/auth/repo');
    const { user } = await student();
    const expires = Math.floor(Date.now() / 1000) + 600;
    await authRepo.putOtp(user.id, 'hash-a', expires);
    expect((await refusalOf(authRepo.consumeOtp(user.id, 'hash-b', 3))).reason).toBe('stale');
    expect(await authRepo.addOtpTry(user.id, 3)).toBe(1);
    expect(await authRepo.addOtpTry(user.id, 3)).toBe(2);
    expect(await authRepo.addOtpTry(user.id, 3)).toBe(3);
    expect((await refusalOf(authRepo.addOtpTry(user.id, 3))).reason).toBe('stale');
    expect((await refusalOf(authRepo.consumeOtp(user.id, 'hash-a', 3))).reason).toBe('stale');
    expect((await authRepo.getOtp(user.id))?.tries).toBe(3);

    await authRepo.putOtp(user.id, 'hash-c', expires);
    await authRepo.consumeOtp(user.id, 'hash-c', 3);
    expect(await authRepo.getOtp(user.id)).toBeUndefined();
    expect((await refusalOf(authRepo.consumeOtp(user.id, 'hash-c', 3))).reason).toBe('stale');
    expect((await refusalOf(authRepo.addOtpTry(user.id, 3))).reason).toBe('stale');
  });

  it('verifies an e-mail once; a password reset with a spent token is refused and keeps the password', async () => {
    const { authRepo } = await import('@functions/domain/auth/repo');
    const { usersRepo } = await import('@functions/domain/users/repo');
    const { user } = await student();
    expect((await refusalOf(authRepo.markEmailVerified(user.id))).reason).toBe('stale');
    const stored = await usersRepo.getById(user.id);
    if (!stored) throw new Error('the account is missing');
    const refused = await refusalOf(authRepo.resetPassword('no-such-token', stored, 'other-hash'));
    expect(refused.reason).toBe('stale');
    expect(await usersRepo.getById(user.id)).toEqual(stored);
  });
});

describe('the SKPI request repository', () => {
  it("refuses a second request as 'taken' and a stale cancel or upload as 'stale'; nothing changes", async () => {
    const { skpiRepo } = await import('@functions/domain/skpi/repo');
    const { user } = await student();
    const made = await skpiRepo.create(user.id);
    expect(made).toMatchObject({ user_id: user.id, is_downloaded: 0, version: 1 });
    expect((await refusalOf(skpiRepo.create(user.id))).reason).toBe('taken');
    expect((await refusalOf(skpiRepo.cancel(user.id, 2))).reason).toBe('stale');
    expect((await refusalOf(skpiRepo.setPath(user.id, 'dokumen/x.pdf', 1))).reason).toBe('stale');
    expect(await skpiRepo.get(user.id)).toMatchObject(made);
    await skpiRepo.cancel(user.id, 1);
    expect(await skpiRepo.get(user.id)).toBeUndefined();
  });
});

describe('the mutation repository', () => {
  it("refuses a second waiting request as 'taken', a stale change or withdrawal as 'stale'", async () => {
    const { mutasiRepo } = await import('@functions/domain/mutasi/repo');
    const { user } = await student();
    const input = {
      jenis: 'migrasi' as const,
      user_id: user.id,
      nim_lama: user.nim,
      id_prodi_asal: PRODI,
      // a program of its own: no admin list of another test sees the request while it lives
      id_prodi: 990_001,
      nim_baru: `${user.nim}X`,
      prodi: null,
      nomor_ijazah: null,
      tanggal_masuk: null,
      bukti: 'bukti/x.pdf',
    };
    const made = await mutasiRepo.create(input);
    expect((await refusalOf(mutasiRepo.create(input))).reason).toBe('taken');
    const stale = { ...made, version: made.version + 1 };
    expect((await refusalOf(mutasiRepo.update(stale, { nim_baru: `${user.nim}Y` }))).reason).toBe('stale');
    expect((await refusalOf(mutasiRepo.remove(stale))).reason).toBe('stale');
    expect(await mutasiRepo.get(user.id, 'migrasi')).toMatchObject({ nim_baru: `${user.nim}X`, version: made.version });
    await mutasiRepo.remove(made);
    expect(await mutasiRepo.get(user.id, 'migrasi')).toBeUndefined();
  });
});

describe('the notification repository', () => {
  it('moves the read mark forward only: a mark back is refused and the later one stays', async () => {
    const { notifikasiRepo } = await import('@functions/domain/notifikasi/repo');
    const { user } = await student();
    await notifikasiRepo.markRead(user.id, '2030-01-02T00:00:00.000Z');
    expect((await refusalOf(notifikasiRepo.markRead(user.id, '2030-01-01T00:00:00.000Z'))).reason).toBe('stale');
    expect((await notifikasiRepo.state(user.id))?.read_until).toBe('2030-01-02T00:00:00.000Z');
  });
});

describe('the profile, account and diploma-number writes of a user', () => {
  it("refuse a user changed since read as 'stale', writing nothing", async () => {
    const { profilRepo } = await import('@functions/domain/profil/repo');
    const { akunRepo } = await import('@functions/domain/akun/repo');
    const { cetakRepo } = await import('@functions/domain/cetak/repo');
    const { usersRepo } = await import('@functions/domain/users/repo');
    const { user } = await student();
    const stored = await usersRepo.getById(user.id);
    if (!stored) throw new Error('the account is missing');
    const old = { ...stored, version: stored.version - 1 };
    expect((await refusalOf(profilRepo.update(old, { alamat: 'Jalan Lama' }))).reason).toBe('stale');
    expect((await refusalOf(akunRepo.update(old, { nama: 'Nama Lama' }))).reason).toBe('stale');
    const actor = { auth: { userId: user.id, nim: user.nim, role: 'admin jurusan' as const, user: stored }, requestId: 'uji' };
    expect((await refusalOf(cetakRepo.setIjazah(old, 'IJZ-1', actor))).reason).toBe('stale');
    expect(await usersRepo.getById(user.id)).toEqual(stored);
  });
});

describe('the users repository', () => {
  it("names a NIM or an address another account has ('nim', 'email') and a stale user ('stale'), writing nothing", async () => {
    const { usersRepo } = await import('@functions/domain/users/repo');
    const [{ user: mine }, { user: other }] = await Promise.all([student(), student()]);
    const fresh = freshIdentity('R');
    const input = {
      role: 'mahasiswa' as const,
      id_prodi: PRODI,
      nama: 'Akun Uji',
      password_hash: 'x',
      is_active: true,
      email_verified_at: null,
      is_data_complete: true,
    };
    expect((await refusalOf(usersRepo.create({ ...input, nim: other.nim, email: fresh.email }))).reason).toBe('nim');
    expect((await refusalOf(usersRepo.create({ ...input, nim: fresh.nim, email: other.email }))).reason).toBe('email');
    expect(await usersRepo.nimOwner(fresh.nim)).toBeUndefined();
    expect(await usersRepo.emailOwner(fresh.email)).toBeUndefined();

    const stored = await usersRepo.getById(mine.id);
    if (!stored) throw new Error('the account is missing');
    expect((await refusalOf(usersRepo.update(stored, { nim: other.nim }))).reason).toBe('nim');
    expect((await refusalOf(usersRepo.update(stored, { email: other.email }))).reason).toBe('email');
    // both change, the address alone is taken: its put sits after the NIM's swap
    expect((await refusalOf(usersRepo.update(stored, { nim: fresh.nim, email: other.email }))).reason).toBe('email');
    const old = { ...stored, version: stored.version - 1 };
    expect((await refusalOf(usersRepo.update(old, { nama: 'Nama Lama' }))).reason).toBe('stale');
    expect((await refusalOf(usersRepo.remove(old))).reason).toBe('stale');
    expect((await refusalOf(usersRepo.reindex({ ...old, GSI1PK: 'LAMA' } as typeof old))).reason).toBe('stale');
    expect(await usersRepo.getById(mine.id)).toEqual(stored);
    expect(await usersRepo.nimOwner(fresh.nim)).toBeUndefined();
  });
});

describe('the bulk print, approval mail and Feeder repositories', () => {
  it("refuse a number block over a moved sequence and a chunk of a missing job as 'stale'", async () => {
    const { bulkRepo } = await import('@functions/domain/cetak/bulk-repo');
    // a faculty of its own: no print of another test moves its sequence
    const idFakultas = 990_000 + Math.floor(Math.random() * 9_000);
    const block = {
      id_fakultas: idFakultas,
      year: '2099',
      job_id: `uji-${freshIdentity().nim}`,
      first: 1,
      last: 3,
      tanggal: '2099-01-02',
      reserved_at: new Date().toISOString(),
    };
    await bulkRepo.takeBlock(block, 0);
    expect((await refusalOf(bulkRepo.takeBlock({ ...block, job_id: `${block.job_id}-b`, first: 1, last: 2 }, 0))).reason).toBe('stale');
    expect(await bulkRepo.lastUrut(idFakultas, '2099')).toBe(3);
    expect(await bulkRepo.getBlock(idFakultas, '2099', `${block.job_id}-b`)).toBeUndefined();
    expect((await refusalOf(bulkRepo.countChunk(`uji-tanpa-job-${block.job_id}`, 0, 5, 'finished_chunks'))).reason).toBe('stale');
  });

  it("takes an approver's mail day once ('taken' again that day) and a Feeder job held by no run only", async () => {
    const { waitingRepo } = await import('@functions/domain/cetak/pengesahan/waiting-repo');
    const { feederRepo } = await import('@functions/domain/feeder/repo');
    const userId = `uji-${freshIdentity().nim}`;
    await waitingRepo.claimDigestDay(userId, '2099-01-02');
    expect((await refusalOf(waitingRepo.claimDigestDay(userId, '2099-01-02'))).reason).toBe('taken');
    await waitingRepo.claimDigestDay(userId, '2099-01-03');
    await waitingRepo.releaseDigestDay(userId);
    expect((await refusalOf(feederRepo.claim(`uji-tanpa-job-${userId}`, 1_000, 2_000, ['queued']))).reason).toBe('stale');
  });
});
