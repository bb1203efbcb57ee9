/**
 * The program facts the SKPI's second section derives from a program's level (jenjang):
 * the KKNI level (Perpres 8/2012: D3 5, D4 and S1 6, profesi 7, S2 8,
 * S3 9) and the usual type of education of that level. Pure rules, shared by the API's answers,
 * the forms and the SKPI print.
 */
/** Jenjang (level) of a study program. */
export const JENJANG = ['D3', 'D4', 'S1', 'S2', 'S3', 'Profesi'] as const;

export type Jenjang = (typeof JENJANG)[number];

const KKNI: Readonly<Record<Jenjang, number>> = { D3: 5, D4: 6, S1: 6, Profesi: 7, S2: 8, S3: 9 };

/** The KKNI level of a program level; null for a level outside the list (an old record). */
export function kkniLevel(jenjang: string): number | null {
  return Object.hasOwn(KKNI, jenjang) ? (KKNI[jenjang as Jenjang] ?? null) : null;
}

/** Type of education (jenis pendidikan) as the SKPI names it, Indonesian and English. */
export const JENIS_PENDIDIKAN = ['akademik', 'vokasi', 'profesi'] as const;
export type JenisPendidikan = (typeof JENIS_PENDIDIKAN)[number];

export const JENIS_PENDIDIKAN_LABEL: Readonly<Record<JenisPendidikan, { id: string; en: string }>> = {
  akademik: { id: 'Akademik', en: 'Academic' },
  vokasi: { id: 'Vokasi', en: 'Vocational' },
  profesi: { id: 'Profesi', en: 'Professional' },
};

/** The type of education a level usually has: diplomas are vocational, a profession program professional, the rest academic. */
export function defaultJenisPendidikan(jenjang: string): JenisPendidikan {
  if (jenjang === 'D3' || jenjang === 'D4') return 'vokasi';
  if (jenjang === 'Profesi') return 'profesi';
  return 'akademik';
}
