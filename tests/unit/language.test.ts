/**
 * The two languages (shared/messages/language.ts): which one a request asks for, and catalogues
 * that answer in the language in force.
 */
import { type Bahasa, bahasaOfHeader, bilingual, currentLanguage, merged, setLanguageSource, sideIn, sidesOf, twin } from '@shared/messages/language';
import { afterAll, afterEach, describe, expect, it } from 'vitest';

const before = setLanguageSource(() => 'id');
const inForce = (lang: Bahasa) => setLanguageSource(() => lang);
afterEach(() => setLanguageSource(() => 'id'));
afterAll(() => setLanguageSource(before));

describe('the language a request asks for', () => {
  it('is English when the first choice is English, Indonesian for anything else or nothing', () => {
    expect(bahasaOfHeader('en')).toBe('en');
    expect(bahasaOfHeader('en-US,en;q=0.9')).toBe('en');
    expect(bahasaOfHeader('EN-gb')).toBe('en');
    expect(bahasaOfHeader('id')).toBe('id');
    expect(bahasaOfHeader('id-ID,id;q=0.9,en;q=0.8')).toBe('id');
    expect(bahasaOfHeader('fr, en;q=0.5')).toBe('id');
    expect(bahasaOfHeader('de;q=0.4, en;q=0.9')).toBe('en');
    expect(bahasaOfHeader('english')).toBe('id');
    expect(bahasaOfHeader('*')).toBe('id');
    expect(bahasaOfHeader('en;q=0')).toBe('id');
    expect(bahasaOfHeader('')).toBe('id');
    expect(bahasaOfHeader(undefined)).toBe('id');
    expect(bahasaOfHeader(null)).toBe('id');
  });
});

describe('a catalogue in two languages', () => {
  const CAT = bilingual({ simpan: 'Simpan', nested: { batal: 'Batal' }, list: ['Satu', 'Dua'] } as const, {
    simpan: 'Save',
    nested: { batal: 'Cancel' },
    list: ['One', 'Two'],
  });
  const count = twin(
    (n: number) => `${n} mahasiswa`,
    (n) => `${n} ${n === 1 ? 'student' : 'students'}`,
  );

  it('answers the side in force at each read, Indonesian by default', () => {
    expect(currentLanguage()).toBe('id');
    expect(CAT.simpan).toBe('Simpan');
    expect(count(2)).toBe('2 mahasiswa');
    inForce('en');
    expect(CAT.simpan).toBe('Save');
    expect(CAT.nested.batal).toBe('Cancel');
    expect(CAT.list.map((s) => s.toUpperCase())).toEqual(['ONE', 'TWO']);
    expect(Object.entries(CAT).map(([k]) => k)).toEqual(['simpan', 'nested', 'list']);
    expect(count(1)).toBe('1 student');
    expect(JSON.stringify(CAT)).toBe('{"simpan":"Save","nested":{"batal":"Cancel"},"list":["One","Two"]}');
  });

  it('names one side whatever is in force, and keeps both when merged', () => {
    inForce('en');
    expect(sideIn(CAT, 'id').simpan).toBe('Simpan');
    const OTHER = bilingual({ hapus: 'Hapus' } as const, { hapus: 'Delete' });
    const ALL = merged(CAT, OTHER);
    expect(ALL.hapus).toBe('Delete');
    inForce('id');
    expect(ALL.hapus).toBe('Hapus');
    expect(ALL.simpan).toBe('Simpan');
    // a spread copies the side in force at that moment: why the index merges instead
    const copied = { ...CAT };
    inForce('en');
    expect(copied.simpan).toBe('Simpan');
    expect(sidesOf(count)?.en).toBeTypeOf('function');
    expect(sidesOf({ plain: 'x' })).toBeUndefined();
  });

  it('refuses, in the type check, an English side that misses a key or changes a signature', () => {
    // @ts-expect-error the English side lacks `b`
    bilingual({ a: 'A', b: 'B' } as const, { a: 'A-en' });
    const byNumber = (n: number) => `${n}`;
    const byText = (n: string) => n;
    // @ts-expect-error the English function takes a text where the Indonesian takes a number
    twin(byNumber, byText);
    // @ts-expect-error a list of another length
    bilingual({ l: ['a', 'b'] } as const, { l: ['a'] });
    expect(true).toBe(true);
  });
});
