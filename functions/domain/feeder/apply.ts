/**
 * The writes of a plan, one student per transaction, through the same repositories and
 * projections as the people screens: `createStudent` (the bulk import's creation, inactive until
 * activation) for a new student, `usersRepo.update` for a change, a graduation or a conflict's
 * choice (the GSI keys, the search and name indexes, the counters follow by projection). Each
 * transaction holds the student's audit entry, the link of the registration
 * (`feederKeys.registrasi`) and the plan row's mark, so a row is written exactly once even when a
 * run is repeated after a crash.
 *
 * A row planned on values that changed since (someone edited the student meanwhile) is not
 * written: it keeps the reason, and the next sync plans it again.
 */
import { createStudent } from '@functions/domain/impor/create';
import { type UserChange, type UserItem, usersRepo } from '@functions/domain/users/repo';
import type { Admin } from '@functions/lib/admin-write';
import { auditEntry } from '@functions/lib/audit';
import { WriteRefused } from '@functions/lib/domain-errors';
import type { FeederField } from '@shared/api/feeder';
import { FEEDER_MSG } from '@shared/messages/feeder';
import { MANAJEMEN_MSG } from '@shared/messages/manajemen';
import { ulid } from 'ulid';
import { nextSnapshot, ourValues, sameValue } from './plan';
import { feederRepo, type PlanRowItem } from './repo';

export interface ApplyContext {
  actor: Admin;
  jobId: string;
  /** The university's default for a new student's public profile. */
  publik: boolean;
  now: () => number;
}

/** True when written; false when refused (the row keeps why). */
type Outcome = boolean;

const refuse = async (ctx: ApplyContext, row: PlanRowItem, alasan: string): Promise<Outcome> => {
  await feederRepo.rowRefused(ctx.jobId, row, alasan);
  return false;
};

/** Whether the student's fields are still what the plan read (nobody changed them since). */
function unchanged(user: UserItem, row: PlanRowItem, fields: readonly FeederField[]): boolean {
  const now = ourValues(user);
  return fields.every((f) => sameValue(f, now[f], row.lokal?.[f] ?? null));
}

/** The fields' values from the Feeder, as a change of the user item. */
function feederChange(row: PlanRowItem, fields: readonly FeederField[]): UserChange {
  const change: Record<string, unknown> = {};
  for (const f of fields) {
    const value = row.feeder?.[f] ?? null;
    if (value === null) continue;
    if (f === 'nama') change.nama = value;
    else change[f] = value;
  }
  return change as UserChange;
}

async function newStudent(ctx: ApplyContext, row: PlanRowItem): Promise<Outcome> {
  const feeder = row.feeder;
  if (!feeder || !row.nim || !row.email || row.id_prodi === null || !feeder.nama || !feeder.tanggal_masuk || !row.id_registrasi_mahasiswa) {
    return refuse(ctx, row, FEEDER_MSG.feederStudentChanged);
  }
  const id = ulid();
  const at = new Date(ctx.now()).toISOString();
  try {
    const refusal = await createStudent(
      ctx.actor,
      {
        nim: row.nim,
        email: row.email,
        nama: feeder.nama,
        id_prodi: row.id_prodi,
        tanggal_masuk: feeder.tanggal_masuk,
        fields: {
          tempat_lahir: feeder.tempat_lahir,
          tanggal_lahir: feeder.tanggal_lahir,
          jenis_kelamin: feeder.jenis_kelamin,
          status_mahasiswa: feeder.status_mahasiswa,
          id_registrasi_mahasiswa: row.id_registrasi_mahasiswa,
          feeder_sinkron: nextSnapshot(feeder, null, [], { id_mahasiswa: row.id_mahasiswa ?? null, last_update: row.last_update ?? null }, at),
        },
      },
      {
        id,
        action: 'feeder.create',
        catatan: `sinkronisasi Neo Feeder ${ctx.jobId}`,
        publik: ctx.publik,
        extra: [feederRepo.link(row.id_registrasi_mahasiswa, id), feederRepo.rowApplied(ctx.jobId, row, { user_id: id })],
      },
    );
    return refusal ? refuse(ctx, row, refusal) : true;
  } catch (error) {
    if (error instanceof WriteRefused) return refuse(ctx, row, FEEDER_MSG.feederStudentChanged);
    throw error;
  }
}

/** Writes the user's change with its audit entry, the link and the row's mark; a stale read refuses the row. */
async function writeStudent(
  ctx: ApplyContext,
  row: PlanRowItem,
  user: UserItem,
  change: UserChange,
  action: string,
  rowChange: Partial<PlanRowItem> = {},
) {
  const after = { ...user, ...change };
  const extra = [
    auditEntry({
      actor: ctx.actor,
      action,
      target: { type: 'user', id: user.id },
      before: user,
      after,
      catatan: `sinkronisasi Neo Feeder ${ctx.jobId}`,
    }),
    ...(row.id_registrasi_mahasiswa ? [feederRepo.link(row.id_registrasi_mahasiswa, user.id)] : []),
    feederRepo.rowApplied(ctx.jobId, row, rowChange),
  ];
  try {
    await usersRepo.update(user, change, extra);
    return true;
  } catch (error) {
    if (error instanceof WriteRefused) return refuse(ctx, row, FEEDER_MSG.feederStudentChanged);
    throw error;
  }
}

const snapshotExtra = (row: PlanRowItem) => ({ id_mahasiswa: row.id_mahasiswa ?? null, last_update: row.last_update ?? null });

async function changedStudent(ctx: ApplyContext, row: PlanRowItem): Promise<Outcome> {
  const user = row.user_id ? await usersRepo.getById(row.user_id) : undefined;
  const fields = row.fields ?? [];
  if (!user || !row.feeder || !unchanged(user, row, fields)) return refuse(ctx, row, FEEDER_MSG.feederStudentChanged);
  const at = new Date(ctx.now()).toISOString();
  const change: UserChange = {
    ...feederChange(row, fields),
    id_registrasi_mahasiswa: row.id_registrasi_mahasiswa,
    feeder_sinkron: nextSnapshot(row.feeder, user.feeder_sinkron, row.terbuka ?? [], snapshotExtra(row), at),
  };
  return writeStudent(ctx, row, user, change, 'feeder.update');
}

async function graduation(ctx: ApplyContext, row: PlanRowItem): Promise<Outcome> {
  const userId = row.user_id ?? (row.id_registrasi_mahasiswa ? await feederRepo.linkedUser(row.id_registrasi_mahasiswa) : undefined);
  const user = userId ? await usersRepo.getById(userId) : undefined;
  const k = row.kelulusan;
  if (!user || !k?.tanggal_lulus) return refuse(ctx, row, FEEDER_MSG.skipLulusUnknown);
  if (user.tanggal_masuk && k.tanggal_lulus < user.tanggal_masuk) return refuse(ctx, row, MANAJEMEN_MSG.tanggalLulusBeforeMasuk);
  const change: UserChange = { is_graduated: true, tanggal_lulus: k.tanggal_lulus };
  if (k.nomor_ijazah_nasional !== null) change.nomor_ijazah_nasional = k.nomor_ijazah_nasional;
  if (k.nomor_sk_yudisium !== null) change.nomor_sk_yudisium = k.nomor_sk_yudisium;
  if (k.tanggal_sk_yudisium !== null) change.tanggal_sk_yudisium = k.tanggal_sk_yudisium;
  if (k.ipk !== null) change.ipk = k.ipk;
  return writeStudent(ctx, row, user, change, 'feeder.lulus', { user_id: user.id });
}

/** Writes one row of the plan (new student, change, graduation). */
export function applyRow(ctx: ApplyContext, row: PlanRowItem): Promise<Outcome> {
  if (row.jenis === 'baru') return newStudent(ctx, row);
  if (row.jenis === 'berubah') return changedStudent(ctx, row);
  if (row.jenis === 'lulus') return graduation(ctx, row);
  return Promise.resolve(false);
}

/**
 * The admin's choice on a conflict row: `feeder` writes the Feeder's values; `lokal` keeps ours
 * and records the Feeder's as synced, so the next sync leaves our values alone until the Feeder
 * changes again. Either way the row is marked decided.
 */
export async function decideConflict(ctx: ApplyContext, row: PlanRowItem, pilihan: 'feeder' | 'lokal'): Promise<Outcome> {
  const user = row.user_id ? await usersRepo.getById(row.user_id) : undefined;
  const fields = row.fields ?? [];
  if (!user || !row.feeder || (pilihan === 'feeder' && !unchanged(user, row, fields))) return refuse(ctx, row, FEEDER_MSG.feederStudentChanged);
  const at = new Date(ctx.now()).toISOString();
  // the decided fields take the Feeder's value in the snapshot; the others keep theirs
  const snapshot = { ...(user.feeder_sinkron ?? { at }), at } as Record<string, unknown>;
  for (const f of fields) if (row.feeder[f] !== null) snapshot[f] = row.feeder[f];
  const change: UserChange = {
    ...(pilihan === 'feeder' ? feederChange(row, fields) : {}),
    id_registrasi_mahasiswa: row.id_registrasi_mahasiswa,
    feeder_sinkron: snapshot as unknown as UserItem['feeder_sinkron'],
  };
  return writeStudent(ctx, row, user, change, 'feeder.konflik', { pilihan });
}
