/**
 * The table reads of the credentials (docs/data-model.md "Credentials"): a printed document's
 * credential fields (the document item itself is the printing area's, functions/domain/cetak/repo.ts,
 * which writes them), the revoked indexes of one status list (its chunk items, written by
 * `projectDokumen`) and how many status indexes were given. Read only: the kredensial area's
 * Lambda may not write.
 */
import { cetakKeys } from '@functions/lib/entities/cetak';
import { kredensialKeys } from '@functions/lib/entities/kredensial';
import { sequenceKeys } from '@functions/lib/entities/sequence';
import { getItem, queryAll } from '@functions/lib/table';

/** What the credential routes read of a printed document. */
export interface DokumenKredensial {
  kode: string;
  status: 'sah' | 'dicabut' | 'digantikan';
  kredensial_key?: string | null;
  status_index?: number | null;
}

export const kredensialRepo = {
  dokumen: (kode: string) =>
    getItem<DokumenKredensial>(cetakKeys.skpiDokumen(kode), {
      ProjectionExpression: 'kode, #status, kredensial_key, status_index',
      ExpressionAttributeNames: { '#status': 'status' },
    }),

  /** Every revoked status index of a list (one Query over its chunk items). */
  async revokedOfList(list: number): Promise<number[]> {
    const chunks = await queryAll<{ dicabut?: Set<number> }>({ pk: kredensialKeys.statusListPartition(list), ProjectionExpression: 'dicabut' });
    return chunks.flatMap((c) => [...(c.dicabut ?? [])].map(Number));
  },

  /** How many status indexes were given (0 before the first print with a credential). */
  async statusIndexesGiven(): Promise<number> {
    const counter = await getItem<{ value?: number }>(sequenceKeys.counter(kredensialKeys.statusIndexSequence()));
    return Number(counter?.value ?? 0);
  },
};
