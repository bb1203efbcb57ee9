/**
 * The append-only copy of the audit log (the `audit-archive` job, on the table's stream): each new
 * entry is written to the audit archive bucket, whose S3 Object Lock keeps every object version
 * unchangeable for the stage's retention (infra/config.ts), whatever a role of the product may
 * do to the table. An entry's copy is `entries/<PK>/<SK>.json`, written only if absent (a stream
 * record delivered twice leaves one copy). An entry changed or deleted in the table (which the
 * DynamoDB client's guard and IAM refuse to every function, so only a hand with the table's own
 * rights could) is recorded beside it, `changes/<PK>/<SK>/<event id>.json` with both images, and
 * logged as an error with the metric `AuditEntryChanged`, which raises an alarm.
 *
 * Records are handled in stream order; the first that fails is reported (with everything after
 * it) for Lambda to retry from there.
 */
import { PutObjectCommand } from '@aws-sdk/client-s3';
import { AUDIT_CHANGED_METRIC, isAuditPartition } from '@functions/lib/audit-guard';
import { s3 } from '@functions/lib/clients';
import { env } from '@functions/lib/env';
import { logger } from '@functions/lib/logger';
import { MetricUnit, metrics } from '@functions/lib/observability';
import type { AttributeValue, DynamoDBBatchResponse, DynamoDBRecord } from 'aws-lambda';

/** A stream image (DynamoDB's typed JSON) as plain values; numbers stay numbers, sets become arrays. */
export function plainOf(image: Record<string, AttributeValue> | undefined): Record<string, unknown> | null {
  if (!image) return null;
  return Object.fromEntries(Object.entries(image).map(([k, v]) => [k, plainValue(v)]));
}

function plainValue(v: AttributeValue): unknown {
  if (v.S !== undefined) return v.S;
  if (v.N !== undefined) return Number(v.N);
  if (v.BOOL !== undefined) return v.BOOL;
  if (v.NULL) return null;
  if (v.M) return plainOf(v.M);
  if (v.L) return v.L.map(plainValue);
  if (v.SS) return v.SS;
  if (v.NS) return v.NS.map(Number);
  return v.B ?? v.BS ?? null;
}

/** Where the copy of an entry, or of one change of it, is kept. */
export const archiveKey = {
  entry: (pk: string, sk: string) => `entries/${pk}/${sk}.json`,
  change: (pk: string, sk: string, eventId: string) => `changes/${pk}/${sk}/${eventId}.json`,
};

/** True when S3 refused a put because the key exists (this entry was archived already). */
function alreadyThere(error: unknown): boolean {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } } | null;
  return e?.name === 'PreconditionFailed' || e?.$metadata?.httpStatusCode === 412;
}

async function put(key: string, body: unknown, onlyNew: boolean): Promise<void> {
  try {
    await s3().send(
      new PutObjectCommand({
        Bucket: env.auditArchiveBucket,
        Key: key,
        Body: JSON.stringify(body, null, 2),
        ContentType: 'application/json',
        // Object Lock requires an integrity checksum on every put
        ChecksumAlgorithm: 'SHA256',
        ...(onlyNew ? { IfNoneMatch: '*' } : {}),
      }),
    );
  } catch (error) {
    if (!(onlyNew && alreadyThere(error))) throw error;
  }
}

/** Copies one stream record of an audit item; false when it is no audit item's. */
async function archiveOne(record: DynamoDBRecord): Promise<boolean> {
  const key = plainOf(record.dynamodb?.Keys) ?? {};
  const pk = String(key.PK ?? '');
  const sk = String(key.SK ?? '');
  if (!isAuditPartition(pk)) return false;
  const stream = { event_id: record.eventID, event: record.eventName, at: record.dynamodb?.ApproximateCreationDateTime ?? null };
  if (record.eventName === 'INSERT') {
    await put(archiveKey.entry(pk, sk), { entry: plainOf(record.dynamodb?.NewImage), stream }, true);
    return true;
  }
  const before = plainOf(record.dynamodb?.OldImage);
  const after = plainOf(record.dynamodb?.NewImage);
  await put(archiveKey.change(pk, sk, record.eventID ?? 'unknown'), { before, after, stream }, true);
  logger.error('an audit entry was changed or deleted in the table; its archived copy stands', { pk, sk, event: record.eventName });
  metrics.addMetric(AUDIT_CHANGED_METRIC, MetricUnit.Count, 1);
  return true;
}

/** Archives a batch of stream records in order; answers the first that failed (Lambda retries from it). */
export async function archiveAuditRecords(records: readonly DynamoDBRecord[]): Promise<DynamoDBBatchResponse & { archived: number }> {
  let archived = 0;
  for (const record of records) {
    try {
      if (await archiveOne(record)) archived++;
    } catch (error) {
      logger.error('audit entry not archived; retried from it', { error: error as Error, eventId: record.eventID });
      return { archived, batchItemFailures: [{ itemIdentifier: record.dynamodb?.SequenceNumber ?? '' }] };
    }
  }
  return { archived, batchItemFailures: [] };
}
