/**
 * What the sync page's parts share: the rows of the `feeder` area, the one call of a sync (its state,
 * counts and a page of one kind of rows) read again every 1.5 s while it runs or applies, and the
 * reads a sync's calls change.
 */

import { api } from '@shared/api';
import { FEEDER_PLAN_PAGE, type FeederPlanKind, type FeederSyncStatus, type feederJobView, type feederPlanRow } from '@shared/api/feeder';
import { readableDate } from '@shared/domain/dates';
import { FEEDER_MSG, FEEDER_STATUS_MSG, FEEDER_PAGE_MSG as TEXT } from '@shared/messages/feeder';
import { BAHASA, sideIn } from '@shared/messages/language';
import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import { useApiQuery } from '@web/api/query';
import { useCallback } from 'react';
import type * as z from 'zod';

export type FeederJob = z.output<typeof feederJobView>;
export type FeederPlanRow = z.output<typeof feederPlanRow>;

/** How often a sync that plans or applies is read again (ms). */
export const SYNC_POLL_MS = 1500;

/** The states in which the job works in the background. */
export const isWorking = (status: FeederSyncStatus) => status === 'running' || status === 'applying';

/** A plan the super admin dropped: it ends failed with the note that it was cancelled. */
export const isCancelled = (job: Pick<FeederJob, 'status' | 'message'>) =>
  job.status === 'failed' && BAHASA.some((lang) => job.message === sideIn(FEEDER_MSG, lang).feederSyncCancelledNote);

/** The state's name: a dropped plan says so rather than 'Gagal'. */
export const statusName = (job: Pick<FeederJob, 'status' | 'message'>) => (isCancelled(job) ? TEXT.dibatalkan : FEEDER_STATUS_MSG[job.status]);

/** A value of the plan as shown: dates spelled out, nothing as '-'. */
export function shownValue(value: string | null): string {
  if (value === null || value.trim() === '') return TEXT.kosong;
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? readableDate(value) : value;
}

/** One sync and one page of its rows of one kind; read again while it works. */
export function useSync(id: string | null, jenis: FeederPlanKind, page: number) {
  return useApiQuery(
    api.feeder.syncGet,
    { params: { id: id ?? '' }, query: { jenis, page, paginate: FEEDER_PLAN_PAGE } },
    {
      enabled: id !== null,
      placeholderData: keepPreviousData,
      refetchInterval: (q) => (q.state.data && isWorking(q.state.data.job.status) ? SYNC_POLL_MS : false),
    },
  );
}

/** After a call of the sync: the sync, the history and the connection (its last sync) are read again. */
export function useRefreshSync(): () => void {
  const queryClient = useQueryClient();
  return useCallback(() => {
    for (const route of [api.feeder.syncGet, api.feeder.syncList, api.master.universitasGet]) {
      void queryClient.invalidateQueries({ queryKey: [route.path] });
    }
  }, [queryClient]);
}
