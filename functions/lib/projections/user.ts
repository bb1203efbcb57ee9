/** THE projection of a user change: every item other concerns derive from a user (index.ts). */
import type { UserItem } from '@functions/lib/entities/users';
import type { TransactItem } from '@functions/lib/table';
import { userCapaian } from './capaian';
import type { Change, Projected } from './change';
import { userCounterChanges } from './counters';
import { profileIndexChanges } from './search-index';
import { studentNameChanges } from './student-name';

/**
 * The derived items of a user change: the search index, the student lists' name index, the
 * counters, the achievement. Reads what the achievement needs; `beside`: the other items of the
 * transaction (a counter shard is written once per transaction).
 */
export async function projectUser({ before, after }: Change<UserItem>, beside: readonly TransactItem[] = []): Promise<Projected> {
  const items = [...profileIndexChanges(before, after), ...studentNameChanges(before, after), ...userCounterChanges(before, after)];
  items.push(...(await userCapaian(before, after, [...beside, ...items])));
  return { items, retry: [] };
}
