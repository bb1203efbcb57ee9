/**
 * THE student move (docs/decisions/0018-migration-readmission-and-the-student-move.md): a
 * student's NIM, program and/or entry date change, for an accepted migration or readmission and
 * for the admin's edit of the Kemahasiswaan tab.
 *
 * One transaction (`usersRepo.update`) writes the user item (only the moved fields, conditional
 * on the version read; its list keys follow the NIM, the program and the entry year), the NIM
 * constraint items (the new NIM must be free), what the projections derive from the change
 * (functions/lib/projections/: the public search entries, the program counters, the achievement
 * counters with STAT#POIN conditional on its version) and the caller's `extra` (the request's decision, the audit entry). Everything keyed by the user's ULID follows by itself: portfolios (GSI1 by user),
 * files, the SKPI request, printed documents (GSI1 by user; they keep the NIM printed on them),
 * notifications. What is keyed by program and does not fit in that transaction, the portfolios'
 * verification queues and their program counters, is re-homed afterwards one portfolio per
 * transaction (`portofolioRepo.update`, counters with it), idempotently: a move that changes
 * nothing re-homes what a failed earlier run left behind.
 */
import { type PortofolioItem, portofolioRepo } from '@functions/domain/portofolio/repo';
import type { Actor } from '@functions/lib/audit';
import { Conflict, NotFound, refusing, WriteRefused } from '@functions/lib/domain-errors';
import { logger } from '@functions/lib/logger';
import type { TransactItem } from '@functions/lib/table';
import { MUTASI_MSG } from '@shared/messages/mutasi';
import { type UserChange, type UserItem, type UserRefusal, usersRepo } from './repo';

export interface StudentMove {
  nim?: string;
  id_prodi?: number;
  /** YYYY-MM-DD */
  tanggal_masuk?: string;
}

const sameNim = (a: string, b: string) => a.toUpperCase() === b.toUpperCase();

/** Attempts per portfolio when a concurrent write makes the version read stale. */
const REHOME_ATTEMPTS = 3;

/**
 * Moves the student (`user` as read; refused with 409 when it changed since) to `move`'s NIM,
 * program and entry date, with `extra` in the same transaction, then re-homes their portfolios to
 * the new program. A NIM taken by another account: 409 `mutasiNimTaken`, nothing changed. A
 * refused `extra` condition (e.g. the request was decided meanwhile): 409, nothing changed; the
 * caller may tell it apart by reading its item again. The `actor` is who moves (the audit entry in
 * `extra` names them too).
 */
export async function moveStudent(actor: Actor, user: UserItem, move: StudentMove, extra: TransactItem[]): Promise<UserItem> {
  if (user.role !== 'mahasiswa') throw new NotFound();
  const change: UserChange = {};
  if (move.nim !== undefined && move.nim !== user.nim) change.nim = move.nim;
  if (move.id_prodi !== undefined && move.id_prodi !== user.id_prodi) change.id_prodi = move.id_prodi;
  if (move.tanggal_masuk !== undefined && move.tanggal_masuk !== user.tanggal_masuk) change.tanggal_masuk = move.tanggal_masuk;
  const nim = change.nim ?? user.nim;
  const nimChanged = !sameNim(nim, user.nim);
  if (nimChanged) {
    const owner = await usersRepo.nimOwner(nim);
    if (owner && owner !== user.id) throw new Conflict(MUTASI_MSG.mutasiNimTaken);
  }
  // the user item (changed fields only, its GSI keys), the NIM constraint items and what the
  // projections derive: the search index, the program counters, the achievement (out of the old
  // program under its rules, into the new one under its rules). The NIM taken by another account
  // meanwhile is its own 409; a concurrent move of this student (a stale version) the general one.
  const next = await refusing<UserItem, UserRefusal>(usersRepo.update(user, change, extra), {
    nim: () => new Conflict(MUTASI_MSG.mutasiNimTaken),
  });
  if (next.id_prodi !== null) {
    const moved = await rehomePortfolios(user.id, next.id_prodi);
    if (moved) logger.info('portfolios re-homed', { userId: user.id, idProdi: next.id_prodi, moved, by: actor.auth.userId });
  }
  return next;
}

/**
 * Puts every portfolio of the student in `idProdi`'s verification queues (and its counters),
 * one conditional transaction per portfolio, keeping its place in the queue (its `updated_at`).
 * Idempotent: portfolios already there are left alone.
 */
export async function rehomePortfolios(userId: string, idProdi: number): Promise<number> {
  let moved = 0;
  for (const listed of await portofolioRepo.listOfUser(userId)) {
    if (listed.id_prodi === idProdi) continue;
    let current: PortofolioItem | undefined = listed;
    for (let attempt = 1; current && current.id_prodi !== idProdi; attempt++) {
      try {
        await portofolioRepo.update(current, { id_prodi: idProdi }, { now: current.updated_at });
        moved++;
        break;
      } catch (err) {
        if (!(err instanceof WriteRefused) || attempt >= REHOME_ATTEMPTS) throw err;
        current = await portofolioRepo.get(current.id_portofolio);
      }
    }
  }
  return moved;
}
