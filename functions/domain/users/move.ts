/**
 * THE student move (docs/decisions.md "Admin people (issue 13): migration and readmission"): a
 * student's NIM, program and/or entry date change, for an accepted migration or readmission and
 * for the admin's edit of the Kemahasiswaan tab.
 *
 * One transaction writes the user item (conditional on the version read; its list keys follow
 * the NIM and the program), the NIM constraint items (the new NIM must be free), the public
 * search entries, the program counters and the caller's `extra` (the request's decision, the
 * audit entry). Everything keyed by the user's ULID follows by itself: portfolios (GSI1 by user),
 * files, the SKPI request, printed documents (GSI1 by user; they keep the NIM printed on them),
 * notifications. What is keyed by program and does not fit in that transaction, the portfolios'
 * verification queues and their program counters, is re-homed afterwards one portfolio per
 * transaction (`portofolioRepo.update`, counters with it), idempotently: a move that changes
 * nothing re-homes what a failed earlier run left behind.
 */
import { PortfolioWriteRefused, type PortofolioItem, portofolioRepo } from '@functions/domain/portofolio/repo';
import { profileIndexChanges } from '@functions/domain/search/index-writer';
import { counterChanges } from '@functions/domain/stats/counters';
import type { Actor } from '@functions/lib/audit';
import { conflict, notFound } from '@functions/lib/errors';
import { keys } from '@functions/lib/keys';
import { logger } from '@functions/lib/logger';
import { getItem, isConditionFailure, type TransactItem, tableName, transact } from '@functions/lib/table';
import { MSG } from '@shared/messages';
import { type UserItem, userIndexAttributes } from './repo';

export interface StudentMove {
  nim?: string;
  id_prodi?: number;
  /** YYYY-MM-DD */
  tanggal_masuk?: string;
}

const sameNim = (a: string, b: string) => a.toUpperCase() === b.toUpperCase();

/** Attempts per portfolio when a concurrent write makes the version read stale. */
const REHOME_ATTEMPTS = 3;

/** The NIM constraint's owner, or undefined when the NIM is free. */
const nimOwner = async (nim: string) => (await getItem<{ userId: string }>(keys.nim(nim), { ConsistentRead: true }))?.userId;

/**
 * Moves the student (`user` as read; refused with 409 when it changed since) to `move`'s NIM,
 * program and entry date, with `extra` in the same transaction, then re-homes their portfolios to
 * the new program. A NIM taken by another account: 409 `mutasiNimTaken`, nothing changed. A
 * refused `extra` condition (e.g. the request was decided meanwhile): 409, nothing changed; the
 * caller may tell it apart by reading its item again. The `actor` is who moves (the audit entry in
 * `extra` names them too).
 */
export async function moveStudent(actor: Actor, user: UserItem, move: StudentMove, extra: TransactItem[]): Promise<UserItem> {
  if (user.role !== 'mahasiswa') throw notFound();
  const nim = move.nim ?? user.nim;
  const idProdi = move.id_prodi ?? user.id_prodi;
  const next: UserItem = {
    ...user,
    nim,
    id_prodi: idProdi,
    tanggal_masuk: move.tanggal_masuk ?? user.tanggal_masuk ?? null,
    version: user.version + 1,
    updated_at: new Date().toISOString(),
  };
  const nimChanged = !sameNim(nim, user.nim);
  if (nimChanged) {
    const owner = await nimOwner(nim);
    if (owner && owner !== user.id) throw conflict(MSG.mutasiNimTaken);
  }
  const T = tableName();
  const gsi = userIndexAttributes(next);
  try {
    await transact([
      {
        Update: {
          TableName: T,
          Key: keys.user(user.id),
          // Only the moved fields: `skp` and `jumlah_portofolio` are added to by portfolio writes without a version.
          UpdateExpression:
            'SET nim = :nim, id_prodi = :prodi, tanggal_masuk = :masuk, updated_at = :now, version = :next, GSI1PK = :g1pk, GSI1SK = :g1sk, GSI2PK = :g2pk, GSI2SK = :g2sk',
          ConditionExpression: 'version = :v',
          ExpressionAttributeValues: {
            ':nim': next.nim,
            ':prodi': next.id_prodi,
            ':masuk': next.tanggal_masuk ?? null,
            ':now': next.updated_at,
            ':next': next.version,
            ':v': user.version,
            ':g1pk': gsi.GSI1PK,
            ':g1sk': gsi.GSI1SK,
            ':g2pk': gsi.GSI2PK,
            ':g2sk': gsi.GSI2SK,
          },
        },
      },
      ...(nimChanged
        ? [
            { Delete: { TableName: T, Key: keys.nim(user.nim), ConditionExpression: 'userId = :id', ExpressionAttributeValues: { ':id': user.id } } },
            { Put: { TableName: T, Item: { ...keys.nim(next.nim), userId: user.id }, ConditionExpression: 'attribute_not_exists(PK)' } },
          ]
        : []),
      ...profileIndexChanges(user, next),
      ...counterChanges.studentMoved(user, next.id_prodi),
      ...extra,
    ]);
  } catch (err) {
    if (!isConditionFailure(err)) throw err;
    if (nimChanged && (await nimOwner(nim)) !== undefined) throw conflict(MSG.mutasiNimTaken);
    throw conflict();
  }
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
        if (!(err instanceof PortfolioWriteRefused) || attempt >= REHOME_ATTEMPTS) throw err;
        current = await portofolioRepo.get(current.id_portofolio);
      }
    }
  }
  return moved;
}
