/**
 * What the student lists' search and Filter hold (the printing list and the student management):
 * the filter's values, the choices of its selects (years of entry 1958 to next year, graduation
 * Semua, Sudah = 1, Belum = 0; on the printing list the SKPI request, the rubric state and whether a
 * valid SKPI is printed too, with 'Lulus, belum dicetak' the graduates still to print), the
 * count shown on the Filter button, the typed search once the typing pauses, and the filter as a
 * query string (a reload keeps it).
 */
import type { SelectProps } from '@cloudscape-design/components/select';
import type { PengajuanFilter } from '@shared/api/cetak';
import { STUDENT_FILTER_MSG } from '@shared/messages';
import { skpBound, skpRange } from '@shared/validation/manajemen';
import { optionOf } from '@web/components/form/options';
import { checkForm } from '@web/components/form/schema-form';
import { useEffect, useState } from 'react';
import * as z from 'zod';

export interface StudentFilter {
  /** Faculty ids (the super admin's). */
  fakultas: readonly string[];
  /** Program ids (the super admin's). */
  prodi: readonly string[];
  /** Year of entry, '' any. */
  tahun: string;
  /** '' both, '1' graduated, '0' not. */
  kelulusan: '' | '0' | '1';
  /** SKP range, '' unbounded (the student management's). */
  skpMin: string;
  skpMax: string;
  /** The SKPI request state, '' any (the printing list's). */
  pengajuan: '' | PengajuanFilter;
  /** '' both, '1' every rubric met, '0' not (the printing list's). */
  rubrik: '' | '0' | '1';
  /** '' both, '1' a valid SKPI printed, '0' none (the printing list's). */
  dicetak: '' | '0' | '1';
}

export const NO_FILTER: StudentFilter = {
  fakultas: [],
  prodi: [],
  tahun: '',
  kelulusan: '',
  skpMin: '',
  skpMax: '',
  pengajuan: '',
  rubrik: '',
  dicetak: '',
};

/** How many of the filter's parts are set (the Filter button says it). */
export const filterCount = (f: StudentFilter) =>
  (f.fakultas.length > 0 ? 1 : 0) +
  (f.prodi.length > 0 ? 1 : 0) +
  (f.tahun !== '' ? 1 : 0) +
  (f.kelulusan !== '' ? 1 : 0) +
  (f.skpMin !== '' || f.skpMax !== '' ? 1 : 0) +
  (f.pengajuan !== '' ? 1 : 0) +
  (f.rubrik !== '' ? 1 : 0) +
  (f.dicetak !== '' ? 1 : 0);

/** 'Lulus, belum dicetak': graduated, without a valid printed SKPI (the graduates still to print). */
export const isLulusBelumDicetak = (f: StudentFilter) => f.kelulusan === '1' && f.dicetak === '0';

/** The filter with 'Lulus, belum dicetak' set or cleared. */
export const withLulusBelumDicetak = (f: StudentFilter, on: boolean): StudentFilter =>
  on ? { ...f, kelulusan: '1', dicetak: '0' } : { ...f, kelulusan: '', dicetak: '' };

/** The first year of entry offered. */
const FIRST_YEAR = 1958;

/** 'Tahun Masuk' choices: next year down to 1958. */
export function tahunOptions(now: Date = new Date()): SelectProps.Option[] {
  const last = now.getFullYear() + 1;
  return Array.from({ length: last - FIRST_YEAR + 1 }, (_, i) => optionOf(last - i, String(last - i)));
}

/** 'Kelulusan' choices: Semua (both), Sudah (1), Belum (0). */
export const KELULUSAN_OPTIONS: readonly SelectProps.Option[] = [
  optionOf('', STUDENT_FILTER_MSG.kelulusanNone),
  optionOf('1', STUDENT_FILTER_MSG.kelulusanSudah),
  optionOf('0', STUDENT_FILTER_MSG.kelulusanBelum),
];

/** 'Pengajuan SKPI' choices of the printing list. */
export const PENGAJUAN_OPTIONS: readonly SelectProps.Option[] = [
  optionOf('', STUDENT_FILTER_MSG.pengajuanSemua),
  optionOf('tidak', STUDENT_FILTER_MSG.pengajuanTidak),
  optionOf('menunggu', STUDENT_FILTER_MSG.pengajuanMenunggu),
  optionOf('diterima', STUDENT_FILTER_MSG.pengajuanDiterima),
];

/** 'Rubrik' choices of the printing list: Semua, Terpenuhi (1), Belum terpenuhi (0). */
export const RUBRIK_OPTIONS: readonly SelectProps.Option[] = [
  optionOf('', STUDENT_FILTER_MSG.rubrikSemua),
  optionOf('1', STUDENT_FILTER_MSG.rubrikTerpenuhi),
  optionOf('0', STUDENT_FILTER_MSG.rubrikBelum),
];

/** 'SKPI' choices of the printing list: Semua, Belum dicetak (0), Sudah dicetak (1). */
export const DICETAK_OPTIONS: readonly SelectProps.Option[] = [
  optionOf('', STUDENT_FILTER_MSG.dicetakSemua),
  optionOf('0', STUDENT_FILTER_MSG.dicetakBelum),
  optionOf('1', STUDENT_FILTER_MSG.dicetakSudah),
];

/** The SKP range as the list's query checks it (the same schema: whole numbers from 0, minimum not above maximum). */
const skpRangeForm = z.strictObject({ skp_min: skpBound, skp_max: skpBound }).superRefine(skpRange);

/** The message of an SKP range that cannot be applied (the first of its fields), or null. */
export function skpRangeError(f: Pick<StudentFilter, 'skpMin' | 'skpMax'>): string | null {
  const check = checkForm(skpRangeForm, { skp_min: f.skpMin.trim(), skp_max: f.skpMax.trim() });
  return check.ok ? null : (check.errors.skp_min ?? check.errors.skp_max ?? null);
}

/** Milliseconds of quiet typing before the search runs. */
const TYPING_MS = 400;

/** The keyword searched: the typed text once it has been still for a moment. */
export function useKeyword(text: string): string {
  const [keyword, setKeyword] = useState(text.trim());
  useEffect(() => {
    const timer = setTimeout(() => setKeyword(text.trim()), TYPING_MS);
    return () => clearTimeout(timer);
  }, [text]);
  return keyword;
}

// --- the filter in the address --------------------------------------------------------------------

const ids = (v: string | null) => (v ?? '').split(',').filter((s) => /^\d+$/.test(s));
const year = (v: string | null) => (v !== null && /^\d{4}$/.test(v) ? v : '');
const bound = (v: string | null) => (v !== null && /^\d{1,6}$/.test(v) ? v : '');

const PENGAJUAN = new Set<string>(['tidak', 'menunggu', 'diterima']);

/**
 * The filter of a query string (`fakultas=1,2&prodi=3&tahun=2022&lulus=0&skp_min=10&skp_max=40&pengajuan=tidak&rubrik=1&dicetak=0`);
 * anything unreadable is unset.
 */
export function readFilterParams(params: URLSearchParams): StudentFilter {
  const lulus = params.get('lulus');
  const pengajuan = params.get('pengajuan') ?? '';
  const rubrik = params.get('rubrik');
  const dicetak = params.get('dicetak');
  return {
    fakultas: ids(params.get('fakultas')),
    prodi: ids(params.get('prodi')),
    tahun: year(params.get('tahun')),
    kelulusan: lulus === '0' || lulus === '1' ? lulus : '',
    skpMin: bound(params.get('skp_min')),
    skpMax: bound(params.get('skp_max')),
    pengajuan: PENGAJUAN.has(pengajuan) ? (pengajuan as PengajuanFilter) : '',
    rubrik: rubrik === '0' || rubrik === '1' ? rubrik : '',
    dicetak: dicetak === '0' || dicetak === '1' ? dicetak : '',
  };
}

/** Writes the filter into a copy of the query string (unset parts removed). */
export function writeFilterParams(params: URLSearchParams, f: StudentFilter): URLSearchParams {
  const next = new URLSearchParams(params);
  const put = (name: string, value: string) => (value === '' ? next.delete(name) : next.set(name, value));
  put('fakultas', f.fakultas.join(','));
  put('prodi', f.prodi.join(','));
  put('tahun', f.tahun);
  put('lulus', f.kelulusan);
  put('skp_min', f.skpMin.trim());
  put('skp_max', f.skpMax.trim());
  put('pengajuan', f.pengajuan);
  put('rubrik', f.rubrik);
  put('dicetak', f.dicetak);
  return next;
}
