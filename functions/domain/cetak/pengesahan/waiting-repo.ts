/**
 * The table reads and writes of what waits for an approver, apart from the draft's writes (./repo.ts)
 * so that the daily mail's job carries no print or audit code: the drafts waiting at a stage (GSI2)
 * and an approver's day of mail.
 */
import type { DokumenItem } from '@functions/domain/cetak/repo';
import { WriteRefused } from '@functions/lib/domain-errors';
import { pengesahanKeys } from '@functions/lib/entities/pengesahan';
import { queryAll, tableName, transact } from '@functions/lib/table';

export const waitingRepo = {
  /** The drafts waiting at a stage of a faculty (GSI2), optionally of one program (sort-key prefix), by program, period and NIM. */
  waitingAt: (idFakultas: number, stage: string, idProdi?: number) =>
    queryAll<DokumenItem>({
      index: 'GSI2',
      pk: pengesahanKeys.waitingAt(idFakultas, stage),
      ...(idProdi === undefined ? {} : { skBeginsWith: pengesahanKeys.waitingOfProdi(idProdi) }),
    }),

  /** Takes an approver's daily mail for the WIB day `tanggal`; WriteRefused('taken') when it was taken already that day. */
  async claimDigestDay(userId: string, tanggal: string): Promise<void> {
    await transact(
      [
        {
          Put: {
            TableName: tableName(),
            Item: { ...pengesahanKeys.digestOfUser(userId), type: 'pengesahan-digest', tanggal },
            ConditionExpression: 'attribute_not_exists(PK) OR tanggal <> :t',
            ExpressionAttributeValues: { ':t': tanggal },
          },
        },
      ],
      { refuse: () => new WriteRefused('taken') },
    );
  },

  /** Gives the day back (the mail was not sent: the next run tries again). */
  releaseDigestDay: (userId: string) => transact([{ Delete: { TableName: tableName(), Key: pengesahanKeys.digestOfUser(userId) } }]),
};
