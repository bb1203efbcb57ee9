/**
 * THE counter rebuild (docs/decisions/0034-counter-rebuild.md): an
 * operator's repair tool, never a request path. It recounts every statistics counter from the
 * data, compares it with what the writers keep (functions/domain/stats/counters.ts, capaian.ts)
 * and reports each difference; with `fix` it corrects them.
 *
 * The recount is written independently of the writers: it shares only the pure rules (which
 * portfolios count as verified or waiting, `verifiedPoints`/`awaitingVerification`, and one
 * student's achievement, `capaianOf`/`capaianCounters` of shared/domain/capaian.ts), so a writer
 * that forgets a counter shows up here as a difference.
 *
 * It reads the data through the list indexes, not a table Scan (no Lambda role may Scan):
 * programs (GSI1 `PRODI`), each program's rubrics and sub-rubrics (GSI2), every student (GSI2
 * `ROLE#MAHASISWA`), every portfolio (GSI4, the three university queues), each student's counter
 * items (a Query of `STAT#BIDANG#` and a BatchGet of `STAT#POIN`), the sub-rubrics' counters
 * (BatchGet `STAT#ANAK#<a>`) and each program's counter partition (`STAT#PRODI#<p>`: shards,
 * graduation months, rules marker). Counter items of entities that no longer exist (a deleted
 * program's or sub-rubric's) are not visited.
 *
 * Meant for a quiet moment: the reads are not one snapshot, so a write during the run may show
 * as a transient difference (run it twice; a real one stays). A fix ADDs the difference (never
 * SETs), so a concurrent writer's change is not lost: a program's shards get it on shard 00 (with
 * `capaian_seq` + 1 when an achievement counter moves, so a running recount starts over), a
 * student's `STAT#POIN` gets its `version` + 1 (its writers condition on it) and their program's
 * `capaian_seq` + 1 in the same transaction. A program whose achievement recount is pending (a
 * rule change whose `statistik-capaian` job never ran or gave up) is recounted first by that job's
 * own `recountCapaian`, which also clears the dashboard's "being recounted".
 *
 * Login counts (`STAT#LOGIN`) count events, not data: nothing can recount them, they are not checked.
 */
import { masterRepo } from '@functions/domain/master/repo';
import { rubrikRepo } from '@functions/domain/rubrik/repo';
import { usersRepo } from '@functions/domain/users/repo';
import { type Key, keys } from '@functions/lib/keys';
import { batchGet, isConditionFailure, queryAll, type TransactItem, tableName, transact } from '@functions/lib/table';
import { STATUS_PORTOFOLIO } from '@shared/api/portofolio';
import { CAPAIAN_ATTR, type CapaianRules, capaianCounters, capaianOf, isCapaianAttr } from '@shared/domain/capaian';
import type { VerificationQueue } from '@shared/domain/status';
import { recountCapaian } from './capaian';
import { ALL_PRODI, awaitingVerification, type PortfolioCounted, verifiedPoints } from './counters';

// ---------------------------------------------------------------------------------------------
// The data the counters count
// ---------------------------------------------------------------------------------------------

/** What the recount needs of a user item (a student's, or any item carrying student counters). */
export interface RebuildUser {
  id: string;
  role: string;
  nim?: string;
  id_prodi: number | null;
  is_graduated?: boolean;
  tanggal_lulus?: string | null;
  skp?: number;
  jumlah_portofolio?: number;
}

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
  portfolios: PortfolioCounted[];
  rubrik: RebuildRubrik[];
  anak: RebuildAnak[];
  /** The counter items as stored: students' STAT#BIDANG and STAT#POIN, STAT#ANAK, every STAT#PRODI# partition item. */
  counters: StoredItem[];
}

// ---------------------------------------------------------------------------------------------
// The recount (pure)
// ---------------------------------------------------------------------------------------------

/** The kinds of counter items, each with the attributes that are counters. */
export type CounterKind = 'user' | 'bidang' | 'poin' | 'anak' | 'prodi' | 'lulus';

const STATUS_ATTRS = Object.values(STATUS_PORTOFOLIO).map((s) => `portofolio_status_${s}`);
/** The program and university counters besides the achievement ones. */
export const PRODI_ATTRS = ['total_mahasiswa', 'total_mahasiswa_belum_lulus', 'portofolio_total', 'portofolio_belum_diverifikasi', ...STATUS_ATTRS];

const isCounterOf: Record<CounterKind, (name: string) => boolean> = {
  user: (n) => n === 'skp' || n === 'jumlah_portofolio',
  bidang: (n) => n === 'portofolio_count' || n === 'bobot_skp',
  poin: (n) => /^poin_\d+$/.test(n),
  anak: (n) => STATUS_ATTRS.includes(n),
  prodi: (n) => PRODI_ATTRS.includes(n) || isCapaianAttr(n),
  lulus: (n) => n === 'jumlah',
};

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
const idOf = (kind: CounterKind, key: Key) => (kind === 'prodi' ? `${key.PK} COUNTERS` : `${key.PK} ${key.SK}`);

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

// key prefixes, from keys.ts (the rebuild tells items apart by them)
const USER_PREFIX = keys.user('').PK;
const USER_SK = keys.user('').SK;
const POIN_SK = keys.userPoin('').SK;
const ANAK_PREFIX = keys.anakPortfolioStats(0).PK.slice(0, -1);
const ANAK_SK = keys.anakPortfolioStats(0).SK;
const PRODI_PREFIX = keys.prodiStatsPartition(0).slice(0, -1);
const LULUS_PREFIX = keys.prodiGraduatesMonth(0, '').SK;
const prodiOfPartition = (pk: string) => Number(pk.slice(PRODI_PREFIX.length));

const prodiName = (p: number) => (p === ALL_PRODI ? 'universitas' : `program ${p}`);
const studentName = (u: { id: string; nim?: string }) => `mahasiswa ${u.nim ?? u.id}`;
const prodiKey = (p: number) => keys.prodiStats(p, 0);

/** A program's rules, as capaianOf reads them. */
export function rulesOf(idProdi: number, rubrik: readonly RebuildRubrik[], anak: readonly RebuildAnak[]): CapaianRules {
  return rubrik
    .filter((r) => r.id_prodi === idProdi)
    .map((r) => ({
      id_rubrik: r.id_rubrik,
      id_bidang_portofolio: r.id_bidang_portofolio,
      syarat_minimal_skp: r.syarat_minimal_skp,
      anak_rubrik: anak
        .filter((a) => a.id_rubrik === r.id_rubrik)
        .map((a) => ({ id_anak_rubrik: a.id_anak_rubrik, syarat_minimal_skp: a.syarat_minimal_skp })),
    }));
}

/**
 * Every counter as the data gives it (docs/data-model.md "Counters", stats-design): the students'
 * `skp`/`jumlah_portofolio`, STAT#BIDANG, STAT#POIN; the sub-rubrics' STAT#ANAK; each program's and
 * the university's shard sums and graduation months; each program's achievement counters over its
 * not yet graduated students under its current rules. Zero counters are left out.
 */
export function expectedCounters(data: Pick<RebuildData, 'prodi' | 'students' | 'portfolios' | 'rubrik' | 'anak'>): CounterTable {
  const table: CounterTable = new Map();
  const students = new Map(data.students.filter((s) => s.role === 'mahasiswa').map((s) => [s.id, s]));
  const prodiIds = new Set([ALL_PRODI, ...data.prodi]);
  for (const p of prodiIds) entry(table, 'prodi', prodiKey(p), prodiName(p), p);
  const prodiItem = (p: number) => entry(table, 'prodi', prodiKey(p), prodiName(p), p);

  // students: program totals, graduation months
  for (const s of students.values()) {
    entry(table, 'user', keys.user(s.id), studentName(s), s.id_prodi);
    entry(table, 'poin', keys.userPoin(s.id), studentName(s), s.id_prodi);
    if (s.id_prodi === null) continue;
    const counts = { total_mahasiswa: 1, total_mahasiswa_belum_lulus: s.is_graduated ? 0 : 1 };
    for (const p of [s.id_prodi, ALL_PRODI]) {
      add(prodiItem(p), counts);
      if (s.is_graduated && s.tanggal_lulus) {
        const month = s.tanggal_lulus.slice(0, 7);
        add(entry(table, 'lulus', keys.prodiGraduatesMonth(p, month), `${prodiName(p)} lulus ${month}`, p), { jumlah: 1 });
      }
    }
  }

  // portfolios: the owner's counters, the sub-rubric's, the program's and the university's
  const poin = new Map<string, Record<number, number>>();
  for (const p of data.portfolios) {
    const status = { [`portofolio_status_${p.id_status_portofolio}`]: 1 };
    const program = { portofolio_total: 1, portofolio_belum_diverifikasi: awaitingVerification(p), ...status };
    add(prodiItem(p.id_prodi), program);
    add(prodiItem(ALL_PRODI), program);
    add(entry(table, 'anak', keys.anakPortfolioStats(p.id_anak_rubrik), `sub-rubrik ${p.id_anak_rubrik}`, null), status);
    const owner = students.get(p.user_id);
    // a portfolio of a missing owner moves no user item (a fix must not create one)
    if (!owner) continue;
    const points = verifiedPoints(p);
    add(entry(table, 'user', keys.user(owner.id), studentName(owner), owner.id_prodi), { skp: points, jumlah_portofolio: 1 });
    add(
      entry(
        table,
        'bidang',
        keys.userBidangStats(owner.id, p.id_bidang_portofolio),
        `${studentName(owner)} bidang ${p.id_bidang_portofolio}`,
        owner.id_prodi,
      ),
      { portofolio_count: 1, bobot_skp: points },
    );
    if (points !== 0) {
      add(entry(table, 'poin', keys.userPoin(owner.id), studentName(owner), owner.id_prodi), { [`poin_${p.id_anak_rubrik}`]: points });
      const mine = poin.get(owner.id) ?? {};
      mine[p.id_anak_rubrik] = (mine[p.id_anak_rubrik] ?? 0) + points;
      poin.set(owner.id, mine);
    }
  }

  // achievement: each active student of a program under its current rules (programs only)
  const rules = new Map<number, CapaianRules>();
  for (const s of students.values()) {
    if (s.id_prodi === null || s.id_prodi === ALL_PRODI || s.is_graduated) continue;
    let r = rules.get(s.id_prodi);
    if (!r) {
      r = rulesOf(s.id_prodi, data.rubrik, data.anak);
      rules.set(s.id_prodi, r);
    }
    add(prodiItem(s.id_prodi), capaianCounters(capaianOf(r, poin.get(s.id) ?? {})));
  }

  for (const item of table.values()) {
    for (const [name, value] of Object.entries(item.counters)) if (value === 0) delete item.counters[name];
  }
  return table;
}

/**
 * The stored counter items as one table: a program's shards summed, every other item as is,
 * only the attributes that are counters of its kind (labels, `version`, `capaian_seq` aside).
 */
export function storedCounters(items: readonly StoredItem[], students: readonly RebuildUser[]): CounterTable {
  const table: CounterTable = new Map();
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
      const bidang = kind === 'bidang' ? ` bidang ${Number(item.SK.slice(keys.userBidangStatsPrefix().length))}` : '';
      target = entry(table, kind, { PK: item.PK, SK: item.SK }, `${name}${bidang}`, owner?.id_prodi ?? null);
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
function kindOf(item: StoredItem): CounterKind | undefined {
  const { PK, SK } = item;
  if (PK.startsWith(USER_PREFIX)) {
    if (SK === USER_SK) return 'user';
    if (SK.startsWith(keys.userBidangStatsPrefix())) return 'bidang';
    if (SK === POIN_SK) return 'poin';
    return undefined;
  }
  if (PK.startsWith(ANAK_PREFIX) && SK === ANAK_SK) return 'anak';
  if (PK.startsWith(PRODI_PREFIX)) {
    if (SK.startsWith(keys.prodiStatsShardPrefix())) return 'prodi';
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

// ---------------------------------------------------------------------------------------------
// Reading the data (list indexes, no Scan) and fixing
// ---------------------------------------------------------------------------------------------

const QUEUES: readonly VerificationQueue[] = ['MENUNGGU', 'DITERIMA', 'DITOLAK'];
/** Parallel per-student Queries. */
const CONCURRENCY = 16;

async function eachLimited<T>(list: readonly T[], run: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < list.length) {
      const item = list[next++] as T;
      await run(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, list.length) }, worker));
}

/** Every portfolio (the three university queues of GSI4), with only what the counters need. */
async function readPortfolios(): Promise<PortfolioCounted[]> {
  const names = ['user_id', 'id_prodi', 'id_anak_rubrik', 'id_bidang_portofolio', 'bobot_skp_portofolio', 'id_status_portofolio'];
  const pages = await Promise.all(
    QUEUES.map((q) =>
      queryAll<PortfolioCounted>({
        index: 'GSI4',
        pk: keys.portofolioByQueue(q),
        ProjectionExpression: names.map((_, i) => `#p${i}`).join(', '),
        ExpressionAttributeNames: Object.fromEntries(names.map((n, i) => [`#p${i}`, n])),
      }),
    ),
  );
  return pages.flat();
}

/** The data and the stored counters, read through the list indexes. */
export async function readRebuildData(): Promise<RebuildData & { pendingRecount: number[] }> {
  const [prodiItems, studentItems, portfolios] = await Promise.all([masterRepo.listProdi(), usersRepo.listAllOfRole('mahasiswa'), readPortfolios()]);
  const students: RebuildUser[] = studentItems.map((u) => ({
    id: u.id,
    role: u.role,
    nim: u.nim,
    id_prodi: u.id_prodi,
    is_graduated: u.is_graduated === true,
    tanggal_lulus: u.tanggal_lulus ?? null,
    skp: u.skp,
    jumlah_portofolio: u.jumlah_portofolio,
  }));
  const prodi = [
    ...new Set([
      ...prodiItems.map((p) => p.id_prodi),
      ...students.flatMap((s) => (s.id_prodi === null ? [] : [s.id_prodi])),
      ...portfolios.map((p) => p.id_prodi),
    ]),
  ].sort((a, b) => a - b);
  const [rubrikLists, anakLists] = await Promise.all([
    Promise.all(prodi.map((p) => rubrikRepo.listRubrikOfProdi(p))),
    Promise.all(prodi.map((p) => rubrikRepo.listAnakOfProdi(p))),
  ]);
  const rubrik = rubrikLists.flat();
  const anak = anakLists.flat();

  const counters: StoredItem[] = studentItems.map((u) => ({ ...u, ...keys.user(u.id) }) as unknown as StoredItem);
  await eachLimited(students, async (s) => {
    counters.push(...(await queryAll<StoredItem>({ pk: keys.user(s.id).PK, skBeginsWith: keys.userBidangStatsPrefix() })));
  });
  const anakIds = [...new Set([...anak.map((a) => a.id_anak_rubrik), ...portfolios.map((p) => p.id_anak_rubrik)])];
  const [poinItems, anakItems] = await Promise.all([
    batchGet<StoredItem>(students.map((s) => keys.userPoin(s.id))),
    batchGet<StoredItem>(anakIds.map((a) => keys.anakPortfolioStats(a))),
  ]);
  counters.push(...poinItems, ...anakItems);
  const pendingRecount: number[] = [];
  await eachLimited([ALL_PRODI, ...prodi], async (p) => {
    const items = await queryAll<StoredItem>({ pk: keys.prodiStatsPartition(p) });
    counters.push(...items);
    const aturan = items.find((i) => i.SK === keys.prodiCapaianAturan(p).SK);
    if (aturan && Number(aturan.perubahan ?? 0) > Number(aturan.dihitung ?? 0)) pendingRecount.push(p);
  });
  pendingRecount.sort((a, b) => a - b);
  return { prodi, students, portfolios, rubrik, anak, counters, pendingRecount };
}

/** The labels a reader needs beside an item's counters (set when a fix creates the item). */
function labelsOf(d: CounterDifference): Record<string, string | number> {
  if (d.kind === 'bidang') return { type: 'stat-bidang', id_bidang_portofolio: Number(d.key.SK.slice(keys.userBidangStatsPrefix().length)) };
  if (d.kind === 'anak') return { type: 'stat-anak', id_anak_rubrik: Number(d.key.PK.slice(ANAK_PREFIX.length)) };
  if (d.kind === 'lulus') return { bulan: d.key.SK.slice(LULUS_PREFIX.length) };
  return {};
}

/** An UpdateItem that ADDs `counters` and SETs `labels` (user items: only while the user exists). */
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
    const items = [addTo(first.key, counters, labelsOf(first), first.kind === 'user')];
    if (first.kind === 'poin' && first.idProdi !== null) items.push(addTo(prodiKey(first.idProdi), { [CAPAIAN_ATTR.seq]: 1 }, {}, false));
    out.push({ items, differences: diffs });
  }
  return out;
}

export interface RebuildReport {
  /** What was checked: counter items and attributes compared, and the data counted. */
  checked: { items: number; attributes: number; programs: number; students: number; portfolios: number; rubrics: number; subRubrics: number };
  /** Every difference found (before a fix). */
  differences: CounterDifference[];
  /** With `fix`: the differences corrected (each ADDed expected - stored). */
  fixed: CounterDifference[];
  /** Programs whose achievement recount is pending (rules changed since the last one): their achievement counters may differ until it ends. */
  pendingRecount: number[];
  /** With `fix`: the programs whose pending recount the rebuild ran first (a job that never ran or gave up). */
  recounted: number[];
  /** What the rebuild cannot check. */
  notes: string[];
}

/** What the report says of what it cannot check (an operator's tool: English, as the other infra commands). */
export const REBUILD_NOTES = [
  'Login counts (STAT#LOGIN) record sign-in events, not data: they cannot be recounted and are not checked.',
  'Run at a quiet moment: a write during the read may show as a transient difference (run it twice; a real one stays).',
];

/** Recounts every counter, reports each difference and, with `fix`, corrects them. */
export async function rebuildStats({ fix }: { fix: boolean }): Promise<RebuildReport> {
  let data = await readRebuildData();
  const recounted: number[] = [];
  if (fix && data.pendingRecount.length > 0) {
    // finish the recounts a rule change left pending (its job never ran or gave up), then read again
    for (const p of data.pendingRecount) {
      await recountCapaian(p);
      recounted.push(p);
    }
    data = await readRebuildData();
  }
  const expected = expectedCounters(data);
  const stored = storedCounters(data.counters, data.students);
  const { differences, items, attributes } = compareCounters(expected, stored);
  const fixed: CounterDifference[] = [];
  if (fix && differences.length > 0) {
    for (const { items, differences: of } of fixTransactions(differences)) {
      try {
        await transact(items);
        fixed.push(...of);
      } catch (err) {
        // a student deleted since the read: nothing to correct on their items (the next run shows it)
        if (!isConditionFailure(err)) throw err;
      }
    }
  }
  return {
    checked: {
      items,
      attributes,
      programs: data.prodi.length,
      students: data.students.length,
      portfolios: data.portfolios.length,
      rubrics: data.rubrik.length,
      subRubrics: data.anak.length,
    },
    differences,
    fixed,
    pendingRecount: data.pendingRecount,
    recounted,
    notes: REBUILD_NOTES,
  };
}
