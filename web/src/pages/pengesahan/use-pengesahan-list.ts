/**
 * The waiting list: its filters and page (a new filter starts on its first page), read ten a page;
 * the program choices are the programs with SKPI waiting for the caller (the bulk count's
 * `per_prodi`, so a dean sees their faculty's programs and a program head their own).
 */
import { api } from '@shared/api';
import { keepPreviousData } from '@tanstack/react-query';
import { useApiQuery } from '@web/api/query';
import { useEffect, useState } from 'react';
import { filterQuery, NO_PENGESAHAN_FILTER, PENGESAHAN_PAGE_SIZE, type PengesahanFilter } from './pengesahan-data';

export function usePengesahanList() {
  const [filter, setFilterState] = useState<PengesahanFilter>(NO_PENGESAHAN_FILTER);
  const [page, setPage] = useState(1);
  const query = { page, paginate: PENGESAHAN_PAGE_SIZE, ...filterQuery(filter) };
  const list = useApiQuery(api.cetak.pengesahanList, { query }, { placeholderData: keepPreviousData });
  const programs = useApiQuery(api.cetak.pengesahanCount, { query: {} });
  const answer = list.data?.pengesahan;
  // approved rows leave the list: the page may end up past the last one
  useEffect(() => {
    if (answer && answer.last_page >= 1 && page > answer.last_page) setPage(answer.last_page);
  }, [answer, page]);

  const setFilter = (next: PengesahanFilter) => {
    setFilterState(next);
    setPage(1);
  };
  return { filter, setFilter, page, setPage, list, answer, programs };
}
