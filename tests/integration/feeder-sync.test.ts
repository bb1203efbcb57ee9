/**
 * A full Neo Feeder sync of the demo university against the stand-in's demo data (this file's own
 * stand-in, the demo programs' mapping as seeded): the plan before anything is written (new
 * students, changes, Dewi's graduation, the bad rows skipped with their reasons), the apply (the
 * new students created inactive until activation with their mail, audit entries and counters;
 * Dewi graduated with the stand-in's national diploma number), and a second sync that changes
 * nothing.
 */
import { DEMO_ACCOUNTS } from '@infra/local/demo-accounts';
import { DEMO_FEEDER_NEW, DEWI_KELULUSAN, demoFeederData, feederProdiId } from '@infra/local/feeder-demo-data';
import type { FeederStandIn } from '@infra/local/feeder-stand-in';
import { FEEDER_MSG } from '@shared/messages/feeder';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pointAtStack, staffAccount, userByNim } from '../support/auth-flow';
import { applySync, fullSync, ownFeeder, readSync, rowsOf, startSync, syncReaches } from '../support/feeder';
import { lastMail } from '../support/stack';

let token: string;
let feeder: FeederStandIn;
let idProdiIF: number;
let idProdiMN: number;

const repos = async () => {
  pointAtStack();
  return {
    stats: (await import('@functions/lib/projections/reads')).statistikRepo,
    audit: (await import('@functions/lib/audit')).auditLog,
    master: (await import('@functions/domain/master/repo')).masterRepo,
    password: await import('@functions/lib/password'),
  };
};

beforeAll(async () => {
  token = (await staffAccount('super admin')).token;
  feeder = await ownFeeder(token, demoFeederData());
  const { master } = await repos();
  const prodi = await master.listProdi();
  const byFeeder = (code: 'IF' | 'MN') => prodi.find((p) => p.id_prodi_feeder === feederProdiId(code))?.id_prodi;
  idProdiIF = byFeeder('IF') ?? 0;
  idProdiMN = byFeeder('MN') ?? 0;
  if (!idProdiIF || !idProdiMN) throw new Error('the seed did not map the demo programs to the Feeder');
}, 120_000);

afterAll(() => feeder?.stop());

describe('the first sync of the demo university', () => {
  let jobId: string;
  const before = { if: 0, mn: 0, dewiVersion: 0 };

  it('plans first and writes nothing: new students, changes, Dewi graduating, the bad rows skipped with reasons', async () => {
    const { stats } = await repos();
    before.if = (await stats.prodiCounters(idProdiIF)).total_mahasiswa ?? 0;
    before.mn = (await stats.prodiCounters(idProdiMN)).total_mahasiswa ?? 0;
    const dewi = await userByNim(DEMO_ACCOUNTS.dewi.nim);
    before.dewiVersion = dewi?.version ?? 0;

    const started = await startSync(token);
    expect(started.status).toBe('running');
    jobId = started.id;
    const planned = await syncReaches(token, jobId, ['planned']);
    expect(planned.plan).toMatchObject({ baru: 3, lulus: 1, konflik: 0, dilewati: 3 });
    expect(planned.plan.berubah).toBeGreaterThanOrEqual(7);

    const baru = await rowsOf(token, jobId, 'baru');
    expect(baru.map((r) => r.nim).sort()).toEqual(DEMO_FEEDER_NEW.map((n) => n.nim).sort());
    const dilewati = await rowsOf(token, jobId, 'dilewati');
    expect(dilewati.map((r) => r.alasan).sort()).toEqual(
      [FEEDER_MSG.skipNoNim, FEEDER_MSG.skipProdiUnknown('Magister Hukum'), FEEDER_MSG.skipKeluar('Drop Out')].sort(),
    );
    const [lulus] = await rowsOf(token, jobId, 'lulus');
    expect(lulus).toMatchObject({
      nim: DEMO_ACCOUNTS.dewi.nim,
      kelulusan: {
        tanggal_lulus: '2024-08-29',
        nomor_sk_yudisium: DEWI_KELULUSAN.nomor_sk_yudisium,
        tanggal_sk_yudisium: '2024-08-26',
        ipk: 3.6,
        nomor_ijazah_nasional: DEWI_KELULUSAN.nomor_ijazah,
      },
      diterapkan: false,
    });
    const dewiRow = (await rowsOf(token, jobId, 'berubah')).find((r) => r.nim === DEMO_ACCOUNTS.dewi.nim);
    expect(dewiRow?.perubahan).toContainEqual({ field: 'status_mahasiswa', lama: null, baru: 'Lulus', sinkron: null });

    // nothing written yet
    for (const n of DEMO_FEEDER_NEW) expect(await userByNim(n.nim)).toBeUndefined();
    expect((await userByNim(DEMO_ACCOUNTS.dewi.nim))?.version).toBe(before.dewiVersion);
    expect((await stats.prodiCounters(idProdiIF)).total_mahasiswa ?? 0).toBe(before.if);
  });

  it('refuses a second start while the plan waits', async () => {
    const { api } = await import('../support/stack');
    const res = await api('POST', '/api/feeder/sync', { bearer: token });
    expect(res).toMatchObject({ status: 409, body: { message: FEEDER_MSG.feederSyncBusy } });
  });

  it('applies: the new students exist inactive until activation, mailed, audited and counted', async () => {
    const done = await applySync(token, jobId);
    expect(done.diterapkan).toBe(done.plan.baru + done.plan.berubah + done.plan.lulus);
    const { stats, audit, password } = await repos();
    for (const n of DEMO_FEEDER_NEW) {
      const user = await userByNim(n.nim);
      expect(user).toMatchObject({
        role: 'mahasiswa',
        nama: n.nama,
        tempat_lahir: n.tempat,
        tanggal_lahir: n.lahir,
        tanggal_masuk: n.masuk,
        email_verified_at: null,
        is_data_complete: false,
        password_hash: password.NO_PASSWORD,
        id_registrasi_mahasiswa: expect.any(String),
      });
      await lastMail(user?.email ?? '', () => true, 15_000);
      expect((await audit.ofTarget({ type: 'user', id: user?.id ?? '' })).map((e) => e.action)).toContain('feeder.create');
    }
    expect((await stats.prodiCounters(idProdiIF)).total_mahasiswa ?? 0).toBe(before.if + 2);
    expect((await stats.prodiCounters(idProdiMN)).total_mahasiswa ?? 0).toBe(before.mn + 1);
  });

  it("graduates Dewi with the Feeder's facts and its national diploma number, in the audit log", async () => {
    const dewi = await userByNim(DEMO_ACCOUNTS.dewi.nim);
    expect(dewi).toMatchObject({
      is_graduated: true,
      tanggal_lulus: '2024-08-29',
      nomor_ijazah_nasional: DEWI_KELULUSAN.nomor_ijazah,
      nomor_sk_yudisium: DEWI_KELULUSAN.nomor_sk_yudisium,
      tanggal_sk_yudisium: '2024-08-26',
      ipk: 3.6,
      status_mahasiswa: 'Lulus',
    });
    const { audit } = await repos();
    const entries = await audit.ofTarget({ type: 'user', id: dewi?.id ?? '' });
    const graduation = entries.find((e) => e.action === 'feeder.lulus');
    expect(graduation?.after).toMatchObject({ is_graduated: true, nomor_ijazah_nasional: DEWI_KELULUSAN.nomor_ijazah });
    // the birth date and the snapshot are personal data: named as changed, never kept
    expect(JSON.stringify(entries)).not.toContain('2002-02-14');
  });

  it('a second sync plans nothing but the same skipped rows, and applying it changes no student', async () => {
    const dewi = await userByNim(DEMO_ACCOUNTS.dewi.nim);
    const galih = await userByNim(DEMO_FEEDER_NEW[0].nim);
    const { planned, done } = await fullSync(token);
    expect(planned.plan).toEqual({ baru: 0, berubah: 0, lulus: 0, konflik: 0, dilewati: 3 });
    expect(done.diterapkan).toBe(0);
    expect((await userByNim(DEMO_ACCOUNTS.dewi.nim))?.version).toBe(dewi?.version);
    expect((await userByNim(DEMO_FEEDER_NEW[0].nim))?.version).toBe(galih?.version);
    const read = await readSync(token, done.id, 'dilewati');
    expect(read.plan.baris.total).toBe(3);
  });
});
