/**
 * The achievement of one active student: which sub-rubrics, categories and the whole SKPI checklist
 * their verified points meet under their program's rules. The dashboard's counters are sums of this
 * over a program's not yet graduated students (functions/lib/projections/capaian.ts keeps them; the
 * rebuild recounts them). It reads the SKPI checklist's rule (shared/domain/checklist.ts), so the
 * dashboard and the student's checklist never disagree:
 * - a sub-rubric is met when its verified points reach its minimum;
 * - a category is met when every rubric of the program in that category is met;
 * - the SKPI is met when every rubric of the program is met (a program without rubrics: met).
 */
import { CHECKLIST_STATUS, checklist } from './checklist';

export interface CapaianRubrik {
  id_rubrik: number;
  id_bidang_portofolio: number;
  syarat_minimal_skp: number;
  anak_rubrik: readonly { id_anak_rubrik: number; syarat_minimal_skp: number }[];
}

/** A program's rules: its rubrics with their sub-rubrics and minimums. */
export type CapaianRules = readonly CapaianRubrik[];

/** Verified points (status 2) per sub-rubric id; absent is 0. */
export type PoinAnak = Readonly<Record<number, number>>;

export interface Capaian {
  /** Sub-rubrics met, ascending. */
  anak: number[];
  /** Categories in which every rubric is met, ascending. */
  bidang: number[];
  /** Categories with at least one rubric in the program, ascending (the student counts in their total). */
  bidangAda: number[];
  /** Every rubric met. */
  skp: boolean;
}

const ascending = (s: Iterable<number>) => [...new Set(s)].sort((a, b) => a - b);

export function capaianOf(rules: CapaianRules, poin: PoinAnak): Capaian {
  const rows = checklist(
    rules.map((r) => ({
      id_rubrik: r.id_rubrik,
      nama_rubrik: '',
      syarat_minimal_skp: r.syarat_minimal_skp,
      anak_rubrik: r.anak_rubrik.map((a) => ({ id_anak_rubrik: a.id_anak_rubrik, nama_anak_rubrik: '', syarat_minimal_skp: a.syarat_minimal_skp })),
    })),
    Object.entries(poin).map(([id, bobot]) => ({ id_anak_rubrik: Number(id), bobot_skp_portofolio: bobot, id_status_portofolio: 2 })),
  );
  const bidangOf = new Map(rules.map((r) => [r.id_rubrik, r.id_bidang_portofolio]));
  const met = (row: { status: string }) => row.status === CHECKLIST_STATUS.statusMet;
  const unmetBidang = new Set(rows.filter((r) => !met(r)).map((r) => bidangOf.get(r.id_rubrik) as number));
  const bidangAda = ascending(rules.map((r) => r.id_bidang_portofolio));
  return {
    anak: ascending(rows.flatMap((r) => r.sub_rubrik.filter(met).map((s) => s.id_anak_rubrik))),
    bidang: bidangAda.filter((b) => !unmetBidang.has(b)),
    bidangAda,
    skp: rows.every(met),
  };
}

/** Counter attribute names of the program shards (docs/data-model.md "Counters"). */
export const CAPAIAN_ATTR = {
  skp: 'memenuhi_skp',
  anak: (id: number) => `memenuhi_anak_${id}`,
  bidang: (id: number) => `memenuhi_bidang_${id}`,
  bidangAda: (id: number) => `aktif_bidang_${id}`,
  /** Moved by every transaction that changes an achievement input of a student of the program. */
  seq: 'capaian_seq',
} as const;

/** The counters one active student adds to their program (all 1). */
export function capaianCounters(c: Capaian): Record<string, number> {
  const out: Record<string, number> = {};
  if (c.skp) out[CAPAIAN_ATTR.skp] = 1;
  for (const a of c.anak) out[CAPAIAN_ATTR.anak(a)] = 1;
  for (const b of c.bidang) out[CAPAIAN_ATTR.bidang(b)] = 1;
  for (const b of c.bidangAda) out[CAPAIAN_ATTR.bidangAda(b)] = 1;
  return out;
}

/** Whether an attribute of a program shard is an achievement counter (the recount replaces exactly these). */
export const isCapaianAttr = (name: string) => name === CAPAIAN_ATTR.skp || /^(memenuhi_anak|memenuhi_bidang|aktif_bidang)_\d+$/.test(name);
