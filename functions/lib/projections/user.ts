/** THE projection of a user change: every item other concerns derive from a user (index.ts). */
import type { UserItem } from '@functions/lib/entities/users';
import type { TransactItem } from '@functions/lib/table';
import { type CapaianReads, TABLE_READS, userCapaian } from './capaian';
import type { Change, Projected } from './change';
import { userCounterChanges } from './counters';
import { profileIndexChanges } from './search-index';
import { studentNameChanges } from './student-name';

/**
 * The derived items of a user change: the search index, the student lists' name index, the
 * counters, the achievement. Reads what the achievement needs; `beside`: the other items of the
 * transaction (a counter shard is written once per transaction); `reads`: where the achievement's
 * inputs come from (the table, unless a bulk load holds them).
 */
export async function projectUser(
  { before, after }: Change<UserItem>,
  beside: readonly TransactItem[] = [],
  reads: CapaianReads = TABLE_READS,
): Promise<Projected> {
  const items = [...profileIndexChanges(before, after), ...studentNameChanges(before, after), ...userCounterChanges(before, after)];
  items.push(...(await userCapaian(before, after, [...beside, ...items], reads)));
  return { items, retry: [] };
}
