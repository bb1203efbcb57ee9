/**
 * The student's own profile (the Student profile screen): a route group of the student area
 * (shared/api/mahasiswa.ts). The public profile is the search area's; the account (name, e-mail,
 * password) is the akun area's.
 */
import * as z from 'zod';
import { profilUpdateBody, profilVisibilityBody } from '../validation/profil';
import { ADMIN_ROLES, type RouteSpec } from './contract';
import { nimParams } from './portofolio';
import { sosmedPublic } from './search';

const STUDENT = ['mahasiswa'] as const;

/** The student's own profile: jenis_kelamin read as a boolean (false male, true female); foto_profil a short-lived link. */
export const profilView = z.strictObject({
  nim: z.string(),
  foto_profil: z.string().nullable(),
  nama: z.string(),
  kewarganegaraan: z.number().int().nullable(),
  nik: z.string().nullable(),
  agama: z.string().nullable(),
  jenis_kelamin: z.boolean().nullable(),
  alamat: z.string().nullable(),
  kode_pos: z.string().nullable(),
  id_provinsi: z.number().int().nullable(),
  id_kota: z.number().int().nullable(),
  tempat_lahir: z.string().nullable(),
  tanggal_lahir: z.string().nullable(),
  no_telepon_asal: z.string().nullable(),
  no_hp: z.string().nullable(),
  bio: z.string().nullable(),
  sosmed: z.array(sosmedPublic),
  is_data_complete: z.union([z.literal(0), z.literal(1)]),
  email_verified_at: z.string().nullable(),
  /** Whether the profile and its portfolios are public (search, /profile/{nim}); the student's choice. */
  profil_publik: z.boolean(),
});

/**
 * A student as the admins' student management shows them (`GET /api/profile/{nim}` -> user: nama,
 * nim, prodi, foto_profil, bio): the preview card and the read-only Profil tab of the student
 * dialog, so the biodata and the e-mail too.
 */
export const profilAdminView = z.strictObject({
  ...profilView.shape,
  email: z.string(),
  prodi: z.strictObject({ id_prodi: z.number().int(), nama_prodi: z.string(), jenjang: z.string() }).nullable(),
});

export const profilRoutes = {
  profilGet: {
    method: 'GET',
    path: '/api/profile',
    access: STUDENT,
    summary: "The signed-in student's own profile: biodata, contact, social media and the activation state",
    response: z.strictObject({ user: profilView }),
  },
  profilUpdate: {
    method: 'POST',
    path: '/api/profile/update',
    access: STUDENT,
    summary: 'Changes the photo alone, or the biodata (the name only by an admin), or the contact data',
    body: profilUpdateBody,
    response: z.strictObject({ message: z.string(), user: profilView }),
  },
  profilVisibility: {
    method: 'PUT',
    path: '/api/profile/visibility',
    access: STUDENT,
    summary:
      'Shows or hides the own profile and portfolios from the public (search, the public profile page and its API answer 404 while hidden); the choice is audited',
    body: profilVisibilityBody,
    response: z.strictObject({ message: z.string(), user: profilView }),
  },
} as const satisfies Record<string, RouteSpec>;

/** The admins' read of a student's profile: its own group (the group above is the student's alone). */
export const profilAdminRoutes = {
  profilShow: {
    method: 'GET',
    path: '/api/profile/{nim}',
    access: ADMIN_ROLES,
    summary: "A student's profile for the admins' student management (an admin jurusan: their own program's students)",
    params: nimParams,
    response: z.strictObject({ user: profilAdminView }),
  },
} as const satisfies Record<string, RouteSpec>;
