/**
 * An audit entry, once written, cannot be changed or deleted by any function of the product:
 * the put that writes one never lands on an existing entry (its condition), and the DynamoDB
 * client every function uses refuses an unconditional put, an update, a delete or a batch write
 * of one before sending it (functions/lib/audit-guard.ts). The entry is read back unchanged after
 * each attempt. And the archive job (functions/domain/audit/archive.ts, on the table's stream in
 * AWS) copies it as the stream delivers it: here against s3rver, which has no Object Lock.
 */
import { DynamoDBClient, GetItemCommand } from '@aws-sdk/client-dynamodb';
import { CreateBucketCommand, GetObjectCommand } from '@aws-sdk/client-s3';
import { BatchWriteCommand, DeleteCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { AuditEntry } from '@functions/lib/audit';
import type { DynamoDBRecord } from 'aws-lambda';
import { beforeAll, describe, expect, it } from 'vitest';
import { pointAtStack } from '../support/auth-flow';

const ARCHIVE = 'skpi-audit-archive-uji';

async function lib() {
  pointAtStack();
  const [{ auditEntry, auditLog }, { ddb, s3, localCredentials }, { transact, tableName }, { AuditWriteRefused }] = await Promise.all([
    import('@functions/lib/audit'),
    import('@functions/lib/clients'),
    import('@functions/lib/table'),
    import('@functions/lib/audit-guard'),
  ]);
  return { auditEntry, auditLog, ddb, s3, localCredentials, transact, tableName, AuditWriteRefused };
}

const actor = {
  auth: { userId: 'uji-audit', nim: 'UJI', role: 'super admin' as const, user: { nama: 'Penguji Audit' } as never },
  requestId: 'uji-audit',
};
const target = { type: 'ekspor' as const, id: `append-${Date.now()}` };

let put: { TableName: string; Item: Record<string, unknown>; ConditionExpression: string };
let key: { PK: string; SK: string };

const stored = async () => (await (await lib()).auditLog.ofTarget(target)) as AuditEntry[];

beforeAll(async () => {
  const { auditEntry, transact } = await lib();
  const item = auditEntry({ actor, action: 'uji.create', target, after: { baris: 1 }, catatan: 'asli' });
  put = item.Put as typeof put;
  key = { PK: String(put.Item.PK), SK: String(put.Item.SK) };
  await transact([item]);
});

describe('an audit entry is never changed or deleted', () => {
  it('the code path refuses to put over it: the condition fails, the entry is unchanged', async () => {
    const { transact } = await lib();
    const forged = { ...put, Item: { ...put.Item, catatan: 'diubah', after: { baris: 999 } } };
    await expect(transact([{ Put: forged }])).rejects.toMatchObject({ name: 'TransactionCanceledException' });
    const { ddb } = await lib();
    await expect(ddb().send(new PutCommand(forged))).rejects.toMatchObject({ name: 'ConditionalCheckFailedException' });
    expect(await stored()).toEqual([expect.objectContaining({ catatan: 'asli', after: { baris: 1 } })]);
  });

  it('the client refuses, before sending, a put without the condition, an update, a delete and a batch write of it', async () => {
    const { ddb, tableName, AuditWriteRefused } = await lib();
    const attempts = [
      new PutCommand({ TableName: tableName(), Item: { ...put.Item, catatan: 'ditimpa' } }),
      new PutCommand({ TableName: tableName(), Item: { ...put.Item, catatan: 'ditimpa' }, ConditionExpression: 'attribute_exists(PK)' }),
      new UpdateCommand({ TableName: tableName(), Key: key, UpdateExpression: 'SET catatan = :c', ExpressionAttributeValues: { ':c': 'diubah' } }),
      new DeleteCommand({ TableName: tableName(), Key: key }),
      new BatchWriteCommand({ RequestItems: { [tableName()]: [{ DeleteRequest: { Key: key } }] } }),
      new BatchWriteCommand({ RequestItems: { [tableName()]: [{ PutRequest: { Item: { ...put.Item, catatan: 'ditimpa' } } }] } }),
    ];
    for (const attempt of attempts) await expect(ddb().send(attempt as PutCommand)).rejects.toBeInstanceOf(AuditWriteRefused);
    expect(await stored()).toEqual([expect.objectContaining({ catatan: 'asli', after: { baris: 1 }, actor_nama: 'Penguji Audit' })]);
  });
});

describe('the audit archive', () => {
  /** The stored item as the table stream delivers it (DynamoDB's typed JSON). */
  async function streamRecord(eventName: 'INSERT' | 'MODIFY', eventID: string): Promise<DynamoDBRecord> {
    const { localCredentials, tableName } = await lib();
    const raw = new DynamoDBClient({ region: process.env.AWS_REGION, endpoint: process.env.DYNAMODB_ENDPOINT, credentials: localCredentials });
    const image = (await raw.send(new GetItemCommand({ TableName: tableName(), Key: { PK: { S: key.PK }, SK: { S: key.SK } } }))).Item;
    raw.destroy();
    return {
      eventID,
      eventName,
      dynamodb: {
        Keys: { PK: { S: key.PK }, SK: { S: key.SK } },
        NewImage: image as never,
        ...(eventName === 'MODIFY' ? { OldImage: image as never } : {}),
        SequenceNumber: '1',
      },
    };
  }

  async function archived(objectKey: string): Promise<Record<string, unknown>> {
    const { s3 } = await lib();
    const out = await s3().send(new GetObjectCommand({ Bucket: ARCHIVE, Key: objectKey }));
    return JSON.parse(await (out.Body?.transformToString() ?? '{}')) as Record<string, unknown>;
  }

  it('copies a new entry as the stream delivers it (twice: one copy), and records a change beside it', async () => {
    const { s3 } = await lib();
    await s3()
      .send(new CreateBucketCommand({ Bucket: ARCHIVE }))
      .catch(() => undefined);
    process.env.AUDIT_ARCHIVE_BUCKET = ARCHIVE;
    const { archiveAuditRecords, archiveKey } = await import('@functions/domain/audit/archive');
    const insert = await streamRecord('INSERT', 'e-1');
    const other = { ...insert, dynamodb: { ...insert.dynamodb, Keys: { PK: { S: 'USER#x' }, SK: { S: 'PROFILE' } } } };
    expect(await archiveAuditRecords([insert, other, insert])).toEqual({ archived: 2, batchItemFailures: [] });
    const copy = await archived(archiveKey.entry(key.PK, key.SK));
    expect(copy.entry).toMatchObject({ PK: key.PK, SK: key.SK, catatan: 'asli', after: { baris: 1 }, action: 'uji.create' });
    expect(copy.stream).toMatchObject({ event: 'INSERT', event_id: 'e-1' });

    expect(await archiveAuditRecords([await streamRecord('MODIFY', 'e-2')])).toEqual({ archived: 1, batchItemFailures: [] });
    expect(await archived(archiveKey.change(key.PK, key.SK, 'e-2'))).toMatchObject({ before: { catatan: 'asli' }, after: { catatan: 'asli' } });
    // the entry's own copy stands
    expect((await archived(archiveKey.entry(key.PK, key.SK))).stream).toMatchObject({ event_id: 'e-1' });
  });
});
