/**
 * One table to a file: a header row of column names in the language in force, then one row per record, as XLSX
 * (write-excel-file: one sheet, real numbers and dates) or CSV (UTF-8 with a byte order mark, so
 * that Excel reads Indonesian names right; comma separated, CRLF lines).
 *
 * In CSV every text field is quoted as RFC 4180 quotes (in double quotes, a double quote inside
 * doubled), so that no separator inside it splits it: Excel in the Indonesian locale separates by
 * `;`, which plain text holds. Numbers and dates are written bare, so that spreadsheets read them
 * as numbers and dates (and XLSX stores them as such).
 *
 * No spreadsheet runs a text cell as a formula: in both formats an apostrophe goes before the
 * text's first character, and before any character that follows a `,`, `;`, tab, CR or LF inside
 * it, when that character is `=`, `+`, `-`, `@`, a tab or a CR. A reader that splits a field at a
 * separator despite its quotes still finds an apostrophe first. An XLSX string cell is never a
 * formula, but the same file saved again as CSV, or a CSV opened directly, would be.
 */
import type { EksporFormat } from '@shared/domain/ekspor';
import { EKSPOR_HEADER_MSG } from '@shared/messages/ekspor';

export type ColumnType = 'text' | 'number' | 'date' | 'datetime';

export interface Column<R> {
  /** The column's name, read when the file is written. */
  header: keyof typeof EKSPOR_HEADER_MSG;
  type: ColumnType;
  /** The cell: text, a number, an ISO date (`date`: YYYY-MM-DD; `datetime`: an instant) or empty. */
  value: (row: R) => string | number | boolean | null | undefined;
  /** Width in characters in the XLSX sheet. */
  width?: number;
}

/** A place an apostrophe goes: the text's start, or just after a separator or line break, before a formula's first character. */
const FORMULA_AT = /(?<=^|[,;\t\r\n])(?=[=+\-@\t\r])/g;
/** Western Indonesia Time, in which the university reads every instant. */
const WIB_OFFSET_MS = 7 * 3600 * 1000;

/** A text as a cell that no spreadsheet runs as a formula. */
export const safeText = (text: string): string => text.replace(FORMULA_AT, "'");

const YES = 'Ya';
const NO = 'Tidak';

/** The text of a cell that is not a number or a date (booleans as Ya/Tidak). */
function textOf(value: string | number | boolean): string {
  if (typeof value === 'boolean') return value ? YES : NO;
  return safeText(String(value));
}

/** A date or an instant as the wall-clock Date Excel shows (Excel has no time zones: WIB, stored as UTC). */
function sheetDate(value: string, type: 'date' | 'datetime'): Date | null {
  const ms = Date.parse(type === 'date' ? `${value.slice(0, 10)}T00:00:00Z` : value);
  if (Number.isNaN(ms)) return null;
  return new Date(type === 'date' ? ms : ms + WIB_OFFSET_MS);
}

/** `YYYY-MM-DD` or `YYYY-MM-DD HH:MM` (WIB), which spreadsheets read as a date; undefined when the value is no date (then it is text). */
function csvDate(value: string, type: 'date' | 'datetime'): string | undefined {
  const date = sheetDate(value, type);
  if (!date) return undefined;
  const iso = date.toISOString();
  return type === 'date' ? iso.slice(0, 10) : `${iso.slice(0, 10)} ${iso.slice(11, 16)}`;
}

type SheetCell = { value: string | number | Date; type?: StringConstructor | NumberConstructor | DateConstructor; format?: string } | null;

function sheetCell<R>(column: Column<R>, row: R): SheetCell {
  const value = column.value(row);
  if (value === null || value === undefined || value === '') return null;
  if (column.type === 'number' && typeof value === 'number') return { value, type: Number };
  if ((column.type === 'date' || column.type === 'datetime') && typeof value === 'string') {
    const date = sheetDate(value, column.type);
    if (date) return { value: date, type: Date, format: column.type === 'date' ? 'dd/mm/yyyy' : 'dd/mm/yyyy hh:mm' };
  }
  // text as text: a NIM of digits stays a NIM, not 2.2E+10
  return { value: textOf(value), type: String, format: '@' };
}

function csvField<R>(column: Column<R>, row: R): string {
  const value = column.value(row);
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return String(value);
  if ((column.type === 'date' || column.type === 'datetime') && typeof value === 'string') {
    const date = csvDate(value, column.type);
    if (date !== undefined) return date;
  }
  return `"${textOf(value).replace(/"/g, '""')}"`;
}

const BOM = '\uFEFF';

export function toCsv<R>(columns: readonly Column<R>[], rows: readonly R[]): Buffer {
  const lines = [columns.map((c) => csvField({ ...c, type: 'text', value: () => EKSPOR_HEADER_MSG[c.header] }, null)).join(',')];
  for (const row of rows) lines.push(columns.map((c) => csvField(c, row)).join(','));
  return Buffer.from(`${BOM}${lines.join('\r\n')}\r\n`, 'utf8');
}

export async function toXlsx<R>(columns: readonly Column<R>[], rows: readonly R[], sheet: string): Promise<Buffer> {
  // loaded when an XLSX is asked for: the CSV path and the area's other routes do without it
  const { default: writeExcelFile } = await import('write-excel-file/node');
  const header = columns.map((c) => ({ value: EKSPOR_HEADER_MSG[c.header], fontWeight: 'bold' as const }));
  const data = [header, ...rows.map((row) => columns.map((c) => sheetCell(c, row)))];
  const file = writeExcelFile(
    data as never,
    {
      sheet: sheet.slice(0, 31),
      columns: columns.map((c) => ({ width: c.width ?? (c.type === 'text' ? 24 : 14) })),
      stickyRowsCount: 1,
    } as never,
  );
  return file.toBuffer();
}

/** The table as the asked format's bytes. */
export function tableFile<R>(format: EksporFormat, columns: readonly Column<R>[], rows: readonly R[], sheet: string): Promise<Buffer> {
  return format === 'csv' ? Promise.resolve(toCsv(columns, rows)) : toXlsx(columns, rows, sheet);
}
