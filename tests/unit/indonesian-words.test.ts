/**
 * The check of the English browser walk (tests/support/indonesian-words.ts): which words betray an
 * Indonesian text, what is data and what is no interface word; and the page's meta description,
 * whose Indonesian side is index.html's own.
 */
import { readFileSync } from 'node:fs';
import { sideIn } from '@shared/messages/language';
import { SHELL_MSG } from '@shared/messages/shell';
import { describe, expect, it } from 'vitest';
import { INDONESIAN_UI_WORDS, indonesianWordsIn, outsideData } from '../support/indonesian-words';

describe('Indonesian UI words', () => {
  it('finds the words of the list whole, in any case, and nothing in English', () => {
    expect(indonesianWordsIn('Simpan perubahan')).toEqual(['Simpan']);
    expect(indonesianWordsIn('Data mahasiswa dan dosen')).toEqual(['mahasiswa', 'dan', 'dosen']);
    expect(indonesianWordsIn('BATAL')).toEqual(['BATAL']);
    // inside another word, or an English word that begins alike: no finding
    expect(indonesianWordsIn('Dance, Yahoo, Masukkan, undangan, dariku')).toEqual([]);
    expect(indonesianWordsIn('Save changes · Cancel · Page 2 of 5 · Search students')).toEqual([]);
    for (const word of INDONESIAN_UI_WORDS) expect(indonesianWordsIn(`(${word})`)).toEqual([word]);
  });

  it('leaves out the data a text quotes, longest first, and the texts that are no interface words', () => {
    const data = ['Minat dan Bakat', 'Latihan Dasar Kepemimpinan Mahasiswa (LDKM)', 'Latihan Dasar'];
    expect(indonesianWordsIn(outsideData('Latihan Dasar Kepemimpinan Mahasiswa (LDKM) · SKP 3', data))).toEqual([]);
    expect(indonesianWordsIn(outsideData('Rubrics not yet met: Minat dan Bakat', data))).toEqual([]);
    // the words around the data still count
    expect(indonesianWordsIn(outsideData('Belum terpenuhi: Minat dan Bakat', data))).toEqual(['Belum']);
    expect(indonesianWordsIn(outsideData('Diploma Supplement (Surat Keterangan Pendamping Ijazah)', []))).toEqual([]);
    expect(indonesianWordsIn(outsideData('{urut}/SKPI/{kode_fakultas}/{tahun}', []))).toEqual([]);
    expect(indonesianWordsIn(outsideData('Tahun {tahun}', []))).toEqual(['Tahun']);
  });
});

describe('the meta description', () => {
  it("is index.html's in Indonesian and has an English side", () => {
    const html = readFileSync(new URL('../../web/index.html', import.meta.url), 'utf8');
    const description = /<meta name="description" content="([^"]*)"/.exec(html)?.[1];
    expect(description).toBe(sideIn(SHELL_MSG, 'id').metaDescription);
    expect(indonesianWordsIn(sideIn(SHELL_MSG, 'en').metaDescription)).toEqual([]);
  });
});
