/**
 * SKPI printing and periods (docs/decisions/0029-skpi-printing.md):
 * a single print (numbered, coded, stored, the student graduated with the period's date, the
 * request accepted), a reprint without and with override (the old document DIGANTIKAN), a
 * revocation with a reason (DICABUT), the public verification of each status, numbering under
 * concurrent prints, scope and period rules, previews that record nothing and are not sealed, and
 * the list's request and rubric states with their filters (applied before the page is cut). Bulk jobs:
 * cetak-bulk.test.ts. Every refusal leaves the records as they were.
 */
import type { DokumenItem } from '@functions/domain/cetak/repo';
import type { UserItem } from '@functions/domain/users/repo';
import { CETAK_MSG, periodeInUse, SEARCH_MSG } from '@shared/messages';
import { beforeAll, describe, expect, it } from 'vitest';
import { pointAtStack, staffAccount, tokenOf } from '../support/auth-flow';
import { download, newPeriode, type PeriodeRow, periodes, printingProgram, printingSetup, printingStudent, sha256 } from '../support/cetak';
import { setSkpiRequest } from '../support/portofolio';
import { lastSignature } from '../support/segel';
import { api } from '../support/stack';
import { addPortfolio } from '../support/student-data';

let superAdmin: Setup['superAdmin'];
let ownAdmin: Setup['ownAdmin'];
let otherAdmin: Setup['otherAdmin'];
let program: Setup['program'];
let periode: PeriodeRow;
type Setup = Awaited<ReturnType<typeof printingSetup>>;

const KODE = `CT${Math.floor(Math.random() * 9000 + 1000)}`;
/** Today as the print dates its documents (UTC), read around a print so a day turning meanwhile is no failure. */
const today = () => new Date().toISOString().slice(0, 10);

const repo = async () => {
  pointAtStack();
  return (await import('@functions/domain/cetak/repo')).cetakRepo;
};
const userById = async (id: string): Promise<UserItem> => {
  pointAtStack();
  const { usersRepo } = await import('@functions/domain/users/repo');
  const u = await usersRepo.getById(id);
  if (!u) throw new Error('user gone');
  return u;
};
const requestOf = async (id: string) => {
  pointAtStack();
  return (await import('@functions/domain/skpi/repo')).skpiRepo.get(id);
};
const docsOf = async (id: string) => (await repo()).listDokumenOfUser(id);

interface Verified {
  data: {
    kode: string;
    status: string;
    nama: string;
    nomor: string;
    sha256: string;
    penandatangan: string;
    jabatan_penandatangan: string;
    program_studi_inggris: string | null;
    fakultas_inggris: string | null;
    jabatan_penandatangan_inggris: string | null;
    dicabut: { kategori: string; tanggal: string } | null;
    digantikan_oleh: { nomor: string; kode: string } | null;
  };
}
const verify = (kode: string) => api<Verified & { message?: string }>('GET', `/api/verifikasi/${kode}`);

const print = (token: string, nim: string, override = 0, idPeriode = periode.id_periode_kelulusan) =>
  api<{ message: string }>('POST', `/api/manajemen/skpi/download/${nim}`, { bearer: token, query: { periode: idPeriode, override } });

async function current(userId: string): Promise<DokumenItem> {
  const u = await userById(userId);
  if (!u.skpi_dokumen) throw new Error('no current document');
  const d = await (await repo()).getDokumen(u.skpi_dokumen.kode);
  if (!d) throw new Error('document item missing');
  return d;
}

beforeAll(async () => {
  ({ program, superAdmin, ownAdmin, otherAdmin, periode } = await printingSetup(KODE, '2026-03-14'));
}, 60_000);

describe('single print', () => {
  it('prints a numbered, coded PDF, graduates the student on the period date and accepts the request', async () => {
    const student = await printingStudent(program.prodi.id_prodi, 2022, 'Nur\u2019aini Pe\u0301rez');
    const printedFrom = today();
    const res = await print(ownAdmin.token, student.nim);
    const printedTo = today();
    expect(res.status).toBe(200);
    // without a chain of approvals the answer is the link alone
    expect(Object.keys(res.body)).toEqual(['message']);
    const pdf = await download(res.body.message);
    expect(new TextDecoder('latin1').decode(pdf.slice(0, 5))).toBe('%PDF-');

    const d = await current(student.id);
    expect(d.status).toBe('sah');
    expect(d.kode).toMatch(/^[a-z2-7]{26}$/);
    // issued today, numbered in the issue date's year
    expect([printedFrom, printedTo]).toContain(d.tanggal_terbit);
    expect(d.nomor).toMatch(new RegExp(`^\\d{4}/SKPI/${KODE}/[IVX]+/${d.tanggal_terbit.slice(0, 4)}$`));
    expect(d.sha256).toBe(sha256(pdf));
    const u = await userById(student.id);
    expect(u.is_graduated).toBe(true);
    expect(u.tanggal_lulus).toBe('2026-03-14');
    expect((await requestOf(student.id))?.is_downloaded).toBe(1);
    const listed = (await periodes(superAdmin.token)).find((p) => p.id_periode_kelulusan === periode.id_periode_kelulusan);
    expect(listed?.jumlah_dokumen).toBeGreaterThanOrEqual(1);

    const v = await verify(d.kode);
    expect(v.status).toBe(200);
    expect(v.body.data).toMatchObject({ status: 'SAH', nomor: d.nomor, sha256: sha256(pdf) });
    expect(v.body.data.nama.normalize('NFC')).toBe('Nur\u2019aini P\u00e9rez');
    expect(v.body.data.penandatangan).toBe('Prof. Dr. Ir. Siti Aminah, M.T.');
    // typed from paper in capitals
    expect((await verify(d.kode.toUpperCase())).body.data?.kode).toBe(d.kode);
    expect(v.body.data.jabatan_penandatangan).toBe(`Dekan ${program.fakultas.nama_fakultas}`);
    // the English names the PDF prints, for the page's English side
    expect(v.body.data).toMatchObject({
      program_studi_inggris: program.prodi.nama_prodi_inggris,
      fakultas_inggris: program.fakultas.nama_fakultas_inggris,
      jabatan_penandatangan_inggris: `Dean, ${program.fakultas.nama_fakultas_inggris}`,
    });

    // the student sees the document and its verification page
    const pengajuan = await api<{ data: { is_downloaded: number; dokumen: { nomor: string; verifikasi_url: string; url: string } | null } }>(
      'GET',
      '/api/skpi/pengajuan',
      { bearer: await tokenOf(student.id) },
    );
    expect(pengajuan.status).toBe(200);
    expect(pengajuan.body.data.is_downloaded).toBe(1);
    expect(pengajuan.body.data.dokumen?.nomor).toBe(d.nomor);
    expect(pengajuan.body.data.dokumen?.verifikasi_url).toMatch(new RegExp(`/verifikasi/${d.kode}$`));
    expect(sha256(await download(pengajuan.body.data.dokumen?.url ?? ''))).toBe(d.sha256);
  });

  it('gives back the printed document without override, and supersedes it with override', async () => {
    const student = await printingStudent(program.prodi.id_prodi);
    expect((await print(superAdmin.token, student.nim)).status).toBe(200);
    const first = await current(student.id);
    const again = await print(superAdmin.token, student.nim);
    expect(again.status).toBe(200);
    expect(sha256(await download(again.body.message))).toBe(first.sha256);
    expect(await docsOf(student.id)).toHaveLength(1);

    const over = await print(superAdmin.token, student.nim, 1);
    expect(over.status).toBe(200);
    const second = await current(student.id);
    expect(second.kode).not.toBe(first.kode);
    expect(second.nomor).not.toBe(first.nomor);
    const old = await verify(first.kode);
    expect(old.body.data).toMatchObject({ status: 'DIGANTIKAN', digantikan_oleh: { nomor: second.nomor, kode: second.kode } });
    expect((await verify(second.kode)).body.data.status).toBe('SAH');

    const history = await api<{ data: Array<{ kode: string; status: string; riwayat: Array<{ aksi: string; oleh: string }> }> }>(
      'GET',
      `/api/manajemen/skpi/dokumen/${student.nim}`,
      { bearer: superAdmin.token },
    );
    expect(history.status).toBe(200);
    expect(history.body.data.map((x) => [x.kode, x.status])).toEqual([
      [second.kode, 'sah'],
      [first.kode, 'digantikan'],
    ]);
    expect(history.body.data[1]?.riwayat.map((r) => r.aksi)).toEqual(['terbit', 'digantikan']);
  });

  it('numbers concurrent prints without repeating a number', async () => {
    const students = await Promise.all(Array.from({ length: 5 }, () => printingStudent(program.prodi.id_prodi)));
    const answers = await Promise.all(students.map((s) => print(superAdmin.token, s.nim)));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    const numbers = await Promise.all(students.map(async (s) => (await current(s.id)).nomor));
    expect(new Set(numbers).size).toBe(5);
    const urut = numbers.map((n) => Number(n.split('/')[0])).sort((a, b) => a - b);
    for (let i = 1; i < urut.length; i++) expect(urut[i]).toBe((urut[i - 1] ?? 0) + 1);
  });

  it('refuses out of scope, unknown NIM, unknown period and bad flags, changing nothing', async () => {
    const student = await printingStudent(program.prodi.id_prodi);
    const before = await userById(student.id);
    const other = await print(otherAdmin.token, student.nim);
    expect(other.status).toBe(403);
    expect(other.body.message).toBe(CETAK_MSG.skpiOtherProdi);
    expect((await print(superAdmin.token, 'TIDAKADA999')).body.message).toBe(SEARCH_MSG.studentNotFound);
    const noPeriod = await print(superAdmin.token, student.nim, 0, 999_999);
    expect(noPeriod.status).toBe(404);
    expect(noPeriod.body.message).toBe(CETAK_MSG.periodeNotFound);
    const badFlag = await api('POST', `/api/manajemen/skpi/download/${student.nim}`, {
      bearer: superAdmin.token,
      query: { periode: periode.id_periode_kelulusan, override: 2 },
    });
    expect(badFlag.status).toBe(422);
    const noPeriodField = await api('POST', `/api/manajemen/skpi/download/${student.nim}`, { bearer: superAdmin.token });
    expect(noPeriodField.status).toBe(422);
    expect(JSON.stringify(noPeriodField.body)).toContain(CETAK_MSG.periodeRequired);
    const after = await userById(student.id);
    expect(after.version).toBe(before.version);
    expect(await docsOf(student.id)).toHaveLength(0);
    expect(await requestOf(student.id)).toBeUndefined();
  });

  it('refuses a faculty without a code, changing nothing', async () => {
    const bare = await printingProgram('');
    const student = await printingStudent(bare.prodi.id_prodi);
    const res = await print(superAdmin.token, student.nim);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(CETAK_MSG.skpiNoKodeFakultas);
    expect(await docsOf(student.id)).toHaveLength(0);
    expect((await userById(student.id)).is_graduated).toBe(false);
  });
});

interface ListRow {
  nim: string;
  is_downloaded: 0 | 1 | null;
  rubrik_terpenuhi: boolean;
}
type ListAnswer = { users: { data: ListRow[]; total: number; last_page: number }; message?: unknown };
const list = (token: string, query: Record<string, string | number>) =>
  api<ListAnswer>('GET', '/api/manajemen/skpi/search', { bearer: token, query });

describe('the print list', () => {
  it("shows each student's request and rubric state, and filters by them before paging", async () => {
    const own = await printingProgram(`${KODE}L`);
    const idProdi = own.prodi.id_prodi;
    const post = async <T>(path: string, body: unknown) => {
      const res = await api<T>('POST', path, { bearer: superAdmin.token, body });
      expect(res.status, JSON.stringify(res.body)).toBeLessThan(300);
      return res.body;
    };
    const kategori = await api<{ bidang_portofolio: { id_bidang_portofolio: number }[] }>('GET', '/api/bidangportofolio', {
      bearer: superAdmin.token,
    });
    const idBidang = kategori.body.bidang_portofolio[0]?.id_bidang_portofolio ?? 0;
    const { rubrik } = await post<{ rubrik: { id_rubrik: number } }>('/api/rubrik/add', {
      nama_rubrik: 'Rubrik Daftar',
      id_bidang_portofolio: idBidang,
      id_prodi: idProdi,
      syarat_minimal_skp: 4,
    });
    const { anak_rubrik } = await post<{ anak_rubrik: { id_anak_rubrik: number } }>(`/api/rubrik/${rubrik.id_rubrik}/add-anak-rubrik`, {
      nama_anak_rubrik: 'Anak Daftar',
      bobot_maksimal_skp_tiap_portofolio: 10,
      syarat_minimal_skp: 4,
    });
    const anak = { ...anak_rubrik, id_rubrik: rubrik.id_rubrik, id_bidang_portofolio: idBidang };
    // by NIM: none asked and unmet (its points still wait), waiting and met, accepted and met, none asked and met
    const students: UserItem[] = [];
    for (let i = 0; i < 4; i++) students.push(await printingStudent(idProdi));
    students.sort((x, y) => (x.nim < y.nim ? -1 : 1));
    const [a, b, c, d] = students as [UserItem, UserItem, UserItem, UserItem];
    await addPortfolio(a, anak, 4, 1);
    for (const s of [b, c, d]) await addPortfolio(s, anak, 4);
    await setSkpiRequest(b.id, 0);
    await setSkpiRequest(c.id, 1);
    const admin = await staffAccount('admin jurusan', idProdi);
    const before = await userById(d.id);

    const all = await list(superAdmin.token, { id_prodi: idProdi, paginate: 10 });
    expect(all.status).toBe(200);
    expect(all.body.users.data.map((r) => [r.nim, r.is_downloaded, r.rubrik_terpenuhi])).toEqual([
      [a.nim, null, false],
      [b.nim, 0, true],
      [c.nim, 1, true],
      [d.nim, null, true],
    ]);
    const nims = async (query: Record<string, string | number>) => {
      const res = await list(admin.token, { paginate: 1, ...query });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return { nims: res.body.users.data.map((r) => r.nim), total: res.body.users.total, last: res.body.users.last_page };
    };
    // one a page: the count and the pages are those of the matching students only
    expect(await nims({ pengajuan: 'tidak' })).toEqual({ nims: [a.nim], total: 2, last: 2 });
    expect(await nims({ pengajuan: 'tidak', page: 2 })).toEqual({ nims: [d.nim], total: 2, last: 2 });
    expect(await nims({ pengajuan: 'menunggu' })).toEqual({ nims: [b.nim], total: 1, last: 1 });
    expect(await nims({ pengajuan: 'diterima' })).toEqual({ nims: [c.nim], total: 1, last: 1 });
    expect(await nims({ rubrik: '0' })).toEqual({ nims: [a.nim], total: 1, last: 1 });
    expect(await nims({ rubrik: '1', page: 3 })).toEqual({ nims: [d.nim], total: 3, last: 3 });
    expect(await nims({ rubrik: '1', pengajuan: 'tidak' })).toEqual({ nims: [d.nim], total: 1, last: 1 });
    expect(await nims({ pengajuan: '', rubrik: '' })).toMatchObject({ total: 4 });

    for (const [query, message] of [
      [{ pengajuan: 'belum' }, CETAK_MSG.pengajuanInvalid],
      [{ rubrik: 'ya' }, CETAK_MSG.rubrikInvalid],
    ] as const) {
      const bad = await list(superAdmin.token, { id_prodi: idProdi, ...query });
      expect(bad.status).toBe(422);
      expect(JSON.stringify(bad.body)).toContain(message);
    }
    // reading the list changed nothing
    expect(await requestOf(a.id)).toBeUndefined();
    expect((await userById(d.id)).version).toBe(before.version);
  });
});

describe('revocation', () => {
  const revoke = (token: string, nim: string, body: unknown) =>
    api<{ message: string }>('DELETE', `/api/manajemen/skpi/delete/${nim}`, { bearer: token, body });

  it('needs a reason and a known category, then marks the document DICABUT: the public sees the category, the staff the reason too', async () => {
    const student = await printingStudent(program.prodi.id_prodi);
    await print(ownAdmin.token, student.nim);
    const d = await current(student.id);
    const before = await userById(student.id);
    const noReason = await revoke(ownAdmin.token, student.nim, { alasan: '  ' });
    expect(noReason.status).toBe(422);
    expect(JSON.stringify(noReason.body)).toContain(CETAK_MSG.alasanRequired);
    const badCategory = await revoke(ownAdmin.token, student.nim, { alasan: 'Salah cetak', kategori: 'salah_cetak' });
    expect(badCategory.status).toBe(422);
    expect(JSON.stringify(badCategory.body)).toContain(CETAK_MSG.kategoriInvalid);
    expect((await current(student.id)).version).toBe(d.version);
    expect((await userById(student.id)).version).toBe(before.version);
    expect((await verify(d.kode)).body.data.status).toBe('SAH');
    expect((await revoke(otherAdmin.token, student.nim, { alasan: 'Salah cetak' })).status).toBe(403);

    const alasan = 'Data kelulusan salah: tanggal lulus tertukar';
    const res = await revoke(ownAdmin.token, student.nim, { alasan, kategori: 'kesalahan_data' });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(CETAK_MSG.skpiRevoked);
    const v = await verify(d.kode);
    expect(v.body.data.status).toBe('DICABUT');
    expect(v.body.data.dicabut).toEqual({ kategori: 'kesalahan_data', tanggal: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
    // the free text never leaves for the public
    expect(JSON.stringify(v.body)).not.toContain('tertukar');
    const staff = await api<{ data: { kode: string; alasan_dicabut: string | null; kategori_dicabut: string | null }[] }>(
      'GET',
      `/api/manajemen/skpi/dokumen/${student.nim}`,
      { bearer: ownAdmin.token },
    );
    expect(staff.body.data.find((x) => x.kode === d.kode)).toMatchObject({ alasan_dicabut: alasan, kategori_dicabut: 'kesalahan_data' });
    expect((await userById(student.id)).skpi_dokumen).toBeNull();
    const twice = await api<{ message: string }>('DELETE', `/api/manajemen/skpi/delete/${student.nim}`, {
      bearer: ownAdmin.token,
      body: { alasan: 'lagi' },
    });
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe(CETAK_MSG.skpiNotPrinted);
    // a new print after a revocation needs no override; a client that sends only the reason gets 'lainnya'
    expect((await print(ownAdmin.token, student.nim)).status).toBe(200);
    const reprinted = await current(student.id);
    expect(reprinted.kode).not.toBe(d.kode);
    expect((await revoke(ownAdmin.token, student.nim, { alasan: 'Dicabut oleh skrip' })).status).toBe(200);
    expect((await verify(reprinted.kode)).body.data.dicabut?.kategori).toBe('lainnya');
  });
});

describe('verification', () => {
  it('answers 404 with a plain message for an unknown or malformed code', async () => {
    for (const code of ['abcdefghijklmnopqrstuvwxyz', 'x', 'AAAAAAAAAAAAAAAAAAAAAAAAAA', '0000000000000000000000000']) {
      const res = await verify(code);
      expect(res.status).toBe(404);
      expect(res.body.message).toBe(CETAK_MSG.keaslianNotFound);
    }
  });
});

describe('previews', () => {
  it('give a PDF marked PRATINJAU and record nothing', async () => {
    const student = await printingStudent(program.prodi.id_prodi);
    const before = await userById(student.id);
    const res = await api<{ message: string }>('GET', `/api/manajemen/skpi/preview/${student.nim}`, { bearer: ownAdmin.token });
    expect(res.status).toBe(200);
    const pdf = await download(res.body.message);
    expect(pdf.byteLength).toBeGreaterThan(10_000);
    expect(lastSignature(pdf), 'a preview is not sealed').toBeNull();
    expect(res.body.message).toContain('skpi-pratinjau/');
    expect((await userById(student.id)).version).toBe(before.version);
    expect(await docsOf(student.id)).toHaveLength(0);
    expect(await requestOf(student.id)).toBeUndefined();
    expect((await api('GET', `/api/manajemen/skpi/preview/${student.nim}`, { bearer: otherAdmin.token })).status).toBe(403);
  });
});

describe('graduation periods', () => {
  it('refuses deleting a period in use, a duplicate number in an academic year, and the admin jurusan', async () => {
    const used = await api<{ message: string }>('DELETE', '/api/manajemen/periode/delete', {
      bearer: superAdmin.token,
      query: { id_periode_kelulusan: periode.id_periode_kelulusan },
    });
    expect(used.status).toBe(409);
    const count = (await periodes(superAdmin.token)).find((p) => p.id_periode_kelulusan === periode.id_periode_kelulusan)?.jumlah_dokumen ?? 0;
    expect(used.body.message).toBe(periodeInUse(count));

    const fresh = await newPeriode(superAdmin.token, '2027-02-20');
    const dup = await api<{ message: string }>('POST', '/api/manajemen/periode/add', {
      bearer: superAdmin.token,
      query: { tanggal: '2026-11-01', periode: fresh.periode },
    });
    expect(dup.status).toBe(409);
    expect(dup.body.message).toBe(CETAK_MSG.periodeDuplicate);
    const byAdmin = await api('POST', '/api/manajemen/periode/add', { bearer: ownAdmin.token, query: { periode: 5 } });
    expect(byAdmin.status).toBe(403);
    const noNumber = await api('POST', '/api/manajemen/periode/add', { bearer: superAdmin.token, query: { tanggal: '2027-02-20' } });
    expect(noNumber.status).toBe(422);
    expect(JSON.stringify(noNumber.body)).toContain(CETAK_MSG.periodeNumberRequired);

    const del = await api<{ message: string }>('DELETE', '/api/manajemen/periode/delete', {
      bearer: superAdmin.token,
      query: { id_periode_kelulusan: fresh.id_periode_kelulusan },
    });
    expect(del.status).toBe(200);
    expect(del.body.message).toBe(CETAK_MSG.periodeDeleted);
    expect((await periodes(superAdmin.token)).some((p) => p.id_periode_kelulusan === fresh.id_periode_kelulusan)).toBe(false);
    // the number is free again
    const again = await api('POST', '/api/manajemen/periode/add', {
      bearer: superAdmin.token,
      query: { tanggal: '2027-02-20', periode: fresh.periode },
    });
    expect(again.status).toBe(201);
  });
});
