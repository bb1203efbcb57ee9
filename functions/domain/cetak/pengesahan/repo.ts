/**
 * The table access of endorsement before the seal (docs/data-model.md "SKPI approvals"): a draft is
 * a printed document item with status `draf` and its chain (`pengesahan`); while it waits at a stage
 * it sits in that stage's GSI2 partition of its faculty (by program, period and NIM); the student's
 * one open draft is a pointer item. Every transition writes the whole document item conditional on
 * the version read and the stage it was read at, so of two parallel approvals one moves it and the
 * other's is refused (WriteRefused('stale'): the service answers 409). The waiting list's read is ./waiting.ts (the
 * daily mail's Lambda reads it and writes no document).
 */
import { type BecomeValid, becomeValidItems, type DokumenItem, dokumenStored } from '@functions/domain/cetak/repo';
import { WriteRefused } from '@functions/lib/domain-errors';
import { cetakKeys } from '@functions/lib/entities/cetak';
import { pengesahanKeys } from '@functions/lib/entities/pengesahan';
import { batchGet, getItem, type TransactItem, tableName, transact } from '@functions/lib/table';
import { putNew } from '@functions/lib/write-items';
import { currentStage, type WithChain } from './machine';

export { isDraf } from './machine';

/** A draft: the printed document item with its chain. */
export type Draf = WithChain<DokumenItem>;

/** The GSI2 attributes of a draft waiting at its stage (none when it does not wait). */
export function waitingAttributes(d: Draf): Record<string, string> {
  const stage = currentStage(d.pengesahan);
  if (stage === null) return {};
  return {
    GSI2PK: pengesahanKeys.waitingAt(d.id_fakultas, stage),
    GSI2SK: pengesahanKeys.waitingSort(d.id_prodi, d.id_periode_kelulusan, d.nim),
  };
}

/** The whole document item after a transition, conditional on the version and stage it was read at. */
function transitionItem(before: Draf, after: Draf): TransactItem {
  return {
    Put: {
      TableName: tableName(),
      Item: { ...dokumenStored(after), ...waitingAttributes(after) },
      ConditionExpression: 'version = :v AND #status = :draf AND pengesahan.posisi = :posisi AND pengesahan.#st = :st',
      ExpressionAttributeNames: { '#status': 'status', '#st': 'status' },
      ExpressionAttributeValues: { ':v': before.version, ':draf': 'draf', ':posisi': before.pengesahan.posisi, ':st': before.pengesahan.status },
    },
  };
}

/** A failed condition of a transition: the draft moved (or the student changed) since it was read. */
const stale = { refuse: () => new WriteRefused('stale') };

const pointerDelete = (userId: string): TransactItem => ({ Delete: { TableName: tableName(), Key: pengesahanKeys.drafOfUser(userId) } });

export const pengesahanRepo = {
  /** The student's pointer item to their open draft, as a new item (a second open draft fails its condition). */
  pointerPut: (userId: string, kode: string): TransactItem => putNew({ ...pengesahanKeys.drafOfUser(userId), type: 'skpi-draf', kode }),

  /** The code of the student's open draft, if any. */
  async openKode(userId: string): Promise<string | undefined> {
    const item = await getItem<{ kode: string }>(pengesahanKeys.drafOfUser(userId), { ConsistentRead: true });
    return item?.kode;
  },

  /** The open draft codes of some students (the print list's page). */
  async openKodes(userIds: readonly string[]): Promise<Map<string, string>> {
    if (userIds.length === 0) return new Map();
    const items = await batchGet<{ PK: string; kode: string }>(userIds.map((id) => pengesahanKeys.drafOfUser(id)));
    return new Map(items.map((i) => [i.PK.slice('USER#'.length), i.kode]));
  },

  /** Documents by code (the print list's drafts). */
  dokumenMany: (kodes: readonly string[]) => (kodes.length ? batchGet<DokumenItem>(kodes.map((k) => cetakKeys.skpiDokumen(k))) : Promise.resolve([])),

  /**
   * An approval that is not the last, a return, a reprint (`extra`: the audit entry,
   * notifications); WriteRefused('stale') when the draft moved meanwhile.
   */
  async transition(before: Draf, after: Draf, extra: TransactItem[]): Promise<void> {
    await transact([transitionItem(before, after), ...extra], stale);
  },

  /** A cancellation: the draft leaves the chain for good and the student's pointer goes (`stale` when it moved meanwhile). */
  async cancel(before: Draf, after: Draf, extra: TransactItem[]): Promise<void> {
    await transact([transitionItem(before, after), pointerDelete(before.user_id), ...extra], stale);
  },

  /**
   * The last approval: the document becomes the student's valid SKPI (sealed PDF, credential,
   * graduation, superseding their earlier one) in one transaction with the pointer's removal and
   * `extra`. WriteRefused('stale') when the draft moved or the student changed meanwhile.
   */
  async seal(before: Draf, valid: BecomeValid & { dokumen: Draf }, extra: TransactItem[]): Promise<void> {
    const items: TransactItem[] = [transitionItem(before, valid.dokumen), pointerDelete(before.user_id), ...extra];
    items.push(...(await becomeValidItems(valid, items)));
    await transact(items, stale);
  },
};
