/**
 * The student lists' filter (web/src/components/student-filter/student-filter.ts): the query
 * string that keeps it across a reload (what it reads back, what it drops), the count on the
 * Filter button, the SKP range checked by the list query's own schema, and the years offered.
 */
import { MANAJEMEN_MSG, MSG } from '@shared/messages';
import { tahunMasukFilter } from '@shared/validation/manajemen';
import {
  filterCount,
  isLulusBelumDicetak,
  NO_FILTER,
  readFilterParams,
  skpRangeError,
  tahunOptions,
  withLulusBelumDicetak,
  writeFilterParams,
} from '@web/components/student-filter/student-filter';
import { describe, expect, it, vi } from 'vitest';

describe('student filter', () => {
  it('survives the query string, beside the parameters it does not own', () => {
    const filter = {
      fakultas: ['1', '2'],
      prodi: ['3'],
      tahun: '2022',
      kelulusan: '0' as const,
      skpMin: '10',
      skpMax: '40',
      pengajuan: 'tidak' as const,
      rubrik: '1' as const,
      dicetak: '0' as const,
    };
    const params = writeFilterParams(new URLSearchParams('q=budi&page=2'), filter);
    expect(params.get('q')).toBe('budi');
    expect(params.get('page')).toBe('2');
    expect(readFilterParams(new URLSearchParams(params.toString()))).toEqual(filter);
    // no filter: nothing of it left in the address
    expect(writeFilterParams(params, NO_FILTER).toString()).toBe('q=budi&page=2');
  });

  it('reads anything unreadable as unset', () => {
    expect(
      readFilterParams(new URLSearchParams('fakultas=a,2&prodi=-1&tahun=22&lulus=2&skp_min=x&skp_max=-3&pengajuan=ya&rubrik=2&dicetak=ya')),
    ).toEqual({
      ...NO_FILTER,
      fakultas: ['2'],
    });
  });

  it('counts the parts set (the SKP range as one)', () => {
    expect(filterCount(NO_FILTER)).toBe(0);
    expect(filterCount({ ...NO_FILTER, tahun: '2022', skpMin: '1', skpMax: '9' })).toBe(2);
    expect(filterCount({ ...NO_FILTER, fakultas: ['1'], prodi: ['2'], tahun: '2020', kelulusan: '1', skpMax: '5' })).toBe(5);
    expect(filterCount({ ...NO_FILTER, pengajuan: 'menunggu', rubrik: '0' })).toBe(2);
    expect(filterCount({ ...NO_FILTER, kelulusan: '1', dicetak: '0' })).toBe(2);
  });

  it("sets and clears 'Lulus, belum dicetak' as graduated and not printed", () => {
    const on = withLulusBelumDicetak({ ...NO_FILTER, tahun: '2022' }, true);
    expect(on).toEqual({ ...NO_FILTER, tahun: '2022', kelulusan: '1', dicetak: '0' });
    expect(isLulusBelumDicetak(on)).toBe(true);
    expect(isLulusBelumDicetak({ ...on, dicetak: '1' })).toBe(false);
    expect(isLulusBelumDicetak({ ...on, kelulusan: '' })).toBe(false);
    expect(withLulusBelumDicetak(on, false)).toEqual({ ...NO_FILTER, tahun: '2022' });
  });

  it('checks the SKP range with the list query’s rules and messages', () => {
    expect(skpRangeError({ skpMin: '', skpMax: '' })).toBeNull();
    expect(skpRangeError({ skpMin: '10', skpMax: '10' })).toBeNull();
    expect(skpRangeError({ skpMin: '11', skpMax: '10' })).toBe(MANAJEMEN_MSG.skpRangeInvalid);
    expect(skpRangeError({ skpMin: 'abc', skpMax: '' })).toBe(MSG.mustBeNumber);
    expect(skpRangeError({ skpMin: '', skpMax: '-1' })).toBe(MSG.mustBeNumber);
  });

  it('offers the years from next year down to 1958', () => {
    const years = tahunOptions(new Date(2026, 5, 1)).map((o) => o.value);
    expect(years[0]).toBe('2027');
    expect(years.at(-1)).toBe('1958');
    expect(years).toHaveLength(2027 - 1958 + 1);
  });

  it('the list query takes a year of entry from 1958 to next year, next year read from the clock', () => {
    vi.useFakeTimers({ now: new Date(2026, 11, 31, 23, 0) });
    try {
      const year = (v: number | string) => tahunMasukFilter.safeParse(v);
      expect([year(1958).data, year(2027).data, year('2022/2023').data]).toEqual([1958, 2027, 2022]);
      for (const refused of [1957, 2028, '22'])
        expect(
          year(refused).error?.issues.map((i) => i.message),
          String(refused),
        ).toEqual([MSG.tahunMasukInvalid]);
      // the new year moves the last year with it
      vi.setSystemTime(new Date(2027, 0, 1, 0, 0));
      expect(year(2028).data).toBe(2028);
    } finally {
      vi.useRealTimers();
    }
  });
});
