/** The admin dashboard's arithmetic (web/src/pages/statistik/dashboard-numbers.ts). */
import {
  ascendingBy,
  averageOf,
  formatNumber,
  formatPercent,
  monthLabel,
  OPSI_STORAGE_KEY,
  opsiValue,
  percentOf,
  readOpsi,
  shortWeekday,
  weekdayOf,
  writeOpsi,
} from '@web/pages/statistik/dashboard-numbers';
import { describe, expect, it } from 'vitest';

const counts = {
  total_mahasiwa: 120,
  total_mahasiswa_belum_lulus: 100,
  mahasiswa_belum_lulus_dan_belum_memenuhi_skp: 70,
  sedang_dihitung_ulang: false,
  id_prodi: null,
};

describe('the student card’s four options', () => {
  it('Mahasiswa: every registered student; aktif: not yet graduated', () => {
    expect(opsiValue(counts, 'mahasiswa')).toBe(120);
    expect(opsiValue(counts, 'aktif')).toBe(100);
  });
  it('SKPI: active students meeting the SKP points; kelulusan: total minus not graduated', () => {
    expect(opsiValue(counts, 'skpi')).toBe(30);
    expect(opsiValue(counts, 'kelulusan')).toBe(20);
  });
  it('keeps the choice, and falls back to Mahasiswa for anything else', () => {
    const store = new Map<string, string>();
    const storage = { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => void store.set(k, v) };
    expect(readOpsi(storage)).toBe('mahasiswa');
    writeOpsi('skpi', storage);
    expect(store.get(OPSI_STORAGE_KEY)).toBe('skpi');
    expect(readOpsi(storage)).toBe('skpi');
    store.set(OPSI_STORAGE_KEY, 'semua');
    expect(readOpsi(storage)).toBe('mahasiswa');
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
    };
    expect(readOpsi(broken)).toBe('mahasiswa');
  });
});

describe('whole percentages (0 to 100 percent, average as a whole number)', () => {
  it('rounds, and answers 0 when nobody is counted', () => {
    expect(percentOf(1, 3)).toBe(33);
    expect(percentOf(2, 3)).toBe(67);
    expect(percentOf(5, 5)).toBe(100);
    expect(percentOf(0, 0)).toBe(0);
  });
  it('averages the bars as a whole number', () => {
    expect(averageOf([33, 67, 100])).toBe(67);
    expect(averageOf([0, 1])).toBe(1);
    expect(averageOf([])).toBe(0);
  });
  it('formats in Indonesian', () => {
    expect(formatNumber(12345)).toBe('12.345');
    expect(formatPercent(42)).toMatch(/^42\s?%$/);
  });
});

describe('chart labels', () => {
  it('names a day by its Indonesian weekday, whatever the time zone', () => {
    expect(weekdayOf('2026-11-23')).toBe('Senin');
    expect(weekdayOf('2026-11-22')).toBe('Minggu');
    expect(weekdayOf('2026-11-28')).toBe('Sabtu');
    expect(shortWeekday('Kamis')).toBe('Kam');
  });
  it('names a month the "Jan 26" way', () => {
    expect(monthLabel('2026-01')).toBe('Jan 26');
    expect(monthLabel('2025-08')).toBe('Agu 25');
    expect(monthLabel('2026-12')).toBe('Des 26');
  });
  it('sorts ascending, ties by name', () => {
    const rows = [
      { n: 'b', v: 2 },
      { n: 'a', v: 2 },
      { n: 'c', v: 0 },
    ];
    expect(
      ascendingBy(
        rows,
        (r) => r.v,
        (r) => r.n,
      ).map((r) => r.n),
    ).toEqual(['c', 'a', 'b']);
  });
});
