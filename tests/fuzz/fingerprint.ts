/**
 * A fingerprint of the whole table (each item's key and a hash of its attributes), read before and
 * after the fuzz: the read-back that no refused request changed anything, beside the per-request
 * record of writes (harness.ts), in case a write went around the recorded clients.
 */
import { createHash } from 'node:crypto';
import { ScanCommand } from '@aws-sdk/lib-dynamodb';

const SEGMENTS = 4;

export async function tableFingerprint(): Promise<Map<string, string>> {
  const { ddb } = await import('@functions/lib/clients');
  const { tableName } = await import('@functions/lib/table');
  const out = new Map<string, string>();
  await Promise.all(
    Array.from({ length: SEGMENTS }, async (_, segment) => {
      let start: Record<string, unknown> | undefined;
      do {
        const page = await ddb().send(
          new ScanCommand({ TableName: tableName(), Segment: segment, TotalSegments: SEGMENTS, ExclusiveStartKey: start }),
        );
        for (const item of page.Items ?? []) {
          const sorted = Object.fromEntries(Object.entries(item).sort(([a], [b]) => a.localeCompare(b)));
          out.set(`${String(item.PK)}|${String(item.SK)}`, createHash('sha256').update(JSON.stringify(sorted)).digest('hex'));
        }
        start = page.LastEvaluatedKey;
      } while (start);
    }),
  );
  return out;
}

/** The keys added, removed or changed between two fingerprints. */
export function fingerprintChanges(before: Map<string, string>, after: Map<string, string>): string[] {
  const changed: string[] = [];
  for (const [key, hash] of after) if (before.get(key) !== hash) changed.push(before.has(key) ? `changed ${key}` : `added ${key}`);
  for (const key of before.keys()) if (!after.has(key)) changed.push(`removed ${key}`);
  return changed;
}
