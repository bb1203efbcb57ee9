/**
 * The bulk load's folding (functions/lib/bulk-load.ts), without a table: a creation's transaction
 * items become one held item per key (puts replaced, SET set, ADD summed or joined), the
 * achievement's reads come from the held items, and anything that is not a creation throws.
 */
import { BulkLoad, updateActions } from '@functions/lib/bulk-load';
import type { TransactItem } from '@functions/lib/table';
import { describe, expect, it } from 'vitest';

const T = 'tabel';
const put = (Item: Record<string, unknown>, isNew = false): TransactItem => ({
  Put: { TableName: T, Item, ...(isNew ? { ConditionExpression: 'attribute_not_exists(PK)' } : {}) },
});
const update = (PK: string, SK: string, UpdateExpression: string, values: Record<string, unknown>, names?: Record<string, string>): TransactItem => ({
  Update: { TableName: T, Key: { PK, SK }, UpdateExpression, ExpressionAttributeValues: values, ExpressionAttributeNames: names },
});

describe('the bulk load', () => {
  it('reads the SET and ADD actions of an update, names resolved', () => {
    const u = update(
      'A',
      'B',
      'SET #l0 = :l0, #l1 = :l1 ADD #c0 :v0, jumlah :v1',
      { ':l0': 'x', ':l1': 2, ':v0': 1, ':v1': -1 },
      {
        '#l0': 'type',
        '#l1': 'id_anak_rubrik',
        '#c0': 'portofolio_status_1',
      },
    ).Update as NonNullable<TransactItem['Update']>;
    expect(updateActions(u)).toEqual({
      set: [
        ['type', 'x'],
        ['id_anak_rubrik', 2],
      ],
      add: [
        ['portofolio_status_1', 1],
        ['jumlah', -1],
      ],
    });
  });

  it('folds puts and updates into one item per key', () => {
    const load = new BulkLoad();
    load.apply([
      put({ PK: 'USER#1', SK: 'PROFILE', nama: 'Siti', version: 1 }, true),
      update('USER#1', 'PROFILE', 'ADD skp :s, jumlah_portofolio :j', { ':s': 5, ':j': 1 }),
      update('SEARCH#HIDDEN', 'OWNERS', 'ADD uids :u SET #type = :type', { ':u': new Set(['1']), ':type': 'hidden' }, { '#type': 'type' }),
      update('STAT#PRODI#3', 'COUNTERS#04', 'ADD total_mahasiswa :one', { ':one': 1 }),
    ]);
    load.apply([
      update('USER#1', 'PROFILE', 'ADD skp :s, jumlah_portofolio :j', { ':s': 3, ':j': 1 }),
      update('SEARCH#HIDDEN', 'OWNERS', 'ADD uids :u SET #type = :type', { ':u': new Set(['2']), ':type': 'hidden' }, { '#type': 'type' }),
      update('STAT#PRODI#3', 'COUNTERS#04', 'ADD total_mahasiswa :one', { ':one': 1 }),
      { ConditionCheck: { TableName: T, Key: { PK: 'USER#1', SK: 'PROFILE' }, ConditionExpression: 'attribute_exists(PK)' } },
    ]);
    expect(load.get({ PK: 'USER#1', SK: 'PROFILE' })).toEqual({
      PK: 'USER#1',
      SK: 'PROFILE',
      nama: 'Siti',
      version: 1,
      skp: 8,
      jumlah_portofolio: 2,
    });
    expect(load.get({ PK: 'SEARCH#HIDDEN', SK: 'OWNERS' })).toEqual({ PK: 'SEARCH#HIDDEN', SK: 'OWNERS', uids: new Set(['1', '2']), type: 'hidden' });
    expect(load.get({ PK: 'STAT#PRODI#3', SK: 'COUNTERS#04' })).toMatchObject({ total_mahasiswa: 2 });
    // a later put of a key replaces what was held
    load.apply([put({ PK: 'USER#1', SK: 'STAT#POIN', version: 1 }), put({ PK: 'USER#1', SK: 'STAT#POIN', version: 2, poin_7: 4 })]);
    expect(load.get({ PK: 'USER#1', SK: 'STAT#POIN' })).toEqual({ PK: 'USER#1', SK: 'STAT#POIN', version: 2, poin_7: 4 });
  });

  it('refuses what is not a creation', () => {
    const load = new BulkLoad();
    load.apply([put({ PK: 'NIM#1', SK: 'NIM', userId: '1' }, true)]);
    expect(() => load.apply([put({ PK: 'NIM#1', SK: 'NIM', userId: '2' }, true)])).toThrow(/created twice/);
    expect(() => load.apply([{ Delete: { TableName: T, Key: { PK: 'A', SK: 'B' } } }])).toThrow(/deletes nothing/);
    expect(() => load.apply([update('A', 'B', 'REMOVE #a', {}, { '#a': 'p1' })])).toThrow(/only creates/);
    expect(() => load.apply([update('A', 'B', 'SET n = if_not_exists(n, :z)', { ':z': 0 })])).toThrow(/only creates/);
    expect(() => load.apply([update('A', 'B', 'ADD #missing :v', { ':v': 1 })])).toThrow(/cannot resolve/);
  });
});
