/**
 * The SKPI checklist rule (docs/decisions/0016-skpi-request-and-checklist.md): shared/domain/checklist.ts; and its rules
 * with a minimum of 0: met with no points but counted nowhere and shown as 'Tanpa minimum', the
 * counts a new student reads being of what they can fulfil, the summary's 'every rubric met' the
 * SKPI request's own test.
 */
import {
  type ChecklistPortofolioInput,
  type ChecklistRubrikInput,
  checklist,
  checklistSummary,
  hasMinimum,
  percentMet,
  rubrikShortfall,
  rubrikStatusShown,
  subRubrikCount,
  subRubrikStatusShown,
  unmetRubrics,
} from '@shared/domain/checklist';
import { CHECKLIST_MSG, checklistMinimum, checklistReason, SKPI_STATUS_MSG } from '@shared/messages';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

const MET = SKPI_STATUS_MSG.statusMet;
const UNMET = SKPI_STATUS_MSG.statusUnmet;

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

describe('checklist', () => {
  it('answers the checklist row shape per rubric, sub-rubrics in id order', () => {
    const rows = checklist([rubrik(1, 10, [anak(12, 3), anak(11, 5)])], [porto(11, 6), porto(12, 4)]);
    expect(rows).toEqual([
      {
        id_rubrik: 1,
        rubrik: 'Rubrik 1',
        point_rubrik_yang_terkumpul: 10,
        syarat_minimal_point_skp_rubrik: 10,
        persentase_sub_rubrik_terpenuhi: 100,
        status: MET,
        sub_rubrik: [
          { id_anak_rubrik: 11, sub_rubrik: 'Anak 11', point_sub_rubrik_yang_terkumpul: 6, syarat_minimal_point_skp_sub_rubrik: 5, status: MET },
          { id_anak_rubrik: 12, sub_rubrik: 'Anak 12', point_sub_rubrik_yang_terkumpul: 4, syarat_minimal_point_skp_sub_rubrik: 3, status: MET },
        ],
      },
    ]);
  });

  it('exactly the minimum is met; one point less is Kurang', () => {
    const [exact] = checklist([rubrik(1, 5, [anak(1, 5)])], [porto(1, 5)]);
    expect(exact?.status).toBe(MET);
    expect(exact?.sub_rubrik[0]?.status).toBe(MET);
    const [short] = checklist([rubrik(1, 5, [anak(1, 5)])], [porto(1, 4)]);
    expect(short?.status).toBe(UNMET);
    expect(short?.sub_rubrik[0]?.status).toBe(UNMET);
    expect(short?.persentase_sub_rubrik_terpenuhi).toBe(0);
  });

  it('counts only verified portfolios (status 2)', () => {
    const [row] = checklist([rubrik(1, 5, [anak(1, 5)])], [porto(1, 5, 1), porto(1, 5, 3), porto(1, 5, 4), porto(1, 2, 2)]);
    expect(row?.point_rubrik_yang_terkumpul).toBe(2);
    expect(row?.status).toBe(UNMET);
  });

  it('a rubric without sub-rubrics is 100% and met on its own points; its points are then 0', () => {
    const [zero] = checklist([rubrik(1, 0, [])], []);
    expect(zero).toMatchObject({ persentase_sub_rubrik_terpenuhi: 100, status: MET, point_rubrik_yang_terkumpul: 0, sub_rubrik: [] });
    const [needs] = checklist([rubrik(1, 1, [])], [porto(9, 50)]);
    expect(needs).toMatchObject({ persentase_sub_rubrik_terpenuhi: 100, status: UNMET });
  });

  it('zero minimums are met with no points', () => {
    const [row] = checklist([rubrik(1, 0, [anak(1, 0), anak(2, 0)])], []);
    expect(row?.status).toBe(MET);
    expect(row?.sub_rubrik.map((s) => s.status)).toEqual([MET, MET]);
  });

  it('rubric points met but one sub-rubric not: Kurang', () => {
    const [row] = checklist([rubrik(1, 10, [anak(1, 2), anak(2, 2)])], [porto(1, 20)]);
    expect(row).toMatchObject({ point_rubrik_yang_terkumpul: 20, persentase_sub_rubrik_terpenuhi: 50, status: UNMET });
  });

  it('every sub-rubric met but the rubric points short: Kurang', () => {
    const [row] = checklist([rubrik(1, 10, [anak(1, 2), anak(2, 2)])], [porto(1, 2), porto(2, 2)]);
    expect(row).toMatchObject({ point_rubrik_yang_terkumpul: 4, persentase_sub_rubrik_terpenuhi: 100, status: UNMET });
  });

  it('rounds the percentage to a whole number, half up', () => {
    expect(percentMet(1, 8)).toBe(13); // 12.5
    expect(percentMet(3, 8)).toBe(38); // 37.5
    expect(percentMet(2, 3)).toBe(67);
    expect(percentMet(1, 3)).toBe(33);
    expect(percentMet(0, 0)).toBe(100);
    expect(percentMet(199, 200)).toBe(100); // 99.5 shows as 100 ...
    const many = Array.from({ length: 200 }, (_, i) => anak(i + 1, 1));
    const [row] = checklist(
      [rubrik(1, 0, many)],
      many.slice(1).map((a) => porto(a.id_anak_rubrik, 1)),
    );
    // ... but a rubric with an unmet sub-rubric is not met
    expect(row).toMatchObject({ persentase_sub_rubrik_terpenuhi: 100, status: UNMET });
  });

  it('ignores portfolios of sub-rubrics outside the rubrics', () => {
    const [row] = checklist([rubrik(1, 1, [anak(1, 1)])], [porto(99, 10)]);
    expect(row?.point_rubrik_yang_terkumpul).toBe(0);
  });
});

describe('checklistSummary and unmetRubrics', () => {
  const rows = checklist([rubrik(2, 4, [anak(21, 2), anak(22, 2)]), rubrik(1, 1, [anak(11, 1)]), rubrik(3, 0, [])], [porto(11, 1), porto(21, 3)]);

  it('counts rubrics and sub-rubrics met over those that ask for points (rubric 3 asks nothing)', () => {
    expect(checklistSummary(rows)).toEqual({
      rubrik_terpenuhi: 1,
      total_rubrik: 2,
      sub_rubrik_terpenuhi: 2,
      total_sub_rubrik: 3,
      semua_terpenuhi: false,
    });
  });

  it('names the rubrics not met, in order', () => {
    expect(unmetRubrics(rows)).toEqual(['Rubrik 2']);
  });

  it('all met', () => {
    const done = checklist([rubrik(1, 1, [anak(11, 1)])], [porto(11, 1)]);
    expect(checklistSummary(done).semua_terpenuhi).toBe(true);
    expect(unmetRubrics(done)).toEqual([]);
  });
});

describe('why a rubric is met or not (rubrikShortfall, checklistReason)', () => {
  const reason = (row: ReturnType<typeof checklist>[number] | undefined) =>
    row ? checklistReason({ ...rubrikShortfall(row), minimum: row.syarat_minimal_point_skp_rubrik }) : '';

  it('every sub-rubric met, but the rubric short of its own minimum: the points it lacks', () => {
    const [row] = checklist([rubrik(1, 8, [anak(11, 0), anak(12, 2)])], [porto(11, 4), porto(12, 2)]);
    expect(row?.status).toBe(UNMET);
    expect(row?.persentase_sub_rubrik_terpenuhi).toBe(100);
    expect(reason(row)).toBe('Poin rubrik kurang 2 dari minimal 8');
  });

  it('points reached, sub-rubrics not: how many; both short: both', () => {
    const [one, both] = checklist([rubrik(1, 2, [anak(11, 1), anak(12, 5)]), rubrik(2, 6, [anak(21, 1), anak(22, 1)])], [porto(11, 3), porto(21, 1)]);
    expect(reason(one)).toBe('1 sub-rubrik belum terpenuhi');
    expect(reason(both)).toBe('Poin rubrik kurang 5 dari minimal 6; 1 sub-rubrik belum terpenuhi');
  });

  it('nothing asked (every minimum 0): met with 0 points, and said so', () => {
    const [row] = checklist([rubrik(1, 0, [anak(11, 0), anak(12, 0)])], []);
    expect(row?.status).toBe(MET);
    expect(rubrikShortfall(row ?? expect.unreachable())).toEqual({ pointsShort: 0, subRubrikUnmet: 0, noRequirement: true });
    expect(reason(row)).toBe(CHECKLIST_MSG.noRequirement);
    expect(checklistMinimum(0)).toBe('Tanpa minimum');
    expect(checklistMinimum(8)).toBe('8');
  });

  it('met with a minimum: reached', () => {
    const [row] = checklist([rubrik(1, 3, [anak(11, 1)])], [porto(11, 3)]);
    expect(reason(row)).toBe(CHECKLIST_MSG.allReached);
  });
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
    expect(rubrikStatusShown(row)).toBe(CHECKLIST_MSG.tanpaMinimum);
    expect(row.sub_rubrik.map(subRubrikStatusShown)).toEqual([CHECKLIST_MSG.tanpaMinimum, CHECKLIST_MSG.tanpaMinimum]);
    expect(subRubrikCount(row)).toEqual({ met: 0, total: 0 });
    expect(checklistReason({ ...rubrikShortfall(row), minimum: 0 })).toBe(CHECKLIST_MSG.noRequirement);
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
    expect(row?.sub_rubrik.map(subRubrikStatusShown)).toEqual([UNMET, CHECKLIST_MSG.tanpaMinimum]);
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
