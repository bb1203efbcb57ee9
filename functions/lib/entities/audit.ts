/**
 * The audit log (functions/lib/audit.ts): an entry is only ever put, never changed or deleted, in
 * its target's partition `AUDIT#<type>#<id>` / `<at>#<ulid>`; GSI1 `AUDIT#ACTOR#<ulid>` and GSI2
 * `AUDIT#DAY#<YYYY-MM-DD>`, both by `<at>#<ulid>`. The table's stream copies each entry to the
 * Object Lock archive (functions/domain/audit/archive.ts).
 */
import type { Key } from './key';

export const auditKeys = {
  /** An entry, in its target's partition (a target's history is one Query), by time. */
  audit: (targetType: string, targetId: string | number, at: string, entryId: string): Key => ({
    PK: `AUDIT#${targetType}#${targetId}`,
    SK: `${at}#${entryId}`,
  }),
  auditPartition: (targetType: string, targetId: string | number) => `AUDIT#${targetType}#${targetId}`,
  /** The leading key every audit partition starts with (the Lambdas' roles may not update or delete under it). */
  auditLeadingKey: () => 'AUDIT#',
  /** GSI1: an actor's entries by time; GSI2: a day's entries by time. */
  auditByActor: (userId: string) => `AUDIT#ACTOR#${userId}`,
  auditByDay: (day: string) => `AUDIT#DAY#${day}`,
  /**
   * Sort-key range of the entries made from `from` to `to` (ISO instants, both counted), for
   * `BETWEEN` on the target partition's SK, GSI1SK or GSI2SK (all `<at>#<id>`).
   */
  auditTimeRange: (from: string, to: string) => ({ from, to: `${to}#\u{10FFFF}` }),
} as const;
