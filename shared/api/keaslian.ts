/**
 * The public check of a printed SKPI by its code (keaslian): a route group of the search area
 * (shared/api/search.ts), public and read only. The answer is a strict object: enough to trust the
 * paper, nothing private.
 */
import * as z from 'zod';
import { KATEGORI_PENCABUTAN, type SegelInfo } from '../domain/segel';
import type { RouteSpec } from './contract';
import { PUBLIC_PATHS } from './public-paths';

/** The seal of an issued SKPI as the public sees it (every field of `SegelInfo`). */
export const segelPublik = z.strictObject({
  penanda_tangan: z.string(),
  penerbit_sertifikat: z.string(),
  /** SHA-256 of the seal certificate's DER, lowercase hex. */
  sidik_jari_sha256: z.string(),
  berlaku_dari: z.string(),
  berlaku_sampai: z.string(),
  waktu_tanda_tangan: z.string(),
  cap_waktu: z.string().nullable(),
  tingkat: z.enum(['B-B', 'B-T']),
  /** The certificate is the university's own, not yet one from a certification authority. */
  sertifikat_sendiri: z.boolean(),
}) satisfies z.ZodType<SegelInfo>;

/**
 * What the public verification page shows of a printed SKPI: enough to trust the paper, nothing
 * private. A revocation gives its public category and date; the staff's reason stays with the staff.
 */
export const keaslianSkpi = z.strictObject({
  kode: z.string(),
  status: z.enum(['SAH', 'DICABUT', 'DIGANTIKAN']),
  nama: z.string(),
  nim: z.string(),
  program_studi: z.string(),
  fakultas: z.string(),
  universitas: z.string(),
  /** The English names the document prints (the English page shows them); null: none, the Indonesian stands. */
  program_studi_inggris: z.string().nullable(),
  fakultas_inggris: z.string().nullable(),
  universitas_inggris: z.string().nullable(),
  nomor: z.string(),
  tanggal_terbit: z.string(),
  penandatangan: z.string(),
  jabatan_penandatangan: z.string(),
  jabatan_penandatangan_inggris: z.string().nullable(),
  sha256: z.string(),
  dicabut: z.strictObject({ kategori: z.enum(KATEGORI_PENCABUTAN), tanggal: z.string() }).nullable(),
  digantikan_oleh: z.strictObject({ nomor: z.string(), kode: z.string() }).nullable(),
  /** Null for a document printed before sealing. */
  segel: segelPublik.nullable(),
  /** The document has a portable credential (served at `/api/verifikasi/{code}/kredensial`). */
  kredensial: z.boolean(),
  /**
   * The chain that legalised it, in order: the stage, the approver's name and position, and the
   * date and time of the approval (empty: sealed at print, without a chain).
   */
  pengesahan: z.array(
    z.strictObject({
      tahap: z.string(),
      tahap_inggris: z.string().nullable(),
      nama: z.string(),
      jabatan: z.string(),
      waktu: z.string(),
    }),
  ),
});

export const keaslianRoutes = {
  keaslian: {
    method: 'GET',
    path: PUBLIC_PATHS.keaslian,
    access: 'public',
    summary:
      'The public check of a printed SKPI by its document code: status (SAH, DICABUT with its category and date, DIGANTIKAN with the newer number), holder, program, number, date, signatory, the SHA-256 of the issued PDF, its seal and whether it has a credential',
    params: z.strictObject({ code: z.string().trim().min(1).max(64) }),
    publicLimit: 'verification',
    response: z.strictObject({ data: keaslianSkpi }),
  },
} as const satisfies Record<string, RouteSpec>;
