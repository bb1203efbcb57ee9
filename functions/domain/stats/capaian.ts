/**
 * THE writes of the achievement counters (docs/decisions/0032-dashboard-counters.md;
 * the layout in docs/data-model.md "Counters"). A program's shards
 * (`STAT#PRODI#<p>` / `COUNTERS#<nn>`) carry, summed over its not yet graduated students, what
 * `capaianCounters(capaianOf(rules, poin))` says of each (shared/domain/capaian.ts): the
 * sub-rubrics, categories and the whole SKPI checklist they meet. Their inputs:
 * - a student's verified points per sub-rubric, `USER#<id>` / `STAT#POIN` (`poin_<idAnak>`, with
 *   a `version` every write of it is conditional on);
 * - the student's program and graduation (the user item);
 * - the program's rules (its rubrics and sub-rubrics).
 * Every write that changes one of a student's inputs adds the difference of their contribution
 * to one shard of their program in its own transaction, with `capaian_seq` + 1 (the recount
 * detects concurrent writes by it). A rule change cannot be written so (every student of the
 * program may move), so it marks `CAPAIAN#ATURAN` (`perubahan` + 1) and the `statistik-capaian`
 * job recounts the program (`recountCapaian`).
 *
 * The builders below return transaction items; the repo that writes the change adds them to its
 * own transaction (`beside`: the items already there, so no shard is written twice).
 */
import type { AnakRubrikItem, RubrikItem } from '@functions/domain/rubrik/repo';
import { type UserItem, usersRepo } from '@functions/domain/users/repo';
import { type Key, keys } from '@functions/lib/keys';
import { logger } from '@functions/lib/logger';
import { batchGet, getItem, isTransactionConflict, queryAll, type TransactItem, tableName, transact } from '@functions/lib/table';
import { CAPAIAN_ATTR, type CapaianRules, capaianCounters, capaianOf, isCapaianAttr, type PoinAnak } from '@shared/domain/capaian';
import { add, type PortfolioCounted, randomShard, STAT_SHARDS, verifiedPoints } from './counters';

/** What the achievement needs of a user item. */
export type CapaianOwner = Pick<UserItem, 'id' | 'role' | 'id_prodi' | 'is_graduated'>;

/** A student counted in their program's achievement counters: not graduated, with a program. */
export const isActiveStudent = (u: Pick<UserItem, 'role' | 'id_prodi' | 'is_graduated'>): u is typeof u & { id_prodi: number } =>
  u.role === 'mahasiswa' && u.id_prodi !== null && u.is_graduated !== true;

// --- rules ---

/**
 * A program's rules for capaianOf: its rubrics with their sub-rubrics (as the SKPI checklist reads
 * them: the GSI2 partitions of rubrikRepo.listRubrikOfProdi / listAnakOfProdi). Queried here with
 * the repo's keys rather than through rubrikRepo: every Lambda that creates a user or writes a
 * portfolio carries this module, and the rubric repo's writers would take the import and auth
 * bundles over their 1 MB budget.
 */
export async function capaianRules(idProdi: number): Promise<CapaianRules> {
  const [rubrik, anak] = await Promise.all([
    queryAll<RubrikItem>({ index: 'GSI2', pk: keys.rubrikByProdi(idProdi) }),
    queryAll<AnakRubrikItem>({ index: 'GSI2', pk: keys.anakByProdi(idProdi) }),
  ]);
  return rubrik.map((r) => ({
    id_rubrik: r.id_rubrik,
    id_bidang_portofolio: r.id_bidang_portofolio,
    syarat_minimal_skp: r.syarat_minimal_skp,
    anak_rubrik: anak
      .filter((a) => a.id_rubrik === r.id_rubrik)
      .map((a) => ({ id_anak_rubrik: a.id_anak_rubrik, syarat_minimal_skp: a.syarat_minimal_skp })),
  }));
}

/** What one student adds to their program's counters under `rules`. */
export const contribution = (rules: CapaianRules, poin: PoinAnak) => capaianCounters(capaianOf(rules, poin));

// --- a student's points (STAT#POIN) ---

const POIN_PREFIX = 'poin_';

/** A student's verified points as read, with the item's version (0: no item yet). */
export interface PoinState {
  poin: PoinAnak;
  version: number;
}

/** The points of a STAT#POIN item (absent: none, version 0). */
export function poinOfItem(item: Record<string, unknown> | undefined): PoinState {
  const poin: Record<number, number> = {};
  for (const [name, value] of Object.entries(item ?? {}))
    if (name.startsWith(POIN_PREFIX) && typeof value === 'number' && value !== 0) poin[Number(name.slice(POIN_PREFIX.length))] = value;
  return { poin, version: typeof item?.version === 'number' ? item.version : 0 };
}

export const readPoin = async (userId: string) => poinOfItem(await getItem<Record<string, unknown>>(keys.userPoin(userId), { ConsistentRead: true }));

/** How a portfolio change moves its owner's verified points, per sub-rubric (only status 2 counts); zeros left out. */
export function poinDelta(before: PortfolioCounted | null, after: PortfolioCounted | null): Record<number, number> {
  const delta: Record<number, number> = {};
  for (const [p, sign] of [
    [before, -1],
    [after, 1],
  ] as const) {
    const points = verifiedPoints(p);
    if (p && points !== 0) delta[p.id_anak_rubrik] = (delta[p.id_anak_rubrik] ?? 0) + sign * points;
  }
  for (const [id, v] of Object.entries(delta)) if (v === 0) delete delta[Number(id)];
  return delta;
}

export function withDelta(poin: PoinAnak, delta: Readonly<Record<number, number>>): PoinAnak {
  const out: Record<number, number> = { ...poin };
  for (const [id, v] of Object.entries(delta)) {
    const next = (out[Number(id)] ?? 0) + v;
    if (next === 0) delete out[Number(id)];
    else out[Number(id)] = next;
  }
  return out;
}

/** The condition that STAT#POIN is still as read (absent when version 0). */
const poinCondition = (state: PoinState) =>
  state.version === 0
    ? { ConditionExpression: 'attribute_not_exists(PK)' }
    : { ConditionExpression: 'version = :poinVersion', ExpressionAttributeValues: { ':poinVersion': state.version } };

const poinItem = (userId: string, poin: PoinAnak, version: number) => ({
  ...keys.userPoin(userId),
  type: 'stat-poin',
  ...Object.fromEntries(Object.entries(poin).map(([id, v]) => [`${POIN_PREFIX}${id}`, v])),
  version,
});

/** Writes the student's new points, conditional on the version read (creating the item at version 1). */
export const poinPut = (userId: string, state: PoinState, next: PoinAnak): TransactItem => ({
  Put: { TableName: tableName(), Item: poinItem(userId, next, state.version + 1), ...poinCondition(state) },
});

/** The points item of a new student (version 1; a new user id has none). */
export const poinCreate = (userId: string): TransactItem => ({ Put: { TableName: tableName(), Item: poinItem(userId, {}, 1) } });

/** The student's points are still as read. */
export const poinUnchanged = (userId: string, state: PoinState): TransactItem => ({
  ConditionCheck: { TableName: tableName(), Key: keys.userPoin(userId), ...poinCondition(state) },
});

const poinRemove = (userId: string, state: PoinState): TransactItem => ({
  Delete: { TableName: tableName(), Key: keys.userPoin(userId), ...poinCondition(state) },
});

// --- the program's shards ---

/** `after - before` per attribute, zeros left out. */
export function capaianDelta(before: Record<string, number>, after: Record<string, number>): Record<string, number> {
  const out: Record<string, number> = {};
  for (const name of new Set([...Object.keys(before), ...Object.keys(after)])) {
    const d = (after[name] ?? 0) - (before[name] ?? 0);
    if (d !== 0) out[name] = d;
  }
  return out;
}

const negated = (c: Record<string, number>) => Object.fromEntries(Object.entries(c).map(([n, v]) => [n, -v]));

const keyOf = (item: TransactItem): Key | undefined =>
  (item.Update?.Key ?? item.Delete?.Key ?? item.ConditionCheck?.Key ?? (item.Put?.Item as Key | undefined)) as Key | undefined;

/**
 * ADDs an achievement delta (and `capaian_seq` 1, always) to a random shard of the program that
 * no item of `beside` writes (one transaction may touch an item once).
 */
export function capaianAdd(idProdi: number, delta: Record<string, number>, beside: readonly TransactItem[]): TransactItem {
  const partition = keys.prodiStatsPartition(idProdi);
  const taken = new Set(beside.map(keyOf).flatMap((k) => (k && k.PK === partition ? [k.SK] : [])));
  const free = Array.from({ length: STAT_SHARDS }, (_, s) => s).filter((s) => !taken.has(keys.prodiStats(idProdi, s).SK));
  const shard = free.length ? (free[Math.floor(Math.random() * free.length)] as number) : randomShard();
  return add(idProdi, shard, { ...delta, [CAPAIAN_ATTR.seq]: 1 });
}

/** The program's rules are still those read (`perubahan` as read; absent when 0). */
const aturanUnchanged = (idProdi: number, perubahan: number): TransactItem => ({
  ConditionCheck: {
    TableName: tableName(),
    Key: keys.prodiCapaianAturan(idProdi),
    ...(perubahan === 0
      ? { ConditionExpression: 'attribute_not_exists(perubahan) OR perubahan = :zero', ExpressionAttributeValues: { ':zero': 0 } }
      : { ConditionExpression: 'perubahan = :perubahan', ExpressionAttributeValues: { ':perubahan': perubahan } }),
  },
});

const readAturan = async (idProdi: number) => {
  const a = await getItem<{ perubahan?: number; dihitung?: number }>(keys.prodiCapaianAturan(idProdi), { ConsistentRead: true });
  return { perubahan: a?.perubahan ?? 0, dihitung: a?.dihitung ?? 0 };
};

/**
 * The owner's program and graduation are still as read, as a condition (names and values
 * prefixed `#cq`/`:cq`, so it joins another write's expression on the user item).
 */
function ownerCondition(owner: CapaianOwner) {
  const names: Record<string, string> = { '#cqProdi': 'id_prodi', '#cqLulus': 'is_graduated' };
  const values: Record<string, unknown> = {};
  let prodi: string;
  if (owner.id_prodi === null) {
    prodi = '(attribute_not_exists(#cqProdi) OR #cqProdi = :cqNull)';
    values[':cqNull'] = null;
  } else {
    prodi = '#cqProdi = :cqProdi';
    values[':cqProdi'] = owner.id_prodi;
  }
  const lulus = owner.is_graduated === true ? '#cqLulus = :cqTrue' : '(attribute_not_exists(#cqLulus) OR #cqLulus = :cqFalse)';
  values[owner.is_graduated === true ? ':cqTrue' : ':cqFalse'] = owner.is_graduated === true;
  return { expression: `attribute_exists(PK) AND ${prodi} AND ${lulus}`, names, values };
}

// --- the write paths ---

/** What a portfolio change adds to its transaction: `items` appended, `rest` with the owner condition joined. */
export interface PortfolioCapaian {
  rest: TransactItem[];
  /** Positions in `rest` that carry a condition of ours. */
  watched: number[];
  items: TransactItem[];
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
): Promise<PortfolioCapaian | undefined> {
  const [owner, state, hintAturan, hintRules] = await Promise.all([
    usersRepo.getById(userId),
    readPoin(userId),
    readAturan(hintProdi),
    capaianRules(hintProdi),
  ]);
  if (owner?.role !== 'mahasiswa') return undefined;
  const next = withDelta(state.poin, delta);
  const items: TransactItem[] = [poinPut(userId, state, next)];
  if (isActiveStudent(owner)) {
    const p = owner.id_prodi;
    const [aturan, rules] = p === hintProdi ? [hintAturan, hintRules] : await Promise.all([readAturan(p), capaianRules(p)]);
    items.push(capaianAdd(p, capaianDelta(contribution(rules, state.poin), contribution(rules, next)), rest), aturanUnchanged(p, aturan.perubahan));
  }
  const condition = ownerCondition(owner);
  const userKey = keys.user(userId);
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

/**
 * A new account (usersRepo.create): a student gets their STAT#POIN (version 1, no points) and,
 * when active, adds their contribution with no points (a minimum of 0 is met by 0 points).
 */
export async function userCreatedCapaian(user: CapaianOwner, beside: readonly TransactItem[]): Promise<TransactItem[]> {
  if (user.role !== 'mahasiswa') return [];
  const items = [poinCreate(user.id)];
  if (isActiveStudent(user)) items.push(capaianAdd(user.id_prodi, contribution(await capaianRules(user.id_prodi), {}), beside));
  return items;
}

/** A deleted account (usersRepo.remove): its STAT#POIN goes (conditional on its version); an active student's contribution leaves. */
export async function userDeletedCapaian(user: CapaianOwner, beside: readonly TransactItem[]): Promise<TransactItem[]> {
  if (user.role !== 'mahasiswa') return [];
  const state = await readPoin(user.id);
  const items = [poinRemove(user.id, state)];
  if (isActiveStudent(user)) items.push(capaianAdd(user.id_prodi, negated(contribution(await capaianRules(user.id_prodi), state.poin)), beside));
  return items;
}

/**
 * A student graduates (`graduated` true: an SKPI print, the admin's edit) or is set back to not
 * graduated: their contribution leaves or joins their program (their points as read, conditional
 * on STAT#POIN's version). Nothing when the state does not change. The caller's user write is
 * conditional on the user's version.
 */
export async function graduationCapaian(user: CapaianOwner, graduated: boolean, beside: readonly TransactItem[]): Promise<TransactItem[]> {
  if (user.role !== 'mahasiswa' || user.id_prodi === null || (user.is_graduated === true) === graduated) return [];
  const [state, rules] = await Promise.all([readPoin(user.id), capaianRules(user.id_prodi)]);
  const c = contribution(rules, state.poin);
  return [poinUnchanged(user.id, state), capaianAdd(user.id_prodi, graduated ? negated(c) : c, beside)];
}

/**
 * An active student moves to another program (users/move.ts): their contribution under the old
 * program's rules leaves it, and their contribution under the new program's rules joins the new
 * one (sub-rubric ids are per program: old points simply do not count there).
 */
export async function movedCapaian(user: CapaianOwner, idProdiAfter: number | null, beside: readonly TransactItem[]): Promise<TransactItem[]> {
  if (user.role !== 'mahasiswa' || user.is_graduated === true || user.id_prodi === idProdiAfter) return [];
  const from = user.id_prodi;
  const [state, oldRules, newRules] = await Promise.all([
    readPoin(user.id),
    from === null ? undefined : capaianRules(from),
    idProdiAfter === null ? undefined : capaianRules(idProdiAfter),
  ]);
  const items = [poinUnchanged(user.id, state)];
  if (from !== null && oldRules) items.push(capaianAdd(from, negated(contribution(oldRules, state.poin)), [...beside, ...items]));
  if (idProdiAfter !== null && newRules) items.push(capaianAdd(idProdiAfter, contribution(newRules, state.poin), [...beside, ...items]));
  return items;
}

/**
 * A change of the program's rules (a rubric or sub-rubric added, deleted, or its minimum changed),
 * in that write's transaction: the program's counters wait for a recount (`perubahan` > `dihitung`).
 */
export const aturanChanged = (idProdi: number): TransactItem => ({
  Update: {
    TableName: tableName(),
    Key: keys.prodiCapaianAturan(idProdi),
    UpdateExpression: 'ADD perubahan :one SET id_prodi = :p',
    ExpressionAttributeValues: { ':one': 1, ':p': idProdi },
  },
});

// --- the recount of a program ---

/** Tries of a recount before it gives up (each cancelled by a concurrent write of the program). */
const RECOUNT_ATTEMPTS = 12;

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

const shardKeys = (idProdi: number) => Array.from({ length: STAT_SHARDS }, (_, s) => keys.prodiStats(idProdi, s));

/** The recount's answer of one program: the exact sums under the current rules (read once). */
export async function countCapaian(idProdi: number): Promise<{ counters: Record<string, number>; aktif: number }> {
  const [rules, listed] = await Promise.all([capaianRules(idProdi), usersRepo.listOfRoleProdi('mahasiswa', idProdi)]);
  // the user items and their points, strongly consistent (the list is an index, read as a hint)
  const read = await batchGet<Record<string, unknown>>(
    listed.flatMap((u) => [keys.user(u.id), keys.userPoin(u.id)]),
    undefined,
    undefined,
    true,
  );
  const users = new Map<string, UserItem>();
  const poin = new Map<string, Record<string, unknown>>();
  for (const item of read) {
    const id = String(item.PK).slice('USER#'.length);
    if (item.SK === keys.userPoin(id).SK) poin.set(id, item);
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

/** One shard's write of the recount: `set` on it, its other achievement attributes removed, conditional on its capaian_seq as read. */
function recountShardItem(key: Key, shard: Record<string, unknown> | undefined, set: Record<string, number>): TransactItem {
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
  const values = { ...condition.values, ...Object.fromEntries(setNames.map((n, i) => [`:s${i}`, set[n]])) };
  return {
    Update: {
      TableName: tableName(),
      Key: key,
      UpdateExpression: [
        setNames.length ? `SET ${setNames.map((_, i) => `#s${i} = :s${i}`).join(', ')}` : '',
        remove.length ? `REMOVE ${remove.map((_, i) => `#r${i}`).join(', ')}` : '',
      ]
        .filter(Boolean)
        .join(' '),
      ConditionExpression: condition.ConditionExpression,
      ExpressionAttributeNames: {
        '#seq': SEQ,
        ...Object.fromEntries(setNames.map((n, i) => [`#s${i}`, n])),
        ...Object.fromEntries(remove.map((n, i) => [`#r${i}`, n])),
      },
      ...(Object.keys(values).length ? { ExpressionAttributeValues: values } : {}),
    },
  };
}

/**
 * Recounts a program's achievement counters (the `statistik-capaian` job after a rule change, the
 * seed, the rebuild): reads its shards (their capaian_seq), its rules marker, its active students
 * and their points, then in ONE transaction sets the exact sums on shard 00 and removes the
 * achievement attributes of the others, every shard conditional on its capaian_seq as read (a
 * write of the program meanwhile cancels it: start over, bounded, with jitter), and records the
 * marker it started from (`dihitung`). Returns what it set.
 */
export async function recountCapaian(idProdi: number): Promise<CapaianRecount> {
  for (let attempt = 1; ; attempt++) {
    const shardItems = await batchGet<Record<string, unknown>>(shardKeys(idProdi), undefined, undefined, true);
    const bySk = new Map(shardItems.map((s) => [String(s.SK), s]));
    const aturan = await readAturan(idProdi);
    const { counters, aktif } = await countCapaian(idProdi);
    const items = shardKeys(idProdi).map((key, s) => recountShardItem(key, bySk.get(key.SK), s === 0 ? counters : {}));
    if (aturan.dihitung < aturan.perubahan)
      items.push({
        Update: {
          TableName: tableName(),
          Key: keys.prodiCapaianAturan(idProdi),
          UpdateExpression: 'SET dihitung = :v',
          ConditionExpression: 'attribute_not_exists(dihitung) OR dihitung < :v',
          ExpressionAttributeValues: { ':v': aturan.perubahan },
        },
      });
    try {
      await transact(items);
      return { id_prodi: idProdi, counters, aktif, perubahan: aturan.perubahan, attempts: attempt };
    } catch (err) {
      const cancelled = (err as { name?: string } | null)?.name === 'TransactionCanceledException' || isTransactionConflict(err);
      if (!cancelled || attempt >= RECOUNT_ATTEMPTS) throw err;
      logger.info('achievement recount cancelled by a concurrent write; starting over', { idProdi, attempt });
      await new Promise((r) => setTimeout(r, 25 * 2 ** Math.min(attempt, 5) + Math.random() * 100));
    }
  }
}
