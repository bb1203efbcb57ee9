/**
 * What the student dialog's forms and the add dialog share: the program choices (the super admin
 * any program; an admin jurusan only their own, so the select is fixed) and the update call of
 * the `manajemen/akun` contract, whose answer (the account as now stored, with its new version)
 * replaces the dialog's copy, and after which the list, profile and portfolios are read again.
 */
import type { SelectProps } from '@cloudscape-design/components/select';
import { api } from '@shared/api';
import type { ManajemenUpdateBody } from '@shared/validation/manajemen';
import { call } from '@web/api/client';
import { useApiQuery } from '@web/api/query';
import { prodiNameOf } from '@web/components/bilingual/data-language';
import { optionOf } from '@web/components/form/options';
import { useCallback } from 'react';
import { type MahasiswaRow, useRefreshMahasiswa } from './mahasiswa-data';

/** The programs a student may be put in by the caller: all (super admin) or their own (admin jurusan). */
export function useProdiOptions(superAdmin: boolean, ownProdi: number | null) {
  const list = useApiQuery(api.master.prodiList, {}, { staleTime: 60_000 });
  const options: SelectProps.Option[] = (list.data?.prodi ?? [])
    .filter((p) => superAdmin || p.id_prodi === ownProdi)
    .map((p) => optionOf(p.id_prodi, prodiNameOf(p)));
  return { options, lookup: { isLoading: list.isLoading, isError: list.isError } };
}

/**
 * `PUT /api/manajemen/akun/update` for the account `row` (its id and the version read go along:
 * a change meanwhile answers 409); `onSaved` gets the account as stored now.
 */
export function useAkunUpdate(row: MahasiswaRow, onSaved: (row: MahasiswaRow) => void) {
  const refresh = useRefreshMahasiswa();
  return useCallback(
    async (body: Omit<ManajemenUpdateBody, 'id' | 'version' | 'nim'>) => {
      const answer = await call(api.manajemen.akunUpdate, { body: { ...body, id: row.id, version: row.version, nim: row.nim } });
      onSaved(answer.user);
      refresh();
      return answer;
    },
    [row.id, row.version, row.nim, onSaved, refresh],
  );
}
