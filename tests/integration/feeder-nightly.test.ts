/**
 * The nightly Neo Feeder sync (functions/domain/feeder/nightly.ts), on this file's own program and
 * stand-in, at a fixed moment of the night: it writes what needs no decision (a change, a
 * graduation), leaves the new student waiting in the plan, mails the super admin who turned it on
 * a summary with the plan's link, and starts once a night.
 */
import type { FeederStandIn } from '@infra/local/feeder-stand-in';
import { FEEDER_MAIL_MSG } from '@shared/messages/feeder';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshNumericNim, pointAtStack, staffAccount, userByNim } from '../support/auth-flow';
import { applySync, type OwnStudent, ownData, ownFeeder, readSync, rowsOf } from '../support/feeder';
import { testFakultas, testProdi } from '../support/master-data';
import { api, lastMail } from '../support/stack';

let admin: Awaited<ReturnType<typeof staffAccount>>;
let feeder: FeederStandIn;
let idProdi: number;
const ID_PRODI_FEEDER = `prodi-malam-${Date.now()}`;
/** 02:00 WIB on a fixed day: the night is due. */
const NIGHT = Date.parse('2031-03-10T02:00:00+07:00');
const student = (nama: string): OwnStudent => {
  const nim = freshNumericNim();
  return { nim, nama, lahir: '2004-05-05', tempat: 'Medan', sex: 'L', email: `malam${nim}@mhs.uji.ac.id` };
};
const [lama, lulus, baru] = [student('Fajar Siddiq'), student('Gita Lestari'), student('Hadi Kurnia')] as [OwnStudent, OwnStudent, OwnStudent];

beforeAll(async () => {
  admin = await staffAccount('super admin');
  pointAtStack();
  const { usersRepo } = await import('@functions/domain/users/repo');
  const fakultas = await testFakultas(`Fakultas Malam ${Date.now()}`);
  const prodi = await testProdi(fakultas.id_fakultas, `Prodi Malam ${Date.now()}`);
  idProdi = prodi.id_prodi;
  // two students SKPI already has (never synced), the third is new to it
  for (const s of [lama, lulus]) {
    await usersRepo.create({
      nim: s.nim,
      email: s.email,
      role: 'mahasiswa',
      id_prodi: idProdi,
      nama: s.nama,
      password_hash: 'x',
      is_active: true,
      email_verified_at: null,
      is_data_complete: false,
      tanggal_masuk: '2023-09-01',
      is_graduated: false,
    });
  }
  const data = ownData(ID_PRODI_FEEDER, prodi.nama_prodi, [lama, lulus, baru]);
  data.lulus.push({
    id_registrasi_mahasiswa: `reg-${lulus.nim}`,
    nim: lulus.nim,
    id_prodi: ID_PRODI_FEEDER,
    id_jenis_keluar: '1',
    tanggal_keluar: '20-02-2027',
    nomor_sk_yudisium: 'SK/MALAM/1',
    tanggal_sk_yudisium: '15-02-2027',
    ipk: '3.75',
    nomor_ijazah: '009012027000777',
  });
  feeder = await ownFeeder(admin.token, data);
  const mapped = await api('POST', '/api/feeder/prodi', {
    bearer: admin.token,
    body: { pemetaan: [{ id_prodi: idProdi, id_prodi_feeder: ID_PRODI_FEEDER }] },
  });
  expect(mapped.status).toBe(200);
  const on = await api('POST', '/api/universitas/feeder', {
    bearer: admin.token,
    body: { base_url: feeder.baseUrl, username: feeder.username, sinkron_malam: true },
  });
  expect(on.status).toBe(200);
}, 120_000);

afterAll(async () => {
  await api('POST', '/api/universitas/feeder', {
    bearer: admin.token,
    body: { base_url: feeder.baseUrl, username: feeder.username, sinkron_malam: false },
  });
  await feeder?.stop();
});

describe('the nightly sync', () => {
  it('writes the changes and graduations, leaves the new student waiting, and mails a summary with the link', async () => {
    pointAtStack();
    const { scheduledCheck } = await import('@functions/domain/feeder/nightly');
    // before the night's hour nothing starts
    await scheduledCheck({ now: () => Date.parse('2031-03-10T00:30:00+07:00') });
    expect(
      (await api<{ data: Array<{ jenis_sinkron: string }> }>('GET', '/api/feeder/sync', { bearer: admin.token })).body.data[0]?.jenis_sinkron,
    ).not.toBe('malam');

    await scheduledCheck({ now: () => NIGHT });
    const list = await api<{ data: Array<{ id: string; jenis_sinkron: string; status: string }> }>('GET', '/api/feeder/sync', {
      bearer: admin.token,
    });
    const night = list.body.data[0];
    expect(night).toMatchObject({ jenis_sinkron: 'malam', status: 'planned' });
    const id = night?.id ?? '';

    expect(await userByNim(lama.nim)).toMatchObject({ id_registrasi_mahasiswa: `reg-${lama.nim}`, status_mahasiswa: 'Aktif' });
    expect(await userByNim(lulus.nim)).toMatchObject({
      is_graduated: true,
      tanggal_lulus: '2027-02-20',
      nomor_ijazah_nasional: '009012027000777',
      ipk: 3.75,
    });
    expect(await userByNim(baru.nim)).toBeUndefined();
    const waiting = await rowsOf(admin.token, id, 'baru');
    expect(waiting).toEqual([expect.objectContaining({ nim: baru.nim, diterapkan: false })]);
    expect((await rowsOf(admin.token, id, 'lulus')).every((r) => r.diterapkan)).toBe(true);

    const mail = await lastMail(admin.email, (m) => m.subject === FEEDER_MAIL_MSG.subject, 15_000);
    expect(mail.body.text).toContain(FEEDER_MAIL_MSG.applied(1, 2));
    expect(mail.body.text).toContain(FEEDER_MAIL_MSG.waiting(1, 0));
    expect(mail.body.text).toContain(`/admin/sinkron-feeder?sinkron=${id}`);

    // once a night: a later check of the same night starts nothing new
    await scheduledCheck({ now: () => NIGHT + 30 * 60_000 });
    expect((await readSync(admin.token, id)).job.status).toBe('planned');
    expect((await api<{ data: unknown[] }>('GET', '/api/feeder/sync', { bearer: admin.token })).body.data.length).toBe(list.body.data.length);

    // the admin applies what waits: the new student, inactive until activation
    await applySync(admin.token, id);
    expect(await userByNim(baru.nim)).toMatchObject({ id_prodi: idProdi, email_verified_at: null });
  });
});
