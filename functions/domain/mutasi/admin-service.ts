/**
 * The admin's decisions on migration and readmission requests
 * (docs/decisions/0018-migration-readmission-and-the-student-move.md).
 *
 * Scope: an admin jurusan lists and decides the requests whose deciding program (`id_prodi`: the
 * new program of a migration, the student's own for a readmission) is theirs; the super admin all.
 * A decision is conditional on the request still waiting and unchanged (409 otherwise). Accepting
 * moves the student (THE move, functions/domain/users/move.ts: a migration to the new NIM, program
 * and entry date, a readmission to the new NIM) with the decision and its audit entry in the same
 * transaction; a NIM taken meanwhile refuses it (409) with nothing changed. Rejecting writes the
 * decision and the audit entry only. The student is e-mailed the outcome after the write.
 */
import { masterRepo, type ProdiItem } from '@functions/domain/master/repo';
import { moveStudent, type StudentMove } from '@functions/domain/users/move';
import type { UserItem } from '@functions/domain/users/repo';
import { usersRepo } from '@functions/domain/users/repo';
import { type Admin, audit, ownProgram, sameVersion } from '@functions/lib/admin-write';
import { Conflict, type DomainError, Forbidden, NotFound, refusing } from '@functions/lib/domain-errors';
import { env } from '@functions/lib/env';
import { documentUrl } from '@functions/lib/files';
import { logger } from '@functions/lib/logger';
import { mutasiDecisionMail, sendMail } from '@functions/lib/mail';
import { pageFields } from '@functions/lib/paging';
import type { mutasiRow } from '@shared/api/mutasi-admin';
import { migrationAccepted, migrationRejected } from '@shared/messages/admin';
import { GENERAL_MSG } from '@shared/messages/common';
import { MUTASI_ADMIN_MSG, MUTASI_MSG, type MutasiType, mutasiNone } from '@shared/messages/mutasi';
import { VERIFIKASI_MSG } from '@shared/messages/verifikasi';
import type { z } from 'zod';
import { MUTASI_ACCEPTED, MUTASI_REJECTED, MUTASI_WAITING, type MutasiItem, type MutasiRefusal, mutasiRepo } from './repo';

type Row = z.output<typeof mutasiRow>;

/** The caller's program, or null for the super admin (every program). */
function scopeOf(actor: Admin): number | null {
  if (actor.auth.role === 'super admin') return null;
  if (actor.auth.id_prodi === null) throw new Forbidden(VERIFIKASI_MSG.prodiOutOfScope);
  return actor.auth.id_prodi;
}

const yearOf = (date: string | null | undefined) => (date && /^\d{4}/.test(date) ? Number(date.slice(0, 4)) : null);

/** The programs the rows name, read once each. */
async function prodisOf(items: readonly MutasiItem[]): Promise<Map<number, ProdiItem>> {
  const ids = new Set<number>();
  for (const i of items) {
    if (i.id_prodi_asal !== null) ids.add(i.id_prodi_asal);
    ids.add(i.id_prodi);
  }
  const found = await Promise.all([...ids].map((id) => masterRepo.getProdi(id)));
  return new Map(found.filter((p): p is ProdiItem => p !== undefined).map((p) => [p.id_prodi, p]));
}

const usersOf = async (items: readonly MutasiItem[]) =>
  new Map((await usersRepo.getMany([...new Set(items.map((i) => i.user_id))])).map((u) => [u.id, u]));

const prodiRef = (prodis: Map<number, ProdiItem>, id: number | null) => {
  const p = id === null ? undefined : prodis.get(id);
  return p ? { id_prodi: p.id_prodi, nama_prodi: p.nama_prodi, jenjang: p.jenjang } : null;
};

/** Stored requests as the admin's table rows (`mutasiRow`, shared/api/mutasi-admin.ts; the proof a short-lived link). */
async function rowsOf(items: readonly MutasiItem[], users?: Map<string, UserItem>): Promise<Row[]> {
  const [owners, prodis] = await Promise.all([users ?? usersOf(items), prodisOf(items)]);
  return Promise.all(
    items.map(async (i): Promise<Row> => {
      const u = owners.get(i.user_id);
      const waiting = i.id_status === MUTASI_WAITING;
      return {
        type: i.jenis,
        nim: waiting && u ? u.nim : i.nim_lama,
        nim_baru: i.nim_baru,
        user: { nama: u?.nama ?? '', nim: u?.nim ?? i.nim_lama, tanggal_masuk: u?.tanggal_masuk ?? null, angkatan: yearOf(u?.tanggal_masuk) },
        prodi_lama: prodiRef(prodis, i.id_prodi_asal),
        prodi_baru: prodiRef(prodis, i.id_prodi),
        tanggal_masuk: i.tanggal_masuk,
        nomor_ijazah: i.nomor_ijazah,
        bukti: i.bukti ? await documentUrl(i.bukti) : null,
        id_status: i.id_status,
        created_at: i.created_at,
        updated_at: i.updated_at,
        verified_at: i.verified_at,
        verified: i.verified_by ? { nama: i.verified_by.nama } : null,
        version: i.version,
      };
    }),
  );
}

const matches = (keyword: string, i: MutasiItem, u: UserItem | undefined) => {
  const k = keyword.toLowerCase();
  return [i.nim_lama, i.nim_baru, u?.nim ?? '', u?.nama ?? ''].some((v) => v.toLowerCase().includes(k));
};

/** The request of `type` of the student `nim` (their NIM now), in the caller's scope, or the refusal. */
async function requestInScope(actor: Admin, type: MutasiType, nim: string): Promise<{ user: UserItem; item: MutasiItem }> {
  const user = await usersRepo.getByNim(nim);
  if (user?.role !== 'mahasiswa') throw new NotFound(MUTASI_ADMIN_MSG.mutasiStudentNotFound);
  const item = await mutasiRepo.get(user.id, type);
  if (!item) throw new NotFound(mutasiNone(type));
  ownProgram(actor, item.id_prodi);
  return { user, item };
}

/** After a refused write: the request was decided or changed meanwhile. */
async function refusal(user: UserItem, type: MutasiType): Promise<DomainError> {
  const now = await mutasiRepo.get(user.id, type);
  if (!now) return new NotFound(mutasiNone(type));
  return now.id_status === MUTASI_WAITING ? new Conflict() : new Conflict(MUTASI_MSG.mutasiNotWaiting);
}

async function mailOutcome(user: UserItem, type: MutasiType, accepted: boolean, nimBaru: string): Promise<void> {
  try {
    await sendMail(user, () => mutasiDecisionMail(user.email, user.nama, type, accepted, nimBaru, `${env.appUrl}/login`));
  } catch (error) {
    // the decision stands; the student sees it on their Migrasi tab
    logger.error('mutasi decision mail failed', { userId: user.id, error: error as Error });
  }
}

export const mutasiAdminService = {
  /** The waiting requests of the caller's scope, oldest change first, filtered by keyword, one page. */
  async list(actor: Admin, q: { page: number; paginate: number; keyword?: string | undefined }) {
    const all = await mutasiRepo.listPending(scopeOf(actor));
    const users = await usersOf(all);
    const keyword = q.keyword;
    const found = keyword ? all.filter((i) => matches(keyword, i, users.get(i.user_id))) : all;
    const page = found.slice((q.page - 1) * q.paginate, q.page * q.paginate);
    return { data: await rowsOf(page, users), ...pageFields(found.length, q.page, q.paginate) };
  },

  /** The decided requests of the caller's scope, newest decision first, one page. */
  async verified(actor: Admin, q: { page: number; paginate: number }) {
    const scope = scopeOf(actor);
    const [read, total] = await Promise.all([mutasiRepo.listDecided(scope, q.page * q.paginate), mutasiRepo.countDecided(scope)]);
    const page = read.slice((q.page - 1) * q.paginate);
    return { data: await rowsOf(page), ...pageFields(total, q.page, q.paginate) };
  },

  /** Accepts or rejects a waiting request; see the file's comment. */
  async decide(actor: Admin, type: MutasiType, nim: string, verb: 'accept' | 'reject', body: { version?: number | undefined }) {
    const { user, item } = await requestInScope(actor, type, nim);
    if (item.id_status !== MUTASI_WAITING) throw new Conflict(MUTASI_MSG.mutasiNotWaiting);
    sameVersion(body.version, item.version);
    const accepted = verb === 'accept';
    const now = new Date().toISOString();
    const decided = mutasiRepo.decision(
      item,
      accepted ? MUTASI_ACCEPTED : MUTASI_REJECTED,
      { id: actor.auth.userId, nama: actor.auth.user.nama },
      now,
    );
    const entry = (after: Pick<UserItem, 'nim' | 'id_prodi' | 'tanggal_masuk'>) =>
      audit(
        actor,
        `mutasi.${verb}`,
        'user',
        user.id,
        { request: item, nim: user.nim, id_prodi: user.id_prodi, tanggal_masuk: user.tanggal_masuk ?? null },
        { request: decided.item, nim: after.nim, id_prodi: after.id_prodi, tanggal_masuk: after.tanggal_masuk ?? null },
        type,
      );
    if (accepted) {
      if (type === 'migrasi' && item.prodi !== null && !(await masterRepo.getProdi(item.prodi))?.is_active)
        throw new Conflict(MUTASI_ADMIN_MSG.mutasiProdiGone);
      const move: StudentMove = { nim: item.nim_baru };
      if (type === 'migrasi' && item.prodi !== null) move.id_prodi = item.prodi;
      if (type === 'migrasi' && item.tanggal_masuk) move.tanggal_masuk = item.tanggal_masuk;
      const after = { nim: item.nim_baru, id_prodi: move.id_prodi ?? user.id_prodi, tanggal_masuk: move.tanggal_masuk ?? user.tanggal_masuk ?? null };
      try {
        await moveStudent(actor, user, move, [decided.write, entry(after)]);
      } catch (err) {
        if (err instanceof Conflict && err.body === GENERAL_MSG.conflict) throw await refusal(user, type);
        throw err;
      }
    } else {
      await refusing<void, MutasiRefusal>(mutasiRepo.decide(decided.write, [entry(user)]), { stale: () => refusal(user, type) });
    }
    await mailOutcome(user, type, accepted, item.nim_baru);
    const [row] = await rowsOf([decided.item]);
    return { message: accepted ? migrationAccepted(type) : migrationRejected(type), migrasi: row as Row };
  },
};
