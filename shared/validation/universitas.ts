/**
 * Faculty, university and study-program records (the Faculty, university, prodi calls;
 * docs/decisions/0023-master-data-write-rules.md): the bodies of the admin area's writes. The fields keep
 * the names callers send; the SKPI's extra facts are each an Indonesian and an English text
 * (`*_inggris`).
 *
 * Add takes the required fields (faculty: name and status; program: name, level, status and faculty); an
 * update takes any of them and leaves what it is not sent as it is (a faculty's name or dean left empty is
 * unchanged). An extra fact sent blank or null
 * is cleared. `version` (optional): the record as the form showed it; a stale one answers 409.
 */
import * as z from 'zod';
import { JENJANG } from '../api/master';
import { JENIS_PENDIDIKAN } from '../domain/kkni';
import { skpiNumberFormatProblem } from '../domain/skpi-number';
import { UNIVERSITAS_MSG } from '../messages/admin';
import { FORM_MSG, tooLong } from '../messages/common';
import { isoDateField, optionId, requiredText } from './common';
import { tahapPengesahanField } from './pengesahan';

const blank = (v: unknown) => v === null || (typeof v === 'string' && v.trim() === '');

/** A field an update may leave out: absent or blank keeps the stored value. */
export const keep = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (blank(v) ? undefined : v), schema.optional());

/** An extra SKPI fact: absent keeps it, blank or null clears it (stored as null). */
const fact = (max: number) =>
  z.preprocess(
    (v) => (blank(v) ? null : v),
    z
      .string({ error: () => FORM_MSG.required })
      .trim()
      .max(max, { error: () => tooLong(max) })
      .nullable()
      .optional(),
  );

/** A short name (faculty, program, person, decree number). */
const NAME_MAX = 150;
/** A longer fact (an address, admission requirements, the grading system). */
const TEXT_MAX = 1000;

/** Active status: a boolean, or the strings the forms send. */
const isActiveField = z.preprocess(
  (v) => (v === 'true' || v === '1' || v === 1 ? true : v === 'false' || v === '0' || v === 0 ? false : v),
  z.boolean({ error: () => FORM_MSG.chooseOption }),
);

/** NIP (18 digits), NUPTK (16) or NIDN (10); spaces as printed on a decree are dropped. */
export const nomorPegawaiField = z.preprocess(
  (v) => (typeof v === 'string' ? v.replace(/\s+/g, '') : v),
  z.string({ error: () => FORM_MSG.required }).regex(/^(\d{10}|\d{16}|\d{18})$/, { error: () => UNIVERSITAS_MSG.nomorPegawaiInvalid }),
);
const nomorPegawaiFact = z.preprocess((v) => (blank(v) ? null : v), nomorPegawaiField.nullable().optional());

/**
 * The faculty's code printed in the SKPI number (`{kode_fakultas}`): 1-10 letters, digits or
 * dashes, upper-cased ('fmipa' is 'FMIPA').
 */
export const kodeFakultasField = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim().toUpperCase() : v),
  z.string({ error: () => FORM_MSG.required }).regex(/^[A-Z0-9-]{1,10}$/, { error: () => UNIVERSITAS_MSG.kodeFakultasInvalid }),
);

/**
 * The SKPI number format the super admin sets (shared/domain/skpi-number.ts): refused with the
 * fault's message; blank or null clears it (the default format then applies).
 */
export const formatNomorSkpiField = z.preprocess(
  (v) => (blank(v) ? null : v),
  z
    .string({ error: () => FORM_MSG.required })
    .trim()
    .superRefine((format, ctx) => {
      const problem = skpiNumberFormatProblem(format);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    })
    .nullable()
    .optional(),
);

const version = z
  .number({ error: () => FORM_MSG.mustBeNumber })
  .int({ error: () => FORM_MSG.mustBeNumber })
  .positive({ error: () => FORM_MSG.mustBeNumber })
  .optional();

// ---------------------------------------------------------------------------------------------
// Faculty
// ---------------------------------------------------------------------------------------------

const fakultasFields = {
  /** The short code in the SKPI number; unique among the faculties (409 when taken). Absent or blank keeps it. */
  kode_fakultas: keep(kodeFakultasField),
  nama_fakultas_inggris: keep(requiredText(NAME_MAX)),
  /** The dean signs the SKPI (Permenristekdikti 59/2018 art. 11): name and NIP/NIDN. */
  nama_dekan: keep(requiredText(NAME_MAX)),
  nomor_pegawai_dekan: keep(nomorPegawaiField),
  /**
   * The chain of approvals before the seal (positions in order; docs/decisions/0056-pengesahan.md):
   * absent keeps it, an empty list removes it (SKPI are sealed at print again). A change applies to
   * new prints only.
   */
  tahap_pengesahan: tahapPengesahanField.optional(),
};

export const fakultasAddBody = z.strictObject({
  nama_fakultas: requiredText(NAME_MAX),
  ...fakultasFields,
  is_active: isActiveField,
});

export const fakultasUpdateBody = z.strictObject({
  nama_fakultas: keep(requiredText(NAME_MAX)),
  ...fakultasFields,
  is_active: keep(isActiveField),
  version,
});

// ---------------------------------------------------------------------------------------------
// University (singleton)
// ---------------------------------------------------------------------------------------------

/** The four fields of the record (accreditation status and decree, address, rector) are required; the SKPI's extra facts are optional (absent keeps them). */
export const universitasUpdateBody = z.strictObject({
  status_akreditasi: requiredText(NAME_MAX),
  no_sk_akreditasi_universitas: requiredText(NAME_MAX),
  alamat_universitas: requiredText(TEXT_MAX),
  nama_rektor: requiredText(NAME_MAX),
  nama_universitas: keep(requiredText(NAME_MAX)),
  nama_universitas_inggris: keep(requiredText(NAME_MAX)),
  nomor_pegawai_rektor: nomorPegawaiFact,
  /** Establishment decree (SK pendirian): number and date (YYYY-MM-DD). */
  no_sk_pendirian: fact(NAME_MAX),
  tanggal_sk_pendirian: z.preprocess((v) => (blank(v) ? null : v), isoDateField.nullable().optional()),
  /** The city printed as the SKPI's place of legalisation ('Medan, 17 Agustus 2026'). */
  kota_universitas: fact(NAME_MAX),
  /** The SKPI number format; blank: the default (`DEFAULT_SKPI_NUMBER_FORMAT`). */
  format_nomor_skpi: formatNomorSkpiField,
  /**
   * The logo printed on the SKPI header: absent keeps it, blank or null removes it, otherwise the
   * key of the caller's upload of purpose `logo_universitas` (PNG or JPEG, at most 2MB).
   */
  logo_universitas: fact(300),
  /** Whether a student account made from now on starts with a public profile (each student then chooses); absent keeps it. */
  profil_publik_bawaan: z.boolean({ error: () => FORM_MSG.chooseOption }).optional(),
  version,
});

// ---------------------------------------------------------------------------------------------
// Study program
// ---------------------------------------------------------------------------------------------

export const jenjangField = z.enum(JENJANG, { error: () => FORM_MSG.chooseOption });
export const jenisPendidikanField = z.enum(JENIS_PENDIDIKAN, { error: () => FORM_MSG.chooseOption });

/** The SKPI's program facts (section 2 of the SKPI), each in Indonesian and English. */
const prodiFacts = {
  gelar_inggris: fact(NAME_MAX),
  /** Akademik, vokasi or profesi; absent on add: what the level usually has (shared/domain/kkni.ts). */
  jenis_pendidikan: z.preprocess((v) => (blank(v) ? undefined : v), jenisPendidikanField.optional()),
  persyaratan_penerimaan: fact(TEXT_MAX),
  persyaratan_penerimaan_inggris: fact(TEXT_MAX),
  bahasa_pengantar: fact(NAME_MAX),
  bahasa_pengantar_inggris: fact(NAME_MAX),
  sistem_penilaian: fact(TEXT_MAX),
  sistem_penilaian_inggris: fact(TEXT_MAX),
  lama_studi: fact(NAME_MAX),
  lama_studi_inggris: fact(NAME_MAX),
  /** Access to further study: the type and level a graduate may go on to. */
  jenjang_lanjutan: fact(TEXT_MAX),
  jenjang_lanjutan_inggris: fact(TEXT_MAX),
  /** Professional status (if any). */
  status_profesi: fact(TEXT_MAX),
  status_profesi_inggris: fact(TEXT_MAX),
};

const prodiSpecFields = {
  nama_prodi_inggris: keep(requiredText(NAME_MAX)),
  nama_kaprodi: keep(requiredText(NAME_MAX)),
  gelar: keep(requiredText(NAME_MAX)),
  status_akreditasi: keep(requiredText(NAME_MAX)),
  no_sk_akreditasi_prodi: keep(requiredText(NAME_MAX)),
};

export const prodiAddBody = z.strictObject({
  id_fakultas: optionId,
  nama_prodi: requiredText(NAME_MAX),
  jenjang: jenjangField,
  is_active: isActiveField,
  ...prodiSpecFields,
  ...prodiFacts,
});

export const prodiUpdateBody = z.strictObject({
  /** A super admin may move a program to another faculty. */
  id_fakultas: keep(optionId),
  nama_prodi: keep(requiredText(NAME_MAX)),
  jenjang: keep(jenjangField),
  is_active: keep(isActiveField),
  ...prodiSpecFields,
  ...prodiFacts,
  version,
});

export type FakultasAddBody = z.output<typeof fakultasAddBody>;
export type FakultasUpdateBody = z.output<typeof fakultasUpdateBody>;
export type UniversitasUpdateBody = z.output<typeof universitasUpdateBody>;
export type ProdiAddBody = z.output<typeof prodiAddBody>;
export type ProdiUpdateBody = z.output<typeof prodiUpdateBody>;
