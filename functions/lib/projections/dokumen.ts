/**
 * THE projection of a printed SKPI document (index.ts):
 * - its graduation period's use count (`jumlah_dokumen` on `PERIODE#<id>`): every document
 *   printed with the period counts, whatever its status (a draft waiting for its approvals and a
 *   cancelled one too), and a period in use is not deleted; a print needs its period to exist (the
 *   count's condition);
 * - its bit in the credentials' revocation status list: a document that stops being valid (sah →
 *   dicabut or digantikan) adds its status index to its list's chunk item in the same transaction,
 *   so the list and the verification page never disagree about it (a removed document counts as
 *   revoked); one that became valid again (none does today) takes it out. A document printed
 *   before credentials existed has no index and sets no bit, and neither has a draft (its
 *   credential is issued at its last approval: draft → valid sets nothing).
 * The counter rebuild sums the same period additions (`dokumenCountAdds`) over the stored documents.
 */
import { cetakKeys } from '@functions/lib/entities/cetak';
import { kredensialKeys } from '@functions/lib/entities/kredensial';
import { statusPosition } from '@functions/lib/status-list';
import { type TransactItem, tableName } from '@functions/lib/table';
import type { Change, Projected } from './change';
import type { CounterAdd } from './counters';

/** What the projection reads of a document (functions/domain/cetak/repo.ts `DokumenItem`). */
export interface DokumenStatusFields {
  status: 'sah' | 'dicabut' | 'digantikan' | 'draf' | 'dibatalkan';
  id_periode_kelulusan: number;
  status_index?: number | null;
}

/** The count a period keeps of its documents. */
export const DOKUMEN_COUNT = 'jumlah_dokumen';

/** A document's contribution to its period's count, `after` minus `before` (undefined: not existing). */
export const dokumenCountAdds = ({ before, after }: Change<Pick<DokumenStatusFields, 'id_periode_kelulusan'>>): CounterAdd[] =>
  before?.id_periode_kelulusan === after?.id_periode_kelulusan
    ? []
    : [
        ...(after ? [{ key: cetakKeys.periode(after.id_periode_kelulusan), counters: { [DOKUMEN_COUNT]: 1 } }] : []),
        ...(before ? [{ key: cetakKeys.periode(before.id_periode_kelulusan), counters: { [DOKUMEN_COUNT]: -1 } }] : []),
      ];

/** A period's count moved; a document joins only a period that exists. */
const periodCount = ({ key, counters }: CounterAdd): TransactItem => ({
  Update: {
    TableName: tableName(),
    Key: key,
    UpdateExpression: 'ADD #n :by',
    ConditionExpression: 'attribute_exists(PK)',
    ExpressionAttributeNames: { '#n': DOKUMEN_COUNT },
    ExpressionAttributeValues: { ':by': counters[DOKUMEN_COUNT] },
  },
});

function statusBit(index: number, action: 'ADD' | 'DELETE'): TransactItem {
  const { list, chunk } = statusPosition(index);
  return {
    Update: {
      TableName: tableName(),
      Key: kredensialKeys.statusListChunk(list, chunk),
      UpdateExpression: action === 'ADD' ? 'SET #type = :type ADD dicabut :index' : 'DELETE dicabut :index',
      ...(action === 'ADD' ? { ExpressionAttributeNames: { '#type': 'type' } } : {}),
      ExpressionAttributeValues: { ':index': new Set([index]), ...(action === 'ADD' ? { ':type': 'kredensial-status' } : {}) },
    },
  };
}

/** A status whose credential the list says is revoked: a valid document's is not, and a draft has none. */
const revokedStatus = (status: DokumenStatusFields['status']) => status === 'dicabut' || status === 'digantikan';

/** A document's status-list bit, when its validity changes. */
function statusChanges({ before, after }: Change<DokumenStatusFields>): TransactItem[] {
  const index = after?.status_index ?? before?.status_index;
  const wasRevoked = before !== undefined && revokedStatus(before.status);
  // a removed document is vouched for no more: its credential is revoked (none is removed today)
  const isRevoked = after === undefined ? before !== undefined : revokedStatus(after.status);
  if (index === undefined || index === null || wasRevoked === isRevoked) return [];
  return [statusBit(index, isRevoked ? 'ADD' : 'DELETE')];
}

/** The derived items of a document write: its period's count, then its status-list bit. */
export function projectDokumen(change: Change<DokumenStatusFields>): Projected {
  return { items: [...dokumenCountAdds(change).map(periodCount), ...statusChanges(change)], retry: [] };
}
