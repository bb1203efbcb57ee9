/** The audit archive job (shared/jobs.ts): run by the table's stream with the records of audit items. */
import { archiveAuditRecords } from '@functions/domain/audit/archive';
import { publishMetrics } from '@functions/lib/observability';
import type { DynamoDBBatchResponse, DynamoDBStreamEvent } from 'aws-lambda';

export async function handler(event: DynamoDBStreamEvent): Promise<DynamoDBBatchResponse> {
  try {
    const { batchItemFailures } = await archiveAuditRecords(event.Records ?? []);
    return { batchItemFailures };
  } finally {
    publishMetrics();
  }
}
