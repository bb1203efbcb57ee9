/**
 * Data kept in both languages (titles, program, faculty and rubric names) as a reader sees it: the
 * English side in English, the Indonesian one where the English is missing or blank, and always
 * the Indonesian one in Indonesian.
 */
import { type Bahasa, inLanguageOf, setLanguageSource } from '@shared/messages/language';
import { afterEach, describe, expect, it } from 'vitest';

const inForce = (lang: Bahasa) => setLanguageSource(() => lang);

afterEach(() => inForce('id'));

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
