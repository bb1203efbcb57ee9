/**
 * Program names in the reader's language for answers that carry the Indonesian name only. Apart
 * from the naming helpers of data-language.tsx, so a page that only names titles (the public
 * search) does not load the API contract of every area.
 */
import { api } from '@shared/api';
import { prodiLabel } from '@shared/messages';
import { currentLanguage, inLanguageOf } from '@shared/messages/language';
import { useApiQuery } from '@web/api/query';
import { useCallback, useMemo } from 'react';

/** A study program as a list row names it: its id, name and (for 'name (jenjang)') level. */
export interface ProdiRef {
  id_prodi: number | null;
  nama_prodi: string;
  jenjang?: string;
}

/**
 * For answers that carry a program's Indonesian name only (rows of lists and statistics): names a
 * program in the reader's language by its English name from the public program list (read once
 * and kept; only in English), the Indonesian name where none is kept.
 */
export function useProdiNames(): (p: ProdiRef) => string {
  const english = currentLanguage() === 'en';
  const list = useApiQuery(api.master.prodiList, {}, { staleTime: Number.POSITIVE_INFINITY, enabled: english });
  const inggris = useMemo(() => new Map((list.data?.prodi ?? []).map((p) => [p.id_prodi, p.nama_prodi_inggris])), [list.data]);
  return useCallback(
    (p: ProdiRef) => {
      const nama = inLanguageOf(p.nama_prodi, p.id_prodi === null ? null : inggris.get(p.id_prodi));
      return p.jenjang === undefined ? nama : prodiLabel(nama, p.jenjang);
    },
    [inggris],
  );
}
