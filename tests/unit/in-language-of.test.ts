/**
 * Data kept in both languages (titles, program, faculty and rubric names) as a reader sees it: the
 * English side in English, the Indonesian one where the English is missing or blank, and always
 * the Indonesian one in Indonesian; where a screen shows both, the reader's first.
 */
import { type Bahasa, inLanguageOf, setLanguageSource, sidesInLanguageOf } from '@shared/messages/language';
import { afterAll, afterEach, describe, expect, it } from 'vitest';

const before = setLanguageSource(() => 'id');
const inForce = (lang: Bahasa) => setLanguageSource(() => lang);

afterEach(() => inForce('id'));
afterAll(() => setLanguageSource(before));

describe('inLanguageOf', () => {
  it('shows the English side in English', () => {
    inForce('en');
    expect(inLanguageOf('Teknik Informatika', 'Informatics Engineering')).toBe('Informatics Engineering');
    expect(inLanguageOf('Juara 1 Lomba Robot', 'First Place, Robot Contest')).toBe('First Place, Robot Contest');
  });

  it('falls back to the Indonesian side where the English is missing or blank', () => {
    inForce('en');
    expect(inLanguageOf('Lomba Debat', null)).toBe('Lomba Debat');
    expect(inLanguageOf('Lomba Debat', undefined)).toBe('Lomba Debat');
    expect(inLanguageOf('Lomba Debat', '')).toBe('Lomba Debat');
    expect(inLanguageOf('Lomba Debat', '   ')).toBe('Lomba Debat');
  });

  it('keeps the Indonesian side in Indonesian', () => {
    inForce('id');
    expect(inLanguageOf('Teknik Informatika', 'Informatics Engineering')).toBe('Teknik Informatika');
    expect(inLanguageOf('Lomba Debat', null)).toBe('Lomba Debat');
  });

  it('follows a language given for a page of its own, whatever is in force', () => {
    inForce('id');
    expect(inLanguageOf('Fakultas Teknik', 'Faculty of Engineering', 'en')).toBe('Faculty of Engineering');
    inForce('en');
    expect(inLanguageOf('Fakultas Teknik', 'Faculty of Engineering', 'id')).toBe('Fakultas Teknik');
    expect(inLanguageOf('Fakultas Teknik', '', 'en')).toBe('Fakultas Teknik');
  });
});

describe('sidesInLanguageOf', () => {
  it('puts the English side first in English, the Indonesian under it', () => {
    inForce('en');
    expect(sidesInLanguageOf('Lomba Debat', 'Debate Contest')).toEqual({
      main: 'Debate Contest',
      mainLang: 'en',
      other: 'Lomba Debat',
      otherLang: 'id',
    });
  });

  it('shows the Indonesian side alone in English where there is no English', () => {
    inForce('en');
    expect(sidesInLanguageOf('Lomba Debat', null)).toEqual({ main: 'Lomba Debat', mainLang: 'id', other: null, otherLang: 'en' });
    expect(sidesInLanguageOf('Lomba Debat', ' ')).toEqual({ main: 'Lomba Debat', mainLang: 'id', other: null, otherLang: 'en' });
  });

  it('keeps the Indonesian side first in Indonesian, the English under it', () => {
    inForce('id');
    expect(sidesInLanguageOf('Lomba Debat', 'Debate Contest')).toEqual({
      main: 'Lomba Debat',
      mainLang: 'id',
      other: 'Debate Contest',
      otherLang: 'en',
    });
    expect(sidesInLanguageOf('Lomba Debat', '')).toEqual({ main: 'Lomba Debat', mainLang: 'id', other: null, otherLang: 'en' });
  });
});
