/**
 * The three lists of the staff page: the chosen program's prodi admins (the page number belongs to
 * the program it was chosen in), every program's verifiers (searchable) and every pimpinan (their
 * scope is a program or a faculty), 15 a page each; and `refresh`, which reads them again.
 */
import { api } from '@shared/api';
import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import { useApiQuery } from '@web/api/query';
import { useCallback, useState } from 'react';
import { STAF_PAGE_SIZE } from './staf-table';

export function useStafLists(idProdi: number | undefined) {
  // the page number belongs to the program it was chosen in
  const [adminPaging, setAdminPaging] = useState<{ idProdi: number | undefined; page: number }>({ idProdi, page: 1 });
  const adminPage = adminPaging.idProdi === idProdi ? adminPaging.page : 1;
  const [verifikatorPage, setVerifikatorPage] = useState(1);
  const [keyword, setKeyword] = useState('');
  const [pimpinanPage, setPimpinanPage] = useState(1);
  const queryClient = useQueryClient();

  const admins = useApiQuery(
    api.manajemen.akunList,
    { query: { id_role: 2, id_prodi: String(idProdi ?? 0), paginate: STAF_PAGE_SIZE, page: adminPage } },
    { enabled: idProdi !== undefined, placeholderData: keepPreviousData },
  );
  const verifiers = useApiQuery(
    api.manajemen.verifikatorList,
    { query: { paginate: STAF_PAGE_SIZE, page: verifikatorPage, keyword: keyword.trim() || undefined } },
    { placeholderData: keepPreviousData },
  );
  const pimpinan = useApiQuery(
    api.manajemen.akunList,
    { query: { id_role: 6, paginate: STAF_PAGE_SIZE, page: pimpinanPage } },
    { placeholderData: keepPreviousData },
  );
  const refresh = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: [api.manajemen.akunList.path] });
    void queryClient.invalidateQueries({ queryKey: [api.manajemen.verifikatorList.path] });
  }, [queryClient]);

  return {
    admins,
    adminPage,
    setAdminPage: (page: number) => setAdminPaging({ idProdi, page }),
    verifiers,
    verifikatorPage,
    setVerifikatorPage,
    keyword,
    setKeyword,
    pimpinan,
    pimpinanPage,
    setPimpinanPage,
    refresh,
  };
}
