/**
 * The SKPI number (docs/decisions/0028-skpi-document.md, as Indonesian universities number theirs): a format
 * the super admin sets, filled with the sequence number of the faculty and year and the date of
 * issue. Pure: the sequence itself is assigned by a conditional write elsewhere. Shared, so the
 * settings form refuses a format with the same messages as the API.
 */
import { SKPI_NUMBER_MSG, skpiNumberUnknownPlaceholder } from '../messages/skpi';

/** The default format: `0001/SKPI/FT/VIII/2026`. */
export const DEFAULT_SKPI_NUMBER_FORMAT = '{urut}/SKPI/{kode_fakultas}/{bulan_romawi}/{tahun}';

/**
 * The placeholders a format may use: the sequence zero-padded to 4 digits, the faculty's code,
 * the month of issue in Roman numerals and as two digits, the year of issue.
 */
export const SKPI_NUMBER_PLACEHOLDERS = ['urut', 'kode_fakultas', 'bulan_romawi', 'bulan', 'tahun'] as const;
export type SkpiNumberPlaceholder = (typeof SKPI_NUMBER_PLACEHOLDERS)[number];

export const SKPI_NUMBER_FORMAT_MAX = 100;

const ROMAN_MONTHS = ['I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X', 'XI', 'XII'] as const;

/** Month 1-12 in Roman numerals (`8` → `VIII`). */
export function romanMonth(month: number): string {
  const roman = ROMAN_MONTHS[month - 1];
  if (!Number.isInteger(month) || roman === undefined) throw new RangeError(`month ${month} is not 1-12`);
  return roman;
}

/** The placeholder names of a format, in order (`{urut}/SKPI/{tahun}` → `['urut', 'tahun']`); null when a brace is unmatched. */
function placeholdersOf(format: string): string[] | null {
  const names: string[] = [];
  let rest = format;
  for (;;) {
    const open = rest.indexOf('{');
    const close = rest.indexOf('}');
    if (open === -1 && close === -1) return names;
    if (open === -1 || close < open) return null;
    const name = rest.slice(open + 1, close);
    if (name.includes('{')) return null;
    names.push(name);
    rest = rest.slice(close + 1);
  }
}

/**
 * Why a format cannot be used, or null when it can: at most 100 characters, braces in pairs, only
 * known placeholders, `{urut}` present, and `{kode_fakultas}` and `{tahun}` present too (the
 * sequence restarts in every faculty every year, so a format without them would issue one number
 * twice).
 */
export function skpiNumberFormatProblem(format: string): string | null {
  if (format.length > SKPI_NUMBER_FORMAT_MAX) return SKPI_NUMBER_MSG.skpiNumberFormatLength;
  const names = placeholdersOf(format);
  if (names === null) return SKPI_NUMBER_MSG.skpiNumberFormatBraces;
  const known: readonly string[] = SKPI_NUMBER_PLACEHOLDERS;
  const unknown = [...new Set(names.filter((n) => !known.includes(n)))];
  if (unknown.length) return skpiNumberUnknownPlaceholder(unknown, SKPI_NUMBER_PLACEHOLDERS);
  if (!names.includes('urut')) return SKPI_NUMBER_MSG.skpiNumberFormatNoUrut;
  if (!names.includes('kode_fakultas') || !names.includes('tahun')) return SKPI_NUMBER_MSG.skpiNumberFormatNotUnique;
  return null;
}

export interface SkpiNumberParts {
  /** The sequence number within the faculty and year, from 1. */
  urut: number;
  kode_fakultas: string;
  /** Date of issue, YYYY-MM-DD (a calendar day: no time zone to get wrong). */
  date: string;
}

/**
 * The number of one document: `formatSkpiNumber(DEFAULT_SKPI_NUMBER_FORMAT, { urut: 12,
 * kode_fakultas: 'FT', date: '2026-08-17' })` is `0012/SKPI/FT/VIII/2026`. A sequence above 9999
 * keeps all its digits. Throws on a format that skpiNumberFormatProblem refuses or on bad parts.
 */
export function formatSkpiNumber(format: string, parts: SkpiNumberParts): string {
  const problem = skpiNumberFormatProblem(format);
  if (problem) throw new RangeError(problem);
  if (!Number.isInteger(parts.urut) || parts.urut < 1) throw new RangeError(`urut ${parts.urut} is not a whole number from 1`);
  const kode = parts.kode_fakultas.trim();
  if (!kode) throw new RangeError('kode_fakultas is empty');
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(parts.date);
  if (!m) throw new RangeError(`date ${parts.date} is not YYYY-MM-DD`);
  const [, tahun = '', bulan = ''] = m;
  const value: Record<SkpiNumberPlaceholder, string> = {
    urut: String(parts.urut).padStart(4, '0'),
    kode_fakultas: kode,
    bulan_romawi: romanMonth(Number(bulan)),
    bulan,
    tahun,
  };
  return format.replace(/\{([^{}]*)\}/g, (_, name: SkpiNumberPlaceholder) => value[name]);
}
