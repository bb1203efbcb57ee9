/**
 * The audit log page's pure rules (shared/domain/audit.ts): the WIB range, its UTC day partitions,
 * the readable difference; and the page's date range picker value as the query's days.
 */
import { auditDiff, auditInstants, auditRange, auditValue, daysBetween, isDay, utcDaysNewestFirst, wibToday } from '@shared/domain/audit';
import { rangeDays } from '@web/pages/audit/audit-filter';
import { describe, expect, it } from 'vitest';

describe('the range a list covers', () => {
  it('none: the last 30 days up to today; only a start: up to today; only an end: 30 days up to it', () => {
    expect(auditRange(undefined, undefined, '2026-11-23')).toEqual({ dari: '2026-10-25', sampai: '2026-11-23' });
    expect(daysBetween('2026-10-25', '2026-11-23')).toBe(30);
    expect(auditRange('2026-11-01', undefined, '2026-11-23')).toEqual({ dari: '2026-11-01', sampai: '2026-11-23' });
    expect(auditRange(undefined, '2026-03-01', '2026-11-23')).toEqual({ dari: '2026-01-31', sampai: '2026-03-01' });
    expect(auditRange('2026-12-01', undefined, '2026-11-23')).toEqual({ dari: '2026-12-01', sampai: '2026-12-01' });
  });

  it('today is the WIB day (UTC+7)', () => {
    expect(wibToday(Date.parse('2026-11-22T16:59:59Z'))).toBe('2026-11-22');
    expect(wibToday(Date.parse('2026-11-22T17:00:00Z'))).toBe('2026-11-23');
  });

  it('WIB days as instants, and the UTC day partitions they span, newest first', () => {
    const instants = auditInstants({ dari: '2024-02-28', sampai: '2024-03-01' });
    expect(instants).toEqual({ from: '2024-02-27T17:00:00.000Z', to: '2024-03-01T16:59:59.999Z' });
    expect(utcDaysNewestFirst(instants)).toEqual(['2024-03-01', '2024-02-29', '2024-02-28', '2024-02-27']);
  });

  it('a day is a real calendar day written YYYY-MM-DD', () => {
    expect(isDay('2024-02-29')).toBe(true);
    expect(isDay('2023-02-29')).toBe(false);
    expect(isDay('29-02-2024')).toBe(false);
    expect(isDay('2024-2-9')).toBe(false);
  });
});

describe('the readable difference', () => {
  it('the changed fields with old and new values, in field order, bookkeeping left out', () => {
    const before = { nama: 'A', skp: 1, version: 1, updated_at: 'x', tags: ['a'], same: { x: 1, y: 2 } };
    const after = { nama: 'B', skp: 1, version: 2, updated_at: 'y', tags: ['a', 'b'], same: { y: 2, x: 1 }, baru: true };
    expect(auditDiff(before, after)).toEqual([
      { field: 'baru', before: null, after: true },
      { field: 'nama', before: 'A', after: 'B' },
      { field: 'tags', before: ['a'], after: ['a', 'b'] },
    ]);
  });

  it('a creation lists what it set, a deletion what it removed; no snapshots and equal values give nothing', () => {
    expect(auditDiff(null, { a: 1 })).toEqual([{ field: 'a', before: null, after: 1 }]);
    expect(auditDiff({ a: 1 }, null)).toEqual([{ field: 'a', before: 1, after: null }]);
    expect(auditDiff(null, null)).toEqual([]);
    expect(auditDiff({ a: 1 }, { a: 1 })).toEqual([]);
    expect(auditDiff('x', 'y')).toEqual([{ field: '', before: 'x', after: 'y' }]);
  });

  it('values as text: strings as they are, null as -, the rest as JSON', () => {
    expect(auditValue('Teks')).toBe('Teks');
    expect(auditValue(null)).toBe('-');
    expect(auditValue('')).toBe('""');
    expect(auditValue(3)).toBe('3');
    expect(auditValue({ a: [1] })).toBe('{"a":[1]}');
  });
});

describe("the picker's range as the query's days", () => {
  it('none: the server default; relative days or weeks up to today; two dates as chosen', () => {
    expect(rangeDays(null, '2026-11-23')).toEqual({});
    expect(rangeDays({ type: 'relative', key: '7d', amount: 7, unit: 'day' }, '2026-11-23')).toEqual({ dari: '2026-11-17', sampai: '2026-11-23' });
    expect(rangeDays({ type: 'relative', amount: 2, unit: 'week' }, '2026-11-23')).toEqual({ dari: '2026-11-10', sampai: '2026-11-23' });
    expect(rangeDays({ type: 'absolute', startDate: '2026-01-05', endDate: '2026-02-01' }, '2026-11-23')).toEqual({
      dari: '2026-01-05',
      sampai: '2026-02-01',
    });
  });
});
