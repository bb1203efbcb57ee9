/**
 * People management of the admin area (the Student management screen, the Prodi admin and verifier
 * management screen, the Students and migration calls, the Verifiers and admins calls): students
 * (id_role 4), prodi admins (2) and verifiers (3) through the `manajemen/akun` calls, the
 * verifiers' sub-rubrics and the sub-rubric list of the verifier dialog. A route group of the admin
 * area (shared/api/admin.ts).
 *
 * Rules the server enforces (docs/decisions/0030-people-management.md): the super
 * admin manages everyone; an admin jurusan only the students of their own program (403 for staff
 * and for other programs); every write is conditional on the version read (and the `version`
 * sent) and leaves an audit entry; deleting a student with verified portfolios or a printed SKPI
 * is refused (409: deactivate instead).
 *
 * The area `manajemen` (one Lambda) joins this group with the migration and readmission decisions
 * (shared/api/mutasi-admin.ts) and the audit log (shared/api/audit.ts). It is apart from the
 * `admin` area (master data) because its Lambda profile differs (infra/profiles.ts: SES for the account and decision mails)
 * and the two together passed the 1 MB bundle budget (docs/decisions/0002-areas-are-lambdas-grouped-by-profile.md).
 */
import * as z from 'zod';
import { FORM_MSG, tooLong } from '../messages/common';
import { idList } from '../validation/common';
import {
  kelulusanFilter,
  manajemenAddBody,
  manajemenUpdateBody,
  roleIdField,
  STUDENT_PAGE_SIZE,
  skpBound,
  skpRange,
  tahunMasukFilter,
  verifikatorUpdateBody,
} from '../validation/manajemen';
import { auditRoutes } from './audit';
import { paged, pageQuery } from './common';
import { ADMIN_ROLES, defineArea, type RouteSpec } from './contract';
import { mutasiAdminRoutes } from './mutasi-admin';

const ADMINS = ADMIN_ROLES;
const SUPER = ['super admin'] as const;

/** The filters of the list: every one optional; the scope is the caller's. */
export const akunListQuery = z
  .strictObject({
    id_role: z.preprocess((v) => (v === undefined || v === '' ? 4 : v), roleIdField),
    ...pageQuery(STUDENT_PAGE_SIZE),
    /** One program (`id_prodi=3`) or several (`id_prodi[0]=3&id_prodi[1]=4`). */
    id_prodi: idList,
    id_fakultas: idList,
    skp_min: skpBound,
    skp_max: skpBound,
    /** Year of entry (the year of tanggal_masuk), 1958 to next year. */
    tahun_masuk: tahunMasukFilter,
    /** Words of the name or the start of the NIM. */
    keyword: z
      .string()
      .trim()
      .max(100, { error: () => tooLong(100) })
      .optional()
      .transform((v) => (v ? v : undefined)),
    /** '' or absent both; 1 graduated; 0 not graduated. */
    is_graduated: kelulusanFilter,
  })
  .superRefine(skpRange);

export const prodiRingkas = z.strictObject({
  id_prodi: z.number().int(),
  nama_prodi: z.string(),
  jenjang: z.string(),
});

/** One row of the student, prodi admin or verifier table (and the dialogs' starting values). */
export const akunRow = z.strictObject({
  id: z.string(),
  id_role: z.number().int(),
  nim: z.string(),
  nama: z.string(),
  email: z.string(),
  id_prodi: z.number().int().nullable(),
  /** Program Studi: 'nama_prodi (jenjang)'; null for accounts without one (verifiers). */
  prodi: prodiRingkas.nullable(),
  skp: z.number(),
  jumlah_portofolio: z.number().int(),
  tanggal_masuk: z.string().nullable(),
  /** Angkatan: the year of tanggal_masuk, or null. */
  angkatan: z.number().int().nullable(),
  is_graduated: z.boolean(),
  tanggal_lulus: z.string().nullable(),
  /** The national diploma number (PIN), typed on the print list or synced from the campus's Neo Feeder; null when none. */
  nomor_ijazah_nasional: z.string().nullable(),
  is_active: z.boolean(),
  /** The student finished activation (verified e-mail and biodata). */
  is_data_complete: z.boolean(),
  foto_profil: z.string().nullable(),
  /** Verifiers: Jumlah Rubrik and the sub-rubrics (for the edit dialog); 0 and [] for others. */
  jumlah_rubrik: z.number().int(),
  rubrik: z.array(z.strictObject({ id_anak_rubrik: z.number().int() })),
  /** Pimpinan: the position, the faculty scope (id_fakultas, or the program in id_prodi) and NIP/NIDN; null for others. */
  jabatan: z.string().nullable(),
  id_fakultas: z.number().int().nullable(),
  fakultas: z.strictObject({ id_fakultas: z.number().int(), nama_fakultas: z.string() }).nullable(),
  nomor_pegawai: z.string().nullable(),
  version: z.number().int(),
});
export type AkunRow = z.output<typeof akunRow>;

const userAnswer = z.strictObject({ message: z.string(), user: akunRow });

export const anakRubrikOption = z.strictObject({
  id_anak_rubrik: z.number().int(),
  nama_anak_rubrik: z.string(),
  id_rubrik: z.number().int(),
  nama_rubrik: z.string(),
  id_prodi: z.number().int(),
  nama_prodi: z.string(),
  jenjang: z.string(),
});

export const manajemenRoutes = {
  akunList: {
    method: 'GET',
    path: '/api/manajemen/akun',
    access: ADMINS,
    summary:
      'Accounts of a role (4 students: 10 a page, filters program, faculty, year, graduation, SKP range, keyword; 2, 3 and 6 pimpinan: super admin, 15 a page)',
    query: akunListQuery,
    response: z.strictObject({ users: paged(akunRow) }),
  },
  akunAdd: {
    method: 'POST',
    path: '/api/manajemen/akun/add',
    access: ADMINS,
    summary: 'Adds a student (activation e-mail) or, super admin, a prodi admin, verifier or pimpinan (position and scope; set-password e-mail)',
    body: manajemenAddBody,
    response: userAnswer,
    status: 201,
  },
  akunUpdate: {
    method: 'PUT',
    path: '/api/manajemen/akun/update',
    access: ADMINS,
    summary: 'Changes an account in one of the four shapes: kemahasiswaan, e-mail, password, status',
    body: manajemenUpdateBody,
    response: userAnswer,
  },
  akunDelete: {
    method: 'DELETE',
    path: '/api/manajemen/akun/delete',
    access: ADMINS,
    summary: 'Deletes an account with its files and index entries; 409 for a student with verified portfolios or a printed SKPI',
    query: z.strictObject({
      nim: z
        .string({ error: () => FORM_MSG.required })
        .trim()
        .min(1, { error: () => FORM_MSG.required })
        .max(30, { error: () => tooLong(30) }),
    }),
    response: z.strictObject({ message: z.string() }),
  },
  verifikatorList: {
    method: 'GET',
    path: '/api/manajemen/verifikator',
    access: SUPER,
    summary: 'Verifiers (super admin), 15 a page by NIM, with their sub-rubrics',
    query: z.strictObject({
      ...pageQuery(15),
      keyword: z
        .string()
        .trim()
        .max(100, { error: () => tooLong(100) })
        .optional()
        .transform((v) => (v ? v : undefined)),
    }),
    response: z.strictObject({ verifikator: paged(akunRow) }),
  },
  verifikatorUpdate: {
    method: 'PUT',
    path: '/api/manajemen/verifikator/update',
    access: SUPER,
    summary: "Replaces a verifier's sub-rubrics (super admin); their queue follows at once",
    body: verifikatorUpdateBody,
    response: z.strictObject({ message: z.string(), verifikator: akunRow }),
  },
  anakRubrikList: {
    method: 'GET',
    path: '/api/anak_rubrik',
    access: ADMINS,
    summary: 'Every sub-rubric with its program (super admin); an admin jurusan gets their own program’s',
    response: z.strictObject({ anak_rubrik: z.array(anakRubrikOption) }),
  },
} as const satisfies Record<string, RouteSpec>;

export const manajemenApi = defineArea('manajemen', { ...manajemenRoutes, ...mutasiAdminRoutes, ...auditRoutes });
