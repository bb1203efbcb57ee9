/**
 * THE counter rebuild (docs/decisions/0034-counter-rebuild.md): an
 * operator's repair tool, never a request path. It recounts every statistics counter from the
 * data, compares it with what the writes keep and reports each difference; with `fix` it
 * corrects them.
 *
 * The recount (rebuild-count.ts) runs the writers' own projections (functions/lib/projections/)
 * over the stored students and portfolios, each as created from nothing, and sums them: a
 * recount and a live write cannot disagree by construction, so a difference is a write that
 * went around the projections or was lost.
 *
 * It reads the data through the list indexes, not a table Scan (no Lambda role may Scan):
 * programs (GSI1 `PRODI`), each program's rubrics and sub-rubrics (GSI2), every student (GSI2
 * `ROLE#MAHASISWA`), every portfolio (GSI4, the three university queues), each student's counter
 * items (a Query of `STAT#BIDANG#` and a BatchGet of `STAT#POIN`), the sub-rubrics' counters
 * (BatchGet `STAT#ANAK#<a>`), each program's word counts of the queue's title index (GSI1
 * `QJUDUL#<p>#N`) and each program's counter partition (`STAT#PRODI#<p>`: shards,
 * graduation months, rules marker); and for the parents' counts of their children
 * (rebuild-children.ts): the portfolio categories (GSI1) and their and the rubrics' count items
 * (BatchGet), each program's CPL categories, each category's items and each item's points,
 * the graduation periods and each student's printed documents (GSI1). Counter items of entities
 * that no longer exist (a deleted program's or sub-rubric's) are not visited.
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
 * It also checks that every program's counter shards and rules marker, and every title word's
 * count shards, carry their place in the university partitions the university's reads use
 * (functions/lib/projections/university-index.ts): an item without it is listed (`unindexed`) and,
 * with `fix`, given it.
 *
 * Login counts (`STAT#LOGIN`) count events, not data: nothing can recount them, they are not checked.
 */

import { cplRepo } from '@functions/domain/cpl/repo';
import { masterRepo } from '@functions/domain/master/repo';
import { rubrikRepo } from '@functions/domain/rubrik/repo';
import { usersRepo } from '@functions/domain/users/repo';
import { cetakKeys } from '@functions/lib/entities/cetak';
import type { Key } from '@functions/lib/entities/key';
import { portofolioKeys } from '@functions/lib/entities/portofolio';
import { rubrikKeys } from '@functions/lib/entities/rubrik';
import { searchKeys } from '@functions/lib/entities/search';
import { statistikKeys } from '@functions/lib/entities/statistik';
import { userKeys } from '@functions/lib/entities/users';
import { ALL_PRODI } from '@functions/lib/projections/counters';
import { missingUniversityKeys } from '@functions/lib/projections/university-index';
import { batchGet, isConditionFailure, projectionOf, queryAll, tableName, transact } from '@functions/lib/table';
import type { VerificationQueue } from '@shared/domain/status';
import { recountCapaian } from './capaian';
import type { ChildrenData } from './rebuild-children';
import {
  type CounterDifference,
  compareCounters,
  expectedCounters,
  fixTransactions,
  type RebuildData,
  type RebuildPortfolio,
  type RebuildUser,
  type StoredItem,
  storedCounters,
} from './rebuild-count';

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
async function readPortfolios(): Promise<RebuildPortfolio[]> {
  const names = [
    'user_id',
    'id_prodi',
    'id_anak_rubrik',
    'id_bidang_portofolio',
    'bobot_skp_portofolio',
    'id_status_portofolio',
    'judul',
    'judul_inggris',
  ];
  const pages = await Promise.all(
    QUEUES.map((q) =>
      queryAll<RebuildPortfolio>({
        index: 'GSI4',
        pk: portofolioKeys.portofolioByQueue(q),
        ...projectionOf(names),
      }),
    ),
  );
  return pages.flat();
}

/** The parents that count their children, the children and the stored count items (rubrics and sub-rubrics: read with the rest). */
async function readChildren(
  prodi: readonly number[],
  students: readonly { id: string }[],
  rubrik: readonly { id_rubrik: number; id_bidang_portofolio: number }[],
  anak: readonly { id_rubrik: number }[],
): Promise<Omit<ChildrenData, 'rubrik' | 'anak'>> {
  const [bidangItems, periode, bidangCplLists] = await Promise.all([
    rubrikRepo.listBidang(),
    // read here, not through cetakRepo: the printing repository brings the audit log into this job,
    // which writes no audit entry
    queryAll<{ id_periode_kelulusan: number }>({ index: 'GSI1', pk: cetakKeys.periodeList() }),
    Promise.all(prodi.map((p) => cplRepo.listBidangCplOfProdi(p))),
  ]);
  const bidang = bidangItems.map((b) => b.id_bidang_portofolio);
  const bidangCpl = bidangCplLists.flat();
  const cpl: ChildrenData['cpl'][number][] = [];
  await eachLimited(bidangCpl, async (b) => {
    cpl.push(...(await cplRepo.listCplOfBidang(b.id_bidang_cpl)));
  });
  const points: ChildrenData['points'][number][] = [];
  await eachLimited(cpl, async (c) => {
    points.push(...(await cplRepo.listPointsOfCpl(c.id_cpl)));
  });
  const dokumen: ChildrenData['dokumen'][number][] = [];
  await eachLimited(students, async (s) => {
    dokumen.push(
      ...(await queryAll<{ id_periode_kelulusan: number }>({
        index: 'GSI1',
        pk: cetakKeys.skpiDokumenByUser(s.id),
        ProjectionExpression: 'id_periode_kelulusan',
      })),
    );
  });
  const counts = await batchGet<StoredItem>([
    ...[...new Set([...bidang, ...rubrik.map((r) => r.id_bidang_portofolio)])].map((b) => rubrikKeys.bidangRubrikCount(b)),
    ...[...new Set([...rubrik.map((r) => r.id_rubrik), ...anak.map((a) => a.id_rubrik)])].map((r) => rubrikKeys.rubrikAnakCount(r)),
  ]);
  return { bidang, bidangCpl, cpl, points, periode, dokumen, counts };
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
    tanggal_masuk: u.tanggal_masuk ?? null,
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

  const counters: StoredItem[] = studentItems.map((u) => ({ ...u, ...userKeys.user(u.id) }) as unknown as StoredItem);
  await eachLimited(students, async (s) => {
    counters.push(...(await queryAll<StoredItem>({ pk: userKeys.user(s.id).PK, skBeginsWith: statistikKeys.userBidangStatsPrefix() })));
  });
  const anakIds = [...new Set([...anak.map((a) => a.id_anak_rubrik), ...portfolios.map((p) => p.id_anak_rubrik)])];
  const [poinItems, anakItems] = await Promise.all([
    batchGet<StoredItem>(students.map((s) => statistikKeys.userPoin(s.id))),
    batchGet<StoredItem>(anakIds.map((a) => statistikKeys.anakPortfolioStats(a))),
  ]);
  counters.push(...poinItems, ...anakItems);
  // the queue title index's word counts (their shards carry GSI1 by program)
  await eachLimited(prodi, async (p) => {
    counters.push(...(await queryAll<StoredItem>({ index: 'GSI1', pk: searchKeys.queueTitleCountsOfProdi(p) })));
  });
  const pendingRecount: number[] = [];
  await eachLimited([ALL_PRODI, ...prodi], async (p) => {
    const items = await queryAll<StoredItem>({ pk: statistikKeys.prodiStatsPartition(p) });
    counters.push(...items);
    const aturan = items.find((i) => i.SK === statistikKeys.prodiCapaianAturan(p).SK);
    if (aturan && Number(aturan.perubahan ?? 0) > Number(aturan.dihitung ?? 0)) pendingRecount.push(p);
  });
  pendingRecount.sort((a, b) => a - b);
  const children = await readChildren(prodi, students, rubrik, anak);
  return { prodi, students, portfolios, rubrik, anak, counters, children, pendingRecount };
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
  /** Counter items missing their place in a university partition (a program's shards and rules marker, a title word's count shards), by key. */
  unindexed: Key[];
  /** With `fix`: how many of them were given it. */
  reindexed: number;
  /** What the rebuild cannot check. */
  notes: string[];
}

/** Sets the university partition keys an item lacks (only while it exists); true when set. */
async function reindex(key: Key, keys: Record<string, string>): Promise<boolean> {
  const names = Object.keys(keys);
  try {
    await transact([
      {
        Update: {
          TableName: tableName(),
          Key: key,
          UpdateExpression: `SET ${names.map((_, i) => `#k${i} = :k${i}`).join(', ')}`,
          ConditionExpression: 'attribute_exists(PK)',
          ExpressionAttributeNames: Object.fromEntries(names.map((n, i) => [`#k${i}`, n])),
          ExpressionAttributeValues: Object.fromEntries(names.map((n, i) => [`:k${i}`, keys[n]])),
        },
      },
    ]);
    return true;
  } catch (err) {
    if (isConditionFailure(err)) return false;
    throw err;
  }
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
  const unindexed = data.counters.flatMap((item) => {
    const keys = missingUniversityKeys(item);
    return keys ? [{ key: { PK: item.PK, SK: item.SK }, keys }] : [];
  });
  let reindexed = 0;
  if (fix) for (const u of unindexed) if (await reindex(u.key, u.keys)) reindexed += 1;
  const expected = expectedCounters(data);
  const stored = storedCounters(data.counters, data.students, data);
  const { differences, items, attributes } = compareCounters(expected, stored);
  const fixed: CounterDifference[] = [];
  if (fix && differences.length > 0) {
    for (const { items, differences: of } of fixTransactions(differences)) {
      try {
        await transact(items);
        fixed.push(...of);
      } catch (err) {
        // a student or a counting record deleted since the read: nothing to correct on it (the next run shows it)
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
    unindexed: unindexed.map((u) => u.key),
    reindexed,
    notes: REBUILD_NOTES,
  };
}
