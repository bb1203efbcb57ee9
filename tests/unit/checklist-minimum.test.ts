/**
 * The checklist's rules with a minimum of 0 (shared/domain/checklist.ts): met with no points but
 * counted nowhere and shown as 'Tanpa minimum'; the counts a new student reads are of what they can
 * fulfil; the summary's 'every rubric met' is the SKPI request's own test.
 */
import {
  type ChecklistPortofolioInput,
  type ChecklistRubrikInput,
  checklist,
  checklistSummary,
  hasMinimum,
  rubrikShortfall,
  rubrikStatusShown,
  subRubrikCount,
  subRubrikStatusShown,
  unmetRubrics,
} from '@shared/domain/checklist';
import { CHECKLIST_TEXT, checklistReason, SKPI_TEXT } from '@shared/messages';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

const MET = SKPI_TEXT.statusMet;
const UNMET = SKPI_TEXT.statusUnmet;

const anak = (id: number, min: number) => ({ id_anak_rubrik: id, nama_anak_rubrik: `Anak ${id}`, syarat_minimal_skp: min });
const rubrik = (id: number, min: number, children: ReturnType<typeof anak>[]): ChecklistRubrikInput => ({
  id_rubrik: id,
  nama_rubrik: `Rubrik ${id}`,
  syarat_minimal_skp: min,
  anak_rubrik: children,
});
const porto = (idAnak: number, skp: number, status = 2): ChecklistPortofolioInput => ({
  id_anak_rubrik: idAnak,
  bobot_skp_portofolio: skp,
  id_status_portofolio: status,
});

/** The rules of the demo program (infra/local/seed-rubrik.ts): two rubrics ask nothing, 14 of 17 sub-rubrics none. */
const DEMO = [
  rubrik(1, 8, [anak(11, 0), anak(12, 0), anak(13, 0)]),
  rubrik(2, 6, [anak(21, 0), anak(22, 0), anak(23, 2)]),
  rubrik(3, 0, [anak(31, 0), anak(32, 0)]),
  rubrik(4, 0, [anak(41, 0), anak(42, 0)]),
  rubrik(5, 6, [anak(51, 0), anak(52, 2)]),
  rubrik(6, 4, [anak(61, 3), anak(62, 0)]),
  rubrik(7, 4, [anak(71, 0), anak(72, 0), anak(73, 0)]),
];

describe('rules with a minimum of 0', () => {
  it('a new student counts 0 of the 5 rubrics and 3 sub-rubrics that ask for points, not 2 / 7 and 14 / 17', () => {
    const rows = checklist(DEMO, []);
    expect(checklistSummary(rows)).toEqual({
      rubrik_terpenuhi: 0,
      total_rubrik: 5,
      sub_rubrik_terpenuhi: 0,
      total_sub_rubrik: 3,
      semua_terpenuhi: false,
    });
  });

  it('a rubric that asks nothing is met, not counted, and shown as Tanpa minimum with its reason', () => {
    const [row] = checklist([rubrik(3, 0, [anak(31, 0), anak(32, 0)])], []);
    if (!row) throw new Error('no row');
    expect(row.status).toBe(MET);
    expect(hasMinimum(row)).toBe(false);
    expect(rubrikStatusShown(row)).toBe(CHECKLIST_TEXT.tanpaMinimum);
    expect(row.sub_rubrik.map(subRubrikStatusShown)).toEqual([CHECKLIST_TEXT.tanpaMinimum, CHECKLIST_TEXT.tanpaMinimum]);
    expect(subRubrikCount(row)).toEqual({ met: 0, total: 0 });
    expect(checklistReason({ ...rubrikShortfall(row), minimum: 0 })).toBe(CHECKLIST_TEXT.noRequirement);
    expect(checklistSummary([row])).toMatchObject({ rubrik_terpenuhi: 0, total_rubrik: 0, total_sub_rubrik: 0, semua_terpenuhi: true });
  });

  it('a rubric of 8 points whose sub-rubrics ask nothing: no share of sub-rubrics (never 3 / 3 (100%)) beside the points it lacks', () => {
    const [row] = checklist([rubrik(1, 8, [anak(11, 0), anak(12, 0), anak(13, 0)])], []);
    if (!row) throw new Error('no row');
    expect(row.status).toBe(UNMET);
    expect(rubrikStatusShown(row)).toBe(UNMET);
    expect(subRubrikCount(row)).toEqual({ met: 0, total: 0 });
    expect(checklistReason({ ...rubrikShortfall(row), minimum: 8 })).toBe('Poin rubrik kurang 8 dari minimal 8');
    // its points collected in any of them count toward the rubric
    const [done] = checklist([rubrik(1, 8, [anak(11, 0), anak(12, 0), anak(13, 0)])], [porto(12, 5), porto(13, 3)]);
    expect(done?.status).toBe(MET);
  });

  it("a rubric's share counts only its sub-rubrics with a minimum", () => {
    const [row] = checklist([rubrik(2, 6, [anak(21, 0), anak(22, 0), anak(23, 2)])], [porto(21, 4)]);
    if (!row) throw new Error('no row');
    expect(subRubrikCount(row)).toEqual({ met: 0, total: 1 });
    expect(row.persentase_sub_rubrik_terpenuhi).toBe(0);
    const [later] = checklist([rubrik(2, 6, [anak(21, 0), anak(22, 0), anak(23, 2)])], [porto(21, 4), porto(23, 2)]);
    expect(later).toMatchObject({ persentase_sub_rubrik_terpenuhi: 100, status: MET });
    expect(later && subRubrikCount(later)).toEqual({ met: 1, total: 1 });
  });

  it('a sub-rubric with a minimum shows its own status', () => {
    const [row] = checklist([rubrik(6, 4, [anak(61, 3), anak(62, 0)])], [porto(61, 1)]);
    expect(row?.sub_rubrik.map(subRubrikStatusShown)).toEqual([UNMET, CHECKLIST_TEXT.tanpaMinimum]);
  });
});

/** Any program's rules (minimums often 0) and any student's portfolios of them. */
const rule = fc.record({ min: fc.nat(8), subs: fc.array(fc.nat(4), { maxLength: 4 }) });
const programs = fc.record({
  rules: fc.array(rule, { minLength: 1, maxLength: 6 }).map((rs) =>
    rs.map((r, i) =>
      rubrik(
        i + 1,
        r.min,
        r.subs.map((m, j) => anak((i + 1) * 10 + j, m)),
      ),
    ),
  ),
  points: fc.array(fc.record({ rubric: fc.nat(5), sub: fc.nat(3), skp: fc.integer({ min: 1, max: 5 }), status: fc.constantFrom(1, 2, 3, 4) }), {
    maxLength: 12,
  }),
});

describe('the summary and the request agree, whatever the rules', () => {
  it('every rubric met (the tile green) exactly when the request names no unmet rubric; the counts never exceed their totals', () => {
    fc.assert(
      fc.property(programs, ({ rules, points }) => {
        const rows = checklist(
          rules,
          points.map((p) => porto((p.rubric + 1) * 10 + p.sub, p.skp, p.status)),
        );
        const summary = checklistSummary(rows);
        expect(summary.semua_terpenuhi).toBe(unmetRubrics(rows).length === 0);
        expect(summary.semua_terpenuhi).toBe(summary.rubrik_terpenuhi === summary.total_rubrik);
        expect(summary.sub_rubrik_terpenuhi).toBeLessThanOrEqual(summary.total_sub_rubrik);
        // a rule that asks nothing is never what keeps a student from the SKPI
        for (const r of rows) if (!hasMinimum(r)) expect(r.status).toBe(MET);
      }),
    );
  });

  it('a student without points never reads a full share of sub-rubrics beside the points a rubric lacks', () => {
    fc.assert(
      fc.property(programs, ({ rules }) => {
        for (const r of checklist(rules, [])) {
          const count = subRubrikCount(r);
          if (rubrikShortfall(r).pointsShort > 0 && count.total > 0) expect(count.met).toBeLessThan(count.total);
        }
      }),
    );
  });
});
