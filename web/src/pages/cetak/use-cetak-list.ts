/**
 * The printing page's list: the search text, the filter and the page (a new search starts on
 * its first page), read ten a page (an admin jurusan's list is their program; the server decides).
 */
import { api } from '@shared/api';
import { keepPreviousData } from '@tanstack/react-query';
import { useApiQuery } from '@web/api/query';
import { NO_FILTER, type StudentFilter, useKeyword } from '@web/components/student-filter/student-filter';
import { useEffect, useState } from 'react';
import { CETAK_PAGE_SIZE } from './cetak-data';

export function useCetakList(superAdmin: boolean) {
  const [text, setText] = useState('');
  const keyword = useKeyword(text);
  // the page number belongs to the search it was chosen in: a new search starts on its first page
  const [paging, setPaging] = useState({ keyword, page: 1 });
  const page = paging.keyword === keyword ? paging.page : 1;
  const setPage = (next: number) => setPaging({ keyword, page: next });
  const [filter, setFilter] = useState<StudentFilter>(NO_FILTER);

  const query = {
    page,
    paginate: CETAK_PAGE_SIZE,
    keyword: keyword || undefined,
    angkatan: filter.tahun || undefined,
    is_graduated: filter.kelulusan || undefined,
    pengajuan: filter.pengajuan || undefined,
    rubrik: filter.rubrik || undefined,
    dicetak: filter.dicetak || undefined,
    id_fakultas: superAdmin && filter.fakultas.length > 0 ? [...filter.fakultas] : undefined,
    id_prodi: superAdmin && filter.prodi.length > 0 ? [...filter.prodi] : undefined,
  };
  const list = useApiQuery(api.cetak.skpiSearch, { query }, { placeholderData: keepPreviousData });
  const answer = list.data?.users;
  // a revocation or a narrower search may leave the page past the last one
  useEffect(() => {
    if (answer && answer.last_page >= 1 && page > answer.last_page) setPaging({ keyword, page: answer.last_page });
  }, [answer, page, keyword]);

  const applyFilter = (next: StudentFilter) => {
    setFilter(next);
    setPage(1);
  };

  return { text, setText, keyword, page, setPage, filter, applyFilter, query, list, answer };
}
