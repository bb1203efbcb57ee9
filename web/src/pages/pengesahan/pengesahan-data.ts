/**
 * What the pimpinan's page shares: its rows, its filters (one program, one graduation period: the
 * list's and the bulk approval's query alike), the reads an approval changes, and the job's polling.
 */
import { api } from '@shared/api';
import type { pengesahanRow } from '@shared/api/pengesahan';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type * as z from 'zod';

export type PengesahanRow = z.output<typeof pengesahanRow>;

/** Rows a page (the waiting list: 10). */
export const PENGESAHAN_PAGE_SIZE = 10;

/** How often a running bulk approval is read again (ms). */
export const PENGESAHAN_JOB_POLL_MS = 1500;

/** The list's filters as the selects hold them: '' for every program or period. */
export interface PengesahanFilter {
  prodi: string;
  periode: string;
}

export const NO_PENGESAHAN_FILTER: PengesahanFilter = { prodi: '', periode: '' };

/** The filters as the list and the bulk approval take them. */
export const filterQuery = (f: PengesahanFilter) => ({ prodi: f.prodi || undefined, periode: f.periode || undefined });

/** The reads an approval or a return changes: the waiting list, its counts, the jobs. */
export function refreshAfterPengesahan(queryClient: QueryClient): void {
  for (const route of [api.cetak.pengesahanList, api.cetak.pengesahanCount, api.cetak.pengesahanJobs]) {
    void queryClient.invalidateQueries({ queryKey: [route.path] });
  }
}

export function useRefreshAfterPengesahan(): () => void {
  const queryClient = useQueryClient();
  return useCallback(() => refreshAfterPengesahan(queryClient), [queryClient]);
}
