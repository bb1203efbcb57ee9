/**
 * What one student's SKPI prints (functions/domain/skpi/document/types.ts), read from the records:
 * the student (usersRepo), their program, its faculty and the university (masterRepo), the
 * program's CPL in SKPI order (cplRepo), and the student's verified portfolios grouped by the
 * university's portfolio categories in SKPI order (portofolioRepo, rubrikRepo). The program's
 * part is read once per program (`skpiProgramData`), so a bulk print of a whole program reuses it
 * for every student (`skpiDocumentData(student, issue, program)`).
 *
 * The place of legalisation is the university's city (`kota_universitas`; the caller may pass
 * another with the issue). The program data also carries what numbering needs and the document
 * does not print as such: the faculty's code and the university's number format (the default
 * when unset). A fact a record lacks prints '-'. The university's logo (`logo_universitas`, PNG or
 * JPEG in the documents bucket) is read once with the program; without one, or when it cannot be
 * read, the header draws an emblem (a warning is logged) and the print goes on.
 * docs/decisions/0028-skpi-document.md lists them.
 */
import { cplRepo } from '@functions/domain/cpl/repo';
import { masterRepo, type ProdiItem } from '@functions/domain/master/repo';
import { type PortofolioItem, portofolioRepo } from '@functions/domain/portofolio/repo';
import { rubrikRepo } from '@functions/domain/rubrik/repo';
import { type UserItem, usersRepo } from '@functions/domain/users/repo';
import { Conflict, NotFound } from '@functions/lib/domain-errors';
import { readDocument } from '@functions/lib/files';
import { logger } from '@functions/lib/logger';
import { defaultJenisPendidikan, kkniLevel } from '@shared/domain/kkni';
import { DEFAULT_SKPI_NUMBER_FORMAT } from '@shared/domain/skpi-number';
import { GENERAL_MSG } from '@shared/messages/common';
import { SEARCH_MSG } from '@shared/messages/search';
import { SKPI_MSG } from '@shared/messages/skpi';
import {
  type Bilingual,
  logoFormat,
  type SkpiBidangCpl,
  type SkpiBidangPortofolio,
  type SkpiDocumentData,
  type SkpiPenerbitan,
} from './document/types';

/** `id_status_portofolio` 2: Terverifikasi. */
const VERIFIED = 2;

/** The parts of the document that are the same for every student of a program. */
export type SkpiProgramData = Pick<SkpiDocumentData, 'universitas' | 'fakultas' | 'prodi' | 'cpl'> & {
  id_prodi: number;
  id_fakultas: number;
  /** What numbering needs: the faculty's code (null while unset) and the university's format. */
  kode_fakultas: string | null;
  format_nomor_skpi: string;
  /** Place of legalisation (the university's city), or null. */
  kota: string | null;
  /** The university's portfolio categories in SKPI order. */
  kategori: Array<{ id_bidang_portofolio: number; nama: Bilingual }>;
  /** The faculty's chain of approvals before the seal (empty: sealed at print; docs/decisions/0056-pengesahan.md). */
  tahap_pengesahan: string[];
};

const byUrutan = <T extends { urutan_di_skpi: number }>(a: T, b: T) => a.urutan_di_skpi - b.urutan_di_skpi;

/** An Indonesian fact with its English twin, or null when the Indonesian is blank. */
function pair(id: string | null | undefined, en: string | null | undefined): Bilingual | null {
  if (!id?.trim()) return null;
  return { id, en: en?.trim() ? en : null };
}

function prodiFacts(p: ProdiItem): SkpiDocumentData['prodi'] {
  return {
    nama_prodi: p.nama_prodi,
    nama_prodi_inggris: p.nama_prodi_inggris,
    jenjang: p.jenjang,
    jenjang_kkni: kkniLevel(p.jenjang),
    gelar: p.gelar,
    gelar_inggris: p.gelar_inggris ?? null,
    jenis_pendidikan: p.jenis_pendidikan ?? defaultJenisPendidikan(p.jenjang),
    status_akreditasi: p.status_akreditasi ?? '',
    no_sk_akreditasi_prodi: p.no_sk_akreditasi_prodi ?? '',
    persyaratan_penerimaan: pair(p.persyaratan_penerimaan, p.persyaratan_penerimaan_inggris),
    bahasa_pengantar: pair(p.bahasa_pengantar, p.bahasa_pengantar_inggris),
    sistem_penilaian: pair(p.sistem_penilaian, p.sistem_penilaian_inggris),
    lama_studi: pair(p.lama_studi, p.lama_studi_inggris),
    jenjang_lanjutan: pair(p.jenjang_lanjutan, p.jenjang_lanjutan_inggris),
    status_profesi: pair(p.status_profesi, p.status_profesi_inggris),
  };
}

/** The program's CPL: categories, their items and each item's points, all in `urutan_di_skpi` order. */
async function cplOfProdi(idProdi: number): Promise<SkpiBidangCpl[]> {
  const bidang = (await cplRepo.listBidangCplOfProdi(idProdi)).sort(byUrutan);
  return Promise.all(
    bidang.map(async (b) => {
      const items = (await cplRepo.listCplOfBidang(b.id_bidang_cpl)).sort(byUrutan);
      const withPoints = await Promise.all(items.map(async (c) => ({ c, points: await cplRepo.listPointsOfCpl(c.id_cpl) })));
      return {
        nama: { id: b.nama_bidang_cpl_indonesia, en: b.nama_bidang_cpl_inggris || null },
        items: withPoints.map(({ c, points }) => ({
          judul: { id: c.judul_cpl_indonesia, en: c.judul_cpl_inggris || null },
          points: points.sort(byUrutan).map((p) => ({ id: p.point_cpl_indonesia, en: p.point_cpl_inggris || null })),
        })),
      };
    }),
  );
}

/** The logo's bytes when set and readable as PNG or JPEG; else null (the emblem), with a warning for a set logo. */
async function logoBytes(key: string | null | undefined): Promise<Uint8Array | null> {
  if (!key) return null;
  try {
    const bytes = await readDocument(key);
    if (logoFormat(bytes)) return bytes;
    logger.warn('university logo is neither PNG nor JPEG; the SKPI draws the emblem', { key });
  } catch (error) {
    logger.warn('university logo not readable; the SKPI draws the emblem', { error: error as Error, key });
  }
  return null;
}

/** The university's logo as the documents print it now (a draft's data is stored without it; its seal reads it again). */
export async function universityLogo(): Promise<Uint8Array | null> {
  const universitas = await masterRepo.getUniversitas();
  return logoBytes(universitas?.logo_universitas);
}

/** The program's part of the document: 404 for an unknown program or faculty, 409 while the university record is missing. */
export async function skpiProgramData(idProdi: number): Promise<SkpiProgramData> {
  const [prodi, universitas, kategori, cpl] = await Promise.all([
    masterRepo.getProdi(idProdi),
    masterRepo.getUniversitas(),
    rubrikRepo.listBidang(),
    cplOfProdi(idProdi),
  ]);
  if (!prodi) throw new NotFound(() => GENERAL_MSG.prodiNotFound);
  if (!universitas) throw new Conflict(() => SKPI_MSG.skpiNoUniversitas);
  const [fakultas, logo] = await Promise.all([masterRepo.getFakultas(prodi.id_fakultas), logoBytes(universitas.logo_universitas)]);
  if (!fakultas) throw new NotFound(() => GENERAL_MSG.facultyNotFound);
  return {
    id_prodi: idProdi,
    id_fakultas: fakultas.id_fakultas,
    kode_fakultas: fakultas.kode_fakultas?.trim() || null,
    format_nomor_skpi: universitas.format_nomor_skpi?.trim() || DEFAULT_SKPI_NUMBER_FORMAT,
    kota: universitas.kota_universitas?.trim() || null,
    tahap_pengesahan: fakultas.tahap_pengesahan ?? [],
    universitas: {
      nama_universitas: universitas.nama_universitas,
      nama_universitas_inggris: universitas.nama_universitas_inggris,
      alamat_universitas: universitas.alamat_universitas,
      status_akreditasi: universitas.status_akreditasi,
      no_sk_akreditasi_universitas: universitas.no_sk_akreditasi_universitas,
      no_sk_pendirian: universitas.no_sk_pendirian ?? null,
      tanggal_sk_pendirian: universitas.tanggal_sk_pendirian ?? null,
      ...(logo ? { logo } : {}),
    },
    fakultas: {
      nama_fakultas: fakultas.nama_fakultas,
      nama_fakultas_inggris: fakultas.nama_fakultas_inggris,
      nama_dekan: fakultas.nama_dekan ?? '',
      nomor_pegawai_dekan: fakultas.nomor_pegawai_dekan ?? '',
    },
    prodi: prodiFacts(prodi),
    cpl,
    kategori: [...kategori].sort(byUrutan).map((k) => ({
      id_bidang_portofolio: k.id_bidang_portofolio,
      nama: { id: k.nama_bidang_portofolio, en: k.nama_bidang_portofolio_inggris || null },
    })),
  };
}

/** The student's verified portfolios in each category of the program data, by date (then id). */
export function portofolioByKategori(kategori: SkpiProgramData['kategori'], portfolios: readonly PortofolioItem[]): SkpiBidangPortofolio[] {
  const verified = portfolios
    .filter((p) => p.id_status_portofolio === VERIFIED)
    .sort((a, b) => a.tanggal_terbit.localeCompare(b.tanggal_terbit) || a.id_portofolio - b.id_portofolio);
  return kategori.map((k) => ({
    nama: k.nama,
    portofolio: verified
      .filter((p) => p.id_bidang_portofolio === k.id_bidang_portofolio)
      .map((p) => ({
        judul: p.judul,
        judul_inggris: p.judul_inggris?.trim() ? p.judul_inggris : null,
        tanggal_terbit: p.tanggal_terbit,
        bobot_skp: p.bobot_skp_portofolio,
      })),
  }));
}

/**
 * The whole document of one student (a user id or the user record). `program` may be given when
 * already read (bulk prints); it must be the student's program. 404 for an unknown student or
 * one who is not a student, 409 for a student without a program.
 */
export async function skpiDocumentData(student: string | UserItem, penerbitan: SkpiPenerbitan, program?: SkpiProgramData): Promise<SkpiDocumentData> {
  const user = typeof student === 'string' ? await usersRepo.getById(student) : student;
  if (user?.role !== 'mahasiswa') throw new NotFound(() => SEARCH_MSG.studentNotFound);
  if (user.id_prodi === null) throw new Conflict(() => SKPI_MSG.skpiNoProdi);
  const [prog, portfolios] = await Promise.all([
    program?.id_prodi === user.id_prodi ? program : skpiProgramData(user.id_prodi),
    portofolioRepo.listOfUser(user.id),
  ]);
  const { id_prodi, id_fakultas, kode_fakultas, format_nomor_skpi, kota, kategori, tahap_pengesahan, ...shared } = prog;
  return {
    ...shared,
    mahasiswa: {
      nama: user.nama,
      nim: user.nim,
      tempat_lahir: user.tempat_lahir ?? null,
      tanggal_lahir: user.tanggal_lahir ?? null,
      tanggal_masuk: user.tanggal_masuk ?? null,
      tanggal_lulus: user.tanggal_lulus ?? null,
      nomor_ijazah_nasional: user.nomor_ijazah_nasional ?? null,
    },
    portofolio: portofolioByKategori(kategori, portfolios),
    penerbitan: { ...penerbitan, tempat: penerbitan.tempat ?? kota },
  };
}
