/**
 * The bulk print's table access beside its job item (functions/domain/jobs/repo.ts): a job's block
 * of SKPI numbers in a faculty and year, taken from the faculty's sequence in one transaction with
 * the block's own item (the rules: ./reservation.ts), the check a print of the job makes on it, and
 * a chunk's count in the job's progress.
 */
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ddb } from '@functions/lib/clients';
import { WriteRefused } from '@functions/lib/domain-errors';
import { cetakKeys } from '@functions/lib/entities/cetak';
import { jobKeys } from '@functions/lib/entities/jobs';
import { conditionally, getItem, type TransactItem, tableName, transact } from '@functions/lib/table';
import { putNew } from '@functions/lib/write-items';

export interface NomorBlock {
  id_fakultas: number;
  year: string;
  job_id: string;
  /** The first and last `urut` of the block (inclusive). */
  first: number;
  last: number;
  /** The issue date every document of the block carries (its year is the block's). */
  tanggal: string;
  reserved_at: string;
}

export const bulkRepo = {
  /** The block the job holds in the faculty and year, or undefined. */
  async getBlock(idFakultas: number, year: string, jobId: string): Promise<NomorBlock | undefined> {
    const item = await getItem<NomorBlock>(cetakKeys.skpiNomorBlock(idFakultas, year, jobId), { ConsistentRead: true });
    if (!item) return undefined;
    const { id_fakultas, job_id, first, last, tanggal, reserved_at } = item;
    return { id_fakultas, year, job_id, first, last, tanggal, reserved_at };
  },

  /** The last number the faculty's sequence gave in the year (0: none). */
  async lastUrut(idFakultas: number, year: string): Promise<number> {
    const item = await getItem<{ urut?: number }>(cetakKeys.skpiNomorSequence(idFakultas, year), { ConsistentRead: true });
    return Number(item?.urut ?? 0);
  },

  /**
   * Moves the sequence from `prev` to the block's last number and puts the block, in one
   * transaction; WriteRefused('stale') when the sequence moved meanwhile (or the block exists),
   * nothing written.
   */
  async takeBlock(block: NomorBlock, prev: number): Promise<void> {
    await transact(
      [
        {
          Update: {
            TableName: tableName(),
            Key: cetakKeys.skpiNomorSequence(block.id_fakultas, block.year),
            UpdateExpression: 'SET urut = :last',
            ConditionExpression: prev === 0 ? 'attribute_not_exists(urut)' : 'urut = :prev',
            ExpressionAttributeValues: { ':last': block.last, ...(prev === 0 ? {} : { ':prev': prev }) },
          },
        },
        putNew({ ...cetakKeys.skpiNomorBlock(block.id_fakultas, block.year, block.job_id), type: 'skpi-nomor-blok', ...block }),
      ],
      { refuse: () => new WriteRefused('stale') },
    );
  },

  /** The condition item of a print with a reserved number: the job's block holds `urut`. */
  reservedNumberCheck: (idFakultas: number, year: string, jobId: string, urut: number): TransactItem => ({
    ConditionCheck: {
      TableName: tableName(),
      Key: cetakKeys.skpiNomorBlock(idFakultas, year, jobId),
      ConditionExpression: '#first <= :urut AND #last >= :urut',
      ExpressionAttributeNames: { '#first': 'first', '#last': 'last' },
      ExpressionAttributeValues: { ':urut': urut },
    },
  }),

  /**
   * Adds a chunk's students to the job's progress once, in the set `set`; WriteRefused('stale')
   * when the chunk is counted already (or the job is gone).
   */
  async countChunk(jobId: string, chunk: number, students: number, set: 'finished_chunks' | 'failed_chunks'): Promise<void> {
    await conditionally(() =>
      ddb().send(
        new UpdateCommand({
          TableName: tableName(),
          Key: jobKeys.job(jobId),
          UpdateExpression: 'ADD done :n, #set :chunk SET updated_at = :now',
          ConditionExpression: 'attribute_exists(PK) AND NOT contains(finished_chunks, :i) AND NOT contains(failed_chunks, :i)',
          ExpressionAttributeNames: { '#set': set },
          ExpressionAttributeValues: { ':n': students, ':chunk': new Set([chunk]), ':i': chunk, ':now': new Date().toISOString() },
        }),
      ),
    );
  },
};
