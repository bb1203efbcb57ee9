/**
 * Graduation periods: a period belongs to an academic year, which starts in August (`2026-03-14` is
 * in 2025/2026). The label is the year and the next year, then the period's number: '2025/2026 -
 * periode 2'.
 */

/** The first year of the academic year a date (YYYY-MM-DD) falls in. */
export function academicYear(tanggal: string): number {
  const year = Number(tanggal.slice(0, 4));
  return Number(tanggal.slice(5, 7)) >= 8 ? year : year - 1;
}

/** A printing period's label: year/next year plus the period number. */
export function periodeLabel(tanggal: string, periode: number): string {
  const start = academicYear(tanggal);
  return `${start}/${start + 1} - periode ${periode}`;
}
