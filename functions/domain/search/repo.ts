/**
 * Table access of the public search and profiles: sort-key ranges of the search index, the
 * owners of portfolio results, and students' public-portfolios items. All of it is written by the
 * users and portfolio repos through search-index.ts.
 */
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { ddb } from '@functions/lib/clients';
import { searchKeys } from '@functions/lib/entities/search';
import { userKeys } from '@functions/lib/entities/users';
import type { LongName, PortfolioEntry, ProfileEntry, PublicIdentity, PublicPortfolio } from '@functions/lib/projections/search-index';
import { batchGet, getItem, tableName } from '@functions/lib/table';
import type { IndexKind } from '@shared/domain/search-terms';

export type EntryOf<K extends IndexKind> = K extends 'profile' ? ProfileEntry : PortfolioEntry;

export interface RangePage<E> {
  entries: E[];
  /** Where the next read starts; undefined when the range is exhausted. */
  next?: Record<string, unknown>;
}

/** A public portfolio with its id. */
export type PublicPortfolioView = PublicPortfolio & { id_portofolio: number };

/** The portfolios held by a public-portfolios item, newest first. */
function portfoliosOfItem(item: Record<string, unknown>): PublicPortfolioView[] {
  const out: PublicPortfolioView[] = [];
  for (const [name, value] of Object.entries(item)) {
    const m = /^p(\d+)$/.exec(name);
    if (m && value && typeof value === 'object') out.push({ ...(value as PublicPortfolio), id_portofolio: Number(m[1]) });
  }
  return out.sort((a, b) => b.tanggal_terbit.localeCompare(a.tanggal_terbit) || b.id_portofolio - a.id_portofolio);
}

/** Up to `limit` items of partition `pk` whose sort key starts with `prefix`, in key order. */
async function readPrefix<E>(pk: string, prefix: string, limit: number, start?: Record<string, unknown>): Promise<RangePage<E>> {
  const range = searchKeys.searchWordRange(prefix);
  const out = await ddb().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'PK = :pk AND SK BETWEEN :from AND :to',
      ExpressionAttributeValues: { ':pk': pk, ':from': range.from, ':to': range.to },
      Limit: limit,
      ExclusiveStartKey: start,
    }),
  );
  return { entries: (out.Items ?? []) as E[], next: out.LastEvaluatedKey };
}

export const mahasiswaRepo = {
  /** Up to `limit` entries of one index partition whose word starts with `prefix`, in key order. */
  readRange: <K extends IndexKind>(kind: K, head: string, prefix: string, limit: number, start?: Record<string, unknown>) =>
    readPrefix<EntryOf<K>>(searchKeys.searchPartition(kind, head), prefix, limit, start),

  /** Up to `limit` pair entries of the partition of `headX` and `headY` whose first word starts with `prefix`. */
  readPairRange: (headX: string, headY: string, prefix: string, limit: number, start?: Record<string, unknown>) =>
    readPrefix<ProfileEntry>(searchKeys.searchPairPartition(headX, headY), prefix, limit, start),

  /** The findable students whose words the pair entries do not all join, by NIM. */
  async longNames(): Promise<LongName[]> {
    const item = (await getItem<Record<string, unknown>>(searchKeys.searchLongNames())) ?? {};
    return Object.entries(item)
      .filter(([name, value]) => /^u/.test(name) && value && typeof value === 'object')
      .map(([, value]) => value as LongName)
      .sort((a, b) => a.nim.localeCompare(b.nim));
  },

  /** The public identities of students, by user id; a student who is not findable has none. */
  async identities(userIds: readonly string[]): Promise<Map<string, PublicIdentity>> {
    const items = await batchGet<PublicIdentity>(
      [...new Set(userIds)].map((id) => searchKeys.publicIdentity(id)),
      'uid, nim, #nama',
      { '#nama': 'nama' },
    );
    return new Map(items.map((u) => [u.uid, u]));
  },

  /** The public-portfolios items of students, by user id (a missing item: no public portfolio). */
  async publicPortfolios(userIds: readonly string[]): Promise<Map<string, PublicPortfolioView[]>> {
    const items = await batchGet<Record<string, unknown>>([...new Set(userIds)].map((id) => searchKeys.publicPortfolios(id)));
    const byUser = new Map<string, PublicPortfolioView[]>();
    for (const item of items) byUser.set(String(item.PK).slice('USER#'.length), portfoliosOfItem(item));
    return byUser;
  },

  /** The students hidden after being findable (deactivated): their portfolio entries do not count. */
  async hiddenOwners(): Promise<ReadonlySet<string>> {
    const item = await getItem<{ uids?: Set<string> }>(searchKeys.searchHiddenOwners());
    return item?.uids ?? new Set<string>();
  },

  /** The user id a NIM belongs to. */
  userIdByNim: async (nim: string): Promise<string | undefined> => (await getItem<{ userId: string }>(userKeys.nim(nim)))?.userId,
};
