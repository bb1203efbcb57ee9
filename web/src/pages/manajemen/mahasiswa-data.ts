/**
 * What the student management's parts share: the row of the list (the `manajemen/akun` contract),
 * the list's place in the address (search text, filter and page, so a reload or a shared link
 * keeps them), the list query of the caller's scope, and the one refresh after a change.
 */
import { api } from '@shared/api';
import type { AkunRow } from '@shared/api/manajemen';
import { STUDENT_PAGE_SIZE } from '@shared/validation/manajemen';
import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import { useApiQuery } from '@web/api/query';
import { readFilterParams, type StudentFilter, useKeyword, writeFilterParams } from '@web/components/student-filter/student-filter';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

export type MahasiswaRow = AkunRow;

/** The tabs of the student dialog, in order. */
export const TABS = ['profil', 'portofolio', 'kemahasiswaan', 'akun'] as const;
export type Tab = (typeof TABS)[number];

/** Role id of the students. */
const ROLE_MAHASISWA = 4;

/** The list's search text, filter and page as the address holds them (`?q=budi&tahun=2022&lulus=0&page=2`). */
export function useListLocation() {
  const [params, setParams] = useSearchParams();
  const text = params.get('q') ?? '';
  const filter = readFilterParams(params);
  const rawPage = Number(params.get('page') ?? '1');
  const page = Number.isInteger(rawPage) && rawPage >= 1 ? rawPage : 1;
  const change = useCallback(
    (edit: (next: URLSearchParams) => URLSearchParams) => setParams((prev) => edit(new URLSearchParams(prev)), { replace: true }),
    [setParams],
  );
  const withPage = (next: URLSearchParams, p: number) => {
    if (p > 1) next.set('page', String(p));
    else next.delete('page');
    return next;
  };
  return {
    text,
    filter,
    page,
    /** Typing starts the search over on its first page. */
    setText: (value: string) =>
      change((next) => {
        if (value === '') next.delete('q');
        else next.set('q', value);
        return withPage(next, 1);
      }),
    setFilter: (f: StudentFilter) => change((next) => withPage(writeFilterParams(next, f), 1)),
    setPage: (p: number) => change((next) => withPage(next, p)),
  };
}

/** The students of the caller's scope for the search, filter and page (the server limits an admin jurusan to their program). */
/** The student list's query for the search, the filter and the page (the list's and its export's). */
export function mahasiswaQuery(superAdmin: boolean, keyword: string, filter: StudentFilter, page: number) {
  return {
    id_role: ROLE_MAHASISWA,
    page,
    paginate: STUDENT_PAGE_SIZE,
    keyword: keyword || undefined,
    tahun_masuk: filter.tahun || undefined,
    is_graduated: filter.kelulusan || undefined,
    skp_min: filter.skpMin || undefined,
    skp_max: filter.skpMax || undefined,
    id_fakultas: superAdmin && filter.fakultas.length > 0 ? [...filter.fakultas] : undefined,
    id_prodi: superAdmin && filter.prodi.length > 0 ? [...filter.prodi] : undefined,
  };
}

export function useMahasiswaList(query: ReturnType<typeof mahasiswaQuery>) {
  return useApiQuery(api.manajemen.akunList, { query }, { placeholderData: keepPreviousData });
}

export { useKeyword };

/** After a change of a student: the list, their profile and their portfolios are read again. */
export function useRefreshMahasiswa(): () => void {
  const queryClient = useQueryClient();
  return useCallback(() => {
    for (const route of [api.manajemen.akunList, api.mahasiswa.profilShow, api.mahasiswa.portofolioList]) {
      void queryClient.invalidateQueries({ queryKey: [route.path] });
    }
  }, [queryClient]);
}
