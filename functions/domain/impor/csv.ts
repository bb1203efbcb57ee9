/**
 * Reads the file of a bulk import into raw rows: an .xlsx workbook's first sheet (read-excel-file),
 * or a CSV (papaparse, already the reader of the area data):
 * UTF-8 (a byte-order mark is dropped; anything not UTF-8 text is refused), `,` or `;` as the
 * separator (Excel in the Indonesian locale writes `;`; tab too), quoted fields with separators,
 * doubled quotes and line breaks inside, CRLF or LF. The header names the columns in any order:
 * compared without case, spaces, '-', '_' and '.', with a few aliases (`email`, `prodi`,
 * `angkatan`, ...). Blank rows are skipped; a row's number is its record's number in the file
 * (the header is 1), which is the spreadsheet's row number.
 */
import { Invalid, TooLarge } from '@functions/lib/domain-errors';
import { isZip } from '@functions/lib/files';
import { unpackedSize } from '@functions/lib/zip-limit';
import { IMPOR_COLUMNS_MSG, IMPOR_MSG, imporMissingColumns } from '@shared/messages/impor';
import { IMPOR_MAX_ROWS, IMPOR_MAX_UNPACKED_BYTES } from '@shared/validation/impor';
import Papa from 'papaparse';
// The universal build (fflate) is about 25 KB smaller than the Node one (unzipper, streams).

export interface CsvRow {
  /** The record's number in the file: the header is 1, the first data row 2. */
  line: number;
  nim: string;
  nama: string;
  email: string;
  program: string;
  tahun_masuk: string;
}

type Column = Exclude<keyof CsvRow, 'line'>;

/** The header names each column answers to, folded (`fold`). */
const ALIASES: Record<Column, readonly string[]> = {
  nim: ['nim', 'nomorindukmahasiswa'],
  nama: ['nama', 'namalengkap', 'namamahasiswa', 'name'],
  email: ['email', 'surel', 'alamatemail'],
  program: ['program', 'prodi', 'programstudi', 'idprodi'],
  tahun_masuk: ['tahunmasuk', 'angkatan', 'tahun'],
};
/** Where each column's name is in the template's header, which the refusal of a missing column uses. */
const SHOWN = { nim: 0, nama: 1, email: 2, program: 3, tahun_masuk: 4 } as const satisfies Record<Column, number>;
const shownName = (column: Column) => IMPOR_COLUMNS_MSG[SHOWN[column]];
const COLUMNS = Object.keys(ALIASES) as Column[];

const fold = (header: string) => header.toLowerCase().replace(/[\s\-_.]/g, '');

/** The file's text: UTF-8 without its byte-order mark; 422 when the bytes are no UTF-8 text. */
export function csvText(bytes: Uint8Array): string {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    throw new Invalid({ file: [IMPOR_MSG.imporNotText] });
  }
  if (text.includes('\u0000')) throw new Invalid({ file: [IMPOR_MSG.imporNotText] });
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

/** The rows of the file, trimmed; 422 (field `file`) when the header lacks a column, no row has data, or there are too many rows. */
export function parseImporCsv(bytes: Uint8Array): CsvRow[] {
  const text = csvText(bytes);
  const parsed = Papa.parse<string[]>(text, { header: false, skipEmptyLines: false, delimitersToGuess: [',', ';', '\t'] });
  return rowsOf(parsed.data);
}

/** A workbook cell as text: numbers as written (a NIM typed as a number), dates as YYYY-MM-DD. */
function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : value.toISOString().slice(0, 10);
  return String(value);
}

/**
 * The rows of an .xlsx workbook's first sheet (read-excel-file), as `parseImporCsv` gives them;
 * 413 when it unpacks to more than IMPOR_MAX_UNPACKED_BYTES (measured before the reader unpacks
 * it), 422 when it is no readable workbook.
 */
export async function parseImporXlsx(bytes: Uint8Array): Promise<CsvRow[]> {
  const unpacked = unpackedSize(bytes, IMPOR_MAX_UNPACKED_BYTES);
  if (unpacked === 'too-large') throw new TooLarge({ file: [IMPOR_MSG.imporUnpackedTooLarge] });
  if (unpacked === 'malformed') throw new Invalid({ file: [IMPOR_MSG.imporNotWorkbook] });
  let sheet: unknown[][];
  try {
    // loaded by the first workbook, not when the Lambda starts: most imports are CSV files
    const { readSheet } = await import('read-excel-file/universal');
    sheet = await readSheet(bytes.slice().buffer);
  } catch {
    throw new Invalid({ file: [IMPOR_MSG.imporNotWorkbook] });
  }
  return rowsOf(sheet.map((row) => row.map(cellText)));
}

/** The rows of an uploaded file: an .xlsx workbook (a zip) or a CSV. */
export function parseImporFile(bytes: Uint8Array): Promise<CsvRow[]> | CsvRow[] {
  return isZip(bytes) ? parseImporXlsx(bytes) : parseImporCsv(bytes);
}

/** Rows from the file's records (the first non-blank record is the header). */
function rowsOf(records: string[][]): CsvRow[] {
  const headerAt = records.findIndex((r) => r.some((c) => c.trim() !== ''));
  if (headerAt < 0) throw new Invalid({ file: [IMPOR_MSG.imporEmpty] });
  const header = (records[headerAt] ?? []).map(fold);
  const index = Object.fromEntries(COLUMNS.map((c) => [c, header.findIndex((h) => ALIASES[c].includes(h))])) as Record<Column, number>;
  const missing = COLUMNS.filter((c) => index[c] < 0);
  if (missing.length) throw new Invalid({ file: [imporMissingColumns(missing.map(shownName))] });

  const rows: CsvRow[] = [];
  for (let i = headerAt + 1; i < records.length; i++) {
    const record = records[i] ?? [];
    if (record.every((c) => c.trim() === '')) continue;
    if (rows.length === IMPOR_MAX_ROWS) throw new TooLarge({ file: [IMPOR_MSG.imporTooManyRows] });
    const cell = (c: Column) => (record[index[c]] ?? '').trim();
    rows.push({
      line: i + 1,
      nim: cell('nim'),
      nama: cell('nama'),
      email: cell('email'),
      program: cell('program'),
      tahun_masuk: cell('tahun_masuk'),
    });
  }
  if (rows.length === 0) throw new Invalid({ file: [IMPOR_MSG.imporEmpty] });
  return rows;
}
