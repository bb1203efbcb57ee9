/** The graduation date a print records: the period's, unless the national record graduated the student. */
import { graduationDate } from '@functions/domain/cetak/issue';
import { describe, expect, it } from 'vitest';

describe('graduationDate', () => {
  it("records the period's date for a student the national record has not graduated", () => {
    expect(graduationDate({}, '2026-08-31')).toBe('2026-08-31');
    expect(graduationDate({ is_graduated: true, tanggal_lulus: '2026-02-01', nomor_sk_yudisium: null }, '2026-08-31')).toBe('2026-08-31');
    expect(graduationDate({ is_graduated: false, tanggal_lulus: '2024-08-29', nomor_sk_yudisium: 'SK/1' }, '2026-08-31')).toBe('2026-08-31');
  });

  it('keeps the date a Neo Feeder sync wrote with the yudisium decree', () => {
    expect(graduationDate({ is_graduated: true, tanggal_lulus: '2024-08-29', nomor_sk_yudisium: 'SK/045/UN-DEMO/FEB/VIII/2024' }, '2026-08-31')).toBe(
      '2024-08-29',
    );
  });
});
