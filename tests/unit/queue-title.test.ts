/**
 * The rules of the reads kept inside their budget at any size, without a table: the queue title
 * index's words, keys and derived items (shared/domain/queue-title.ts, functions/lib/projections/
 * queue-title.ts), and the counters they read (a program's students per year of entry, a
 * sub-rubric's portfolios per program).
 */
import { sortKeys } from '@functions/lib/entities/key';
import { searchKeys } from '@functions/lib/entities/search';
import { statistikKeys } from '@functions/lib/entities/statistik';
import { angkatanCounter, isAngkatanCounter, userCounterAdds } from '@functions/lib/projections/counters';
import { anakStatusInProdi, anakStatusInProdiOf, portfolioCounterAdds } from '@functions/lib/projections/portofolio-counters';
import { type QueueTitleSource, queueTitleChanges } from '@functions/lib/projections/queue-title';
import { parseTitleQuery, QUEUE_TITLE_MAX_WORDS, queueTitleTerms } from '@shared/domain/queue-title';
import { describe, expect, it } from 'vitest';

process.env.TABLE_NAME ??= 'skpi-unit';

const waiting: QueueTitleSource = {
  id_portofolio: 42,
  id_prodi: 3,
  id_anak_rubrik: 7,
  id_status_portofolio: 1,
  judul: 'Juara 1 Lomba Debat Nasional di Bandung',
  judul_inggris: 'First Place National Debate Competition',
  updated_at: '2026-11-20T01:02:03.000Z',
};

type Item = {
  Put?: { Item: Record<string, unknown> };
  Delete?: { Key: { SK: string } };
  Update?: { Key: { SK: string }; ExpressionAttributeValues: Record<string, unknown> };
};
const kinds = (items: readonly unknown[]) => {
  const list = items as Item[];
  return {
    put: list.filter((i) => i.Put).map((i) => String(i.Put?.Item.SK).split('#')[0]),
    deleted: list.filter((i) => i.Delete).map((i) => String(i.Delete?.Key.SK).split('#')[0]),
    counted: Object.fromEntries(
      list.filter((i) => i.Update).map((i) => [String(i.Update?.Key.SK).split('!')[0], i.Update?.ExpressionAttributeValues[':v0']]),
    ),
  };
};

describe('the queue title words', () => {
  it('are the normalised words of both titles, without stop words and bare numbers, each once, at most QUEUE_TITLE_MAX_WORDS', () => {
    expect(queueTitleTerms('Juara 1 Lomba DEBAT Nasional di Bandung', 'National Debate Competition')).toEqual({
      words: ['juara', '1', 'lomba', 'debat', 'nasional', 'di', 'bandung', 'national', 'debate', 'competition'],
      entries: ['juara', 'lomba', 'debat', 'nasional', 'bandung', 'national', 'debate', 'competition'],
    });
    expect(queueTitleTerms('Pekan Olahraga Mahasiswa Nasional', null).entries).toEqual(['pekan', 'olahraga', 'mahasiswa', 'nasional']);
    const long = Array.from({ length: 30 }, (_, i) => `kata${String.fromCharCode(97 + (i % 26))}${i}`).join(' ');
    expect(queueTitleTerms(long, null).entries).toHaveLength(QUEUE_TITLE_MAX_WORDS);
    expect(parseTitleQuery('LOMBA di')).toEqual({ words: ['lomba', 'di'], driver: 'lomba' });
    expect(parseTitleQuery('di 2024').driver).toBeNull();
  });

  it("keys: a word's range holds its count shards then its entries in queue order, not a longer word's; the longer range only longer words", () => {
    const word = 'lomba';
    const inRange = (sk: string, r: { from: string; to: string }) => sk >= r.from && sk <= r.to;
    const own = [
      searchKeys.queueTitleCount(3, word, 0).SK,
      searchKeys.queueTitleCount(3, word, 9).SK,
      searchKeys.queueTitleEntry(3, word, sortKeys.byTime(waiting.updated_at, 42)).SK,
    ];
    const longer = [
      searchKeys.queueTitleCount(3, 'lombanya', 0).SK,
      searchKeys.queueTitleEntry(3, 'lombanya', sortKeys.byTime(waiting.updated_at, 1)).SK,
      searchKeys.queueTitleEntry(3, 'lomba2', 't').SK,
    ];
    expect(own.map((sk) => inRange(sk, searchKeys.queueTitleWordRange(word)))).toEqual([true, true, true]);
    expect(longer.map((sk) => inRange(sk, searchKeys.queueTitleWordRange(word)))).toEqual([false, false, false]);
    expect(longer.map((sk) => inRange(sk, searchKeys.queueTitleLongerRange(word)))).toEqual([true, true, true]);
    expect(own.map((sk) => inRange(sk, searchKeys.queueTitleLongerRange(word)))).toEqual([false, false, false]);
    expect([...own].sort()).toEqual(own);
    expect(searchKeys.queueTitleEntry(3, word, 'x').PK).toBe(searchKeys.queueTitleCount(3, word, 0).PK);
    expect(searchKeys.queueTitleEntry(3, word, 'x').PK).not.toBe(searchKeys.queueTitleEntry(4, word, 'x').PK);
  });
});

describe('the queue title index follows every change of a portfolio', () => {
  const words = queueTitleTerms(waiting.judul, waiting.judul_inggris).entries;
  const ones = (sign: number, ws: readonly string[]) => Object.fromEntries(ws.map((w) => [w, sign]));

  it('submitted: an entry and a count per word; accepted or rejected: gone, counts back; a decided one changed: nothing', () => {
    expect(kinds(queueTitleChanges(undefined, waiting, 2))).toEqual({ put: words, deleted: [], counted: ones(1, words) });
    for (const status of [2, 4]) {
      const decided = { ...waiting, id_status_portofolio: status, updated_at: '2026-11-21T00:00:00.000Z' };
      expect(kinds(queueTitleChanges(waiting, decided, 2))).toEqual({ put: [], deleted: words, counted: ones(-1, words) });
      expect(queueTitleChanges(decided, { ...decided, judul: 'Lain' }, 2)).toEqual([]);
    }
    expect(kinds(queueTitleChanges(waiting, undefined, 2))).toEqual({ put: [], deleted: words, counted: ones(-1, words) });
  });

  it('a title edited: entries move to the new time, only the changed words move their counts; a status 1 to 3 keeps the counts', () => {
    const edited = { ...waiting, id_status_portofolio: 3, judul: 'Juara 1 Lomba Pidato Nasional', updated_at: '2026-11-22T00:00:00.000Z' };
    const after = queueTitleTerms(edited.judul, edited.judul_inggris).entries;
    const out = kinds(queueTitleChanges(waiting, edited, 5));
    expect(out.put).toEqual(after);
    expect(out.deleted).toEqual(words);
    expect(out.counted).toEqual({ debat: -1, bandung: -1, pidato: 1 });
    // the worst change stays far inside a transaction (100 items) beside the public index and counters
    const full = (t: string) => Array.from({ length: 20 }, (_, i) => `${t}${String.fromCharCode(97 + i)}`).join(' ');
    expect(
      queueTitleChanges({ ...waiting, judul: full('aa'), judul_inggris: null }, { ...edited, judul: full('bb'), judul_inggris: null }, 0),
    ).toHaveLength(4 * QUEUE_TITLE_MAX_WORDS);
  });

  it('counts move on the shard given (the program counters of the same write)', () => {
    const shards = (queueTitleChanges(undefined, waiting, 7) as Item[]).filter((i) => i.Update).map((i) => String(i.Update?.Key.SK).slice(-2));
    expect(new Set(shards)).toEqual(new Set(['07']));
  });
});

describe('the counters the lists and the verifier queue read', () => {
  it("a student counts in their program's and the university's year of entry; a new entry date moves them", () => {
    const student = { role: 'mahasiswa', id_prodi: 3, tanggal_masuk: '2021-09-01' };
    const year = (adds: ReturnType<typeof userCounterAdds>) =>
      adds.flatMap((a) =>
        Object.entries(a.counters)
          .filter(([n]) => isAngkatanCounter(n))
          .map(([n, v]) => `${a.key.PK} ${n} ${v}`),
      );
    expect(year(userCounterAdds(undefined, student, 0))).toEqual([
      `${statistikKeys.prodiStats(3, 0).PK} ${angkatanCounter(2021)} 1`,
      `${statistikKeys.prodiStats(0, 0).PK} ${angkatanCounter(2021)} 1`,
    ]);
    expect(year(userCounterAdds(student, { ...student, tanggal_masuk: '2022-02-01' }, 0))).toHaveLength(4);
    expect(year(userCounterAdds(undefined, { ...student, tanggal_masuk: null }, 0))).toEqual([]);
    expect(year(userCounterAdds(undefined, { ...student, role: 'verifikator' }, 0))).toEqual([]);
  });

  it('a sub-rubric counts its portfolios per status and per program they sit in', () => {
    const p = { user_id: 'u', id_prodi: 3, id_anak_rubrik: 7, id_bidang_portofolio: 1, bobot_skp_portofolio: 2, id_status_portofolio: 1 };
    const anakAdd = portfolioCounterAdds(undefined, p, 0).find((a) => a.key.PK === statistikKeys.anakPortfolioStats(7).PK);
    expect(anakAdd?.counters).toEqual({ portofolio_status_1: 1, [anakStatusInProdi(1, 3)]: 1 });
    expect(anakStatusInProdiOf(anakStatusInProdi(3, 12))).toEqual({ idProdi: 12, status: 3 });
    expect(anakStatusInProdiOf('portofolio_status_1')).toBeNull();
  });
});
