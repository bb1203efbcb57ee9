/**
 * The SKPI's data read from the records (functions/domain/skpi/document-data.ts) on the local
 * stack: a fresh graduate of seeded Informatika (program 1) with portfolios of every status in two
 * categories; the document built from that data names them. The university record is compared
 * with the table as it is (other files change it), the CPL with the demo seed of Informatika
 * (which no file changes).
 */

import type { UserItem } from '@functions/domain/users/repo';
import { BIDANG_PORTOFOLIO, PRODI, UNIVERSITAS } from '@infra/local/seed-catalog';
import { cplOf } from '@infra/local/seed-cpl';
import { DEFAULT_SKPI_NUMBER_FORMAT } from '@shared/domain/skpi-number';
import { MSG, SEARCH_MSG } from '@shared/messages';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { freshIdentity, staffAccount } from '../support/auth-flow';
import { testFakultas, testProdi } from '../support/master-data';
import { readPdf } from '../support/skpi-document';
import { useStackEnv } from '../support/stack';
import { programRubrics } from '../support/student-data';

const IF = 1;
const ISSUE = {
  nomor: '0007/SKPI/FT/VIII/2026',
  kode: 'kode-uji-dokumen-0001',
  url_verifikasi: 'http://localhost/verifikasi/kode-uji-dokumen-0001',
  tanggal_terbit: '2026-08-17',
};

const documentData = async () => import('@functions/domain/skpi/document-data');

let student: UserItem;
/** Titles of the portfolios written, by status. */
const written: Record<number, string[]> = { 1: [], 2: [], 3: [], 4: [] };

beforeAll(async () => {
  useStackEnv();
  const { usersRepo } = await import('@functions/domain/users/repo');
  const { portofolioRepo } = await import('@functions/domain/portofolio/repo');
  const who = freshIdentity('D');
  student = await usersRepo.create({
    nim: who.nim,
    email: who.email,
    role: 'mahasiswa',
    id_prodi: IF,
    nama: 'Adi\u0301 Nur\u2019aini Siregar',
    password_hash: 'x',
    is_active: true,
    email_verified_at: new Date().toISOString(),
    is_data_complete: true,
    tempat_lahir: 'Medan',
    tanggal_lahir: '2003-08-17',
    tanggal_masuk: '2021-08-30',
    tanggal_lulus: '2025-08-28',
  });
  const { anak } = await programRubrics(IF);
  const bidangIds = [...new Set(anak.map((a) => a.id_bidang_portofolio))].sort((a, b) => a - b);
  // two categories: the first (two verified, one of each other status) and the last (one verified)
  const first = anak.find((a) => a.id_bidang_portofolio === bidangIds[0]);
  const last = anak.find((a) => a.id_bidang_portofolio === bidangIds.at(-1));
  if (!first || !last) throw new Error('program 1 has no sub-rubrics');
  const add = async (a: typeof first, status: 1 | 2 | 3 | 4, judul: string, tanggal: string, judulInggris: string | null) => {
    await portofolioRepo.create({
      user_id: student.id,
      id_prodi: IF,
      id_bidang_portofolio: a.id_bidang_portofolio,
      id_rubrik: a.id_rubrik,
      id_anak_rubrik: a.id_anak_rubrik,
      id_kegiatan_ppk: null,
      judul,
      judul_inggris: judulInggris,
      bobot_skp_portofolio: 1,
      tanggal_terbit: tanggal,
      dokumen_portofolio: null,
      id_status_portofolio: status,
      showed: status === 2 && judul.endsWith('B'),
      verified_by: null,
      verified_at: null,
    });
    written[status]?.push(judul);
  };
  await add(first, 2, 'Portofolio terverifikasi B', '2024-09-07', 'Verified portfolio B');
  await add(first, 2, 'Portofolio terverifikasi A', '2024-03-02', '  ');
  await add(first, 1, 'Portofolio menunggu', '2024-04-01', null);
  await add(first, 3, 'Portofolio diubah', '2024-04-02', null);
  await add(first, 4, 'Portofolio tertolak', '2024-04-03', null);
  await add(last, 2, 'Portofolio pengabdian', '2024-07-20', 'Community portfolio');
});

describe('skpiDocumentData', () => {
  it('reads the university, faculty and program facts of the student', async () => {
    const { masterRepo } = await import('@functions/domain/master/repo');
    const { skpiDocumentData } = await documentData();
    const data = await skpiDocumentData(student.id, ISSUE);
    const u = await masterRepo.getUniversitas();
    expect(data.universitas).toEqual({
      nama_universitas: u?.nama_universitas,
      nama_universitas_inggris: u?.nama_universitas_inggris,
      alamat_universitas: u?.alamat_universitas,
      status_akreditasi: u?.status_akreditasi,
      no_sk_akreditasi_universitas: u?.no_sk_akreditasi_universitas,
      no_sk_pendirian: u?.no_sk_pendirian ?? null,
      tanggal_sk_pendirian: u?.tanggal_sk_pendirian ?? null,
    });
    const seed = PRODI.find((p) => p.code === 'IF');
    expect(data.prodi).toEqual({
      nama_prodi: seed?.nama_prodi,
      nama_prodi_inggris: seed?.nama_prodi_inggris,
      jenjang: 'S1',
      jenjang_kkni: 6,
      gelar: seed?.gelar,
      gelar_inggris: seed?.gelar_inggris,
      jenis_pendidikan: 'akademik',
      status_akreditasi: seed?.status_akreditasi,
      no_sk_akreditasi_prodi: seed?.no_sk_akreditasi_prodi,
      persyaratan_penerimaan: { id: seed?.persyaratan_penerimaan, en: seed?.persyaratan_penerimaan_inggris },
      bahasa_pengantar: { id: 'Bahasa Indonesia', en: 'Indonesian' },
      sistem_penilaian: { id: seed?.sistem_penilaian, en: seed?.sistem_penilaian_inggris },
      lama_studi: { id: seed?.lama_studi, en: seed?.lama_studi_inggris },
      jenjang_lanjutan: { id: seed?.jenjang_lanjutan, en: seed?.jenjang_lanjutan_inggris },
      // Informatika has no professional status
      status_profesi: null,
    });
    const fakultas = await masterRepo.getFakultas((await masterRepo.getProdi(IF))?.id_fakultas ?? 0);
    expect(data.fakultas).toEqual({
      nama_fakultas: fakultas?.nama_fakultas,
      nama_fakultas_inggris: fakultas?.nama_fakultas_inggris,
      nama_dekan: fakultas?.nama_dekan,
      nomor_pegawai_dekan: fakultas?.nomor_pegawai_dekan,
    });
    // the place of legalisation is the university's city
    expect(data.penerbitan).toEqual({ ...ISSUE, tempat: u?.kota_universitas ?? null });
    // the seeded university is the demo's (not changed by a test in a way that drops its name)
    expect(UNIVERSITAS.nama_universitas).toBeTruthy();
  });

  it("reads the student's identity (no national diploma number yet: null); the logo no record holds is absent", async () => {
    const { skpiDocumentData } = await documentData();
    const data = await skpiDocumentData(student, ISSUE);
    expect(data.mahasiswa).toEqual({
      nama: 'Adi\u0301 Nur\u2019aini Siregar',
      nim: student.nim,
      tempat_lahir: 'Medan',
      tanggal_lahir: '2003-08-17',
      tanggal_masuk: '2021-08-30',
      tanggal_lulus: '2025-08-28',
      nomor_ijazah_nasional: null,
    });
    expect(data.universitas.logo).toBeUndefined();
  });

  it("carries what numbering needs: the faculty's code, the university's format and city", async () => {
    const { masterRepo } = await import('@functions/domain/master/repo');
    const { skpiProgramData, skpiDocumentData } = await documentData();
    const u = await masterRepo.getUniversitas();
    const program = await skpiProgramData(IF);
    // Informatika is of the seeded Fakultas Teknik
    expect(program).toMatchObject({ kode_fakultas: 'FT', format_nomor_skpi: u?.format_nomor_skpi ?? DEFAULT_SKPI_NUMBER_FORMAT });
    expect(program.kota).toBe(u?.kota_universitas ?? null);
    expect(UNIVERSITAS).toMatchObject({ kota_universitas: 'Medan', format_nomor_skpi: DEFAULT_SKPI_NUMBER_FORMAT });
    // the document itself does not carry them; the caller may name another place
    const data = await skpiDocumentData(student, { ...ISSUE, tempat: 'Jakarta' }, program);
    expect(Object.keys(data).sort()).toEqual(['cpl', 'fakultas', 'mahasiswa', 'penerbitan', 'portofolio', 'prodi', 'universitas']);
    expect(data.penerbitan.tempat).toBe('Jakarta');
  });

  it('reads a faculty without a code as null, and a university without a format or city as the default and null', async () => {
    const { masterRepo } = await import('@functions/domain/master/repo');
    const { skpiProgramData, skpiDocumentData } = await documentData();
    const fakultas = await testFakultas(`Fakultas Tanpa Kode ${Date.now()}`);
    const prodi = await testProdi(fakultas.id_fakultas, 'Program Tanpa Kode');
    expect((await skpiProgramData(prodi.id_prodi)).kode_fakultas).toBeNull();
    const u = await masterRepo.getUniversitas();
    if (!u) throw new Error('the seed has a university');
    const { format_nomor_skpi: _f, kota_universitas: _k, ...older } = u;
    const read = vi.spyOn(masterRepo, 'getUniversitas').mockResolvedValue({ ...older, format_nomor_skpi: '  ' });
    try {
      const program = await skpiProgramData(IF);
      expect(program).toMatchObject({ format_nomor_skpi: DEFAULT_SKPI_NUMBER_FORMAT, kota: null });
      expect((await skpiDocumentData(student, ISSUE, program)).penerbitan).toEqual({ ...ISSUE, tempat: null });
    } finally {
      read.mockRestore();
    }
  });

  it("reads the program's CPL: categories, items and points in urutan_di_skpi order", async () => {
    const { skpiDocumentData } = await documentData();
    const data = await skpiDocumentData(student.id, ISSUE);
    expect(data.cpl).toEqual(
      cplOf('IF').map((b) => ({
        nama: b.nama,
        items: b.items.map((i) => ({ judul: { id: i.id, en: i.en }, points: (i.points ?? []).map((p) => ({ id: p.id, en: p.en })) })),
      })),
    );
  });

  it('lists every portfolio category in order, each with only the verified portfolios, by date', async () => {
    const { skpiDocumentData } = await documentData();
    const { rubrikRepo } = await import('@functions/domain/rubrik/repo');
    const data = await skpiDocumentData(student.id, ISSUE);
    const categories = (await rubrikRepo.listBidang()).sort((a, b) => a.urutan_di_skpi - b.urutan_di_skpi);
    expect(data.portofolio.map((k) => k.nama.id)).toEqual(categories.map((c) => c.nama_bidang_portofolio));
    expect(data.portofolio.slice(0, 4).map((k) => k.nama)).toEqual(BIDANG_PORTOFOLIO.map((b) => ({ id: b.nama, en: b.nama_inggris })));
    const titles = data.portofolio.flatMap((k) => k.portofolio.map((p) => p.judul));
    expect(titles.sort()).toEqual([...(written[2] ?? [])].sort());
    const withAny = data.portofolio.filter((k) => k.portofolio.length > 0);
    expect(withAny).toHaveLength(2);
    // by date within a category; a blank English title reads as none; the points go to the credential
    expect(withAny[0]?.portofolio).toEqual([
      { judul: 'Portofolio terverifikasi A', judul_inggris: null, tanggal_terbit: '2024-03-02', bobot_skp: 1 },
      { judul: 'Portofolio terverifikasi B', judul_inggris: 'Verified portfolio B', tanggal_terbit: '2024-09-07', bobot_skp: 1 },
    ]);
    expect(withAny[1]?.portofolio).toEqual([
      { judul: 'Portofolio pengabdian', judul_inggris: 'Community portfolio', tanggal_terbit: '2024-07-20', bobot_skp: 1 },
    ]);
  });

  it("reuses a program's data read once, and reads it again for a student of another program", async () => {
    const { skpiDocumentData, skpiProgramData } = await documentData();
    const program = await skpiProgramData(IF);
    const marked = { ...program, prodi: { ...program.prodi, nama_prodi: 'Informatika (dibaca sekali)' } };
    expect((await skpiDocumentData(student, ISSUE, marked)).prodi.nama_prodi).toBe('Informatika (dibaca sekali)');
    const other = await staffAccount('mahasiswa', 2);
    expect((await skpiDocumentData(other.user, ISSUE, marked)).prodi.nama_prodi).toBe(PRODI[1]?.nama_prodi);
  });

  it('refuses an unknown student, an account that is not a student, and a student without a program', async () => {
    const { skpiDocumentData } = await documentData();
    await expect(skpiDocumentData('01UNKNOWNUSER000000000000000', ISSUE)).rejects.toMatchObject({
      kind: 'not-found',
      body: SEARCH_MSG.studentNotFound,
    });
    const admin = await staffAccount('admin jurusan', IF);
    await expect(skpiDocumentData(admin.user.id, ISSUE)).rejects.toMatchObject({ kind: 'not-found', body: SEARCH_MSG.studentNotFound });
    await expect(skpiDocumentData({ ...student, id_prodi: null }, ISSUE)).rejects.toMatchObject({ kind: 'conflict', body: MSG.skpiNoProdi });
    await expect(skpiDocumentData({ ...student, id_prodi: 999_999 }, ISSUE)).rejects.toMatchObject({ kind: 'not-found', body: MSG.prodiNotFound });
  });

  it('builds the SKPI of the student from the records', async () => {
    const { skpiDocumentData } = await documentData();
    const { buildSkpiPdf } = await import('@functions/domain/skpi/document');
    const pdf = await readPdf(await buildSkpiPdf(await skpiDocumentData(student.id, ISSUE), { preview: false }));
    for (const text of [
      'Adí Nur’aini Siregar',
      student.nim,
      'Menguasai konsep teoretis algoritma, struktur data, dan matematika diskrit',
      'Portofolio terverifikasi A',
      'Verified portfolio B',
      'Community portfolio',
      ISSUE.nomor,
      ISSUE.url_verifikasi,
    ])
      expect(pdf.all, text).toContain(text);
    // legalisation: the university's city with the date
    const kota = (await (await import('@functions/domain/master/repo')).masterRepo.getUniversitas())?.kota_universitas;
    expect(kota).toBeTruthy();
    expect(pdf.all).toContain(`${kota}, 17 Agustus 2026`);
    for (const text of ['Portofolio menunggu', 'Portofolio diubah', 'Portofolio tertolak']) expect(pdf.all).not.toContain(text);
  });
});
