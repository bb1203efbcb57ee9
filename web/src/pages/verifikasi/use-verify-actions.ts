/**
 * The decisions of the verify dialog: accept, reject and the admin's delete, each under an info
 * notice, then a success: the server's own message, or the caller's text naming what was decided
 * (kept as long as the admin area keeps its notices, so the name can be read after the row moved);
 * afterwards the three cards and the history are read again. A failure is left to the dialog (it shows it where the reader looks, above the
 * decision buttons). `reload` reads one portfolio again after a 409.
 */
import { api } from '@shared/api';
import { STATUS_PORTOFOLIO } from '@shared/api/portofolio';
import { useQueryClient } from '@tanstack/react-query';
import { call } from '@web/api/client';
import { AUTO_HIDE_MS, notify } from '@web/app/notifications';
import { useCallback } from 'react';
import type { QueueRow } from './queue-columns';

export type WriteResult<T> = { ok: true; value: T } | { ok: false; error: unknown };

/** The largest page the queue gives: a student's portfolios in one caller's scope fit in it. */
const RELOAD_PAGE = 100;
const EVERY_STATUS = [STATUS_PORTOFOLIO.menunggu, STATUS_PORTOFOLIO.terverifikasi, STATUS_PORTOFOLIO.tertolak].join(',');

export function useVerifyActions() {
  const queryClient = useQueryClient();

  const refresh = useCallback(
    () =>
      Promise.all(
        [api.verifikasi.portofolioQueue, api.verifikasi.portofolioRiwayat].map((route) => queryClient.invalidateQueries({ queryKey: [route.path] })),
      ),
    [queryClient],
  );

  const run = useCallback(
    async <T extends { message: string }>(pending: string, send: () => Promise<T>, done?: (value: T) => string): Promise<WriteResult<T>> => {
      const progress = notify.info(pending, done ? { autoHideMs: AUTO_HIDE_MS.dashboard } : {});
      try {
        const value = await send();
        progress.success(done ? done(value) : value.message);
        void refresh();
        return { ok: true, value };
      } catch (error) {
        progress.dismiss();
        return { ok: false, error };
      }
    },
    [refresh],
  );

  /**
   * The portfolio as the server holds it now (the contract has no single-portfolio read for staff:
   * the queue filtered by the student's NIM, every status), or null when it is gone or out of scope.
   */
  const reload = useCallback(
    async (row: Pick<QueueRow, 'nim' | 'id_portofolio'>): Promise<QueueRow | null> => {
      void refresh();
      try {
        const answer = await call(api.verifikasi.portofolioQueue, { query: { page: 1, paginate: RELOAD_PAGE, status: EVERY_STATUS, nim: row.nim } });
        return answer.portofolio.data.find((r) => r.id_portofolio === row.id_portofolio) ?? null;
      } catch {
        return null;
      }
    },
    [refresh],
  );

  return { run, reload };
}
