/**
 * Pure rules of the audit log page (docs/decisions/0020-audit-log.md): the date range a list covers (calendar days
 * of WIB, UTC+7, where the product is used; the last 30 days when none is chosen), the UTC day
 * partitions it spans (GSI2 `AUDIT#DAY#<day>` holds an entry under its UTC day), and the readable
 * difference between an entry's before and after.
 */

/** WIB, Indonesia's western time zone, in milliseconds ahead of UTC. */
const WIB_OFFSET_MS = 7 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Days a list covers when no range is chosen (the page says so). */
export const AUDIT_DEFAULT_DAYS = 30;
/** The longest range read day by day (without an actor or target filter). */
export const AUDIT_MAX_DAYS = 366;

/** Today's calendar day in WIB, YYYY-MM-DD. */
export function wibToday(at = Date.now()): string {
  return new Date(at + WIB_OFFSET_MS).toISOString().slice(0, 10);
}

/** `day` (YYYY-MM-DD) moved by `n` days. */
export function addDays(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
}

/** Days from `dari` to `sampai`, both counted (1 for a single day). */
export function daysBetween(dari: string, sampai: string): number {
  return Math.round((Date.parse(`${sampai}T00:00:00Z`) - Date.parse(`${dari}T00:00:00Z`)) / DAY_MS) + 1;
}

/** True for a real calendar day written YYYY-MM-DD. */
export function isDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const t = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(t) && new Date(t).toISOString().slice(0, 10) === value;
}

/**
 * The range a list covers: both days as chosen; one missing is filled in (no end: today; no start:
 * 30 days up to the end); none: the last 30 days up to today.
 */
export function auditRange(dari: string | undefined, sampai: string | undefined, today = wibToday()): { dari: string; sampai: string } {
  const end = sampai ?? (dari && dari > today ? dari : today);
  return { dari: dari ?? addDays(end, -(AUDIT_DEFAULT_DAYS - 1)), sampai: end };
}

/** The instants a WIB range covers: from its first millisecond to its last, as ISO times (UTC). */
export function auditInstants(range: { dari: string; sampai: string }): { from: string; to: string } {
  return {
    from: new Date(Date.parse(`${range.dari}T00:00:00Z`) - WIB_OFFSET_MS).toISOString(),
    to: new Date(Date.parse(`${range.sampai}T23:59:59.999Z`) - WIB_OFFSET_MS).toISOString(),
  };
}

/** The UTC days of the instants, newest first: the day partitions to read. */
export function utcDaysNewestFirst(instants: { from: string; to: string }): string[] {
  const days: string[] = [];
  const first = instants.from.slice(0, 10);
  for (let day = instants.to.slice(0, 10); day >= first; day = addDays(day, -1)) days.push(day);
  return days;
}

/** Fields a write changes every time (bookkeeping): left out of the readable difference, kept in the JSON. */
const BOOKKEEPING = new Set(['version', 'updated_at', 'type']);

export interface AuditChange {
  field: string;
  before: unknown;
  after: unknown;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Two values are the same when their JSON is (records compared key by key in any order). */
export function same(a: unknown, b: unknown): boolean {
  if (isRecord(a) && isRecord(b)) {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    for (const k of keys) if (!same(a[k], b[k])) return false;
    return true;
  }
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((x, i) => same(x, b[i]));
  return (a ?? null) === (b ?? null) || JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
}

/**
 * The fields an entry changed, in field order, with their old and new values (absent is null).
 * A creation lists every field it set, a deletion every field it removed; values that are not
 * records (or no snapshot at all) give one change of the whole value under `''`.
 */
export function auditDiff(before: unknown, after: unknown): AuditChange[] {
  const b = before ?? null;
  const a = after ?? null;
  if (!isRecord(b) && !isRecord(a)) return same(b, a) ? [] : [{ field: '', before: b, after: a }];
  const left = isRecord(b) ? b : {};
  const right = isRecord(a) ? a : {};
  const fields = [...new Set([...Object.keys(left), ...Object.keys(right)])].sort();
  return fields
    .filter((f) => !BOOKKEEPING.has(f) && !same(left[f], right[f]))
    .map((field) => ({ field, before: left[field] ?? null, after: right[field] ?? null }));
}

/** A value as one line of the difference: text as it is, null as `-`, anything else as JSON. */
export function auditValue(value: unknown): string {
  if (value === null || value === undefined) return '-';
  if (typeof value === 'string') return value === '' ? '""' : value;
  return JSON.stringify(value);
}
