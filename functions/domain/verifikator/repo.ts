/**
 * Verifier assignments: which sub-rubrics (anak rubrik) a verifier verifies. One item per pair in
 * the verifier's partition (read all of a verifier's with one Query), listed per sub-rubric by GSI1.
 */
import type { Key } from '@functions/lib/entities/key';
import { userKeys } from '@functions/lib/entities/users';
import type { AssignmentItem } from '@functions/lib/entities/verifikator';
import { verifikatorKeys } from '@functions/lib/entities/verifikator';
import { queryAll, type TransactItem, tableName, transact } from '@functions/lib/table';
import { putNew } from '@functions/lib/write-items';

export type { AssignmentItem } from '@functions/lib/entities/verifikator';

/** DynamoDB allows 100 items per transaction. */
const TRANSACTION_LIMIT = 100;

/** The transaction item that puts one assignment (refused when the pair exists). */
function assignmentPut(verifierId: string, a: { id_anak_rubrik: number; id_prodi: number }, now: string): TransactItem {
  const item: AssignmentItem = { verifier_id: verifierId, id_anak_rubrik: a.id_anak_rubrik, id_prodi: a.id_prodi, version: 1, created_at: now };
  return putNew({
    ...verifikatorKeys.assignment(verifierId, a.id_anak_rubrik),
    GSI1PK: verifikatorKeys.verifiersByAnak(a.id_anak_rubrik),
    GSI1SK: verifikatorKeys.verifierSort(verifierId),
    type: 'assignment',
    ...item,
  });
}

export const verifikatorRepo = {
  /** A verifier's assignments, by sub-rubric id. */
  listOfVerifier: (verifierId: string) =>
    queryAll<AssignmentItem>({ pk: userKeys.user(verifierId).PK, skBeginsWith: verifikatorKeys.assignmentPrefix() }),

  /** The verifiers assigned to a sub-rubric. */
  listOfAnak: (idAnak: number) => queryAll<AssignmentItem>({ index: 'GSI1', pk: verifikatorKeys.verifiersByAnak(idAnak) }),

  /** The transaction items that assign sub-rubrics to a new verifier (for the account's own transaction). */
  assignmentItems: (verifierId: string, anak: ReadonlyArray<{ id_anak_rubrik: number; id_prodi: number }>): TransactItem[] => {
    const now = new Date().toISOString();
    return anak.map((a) => assignmentPut(verifierId, a, now));
  },

  /**
   * The transaction items that make a verifier's assignments exactly `anak`: deletes the pairs
   * no longer wanted (each must still exist), puts the new ones (each must be absent); pairs kept
   * stay as they are. The verifier's queue (functions/domain/verifikasi/queue.ts) reads them.
   */
  replaceItems(
    verifierId: string,
    current: readonly AssignmentItem[],
    anak: ReadonlyArray<{ id_anak_rubrik: number; id_prodi: number }>,
  ): TransactItem[] {
    const wanted = new Set(anak.map((a) => a.id_anak_rubrik));
    const had = new Set(current.map((a) => a.id_anak_rubrik));
    const now = new Date().toISOString();
    return [
      ...current.filter((a) => !wanted.has(a.id_anak_rubrik)).map((a) => mustDelete(verifikatorKeys.assignment(verifierId, a.id_anak_rubrik))),
      ...anak.filter((a) => !had.has(a.id_anak_rubrik)).map((a) => assignmentPut(verifierId, a, now)),
    ];
  },

  /** Assigns sub-rubrics to a verifier (all or none); an existing pair fails the transaction. */
  async assign(verifierId: string, anak: ReadonlyArray<{ id_anak_rubrik: number; id_prodi: number }>): Promise<AssignmentItem[]> {
    if (anak.length > TRANSACTION_LIMIT) throw new Error(`at most ${TRANSACTION_LIMIT} assignments per call`);
    if (anak.length === 0) return [];
    const now = new Date().toISOString();
    await transact(anak.map((a) => assignmentPut(verifierId, a, now)));
    return anak.map((a) => ({ verifier_id: verifierId, id_anak_rubrik: a.id_anak_rubrik, id_prodi: a.id_prodi, version: 1, created_at: now }));
  },
};

/** Deletes an item that must exist (a pair removed twice at once fails the second). */
const mustDelete = (Key: Key): TransactItem => ({ Delete: { TableName: tableName(), Key, ConditionExpression: 'attribute_exists(PK)' } });
