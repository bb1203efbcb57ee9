/**
 * THE projection of a printed SKPI document (index.ts): its bit in the credentials' revocation
 * status list. A document that stops being valid (sah → dicabut or digantikan) adds its status
 * index to its list's chunk item in the same transaction, so the list and the verification page
 * never disagree about it (a removed document counts as revoked); one that became valid again
 * (none does today) takes it out. A document printed before credentials existed has no index and
 * projects nothing, and so does a draft (its credential is issued at its last approval).
 */
import { keys } from '@functions/lib/keys';
import { statusPosition } from '@functions/lib/status-list';
import { type TransactItem, tableName } from '@functions/lib/table';
import type { Change, Projected } from './change';

/** What the projection reads of a document (functions/domain/cetak/repo.ts `DokumenItem`). */
export interface DokumenStatusFields {
  status: 'sah' | 'dicabut' | 'digantikan' | 'draf' | 'dibatalkan';
  status_index?: number | null;
}

function statusBit(index: number, action: 'ADD' | 'DELETE'): TransactItem {
  const { list, chunk } = statusPosition(index);
  return {
    Update: {
      TableName: tableName(),
      Key: keys.statusListChunk(list, chunk),
      UpdateExpression: action === 'ADD' ? 'SET #type = :type ADD dicabut :index' : 'DELETE dicabut :index',
      ...(action === 'ADD' ? { ExpressionAttributeNames: { '#type': 'type' } } : {}),
      ExpressionAttributeValues: { ':index': new Set([index]), ...(action === 'ADD' ? { ':type': 'kredensial-status' } : {}) },
    },
  };
}

export function projectDokumen({ before, after }: Change<DokumenStatusFields>): Projected {
  const index = after?.status_index ?? before?.status_index;
  const wasRevoked = before !== undefined && before.status !== 'sah';
  // a removed document is vouched for no more: its credential is revoked (none is removed today)
  const isRevoked = after === undefined ? before !== undefined : after.status !== 'sah';
  if (index === undefined || index === null || wasRevoked === isRevoked) return { items: [], retry: [] };
  return { items: [statusBit(index, isRevoked ? 'ADD' : 'DELETE')], retry: [] };
}
