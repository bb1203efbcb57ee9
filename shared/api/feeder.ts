/**
 * The read-only sync with the university's Neo Feeder (PDDikti): an area of its own, because its
 * Lambda alone reads and writes the Feeder password (Secrets Manager), calls the campus server and
 * starts the `feeder-sync` job (docs/decisions/0052-neo-feeder-sync.md). The connection's routes
 * sit under the university's path (`/api/universitas/feeder...`); `GET /api/universitas` (the
 * master area) shows the connection to the super admin without the password.
 *
 * Everything is the super admin's: an admin jurusan and every other role are refused at the gate.
 *
 * The sync: `POST /api/feeder/sync` starts the planning (nothing is written but the plan); the
 * plan waits (`planned`) until `POST .../apply` writes its new students, changed fields and
 * graduations (`applying`, then `done`). A conflict (a field changed by hand since the last sync
 * AND changed in the Feeder) is never applied by `apply`: the admin decides each one with
 * `POST .../konflik` (`feeder`: take the Feeder's values; `lokal`: keep ours), at once, while the
 * plan waits or after it was applied. `POST .../batal` drops a waiting plan.
 */

import * as z from 'zod';
import { FEEDER_SYNC_PAGE } from '../domain/app-pages';
import { jobProgressView } from '../jobs';
import { FEEDER_PILIHAN, feederConnectionBody, feederKonflikBody, feederProdiBody, feederTestBody } from '../validation/feeder';
import { paged, pageQuery } from './common';
import { feederConnectionView } from './feeder-connection';

export { FEEDER_SYNC_PAGE };

/** The address of one sync's page. */
export const feederSyncLink = (appUrl: string, jobId: string) =>
  `${appUrl.replace(/\/+$/, '')}${FEEDER_SYNC_PAGE.layout}/${FEEDER_SYNC_PAGE.path}?${new URLSearchParams({ [FEEDER_SYNC_PAGE.param]: jobId })}`;

import { defineArea, type RouteSpec } from './contract';

const SUPER_ADMIN = ['super admin'] as const;

/** The sync's states, as the job answers show them. */
export const FEEDER_SYNC_STATUSES = ['running', 'planned', 'applying', 'done', 'failed'] as const;
export type FeederSyncStatus = (typeof FEEDER_SYNC_STATUSES)[number];

/** The plan's kinds of rows. */
export const FEEDER_PLAN_KINDS = ['baru', 'berubah', 'lulus', 'konflik', 'dilewati'] as const;
export type FeederPlanKind = (typeof FEEDER_PLAN_KINDS)[number];

/** The student fields a sync compares and changes (besides the graduation). */
export const FEEDER_FIELDS = ['nama', 'tempat_lahir', 'tanggal_lahir', 'jenis_kelamin', 'tanggal_masuk', 'status_mahasiswa'] as const;
export type FeederField = (typeof FEEDER_FIELDS)[number];

/** The counts of a plan's rows by kind. */
export const feederPlanCounts = z.strictObject({
  baru: z.number().int(),
  berubah: z.number().int(),
  lulus: z.number().int(),
  konflik: z.number().int(),
  dilewati: z.number().int(),
});

/** One sync job: its state, progress, and the counts of its plan. */
export const feederJobView = jobProgressView.extend({
  status: z.enum(FEEDER_SYNC_STATUSES),
  /** `manual`: started by the super admin; `malam`: the nightly sync. */
  jenis_sinkron: z.enum(['manual', 'malam']),
  /** Counts of the plan's rows (growing while it is made). */
  plan: feederPlanCounts,
  /** Of those, the rows written (new students, changes, graduations) and the conflicts decided. */
  diterapkan: z.number().int(),
  planned_at: z.string().nullable(),
  applied_at: z.string().nullable(),
});

/** One field of a student: ours, the Feeder's, and what the last sync wrote (konflik rows). */
export const feederFieldChange = z.strictObject({
  field: z.enum(FEEDER_FIELDS),
  /** Our current value (display text; dates YYYY-MM-DD), null when none. */
  lama: z.string().nullable(),
  /** The Feeder's value. */
  baru: z.string().nullable(),
  /** The value the last sync wrote (what a hand edit changed), on a conflict; null otherwise. */
  sinkron: z.string().nullable(),
});

/** A graduation from the Feeder (GetDetailMahasiswaLulusDO). */
export const feederKelulusan = z.strictObject({
  tanggal_lulus: z.string().nullable(),
  nomor_sk_yudisium: z.string().nullable(),
  tanggal_sk_yudisium: z.string().nullable(),
  ipk: z.number().nullable(),
  nomor_ijazah_nasional: z.string().nullable(),
});

/** One row of a plan. */
export const feederPlanRow = z.strictObject({
  jenis: z.enum(FEEDER_PLAN_KINDS),
  id_registrasi_mahasiswa: z.string().nullable(),
  nim: z.string().nullable(),
  nama: z.string().nullable(),
  /** Our program's name (or the Feeder's, when it maps to none of ours). */
  prodi: z.string().nullable(),
  id_prodi: z.number().int().nullable(),
  /** The student's account, when they have one. */
  user_id: z.string().nullable(),
  /** berubah and konflik rows: each field with its values. */
  perubahan: z.array(feederFieldChange),
  /** lulus rows: the graduation. */
  kelulusan: feederKelulusan.nullable(),
  /** dilewati rows: why. */
  alasan: z.string().nullable(),
  /** Whether the row was written (baru, berubah, lulus) or decided (konflik). */
  diterapkan: z.boolean(),
  /** konflik rows: the admin's choice, once made. */
  pilihan: z.enum(FEEDER_PILIHAN).nullable(),
});

/** GET /api/feeder/sync/{id}: the plan's counts and one page of the rows of one kind. */
export const feederPlanView = feederPlanCounts.extend({
  jenis: z.enum(FEEDER_PLAN_KINDS),
  baris: paged(feederPlanRow),
});

/** A Feeder program (GetProdi) with our suggested or confirmed program. */
export const feederProdiRow = z.strictObject({
  id_prodi_feeder: z.string(),
  kode_program_studi: z.string().nullable(),
  nama_program_studi: z.string(),
  jenjang: z.string().nullable(),
  /** `A` active (the Feeder's letter), as sent. */
  status: z.string().nullable(),
  /** Our program: the confirmed link, else a suggestion by code or name (null: none fits). */
  id_prodi: z.number().int().nullable(),
  nama_prodi: z.string().nullable(),
  dikonfirmasi: z.boolean(),
});

/** Our programs and their confirmed Feeder link. */
export const feederLokalProdi = z.strictObject({
  id_prodi: z.number().int(),
  nama_prodi: z.string(),
  jenjang: z.string(),
  id_prodi_feeder: z.string().nullable(),
});

const jobParam = z.strictObject({ id: z.string().min(1).max(64) });
const jobAnswer = z.strictObject({ message: z.string(), job: feederJobView });

export const FEEDER_PLAN_PAGE = 25;

export const feederRoutes = {
  connectionSave: {
    method: 'POST',
    path: '/api/universitas/feeder',
    access: SUPER_ADMIN,
    summary: 'Saves the Neo Feeder connection: base URL, operator username, password (write-only; left out keeps the stored one), nightly sync',
    body: feederConnectionBody,
    response: z.strictObject({ message: z.string(), feeder: feederConnectionView }),
  },
  connectionTest: {
    method: 'POST',
    path: '/api/universitas/feeder/tes',
    access: SUPER_ADMIN,
    summary:
      "Tes koneksi: signs in to the Feeder (GetToken) with the stored connection or the values sent over it; ok, or the Feeder's error_desc, not JSON, unreachable or timeout in clear words",
    body: feederTestBody,
    response: z.strictObject({ ok: z.boolean(), message: z.string() }),
  },
  prodiList: {
    method: 'GET',
    path: '/api/feeder/prodi',
    access: SUPER_ADMIN,
    summary:
      "Reads GetProdi live: each Feeder program with our confirmed or suggested program (by the id_prodi link, else code or name), and our programs' links",
    response: z.strictObject({ prodi: z.array(feederProdiRow), lokal: z.array(feederLokalProdi) }),
  },
  prodiSave: {
    method: 'POST',
    path: '/api/feeder/prodi',
    access: SUPER_ADMIN,
    summary: 'Confirms the program mapping: each listed program of ours gets its Feeder id_prodi (or loses it with null)',
    body: feederProdiBody,
    response: z.strictObject({ message: z.string(), lokal: z.array(feederLokalProdi) }),
  },
  syncStart: {
    method: 'POST',
    path: '/api/feeder/sync',
    access: SUPER_ADMIN,
    summary:
      'Starts a sync: the planning job reads the mapped programs from the Feeder and writes only the plan (202); refused while another runs or waits',
    response: jobAnswer,
    status: 202,
  },
  syncList: {
    method: 'GET',
    path: '/api/feeder/sync',
    access: SUPER_ADMIN,
    summary: 'The latest syncs, newest first (the history)',
    response: z.strictObject({ data: z.array(feederJobView) }),
  },
  syncGet: {
    method: 'GET',
    path: '/api/feeder/sync/{id}',
    access: SUPER_ADMIN,
    summary: "One sync: its state and progress, the plan's counts and one page of the rows of one kind (jenis, default baru)",
    params: jobParam,
    query: z.strictObject({ jenis: z.enum(FEEDER_PLAN_KINDS).default('baru'), ...pageQuery(FEEDER_PLAN_PAGE) }),
    // the job's state and progress at the top too, for scripts that read `status` of the answer
    response: z.strictObject({
      status: feederJobView.shape.status,
      done: z.number().int(),
      total: z.number().int(),
      job: feederJobView,
      plan: feederPlanView,
    }),
  },
  syncApply: {
    method: 'POST',
    path: '/api/feeder/sync/{id}/apply',
    access: SUPER_ADMIN,
    summary: 'Applies a planned sync as a job (202): new students, changed fields and graduations; conflicts stay for their own decision',
    params: jobParam,
    response: jobAnswer,
    status: 202,
  },
  syncKonflik: {
    method: 'POST',
    path: '/api/feeder/sync/{id}/konflik',
    access: SUPER_ADMIN,
    summary: "Decides one conflict row at once: `feeder` writes the Feeder's values, `lokal` keeps ours (the next sync no longer shows it)",
    params: jobParam,
    body: feederKonflikBody,
    response: z.strictObject({ message: z.string(), baris: feederPlanRow }),
  },
  syncCancel: {
    method: 'POST',
    path: '/api/feeder/sync/{id}/batal',
    access: SUPER_ADMIN,
    summary: 'Drops a planned sync without writing anything (it ends failed with the note that it was cancelled)',
    params: jobParam,
    response: jobAnswer,
  },
} as const satisfies Record<string, RouteSpec>;

export const feederApi = defineArea('feeder', feederRoutes);

export { feederConnectionView };
