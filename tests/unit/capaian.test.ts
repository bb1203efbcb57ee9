/**
 * The achievement of one active student (shared/domain/capaian.ts) and the pure parts of its
 * counters' writer (functions/lib/projections/capaian-state.ts): the points a portfolio change moves, and
 * the achievement delta of a student.
 */
import { capaianDelta, poinOfItem, withDelta } from '@functions/lib/projections/capaian-state';
import type { PortfolioCounted } from '@functions/lib/projections/portofolio-counters';
import { poinDelta } from '@functions/lib/projections/portofolio-counters';
import { CAPAIAN_ATTR, type CapaianRules, capaianCounters, capaianOf, isCapaianAttr } from '@shared/domain/capaian';
import { describe, expect, it } from 'vitest';

// category 1: rubrics 10 (sub-rubrics 101 min 5, 102 min 0) and 11 (min 3: 111 min 0); category 2: rubric 20 (min 2: 201 min 2)
const rules: CapaianRules = [
  {
    id_rubrik: 10,
    id_bidang_portofolio: 1,
    syarat_minimal_skp: 0,
    anak_rubrik: [
      { id_anak_rubrik: 101, syarat_minimal_skp: 5 },
      { id_anak_rubrik: 102, syarat_minimal_skp: 0 },
    ],
  },
  { id_rubrik: 11, id_bidang_portofolio: 1, syarat_minimal_skp: 3, anak_rubrik: [{ id_anak_rubrik: 111, syarat_minimal_skp: 0 }] },
  { id_rubrik: 20, id_bidang_portofolio: 2, syarat_minimal_skp: 2, anak_rubrik: [{ id_anak_rubrik: 201, syarat_minimal_skp: 2 }] },
];

describe('capaianOf', () => {
  it('meets the zero minimums with no points, and nothing else', () => {
    expect(capaianOf(rules, {})).toEqual({ anak: [102, 111], bidang: [], bidangAda: [1, 2], skp: false });
  });

  it('meets everything in a program without rubrics (no category counts them)', () => {
    expect(capaianOf([], {})).toEqual({ anak: [], bidang: [], bidangAda: [], skp: true });
    expect(capaianOf([], { 7: 4 })).toEqual({ anak: [], bidang: [], bidangAda: [], skp: true });
  });

  it('meets a category only when every rubric of the program in it is met', () => {
    // rubric 10 met (101 reaches 5), rubric 11 not (its own minimum 3 unmet): category 1 not met
    expect(capaianOf(rules, { 101: 5, 201: 2 })).toEqual({ anak: [101, 102, 111, 201], bidang: [2], bidangAda: [1, 2], skp: false });
    expect(capaianOf(rules, { 101: 5, 111: 3, 201: 2 })).toEqual({ anak: [101, 102, 111, 201], bidang: [1, 2], bidangAda: [1, 2], skp: true });
  });

  it('counts points over the minimum as met, and ignores points of sub-rubrics not in the rules', () => {
    expect(capaianOf(rules, { 101: 50, 111: 9, 201: 30, 999: 100 })).toMatchObject({ anak: [101, 102, 111, 201], skp: true });
    expect(capaianOf(rules, { 101: 4, 999: 100 }).anak).toEqual([102, 111]);
  });
});

describe('capaianCounters', () => {
  it('names one counter per met sub-rubric, met category and present category, and the SKPI when met', () => {
    expect(capaianCounters(capaianOf(rules, {}))).toEqual({
      memenuhi_anak_102: 1,
      memenuhi_anak_111: 1,
      aktif_bidang_1: 1,
      aktif_bidang_2: 1,
    });
    expect(capaianCounters(capaianOf(rules, { 101: 5, 111: 3, 201: 2 }))).toEqual({
      memenuhi_skp: 1,
      memenuhi_anak_101: 1,
      memenuhi_anak_102: 1,
      memenuhi_anak_111: 1,
      memenuhi_anak_201: 1,
      memenuhi_bidang_1: 1,
      memenuhi_bidang_2: 1,
      aktif_bidang_1: 1,
      aktif_bidang_2: 1,
    });
  });

  it('only names achievement attributes (the recount replaces exactly those), never capaian_seq', () => {
    for (const name of Object.keys(capaianCounters(capaianOf(rules, { 101: 5, 111: 3, 201: 2 })))) expect(isCapaianAttr(name)).toBe(true);
    expect(isCapaianAttr(CAPAIAN_ATTR.seq)).toBe(false);
    expect(isCapaianAttr('total_mahasiswa_belum_lulus')).toBe(false);
  });
});

describe('the points a portfolio change moves', () => {
  const p = (over: Partial<PortfolioCounted> = {}): PortfolioCounted => ({
    user_id: 'u',
    id_prodi: 1,
    id_anak_rubrik: 101,
    id_bidang_portofolio: 1,
    bobot_skp_portofolio: 4,
    id_status_portofolio: 1,
    ...over,
  });

  it('counts only verified portfolios (status 2), by sub-rubric', () => {
    expect(poinDelta(null, p())).toEqual({});
    expect(poinDelta(p(), p({ id_status_portofolio: 2 }))).toEqual({ 101: 4 });
    expect(poinDelta(p({ id_status_portofolio: 2 }), p({ id_status_portofolio: 3 }))).toEqual({ 101: -4 });
    expect(poinDelta(p({ id_status_portofolio: 2 }), null)).toEqual({ 101: -4 });
    expect(poinDelta(null, p({ id_status_portofolio: 2 }))).toEqual({ 101: 4 });
    expect(poinDelta(p({ id_status_portofolio: 4 }), null)).toEqual({});
  });

  it('leaves out what does not move (a re-homed verified portfolio), and moves points between sub-rubrics', () => {
    expect(poinDelta(p({ id_status_portofolio: 2 }), p({ id_status_portofolio: 2, id_prodi: 2 }))).toEqual({});
    expect(poinDelta(p({ id_status_portofolio: 2 }), p({ id_status_portofolio: 2, id_anak_rubrik: 102 }))).toEqual({ 101: -4, 102: 4 });
  });

  it('applies a delta to the points read, dropping sub-rubrics back at 0', () => {
    expect(withDelta({ 101: 4, 102: 1 }, { 101: -4, 201: 2 })).toEqual({ 102: 1, 201: 2 });
  });

  it('reads a STAT#POIN item (absent: no points, version 0)', () => {
    expect(poinOfItem(undefined)).toEqual({ poin: {}, version: 0 });
    expect(poinOfItem({ PK: 'USER#u', SK: 'STAT#POIN', type: 'stat-poin', poin_101: 4, poin_102: 0, version: 3 })).toEqual({
      poin: { 101: 4 },
      version: 3,
    });
  });
});

describe('capaianDelta', () => {
  it('is after minus before per attribute, zeros left out', () => {
    const before = capaianCounters(capaianOf(rules, {}));
    const after = capaianCounters(capaianOf(rules, { 101: 5, 111: 3, 201: 2 }));
    expect(capaianDelta(before, after)).toEqual({
      memenuhi_skp: 1,
      memenuhi_anak_101: 1,
      memenuhi_anak_201: 1,
      memenuhi_bidang_1: 1,
      memenuhi_bidang_2: 1,
    });
    expect(capaianDelta(after, before)).toEqual({
      memenuhi_skp: -1,
      memenuhi_anak_101: -1,
      memenuhi_anak_201: -1,
      memenuhi_bidang_1: -1,
      memenuhi_bidang_2: -1,
    });
    expect(capaianDelta(after, after)).toEqual({});
  });
});
