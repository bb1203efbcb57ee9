/**
 * Verifier assignments: which sub-rubrics (anak rubrik) a verifier verifies. One item per pair in
 * the verifier's partition (read all of a verifier's with one Query), listed per sub-rubric by GSI1.
 */
import { keys } from '@functions/lib/keys';
import { queryAll, tableName, transact } from '@functions/lib/table';

export interface AssignmentItem {
  verifier_id: string;
  id_anak_rubrik: number;
  /** The sub-rubric's prodi, so a verifier's programs show without reading every sub-rubric. */
  id_prodi: number;
  version: number;
  created_at: string;
}

/** DynamoDB allows 100 items per transaction. */
const TRANSACTION_LIMIT = 100;

export const verifikatorRepo = {
  /** A verifier's assignments, by sub-rubric id. */
  listOfVerifier: (verifierId: string) => queryAll<AssignmentItem>({ pk: keys.user(verifierId).PK, skBeginsWith: keys.assignmentPrefix() }),

  /** The verifiers assigned to a sub-rubric. */
  listOfAnak: (idAnak: number) => queryAll<AssignmentItem>({ index: 'GSI1', pk: keys.verifiersByAnak(idAnak) }),

  /** Assigns sub-rubrics to a verifier (all or none); an existing pair fails the transaction. */
  async assign(verifierId: string, anak: ReadonlyArray<{ id_anak_rubrik: number; id_prodi: number }>): Promise<AssignmentItem[]> {
    if (anak.length > TRANSACTION_LIMIT) throw new Error(`at most ${TRANSACTION_LIMIT} assignments per call`);
    const now = new Date().toISOString();
    const items: AssignmentItem[] = anak.map((a) => ({
      verifier_id: verifierId,
      id_anak_rubrik: a.id_anak_rubrik,
      id_prodi: a.id_prodi,
      version: 1,
      created_at: now,
    }));
    if (items.length === 0) return [];
    await transact(
      items.map((a) => ({
        Put: {
          TableName: tableName(),
          Item: {
            ...keys.assignment(verifierId, a.id_anak_rubrik),
            GSI1PK: keys.verifiersByAnak(a.id_anak_rubrik),
            GSI1SK: keys.verifierSort(verifierId),
            type: 'assignment',
            ...a,
          },
          ConditionExpression: 'attribute_not_exists(PK)',
        },
      })),
    );
    return items;
  },
};
