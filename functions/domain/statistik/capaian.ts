/**
 * The recount of a program's achievement counters (docs/data-model.md "Counters"): after a rule
 * change (`aturanChanged` marks `CAPAIAN#ATURAN`; the `statistik-capaian` job), in the seed and
 * in the rebuild. Every other write moves them by projection (functions/lib/projections/), in
 * its own transaction, with `capaian_seq` + 1: the recount detects concurrent writes by it.
 */
import { type UserItem, usersRepo } from '@functions/domain/users/repo';
import type { Key } from '@functions/lib/entities/key';
import { statistikKeys } from '@functions/lib/entities/statistik';
import { userKeys } from '@functions/lib/entities/users';
import { logger } from '@functions/lib/logger';
import { capaianRules, contribution, isActiveStudent, poinOfItem, readAturan } from '@functions/lib/projections/capaian-state';
import { STAT_SHARDS } from '@functions/lib/projections/counters';
import { batchGet, type TransactItem, tableName, transact } from '@functions/lib/table';
import { CAPAIAN_ATTR, isCapaianAttr } from '@shared/domain/capaian';

export interface CapaianRecount {
  id_prodi: number;
  /** The achievement counters set (on shard 00; the other shards hold none). */
  counters: Record<string, number>;
  /** Active students counted. */
  aktif: number;
  /** The rules marker the recount started from (`dihitung` is at least this now). */
  perubahan: number;
  attempts: number;
}

const shardKeys = (idProdi: number) => Array.from({ length: STAT_SHARDS }, (_, s) => statistikKeys.prodiStats(idProdi, s));

/** The recount's answer of one program: the exact sums under the current rules (read once). */
export async function countCapaian(idProdi: number): Promise<{ counters: Record<string, number>; aktif: number }> {
  const [rules, listed] = await Promise.all([capaianRules(idProdi), usersRepo.listOfRoleProdi('mahasiswa', idProdi)]);
  // the user items and their points, strongly consistent (the list is an index, read as a hint)
  const read = await batchGet<Record<string, unknown>>(
    listed.flatMap((u) => [userKeys.user(u.id), statistikKeys.userPoin(u.id)]),
    undefined,
    undefined,
    true,
  );
  const users = new Map<string, UserItem>();
  const poin = new Map<string, Record<string, unknown>>();
  for (const item of read) {
    const id = String(item.PK).slice('USER#'.length);
    if (item.SK === statistikKeys.userPoin(id).SK) poin.set(id, item);
    else users.set(id, item as unknown as UserItem);
  }
  const counters: Record<string, number> = {};
  let aktif = 0;
  for (const u of users.values()) {
    if (!isActiveStudent(u) || u.id_prodi !== idProdi) continue;
    aktif++;
    for (const [n, v] of Object.entries(contribution(rules, poinOfItem(poin.get(u.id)).poin))) counters[n] = (counters[n] ?? 0) + v;
  }
  return { counters, aktif };
}

const SEQ = CAPAIAN_ATTR.seq;

/**
 * One shard's write of the recount: `set` on it (with its place in the university's partition,
 * `index`), its other achievement attributes removed, conditional on its capaian_seq as read.
 */
function recountShardItem(
  key: Key,
  shard: Record<string, unknown> | undefined,
  set: Record<string, number>,
  index: Record<string, string>,
): TransactItem {
  const seq = shard?.[SEQ];
  const condition =
    typeof seq === 'number'
      ? { ConditionExpression: '#seq = :seq', values: { ':seq': seq } }
      : { ConditionExpression: 'attribute_not_exists(#seq)', values: {} };
  const remove = Object.keys(shard ?? {}).filter((n) => isCapaianAttr(n) && !(n in set));
  const setNames = Object.keys(set);
  if (setNames.length === 0 && remove.length === 0)
    return {
      ConditionCheck: {
        TableName: tableName(),
        Key: key,
        ConditionExpression: condition.ConditionExpression,
        ExpressionAttributeNames: { '#seq': SEQ },
        ...(Object.keys(condition.values).length ? { ExpressionAttributeValues: condition.values } : {}),
      },
    };
  const labels = Object.entries(index);
  const values = {
    ...condition.values,
    ...Object.fromEntries(setNames.map((n, i) => [`:s${i}`, set[n]])),
    ...Object.fromEntries(labels.map(([, v], i) => [`:l${i}`, v])),
  };
  return {
    Update: {
      TableName: tableName(),
      Key: key,
      UpdateExpression: [
        `SET ${[...setNames.map((_, i) => `#s${i} = :s${i}`), ...labels.map((_, i) => `#l${i} = :l${i}`)].join(', ')}`,
        remove.length ? `REMOVE ${remove.map((_, i) => `#r${i}`).join(', ')}` : '',
      ]
        .filter(Boolean)
        .join(' '),
      ConditionExpression: condition.ConditionExpression,
      ExpressionAttributeNames: {
        '#seq': SEQ,
        ...Object.fromEntries(setNames.map((n, i) => [`#s${i}`, n])),
        ...Object.fromEntries(remove.map((n, i) => [`#r${i}`, n])),
        ...Object.fromEntries(labels.map(([n], i) => [`#l${i}`, n])),
      },
      ExpressionAttributeValues: values,
    },
  };
}

/**
 * Recounts a program's achievement counters (the `statistik-capaian` job after a rule change, the
 * seed, the rebuild): reads its shards (their capaian_seq), its rules marker, its active students
 * and their points, then in ONE transaction sets the exact sums on shard 00 and removes the
 * achievement attributes of the others, every shard conditional on its capaian_seq as read (a
 * write of the program meanwhile cancels it: read and start over, THE transaction retry of
 * functions/lib/table.ts), and records the marker it started from (`dihitung`). Returns what it set.
 */
export async function recountCapaian(idProdi: number): Promise<CapaianRecount> {
  let attempts = 0;
  let last: Omit<CapaianRecount, 'attempts'> | undefined;
  await transact(async () => {
    if (attempts++ > 0) logger.info('achievement recount cancelled by a concurrent write; starting over', { idProdi, attempt: attempts - 1 });
    const shardItems = await batchGet<Record<string, unknown>>(shardKeys(idProdi), undefined, undefined, true);
    const bySk = new Map(shardItems.map((s) => [String(s.SK), s]));
    const aturan = await readAturan(idProdi);
    const { counters, aktif } = await countCapaian(idProdi);
    const items = shardKeys(idProdi).map((key, s) =>
      recountShardItem(key, bySk.get(key.SK), s === 0 ? counters : {}, statistikKeys.prodiStatsIndex(idProdi, s)),
    );
    if (aturan.dihitung < aturan.perubahan)
      items.push({
        Update: {
          TableName: tableName(),
          Key: statistikKeys.prodiCapaianAturan(idProdi),
          UpdateExpression: 'SET dihitung = :v, GSI1PK = :gpk, GSI1SK = :gsk',
          ConditionExpression: 'attribute_not_exists(dihitung) OR dihitung < :v',
          ExpressionAttributeValues: {
            ':v': aturan.perubahan,
            ':gpk': statistikKeys.prodiCapaianAturanIndex(idProdi).GSI1PK,
            ':gsk': statistikKeys.prodiCapaianAturanIndex(idProdi).GSI1SK,
          },
        },
      });
    last = { id_prodi: idProdi, counters, aktif, perubahan: aturan.perubahan };
    return { items, again: 'any' };
  });
  return { ...(last as Omit<CapaianRecount, 'attempts'>), attempts };
}
