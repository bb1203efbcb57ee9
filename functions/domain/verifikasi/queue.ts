/**
 * The verification queues (docs/access-patterns.md "Verifier and admin"): a scope's portfolios of some
 * statuses, by time of the last change, one page at a time. A scope's queue is a set of GSI
 * partitions (the university's on GSI4, a program's on GSI2, each assigned sub-rubric's on GSI3;
 * new and changed portfolios share the Menunggu queue, shared/domain/status.ts `queueOfStatus`);
 * a page reads at most offset + size items of each partition and merges them by time. Page counts
 * come from the status counters (functions/lib/projections/counters.ts), never from counting items.
 */
import { type PortofolioItem, portofolioRepo, type StatusPortofolio } from '@functions/domain/portofolio/repo';
import { anakStatusInProdiOf, statusCounter } from '@functions/lib/projections/portofolio-counters';
import { statistikRepo } from '@functions/lib/projections/reads';
import { isAwaitingVerification, queueOfStatus, type VerificationQueue } from '@shared/domain/status';
import { searchTitles } from './queue-title';
import { type Entry, type Partition, portfoliosInOrder, queueEntries, queuePartition, queueTime } from './repo';

/** Whose portfolios: the whole university, one program, or a verifier's sub-rubrics. */
export type Scope = { kind: 'all' } | { kind: 'prodi'; idProdi: number } | { kind: 'anak'; idAnak: readonly number[] };

/** A title search reads at most this many queue entries of the scope (oldest first); docs/decisions/0019-verification-queue-and-decision.md. */
export const TITLE_SEARCH_MAX_READ = 5000;

/** The queues holding these statuses, each with the statuses to keep when it holds more than asked. */
function queuesOf(statuses: readonly StatusPortofolio[]): Array<{ queue: VerificationQueue; only?: ReadonlySet<number> }> {
  const queues = new Map<VerificationQueue, Set<number>>();
  for (const s of statuses) queues.set(queueOfStatus(s), (queues.get(queueOfStatus(s)) ?? new Set()).add(s));
  return [...queues].map(([queue, asked]) => {
    const all = ([1, 2, 3, 4] as const).filter((s) => queueOfStatus(s) === queue);
    return all.every((s) => asked.has(s)) ? { queue } : { queue, only: asked };
  });
}

function partitions(scope: Scope, statuses: readonly StatusPortofolio[]): Partition[] {
  return queuesOf(statuses).flatMap(({ queue, only }): Partition[] => {
    const withOnly = (p: Omit<Partition, 'only'>): Partition => (only ? { ...p, only } : p);
    if (scope.kind !== 'anak') return [withOnly(queuePartition(scope, queue))];
    return scope.idAnak.map((a) => withOnly(queuePartition({ kind: 'anak', idAnak: a }, queue)));
  });
}

const byTime = (newestFirst: boolean) => (a: Entry, b: Entry) => (newestFirst ? b.time.localeCompare(a.time) : a.time.localeCompare(b.time));

/** The page's items, in the entries' order (an item deleted meanwhile is left out). */
const itemsOf = (page: readonly Pick<Entry, 'id'>[]) => portfoliosInOrder(page.map((e) => e.id));

/** How many portfolios of these statuses some status counters hold. */
const sumOf = (c: Record<string, number> | undefined, statuses: readonly StatusPortofolio[]) =>
  statuses.reduce((n, s) => n + Math.max(0, c?.[statusCounter(s)] ?? 0), 0);

/** How many portfolios of these statuses a program (0: the university) has (the status counters). */
const counted = async (idProdi: number, statuses: readonly StatusPortofolio[]) =>
  sumOf(await statistikRepo.prodiCounters(idProdi, statuses.map(statusCounter)), statuses);

/** A program's queue is read filtered for a verifier when that reads at most this many items for the page. */
export const FILTERED_READ_MAX = 300;

/**
 * The partitions of a verifier's page: a program's queue (GSI2) filtered to the verifier's
 * sub-rubrics where the sub-rubric counters (`prodi_<p>_status_<s>`, functions/lib/projections/
 * portofolio-counters.ts) say that partition holds every one of their portfolios of the asked statuses and
 * the program's counters say the filter keeps enough of what it reads (one Query instead of one per
 * sub-rubric); each other sub-rubric's own queue (GSI3) otherwise. Statuses of several queues, or
 * counters that do not add up (written before the per-program counters: the counter rebuild fills
 * them), read one partition per sub-rubric.
 */
async function verifierPartitions(
  idAnak: readonly number[],
  statuses: readonly StatusPortofolio[],
  need: number,
  counters: ReadonlyMap<number, Record<string, number>>,
): Promise<Partition[]> {
  const byQueue = queuesOf(statuses);
  if (byQueue.length !== 1 || idAnak.length < 2) return partitions({ kind: 'anak', idAnak }, statuses);
  const queue = (byQueue[0] as { queue: VerificationQueue }).queue;
  const plan = new Map<number, Map<number, number>>();
  const own: number[] = [];
  for (const a of idAnak) {
    const c = counters.get(a) ?? {};
    const total = sumOf(c, statuses);
    if (total <= 0) continue;
    const where = placed(c, statuses);
    if ([...where.values()].reduce((n, v) => n + v, 0) !== total) own.push(a);
    else for (const [p, n] of where) plan.set(p, (plan.get(p) ?? new Map()).set(a, n));
  }
  const programs = [...plan.keys()];
  const queueStatuses = ([1, 2, 3, 4] as const).filter((s) => queueOfStatus(s) === queue).map(statusCounter);
  const sizes = programs.length ? await statistikRepo.prodiCountersMany(programs, queueStatuses) : new Map<number, Record<string, number>>();
  const filtered: Array<{ idProdi: number; ids: number[]; share: number }> = [];
  for (const [p, mine] of plan) {
    const size = queueStatuses.reduce((n, s) => n + Math.max(0, sizes.get(p)?.[s] ?? 0), 0);
    const share = size > 0 ? Math.min(1, [...mine.values()].reduce((n, v) => n + v, 0) / size) : 0;
    if (mine.size >= 2 && mine.size <= 100 && share > 0 && need / share <= FILTERED_READ_MAX)
      filtered.push({ idProdi: p, ids: [...mine.keys()], share });
    else own.push(...mine.keys());
  }
  const ownSet = new Set(own);
  const only = byQueue[0]?.only;
  return [
    ...partitions({ kind: 'anak', idAnak: [...ownSet] }, statuses),
    ...filtered.flatMap((f): Partition[] => {
      const ids = f.ids.filter((a) => !ownSet.has(a));
      if (ids.length === 0) return [];
      const part: Partition = { ...queuePartition({ kind: 'prodi', idProdi: f.idProdi }, queue), anak: { ids, share: f.share } };
      return [only ? { ...part, only } : part];
    }),
  ];
}

/** Where a sub-rubric's portfolios of these statuses sit: how many in each program (its `prodi_<p>_status_<s>` counters). */
function placed(counters: Record<string, number>, statuses: readonly StatusPortofolio[]): Map<number, number> {
  const where = new Map<number, number>();
  for (const [name, n] of Object.entries(counters)) {
    const c = anakStatusInProdiOf(name);
    if (!c || n <= 0 || !statuses.includes(c.status as StatusPortofolio)) continue;
    where.set(c.idProdi, (where.get(c.idProdi) ?? 0) + n);
  }
  return where;
}

/**
 * The programs whose waiting queue holds a scope's portfolios of these statuses ('all': every
 * program, searched in the index's university partition), or null when the counters cannot tell
 * (a verifier's, before the counter rebuild).
 */
async function programsOf(scope: Scope, statuses: readonly StatusPortofolio[]): Promise<number[] | 'all' | null> {
  if (scope.kind === 'prodi') return [scope.idProdi];
  if (scope.kind === 'all') return 'all';
  const counters = await statistikRepo.anakPortfolioCounters(scope.idAnak);
  const programs = new Set<number>();
  for (const a of scope.idAnak) {
    const c = counters.get(a) ?? {};
    const where = placed(c, statuses);
    if ([...where.values()].reduce((n, v) => n + v, 0) !== sumOf(c, statuses)) return null;
    for (const p of where.keys()) programs.add(p);
  }
  return [...programs];
}

/** A title search of the waiting queue through its word index, or null when the index does not answer it (another queue, no indexable word). */
async function pageFromTitleIndex(r: QueueRequest, text: string): Promise<QueuePage | null> {
  if (r.newestFirst || !r.statuses.every((s) => isAwaitingVerification(s))) return null;
  const programs = await programsOf(r.scope, r.statuses);
  if (!programs) return null;
  const only = queuesOf(r.statuses)[0]?.only;
  const found = await searchTitles({
    programs,
    text,
    only,
    anak: r.scope.kind === 'anak' ? new Set(r.scope.idAnak) : undefined,
    need: r.offset + r.size,
  });
  if (!found) return null;
  return { items: await itemsOf(found.entries.slice(r.offset, r.offset + r.size)), total: found.total };
}

export interface QueuePage {
  items: PortofolioItem[];
  total: number;
}

export interface QueueRequest {
  scope: Scope;
  statuses: readonly StatusPortofolio[];
  newestFirst: boolean;
  offset: number;
  size: number;
}

export const verificationQueue = {
  /** One page of the scope's queue. */
  async page(r: QueueRequest): Promise<QueuePage> {
    const read = (parts: Partition[]) => Promise.all(parts.map((p) => queueEntries(p, r.offset + r.size, r.newestFirst, true)));
    let lists: Entry[][];
    let total: number;
    if (r.scope.kind === 'anak') {
      const counters = await statistikRepo.anakPortfolioCounters(r.scope.idAnak);
      total = [...counters.values()].reduce((n, c) => n + sumOf(c, r.statuses), 0);
      lists = await read(await verifierPartitions(r.scope.idAnak, r.statuses, r.offset + r.size, counters));
    } else {
      [lists, total] = await Promise.all([read(partitions(r.scope, r.statuses)), counted(r.scope.kind === 'all' ? 0 : r.scope.idProdi, r.statuses)]);
    }
    const page = lists
      .flat()
      .sort(byTime(r.newestFirst))
      .slice(r.offset, r.offset + r.size);
    return { items: page.flatMap((e) => (e.item ? [e.item] : [])), total };
  },

  /**
   * One page of the scope's portfolios whose title matches `text`: in the waiting queue, through
   * its word index (queue-title.ts: every query word the start of a title word, complete); in the
   * other queues, or for a query without an indexable word, the titles (either language) holding
   * `text`, case-insensitive, among the first TITLE_SEARCH_MAX_READ entries of the scope's queue.
   */
  async pageByTitle(r: QueueRequest, text: string): Promise<QueuePage> {
    const indexed = await pageFromTitleIndex(r, text);
    if (indexed) return indexed;
    const needle = text.toLocaleLowerCase('id');
    const parts = partitions(r.scope, r.statuses);
    const perPartition = Math.max(r.size, Math.ceil(TITLE_SEARCH_MAX_READ / Math.max(1, parts.length)));
    const lists = await Promise.all(parts.map((p) => queueEntries(p, perPartition, r.newestFirst, false)));
    const matching = lists
      .flat()
      .filter((e) => `${e.judul ?? ''}\u0000${e.judul_inggris ?? ''}`.toLocaleLowerCase('id').includes(needle))
      .sort(byTime(r.newestFirst));
    return { items: await itemsOf(matching.slice(r.offset, r.offset + r.size)), total: matching.length };
  },

  /** A student's portfolios of these statuses within the scope (the NIM search), in queue order. */
  async ofStudent(userId: string, r: Omit<QueueRequest, 'offset' | 'size'>): Promise<PortofolioItem[]> {
    const inScope = (p: PortofolioItem) =>
      r.scope.kind === 'all' || (r.scope.kind === 'prodi' ? p.id_prodi === r.scope.idProdi : r.scope.idAnak.includes(p.id_anak_rubrik));
    const items = (await portofolioRepo.listOfUser(userId)).filter((p) => r.statuses.includes(p.id_status_portofolio) && inScope(p));
    return items.sort((a, b) => (r.newestFirst ? queueTime(b).localeCompare(queueTime(a)) : queueTime(a).localeCompare(queueTime(b))));
  },
};
