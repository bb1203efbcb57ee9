/** The SKPI number: its format and how one document's number is made (shared/domain/skpi-number.ts). */
import { DEFAULT_SKPI_NUMBER_FORMAT, formatSkpiNumber, romanMonth, skpiNumberFormatProblem } from '@shared/domain/skpi-number';
import { MSG } from '@shared/messages';
import { describe, expect, it } from 'vitest';

describe('formatSkpiNumber', () => {
  it('fills the default format: sequence in four digits, faculty code, Roman month, year', () => {
    expect(DEFAULT_SKPI_NUMBER_FORMAT).toBe('{urut}/SKPI/{kode_fakultas}/{bulan_romawi}/{tahun}');
    expect(formatSkpiNumber(DEFAULT_SKPI_NUMBER_FORMAT, { urut: 12, kode_fakultas: 'FT', date: '2026-08-17' })).toBe('0012/SKPI/FT/VIII/2026');
    expect(formatSkpiNumber(DEFAULT_SKPI_NUMBER_FORMAT, { urut: 1, kode_fakultas: 'FEB', date: '2027-01-02' })).toBe('0001/SKPI/FEB/I/2027');
    expect(formatSkpiNumber(DEFAULT_SKPI_NUMBER_FORMAT, { urut: 9999, kode_fakultas: 'FISIP', date: '2026-12-31' })).toBe('9999/SKPI/FISIP/XII/2026');
  });

  it('keeps every digit of a sequence above 9999', () => {
    expect(formatSkpiNumber(DEFAULT_SKPI_NUMBER_FORMAT, { urut: 12345, kode_fakultas: 'FT', date: '2026-08-17' })).toBe('12345/SKPI/FT/VIII/2026');
  });

  it('fills the other formats seen in real systems', () => {
    const parts = { urut: 5, kode_fakultas: 'T06', date: '2026-11-03' };
    expect(formatSkpiNumber('NJ-{kode_fakultas}/{urut}/SKPI/{bulan}.{tahun}', parts)).toBe('NJ-T06/0005/SKPI/11.2026');
    expect(formatSkpiNumber('{urut}/SKPI/{kode_fakultas}-UNIB/{bulan_romawi}/{tahun}', parts)).toBe('0005/SKPI/T06-UNIB/XI/2026');
  });

  it('trims the faculty code and refuses bad parts', () => {
    expect(formatSkpiNumber(DEFAULT_SKPI_NUMBER_FORMAT, { urut: 3, kode_fakultas: ' FT ', date: '2026-02-01' })).toBe('0003/SKPI/FT/II/2026');
    const ok = { urut: 1, kode_fakultas: 'FT', date: '2026-08-17' };
    expect(() => formatSkpiNumber(DEFAULT_SKPI_NUMBER_FORMAT, { ...ok, urut: 0 })).toThrow(RangeError);
    expect(() => formatSkpiNumber(DEFAULT_SKPI_NUMBER_FORMAT, { ...ok, urut: 1.5 })).toThrow(RangeError);
    expect(() => formatSkpiNumber(DEFAULT_SKPI_NUMBER_FORMAT, { ...ok, kode_fakultas: '  ' })).toThrow(RangeError);
    expect(() => formatSkpiNumber(DEFAULT_SKPI_NUMBER_FORMAT, { ...ok, date: '17-08-2026' })).toThrow(RangeError);
    expect(() => formatSkpiNumber(DEFAULT_SKPI_NUMBER_FORMAT, { ...ok, date: '2026-13-01' })).toThrow(RangeError);
    expect(() => formatSkpiNumber('{urut}/SKPI', ok)).toThrow(MSG.skpiNumberFormatNotUnique);
  });

  it('writes the twelve months in Roman numerals', () => {
    expect(Array.from({ length: 12 }, (_, i) => romanMonth(i + 1))).toEqual([
      'I',
      'II',
      'III',
      'IV',
      'V',
      'VI',
      'VII',
      'VIII',
      'IX',
      'X',
      'XI',
      'XII',
    ]);
    expect(() => romanMonth(0)).toThrow(RangeError);
    expect(() => romanMonth(13)).toThrow(RangeError);
  });
});

describe('skpiNumberFormatProblem', () => {
  it('accepts the default and other formats with the sequence, faculty and year', () => {
    expect(skpiNumberFormatProblem(DEFAULT_SKPI_NUMBER_FORMAT)).toBeNull();
    expect(skpiNumberFormatProblem('{tahun}.{kode_fakultas}.{urut}')).toBeNull();
    expect(skpiNumberFormatProblem('SKPI/{kode_fakultas}/{urut}/{bulan}/{tahun}')).toBeNull();
  });

  it('asks for {urut}', () => {
    expect(skpiNumberFormatProblem('SKPI/{kode_fakultas}/{tahun}')).toBe(MSG.skpiNumberFormatNoUrut);
    expect(skpiNumberFormatProblem('')).toBe(MSG.skpiNumberFormatNoUrut);
  });

  it('asks for {kode_fakultas} and {tahun}: the sequence restarts per faculty per year', () => {
    expect(skpiNumberFormatProblem('{urut}/SKPI/{tahun}')).toBe(MSG.skpiNumberFormatNotUnique);
    expect(skpiNumberFormatProblem('{urut}/SKPI/{kode_fakultas}')).toBe(MSG.skpiNumberFormatNotUnique);
  });

  it('names the unknown placeholders and lists the known ones', () => {
    const problem = skpiNumberFormatProblem('{urut}/{kode_prodi}/{kode_fakultas}/{tahun}/{Tahun}');
    expect(problem).toBe(
      'Format nomor SKPI memuat penanda yang tidak dikenal: {kode_prodi}, {Tahun}. Penanda yang dapat dipakai: {urut}, {kode_fakultas}, {bulan_romawi}, {bulan}, {tahun}.',
    );
    expect(skpiNumberFormatProblem('{urut}{}/{kode_fakultas}/{tahun}')).toContain('{}');
  });

  it('refuses unmatched braces and formats over 100 characters', () => {
    for (const f of [
      '{urut/{kode_fakultas}/{tahun}',
      '{urut}}/{kode_fakultas}/{tahun}',
      '{urut}/{kode_fakultas}/{tahun',
      '{{urut}/{kode_fakultas}/{tahun}',
      '}{urut}/{kode_fakultas}/{tahun}',
    ])
      expect(skpiNumberFormatProblem(f), f).toBe(MSG.skpiNumberFormatBraces);
    const long = `{urut}/{kode_fakultas}/{tahun}/${'X'.repeat(70)}`;
    expect(long.length).toBe(101);
    expect(skpiNumberFormatProblem(long)).toBe(MSG.skpiNumberFormatLength);
    expect(skpiNumberFormatProblem(long.slice(0, 100))).toBeNull();
  });
});
