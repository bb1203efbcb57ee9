/**
 * Table access of the public search and profiles: sort-key ranges of the search index, the
 * owners of portfolio results, and a student's public portfolios. Entries are written by the
 * users and portfolio repos through search-index.ts.
 */
import { BatchGetCommand, type BatchGetCommandInput, type BatchGetCommandOutput, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { IndexKind } from '../../shared/domain/search-terms';
import { ddb } from '../lib/clients';
import { keys } from '../lib/keys';
import { tableName } from '../lib/table';
import { type PortofolioItem, portofolioRepo } from '../portofolio/repo';
import type { UserItem } from '../users/repo';
import type { PortfolioEntry, ProfileEntry } from './search-index';

export type EntryOf<K extends IndexKind> = K extends 'profile' ? ProfileEntry : PortfolioEntry;

export interface RangePage<E> {
  entries: E[];
  /** Where the next read starts; undefined when the range is exhausted. */
  next?: Record<string, unknown>;
}

/** The user fields a portfolio result shows and checks. */
export type OwnerView = Pick<UserItem, 'id' | 'nim' | 'nama' | 'role' | 'is_active' | 'is_data_complete'>;

const BATCH_GET_MAX = 100;

export const mahasiswaRepo = {
  /** Up to `limit` entries of one index partition whose word starts with `prefix`, in key order. */
  async readRange<K extends IndexKind>(
    kind: K,
    head: string,
    prefix: string,
    limit: number,
    start?: Record<string, unknown>,
  ): Promise<RangePage<EntryOf<K>>> {
    const range = keys.searchWordRange(prefix);
    const out = await ddb().send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'PK = :pk AND SK BETWEEN :from AND :to',
        ExpressionAttributeValues: { ':pk': keys.searchPartition(kind, head), ':from': range.from, ':to': range.to },
        Limit: limit,
        ExclusiveStartKey: start,
      }),
    );
    return { entries: (out.Items ?? []) as EntryOf<K>[], next: out.LastEvaluatedKey };
  },

  /** Users by id (at most a page's worth of distinct owners per call), with only what results need. */
  async owners(ids: readonly string[]): Promise<Map<string, OwnerView>> {
    const found = new Map<string, OwnerView>();
    const unique = [...new Set(ids)];
    const chunks: string[][] = [];
    for (let i = 0; i < unique.length; i += BATCH_GET_MAX) chunks.push(unique.slice(i, i + BATCH_GET_MAX));
    await Promise.all(
      chunks.map(async (chunk) => {
        type Request = NonNullable<BatchGetCommandInput['RequestItems']>;
        let request: Request | undefined = {
          [tableName()]: {
            Keys: chunk.map((id) => ({ ...keys.user(id) })),
            ProjectionExpression: 'id, nim, #nama, #role, is_active, is_data_complete',
            ExpressionAttributeNames: { '#nama': 'nama', '#role': 'role' },
          },
        };
        for (let attempt = 0; request && attempt < 8; attempt++) {
          const out: BatchGetCommandOutput = await ddb().send(new BatchGetCommand({ RequestItems: request }));
          for (const u of (out.Responses?.[tableName()] ?? []) as OwnerView[]) found.set(u.id, u);
          const rest: Request[string] | undefined = out.UnprocessedKeys?.[tableName()];
          request = rest?.Keys?.length ? { [tableName()]: rest } : undefined;
          if (request) await new Promise((r) => setTimeout(r, 10 * 2 ** attempt));
        }
        if (request) throw new Error('search: owners could not be read (throttled)');
      }),
    );
    return found;
  },

  /** A student's portfolios (tens at most), for the public timeline and result rows. */
  portfoliosOf: (userId: string): Promise<PortofolioItem[]> => portofolioRepo.listOfUser(userId),
};
