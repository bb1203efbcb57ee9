/**
 * Reads of the audit log (functions/lib/audit.ts writes it): one page of a partition's entries in
 * a time range, newest first. The partitions: a target's (`AUDIT#<type>#<id>`), an actor's (GSI1
 * `AUDIT#ACTOR#<user>`) and a UTC day's (GSI2 `AUDIT#DAY#<day>`). No Scan.
 */

import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { AuditEntry } from '@functions/lib/audit';
import { ddb } from '@functions/lib/clients';
import { auditKeys } from '@functions/lib/entities/audit';
import { type QueryPage, tableName } from '@functions/lib/table';
import type { IndexName } from '@functions/lib/table-schema';

/** Where a list of entries is read from. */
export type AuditSource = { kind: 'target'; type: string; id: string } | { kind: 'actor'; userId: string } | { kind: 'day'; day: string };

function partitionOf(source: AuditSource): { index?: IndexName; pk: string } {
  if (source.kind === 'target') return { pk: auditKeys.auditPartition(source.type, source.id) };
  if (source.kind === 'actor') return { index: 'GSI1', pk: auditKeys.auditByActor(source.userId) };
  return { index: 'GSI2', pk: auditKeys.auditByDay(source.day) };
}

export const auditRepo = {
  /**
   * Up to `limit` entries of `source` made from `from` to `to` (ISO instants), newest first, and
   * where the next page starts (none: the range is read).
   */
  async page(
    source: AuditSource,
    range: { from: string; to: string },
    limit: number,
    start?: Record<string, unknown>,
  ): Promise<QueryPage<AuditEntry>> {
    const { index, pk } = partitionOf(source);
    const sk = auditKeys.auditTimeRange(range.from, range.to);
    const out = await ddb().send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: index,
        KeyConditionExpression: '#pk = :pk AND #sk BETWEEN :from AND :to',
        ExpressionAttributeNames: { '#pk': index ? `${index}PK` : 'PK', '#sk': index ? `${index}SK` : 'SK' },
        ExpressionAttributeValues: { ':pk': pk, ':from': sk.from, ':to': sk.to },
        ScanIndexForward: false,
        Limit: limit,
        ExclusiveStartKey: start,
      }),
    );
    return { items: (out.Items ?? []) as AuditEntry[], lastKey: out.LastEvaluatedKey };
  },
};
