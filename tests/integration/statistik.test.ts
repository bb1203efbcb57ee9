/**
 * The dashboard's statistics (shared/api/statistik.ts; docs/decisions/0033-statistics-calls-and-storage.md)
 * against hand-made data: a program of the file's own with two
 * rubrics, four students (two graduated through the admin's Kemahasiswaan edit, one this month
 * and one last month) and seven portfolios written through the real repos, an empty second
 * program, a sign-in through the real login and OTP flow, a file uploaded to the local bucket.
 * The university numbers are checked as the difference this file's data makes (the stack
 * project runs one file at a time). The scope rule: an admin jurusan gets their own program
 * whatever they pass; a super admin the university or the program passed.
 */

import type { ProdiItem } from '@functions/domain/master/repo';
import type { AnakRubrikItem, BidangPortofolioItem } from '@functions/domain/rubrik/repo';
import type { UserItem } from '@functions/domain/users/repo';
import { statistikKeys } from '@functions/lib/entities/statistik';
import { addDays, wibToday } from '@shared/domain/audit';
import { BYTES_PER_GB, formatGb } from '@shared/domain/storage-size';
import { MSG } from '@shared/messages';
import { beforeAll, describe, expect, it } from 'vitest';
import { FRESH_PASSWORD, patchItem, signIn, staffAccount } from '../support/auth-flow';
import { repoStudent } from '../support/mahasiswa-admin';
import { testFakultas, testProdi } from '../support/master-data';
import { api, useStackEnv } from '../support/stack';
import { addPortfolio, meetEveryRubric, uploadFile } from '../support/student-data';

type Body = Record<string, unknown>;

let superToken = '';
let adminToken = '';
let emptyAdminToken = '';
let prodi: ProdiItem;
let empty: ProdiItem;
let bidang: BidangPortofolioItem[] = [];
let anak: AnakRubrikItem[] = [];
/** The university's numbers before this file's data. */
let universityBefore: { skpi: Body; portofolio: Body; kelulusan: Body; bidang: Body };

const today = wibToday();
const thisMonth = today.slice(0, 7);
/** The month before this one (YYYY-MM). */
const lastMonth = addDays(`${thisMonth}-01`, -1).slice(0, 7);

const get = (path: string, token: string) => api<Body>('GET', path, { bearer: token });
const get200 = async (path: string, token: string) => {
  const res = await get(path, token);
  expect(res.status, `${path}: ${JSON.stringify(res.body)}`).toBe(200);
  return res.body;
};

const student = (idProdi: number) => repoStudent(idProdi, { nama: 'Mahasiswa Statistik' });

/** Graduates a student through the admin's Kemahasiswaan edit. */
async function graduate(s: UserItem, tanggal: string): Promise<void> {
  const res = await api<Body>('PUT', '/api/manajemen/akun/update', {
    bearer: adminToken,
    body: { nim: s.nim, version: s.version, is_graduated: 1, tanggal_lulus: tanggal },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

async function universityNumbers() {
  return {
    skpi: await get200('/api/statistik/skpi', superToken),
    portofolio: await get200('/api/statistik/portofolio', superToken),
    kelulusan: await get200('/api/statistik/kelulusan', superToken),
    bidang: await get200('/api/statistik/bidang-portofolio', superToken),
  };
}

beforeAll(async () => {
  useStackEnv();
  superToken = (await staffAccount('super admin')).token;
  universityBefore = await universityNumbers();

  const fakultas = await testFakultas('Fakultas Statistik Uji');
  prodi = await testProdi(fakultas.id_fakultas, 'Statistika Uji');
  empty = await testProdi(fakultas.id_fakultas, 'Prodi Kosong Uji');
  adminToken = (await staffAccount('admin jurusan', prodi.id_prodi)).token;
  emptyAdminToken = (await staffAccount('admin jurusan', empty.id_prodi)).token;

  // the program's rules (written before its students): rubric 1 of two sub-rubrics, rubric 2 of one, in two categories
  const { rubrikRepo } = await import('@functions/domain/rubrik/repo');
  bidang = await rubrikRepo.listBidang();
  const [b1, b2] = bidang as [BidangPortofolioItem, BidangPortofolioItem];
  const r1 = await rubrikRepo.createRubrik({
    id_prodi: prodi.id_prodi,
    id_bidang_portofolio: b1.id_bidang_portofolio,
    nama_rubrik: 'Penalaran Uji',
    syarat_minimal_skp: 10,
  });
  const r2 = await rubrikRepo.createRubrik({
    id_prodi: prodi.id_prodi,
    id_bidang_portofolio: b2.id_bidang_portofolio,
    nama_rubrik: 'Organisasi Uji',
    syarat_minimal_skp: 3,
  });
  const a1 = await rubrikRepo.createAnak(r1, { nama_anak_rubrik: 'Lomba Uji', bobot_maksimal_skp_tiap_portofolio: 10, syarat_minimal_skp: 5 });
  const a2 = await rubrikRepo.createAnak(r1, { nama_anak_rubrik: 'Seminar Uji', bobot_maksimal_skp_tiap_portofolio: 10, syarat_minimal_skp: 5 });
  const a3 = await rubrikRepo.createAnak(r2, { nama_anak_rubrik: 'Kepanitiaan Uji', bobot_maksimal_skp_tiap_portofolio: 10, syarat_minimal_skp: 3 });
  anak = [a1, a2, a3];

  // four students: one active with four portfolios (one of each status), one active meeting every rubric, two graduated
  const active = await student(prodi.id_prodi);
  await addPortfolio(active, a1, 6, 2);
  await addPortfolio(active, a2, 3, 1);
  await addPortfolio(active, a3, 2, 3);
  await addPortfolio(active, a3, 1, 4);
  const meeting = await student(prodi.id_prodi);
  await meetEveryRubric(meeting);
  await graduate(await student(prodi.id_prodi), `${thisMonth}-01`);
  await graduate(await student(prodi.id_prodi), `${lastMonth}-15`);
}, 120_000);

const delta = (after: Body, before: Body, field: string) => Number(after[field]) - Number(before[field]);

describe('GET /api/statistik/kelulusan', () => {
  const expectedMonths = () => {
    const months = [thisMonth];
    for (let i = 0; i < 11; i++) months.unshift(addDays(`${months[0]}-01`, -1).slice(0, 7));
    return months;
  };

  it("the program's graduates of the last twelve months (this month last), of this year, and every registered student", async () => {
    const body = await get200(`/api/statistik/kelulusan?id_prodi=${prodi.id_prodi}`, superToken);
    const perMonth = Array(12).fill(0);
    perMonth[10] = 1;
    perMonth[11] = 1;
    expect(body).toEqual({
      mahasiswa_lulus_12_bulan_terakhir: perMonth,
      bulan: expectedMonths(),
      mahasiswa_lulus_tahun_ini: lastMonth.slice(0, 4) === thisMonth.slice(0, 4) ? 2 : 1,
      total_mahasiswa: 4,
      id_prodi: prodi.id_prodi,
    });
  });

  it('an admin jurusan gets their own program whatever they pass; the university moved by the same numbers', async () => {
    const own = await get200(`/api/statistik/kelulusan?id_prodi=${prodi.id_prodi}`, superToken);
    for (const q of ['', `?id_prodi=${empty.id_prodi}`, '?id_prodi=1']) {
      expect(await get200(`/api/statistik/kelulusan${q}`, adminToken)).toEqual(own);
    }
    const university = await get200('/api/statistik/kelulusan', superToken);
    expect(university.id_prodi).toBeNull();
    expect(delta(university, universityBefore.kelulusan, 'total_mahasiswa')).toBe(4);
    const months = (b: Body) => b.mahasiswa_lulus_12_bulan_terakhir as number[];
    const moved = months(university).map((n, i) => n - (months(universityBefore.kelulusan)[i] ?? 0));
    expect(moved.slice(10)).toEqual([1, 1]);
  });

  it('months: January counts alone into this year; a graduate of December is in the chart, not in the year', async () => {
    const { statistikService } = await import('@functions/domain/statistik/service');
    // a program of the test's own months far in the past: December 2019 and January 2020
    await patchItem(statistikKeys.prodiGraduatesMonth(empty.id_prodi, '2019-12'), { jumlah: 3, bulan: '2019-12' });
    await patchItem(statistikKeys.prodiGraduatesMonth(empty.id_prodi, '2020-01'), { jumlah: 2, bulan: '2020-01' });
    await patchItem(statistikKeys.prodiGraduatesMonth(empty.id_prodi, '2019-01'), { jumlah: 7, bulan: '2019-01' });
    const body = await statistikService.kelulusan({ role: 'super admin', id_prodi: null }, empty.id_prodi, '2020-01-31');
    expect(body.bulan).toEqual([
      '2019-02',
      '2019-03',
      '2019-04',
      '2019-05',
      '2019-06',
      '2019-07',
      '2019-08',
      '2019-09',
      '2019-10',
      '2019-11',
      '2019-12',
      '2020-01',
    ]);
    expect(body.mahasiswa_lulus_12_bulan_terakhir).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 3, 2]);
    expect(body.mahasiswa_lulus_tahun_ini).toBe(2);
    const december = await statistikService.kelulusan({ role: 'super admin', id_prodi: null }, empty.id_prodi, '2019-12-01');
    expect(december.mahasiswa_lulus_12_bulan_terakhir).toEqual([7, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 3]);
    expect(december.mahasiswa_lulus_tahun_ini).toBe(10);
  });
});

describe('GET /api/statistik/skpi and /api/statistik/portofolio', () => {
  it("the program's registered, not yet graduated (one of the two meets every rubric) students and portfolios (every status; waiting: 1 or 3)", async () => {
    const skpi = await get200(`/api/statistik/skpi?id_prodi=${prodi.id_prodi}`, superToken);
    expect(skpi).toEqual({
      total_mahasiwa: 4,
      total_mahasiswa_belum_lulus: 2,
      mahasiswa_belum_lulus_dan_belum_memenuhi_skp: 1,
      sedang_dihitung_ulang: false,
      id_prodi: prodi.id_prodi,
    });
    const portofolio = await get200(`/api/statistik/portofolio?id_prodi=${prodi.id_prodi}`, superToken);
    expect(portofolio).toEqual({ belum_diverifikasi: 2, total: 7, id_prodi: prodi.id_prodi });
    expect(await get200(`/api/statistik/portofolio?id_prodi=${empty.id_prodi}`, adminToken)).toEqual(portofolio);
    expect(await get200(`/api/statistik/skpi?id_prodi=${empty.id_prodi}`, adminToken)).toEqual(skpi);
  });

  it('the university moved by the same numbers', async () => {
    const after = await universityNumbers();
    expect(after.skpi.id_prodi).toBeNull();
    expect(delta(after.skpi, universityBefore.skpi, 'total_mahasiwa')).toBe(4);
    expect(delta(after.skpi, universityBefore.skpi, 'total_mahasiswa_belum_lulus')).toBe(2);
    // the university's achievement: every program's shards summed
    expect(delta(after.skpi, universityBefore.skpi, 'mahasiswa_belum_lulus_dan_belum_memenuhi_skp')).toBe(1);
    expect(delta(after.portofolio, universityBefore.portofolio, 'total')).toBe(7);
    expect(delta(after.portofolio, universityBefore.portofolio, 'belum_diverifikasi')).toBe(2);
  });

  it('a program without students or portfolios answers zeros', async () => {
    expect(await get200('/api/statistik/skpi', emptyAdminToken)).toEqual({
      total_mahasiwa: 0,
      total_mahasiswa_belum_lulus: 0,
      mahasiswa_belum_lulus_dan_belum_memenuhi_skp: 0,
      sedang_dihitung_ulang: false,
      id_prodi: empty.id_prodi,
    });
    expect(await get200(`/api/statistik/portofolio?id_prodi=${empty.id_prodi}`, superToken)).toEqual({
      belum_diverifikasi: 0,
      total: 0,
      id_prodi: empty.id_prodi,
    });
  });

  it('a rule change being recounted shows as sedang_dihitung_ulang, for the program and the university', async () => {
    // as a rule change's aturanChanged leaves the marker: with its place in the university's partition
    await patchItem(statistikKeys.prodiCapaianAturan(empty.id_prodi), { perubahan: 1, ...statistikKeys.prodiCapaianAturanIndex(empty.id_prodi) });
    expect((await get200('/api/statistik/skpi', emptyAdminToken)).sedang_dihitung_ulang).toBe(true);
    expect((await get200('/api/statistik/skpi', superToken)).sedang_dihitung_ulang).toBe(true);
    expect((await get200(`/api/statistik/anak-rubrik?prodi=${empty.id_prodi}`, superToken)).sedang_dihitung_ulang).toBe(true);
    expect((await get200(`/api/statistik/skpi?id_prodi=${prodi.id_prodi}`, superToken)).sedang_dihitung_ulang).toBe(false);
    await patchItem(statistikKeys.prodiCapaianAturan(empty.id_prodi), { dihitung: 1 });
    expect((await get200('/api/statistik/skpi', emptyAdminToken)).sedang_dihitung_ulang).toBe(false);
  });
});

describe('GET /api/statistik/anak-rubrik and /api/statistik/bidang-portofolio', () => {
  it("every sub-rubric of the program with its rubric's and program's names, measured against the program's not yet graduated students", async () => {
    const body = await get200(`/api/statistik/anak-rubrik?prodi=${prodi.id_prodi}`, superToken);
    expect(body.id_prodi).toBe(prodi.id_prodi);
    expect(body.sedang_dihitung_ulang).toBe(false);
    const rows = body.data as Body[];
    // met: Lomba by both active students (6 and 5 verified points), Seminar and Kepanitiaan by the one meeting every rubric only
    // (the other's points there wait or were rejected); the graduates count nowhere
    expect(
      rows.map((r) => [
        r.id_anak_rubrik,
        r.nama_anak_rubrik,
        r.nama_rubrik,
        r.nama_prodi,
        r.jenjang,
        r.mahasiswa_aktif_memenuhi_skp,
        r.mahasiswa_aktif_total,
      ]),
    ).toEqual([
      [anak[0]?.id_anak_rubrik, 'Lomba Uji', 'Penalaran Uji', 'Statistika Uji', 'S1', 2, 2],
      [anak[1]?.id_anak_rubrik, 'Seminar Uji', 'Penalaran Uji', 'Statistika Uji', 'S1', 1, 2],
      [anak[2]?.id_anak_rubrik, 'Kepanitiaan Uji', 'Organisasi Uji', 'Statistika Uji', 'S1', 1, 2],
    ]);
    for (const r of rows) expect(r.id_prodi).toBe(prodi.id_prodi);
    expect(await get200(`/api/statistik/anak-rubrik?prodi=${empty.id_prodi}`, adminToken)).toEqual(body);
  });

  it("the university lists every program's sub-rubrics, this program's among them", async () => {
    const body = await get200('/api/statistik/anak-rubrik', superToken);
    expect(body.id_prodi).toBeNull();
    const rows = body.data as Body[];
    const ours = rows.filter((r) => r.id_prodi === prodi.id_prodi).map((r) => r.id_anak_rubrik);
    expect(ours).toEqual(anak.map((a) => a.id_anak_rubrik));
    expect(rows.some((r) => r.id_prodi === 1)).toBe(true);
  });

  it('every category in SKPI order, for the program and the university', async () => {
    const body = await get200(`/api/statistik/bidang-portofolio?prodi=${prodi.id_prodi}`, superToken);
    expect(body.id_prodi).toBe(prodi.id_prodi);
    const rows = body.data as Body[];
    expect(rows.map((r) => [r.id_bidang_portofolio, r.nama_bidang, r.nama_bidang_inggris])).toEqual(
      bidang.map((b) => [b.id_bidang_portofolio, b.nama_bidang_portofolio, b.nama_bidang_portofolio_inggris]),
    );
    // the program's two categories: both active students count in them, the one meeting every rubric meets them; the others are empty
    const counts = (b: Body) => (b.data as Body[]).map((r) => [r.mahasiswa_aktif_memenuhi_skp, r.mahasiswa_aktif_total] as [number, number]);
    expect(counts(body)).toEqual(bidang.map((_, i) => (i < 2 ? [1, 2] : [0, 0])));
    const university = await get200('/api/statistik/bidang-portofolio', superToken);
    expect((university.data as Body[]).map((r) => r.id_bidang_portofolio)).toEqual(bidang.map((b) => b.id_bidang_portofolio));
    const before = counts(universityBefore.bidang);
    expect(counts(university).map(([m, t], i) => [m - (before[i]?.[0] ?? 0), t - (before[i]?.[1] ?? 0)])).toEqual(counts(body));
    expect(await get200('/api/statistik/bidang-portofolio?prodi=1', adminToken)).toEqual(body);
  });

  it('a program without rubrics or students: no sub-rubric rows, every category at zero', async () => {
    expect(await get200('/api/statistik/anak-rubrik', emptyAdminToken)).toEqual({ data: [], sedang_dihitung_ulang: false, id_prodi: empty.id_prodi });
    const body = await get200(`/api/statistik/bidang-portofolio?prodi=${empty.id_prodi}`, superToken);
    expect((body.data as Body[]).map((r) => [r.mahasiswa_aktif_memenuhi_skp, r.mahasiswa_aktif_total])).toEqual(bidang.map(() => [0, 0]));
  });
});

describe('GET /api/statistik/portofoliosummary', () => {
  it('the super admin gets every program (a bare list); an admin jurusan only theirs', async () => {
    const all = await api<Body[]>('GET', '/api/statistik/portofoliosummary', { bearer: superToken });
    expect(all.status).toBe(200);
    expect(Array.isArray(all.body)).toBe(true);
    const row = (id: number) => all.body.find((r) => r.id_prodi === id);
    expect(row(prodi.id_prodi)).toEqual({ id_prodi: prodi.id_prodi, nama_prodi: 'Statistika Uji', jenjang: 'S1', total: 7, belum_diverifikasi: 2 });
    expect(row(empty.id_prodi)).toEqual({ id_prodi: empty.id_prodi, nama_prodi: 'Prodi Kosong Uji', jenjang: 'S1', total: 0, belum_diverifikasi: 0 });
    expect(row(1)).toBeDefined();
    expect((await api('GET', '/api/statistik/portofoliosummary', { bearer: adminToken })).body).toEqual([row(prodi.id_prodi)]);
  });
});

describe('the program parameter', () => {
  it.each([
    ['/api/statistik/kelulusan?id_prodi=x', 'id_prodi'],
    ['/api/statistik/skpi?id_prodi=1.5', 'id_prodi'],
    ['/api/statistik/portofolio?id_prodi=-2', 'id_prodi'],
    ['/api/statistik/anak-rubrik?prodi=x', 'prodi'],
    ['/api/statistik/bidang-portofolio?prodi=x', 'prodi'],
  ])('%s: 422 with the message', async (path, field) => {
    for (const token of [superToken, adminToken]) {
      const res = await get(path, token);
      expect({ status: res.status, body: res.body }).toEqual({ status: 422, body: { message: { [field]: [MSG.mustBeNumber] } } });
    }
  });

  it('a program that does not exist: 404 for the super admin; an admin jurusan still gets their own', async () => {
    for (const path of [
      '/api/statistik/kelulusan?id_prodi=999999',
      '/api/statistik/skpi?id_prodi=999999',
      '/api/statistik/portofolio?id_prodi=999999',
      '/api/statistik/anak-rubrik?prodi=999999',
      '/api/statistik/bidang-portofolio?prodi=999999',
    ]) {
      const res = await get(path, superToken);
      expect({ path, status: res.status, body: res.body }).toEqual({ path, status: 404, body: { message: MSG.prodiNotFound } });
      expect((await get200(path, adminToken)).id_prodi).toBe(prodi.id_prodi);
    }
  });

  it('empty means the university for the super admin', async () => {
    expect((await get200('/api/statistik/skpi?id_prodi=', superToken)).id_prodi).toBeNull();
    expect((await get200('/api/statistik/anak-rubrik?prodi=', superToken)).id_prodi).toBeNull();
  });
});

describe('GET /api/statistik/login/week', () => {
  it("seven days oldest first, today last; a sign-in through the real login and OTP flow counts under its role's series", async () => {
    const before = await get200('/api/statistik/login/week', superToken);
    const tanggal = Array.from({ length: 7 }, (_, i) => addDays(today, i - 6));
    expect(before.tanggal).toEqual(tanggal);
    const verifier = await staffAccount('verifikator');
    await signIn(verifier.nim, FRESH_PASSWORD, verifier.email);
    const after = await get200('/api/statistik/login/week', superToken);
    const series = (b: Body) => b.data as Record<string, number[]>;
    expect(Object.keys(series(after)).sort()).toEqual(['admin_jurusan', 'mahasiswa', 'ppk', 'super_admin', 'verifikator']);
    for (const s of Object.values(series(after))) expect(s).toHaveLength(7);
    expect(series(after).verifikator?.[6]).toBe((series(before).verifikator?.[6] ?? 0) + 1);
  });

  it('days without a sign-in are 0; one Query reads exactly the seven days', async () => {
    const { statistikService } = await import('@functions/domain/statistik/service');
    await patchItem(statistikKeys.loginDay('2001-03-01'), { mahasiswa: 9 }); // the day before the week: not shown
    await patchItem(statistikKeys.loginDay('2001-03-03'), { mahasiswa: 4, ppk: 1 });
    await patchItem(statistikKeys.loginDay('2001-03-08'), { super_admin: 2 });
    await patchItem(statistikKeys.loginDay('2001-03-09'), { mahasiswa: 9 }); // the day after: not shown
    const body = await statistikService.loginWeek('2001-03-08');
    expect(body).toEqual({
      tanggal: ['2001-03-02', '2001-03-03', '2001-03-04', '2001-03-05', '2001-03-06', '2001-03-07', '2001-03-08'],
      data: {
        mahasiswa: [0, 4, 0, 0, 0, 0, 0],
        verifikator: [0, 0, 0, 0, 0, 0, 0],
        admin_jurusan: [0, 0, 0, 0, 0, 0, 0],
        super_admin: [0, 0, 0, 0, 0, 0, 2],
        ppk: [0, 1, 0, 0, 0, 0, 0],
      },
    });
  });
});

describe('GET /api/system/storage', () => {
  it('what the buckets hold against the quota (50 GB locally); an upload grows it by its size', async () => {
    const asked = Date.now();
    const before = await get200('/api/system/storage', superToken);
    const answered = Date.now();
    const quota = 50 * BYTES_PER_GB;
    expect(before).toMatchObject({ disk_total_space: quota, format_disk_total_space: '50 GB' });
    expect(before.disk_free_space).toBe(quota - Number(before.disk_used_space));
    // measured while the call ran (the test stacks list at every call), however long it took
    expect(Date.parse(String(before.diukur_pada))).toBeGreaterThanOrEqual(asked);
    expect(Date.parse(String(before.diukur_pada))).toBeLessThanOrEqual(answered);
    const bytes = Buffer.alloc(123_457, 7);
    await uploadFile(adminToken, 'foto_profil', bytes, 'image/jpeg');
    const after = await get200('/api/system/storage', superToken);
    expect(Number(after.disk_used_space) - Number(before.disk_used_space)).toBe(bytes.length);
    expect(after.disk_free_space).toBe(quota - Number(after.disk_used_space));
    expect(after.format_disk_used_space).toBe(formatGb(Number(after.disk_used_space)));
  });
});
