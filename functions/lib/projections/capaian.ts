/**
 * The achievement items of a write (docs/data-model.md "Counters"): what `capaianAdds` says a
 * change moves, with the reads it needs (the owner's points, the programs' rules) done fresh and
 * the conditions that those reads are still true when the transaction runs. A portfolio change
 * retries its write when only these conditions failed (functions/domain/portofolio/repo.ts); a
 * user change is conditional on the user's version anyway.
 */
import type { Key } from '@functions/lib/entities/key';
import { statistikKeys } from '@functions/lib/entities/statistik';
import type { UserItem } from '@functions/lib/entities/users';
import { userKeys } from '@functions/lib/entities/users';
import { getItem, type TransactItem, tableName } from '@functions/lib/table';
import type { CapaianRules, PoinAnak } from '@shared/domain/capaian';
import {
  activeProdi,
  aturanUnchanged,
  capaianAdd,
  capaianAdds,
  capaianRules,
  ownerCondition,
  type PoinState,
  poinCreate,
  poinOfItem,
  poinPut,
  poinRemove,
  poinUnchanged,
  readAturan,
  readPoin,
  withDelta,
} from './capaian-state';

/** What a portfolio change adds to its transaction: `items` appended, `rest` with the owner condition joined. */
export interface PortfolioCapaian {
  rest: TransactItem[];
  /** Positions in `rest` that carry a condition of ours. */
  watched: number[];
  items: TransactItem[];
}

/**
 * What the achievement items are built from: the owner's user item (program and graduation), their
 * points (STAT#POIN), a program's rules marker and rules. A live write reads them fresh from the
 * table (TABLE_READS); a bulk load of new students (functions/lib/bulk-load.ts) gives the items it
 * holds and each program's rules read once (heldReads): the same projection builds the same items.
 */
export interface CapaianReads {
  owner(userId: string): Promise<UserItem | undefined>;
  poin(userId: string): Promise<PoinState>;
  aturan(idProdi: number): Promise<{ perubahan: number; dihitung: number }>;
  rules(idProdi: number): Promise<CapaianRules>;
}

export const TABLE_READS: CapaianReads = {
  owner: (userId) => getItem<UserItem>(userKeys.user(userId), { ConsistentRead: true }),
  poin: readPoin,
  aturan: readAturan,
  rules: capaianRules,
};

/**
 * The reads of a bulk load: the owner and their points from the items the load holds (`held`), a
 * program's rules and marker read from the table once (the load changes no rule).
 */
export function heldReads(held: (key: Key) => Record<string, unknown> | undefined): CapaianReads {
  const once = <T>(read: (p: number) => Promise<T>) => {
    const known = new Map<number, Promise<T>>();
    return (p: number) => {
      const hit = known.get(p) ?? read(p);
      known.set(p, hit);
      return hit;
    };
  };
  return {
    owner: async (userId) => held(userKeys.user(userId)) as UserItem | undefined,
    poin: async (userId) => poinOfItem(held(statistikKeys.userPoin(userId))),
    aturan: once(readAturan),
    rules: once(capaianRules),
  };
}

/** The rules of each program, read once each. */
async function readRules(programs: readonly (number | null)[], reads: CapaianReads): Promise<(idProdi: number) => CapaianRules> {
  const ids = [...new Set(programs.filter((p): p is number => p !== null))];
  const read = new Map(await Promise.all(ids.map(async (p) => [p, await reads.rules(p)] as const)));
  return (p) => read.get(p) ?? [];
}

/**
 * The achievement items of a portfolio change that moves its owner's verified points by `delta`
 * (poinDelta), read fresh (call again on every attempt): the owner's new STAT#POIN (conditional
 * on its version), the condition that the owner's program and graduation are as read (joined to
 * the owner's counter update in `rest` when there is one), and, when the owner is an active
 * student, the achievement delta on one shard of their program with the condition that its rules
 * did not change meanwhile. `hintProdi` (the portfolio's program, nearly always the owner's) lets
 * the rules be read beside the owner. Undefined when the owner is gone or not a student.
 */
export async function portfolioCapaian(
  userId: string,
  delta: Readonly<Record<number, number>>,
  hintProdi: number,
  rest: readonly TransactItem[],
  reads: CapaianReads = TABLE_READS,
): Promise<PortfolioCapaian | undefined> {
  const [owner, state, hintAturan, hintRules] = await Promise.all([
    reads.owner(userId),
    reads.poin(userId),
    reads.aturan(hintProdi),
    reads.rules(hintProdi),
  ]);
  if (owner?.role !== 'mahasiswa') return undefined;
  const next = withDelta(state.poin, delta);
  const items: TransactItem[] = [poinPut(userId, state, next)];
  const p = activeProdi(owner);
  if (p !== null) {
    const [aturan, rules] = p === hintProdi ? [hintAturan, hintRules] : await Promise.all([reads.aturan(p), reads.rules(p)]);
    const moved = capaianAdds(owner, owner, state.poin, next, () => rules).get(p) ?? {};
    items.push(capaianAdd(p, moved, rest), aturanUnchanged(p, aturan.perubahan));
  }
  const condition = ownerCondition(owner);
  const userKey = userKeys.user(userId);
  const at = rest.findIndex((i) => i.Update && i.Update.Key?.PK === userKey.PK && i.Update.Key?.SK === userKey.SK && !i.Update.ConditionExpression);
  const patched = [...rest];
  const found = at >= 0 ? rest[at]?.Update : undefined;
  if (found) {
    patched[at] = {
      Update: {
        ...found,
        ConditionExpression: condition.expression,
        ExpressionAttributeNames: { ...found.ExpressionAttributeNames, ...condition.names },
        ExpressionAttributeValues: { ...found.ExpressionAttributeValues, ...condition.values },
      },
    };
  } else {
    items.push({
      ConditionCheck: {
        TableName: tableName(),
        Key: userKey,
        ConditionExpression: condition.expression,
        ExpressionAttributeNames: condition.names,
        ExpressionAttributeValues: condition.values,
      },
    });
  }
  return { rest: patched, watched: found ? [at] : [], items };
}

type Owner = Pick<UserItem, 'id' | 'role' | 'id_prodi' | 'is_graduated'>;

/**
 * The achievement items of a user change (undefined: not existing):
 * - a new student gets their STAT#POIN (version 1, no points) and, when active, their contribution
 *   with no points (a minimum of 0 is met by 0 points);
 * - a deleted student's STAT#POIN goes (conditional on its version) and an active student's
 *   contribution leaves;
 * - a student who graduates, is set back, or moves to another program: their contribution (their
 *   points as read, conditional on STAT#POIN's version) leaves the program they counted in and
 *   joins the one they count in now (sub-rubric ids are per program: old points simply do not
 *   count there). Nothing when neither changes.
 */
export async function userCapaian(
  before: Owner | undefined,
  after: Owner | undefined,
  beside: readonly TransactItem[],
  reads: CapaianReads = TABLE_READS,
): Promise<TransactItem[]> {
  const user = (after ?? before) as Owner;
  if (user.role !== 'mahasiswa') return [];
  const from = activeProdi(before);
  const to = activeProdi(after);
  if (before && after && from === to) return [];
  const noPoints: { poin: PoinAnak; version: number } = { poin: {}, version: 0 };
  const [state, rules] = await Promise.all([before ? reads.poin(user.id) : noPoints, readRules([from, to], reads)]);
  const items: TransactItem[] = [!before ? poinCreate(user.id) : !after ? poinRemove(user.id, state) : poinUnchanged(user.id, state)];
  for (const [p, moved] of capaianAdds(before, after, state.poin, state.poin, rules)) items.push(capaianAdd(p, moved, [...beside, ...items]));
  return items;
}
