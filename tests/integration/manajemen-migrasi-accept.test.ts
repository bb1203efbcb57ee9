/**
 * Accepting a migration (shared/api/mutasi-admin.ts): the admin of the new program moves the NIM,
 * program and entry date; afterwards nothing of the student is lost or left under the old NIM
 * (the user item and its constraint and list keys, sign-in, the profile and search reads, the
 * portfolios with their evidence, the counters, the SKPI request and printed document, the
 * request), the decision is among the recent ones, audited and e-mailed, and a second decision
 * is refused with nothing changed. The steps share one student: they stay in this one file.
 *
 * The student lives in two programs of this file's own (an inactive test faculty), so the
 * programs' counters move only with what this file does.
 */
import type { MutasiItem } from '@functions/domain/mutasi/repo';
import type { PortofolioItem } from '@functions/domain/portofolio/repo';
import type { UserItem } from '@functions/domain/users/repo';
import { cetakKeys } from '@functions/lib/entities/cetak';
import { userKeys } from '@functions/lib/entities/users';
import { MSG, migrationAccepted } from '@shared/messages';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Account, decide, list, login, mutasiFile, repos, requestOf, state, student, verified } from '../support/mutasi-admin';
import { catalogOf, setSkpiRequest } from '../support/portofolio';
import { api, lastMail } from '../support/stack';
import { pdfBytes } from '../support/student-data';

const m = mutasiFile();

describe('accepting a migration: nothing of the student is lost or left under the old NIM', () => {
  let s: Account;
  let oldNim: string;
  let newNim: string;
  let portfolios: PortofolioItem[];
  let kode: string;
  const counters = async () => {
    const { statistikRepo } = await repos();
    const pick = (c: Record<string, number>) => ({
      total_mahasiswa: c.total_mahasiswa ?? 0,
      total_mahasiswa_belum_lulus: c.total_mahasiswa_belum_lulus ?? 0,
      portofolio_total: c.portofolio_total ?? 0,
      portofolio_belum_diverifikasi: c.portofolio_belum_diverifikasi ?? 0,
      portofolio_status_2: c.portofolio_status_2 ?? 0,
    });
    return {
      a: pick(await statistikRepo.prodiCounters(m.prodiA)),
      b: pick(await statistikRepo.prodiCounters(m.prodiB)),
      all: pick(await statistikRepo.prodiCounters(0)),
    };
  };
  let before: Awaited<ReturnType<typeof counters>>;
  let userBefore: UserItem;

  beforeAll(async () => {
    s = await student(m.prodiA);
    oldNim = s.nim;
    const { portofolioRepo } = await repos();
    const { putDocument } = await import('@functions/lib/files');
    const anak = (await catalogOf(1))[0]?.anak ?? expect.unreachable();
    portfolios = [];
    for (const [i, status] of ([1, 2, 4] as const).entries()) {
      const key = `portofolio/${s.user.id}/mutasi-${i}.pdf`;
      await putDocument(key, pdfBytes(), 'application/pdf', `bukti-${i}.pdf`);
      portfolios.push(
        await portofolioRepo.create({
          user_id: s.user.id,
          id_prodi: m.prodiA,
          id_bidang_portofolio: anak.id_bidang_portofolio,
          id_rubrik: anak.id_rubrik,
          id_anak_rubrik: anak.id_anak_rubrik,
          id_kegiatan_ppk: null,
          judul: `Lomba Mutasi ${i} ${s.nim}`,
          judul_inggris: null,
          bobot_skp_portofolio: 2,
          tanggal_terbit: '2024-05-01',
          dokumen_portofolio: key,
          id_status_portofolio: status,
          showed: true,
          verified_by: status === 1 ? null : 'uji',
          verified_at: status === 1 ? null : new Date().toISOString(),
        }),
      );
    }
    await setSkpiRequest(s.user.id, 1);
    // a printed SKPI document (written as the print writes it): it keeps the NIM printed on it
    kode = `K${Date.now().toString(36).toUpperCase()}`;
    const { ddb } = await import('@functions/lib/clients');
    const { PutCommand } = await import('@aws-sdk/lib-dynamodb');
    const { tableName } = await import('@functions/lib/table');
    const printedAt = new Date().toISOString();
    await ddb().send(
      new PutCommand({
        TableName: tableName(),
        Item: {
          ...cetakKeys.skpiDokumen(kode),
          GSI1PK: cetakKeys.skpiDokumenByUser(s.user.id),
          GSI1SK: printedAt,
          type: 'skpi-dokumen',
          kode,
          user_id: s.user.id,
          nim: oldNim,
          nama: 'Akun Uji',
          id_prodi: m.prodiA,
          nama_prodi: 'Prodi Asal Mutasi',
          nama_fakultas: 'Fakultas Mutasi',
          nama_universitas: 'Universitas',
          id_fakultas: 1,
          nomor: `NOMOR/${kode}`,
          tanggal_terbit: printedAt.slice(0, 10),
          id_periode_kelulusan: 1,
          periode_label: '2024/2025 - 1',
          penandatangan: 'Dr. Uji',
          jabatan_penandatangan: 'Dekan',
          sha256: '0'.repeat(64),
          key: `skpi/${s.user.id}/${kode}.pdf`,
          size: 1,
          status: 'sah',
          printed_at: printedAt,
          printed_by: m.superAdmin.user.id,
          alasan_dicabut: null,
          dicabut_at: null,
          digantikan_oleh_kode: null,
          digantikan_oleh_nomor: null,
          version: 1,
        },
      }),
    );
    newNim = await m.ask(s, 'migrasi');
    const { usersRepo } = await repos();
    userBefore = (await usersRepo.getById(s.user.id)) as UserItem;
    before = await counters();
    // the old NIM is findable and signs in before
    expect((await login(oldNim)).status).toBe(200);
    expect((await api('GET', '/api/mahasiswa/show', { query: { nim: oldNim } })).status).toBe(200);

    const res = await decide(m.adminB.token, 'migrasi', oldNim, 'accept');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.message).toBe(migrationAccepted('migrasi'));
    expect(res.body.migrasi).toMatchObject({
      type: 'migrasi',
      nim: oldNim,
      nim_baru: newNim,
      user: { nim: newNim, tanggal_masuk: '2024-09-01', angkatan: 2024 },
      prodi_baru: { id_prodi: m.prodiB },
      id_status: 2,
      verified: { nama: 'Admin Prodi Tujuan' },
      version: 2,
    });
  });

  it('moves the user item, its NIM constraint items and its list keys; keeps its points', async () => {
    const { usersRepo, getItem } = await repos();
    const after = (await usersRepo.getById(s.user.id)) as UserItem & Record<string, unknown>;
    expect(after).toMatchObject({
      nim: newNim,
      id_prodi: m.prodiB,
      tanggal_masuk: '2024-09-01',
      version: userBefore.version + 1,
      skp: userBefore.skp,
      jumlah_portofolio: 3,
      email: userBefore.email,
      password_hash: userBefore.password_hash,
      GSI1PK: `ROLE#MAHASISWA#PRODI#${m.prodiB}`,
      GSI1SK: `NIM#${newNim.toUpperCase()}`,
      GSI2SK: `NIM#${newNim.toUpperCase()}`,
      // the student list's program-and-year and year indexes follow the new program and entry date
      GSI3PK: userKeys.studentsByProdiAngkatan(m.prodiB, 2024),
      GSI4PK: userKeys.studentsByAngkatan(2024),
    });
    expect(await getItem(userKeys.nim(oldNim), { ConsistentRead: true })).toBeUndefined();
    expect(await getItem(userKeys.nim(newNim), { ConsistentRead: true })).toMatchObject({ userId: s.user.id });
    expect((await usersRepo.getByNim(newNim))?.id).toBe(s.user.id);
    expect((await usersRepo.listOfRoleProdi('mahasiswa', m.prodiB)).map((u) => u.id)).toContain(s.user.id);
    expect((await usersRepo.listOfRoleProdi('mahasiswa', m.prodiA)).map((u) => u.id)).not.toContain(s.user.id);
  });

  it('the old NIM neither signs in nor finds the student; the new one does', async () => {
    const old = await login(oldNim);
    expect(old.status).toBe(401);
    expect(old.body).toEqual({ message: MSG.wrongCredentials });
    expect((await login(newNim)).status).toBe(200);

    // the admins' profile read
    expect((await api('GET', `/api/profile/${oldNim}`, { bearer: m.adminB.token })).status).toBe(404);
    const profile = await api<Record<string, unknown>>('GET', `/api/profile/${newNim}`, { bearer: m.adminB.token });
    expect(profile.status, JSON.stringify(profile.body)).toBe(200);
    expect(JSON.stringify(profile.body)).toContain(newNim);
    // the public profile
    expect((await api('GET', '/api/mahasiswa/show', { query: { nim: oldNim } })).status).toBe(404);
    const shown = await api<{ data: { biodata: { nim: string }; portofolio: Array<{ judul: string }> } }>('GET', '/api/mahasiswa/show', {
      query: { nim: newNim },
    });
    expect(shown.status).toBe(200);
    expect(shown.body.data.biodata.nim).toBe(newNim);
    expect(shown.body.data.portofolio.map((p) => p.judul)).toEqual([portfolios[1]?.judul]);

    type Search = { users: { data: Array<{ nim: string }> } };
    const byOld = await api<Search>('GET', '/api/mahasiswa', { query: { nim: oldNim } });
    expect(byOld.body.users.data.map((u) => u.nim)).not.toContain(oldNim);
    expect(byOld.body.users.data.map((u) => u.nim)).not.toContain(newNim);
    const byNew = await api<Search>('GET', '/api/mahasiswa', { query: { nim: newNim } });
    expect(byNew.body.users.data.map((u) => u.nim)).toEqual([newNim]);
    // the verified shown portfolio is still found by its title, under the new NIM
    const byTitle = await api<{ users: { data: Array<{ nim: string }> } }>('GET', '/api/mahasiswa', {
      query: { portofolio: `Lomba Mutasi 1 ${oldNim}` },
    });
    expect(byTitle.body.users.data.map((u) => u.nim)).toContain(newNim);
  });

  it('every portfolio follows to the new program, keeps its place and its evidence; the student reads them under the new NIM', async () => {
    const { portofolioRepo } = await repos();
    for (const p of portfolios) {
      const now = (await portofolioRepo.get(p.id_portofolio)) as PortofolioItem & Record<string, unknown>;
      expect(now).toMatchObject({
        id_prodi: m.prodiB,
        user_id: s.user.id,
        updated_at: p.updated_at,
        version: p.version + 1,
        dokumen_portofolio: p.dokumen_portofolio,
      });
      expect(String(now.GSI2PK)).toMatch(new RegExp(`^PRODI#${m.prodiB}#PORTO#Q#`));
    }
    const res = await api<{ portofolio: { data: Array<{ id_portofolio: number; dokumen_portofolio: string | null }> } }>(
      'GET',
      `/api/portofolio/user/${newNim}`,
      { bearer: s.token, query: { paginate: 100 } },
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.portofolio.data.map((p) => p.id_portofolio).sort()).toEqual(portfolios.map((p) => p.id_portofolio).sort());
    for (const row of res.body.portofolio.data) expect((await fetch(row.dokumen_portofolio ?? expect.unreachable())).status).toBe(200);
    expect((await api('GET', `/api/portofolio/user/${oldNim}`, { bearer: s.token })).status).toBe(403);
    // the new program's admin finds them in their queue
    const queue = await api<{ portofolio: { data: Array<{ id_portofolio: number }> } }>('GET', '/api/portofolio', {
      bearer: m.adminB.token,
      query: { status: 1, nim: newNim },
    });
    expect(queue.body.portofolio.data.map((p) => p.id_portofolio)).toEqual([portfolios[0]?.id_portofolio]);
  });

  it('the counters leave the old program and join the new one; the university total stays', async () => {
    const after = await counters();
    const moved = {
      total_mahasiswa: 1,
      total_mahasiswa_belum_lulus: 1,
      portofolio_total: 3,
      portofolio_belum_diverifikasi: 1,
      portofolio_status_2: 1,
    };
    const minus = (x: typeof moved, y: typeof moved) => Object.fromEntries(Object.entries(x).map(([k, v]) => [k, v - y[k as keyof typeof moved]]));
    expect(minus(before.a, after.a)).toEqual(moved);
    expect(minus(after.b, before.b)).toEqual(moved);
    expect(after.all).toEqual(before.all);
  });

  it('the SKPI request, the printed document (with its printed NIM) and the request follow the student', async () => {
    const skpi = await api<{ data: { is_downloaded: number } | null }>('GET', '/api/skpi/pengajuan', { bearer: s.token });
    expect(skpi.status).toBe(200);
    expect(skpi.body.data).toMatchObject({ is_downloaded: 1 });
    const docs = await api<{ data: Array<{ kode: string }> }>('GET', `/api/manajemen/skpi/dokumen/${newNim}`, { bearer: m.superAdmin.token });
    expect(docs.status, JSON.stringify(docs.body)).toBe(200);
    expect(docs.body.data.map((d) => d.kode)).toEqual([kode]);
    expect((await api('GET', `/api/manajemen/skpi/dokumen/${oldNim}`, { bearer: m.superAdmin.token })).status).toBe(404);
    const { cetakRepo } = await import('@functions/domain/cetak/repo');
    expect((await cetakRepo.getDokumen(kode))?.nim).toBe(oldNim);

    const own = await api<{ data: { id_status_migrasi: number } | null }>('GET', '/api/migrasi', { bearer: s.token });
    expect(own.body.data).toMatchObject({ nim_baru: newNim, id_status_migrasi: 2 });
    const request = (await requestOf(s.user.id, 'migrasi')) as MutasiItem & Record<string, unknown>;
    expect(request).toMatchObject({
      id_status: 2,
      GSI1PK: `PRODI#${m.prodiB}#MUTASI#DECIDED`,
      GSI2PK: 'MUTASI#DECIDED',
      verified_by: { id: m.adminB.user.id },
    });
    expect((await list(m.superAdmin.token, { keyword: newNim })).body.migrasi.data).toEqual([]);
  });

  it('shows the decision first among the recent ones of the deciding program, not of another', async () => {
    const b = await verified(m.adminB.token);
    expect(b.status).toBe(200);
    expect(b.body.migrasi.per_page).toBe(5);
    expect(b.body.migrasi.data[0]).toMatchObject({ nim: oldNim, nim_baru: newNim, id_status: 2, verified: { nama: 'Admin Prodi Tujuan' } });
    const all = await verified(m.superAdmin.token);
    expect(all.body.migrasi.data.map((r) => r.nim_baru)).toContain(newNim);
    const a = await verified(m.adminA.token);
    expect(a.body.migrasi.data.map((r) => r.nim_baru)).not.toContain(newNim);
  });

  it('records the decision in the audit log and e-mails the student', async () => {
    const { auditLog } = await import('@functions/lib/audit');
    const entries = await auditLog.ofTarget({ type: 'user', id: s.user.id });
    const entry = entries.find((e) => e.action === 'mutasi.accept') ?? expect.unreachable();
    expect(entry).toMatchObject({
      actor_id: m.adminB.user.id,
      catatan: 'migrasi',
      before: { nim: oldNim, id_prodi: m.prodiA },
      after: { nim: newNim, id_prodi: m.prodiB },
    });
    const mail = await lastMail(s.email, (m) => m.subject === 'Pengajuan migrasi Anda diterima');
    expect(mail.body.text).toContain(newNim);
  });

  it('answers a second decision 409 (already decided), changing nothing', async () => {
    const was = await state(s.user.id, 'migrasi', [oldNim, newNim]);
    for (const verb of ['accept', 'reject'] as const) {
      const again = await decide(m.superAdmin.token, 'migrasi', newNim, verb);
      expect(again.status).toBe(409);
      expect(again.body).toEqual({ message: MSG.mutasiNotWaiting });
    }
    expect(await state(s.user.id, 'migrasi', [oldNim, newNim])).toEqual(was);
  });
});
