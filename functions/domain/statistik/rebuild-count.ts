/**
 * The counter rebuild's recount, pure (functions/domain/statistik/rebuild.ts reads and fixes): the
 * counters the data gives, the counters as stored, their differences and the writes that fix them.
 *
 * The expected counters are the projections' own (functions/lib/projections/counters.ts and
 * capaian-state.ts): every stored student and portfolio is projected as created from nothing and
 * the additions are summed, so a recount and a live write cannot disagree by construction; what
 * the rebuild finds is a write that went around the projections, or a lost one. The counts a
 * parent keeps of its children (rubrics, sub-rubrics, CPL items and points, printed documents) are
 * recounted the same way (rebuild-children.ts).
 */

import type { Key } from '@functions/lib/entities/key';
import { searchKeys } from '@functions/lib/entities/search';
import { statistikKeys } from '@functions/lib/entities/statistik';
import { userKeys } from '@functions/lib/entities/users';
import { capaianAdds, poinAttributes, rulesOf, withDelta } from '@functions/lib/projections/capaian-state';
import { ALL_PRODI, type CounterAdd, isAngkatanCounter, userCounterAdds } from '@functions/lib/projections/counters';
import {
  anakStatusInProdiOf,
  type PortfolioCounted,
  poinDelta,
  portfolioCounterAdds,
  STATUS_COUNTERS,
} from '@functions/lib/projections/portofolio-counters';
import { queueTitleCountAdds, queueTitleCountLabels } from '@functions/lib/projections/queue-title';
import { type TransactItem, tableName } from '@functions/lib/table';
import { CAPAIAN_ATTR, type CapaianRules, isCapaianAttr, type PoinAnak } from '@shared/domain/capaian';
import {
  type ChildCount,
  type ChildKind,
  type ChildrenData,
  childFixNeedsItem,
  childLabels,
  expectedChildCounts,
  storedChildCounts,
} from './rebuild-children';

/** What the recount needs of a user item (a student's, or any item carrying student counters). */
export interface RebuildUser {
  id: string;
  role: string;
  nim?: string;
  id_prodi: number | null;
  is_graduated?: boolean;
  tanggal_lulus?: string | null;
  tanggal_masuk?: string | null;
  skp?: number;
  jumlah_portofolio?: number;
}

/** A portfolio as the rebuild reads it. */
export type RebuildPortfolio = PortfolioCounted & { judul?: string; judul_inggris?: string | null };

export interface RebuildRubrik {
  id_rubrik: number;
  id_prodi: number;
  id_bidang_portofolio: number;
  syarat_minimal_skp: number;
}

export interface RebuildAnak {
  id_anak_rubrik: number;
  id_rubrik: number;
  id_prodi: number;
  syarat_minimal_skp: number;
}

/** An item of the table, as read (its key and its attributes). */
export type StoredItem = Key & Record<string, unknown>;

export interface RebuildData {
  /** Every program id (the university, 0, is added by the recount). */
  prodi: number[];
  students: RebuildUser[];
  /** With their titles when the queue's title counts are checked too. */
  portfolios: RebuildPortfolio[];
  rubrik: RebuildRubrik[];
  anak: RebuildAnak[];
  /** The counter items as stored: students' STAT#BIDANG and STAT#POIN, STAT#ANAK, every STAT#PRODI# partition item. */
  counters: StoredItem[];
  /** The parents' counts of their children and what they count (left out: not checked). */
  children?: Omit<ChildrenData, 'rubrik' | 'anak'>;
}

/** The kinds of counter items, each with the attributes that are counters. */
/** `judul`: a word's count of a program's waiting portfolios (the queue's title index), its shards as one item. */
type ItemKind = 'user' | 'bidang' | 'poin' | 'anak' | 'prodi' | 'lulus' | 'judul';
/** And the parents' counts of their children (rebuild-children.ts). */
export type CounterKind = ItemKind | ChildKind;

/** The program and university counters besides the achievement ones. */
export const PRODI_ATTRS = [
  'total_mahasiswa',
  'total_mahasiswa_belum_lulus',
  'portofolio_total',
  'portofolio_belum_diverifikasi',
  ...STATUS_COUNTERS,
];

const isCounterOf: Record<ItemKind, (name: string) => boolean> = {
  user: (n) => n === 'skp' || n === 'jumlah_portofolio',
  bidang: (n) => n === 'portofolio_count' || n === 'bobot_skp',
  poin: (n) => /^poin_\d+$/.test(n),
  anak: (n) => STATUS_COUNTERS.includes(n) || anakStatusInProdiOf(n) !== null,
  prodi: (n) => PRODI_ATTRS.includes(n) || isAngkatanCounter(n) || isCapaianAttr(n),
  lulus: (n) => n === 'jumlah',
  judul: (n) => n === 'n',
};

const isChildKind = (kind: CounterKind): kind is ChildKind => !(kind in isCounterOf);

/** One counter item: its key (a program's: its shard 00), what it is, and its counters. */
export interface CounterItem {
  kind: CounterKind;
  key: Key;
  /** Readable: 'program 3', 'universitas', 'mahasiswa 2021001', 'sub-rubrik 12'... */
  name: string;
  /** The program (a program item, a student's STAT#POIN: the student's program); null when none. */
  idProdi: number | null;
  counters: Record<string, number>;
}

export type CounterTable = Map<string, CounterItem>;

/** The table's id of a counter item: a program's shards are one item. */
const idOf = (kind: CounterKind, key: Key) =>
  kind === 'prodi' ? `${key.PK} COUNTERS` : kind === 'judul' ? `${key.PK} ${wordOf(key.SK)}` : `${key.PK} ${key.SK}`;

function entry(table: CounterTable, kind: CounterKind, key: Key, name: string, idProdi: number | null): CounterItem {
  const id = idOf(kind, key);
  let item = table.get(id);
  if (!item) {
    item = { kind, key, name, idProdi, counters: {} };
    table.set(id, item);
  }
  return item;
}

function add(item: CounterItem, counters: Record<string, number>): void {
  for (const [name, value] of Object.entries(counters)) item.counters[name] = (item.counters[name] ?? 0) + value;
}

// key prefixes, from the entity modules (the rebuild tells items apart by them)
const USER_PREFIX = userKeys.user('').PK;
const USER_SK = userKeys.user('').SK;
const POIN_SK = statistikKeys.userPoin('').SK;
const ANAK_PREFIX = statistikKeys.anakPortfolioStats(0).PK.slice(0, -1);
const ANAK_SK = statistikKeys.anakPortfolioStats(0).SK;
const PRODI_PREFIX = statistikKeys.prodiStatsPartition(0).slice(0, -1);
const LULUS_PREFIX = statistikKeys.prodiGraduatesMonth(0, '').SK;
const prodiOfPartition = (pk: string) => Number(pk.slice(PRODI_PREFIX.length));
const JUDUL_PREFIX = searchKeys.queueTitleCountsOfProdi(0).slice(0, -'0#N'.length);
const JUDUL_SHARD = '!N#';
/** The word of a title count shard's sort key (`<word>!N#<shard>`). */
const wordOf = (sk: string) => sk.slice(0, sk.indexOf(JUDUL_SHARD));
/** The program of a title count shard's partition (`QJUDUL#<p>#<head>`). */
const prodiOfJudul = (pk: string) => Number(pk.slice(JUDUL_PREFIX.length).split('#')[0]);

const prodiName = (p: number) => (p === ALL_PRODI ? 'universitas' : `program ${p}`);
const studentName = (u: { id: string; nim?: string }) => `mahasiswa ${u.nim ?? u.id}`;
const prodiKey = (p: number) => statistikKeys.prodiStats(p, 0);

/**
 * Every counter as the data gives it (docs/data-model.md "Counters"): each student projected as a
 * new account, then each portfolio as a new portfolio (its owner's points growing from none), the
 * additions summed per item (a program's shards as one). Zero counters are left out. A portfolio
 * whose owner is gone moves no item of its owner (a fix must not create one).
 */
export function expectedCounters(data: Pick<RebuildData, 'prodi' | 'students' | 'portfolios' | 'rubrik' | 'anak' | 'children'>): CounterTable {
  const students = new Map(data.students.filter((s) => s.role === 'mahasiswa').map((s) => [s.id, s]));
  const rules = new Map<number, CapaianRules>();
  const rulesFor = (p: number) => {
    const known =
      rules.get(p) ??
      rulesOf(
        data.rubrik.filter((r) => r.id_prodi === p),
        data.anak.filter((a) => a.id_prodi === p),
      );
    rules.set(p, known);
    return known;
  };
  const adds: CounterAdd[] = [];
  const capaian = (moved: Map<number, Record<string, number>>) => {
    for (const [p, counters] of moved) adds.push({ key: prodiKey(p), counters });
  };
  for (const s of students.values()) {
    adds.push(...userCounterAdds(undefined, s, 0));
    capaian(capaianAdds(undefined, s, {}, {}, rulesFor));
  }
  const poin = new Map<string, PoinAnak>();
  for (const p of data.portfolios) {
    const owner = students.get(p.user_id);
    adds.push(...portfolioCounterAdds(undefined, p, 0).filter((a) => owner || !a.key.PK.startsWith(USER_PREFIX)));
    if (p.judul !== undefined) adds.push(...queueTitleCountAdds({ ...p, judul: p.judul, judul_inggris: p.judul_inggris ?? null }, 1, 0));
    if (!owner) continue;
    const was = poin.get(owner.id) ?? {};
    const next = withDelta(was, poinDelta(undefined, p));
    poin.set(owner.id, next);
    capaian(capaianAdds(owner, owner, was, next, rulesFor));
  }
  for (const [id, points] of poin) adds.push({ key: statistikKeys.userPoin(id), counters: poinAttributes(points) });

  const table = storedCounters(
    adds.map((a) => ({ ...a.key, ...a.counters })),
    data.students,
  );
  // every program and student has its items, counted or not
  for (const p of new Set([ALL_PRODI, ...data.prodi])) entry(table, 'prodi', prodiKey(p), prodiName(p), p);
  for (const s of students.values()) {
    entry(table, 'user', userKeys.user(s.id), studentName(s), s.id_prodi);
    entry(table, 'poin', statistikKeys.userPoin(s.id), studentName(s), s.id_prodi);
  }
  if (data.children) addChildCounts(table, expectedChildCounts({ ...data.children, rubrik: data.rubrik, anak: data.anak }));
  for (const item of table.values()) {
    for (const [name, value] of Object.entries(item.counters)) if (value === 0) delete item.counters[name];
  }
  return table;
}

/** The parents' counts into the table (each parent one item). */
function addChildCounts(table: CounterTable, counts: readonly ChildCount[]): void {
  for (const c of counts) add(entry(table, c.kind, c.key, c.name, null), c.counters);
}

/**
 * The stored counter items as one table: a program's shards summed, every other item as is,
 * only the attributes that are counters of its kind (labels, `version`, `capaian_seq` aside).
 */
export function storedCounters(
  items: readonly StoredItem[],
  students: readonly RebuildUser[],
  children?: Pick<RebuildData, 'rubrik' | 'anak' | 'children'>,
): CounterTable {
  const table: CounterTable = new Map();
  if (children?.children) addChildCounts(table, storedChildCounts({ ...children.children, rubrik: children.rubrik, anak: children.anak }));
  const byId = new Map(students.map((s) => [s.id, s]));
  const ownerOf = (pk: string) => byId.get(pk.slice(USER_PREFIX.length));
  for (const item of items) {
    const kind = kindOf(item);
    if (!kind) continue;
    let target: CounterItem;
    if (kind === 'prodi') {
      const p = prodiOfPartition(item.PK);
      target = entry(table, kind, prodiKey(p), prodiName(p), p);
    } else if (kind === 'user' || kind === 'bidang' || kind === 'poin') {
      const owner = ownerOf(item.PK);
      const name = owner ? studentName(owner) : item.PK;
      const bidang = kind === 'bidang' ? ` bidang ${Number(item.SK.slice(statistikKeys.userBidangStatsPrefix().length))}` : '';
      target = entry(table, kind, { PK: item.PK, SK: item.SK }, `${name}${bidang}`, owner?.id_prodi ?? null);
    } else if (kind === 'judul') {
      const p = prodiOfJudul(item.PK);
      const word = wordOf(item.SK);
      target = entry(table, kind, searchKeys.queueTitleCount(p, word, 0), `${prodiName(p)} judul '${word}'`, p);
    } else if (kind === 'anak') {
      target = entry(table, kind, { PK: item.PK, SK: item.SK }, `sub-rubrik ${item.PK.slice(ANAK_PREFIX.length)}`, null);
    } else {
      const p = prodiOfPartition(item.PK);
      target = entry(table, kind, { PK: item.PK, SK: item.SK }, `${prodiName(p)} lulus ${item.SK.slice(LULUS_PREFIX.length)}`, p);
    }
    const counters = Object.fromEntries(
      Object.entries(item).filter((e): e is [string, number] => typeof e[1] === 'number' && isCounterOf[kind](e[0])),
    );
    add(target, counters);
  }
  return table;
}

/** The kind of a stored item, or undefined for one that holds no counter the rebuild checks. */
function kindOf(item: StoredItem): ItemKind | undefined {
  const { PK, SK } = item;
  if (PK.startsWith(USER_PREFIX)) {
    if (SK === USER_SK) return 'user';
    if (SK.startsWith(statistikKeys.userBidangStatsPrefix())) return 'bidang';
    if (SK === POIN_SK) return 'poin';
    return undefined;
  }
  if (PK.startsWith(ANAK_PREFIX) && SK === ANAK_SK) return 'anak';
  if (PK.startsWith(JUDUL_PREFIX) && SK.includes(JUDUL_SHARD)) return 'judul';
  if (PK.startsWith(PRODI_PREFIX)) {
    if (SK.startsWith(statistikKeys.prodiStatsShardPrefix())) return 'prodi';
    if (SK.startsWith(LULUS_PREFIX)) return 'lulus';
  }
  return undefined;
}

/** One counter whose stored value differs from the recount. */
export interface CounterDifference {
  kind: CounterKind;
  /** The item (a program's: its shard 00, where a fix adds). */
  key: Key;
  /** Readable name of the item. */
  item: string;
  idProdi: number | null;
  attribute: string;
  /** Stored value (a program's: the sum of its shards); absent is 0. */
  stored: number;
  expected: number;
}

/** Every counter whose stored value differs from the expected one (absent is 0), in a stable order. */
export function compareCounters(
  expected: CounterTable,
  stored: CounterTable,
): { differences: CounterDifference[]; items: number; attributes: number } {
  const differences: CounterDifference[] = [];
  let attributes = 0;
  const ids = new Set([...expected.keys(), ...stored.keys()]);
  for (const id of ids) {
    const e = expected.get(id);
    const s = stored.get(id);
    const base = (e ?? s) as CounterItem;
    const names = new Set([...Object.keys(e?.counters ?? {}), ...Object.keys(s?.counters ?? {})]);
    attributes += names.size;
    for (const attribute of names) {
      const want = e?.counters[attribute] ?? 0;
      const have = s?.counters[attribute] ?? 0;
      if (want !== have) {
        differences.push({
          kind: base.kind,
          key: base.key,
          item: base.name,
          idProdi: e?.idProdi ?? s?.idProdi ?? null,
          attribute,
          stored: have,
          expected: want,
        });
      }
    }
  }
  differences.sort((a, b) => `${a.key.PK} ${a.key.SK} ${a.attribute}`.localeCompare(`${b.key.PK} ${b.key.SK} ${b.attribute}`));
  return { differences, items: ids.size, attributes };
}

/** The labels a reader needs beside an item's counters (set when a fix creates the item). */
function labelsOf(d: CounterDifference): Record<string, string | number> {
  if (isChildKind(d.kind)) return childLabels(d.kind, d.key);
  if (d.kind === 'bidang') return { type: 'stat-bidang', id_bidang_portofolio: Number(d.key.SK.slice(statistikKeys.userBidangStatsPrefix().length)) };
  if (d.kind === 'anak') return { type: 'stat-anak', id_anak_rubrik: Number(d.key.PK.slice(ANAK_PREFIX.length)) };
  if (d.kind === 'lulus') return { bulan: d.key.SK.slice(LULUS_PREFIX.length) };
  if (d.kind === 'judul') return queueTitleCountLabels(prodiOfJudul(d.key.PK), wordOf(d.key.SK), 0);
  if (d.kind === 'prodi') return statistikKeys.prodiStatsIndex(prodiOfPartition(d.key.PK), 0);
  return {};
}

/** An UpdateItem that ADDs `counters` and SETs `labels` (user items and records: only while they exist). */
function addTo(key: Key, counters: Record<string, number>, labels: Record<string, string | number>, mustExist: boolean): TransactItem {
  const adds = Object.entries(counters);
  const sets = Object.entries(labels);
  return {
    Update: {
      TableName: tableName(),
      Key: key,
      UpdateExpression: `${sets.length ? `SET ${sets.map((_, i) => `#l${i} = :l${i}`).join(', ')} ` : ''}ADD ${adds.map((_, i) => `#c${i} :c${i}`).join(', ')}`,
      ExpressionAttributeNames: {
        ...Object.fromEntries(adds.map(([n], i) => [`#c${i}`, n])),
        ...Object.fromEntries(sets.map(([n], i) => [`#l${i}`, n])),
      },
      ExpressionAttributeValues: {
        ...Object.fromEntries(adds.map(([, v], i) => [`:c${i}`, v])),
        ...Object.fromEntries(sets.map(([, v], i) => [`:l${i}`, v])),
      },
      ...(mustExist ? { ConditionExpression: 'attribute_exists(PK)' } : {}),
    },
  };
}

/**
 * The writes that correct the differences, one transaction per item: ADD expected - stored
 * (a program's on its shard 00, with `capaian_seq` + 1 when an achievement counter moves; a
 * student's STAT#POIN with `version` + 1 and their program's `capaian_seq` + 1).
 */
export function fixTransactions(differences: readonly CounterDifference[]): { items: TransactItem[]; differences: CounterDifference[] }[] {
  const byItem = new Map<string, CounterDifference[]>();
  for (const d of differences) {
    const id = `${d.key.PK} ${d.key.SK}`;
    byItem.set(id, [...(byItem.get(id) ?? []), d]);
  }
  const out: { items: TransactItem[]; differences: CounterDifference[] }[] = [];
  for (const diffs of byItem.values()) {
    const first = diffs[0] as CounterDifference;
    const counters = Object.fromEntries(diffs.map((d) => [d.attribute, d.expected - d.stored]));
    if (first.kind === 'prodi' && diffs.some((d) => isCapaianAttr(d.attribute))) counters[CAPAIAN_ATTR.seq] = 1;
    if (first.kind === 'poin') counters.version = 1;
    const mustExist = first.kind === 'user' || (isChildKind(first.kind) && childFixNeedsItem(first.kind));
    const items = [addTo(first.key, counters, labelsOf(first), mustExist)];
    if (first.kind === 'poin' && first.idProdi !== null)
      items.push(addTo(prodiKey(first.idProdi), { [CAPAIAN_ATTR.seq]: 1 }, statistikKeys.prodiStatsIndex(first.idProdi, 0), false));
    out.push({ items, differences: diffs });
  }
  return out;
}
