/**
 * The verification page in two languages (web/src/pages/keaslian/bahasa.ts, shared/messages/keaslian.ts):
 * the default from the browser's first language, the address's choice, every text present in
 * both languages, the university's status words kept in Indonesian, dates with English month
 * names, and the seal's fingerprint grouped for reading.
 */
import { KEASLIAN_MSG } from '@shared/messages/keaslian';
import { sideIn } from '@shared/messages/language';
import { BAHASA_MSG } from '@shared/messages/shell';
import { bahasaBawaan, bahasaDipilih, readableDateTime } from '@web/pages/keaslian/bahasa';
import { groupedFingerprint } from '@web/pages/keaslian/sha256';
import { describe, expect, it } from 'vitest';

describe('the verification page language', () => {
  it('follows the browser: Indonesian or Malay first gives Indonesian, anything else English, nothing Indonesian', () => {
    expect(bahasaBawaan(['id-ID', 'en-US'])).toBe('id');
    expect(bahasaBawaan(['id'])).toBe('id');
    expect(bahasaBawaan(['in-ID'])).toBe('id');
    expect(bahasaBawaan(['ms-MY', 'en'])).toBe('id');
    expect(bahasaBawaan(['en-US', 'id-ID'])).toBe('en');
    expect(bahasaBawaan(['nl-NL'])).toBe('en');
    expect(bahasaBawaan(['ja'])).toBe('en');
    expect(bahasaBawaan([])).toBe('id');
  });

  it('takes only a language of the page from the address', () => {
    expect(bahasaDipilih('en')).toBe('en');
    expect(bahasaDipilih('id')).toBe('id');
    expect(bahasaDipilih('EN')).toBeUndefined();
    expect(bahasaDipilih('fr')).toBeUndefined();
    expect(bahasaDipilih(null)).toBeUndefined();
  });

  it('has every text in both languages, the status words SAH, DICABUT, DIGANTIKAN in Indonesian', () => {
    for (const lang of ['id', 'en'] as const) {
      for (const [key, value] of Object.entries(sideIn(KEASLIAN_MSG, lang))) {
        const shown = typeof value === 'function' ? value('A', 'B') : value;
        expect(shown.trim(), `${key}.${lang}`).not.toBe('');
      }
    }
    const id = sideIn(KEASLIAN_MSG, 'id');
    const en = sideIn(KEASLIAN_MSG, 'en');
    expect([id.sah, id.dicabut, id.digantikan]).toEqual(['SAH', 'DICABUT', 'DIGANTIKAN']);
    expect([en.sah, en.dicabut, en.digantikan]).toEqual(['Valid', 'Revoked', 'Superseded']);
    expect(en.rentang('1 January 2026', '1 January 2031')).toBe('1 January 2026 to 1 January 2031');
    expect(BAHASA_MSG).toEqual({ id: 'Bahasa Indonesia', en: 'English' });
  });

  it('gives a moment as the local day and time with its offset, the month in the language', () => {
    const at = new Date(2026, 4, 15, 10, 4).toISOString();
    expect(readableDateTime(at, 'id')).toMatch(/^15 Mei 2026, 10:04 \(UTC[+-]\d{2}:\d{2}\)$/);
    expect(readableDateTime(at, 'en')).toMatch(/^15 May 2026, 10:04 \(UTC[+-]\d{2}:\d{2}\)$/);
    expect(readableDateTime('bukan tanggal', 'en')).toBe('bukan tanggal');
  });

  it('groups a certificate fingerprint in fours, upper case', () => {
    const hex = `${'ab'.repeat(31)}0f`;
    const grouped = groupedFingerprint(hex);
    expect(grouped.split(' ')).toHaveLength(16);
    expect(grouped.startsWith('ABAB ABAB')).toBe(true);
    expect(grouped.endsWith('AB0F')).toBe(true);
    expect(groupedFingerprint('AB:CD:EF:01')).toBe('ABCD EF01');
  });
});
