/**
 * THE date formats (shared/domain/dates.ts): read as '17 April 2003' in Indonesian and '17 Apr 2003'
 * in English (an instant as the reader's local day, with '10.04' / '10:04' for its time), typed as
 * DD/MM/YYYY, sent as YYYY-MM-DD; numbers with each language's separators.
 */
import { isoOfTypedDate, localToday, readableDate, readableDateTime, readableNumber, readableTime, typedDate } from '@shared/domain/dates';
import { formatGb, formatSize } from '@shared/domain/storage-size';
import { type Bahasa, setLanguageSource } from '@shared/messages/language';
import { describe, expect, it } from 'vitest';

const two = (n: number) => String(n).padStart(2, '0');

describe('reading', () => {
  it('writes a date with the month named, in Indonesian or English', () => {
    expect(readableDate('2003-04-17')).toBe('17 April 2003');
    expect(readableDate('2026-08-05')).toBe('5 Agustus 2026');
    expect(readableDate('2026-08-05', 'en')).toBe('5 Aug 2026');
    expect(readableDate('bukan tanggal')).toBe('bukan tanggal');
  });

  it('writes an instant as the reader’s local day, and with its local time', () => {
    const iso = '2024-05-15T03:04:05.000Z';
    const at = new Date(iso);
    const day = `${at.getDate()} ${['Januari', 'Februari', 'Maret', 'April', 'Mei', 'Juni', 'Juli', 'Agustus', 'September', 'Oktober', 'November', 'Desember'][at.getMonth()]} ${at.getFullYear()}`;
    expect(readableDate(iso)).toBe(day);
    expect(readableDateTime(iso)).toBe(`${day} ${two(at.getHours())}.${two(at.getMinutes())}`);
    // a plain date has no time to show
    expect(readableDateTime('2024-05-15')).toBe('15 Mei 2024');
    expect(readableDateTime('kemarin')).toBe('kemarin');
    // the time alone (the audit log shows it below the day)
    expect(readableTime(iso)).toBe(`${two(at.getHours())}.${two(at.getMinutes())}`);
    expect(readableTime('2024-05-15')).toBe('');
    expect(readableTime('kemarin')).toBe('');
  });
});

describe('in the language in force', () => {
  const inForce = (lang: Bahasa, check: () => void) => {
    const before = setLanguageSource(() => lang);
    try {
      check();
    } finally {
      setLanguageSource(before);
    }
  };

  it('writes dates and times in English when English is in force, in Indonesian otherwise', () => {
    const iso = '2024-05-15T03:04:05.000Z';
    const at = new Date(iso);
    const hm = (sep: string) => `${two(at.getHours())}${sep}${two(at.getMinutes())}`;
    inForce('en', () => {
      expect(readableDate('2003-04-17')).toBe('17 Apr 2003');
      expect(readableDate('2026-12-01')).toBe('1 Dec 2026');
      expect(readableTime(iso)).toBe(hm(':'));
      expect(readableDateTime('2024-05-15')).toBe('15 May 2024');
    });
    inForce('id', () => {
      expect(readableDate('2003-04-17')).toBe('17 April 2003');
      expect(readableTime(iso)).toBe(hm('.'));
    });
  });

  it('writes numbers and sizes with the separators of the language', () => {
    inForce('en', () => {
      expect(readableNumber(12345.5)).toBe('12,345.5');
      expect(readableNumber(0.42, { style: 'percent' })).toBe('42%');
      expect(formatSize(1_500_000_000)).toBe('1.5 GB');
      expect(formatGb(12_300_000_000)).toBe('12.3 GB');
    });
    inForce('id', () => {
      expect(readableNumber(12345.5)).toBe('12.345,5');
      expect(formatSize(1_500_000_000)).toBe('1,5 GB');
      expect(formatGb(12_300_000_000)).toBe('12,3 GB');
    });
  });
});

describe('typing', () => {
  it('shows a stored date as DD/MM/YYYY, and nothing for what is not one', () => {
    expect(typedDate('2003-04-17')).toBe('17/04/2003');
    expect(typedDate('')).toBe('');
    expect(typedDate(null)).toBe('');
    expect(typedDate('17/04/2003')).toBe('');
  });

  it('reads DD/MM/YYYY, loosely typed too, as YYYY-MM-DD', () => {
    expect(isoOfTypedDate('17/04/2003')).toBe('2003-04-17');
    expect(isoOfTypedDate(' 1/4/2003 ')).toBe('2003-04-01');
    expect(isoOfTypedDate('17.04.2003')).toBe('2003-04-17');
    expect(isoOfTypedDate('17-04-2003')).toBe('2003-04-17');
    expect(isoOfTypedDate('17042003')).toBe('2003-04-17');
  });

  it('refuses what is no real date', () => {
    for (const text of ['31/02/2003', '17/13/2003', '2003/04/17', '2003-04-17', '17/04/03', '01/01/1899', '', 'besok']) {
      expect(isoOfTypedDate(text), text).toBeNull();
    }
    expect(isoOfTypedDate('29/02/2024')).toBe('2024-02-29');
    expect(isoOfTypedDate('29/02/2023')).toBeNull();
  });

  it('round-trips every day of a year', () => {
    for (let d = new Date(Date.UTC(2024, 0, 1)); d.getUTCFullYear() === 2024; d.setUTCDate(d.getUTCDate() + 1)) {
      const iso = d.toISOString().slice(0, 10);
      expect(isoOfTypedDate(typedDate(iso))).toBe(iso);
    }
  });

  it('gives today in the reader’s calendar as YYYY-MM-DD', () => {
    expect(localToday(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
  });
});
