/**
 * The verification queues (docs/data-model.md "Verifier and admin"): a scope's portfolios of some
 * statuses, by time of the last change, one page at a time. A scope's queue is a set of GSI
 * partitions (the university's on GSI4, a program's on GSI2, each assigned sub-rubric's on GSI3;
 * new and changed portfolios share the Menunggu queue, shared/domain/status.ts `queueOfStatus`);
 * a page reads at most offset + size items of each partition and merges them by time. Page counts
 * come from the status counters (functions/lib/projections/counters.ts), never from counting items.
 */
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { type PortofolioItem, portofolioRepo, type StatusPortofolio } from '@functions/domain/portofolio/repo';
import { ddb } from '@functions/lib/clients';
import { keys } from '@functions/lib/keys';
import { statistikRepo } from '@functions/lib/projections/reads';
import { batchGet, tableName } from '@functions/lib/table';
import type { IndexName } from '@functions/lib/table-schema';
import { queueOfStatus, type VerificationQueue } from '@shared/domain/status';

/** Whose portfolios: the whole university, one program, or a verifier's sub-rubrics. */
export type Scope = { kind: 'all' } | { kind: 'prodi'; idProdi: number } | { kind: 'anak'; idAnak: readonly number[] };

/** A title search reads at most this many queue entries of the scope (oldest first); docs/decisions/0019-verification-queue-and-decision.md. */
export const TITLE_SEARCH_MAX_READ = 5000;

interface Partition {
  index: IndexName;
  pk: string;
  /** Set when only some statuses of the partition's queue are asked for (status 3 alone). */
  only?: ReadonlySet<number>;
}

interface Entry {
  PK: string;
  SK: string;
  /** The index sort key: `<updated_at>#<id>`. */
  time: string;
  judul?: string;
  judul_inggris?: string | null;
  /** The whole portfolio, when read in full. */
  item?: PortofolioItem;
}

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
    if (scope.kind === 'all') return [withOnly({ index: 'GSI4', pk: keys.portofolioByQueue(queue) })];
    if (scope.kind === 'prodi') return [withOnly({ index: 'GSI2', pk: keys.portofolioByProdiQueue(scope.idProdi, queue) })];
    return scope.idAnak.map((a) => withOnly({ index: 'GSI3', pk: keys.portofolioByAnakQueue(a, queue) }));
  });
}

/**
 * The first `limit` entries of a partition in time order. `full`: whole items (the index projects
 * every attribute, and a Query is charged for the whole item anyway), so a page needs no second
 * read; otherwise keys, time and titles only (the title search reads many and keeps few).
 */
async function entries(p: Partition, limit: number, newestFirst: boolean, full: boolean): Promise<Entry[]> {
  const out: Entry[] = [];
  let start: Record<string, unknown> | undefined;
  const names: Record<string, string> = { '#pk': `${p.index}PK` };
  const projected = ['PK', 'SK', '#sk', '#j', '#ji', '#st'];
  if (!full) Object.assign(names, { '#sk': `${p.index}SK`, '#j': 'judul', '#ji': 'judul_inggris', '#st': 'id_status_portofolio' });
  do {
    const page = await ddb().send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: p.index,
        KeyConditionExpression: '#pk = :pk',
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: { ':pk': p.pk },
        ...(full ? {} : { ProjectionExpression: projected.join(', ') }),
        ScanIndexForward: !newestFirst,
        Limit: Math.min(limit - out.length + (p.only ? 50 : 0), 1000),
        ExclusiveStartKey: start,
      }),
    );
    for (const item of page.Items ?? []) {
      if (p.only && !p.only.has(Number(item.id_status_portofolio))) continue;
      out.push({
        PK: String(item.PK),
        SK: String(item.SK),
        time: String(item[`${p.index}SK`]),
        judul: item.judul as string | undefined,
        judul_inggris: item.judul_inggris as string | null | undefined,
        ...(full ? { item: item as PortofolioItem } : {}),
      });
    }
    start = page.LastEvaluatedKey;
  } while (start && out.length < limit);
  return out.slice(0, limit);
}

const byTime = (newestFirst: boolean) => (a: Entry, b: Entry) => (newestFirst ? b.time.localeCompare(a.time) : a.time.localeCompare(b.time));

/** The page's items, in the entries' order (an item deleted meanwhile is left out). */
async function itemsOf(page: Entry[]): Promise<PortofolioItem[]> {
  if (page.length === 0) return [];
  const found = await batchGet<PortofolioItem>(page.map((e) => ({ PK: e.PK, SK: e.SK })));
  const byId = new Map(found.map((p) => [p.id_portofolio, p]));
  return page.flatMap((e) => {
    const p = byId.get(Number(e.PK.slice(e.PK.indexOf('#') + 1)));
    return p ? [p] : [];
  });
}

/** How many portfolios of these statuses the scope has (the status counters). */
async function counted(scope: Scope, statuses: readonly StatusPortofolio[]): Promise<number> {
  const sum = (c: Record<string, number> | undefined) => statuses.reduce((n, s) => n + Math.max(0, c?.[`portofolio_status_${s}`] ?? 0), 0);
  switch (scope.kind) {
    case 'all':
      return sum(await statistikRepo.prodiCounters(0));
    case 'prodi':
      return sum(await statistikRepo.prodiCounters(scope.idProdi));
    case 'anak': {
      const counters = await statistikRepo.anakPortfolioCounters(scope.idAnak);
      return [...counters.values()].reduce((n, c) => n + sum(c), 0);
    }
  }
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

export const queueRepo = {
  /** One page of the scope's queue. */
  async page(r: QueueRequest): Promise<QueuePage> {
    const parts = partitions(r.scope, r.statuses);
    const [lists, total] = await Promise.all([
      Promise.all(parts.map((p) => entries(p, r.offset + r.size, r.newestFirst, true))),
      counted(r.scope, r.statuses),
    ]);
    const page = lists
      .flat()
      .sort(byTime(r.newestFirst))
      .slice(r.offset, r.offset + r.size);
    return { items: page.flatMap((e) => (e.item ? [e.item] : [])), total };
  },

  /** One page of the scope's portfolios whose title (either language) holds `text`, case-insensitive. */
  async pageByTitle(r: QueueRequest, text: string): Promise<QueuePage> {
    const needle = text.toLocaleLowerCase('id');
    const parts = partitions(r.scope, r.statuses);
    const perPartition = Math.max(r.size, Math.ceil(TITLE_SEARCH_MAX_READ / Math.max(1, parts.length)));
    const lists = await Promise.all(parts.map((p) => entries(p, perPartition, r.newestFirst, false)));
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
    const key = (p: PortofolioItem) => keys.byTime(p.updated_at, p.id_portofolio);
    return items.sort((a, b) => (r.newestFirst ? key(b).localeCompare(key(a)) : key(a).localeCompare(key(b))));
  },
};
