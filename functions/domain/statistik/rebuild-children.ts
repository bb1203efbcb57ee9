/**
 * The counter rebuild's recount of the counts a parent keeps of its children (pure; rebuild.ts
 * reads, rebuild-count.ts compares and fixes): a portfolio category's rubrics (`rubrik_count`), a
 * rubric's sub-rubrics (`anak_rubrik_count`), a CPL category's items (`jumlah_cpl`), a CPL item's
 * points (`jumlah_point`) and a graduation period's printed documents (`jumlah_dokumen`). As for
 * the other counters, the expected counts are the projections' own additions
 * (functions/lib/projections/rubrik.ts, cpl.ts, dokumen.ts) summed over the stored children, each
 * as created from nothing; every parent read has its count, counted or not.
 */
import { cetakKeys } from '@functions/lib/entities/cetak';
import { cplKeys } from '@functions/lib/entities/cpl';
import type { Key } from '@functions/lib/entities/key';
import { rubrikKeys } from '@functions/lib/entities/rubrik';
import type { CounterAdd } from '@functions/lib/projections/counters';
import { CPL_COUNT, cplCountAdds, POINT_COUNT, pointCountAdds } from '@functions/lib/projections/cpl';
import { DOKUMEN_COUNT, dokumenCountAdds } from '@functions/lib/projections/dokumen';
import { ANAK_COUNT, anakCountAdds, RUBRIK_COUNT, rubrikCountAdds } from '@functions/lib/projections/rubrik';

/** The parents' count kinds: `rubrik-bidang` a category's rubrics, `rubrik-anak` a rubric's sub-rubrics, `cpl-bidang`, `cpl-point`, `periode`. */
export type ChildKind = 'rubrik-bidang' | 'rubrik-anak' | 'cpl-bidang' | 'cpl-point' | 'periode';

/** One parent's count, expected or stored. */
export interface ChildCount {
  kind: ChildKind;
  key: Key;
  name: string;
  counters: Record<string, number>;
}

/** What the recount reads of the parents and their children (the rubrics and sub-rubrics come with the other counters' data). */
export interface ChildrenData {
  /** Every portfolio category. */
  bidang: number[];
  rubrik: ReadonlyArray<{ id_rubrik: number; id_bidang_portofolio: number }>;
  anak: ReadonlyArray<{ id_rubrik: number }>;
  bidangCpl: ReadonlyArray<{ id_bidang_cpl: number; jumlah_cpl?: number }>;
  cpl: ReadonlyArray<{ id_cpl: number; id_bidang_cpl: number; jumlah_point?: number }>;
  points: ReadonlyArray<{ id_cpl: number; id_point_cpl: number }>;
  periode: ReadonlyArray<{ id_periode_kelulusan: number; jumlah_dokumen?: number }>;
  dokumen: ReadonlyArray<{ id_periode_kelulusan: number }>;
  /** The stored count items of the categories (`STAT#BIDANG#<id>` RUBRIK) and rubrics (`STAT#RUBRIK#<id>` ANAK). */
  counts: ReadonlyArray<Key & Record<string, unknown>>;
}

/** Each kind: its counter, the parent's key and readable name by id, and whether a fix may create the item (a count item) or only move it (a record). */
const KINDS: Record<ChildKind, { attribute: string; key: (id: number) => Key; name: string; record: boolean }> = {
  'rubrik-bidang': { attribute: RUBRIK_COUNT, key: rubrikKeys.bidangRubrikCount, name: 'kategori portofolio', record: false },
  'rubrik-anak': { attribute: ANAK_COUNT, key: rubrikKeys.rubrikAnakCount, name: 'rubrik', record: false },
  'cpl-bidang': { attribute: CPL_COUNT, key: cplKeys.bidangCpl, name: 'bidang CPL', record: true },
  'cpl-point': { attribute: POINT_COUNT, key: cplKeys.cpl, name: 'CPL', record: true },
  periode: { attribute: DOKUMEN_COUNT, key: cetakKeys.periode, name: 'periode kelulusan', record: true },
};

/** The parent's id in its key (`<TYPE>#<id>`). */
const idOf = (key: Key) => Number(key.PK.slice(key.PK.lastIndexOf('#') + 1));

/** Whether a fix of this kind only moves an existing record's count (never creates one). */
export const childFixNeedsItem = (kind: ChildKind) => KINDS[kind].record;

/** The labels a fix sets beside a count item it may create (what its reader needs). */
export function childLabels(kind: ChildKind, key: Key): Record<string, number> {
  if (kind === 'rubrik-bidang') return { id_bidang_portofolio: idOf(key) };
  if (kind === 'rubrik-anak') return { id_rubrik: idOf(key) };
  return {};
}

const count = (kind: ChildKind, id: number, value: number): ChildCount => {
  const { attribute, key, name } = KINDS[kind];
  return { kind, key: key(id), name: `${name} ${id}`, counters: { [attribute]: value } };
};

/** The counts the children give: every parent's (0 without children), plus the children's additions. */
export function expectedChildCounts(data: ChildrenData): ChildCount[] {
  const out = [
    ...data.bidang.map((id) => count('rubrik-bidang', id, 0)),
    ...data.rubrik.map((r) => count('rubrik-anak', r.id_rubrik, 0)),
    ...data.bidangCpl.map((b) => count('cpl-bidang', b.id_bidang_cpl, 0)),
    ...data.cpl.map((c) => count('cpl-point', c.id_cpl, 0)),
    ...data.periode.map((p) => count('periode', p.id_periode_kelulusan, 0)),
  ];
  const children: Array<[ChildKind, CounterAdd[]]> = [
    ['rubrik-bidang', data.rubrik.flatMap((after) => rubrikCountAdds({ after }))],
    ['rubrik-anak', data.anak.flatMap((after) => anakCountAdds({ after }))],
    ['cpl-bidang', data.cpl.flatMap((after) => cplCountAdds({ after }))],
    ['cpl-point', data.points.flatMap((after) => pointCountAdds({ after }))],
    ['periode', data.dokumen.flatMap((after) => dokumenCountAdds({ after }))],
  ];
  for (const [kind, adds] of children) {
    for (const a of adds) out.push({ kind, key: a.key, name: `${KINDS[kind].name} ${idOf(a.key)}`, counters: a.counters });
  }
  return out;
}

/** The counts as stored: on the count items read, and on the CPL categories, items and periods themselves. */
export function storedChildCounts(data: ChildrenData): ChildCount[] {
  const stored = (kind: ChildKind, id: number, value: unknown) => count(kind, id, typeof value === 'number' ? value : 0);
  const rubrikSk = rubrikKeys.bidangRubrikCount(0).SK;
  const anakSk = rubrikKeys.rubrikAnakCount(0).SK;
  return [
    ...data.counts.flatMap((c) =>
      c.SK === rubrikSk
        ? [stored('rubrik-bidang', idOf(c), c[RUBRIK_COUNT])]
        : c.SK === anakSk
          ? [stored('rubrik-anak', idOf(c), c[ANAK_COUNT])]
          : [],
    ),
    ...data.bidangCpl.map((b) => stored('cpl-bidang', b.id_bidang_cpl, b.jumlah_cpl)),
    ...data.cpl.map((c) => stored('cpl-point', c.id_cpl, c.jumlah_point)),
    ...data.periode.map((p) => stored('periode', p.id_periode_kelulusan, p.jumlah_dokumen)),
  ];
}
