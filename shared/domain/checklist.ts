/**
 * The SKPI checklist: one pure function from a program's rubrics (with their sub-rubrics and
 * minimums) and a student's portfolios to the rows the checklist dialog, the SKPI screen, the
 * request rule and the dashboard tile all read. Only verified portfolios (id_status_portofolio 2)
 * count.
 *
 * - A sub-rubric is Terpenuhi when its points reach its minimum, else Kurang.
 * - A rubric's points are the sum of its sub-rubrics' points; it is Terpenuhi only when they reach
 *   the rubric's minimum AND every one of its sub-rubrics is met. The rule reads the count, not the
 *   rounded number: 199 of 200 shows 100 but is not all
 *   (docs/decisions/0016-skpi-request-and-checklist.md).
 * - A rule with a minimum of 0 asks nothing: it is met with no points, and it is counted nowhere
 *   (the screens say 'Tanpa minimum'). A sub-rubric counts when its minimum is above 0; a rubric
 *   counts when its own minimum or one of its sub-rubrics' is. The share of sub-rubrics met, the
 *   summary's counts and the 'every rubric met' of the SKPI request read only what counts, so a
 *   new student reads 0 of what they can fulfil, never '3 / 3 (100%)' met by rules that ask nothing.
 *   The share is shown rounded to a whole number (half up); 100 when nothing of the rubric counts.
 */
import { CHECKLIST_MSG } from '../messages/dashboard';
import { sideIn } from '../messages/language';
import { SKPI_STATUS_MSG } from '../messages/skpi-screen';

/**
 * A checklist row's status as the API answers it: the Indonesian words in either language (a value
 * clients compare, not a text; screens show it in their language with `checklistStatusLabel`).
 */
export const CHECKLIST_STATUS = sideIn(SKPI_STATUS_MSG, 'id');

/** A checklist status's words in the language in force. */
export const checklistStatusLabel = (status: string) =>
  status === CHECKLIST_STATUS.statusMet ? SKPI_STATUS_MSG.statusMet : SKPI_STATUS_MSG.statusUnmet;

/** id_status_portofolio of a verified portfolio: the only one that counts. */
export const VERIFIED_STATUS = 2;

export type ChecklistStatus = (typeof CHECKLIST_STATUS)['statusMet'] | (typeof CHECKLIST_STATUS)['statusUnmet'];

export interface ChecklistSubRubrikInput {
  id_anak_rubrik: number;
  nama_anak_rubrik: string;
  syarat_minimal_skp: number;
}

export interface ChecklistRubrikInput {
  id_rubrik: number;
  nama_rubrik: string;
  syarat_minimal_skp: number;
  anak_rubrik: readonly ChecklistSubRubrikInput[];
}

/** What of a portfolio the checklist reads. */
export interface ChecklistPortofolioInput {
  id_anak_rubrik: number;
  bobot_skp_portofolio: number;
  id_status_portofolio: number;
}

export interface ChecklistSubRubrikRow {
  id_anak_rubrik: number;
  sub_rubrik: string;
  point_sub_rubrik_yang_terkumpul: number;
  syarat_minimal_point_skp_sub_rubrik: number;
  status: ChecklistStatus;
}

export interface ChecklistRow {
  id_rubrik: number;
  rubrik: string;
  point_rubrik_yang_terkumpul: number;
  syarat_minimal_point_skp_rubrik: number;
  /** Share of the rubric's sub-rubrics met, in whole percent (100 when it has none). */
  persentase_sub_rubrik_terpenuhi: number;
  status: ChecklistStatus;
  sub_rubrik: ChecklistSubRubrikRow[];
}

export interface ChecklistSummary {
  rubrik_terpenuhi: number;
  total_rubrik: number;
  sub_rubrik_terpenuhi: number;
  total_sub_rubrik: number;
  /** Every rubric met (the SKPI request needs it; the dashboard tile is green). */
  semua_terpenuhi: boolean;
}

/** Verified points per sub-rubric id. */
export function verifiedPointsBySubRubrik(portfolios: readonly ChecklistPortofolioInput[]): Map<number, number> {
  const points = new Map<number, number>();
  for (const p of portfolios) {
    if (p.id_status_portofolio !== VERIFIED_STATUS) continue;
    points.set(p.id_anak_rubrik, (points.get(p.id_anak_rubrik) ?? 0) + p.bobot_skp_portofolio);
  }
  return points;
}

/** Whole percent, half up: 1 of 8 is 13, 2 of 3 is 67; 100 when there is nothing to meet. */
export function percentMet(met: number, total: number): number {
  if (total === 0) return 100;
  return Math.floor((met * 200 + total) / (2 * total));
}

const statusOf = (met: boolean): ChecklistStatus => (met ? CHECKLIST_STATUS.statusMet : CHECKLIST_STATUS.statusUnmet);

/** A sub-rubric asks for points: its minimum is above 0 (else it is 'tanpa minimum' and not counted). */
export const subRubrikHasMinimum = (s: Pick<ChecklistSubRubrikRow, 'syarat_minimal_point_skp_sub_rubrik'>): boolean =>
  s.syarat_minimal_point_skp_sub_rubrik > 0;

/** A rubric asks for something: points of its own, or a sub-rubric with a minimum. */
export const hasMinimum = (row: Pick<ChecklistRow, 'syarat_minimal_point_skp_rubrik' | 'sub_rubrik'>): boolean =>
  row.syarat_minimal_point_skp_rubrik > 0 || row.sub_rubrik.some(subRubrikHasMinimum);

/** The status a screen shows of a rubric: 'Tanpa minimum' when it asks nothing, else Terpenuhi or Kurang. */
export const rubrikStatusShown = (row: Pick<ChecklistRow, 'status' | 'syarat_minimal_point_skp_rubrik' | 'sub_rubrik'>): string =>
  hasMinimum(row) ? checklistStatusLabel(row.status) : CHECKLIST_MSG.tanpaMinimum;

/** The status a screen shows of a sub-rubric: 'Tanpa minimum' when its minimum is 0. */
export const subRubrikStatusShown = (s: Pick<ChecklistSubRubrikRow, 'status' | 'syarat_minimal_point_skp_sub_rubrik'>): string =>
  subRubrikHasMinimum(s) ? checklistStatusLabel(s.status) : CHECKLIST_MSG.tanpaMinimum;

/** A rubric's sub-rubrics with a minimum, met and in all (those without one are not counted). */
export function subRubrikCount(row: Pick<ChecklistRow, 'sub_rubrik'>): { met: number; total: number } {
  const counted = row.sub_rubrik.filter(subRubrikHasMinimum);
  return { met: counted.filter((s) => s.status === CHECKLIST_STATUS.statusMet).length, total: counted.length };
}

/** The checklist rows, rubrics and sub-rubrics in id order. */
export function checklist(rubrics: readonly ChecklistRubrikInput[], portfolios: readonly ChecklistPortofolioInput[]): ChecklistRow[] {
  const points = verifiedPointsBySubRubrik(portfolios);
  return [...rubrics]
    .sort((a, b) => a.id_rubrik - b.id_rubrik)
    .map((r) => {
      const sub = [...r.anak_rubrik]
        .sort((a, b) => a.id_anak_rubrik - b.id_anak_rubrik)
        .map((a) => {
          const collected = points.get(a.id_anak_rubrik) ?? 0;
          return {
            id_anak_rubrik: a.id_anak_rubrik,
            sub_rubrik: a.nama_anak_rubrik,
            point_sub_rubrik_yang_terkumpul: collected,
            syarat_minimal_point_skp_sub_rubrik: a.syarat_minimal_skp,
            status: statusOf(collected >= a.syarat_minimal_skp),
          };
        });
      const collected = sub.reduce((n, s) => n + s.point_sub_rubrik_yang_terkumpul, 0);
      const count = subRubrikCount({ sub_rubrik: sub });
      return {
        id_rubrik: r.id_rubrik,
        rubrik: r.nama_rubrik,
        point_rubrik_yang_terkumpul: collected,
        syarat_minimal_point_skp_rubrik: r.syarat_minimal_skp,
        persentase_sub_rubrik_terpenuhi: percentMet(count.met, count.total),
        status: statusOf(collected >= r.syarat_minimal_skp && count.met === count.total),
        sub_rubrik: sub,
      };
    });
}

/**
 * Rubrics and sub-rubrics met over those that ask for something (for the dashboard tile and the
 * SKPI screen); `semua_terpenuhi` is the SKPI request's own test (no rubric left unmet).
 */
export function checklistSummary(rows: readonly ChecklistRow[]): ChecklistSummary {
  const counted = rows.filter(hasMinimum);
  const subs = rows.map(subRubrikCount);
  return {
    rubrik_terpenuhi: counted.filter((r) => r.status === CHECKLIST_STATUS.statusMet).length,
    total_rubrik: counted.length,
    sub_rubrik_terpenuhi: subs.reduce((n, s) => n + s.met, 0),
    total_sub_rubrik: subs.reduce((n, s) => n + s.total, 0),
    semua_terpenuhi: unmetRubrics(rows).length === 0,
  };
}

/** The names of the rubrics not met, in checklist order (the refused request names them). */
export function unmetRubrics(rows: readonly ChecklistRow[]): string[] {
  return rows.filter((r) => r.status !== CHECKLIST_STATUS.statusMet).map((r) => r.rubrik);
}

/** What keeps a rubric from being met, or that nothing is asked of it (the checklist says why). */
export interface RubrikShortfall {
  /** Points the rubric still lacks against its own minimum (0 when reached). */
  pointsShort: number;
  /** Its sub-rubrics not met. */
  subRubrikUnmet: number;
  /** The rubric and every sub-rubric ask for 0 points: met whatever was collected, and not counted. */
  noRequirement: boolean;
}

export function rubrikShortfall(row: ChecklistRow): RubrikShortfall {
  return {
    pointsShort: Math.max(0, row.syarat_minimal_point_skp_rubrik - row.point_rubrik_yang_terkumpul),
    subRubrikUnmet: row.sub_rubrik.filter((s) => s.status !== CHECKLIST_STATUS.statusMet).length,
    noRequirement: !hasMinimum(row),
  };
}
