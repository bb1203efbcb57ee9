/**
 * The admin's migration and readmission decisions (shared/api/mutasi-admin.ts): the pending list
 * (scope, keyword, paging, validation), the recent decisions, accept (a migration moves NIM,
 * program and entry date; a readmission the NIM), reject (nothing of the student changes), the
 * refusals with nothing changed (decided, stale, NIM taken, another program's admin, unknown
 * student), the student's e-mail, and the full check after a migration that nothing of the student
 * was lost or left under the old NIM.
 *
 * The students live in two programs of this file's own (an inactive test faculty), so the
 * programs' counters move only with what this file does.
 */
import type { MutasiItem } from '@functions/domain/mutasi/repo';
import type { PortofolioItem } from '@functions/domain/portofolio/repo';
import type { UserItem } from '@functions/domain/users/repo';
import { MSG, migrationAccepted, migrationRejected, mutasiNone, tooLong } from '@shared/messages';
import { beforeAll, describe, expect, it } from 'vitest';
import { FRESH_PASSWORD, freshClientIp, freshIdentity, invokeArea, patchUser, staffAccount } from '../support/auth-flow';
import { testFakultas, testProdi } from '../support/master-data';
import { catalogOf, setSkpiRequest } from '../support/portofolio';
import { api, lastMail, readMail, useStackEnv } from '../support/stack';
import { pdfBytes, uploadFile } from '../support/student-data';

type Jenis = 'migrasi' | 'readmisi';
type Account = Awaited<ReturnType<typeof staffAccount>>;

interface Row {
  type: Jenis;
  nim: string;
  nim_baru: string;
  user: { nama: string; nim: string; tanggal_masuk: string | null; angkatan: number | null };
  prodi_lama: { id_prodi: number; nama_prodi: string; jenjang: string } | null;
  prodi_baru: { id_prodi: number; nama_prodi: string; jenjang: string } | null;
  tanggal_masuk: string | null;
  nomor_ijazah: string | null;
  bukti: string | null;
  id_status: 1 | 2 | 3;
  verified: { nama: string } | null;
  verified_at: string | null;
  version: number;
}
interface Page {
  migrasi: { data: Row[]; current_page: number; last_page: number; per_page: number; total: number };
}
interface Decided {
  message: string;
  migrasi: Row;
}

let prodiA: number;
let prodiB: number;
let adminA: Account;
let adminB: Account;
let superAdmin: Account;

beforeAll(async () => {
  useStackEnv();
  const fakultas = await testFakultas(`Fakultas Mutasi ${Date.now()}`);
  prodiA = (await testProdi(fakultas.id_fakultas, 'Prodi Asal Mutasi')).id_prodi;
  prodiB = (await testProdi(fakultas.id_fakultas, 'Prodi Tujuan Mutasi')).id_prodi;
  adminA = await staffAccount('admin jurusan', prodiA);
  adminB = await staffAccount('admin jurusan', prodiB);
  superAdmin = await staffAccount('super admin');
  await patchUser(adminB.user.id, { nama: 'Admin Prodi Tujuan' });
});

async function repos() {
  const { usersRepo } = await import('@functions/domain/users/repo');
  const { mutasiRepo } = await import('@functions/domain/mutasi/repo');
  const { portofolioRepo } = await import('@functions/domain/portofolio/repo');
  const { statistikRepo } = await import('@functions/lib/projections/reads');
  const { getItem } = await import('@functions/lib/table');
  const { keys } = await import('@functions/lib/keys');
  return { usersRepo, mutasiRepo, portofolioRepo, statistikRepo, getItem, keys };
}

/** A fresh student of `idProdi`, entered in 2022. */
async function student(idProdi: number): Promise<Account> {
  const s = await staffAccount('mahasiswa', idProdi);
  await patchUser(s.user.id, { tanggal_masuk: '2022-09-01', is_graduated: false });
  const { usersRepo } = await repos();
  return { ...s, user: (await usersRepo.getById(s.user.id)) as UserItem };
}

/** The student asks through their own route; returns the new NIM asked for. */
async function ask(s: Account, jenis: Jenis, change: Record<string, unknown> = {}): Promise<string> {
  const nimBaru = freshIdentity('M').nim;
  const bukti = await uploadFile(s.token, 'dokumen', pdfBytes(), 'application/pdf');
  const body =
    jenis === 'migrasi'
      ? { nim_baru: nimBaru, prodi: prodiB, nomor_ijazah: 'IJZ-2024-0042', tanggal_masuk: '2024-09-01', bukti, ...change }
      : { nim_baru: nimBaru, bukti, ...change };
  const res = await api('POST', `/api/${jenis}/request`, { bearer: s.token, body });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return String(body.nim_baru);
}

const list = (token: string, query: Record<string, string | number> = {}) =>
  api<Page>('GET', '/api/manajemen/migrasi/list', { bearer: token, query: { paginate: 10, page: 1, ...query } });
const verified = (token: string) => api<Page>('GET', '/api/manajemen/migrasi/list/verified', { bearer: token, query: { paginate: 5, page: 1 } });
const decide = (
  token: string,
  jenis: Jenis,
  nim: string,
  verb: 'accept' | 'reject',
  body: Record<string, unknown> = { _method: 'PUT' },
  method = 'POST',
) => api<Decided>(method, `/api/manajemen/${jenis}/${verb}/${nim}`, { bearer: token, body });

async function requestOf(userId: string, jenis: Jenis) {
  const { mutasiRepo } = await repos();
  return mutasiRepo.get(userId, jenis);
}

/** The items a decision may touch: the user, the request, the NIM constraint items. */
async function state(userId: string, jenis: Jenis, nims: string[]) {
  const { usersRepo, getItem, keys } = await repos();
  return {
    user: await usersRepo.getById(userId),
    request: await requestOf(userId, jenis),
    nims: await Promise.all(nims.map((n) => getItem(keys.nim(n), { ConsistentRead: true }))),
  };
}

const login = (nim: string, password = FRESH_PASSWORD) =>
  invokeArea('auth', { method: 'POST', path: '/api/auth/login', body: { nim, password }, sourceIp: freshClientIp() });

describe('the pending list', () => {
  let mig: Account;
  let re: Account;
  let migNim: string;
  let reNim: string;
  beforeAll(async () => {
    mig = await student(prodiA);
    re = await student(prodiA);
    migNim = await ask(mig, 'migrasi');
    reNim = await ask(re, 'readmisi');
  });

  it('shows the super admin every waiting request with the spec fields, the proof a working link', async () => {
    const res = await list(superAdmin.token, { paginate: 100 });
    expect(res.status).toBe(200);
    const row = res.body.migrasi.data.find((r) => r.nim_baru === migNim) ?? expect.unreachable();
    expect(row).toMatchObject({
      type: 'migrasi',
      nim: mig.nim,
      user: { nim: mig.nim, nama: 'Akun Uji', tanggal_masuk: '2022-09-01', angkatan: 2022 },
      prodi_lama: { id_prodi: prodiA, nama_prodi: 'Prodi Asal Mutasi', jenjang: 'S1' },
      prodi_baru: { id_prodi: prodiB, nama_prodi: 'Prodi Tujuan Mutasi', jenjang: 'S1' },
      tanggal_masuk: '2024-09-01',
      nomor_ijazah: 'IJZ-2024-0042',
      id_status: 1,
      verified: null,
      version: 1,
    });
    const proof = await fetch(row.bukti ?? expect.unreachable());
    expect(proof.status).toBe(200);
    expect(new TextDecoder().decode((await proof.arrayBuffer()).slice(0, 5))).toBe('%PDF-');
    const readmisi = res.body.migrasi.data.find((r) => r.nim_baru === reNim) ?? expect.unreachable();
    // a readmission is decided by the student's own program
    expect(readmisi).toMatchObject({ type: 'readmisi', prodi_lama: { id_prodi: prodiA }, prodi_baru: { id_prodi: prodiA }, tanggal_masuk: null });
  });

  it("shows an admin jurusan only their program's requests (the deciding program)", async () => {
    const b = (await list(adminB.token, { paginate: 100 })).body.migrasi.data.map((r) => r.nim_baru);
    expect(b).toContain(migNim);
    expect(b).not.toContain(reNim);
    const a = (await list(adminA.token, { paginate: 100 })).body.migrasi.data.map((r) => r.nim_baru);
    expect(a).toContain(reNim);
    expect(a).not.toContain(migNim);
  });

  it('filters by keyword on the old NIM, the new NIM and the name, and pages', async () => {
    await patchUser(re.user.id, { nama: 'Readmisi Kata Unik' });
    const byNew = await list(superAdmin.token, { keyword: migNim.toLowerCase() });
    expect(byNew.body.migrasi.data.map((r) => r.nim_baru)).toEqual([migNim]);
    const byOld = await list(superAdmin.token, { keyword: mig.nim });
    expect(byOld.body.migrasi.data.map((r) => r.nim_baru)).toEqual([migNim]);
    const byName = await list(adminA.token, { keyword: 'kata unik' });
    expect(byName.body.migrasi.data.map((r) => r.nim_baru)).toEqual([reNim]);
    const none = await list(superAdmin.token, { keyword: 'tidak-ada-yang-cocok' });
    expect(none.body.migrasi).toEqual({ data: [], current_page: 1, last_page: 1, per_page: 10, total: 0 });
    const all = await list(superAdmin.token, { paginate: 100 });
    const total = all.body.migrasi.total;
    expect(total).toBeGreaterThanOrEqual(2);
    const second = await list(superAdmin.token, { paginate: 1, page: 2 });
    expect(second.body.migrasi).toMatchObject({ current_page: 2, last_page: total, per_page: 1, total });
    expect(second.body.migrasi.data).toHaveLength(1);
    expect(second.body.migrasi.data[0]?.nim_baru).toBe(all.body.migrasi.data[1]?.nim_baru);
    // 10 a page by default
    expect((await api<Page>('GET', '/api/manajemen/migrasi/list', { bearer: superAdmin.token })).body.migrasi.per_page).toBe(10);
  });

  it('refuses a bad page, page size or keyword with its message', async () => {
    const page = await list(superAdmin.token, { page: 'x' });
    expect(page.status).toBe(422);
    expect(page.body).toEqual({ message: { page: [MSG.mustBeNumber] } });
    const size = await list(superAdmin.token, { paginate: 'x' });
    expect(size.status).toBe(422);
    expect(size.body).toEqual({ message: { paginate: [MSG.mustBeNumber] } });
    const long = await list(superAdmin.token, { keyword: 'k'.repeat(101) });
    expect(long.status).toBe(422);
    expect(long.body).toEqual({ message: { keyword: [tooLong(100)] } });
  });
});

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
      a: pick(await statistikRepo.prodiCounters(prodiA)),
      b: pick(await statistikRepo.prodiCounters(prodiB)),
      all: pick(await statistikRepo.prodiCounters(0)),
    };
  };
  let before: Awaited<ReturnType<typeof counters>>;
  let userBefore: UserItem;

  beforeAll(async () => {
    s = await student(prodiA);
    oldNim = s.nim;
    const { portofolioRepo, keys } = await repos();
    const { putDocument } = await import('@functions/lib/files');
    const anak = (await catalogOf(1))[0]?.anak ?? expect.unreachable();
    portfolios = [];
    for (const [i, status] of ([1, 2, 4] as const).entries()) {
      const key = `portofolio/${s.user.id}/mutasi-${i}.pdf`;
      await putDocument(key, pdfBytes(), 'application/pdf', `bukti-${i}.pdf`);
      portfolios.push(
        await portofolioRepo.create({
          user_id: s.user.id,
          id_prodi: prodiA,
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
          ...keys.skpiDokumen(kode),
          GSI1PK: keys.skpiDokumenByUser(s.user.id),
          GSI1SK: printedAt,
          type: 'skpi-dokumen',
          kode,
          user_id: s.user.id,
          nim: oldNim,
          nama: 'Akun Uji',
          id_prodi: prodiA,
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
          printed_by: superAdmin.user.id,
          alasan_dicabut: null,
          dicabut_at: null,
          digantikan_oleh_kode: null,
          digantikan_oleh_nomor: null,
          version: 1,
        },
      }),
    );
    newNim = await ask(s, 'migrasi');
    const { usersRepo } = await repos();
    userBefore = (await usersRepo.getById(s.user.id)) as UserItem;
    before = await counters();
    // the old NIM is findable and signs in before
    expect((await login(oldNim)).status).toBe(200);
    expect((await api('GET', '/api/mahasiswa/show', { query: { nim: oldNim } })).status).toBe(200);

    const res = await decide(adminB.token, 'migrasi', oldNim, 'accept');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.message).toBe(migrationAccepted('migrasi'));
    expect(res.body.migrasi).toMatchObject({
      type: 'migrasi',
      nim: oldNim,
      nim_baru: newNim,
      user: { nim: newNim, tanggal_masuk: '2024-09-01', angkatan: 2024 },
      prodi_baru: { id_prodi: prodiB },
      id_status: 2,
      verified: { nama: 'Admin Prodi Tujuan' },
      version: 2,
    });
  });

  it('moves the user item, its NIM constraint items and its list keys; keeps its points', async () => {
    const { usersRepo, getItem, keys } = await repos();
    const after = (await usersRepo.getById(s.user.id)) as UserItem & Record<string, unknown>;
    expect(after).toMatchObject({
      nim: newNim,
      id_prodi: prodiB,
      tanggal_masuk: '2024-09-01',
      version: userBefore.version + 1,
      skp: userBefore.skp,
      jumlah_portofolio: 3,
      email: userBefore.email,
      password_hash: userBefore.password_hash,
      GSI1PK: `ROLE#MAHASISWA#PRODI#${prodiB}`,
      GSI1SK: `NIM#${newNim.toUpperCase()}`,
      GSI2SK: `NIM#${newNim.toUpperCase()}`,
      // the student list's program-and-year and year indexes follow the new program and entry date
      GSI3PK: keys.studentsByProdiAngkatan(prodiB, 2024),
      GSI4PK: keys.studentsByAngkatan(2024),
    });
    expect(await getItem(keys.nim(oldNim), { ConsistentRead: true })).toBeUndefined();
    expect(await getItem(keys.nim(newNim), { ConsistentRead: true })).toMatchObject({ userId: s.user.id });
    expect((await usersRepo.getByNim(newNim))?.id).toBe(s.user.id);
    expect((await usersRepo.listOfRoleProdi('mahasiswa', prodiB)).map((u) => u.id)).toContain(s.user.id);
    expect((await usersRepo.listOfRoleProdi('mahasiswa', prodiA)).map((u) => u.id)).not.toContain(s.user.id);
  });

  it('the old NIM neither signs in nor finds the student; the new one does', async () => {
    const old = await login(oldNim);
    expect(old.status).toBe(401);
    expect(old.body).toEqual({ message: MSG.wrongCredentials });
    expect((await login(newNim)).status).toBe(200);

    // the admins' profile read
    expect((await api('GET', `/api/profile/${oldNim}`, { bearer: adminB.token })).status).toBe(404);
    const profile = await api<Record<string, unknown>>('GET', `/api/profile/${newNim}`, { bearer: adminB.token });
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
        id_prodi: prodiB,
        user_id: s.user.id,
        updated_at: p.updated_at,
        version: p.version + 1,
        dokumen_portofolio: p.dokumen_portofolio,
      });
      expect(String(now.GSI2PK)).toMatch(new RegExp(`^PRODI#${prodiB}#PORTO#Q#`));
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
      bearer: adminB.token,
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
    const docs = await api<{ data: Array<{ kode: string }> }>('GET', `/api/manajemen/skpi/dokumen/${newNim}`, { bearer: superAdmin.token });
    expect(docs.status, JSON.stringify(docs.body)).toBe(200);
    expect(docs.body.data.map((d) => d.kode)).toEqual([kode]);
    expect((await api('GET', `/api/manajemen/skpi/dokumen/${oldNim}`, { bearer: superAdmin.token })).status).toBe(404);
    const { cetakRepo } = await import('@functions/domain/cetak/repo');
    expect((await cetakRepo.getDokumen(kode))?.nim).toBe(oldNim);

    const own = await api<{ data: { id_status_migrasi: number } | null }>('GET', '/api/migrasi', { bearer: s.token });
    expect(own.body.data).toMatchObject({ nim_baru: newNim, id_status_migrasi: 2 });
    const request = (await requestOf(s.user.id, 'migrasi')) as MutasiItem & Record<string, unknown>;
    expect(request).toMatchObject({
      id_status: 2,
      GSI1PK: `PRODI#${prodiB}#MUTASI#DECIDED`,
      GSI2PK: 'MUTASI#DECIDED',
      verified_by: { id: adminB.user.id },
    });
    expect((await list(superAdmin.token, { keyword: newNim })).body.migrasi.data).toEqual([]);
  });

  it('shows the decision first among the recent ones of the deciding program, not of another', async () => {
    const b = await verified(adminB.token);
    expect(b.status).toBe(200);
    expect(b.body.migrasi.per_page).toBe(5);
    expect(b.body.migrasi.data[0]).toMatchObject({ nim: oldNim, nim_baru: newNim, id_status: 2, verified: { nama: 'Admin Prodi Tujuan' } });
    const all = await verified(superAdmin.token);
    expect(all.body.migrasi.data.map((r) => r.nim_baru)).toContain(newNim);
    const a = await verified(adminA.token);
    expect(a.body.migrasi.data.map((r) => r.nim_baru)).not.toContain(newNim);
  });

  it('records the decision in the audit log and e-mails the student', async () => {
    const { auditLog } = await import('@functions/lib/audit');
    const entries = await auditLog.ofTarget({ type: 'user', id: s.user.id });
    const entry = entries.find((e) => e.action === 'mutasi.accept') ?? expect.unreachable();
    expect(entry).toMatchObject({
      actor_id: adminB.user.id,
      catatan: 'migrasi',
      before: { nim: oldNim, id_prodi: prodiA },
      after: { nim: newNim, id_prodi: prodiB },
    });
    const mail = await lastMail(s.email, (m) => m.subject === 'Pengajuan migrasi Anda diterima');
    expect(mail.body.text).toContain(newNim);
  });

  it('answers a second decision 409 (already decided), changing nothing', async () => {
    const was = await state(s.user.id, 'migrasi', [oldNim, newNim]);
    for (const verb of ['accept', 'reject'] as const) {
      const again = await decide(superAdmin.token, 'migrasi', newNim, verb);
      expect(again.status).toBe(409);
      expect(again.body).toEqual({ message: MSG.mutasiNotWaiting });
    }
    expect(await state(s.user.id, 'migrasi', [oldNim, newNim])).toEqual(was);
  });
});

describe('accepting a readmission', () => {
  it('changes the NIM only (program, entry date and program counters stay), by PUT', async () => {
    const s = await student(prodiA);
    const nimBaru = await ask(s, 'readmisi');
    const { statistikRepo, usersRepo } = await repos();
    const countersBefore = await statistikRepo.prodiCounters(prodiA);
    const res = await decide(adminA.token, 'readmisi', s.nim, 'accept', {}, 'PUT');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({
      message: migrationAccepted('readmisi'),
      migrasi: { type: 'readmisi', nim: s.nim, nim_baru: nimBaru, id_status: 2 },
    });
    expect(await usersRepo.getById(s.user.id)).toMatchObject({ nim: nimBaru, id_prodi: prodiA, tanggal_masuk: '2022-09-01' });
    expect((await usersRepo.getByNim(s.nim))?.id).toBeUndefined();
    expect(await statistikRepo.prodiCounters(prodiA)).toEqual(countersBefore);
    expect((await login(nimBaru)).status).toBe(200);
    expect((await login(s.nim)).status).toBe(401);
    const mail = await lastMail(s.email, (m) => m.subject === 'Pengajuan readmisi Anda diterima');
    expect(mail.body.text).toContain(nimBaru);
  });
});

describe('rejecting', () => {
  it.each(['migrasi', 'readmisi'] as const)(
    '%s: the request is rejected, nothing of the student changes, the student is e-mailed and may ask again',
    async (jenis) => {
      const s = await student(prodiA);
      await ask(s, jenis);
      const { usersRepo } = await repos();
      const userBefore = await usersRepo.getById(s.user.id);
      const admin = jenis === 'migrasi' ? adminB : adminA;
      const res = await decide(admin.token, jenis, s.nim, 'reject');
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body).toMatchObject({ message: migrationRejected(jenis), migrasi: { id_status: 3, verified: { nama: expect.any(String) } } });
      expect(await usersRepo.getById(s.user.id)).toEqual(userBefore);
      expect(await requestOf(s.user.id, jenis)).toMatchObject({ id_status: 3, GSI2PK: 'MUTASI#DECIDED' });
      await lastMail(s.email, (m) => m.subject === `Pengajuan ${jenis} Anda ditolak`);
      const { auditLog } = await import('@functions/lib/audit');
      expect((await auditLog.ofTarget({ type: 'user', id: s.user.id })).map((e) => e.action)).toContain('mutasi.reject');
      // a rejected request may be asked again
      await ask(s, jenis);
      expect(await requestOf(s.user.id, jenis)).toMatchObject({ id_status: 1 });
    },
  );
});

describe('refusals change nothing and send no mail', () => {
  it('two admins accepting at once: one moves the student, the other is told it was decided (not that the NIM is taken)', async () => {
    const s = await student(prodiA);
    const nimBaru = await ask(s, 'migrasi');
    const both = await Promise.all([decide(adminB.token, 'migrasi', s.nim, 'accept'), decide(superAdmin.token, 'migrasi', s.nim, 'accept')]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    const refused = both.find((r) => r.status === 409) ?? expect.unreachable();
    expect([MSG.mutasiNotWaiting, MSG.conflict]).toContain((refused.body as unknown as { message: string }).message);
    const { usersRepo } = await repos();
    expect((await usersRepo.getById(s.user.id))?.nim).toBe(nimBaru);
    const { auditLog } = await import('@functions/lib/audit');
    expect((await auditLog.ofTarget({ type: 'user', id: s.user.id })).filter((e) => e.action === 'mutasi.accept')).toHaveLength(1);
  });

  it('a new NIM taken by another account meanwhile: 409, nothing changed', async () => {
    const s = await student(prodiA);
    const nimBaru = await ask(s, 'migrasi');
    const { usersRepo } = await repos();
    const other = await usersRepo.create({
      nim: nimBaru,
      email: freshIdentity('X').email,
      role: 'mahasiswa',
      id_prodi: prodiB,
      nama: 'Pemilik NIM',
      password_hash: 'x',
      is_active: true,
      email_verified_at: null,
      is_data_complete: false,
    });
    const was = await state(s.user.id, 'migrasi', [s.nim, nimBaru]);
    const mails = (await readMail(s.email)).length;
    const res = await decide(adminB.token, 'migrasi', s.nim, 'accept');
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ message: MSG.mutasiNimTaken });
    expect(await state(s.user.id, 'migrasi', [s.nim, nimBaru])).toEqual(was);
    expect((await usersRepo.getByNim(nimBaru))?.id).toBe(other.id);
    expect((await readMail(s.email)).length).toBe(mails);
  });

  it('a stale version, another program, an unknown student or request, a bad type: each refused, nothing changed', async () => {
    const s = await student(prodiA);
    await ask(s, 'migrasi');
    const was = await state(s.user.id, 'migrasi', [s.nim]);

    const stale = await decide(adminB.token, 'migrasi', s.nim, 'accept', { _method: 'PUT', version: 99 });
    expect(stale.status).toBe(409);
    expect(stale.body).toEqual({ message: MSG.conflict });
    // the migration is decided by the new program: the old program's admin is out of scope
    const other = await decide(adminA.token, 'migrasi', s.nim, 'accept');
    expect(other.status).toBe(403);
    expect(other.body).toEqual({ message: MSG.prodiOutOfScope });
    const unknown = await decide(superAdmin.token, 'migrasi', 'TIDAKADA999', 'accept');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ message: MSG.mutasiStudentNotFound });
    const noRequest = await decide(superAdmin.token, 'readmisi', s.nim, 'reject');
    expect(noRequest.status).toBe(404);
    expect(noRequest.body).toEqual({ message: mutasiNone('readmisi') });
    const badType = await api('POST', `/api/manajemen/mutasi/accept/${s.nim}`, { bearer: superAdmin.token, body: {} });
    expect(badType.status).toBe(422);
    expect(badType.body).toEqual({ message: { type: [MSG.chooseOption] } });
    const badVersion = await decide(superAdmin.token, 'migrasi', s.nim, 'accept', { version: 'x' });
    expect(badVersion.status).toBe(422);
    expect(badVersion.body).toEqual({ message: { version: [MSG.mustBeNumber] } });
    const unknownField = await decide(superAdmin.token, 'migrasi', s.nim, 'accept', { nim_baru: 'X1' });
    expect(unknownField.status).toBe(422);
    expect(await state(s.user.id, 'migrasi', [s.nim])).toEqual(was);
    expect(await readMail(s.email)).toEqual([]);
  });

  it('a migration into a program deactivated since: 409, nothing changed', async () => {
    const s = await student(prodiA);
    const fakultas = await testFakultas(`Fakultas Tutup ${Date.now()}`);
    const closing = await testProdi(fakultas.id_fakultas, 'Prodi Tutup');
    await ask(s, 'migrasi', { prodi: closing.id_prodi });
    const { keys } = await repos();
    await patchItemOf(keys.prodi(closing.id_prodi), { is_active: false });
    const was = await state(s.user.id, 'migrasi', [s.nim]);
    const res = await decide(superAdmin.token, 'migrasi', s.nim, 'accept');
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ message: MSG.mutasiProdiGone });
    expect(await state(s.user.id, 'migrasi', [s.nim])).toEqual(was);
  });
});

async function patchItemOf(key: { PK: string; SK: string }, attributes: Record<string, unknown>) {
  const { patchItem } = await import('../support/auth-flow');
  await patchItem(key, attributes);
}

describe('the student move itself', () => {
  const actorOf = (a: Account) => ({ auth: { userId: a.user.id, nim: a.nim, role: a.user.role, user: a.user }, requestId: 'uji' });

  it("moves a graduate's month of graduation to the new program", async () => {
    const s = await student(prodiA);
    await patchUser(s.user.id, { is_graduated: true, tanggal_lulus: '2025-08-30' });
    const { usersRepo, getItem, keys } = await repos();
    const user = (await usersRepo.getById(s.user.id)) as UserItem;
    const month = async (p: number) =>
      Number((await getItem<{ jumlah?: number }>(keys.prodiGraduatesMonth(p, '2025-08'), { ConsistentRead: true }))?.jumlah ?? 0);
    const [a, b] = [await month(prodiA), await month(prodiB)];
    const { statistikRepo } = await repos();
    const belumB = (await statistikRepo.prodiCounters(prodiB)).total_mahasiswa_belum_lulus ?? 0;
    const { moveStudent } = await import('@functions/domain/users/move');
    await moveStudent(actorOf(superAdmin), user, { id_prodi: prodiB }, []);
    expect([await month(prodiA), await month(prodiB)]).toEqual([a - 1, b + 1]);
    // a graduate is not counted among the not yet graduated
    expect((await statistikRepo.prodiCounters(prodiB)).total_mahasiswa_belum_lulus ?? 0).toBe(belumB);
  });

  it('a move that changes nothing re-homes the portfolios an interrupted one left in the old program', async () => {
    const s = await student(prodiA);
    const { addPortfolio } = await import('../support/student-data');
    const anak = (await catalogOf(1))[0]?.anak ?? expect.unreachable();
    const p = await addPortfolio({ id: s.user.id, id_prodi: prodiA }, anak, 1, 1);
    // the user moved, its portfolio not yet (as if the re-homing had stopped half-way)
    await patchUser(s.user.id, { id_prodi: prodiB });
    const { usersRepo, portofolioRepo } = await repos();
    const user = (await usersRepo.getById(s.user.id)) as UserItem;
    const { moveStudent } = await import('@functions/domain/users/move');
    await moveStudent(actorOf(superAdmin), user, {}, []);
    expect(await portofolioRepo.get(p.id_portofolio)).toMatchObject({ id_prodi: prodiB, updated_at: p.updated_at });
    // and again: nothing left to do
    await moveStudent(actorOf(superAdmin), (await usersRepo.getById(s.user.id)) as UserItem, {}, []);
    expect((await portofolioRepo.get(p.id_portofolio))?.version).toBe(p.version + 1);
  });
});
