/** The program facts derived from a program's level (shared/domain/kkni.ts). */
import { JENJANG } from '@shared/api/master';
import { defaultJenisPendidikan, kkniLevel } from '@shared/domain/kkni';
import { describe, expect, it } from 'vitest';

describe('the KKNI level of a program level', () => {
  it('is D3 5, D4 and S1 6, profesi 7, S2 8, S3 9', () => {
    expect(Object.fromEntries(JENJANG.map((j) => [j, kkniLevel(j)]))).toEqual({ D3: 5, D4: 6, S1: 6, Profesi: 7, S2: 8, S3: 9 });
  });

  it('is null for a level outside the list', () => {
    expect(kkniLevel('SMA')).toBeNull();
    expect(kkniLevel('toString')).toBeNull();
  });
});

describe('the usual type of education of a level', () => {
  it('is vokasi for diplomas, profesi for a profession program, akademik otherwise', () => {
    expect(JENJANG.map((j) => [j, defaultJenisPendidikan(j)])).toEqual([
      ['D3', 'vokasi'],
      ['D4', 'vokasi'],
      ['S1', 'akademik'],
      ['S2', 'akademik'],
      ['S3', 'akademik'],
      ['Profesi', 'profesi'],
    ]);
  });
});
