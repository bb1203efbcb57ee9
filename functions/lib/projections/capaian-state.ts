/**
 * The inputs and items of the achievement counters (docs/data-model.md "Counters"). A program's
 * shards (`STAT#PRODI#<p>` / `COUNTERS#<nn>`) carry, summed over its not yet graduated students,
 * what `capaianCounters(capaianOf(rules, poin))` says of each (shared/domain/capaian.ts). Their
 * inputs: a student's verified points per sub-rubric (`USER#<id>` / `STAT#POIN`, `poin_<idAnak>`,
 * with a `version` every write of it is conditional on), the student's program and graduation,
 * and the program's rules (its rubrics and sub-rubrics). A rule change cannot be projected (every
 * student of the program may move): it marks `CAPAIAN#ATURAN` (`aturanChanged`) and the
 * `statistik-capaian` job recounts the program (functions/domain/statistik/capaian.ts).
 */

import type { Key } from '@functions/lib/entities/key';
import { rubrikKeys } from '@functions/lib/entities/rubrik';
import { statistikKeys } from '@functions/lib/entities/statistik';
import type { UserItem } from '@functions/lib/entities/users';
import { getItem, queryAll, type TransactItem, tableName } from '@functions/lib/table';
import { CAPAIAN_ATTR, type CapaianRules, capaianCounters, capaianOf, type PoinAnak } from '@shared/domain/capaian';
import { add, randomShard, STAT_SHARDS } from './counters';

/** What the rules need of a rubric and of a sub-rubric item (the rubric repository's items). */
interface RubrikRule {
  id_rubrik: number;
  id_bidang_portofolio: number;
  syarat_minimal_skp: number;
}
interface AnakRule {
  id_anak_rubrik: number;
  id_rubrik: number;
  syarat_minimal_skp: number;
}

/** What the achievement needs to know of a user to tell whether and where they count. */
export interface CapaianSubject {
  role: string;
  id_prodi: number | null;
  is_graduated?: boolean;
}

/** What the achievement needs of a user item. */
export type CapaianOwner = Pick<UserItem, 'id' | 'role' | 'id_prodi' | 'is_graduated'>;

/** A student counted in their program's achievement counters: not graduated, with a program. */
export const isActiveStudent = (u: CapaianSubject): u is typeof u & { id_prodi: number } =>
  u.role === 'mahasiswa' && u.id_prodi !== null && u.is_graduated !== true;

/** The program whose achievement counters a user counts in (null: none, i.e. not an active student). */
export const activeProdi = (u: CapaianSubject | null | undefined) => (u && isActiveStudent(u) ? u.id_prodi : null);

// --- rules ---

/**
 * A program's rules for capaianOf, read from the table: its rubrics with their sub-rubrics (as the
 * SKPI checklist reads them: the GSI2 partitions `rubrikByProdi` / `anakByProdi`).
 */
export async function capaianRules(idProdi: number): Promise<CapaianRules> {
  const [rubrik, anak] = await Promise.all([
    queryAll<RubrikRule>({
      index: 'GSI2',
      pk: rubrikKeys.rubrikByProdi(idProdi),
      ProjectionExpression: 'id_rubrik, id_bidang_portofolio, syarat_minimal_skp',
    }),
    queryAll<AnakRule>({ index: 'GSI2', pk: rubrikKeys.anakByProdi(idProdi), ProjectionExpression: 'id_anak_rubrik, id_rubrik, syarat_minimal_skp' }),
  ]);
  return rulesOf(rubrik, anak);
}

/** The rules of one program's rubrics and sub-rubrics (every sub-rubric under its rubric). */
export function rulesOf(rubrik: readonly RubrikRule[], anak: readonly AnakRule[]): CapaianRules {
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

export const readPoin = async (userId: string) =>
  poinOfItem(await getItem<Record<string, unknown>>(statistikKeys.userPoin(userId), { ConsistentRead: true }));

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

/** The attributes of STAT#POIN that hold the points (`poin_<idAnak>`). */
export const poinAttributes = (poin: PoinAnak): Record<string, number> =>
  Object.fromEntries(Object.entries(poin).map(([id, v]) => [`${POIN_PREFIX}${id}`, v]));

const poinItem = (userId: string, poin: PoinAnak, version: number) => ({
  ...statistikKeys.userPoin(userId),
  type: 'stat-poin',
  ...poinAttributes(poin),
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
  ConditionCheck: { TableName: tableName(), Key: statistikKeys.userPoin(userId), ...poinCondition(state) },
});

export const poinRemove = (userId: string, state: PoinState): TransactItem => ({
  Delete: { TableName: tableName(), Key: statistikKeys.userPoin(userId), ...poinCondition(state) },
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

export const negated = (c: Record<string, number>) => Object.fromEntries(Object.entries(c).map(([n, v]) => [n, -v]));

const keyOf = (item: TransactItem): Key | undefined =>
  (item.Update?.Key ?? item.Delete?.Key ?? item.ConditionCheck?.Key ?? (item.Put?.Item as Key | undefined)) as Key | undefined;

/**
 * ADDs an achievement delta (and `capaian_seq` 1, always) to a random shard of the program that
 * no item of `beside` writes (one transaction may touch an item once).
 */
export function capaianAdd(idProdi: number, delta: Record<string, number>, beside: readonly TransactItem[]): TransactItem {
  const partition = statistikKeys.prodiStatsPartition(idProdi);
  const taken = new Set(beside.map(keyOf).flatMap((k) => (k && k.PK === partition ? [k.SK] : [])));
  const free = Array.from({ length: STAT_SHARDS }, (_, s) => s).filter((s) => !taken.has(statistikKeys.prodiStats(idProdi, s).SK));
  const shard = free.length ? (free[Math.floor(Math.random() * free.length)] as number) : randomShard();
  return add(idProdi, shard, { ...delta, [CAPAIAN_ATTR.seq]: 1 });
}

/** The program's rules are still those read (`perubahan` as read; absent when 0). */
export const aturanUnchanged = (idProdi: number, perubahan: number): TransactItem => ({
  ConditionCheck: {
    TableName: tableName(),
    Key: statistikKeys.prodiCapaianAturan(idProdi),
    ...(perubahan === 0
      ? { ConditionExpression: 'attribute_not_exists(perubahan) OR perubahan = :zero', ExpressionAttributeValues: { ':zero': 0 } }
      : { ConditionExpression: 'perubahan = :perubahan', ExpressionAttributeValues: { ':perubahan': perubahan } }),
  },
});

export const readAturan = async (idProdi: number) => {
  const a = await getItem<{ perubahan?: number; dihitung?: number }>(statistikKeys.prodiCapaianAturan(idProdi), { ConsistentRead: true });
  return { perubahan: a?.perubahan ?? 0, dihitung: a?.dihitung ?? 0 };
};

/**
 * The owner's program and graduation are still as read, as a condition (names and values
 * prefixed `#cq`/`:cq`, so it joins another write's expression on the user item).
 */
export function ownerCondition(owner: CapaianOwner) {
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

/**
 * What a change moves in the achievement counters, per program (THE rule of every writer and of
 * the rebuild): an owner counted before (`was` active) takes their contribution under the old
 * points out of their program, an owner counted after puts their contribution under the new
 * points into theirs; additions of one program are summed. A program appears whenever the owner
 * counts in it before or after, even when nothing moves (its `capaian_seq` still moves).
 */
export function capaianAdds(
  was: CapaianSubject | null | undefined,
  is: CapaianSubject | null | undefined,
  poinWas: PoinAnak,
  poinIs: PoinAnak,
  rulesFor: (idProdi: number) => CapaianRules,
): Map<number, Record<string, number>> {
  const out = new Map<number, Record<string, number>>();
  const move = (idProdi: number | null, counters: Record<string, number>) => {
    if (idProdi === null) return;
    const sum = out.get(idProdi) ?? {};
    for (const [n, v] of Object.entries(counters)) sum[n] = (sum[n] ?? 0) + v;
    out.set(idProdi, sum);
  };
  const from = activeProdi(was);
  const to = activeProdi(is);
  if (from !== null) move(from, negated(contribution(rulesFor(from), poinWas)));
  if (to !== null) move(to, contribution(rulesFor(to), poinIs));
  for (const sum of out.values()) for (const [n, v] of Object.entries(sum)) if (v === 0) delete sum[n];
  return out;
}

/**
 * A change of the program's rules (a rubric or sub-rubric added, deleted, or its minimum changed),
 * in that write's transaction: the program's counters wait for a recount (`perubahan` > `dihitung`).
 */
export const aturanChanged = (idProdi: number): TransactItem => ({
  Update: {
    TableName: tableName(),
    Key: statistikKeys.prodiCapaianAturan(idProdi),
    UpdateExpression: 'ADD perubahan :one SET id_prodi = :p, GSI1PK = :gpk, GSI1SK = :gsk',
    ExpressionAttributeValues: {
      ':one': 1,
      ':p': idProdi,
      ':gpk': statistikKeys.prodiCapaianAturanIndex(idProdi).GSI1PK,
      ':gsk': statistikKeys.prodiCapaianAturanIndex(idProdi).GSI1SK,
    },
  },
});
