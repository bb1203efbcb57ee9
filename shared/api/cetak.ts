/**
 * The SKPI printing area (the SKPI printing screen, the SKPI printing and periods calls, and the
 * student's preview): search, single print, bulk print as a job with progress, revocation, previews, the
 * documents of a student with their history, and the graduation periods. One Lambda with pdf-lib,
 * fontkit and the fonts (docs/decisions/0029-skpi-printing.md); the bulk zip runs in the `skpi-bulk` job
 * (shared/jobs.ts). The approvals before the seal, where a faculty has a chain, are its route group
 * shared/api/pengesahan.ts (docs/decisions/0056-pengesahan.md). The public check of a printed document (`GET /api/verifikasi/{code}`) is in the
 * light `search` area.
 *
 * Departures (docs/decisions/0005-wire-format-departures.md): every state-changing GET has a POST twin the web app uses; the
 * bulk prints answer 202 with a job instead of the zip; `DELETE .../delete/{nim}` revokes (JSON
 * `alasan` required, and a public `kategori` of our own) instead of destroying.
 */
import * as z from 'zod';
import { KATEGORI_PENCABUTAN } from '../domain/segel';
import { jobProgressView } from '../jobs';
import { CETAK_MSG } from '../messages/cetak';
import { FORM_MSG, tooLong } from '../messages/common';
import { idList } from '../validation/common';
import { messageResponse, paged, pageQuery } from './common';
import { defineArea, type RouteSpec } from './contract';
import { drafRingkas, pengesahanRoutes, pengesahanState } from './pengesahan';

const ADMINS = ['admin jurusan', 'super admin'] as const;
const SUPER = ['super admin'] as const;
const STUDENT = ['mahasiswa'] as const;

const numberId = (message: () => string) => z.coerce.number({ error: message }).int({ error: message }).positive({ error: message });

const nimParam = z.strictObject({
  nim: z
    .string({ error: () => FORM_MSG.required })
    .trim()
    .min(1, { error: () => FORM_MSG.required })
    .max(30, { error: () => tooLong(30) }),
});

/** `override`: 1 supersedes a printed SKPI with a new one; 0 or absent gives the printed one. */
const overrideFlag = z
  .enum(['0', '1'], { error: () => CETAK_MSG.overrideInvalid })
  .default('0')
  .transform((v) => v === '1');

const periodeField = numberId(() => CETAK_MSG.periodeRequired);

/** The print list's request filter: none asked, waiting (is_downloaded 0), accepted (1). */
export const PENGAJUAN_FILTERS = ['tidak', 'menunggu', 'diterima'] as const;
export type PengajuanFilter = (typeof PENGAJUAN_FILTERS)[number];

export const skpiSearchQuery = z.strictObject({
  ...pageQuery(10),
  /** Year of entry, sent as the academic year's first part (`2022` of `2022/2023`). */
  angkatan: z
    .string()
    .optional()
    .transform((v, ctx) => {
      const year = (v ?? '').split('/')[0]?.trim() ?? '';
      if (year === '') return undefined;
      if (!/^\d{4}$/.test(year)) {
        ctx.addIssue({ code: 'custom', message: CETAK_MSG.angkatanInvalid });
        return z.NEVER;
      }
      return Number(year);
    }),
  keyword: z
    .string()
    .trim()
    .max(100, { error: () => tooLong(100) })
    .optional(),
  /** '' or absent: both; 1 graduated; 0 not graduated. */
  is_graduated: z
    .enum(['', '0', '1'], { error: () => CETAK_MSG.kelulusanInvalid })
    .optional()
    .transform((v) => (v === '1' ? true : v === '0' ? false : undefined)),
  /** '' or absent: every student; the SKPI request state otherwise (tidak: none asked). */
  pengajuan: z.enum(['', ...PENGAJUAN_FILTERS], { error: () => CETAK_MSG.pengajuanInvalid }).optional(),
  /** '' or absent: both; 1 every rubric of the program met; 0 not. */
  rubrik: z
    .enum(['', '0', '1'], { error: () => CETAK_MSG.rubrikInvalid })
    .optional()
    .transform((v) => (v === '1' ? true : v === '0' ? false : undefined)),
  /**
   * '' or absent: both; 1 a valid printed SKPI; 0 none (never printed, or its last one revoked).
   * With `is_graduated=1`: the graduates still to print after a yudisium.
   */
  dicetak: z
    .enum(['', '0', '1'], { error: () => CETAK_MSG.dicetakInvalid })
    .optional()
    .transform((v) => (v === '1' ? true : v === '0' ? false : undefined)),
  id_prodi: idList,
  id_fakultas: idList,
});

/** The student's current SKPI document as the list and the student's page show it. */
export const dokumenRingkas = z.strictObject({
  kode: z.string(),
  nomor: z.string(),
  tanggal_terbit: z.string(),
});

export const skpiSearchRow = z.strictObject({
  id: z.string(),
  nim: z.string(),
  nama: z.string(),
  id_prodi: z.number().int().nullable(),
  nama_prodi: z.string().nullable(),
  tanggal_masuk: z.string().nullable(),
  /** The year of entry (first part of tanggal_masuk) or null. */
  angkatan: z.number().int().nullable(),
  is_graduated: z.boolean(),
  tanggal_lulus: z.string().nullable(),
  /** The SKPI request (null none, 0 waiting, 1 accepted). */
  is_downloaded: z.union([z.literal(0), z.literal(1)]).nullable(),
  /** Every rubric of the student's program met by their verified points (the SKPI request's rule). */
  rubrik_terpenuhi: z.boolean(),
  nomor_ijazah_nasional: z.string().nullable(),
  dokumen: dokumenRingkas.nullable(),
  /** The student's open draft, when their faculty's chain holds it (waiting at a stage or returned with a note). */
  draf: drafRingkas.nullable(),
});

export const printQuery = z.strictObject({ periode: periodeField, override: overrideFlag });

export const bulkNimQuery = z.strictObject({
  nim: z
    .union([z.string(), z.array(z.string())], { error: () => CETAK_MSG.nimRequired })
    .transform((v) => [...new Set((Array.isArray(v) ? v : [v]).flatMap((s) => s.split(/[\s,]+/)).filter(Boolean))])
    .refine((v) => v.length > 0, { error: () => CETAK_MSG.nimRequired })
    .refine((v) => v.length <= 2000, { error: () => CETAK_MSG.tooManyNim })
    .refine((v) => v.every((n) => n.length <= 30), { error: () => tooLong(30) }),
  periode: periodeField,
  override: overrideFlag,
});

export const bulkProdiQuery = z.strictObject({
  prodi: numberId(() => CETAK_MSG.prodiRequired),
  periode: periodeField,
  override: overrideFlag,
  tahun_masuk: z.coerce
    .number({ error: () => CETAK_MSG.tahunMasukRequired })
    .int({ error: () => CETAK_MSG.tahunMasukRequired })
    .min(1958, { error: () => CETAK_MSG.tahunMasukRequired })
    .max(2200, { error: () => CETAK_MSG.tahunMasukRequired }),
  /** '' or absent: every student; 1 only graduated; 0 only not yet graduated. */
  lulus: z
    .enum(['', '0', '1'], { error: () => CETAK_MSG.kelulusanInvalid })
    .optional()
    .transform((v) => (v === '1' ? true : v === '0' ? false : undefined)),
});

export const jobView = jobProgressView.extend({
  /** Short-lived link to skpi.zip, when done. */
  url: z.string().optional(),
});

/** The public category of a revocation (the verification page shows it; `alasan` stays with the staff). */
export const kategoriPencabutan = z.enum(KATEGORI_PENCABUTAN, { error: () => CETAK_MSG.kategoriInvalid });

export const revokeBody = z.strictObject({
  alasan: z
    .string({ error: () => CETAK_MSG.alasanRequired })
    .trim()
    .min(1, { error: () => CETAK_MSG.alasanRequired })
    .max(500, { error: () => tooLong(500) }),
  /** A scripted client that sends only `alasan` gets `lainnya`. */
  kategori: kategoriPencabutan.default('lainnya'),
});

/** The national diploma number (PIN, PDDikti): letters, digits, dots, slashes and dashes; empty clears it. */
export const ijazahBody = z.strictObject({
  nomor_ijazah_nasional: z
    .string({ error: () => FORM_MSG.required })
    .trim()
    .max(40, { error: () => tooLong(40) })
    .regex(/^[A-Za-z0-9./ -]*$/, { error: () => CETAK_MSG.ijazahInvalid }),
});

/** A document's state: valid, revoked, superseded; with a chain also a draft (waiting or returned) or a cancelled draft. */
export const DOKUMEN_STATUSES = ['sah', 'dicabut', 'digantikan', 'draf', 'dibatalkan'] as const;

/** The steps of a document's history (the chain's: drafted, approved at a stage, returned, reprinted, cancelled). */
export const RIWAYAT_AKSI = ['terbit', 'digantikan', 'dicabut', 'draf', 'disetujui', 'dikembalikan', 'dicetak-ulang', 'dibatalkan'] as const;

export const riwayatEntry = z.strictObject({
  aksi: z.enum(RIWAYAT_AKSI),
  oleh: z.string(),
  waktu: z.string(),
  catatan: z.string().nullable(),
});

export const dokumenStaff = z.strictObject({
  kode: z.string(),
  nomor: z.string(),
  status: z.enum(DOKUMEN_STATUSES),
  tanggal_terbit: z.string(),
  periode: z.string(),
  sha256: z.string(),
  url: z.string(),
  verifikasi_url: z.string(),
  alasan_dicabut: z.string().nullable(),
  /** The revocation's public category (null: not revoked; a revocation older than categories reads `lainnya`). */
  kategori_dicabut: kategoriPencabutan.nullable(),
  digantikan_oleh: z.string().nullable(),
  riwayat: z.array(riwayatEntry),
  /** The chain the document passed or passes (null: printed where no chain applied). */
  pengesahan: pengesahanState.nullable(),
});

export const periodeRow = z.strictObject({
  id_periode_kelulusan: z.number().int(),
  tanggal: z.string(),
  periode: z.number().int(),
  /** Documents printed with this period (a period in use cannot be deleted). */
  jumlah_dokumen: z.number().int(),
});

export const periodeAddQuery = z.strictObject({
  tanggal: z.iso.date({ error: () => FORM_MSG.invalidDate }).optional(),
  periode: z.coerce
    .number({ error: () => CETAK_MSG.periodeNumberRequired })
    .int({ error: () => CETAK_MSG.periodeNumberRequired })
    .min(1, { error: () => CETAK_MSG.periodeNumberRequired })
    .max(99, { error: () => CETAK_MSG.periodeNumberRequired }),
});

export const periodeDeleteQuery = z.strictObject({ id_periode_kelulusan: numberId(() => CETAK_MSG.periodeRequired) });

const jobResponse = z.strictObject({ job: jobView });
const urlMessage = messageResponse;

/**
 * A single print's answer: `message` the short-lived link to the PDF; `menunggu_tahap` only where the
 * faculty has a chain of approvals: the print is a draft, waiting at that stage (decision 0056).
 */
const printAnswer = z.strictObject({ message: z.string(), menunggu_tahap: z.string().optional() });

const printRoute = (method: 'GET' | 'POST') =>
  ({
    method,
    ...(method === 'GET' ? { changesState: true as const } : {}),
    path: '/api/manajemen/skpi/download/{nim}',
    access: ADMINS,
    summary:
      method === 'GET'
        ? 'The GET form of the single print, for scripted callers (the web app uses POST; decisions/0005)'
        : "Prints one student's SKPI (or gives the printed one without override) and marks them graduated; message is a short-lived link to the PDF; where the faculty has a chain, the print is a draft and menunggu_tahap names the stage it waits at",
    params: nimParam,
    query: printQuery,
    response: printAnswer,
  }) as const;

const bulkRoute = (method: 'GET' | 'POST') =>
  ({
    method,
    ...(method === 'GET' ? { changesState: true as const } : {}),
    path: '/api/manajemen/skpi/download/bulk',
    access: ADMINS,
    summary:
      method === 'GET'
        ? 'The GET form of the bulk print by NIM, for scripted callers (the web app uses POST; decisions/0005)'
        : 'Starts a bulk print of the listed students: 202 with the job; skpi.zip when it is done',
    query: bulkNimQuery,
    response: jobResponse,
    status: 202,
  }) as const;

const bulkProdiRoute = (method: 'GET' | 'POST') =>
  ({
    method,
    ...(method === 'GET' ? { changesState: true as const } : {}),
    path: '/api/manajemen/skpi/download/bulk/prodi',
    access: ADMINS,
    summary:
      method === 'GET'
        ? 'The GET form of the bulk print of a program, for scripted callers (the web app uses POST; decisions/0005)'
        : "Starts a bulk print of a program's students of a year of entry (and graduation state): 202 with the job",
    query: bulkProdiQuery,
    response: jobResponse,
    status: 202,
  }) as const;

export const cetakRoutes = {
  skpiSearch: {
    method: 'GET',
    path: '/api/manajemen/skpi/search',
    access: ADMINS,
    summary:
      'Students for printing, by NIM, filtered by year of entry, name or NIM, graduation, SKPI request, rubrics met, program and faculty (admin jurusan: their program)',
    query: skpiSearchQuery,
    response: z.strictObject({ users: paged(skpiSearchRow) }),
  },
  skpiPrint: printRoute('POST'),
  skpiPrintGet: printRoute('GET'),
  skpiBulk: bulkRoute('POST'),
  skpiBulkGet: bulkRoute('GET'),
  skpiBulkProdi: bulkProdiRoute('POST'),
  skpiBulkProdiGet: bulkProdiRoute('GET'),
  skpiJobs: {
    method: 'GET',
    path: '/api/manajemen/skpi/jobs',
    access: ADMINS,
    summary: "The caller's bulk print jobs of the last days, newest first (the page's job list survives a reload)",
    response: z.strictObject({ data: z.array(jobView) }),
  },
  skpiJob: {
    method: 'GET',
    path: '/api/manajemen/skpi/jobs/{id}',
    access: ADMINS,
    summary: 'One bulk print job of the caller: status, progress and, when done, a short-lived link to skpi.zip',
    params: z.strictObject({ id: z.string().trim().min(1).max(40) }),
    response: jobResponse,
  },
  skpiRevoke: {
    method: 'DELETE',
    path: '/api/manajemen/skpi/delete/{nim}',
    access: ADMINS,
    summary:
      "Revokes the student's printed SKPI with a reason for the staff and a public category (kategori, default lainnya): kept, marked DICABUT with the category on its verification page",
    params: nimParam,
    body: revokeBody,
    response: messageResponse,
  },
  skpiPreviewAdmin: {
    method: 'GET',
    path: '/api/manajemen/skpi/preview/{nim}',
    access: ADMINS,
    summary: "The student's SKPI marked PRATINJAU, without number or code; message is a short-lived link; nothing is recorded",
    params: nimParam,
    response: urlMessage,
  },
  skpiDokumen: {
    method: 'GET',
    path: '/api/manajemen/skpi/dokumen/{nim}',
    access: ADMINS,
    summary: 'Every SKPI document issued to the student, newest first, with its status and history (issued, superseded, revoked: who and when)',
    params: nimParam,
    response: z.strictObject({ data: z.array(dokumenStaff) }),
  },
  skpiIjazah: {
    method: 'PUT',
    path: '/api/manajemen/skpi/ijazah/{nim}',
    access: ADMINS,
    summary: "Records the student's national diploma number (nomor ijazah nasional, PDDikti), printed in section 1 of the SKPI",
    params: nimParam,
    body: ijazahBody,
    response: messageResponse,
  },
  skpiPreviewStudent: {
    method: 'GET',
    path: '/api/skpi/preview',
    access: STUDENT,
    summary: "The student's own SKPI marked PRATINJAU; message is a short-lived link; nothing is recorded",
    response: urlMessage,
  },
  periodeList: {
    method: 'GET',
    path: '/api/manajemen/periode',
    // the approvers filter what waits for them by period too
    access: [...ADMINS, 'pimpinan'],
    summary: 'The graduation periods, newest date first (the admins, and the approvers for their filter)',
    response: z.strictObject({ periode: z.array(periodeRow) }),
  },
  periodeAdd: {
    method: 'POST',
    path: '/api/manajemen/periode/add',
    access: SUPER,
    summary: 'Adds a graduation period (tanggal defaults to today); one number per academic year',
    query: periodeAddQuery,
    response: messageResponse,
    status: 201,
  },
  periodeDelete: {
    method: 'DELETE',
    path: '/api/manajemen/periode/delete',
    access: SUPER,
    summary: 'Deletes a graduation period no printed SKPI uses',
    query: periodeDeleteQuery,
    response: messageResponse,
  },
} as const satisfies Record<string, RouteSpec>;

export const cetakApi = defineArea('cetak', { ...cetakRoutes, ...pengesahanRoutes });
