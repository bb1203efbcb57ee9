/**
 * The bulk import of students (docs/decisions/0031-bulk-import-of-students.md): the rules a row of the file must meet (the
 * server checks each row with them and reports every reason), and the bodies of the import calls.
 */
import * as z from 'zod';
import { IMPOR_MSG } from '../messages/impor';
import { EMAIL_PATTERN, NAME_PATTERN } from './common';

/** The first year of entry a student may have (the year choices run from 1958 to next year). */
export const FIRST_TAHUN_MASUK = 1958;
export const lastTahunMasuk = (at: Date = new Date()) => at.getFullYear() + 1;

/** A student's NIM in an import: digits only (the Kemahasiswaan tab's rule), at most 30. */
export const NIM_NUMERIC = /^\d{1,30}$/;
export const IMPOR_NAMA_MAX = 100;
/** Most data rows one file may hold. */
export const IMPOR_MAX_ROWS = 10_000;
/**
 * An .xlsx workbook unpacks to at most this many bytes: a sheet of IMPOR_MAX_ROWS rows is a few MB
 * of XML, and a zip bomb (a small upload that unpacks to gigabytes) is refused before it is read.
 */
export const IMPOR_MAX_UNPACKED_BYTES = 20 * 1024 * 1024;

/** The row rules: each answers its refusal reason, or null. */
export const imporRowRules = {
  nim: (v: string) => (v === '' ? IMPOR_MSG.imporNimRequired : NIM_NUMERIC.test(v) ? null : IMPOR_MSG.imporNimNumeric),
  nama: (v: string) =>
    v === ''
      ? IMPOR_MSG.imporNamaRequired
      : v.length > IMPOR_NAMA_MAX
        ? IMPOR_MSG.imporNamaTooLong
        : NAME_PATTERN.test(v)
          ? null
          : IMPOR_MSG.imporNamaIllegal,
  email: (v: string) => (v.length <= 254 && EMAIL_PATTERN.test(v) ? null : IMPOR_MSG.imporEmailInvalid),
};

/** The key of an uploaded file (POST /api/uploads, purpose impor_mahasiswa). */
const fileKey = z
  .string({ error: () => IMPOR_MSG.imporFileRequired })
  .trim()
  .min(1, { error: () => IMPOR_MSG.imporFileRequired })
  .max(200, { error: () => IMPOR_MSG.imporFileRequired });

export const imporCheckBody = z.strictObject({ file: fileKey });
export const imporStartBody = z.strictObject({
  file: fileKey,
  /** The chosen file's name, for the job's label and the audit entry. */
  nama_file: z.string().trim().max(200).optional(),
});
