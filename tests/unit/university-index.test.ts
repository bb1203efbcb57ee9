/**
 * The university partitions the super admin's reads use instead of one read per program
 * (docs/decisions/0055-program-independent-reads.md), without a table: every writer of a program's
 * counter shards and rules marker puts them in `STAT#PRODI#SEMUA` (GSI1), the queue title index's
 * entries and count shards sit in `QJUDUL#SEMUA#<head>` (GSI2) in the order the reads need, and
 * the rebuild's rule (functions/lib/projections/university-index.ts) names the keys each stored
 * counter item must carry.
 */
import { searchKeys } from '@functions/lib/entities/search';
import { statistikKeys } from '@functions/lib/entities/statistik';
import { aturanChanged, capaianAdd } from '@functions/lib/projections/capaian-state';
import { userCounterChanges } from '@functions/lib/projections/counters';
import { portfolioCounterChanges } from '@functions/lib/projections/portofolio-counters';
import { type QueueTitleSource, queueTitleChanges, queueTitleCountAdds, queueTitleEntries } from '@functions/lib/projections/queue-title';
import { missingUniversityKeys, universityKeysOf } from '@functions/lib/projections/university-index';
import { describe, expect, it } from 'vitest';

process.env.TABLE_NAME ??= 'skpi-unit';

type Update = {
  Key: { PK: string; SK: string };
  UpdateExpression: string;
  ExpressionAttributeNames: Record<string, string>;
  ExpressionAttributeValues: Record<string, unknown>;
};

/** What an Update SETs, by attribute name. */
function setOf(u: Update): Record<string, unknown> {
  const set = /(?:^| )SET (.*?)(?= ADD | REMOVE |$)/.exec(u.UpdateExpression)?.[1] ?? '';
  return Object.fromEntries(
    set.split(', ').map((pair) => {
      const [name, value] = pair.split(' = ') as [string, string];
      return [u.ExpressionAttributeNames?.[name] ?? name, u.ExpressionAttributeValues[value]];
    }),
  );
}

const updates = (items: readonly { Update?: unknown }[]) => items.flatMap((i) => (i.Update ? [i.Update as Update] : []));
const shardUpdates = (items: readonly { Update?: unknown }[]) => updates(items).filter((u) => u.Key.SK.startsWith('COUNTERS#'));

const waiting: QueueTitleSource = {
  id_portofolio: 42,
  id_prodi: 3,
  id_anak_rubrik: 7,
  id_status_portofolio: 1,
  judul: 'Lomba Debat Nasional',
  judul_inggris: null,
  updated_at: '2026-11-20T01:02:03.000Z',
};

describe("a program's counter shards and rules marker", () => {
  it('are put in the university partition by every writer: users, portfolios, achievements, rule changes', () => {
    const student = { role: 'mahasiswa', id_prodi: 12, tanggal_masuk: '2022-09-01' };
    const portfolio = {
      user_id: 'u1',
      id_prodi: 12,
      id_anak_rubrik: 5,
      id_bidang_portofolio: 2,
      bobot_skp_portofolio: 3,
      id_status_portofolio: 1,
    };
    const shards = [
      ...shardUpdates(userCounterChanges(undefined, student)),
      ...shardUpdates(portfolioCounterChanges(undefined, portfolio, 4)),
      ...shardUpdates([capaianAdd(12, { memenuhi_skp: 1 }, [])]),
    ];
    expect(shards.map((u) => u.Key.PK).sort()).toEqual(['STAT#PRODI#0', 'STAT#PRODI#0', 'STAT#PRODI#12', 'STAT#PRODI#12', 'STAT#PRODI#12']);
    for (const u of shards) {
      const [p, shard] = [Number(u.Key.PK.split('#')[2]), Number(u.Key.SK.split('#')[1])];
      expect(setOf(u), `${u.Key.PK} ${u.Key.SK}`).toMatchObject({
        GSI1PK: 'STAT#PRODI#SEMUA',
        GSI1SK: statistikKeys.prodiStatsIndex(p, shard).GSI1SK,
      });
    }
    const rules = aturanChanged(12).Update as unknown as Update;
    expect(setOf(rules)).toMatchObject(statistikKeys.prodiCapaianAturanIndex(12));
  });

  it('sort by program, then its rules marker and its shards', () => {
    const keys = [
      statistikKeys.prodiStatsIndex(0, 9),
      statistikKeys.prodiCapaianAturanIndex(2),
      statistikKeys.prodiStatsIndex(2, 0),
      statistikKeys.prodiStatsIndex(10, 3),
    ].map((k) => k.GSI1SK);
    expect([...keys].sort()).toEqual(keys);
  });
});

describe("the queue title index's university partition", () => {
  it("holds each entry by word and queue time, and each program's count shards just before a word's entries", () => {
    const [entry] = queueTitleEntries(waiting);
    expect(entry).toMatchObject({ GSI2PK: 'QJUDUL#SEMUA#lo', GSI2SK: `lomba#${entry?.t}` });
    const counts = queueTitleCountAdds(waiting, 1, 4).concat(queueTitleCountAdds({ ...waiting, id_prodi: 40 }, 1, 0));
    const lomba = counts.filter((c) => c.key.SK.startsWith('lomba!')).map((c) => c.labels?.GSI2SK as string);
    expect(lomba).toEqual([searchKeys.queueTitleCountIndex(3, 'lomba', 4).GSI2SK, searchKeys.queueTitleCountIndex(40, 'lomba', 0).GSI2SK]);
    const countRange = searchKeys.queueTitleCountRange('lomba');
    const entryRange = searchKeys.queueTitleEntryRange('lomba');
    const within = (sk: string, r: { from: string; to: string }) => sk >= r.from && sk <= r.to;
    for (const sk of lomba) expect([within(sk, countRange), within(sk, entryRange)], sk).toEqual([true, false]);
    expect([within(entry?.GSI2SK ?? '', countRange), within(entry?.GSI2SK ?? '', entryRange)]).toEqual([false, true]);
    // a longer word's entries are in neither range of `lomba`
    expect(within('lombanya#2026', entryRange) || within('lombanya!N#000003#00', countRange)).toBe(false);
    expect(countRange.to < entryRange.from).toBe(true);
  });

  it('puts the university keys with every entry a title change writes, and with every count it moves', () => {
    const items = queueTitleChanges(waiting, { ...waiting, judul: 'Lomba Pidato Nasional' }, 2);
    const puts = items.flatMap((i) => (i.Put ? [i.Put.Item as Record<string, unknown>] : []));
    // the new word's entry, and the others' again (their words changed)
    expect(puts.map((p) => [p.SK, p.GSI2PK, p.GSI2SK])).toEqual(
      ['lomba', 'pidato', 'nasional'].map((w) => [`${w}#${puts[0]?.t}`, `QJUDUL#SEMUA#${w.slice(0, 2)}`, `${w}#${puts[0]?.t}`]),
    );
    for (const u of updates(items))
      expect(setOf(u), u.Key.SK).toMatchObject({ GSI2PK: expect.stringMatching(/^QJUDUL#SEMUA#/), GSI1PK: 'QJUDUL#3#N' });
  });
});

describe('the keys a stored counter item must carry (the rebuild checks them)', () => {
  it('names them for shards, rules markers and title count shards, and nothing for other items', () => {
    expect(universityKeysOf(statistikKeys.prodiStats(7, 3))).toEqual(statistikKeys.prodiStatsIndex(7, 3));
    expect(universityKeysOf(statistikKeys.prodiStats(0, 0))).toEqual(statistikKeys.prodiStatsIndex(0, 0));
    expect(universityKeysOf(statistikKeys.prodiCapaianAturan(7))).toEqual(statistikKeys.prodiCapaianAturanIndex(7));
    expect(universityKeysOf(searchKeys.queueTitleCount(7, 'lomba', 5))).toEqual({
      GSI1PK: 'QJUDUL#7#N',
      GSI1SK: 'lomba#5',
      ...searchKeys.queueTitleCountIndex(7, 'lomba', 5),
    });
    expect(universityKeysOf(statistikKeys.prodiGraduatesMonth(7, '2026-01'))).toBeNull();
    expect(universityKeysOf(searchKeys.queueTitleEntry(7, 'lomba', '2026#1'))).toBeNull();
    expect(universityKeysOf(statistikKeys.anakPortfolioStats(7))).toBeNull();
  });

  it('finds an item without them, or with another program’s, and not one that has them', () => {
    const shard = statistikKeys.prodiStats(7, 3);
    expect(missingUniversityKeys({ ...shard, total_mahasiswa: 2 })).toEqual(statistikKeys.prodiStatsIndex(7, 3));
    expect(missingUniversityKeys({ ...shard, ...statistikKeys.prodiStatsIndex(8, 3) })).toEqual(statistikKeys.prodiStatsIndex(7, 3));
    expect(missingUniversityKeys({ ...shard, ...statistikKeys.prodiStatsIndex(7, 3), total_mahasiswa: 2 })).toBeNull();
    expect(missingUniversityKeys({ ...statistikKeys.prodiGraduatesMonth(7, '2026-01'), jumlah: 1 })).toBeNull();
  });
});
