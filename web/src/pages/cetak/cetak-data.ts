/**
 * What the printing screen's parts share: the rows and records of the `cetak` area, the choices
 * of its period select (graduation periods with their label 'year/next year - periode n'; the
 * years of entry and graduation choices are the student filter's) and the one invalidation after
 * a print or revocation.
 */
import { api } from '@shared/api';
import type { dokumenStaff, jobView, periodeRow, skpiSearchRow } from '@shared/api/cetak';
import { readableDate } from '@shared/domain/dates';
import { periodeLabel } from '@shared/domain/periode';
import { periodeOption } from '@shared/messages';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useApiQuery } from '@web/api/query';
import { optionOf } from '@web/components/form/options';
import { useCallback } from 'react';
import type * as z from 'zod';

export type CetakRow = z.output<typeof skpiSearchRow>;
export type JobView = z.output<typeof jobView>;
export type PeriodeRow = z.output<typeof periodeRow>;
export type DokumenStaff = z.output<typeof dokumenStaff>;

/** Rows a page (SKPI student lists 10). */
export const CETAK_PAGE_SIZE = 10;

export const periodeLabelOf = (p: Pick<PeriodeRow, 'tanggal' | 'periode'>) => periodeLabel(p.tanggal, p.periode);

/**
 * The graduation periods, newest first, and their select options: the label with its date on one
 * line (a description line is read out a second time with the label).
 */
export function usePeriodeOptions(enabled = true) {
  const list = useApiQuery(api.cetak.periodeList, {}, { enabled });
  const options = (list.data?.periode ?? []).map((p) => optionOf(p.id_periode_kelulusan, periodeOption(periodeLabelOf(p), readableDate(p.tanggal))));
  return { list, options };
}

/** The lists a print or a revocation changes: the students (graduation, number), the jobs, the periods' counts, the documents. */
export function refreshAfterPrint(queryClient: QueryClient): void {
  for (const route of [api.cetak.skpiSearch, api.cetak.skpiJobs, api.cetak.periodeList, api.cetak.skpiDokumen]) {
    void queryClient.invalidateQueries({ queryKey: [route.path] });
  }
}

export function useRefreshAfterPrint(): () => void {
  const queryClient = useQueryClient();
  return useCallback(() => refreshAfterPrint(queryClient), [queryClient]);
}
