/**
 * The admin dashboard's arithmetic, kept apart from the cards so it can be tested alone: the four
 * student-count options, whole percentages, the chart labels (Indonesian weekdays and months) and
 * the sort orders.
 */
import type { skpiStatistikResponse } from '@shared/api/statistik';
import { readableNumber } from '@shared/domain/dates';
import { BULAN_SINGKAT_MSG, HARI_MSG, HARI_SINGKAT_MSG } from '@shared/messages';
import type * as z from 'zod';

type SkpiCounts = z.infer<typeof skpiStatistikResponse>;

/** The options of the student card's opsi dialog, in the order the dialog lists them. */
export const OPSI = ['mahasiswa', 'aktif', 'skpi', 'kelulusan'] as const;
export type Opsi = (typeof OPSI)[number];

/**
 * The number an option shows: Mahasiswa every registered student; aktif not yet graduated; SKPI
 * active students meeting the SKP points; kelulusan total minus not graduated.
 */
export function opsiValue(counts: SkpiCounts, opsi: Opsi): number {
  switch (opsi) {
    case 'mahasiswa':
      return counts.total_mahasiwa;
    case 'aktif':
      return counts.total_mahasiswa_belum_lulus;
    case 'skpi':
      return counts.total_mahasiswa_belum_lulus - counts.mahasiswa_belum_lulus_dan_belum_memenuhi_skp;
    case 'kelulusan':
      return counts.total_mahasiwa - counts.total_mahasiswa_belum_lulus;
  }
}

/** Where the chosen option is kept, so a reload keeps it. */
export const OPSI_STORAGE_KEY = 'skpi.dashboard.opsi';

export function readOpsi(storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage): Opsi {
  try {
    const stored = storage?.getItem(OPSI_STORAGE_KEY);
    return OPSI.find((o) => o === stored) ?? 'mahasiswa';
  } catch {
    return 'mahasiswa';
  }
}

export function writeOpsi(opsi: Opsi, storage: Pick<Storage, 'setItem'> | undefined = globalThis.localStorage): void {
  try {
    storage?.setItem(OPSI_STORAGE_KEY, opsi);
  } catch {
    // private mode or storage full: the choice lasts until the page closes
  }
}

/** A whole percentage, 0 when there is nobody to count. */
export function percentOf(memenuhi: number, total: number): number {
  return total > 0 ? Math.round((memenuhi * 100) / total) : 0;
}

/** The average of whole percentages as a whole number; 0 for none. */
export function averageOf(values: readonly number[]): number {
  return values.length === 0 ? 0 : Math.round(values.reduce((a, b) => a + b, 0) / values.length);
}

/** 12.345 (English 12,345): the grouping of the language in force. */
export const formatNumber = (n: number) => readableNumber(n);
/** 42% (a whole percentage in the language in force). */
export const formatPercent = (percent: number) => readableNumber(percent / 100, { style: 'percent', maximumFractionDigits: 0 });

/** 'Senin' for '2026-11-23': the weekday of a calendar day (YYYY-MM-DD, no time zone involved). */
export function weekdayOf(day: string): string {
  const [y, m, d] = day.split('-').map(Number);
  const at = new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1));
  return HARI_MSG[at.getUTCDay()] ?? day;
}

/** 'Sen' for 'Senin' (the narrow screen's axis). */
export function shortWeekday(name: string): string {
  const i = (HARI_MSG as readonly string[]).indexOf(name);
  return i < 0 ? name : (HARI_SINGKAT_MSG[i] ?? name);
}

/** 'Nov 26' for '2026-11'. */
export function monthLabel(month: string): string {
  const m = /^(\d{4})-(\d{2})/.exec(month);
  if (!m) return month;
  return `${BULAN_SINGKAT_MSG[Number(m[2]) - 1] ?? m[2]} ${m[1]?.slice(2)}`;
}

/** Ascending by `key`, ties by `label` (a stable, readable order). */
export function ascendingBy<T>(rows: readonly T[], key: (row: T) => number, label: (row: T) => string): T[] {
  return [...rows].sort((a, b) => key(a) - key(b) || label(a).localeCompare(label(b), 'id'));
}
