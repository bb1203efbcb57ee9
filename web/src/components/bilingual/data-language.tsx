/**
 * Data the API keeps in both languages (titles with `judul_inggris`, program, faculty, category
 * and sub-rubric names with their `*_inggris`) as the page's reader sees it: one side where a
 * screen shows one name (the English in English, the Indonesian where no English exists), both
 * where a screen shows a title with its other language under it (the reader's language first).
 * Forms that edit such values show both fields as they are; none of this is used there.
 */
import Box from '@cloudscape-design/components/box';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { prodiLabel } from '@shared/messages/common';
import { inLanguageOf, sidesInLanguageOf } from '@shared/messages/language';

/** A portfolio's or an activity's title. */
export const judulOf = (p: { judul: string; judul_inggris: string | null }) => inLanguageOf(p.judul, p.judul_inggris);

/** A study program as a picker or a list names it: 'name (jenjang)'. */
export const prodiNameOf = (p: { nama_prodi: string; nama_prodi_inggris: string; jenjang: string }) =>
  prodiLabel(inLanguageOf(p.nama_prodi, p.nama_prodi_inggris), p.jenjang);

export const fakultasNameOf = (f: { nama_fakultas: string; nama_fakultas_inggris: string }) => inLanguageOf(f.nama_fakultas, f.nama_fakultas_inggris);

/** A portfolio category. */
export const bidangNameOf = (b: { nama_bidang_portofolio: string; nama_bidang_portofolio_inggris: string }) =>
  inLanguageOf(b.nama_bidang_portofolio, b.nama_bidang_portofolio_inggris);

export const anakRubrikNameOf = (a: { nama_anak_rubrik: string; nama_anak_rubrik_inggris: string | null }) =>
  inLanguageOf(a.nama_anak_rubrik, a.nama_anak_rubrik_inggris);

/**
 * A name or title with its other language under it, smaller (in italics with `italic`): the
 * reader's language first where it exists; the one side alone where there is no English.
 */
export function BothLanguages({ id, en, italic = false }: { id: string; en: string | null | undefined; italic?: boolean }) {
  const sides = sidesInLanguageOf(id, en);
  if (sides.other === null) return <span lang={sides.mainLang}>{sides.main}</span>;
  return (
    <SpaceBetween size="xxxs">
      <span lang={sides.mainLang}>{sides.main}</span>
      <Box variant="small" color="text-body-secondary">
        {italic ? <i lang={sides.otherLang}>{sides.other}</i> : <span lang={sides.otherLang}>{sides.other}</span>}
      </Box>
    </SpaceBetween>
  );
}
