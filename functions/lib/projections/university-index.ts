/**
 * The university partitions of counter items (docs/decisions/0055-program-independent-reads.md):
 * every program's counter shards and rules marker (GSI1 `STAT#PRODI#SEMUA`) and every program's
 * count shards of the queue's title words (GSI2 `QJUDUL#SEMUA#<head>`), which the writers set with
 * the counts (counters.ts `prodiShardAdd`, capaian-state.ts `aturanChanged`, queue-title.ts
 * `queueTitleCountKeys`). Given a stored item, the index keys it must carry, so the counter
 * rebuild and the backfill find and set those an older write left without them.
 */
import type { Key } from '@functions/lib/entities/key';
import { searchKeys } from '@functions/lib/entities/search';
import { statistikKeys } from '@functions/lib/entities/statistik';
import { queueTitleCountKeys } from './queue-title';

const PRODI_PREFIX = statistikKeys.prodiStatsPartition(0).slice(0, -1);
const SHARD_SK = new RegExp(`^${statistikKeys.prodiStatsShardPrefix()}(\\d+)$`);
const JUDUL_COUNT = /^(.*)!N#(\d+)$/;
const JUDUL_PREFIX = searchKeys.queueTitleEntry(0, 'xx', '').PK.slice(0, -'0#xx'.length);

/** The index keys a stored counter item must carry (null: an item of no university partition). */
export function universityKeysOf(item: Key): Record<string, string> | null {
  if (item.PK.startsWith(PRODI_PREFIX)) {
    const p = Number(item.PK.slice(PRODI_PREFIX.length));
    if (!Number.isInteger(p)) return null;
    const shard = SHARD_SK.exec(item.SK);
    if (shard) return statistikKeys.prodiStatsIndex(p, Number(shard[1]));
    if (item.SK === statistikKeys.prodiCapaianAturan(p).SK) return statistikKeys.prodiCapaianAturanIndex(p);
    return null;
  }
  const count = item.PK.startsWith(JUDUL_PREFIX) ? JUDUL_COUNT.exec(item.SK) : null;
  if (!count) return null;
  const p = Number(item.PK.slice(JUDUL_PREFIX.length).split('#')[0]);
  return queueTitleCountKeys(p, count[1] as string, Number(count[2]));
}

/** The index keys a stored item lacks or has wrong (null: none). */
export function missingUniversityKeys(item: Key & Record<string, unknown>): Record<string, string> | null {
  const keys = universityKeysOf(item);
  if (!keys) return null;
  return Object.entries(keys).every(([name, value]) => item[name] === value) ? null : keys;
}
