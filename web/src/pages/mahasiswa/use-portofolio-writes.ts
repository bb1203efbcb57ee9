/**
 * The student's portfolio writes: an info
 * toast while the call runs ('Mengirim..', 'Memperbarui..', 'Menghapus..'), then the success
 * text, or the server message as an error. After a write the list, the field statistics and the
 * dashboard's portfolio reads are refreshed. A 409 of the SKPI-request lock is reported to the page.
 */
import { api } from '@shared/api';
import { MSG } from '@shared/messages';
import { useQueryClient } from '@tanstack/react-query';
import { ApiError } from '@web/api/client';
import { UploadError } from '@web/api/upload';
import { describeFailure, notify } from '@web/app/notifications';
import { useCallback } from 'react';

export type WriteResult<T> = { ok: true; value: T } | { ok: false; error: unknown };

/** The reads a portfolio write changes. */
const CHANGED_READS = [
  api.mahasiswa.portofolioList,
  api.mahasiswa.statistikUserPortofolio,
  api.mahasiswa.portofolioLatest,
  api.master.bidangPortofolioList,
] as const;

/** The text of a failed write: the server's message, an upload's own, or the generic one. */
export function failureText(error: unknown): string {
  if (error instanceof UploadError) return error.message;
  return describeFailure(error, MSG.genericError).text;
}

/** True for the SKPI-request lock (409 with its message), not for a stale copy (409 too). */
export function isLocked(error: unknown): boolean {
  return error instanceof ApiError && error.status === 409 && error.serverMessage === MSG.portfolioLocked;
}

export function usePortofolioWrites(onLocked: () => void) {
  const queryClient = useQueryClient();

  const refresh = useCallback(
    () => Promise.all(CHANGED_READS.map((route) => queryClient.invalidateQueries({ queryKey: [route.path] }))),
    [queryClient],
  );

  /** One write under its info toast; `success` replaces the answer's message when the write has a fixed text of its own. */
  const run = useCallback(
    async <T extends { message: string }>(pending: string, send: () => Promise<T>, success?: string): Promise<WriteResult<T>> => {
      const progress = notify.info(pending);
      try {
        const value = await send();
        progress.success(success ?? value.message);
        await refresh();
        return { ok: true, value };
      } catch (error) {
        // a failed portfolio write shows the server message as an error
        progress.error(failureText(error));
        if (isLocked(error)) onLocked();
        // a stale copy (409) or a vanished row (404): show what the server holds now
        if (error instanceof ApiError && (error.status === 409 || error.status === 404)) await refresh();
        return { ok: false, error };
      }
    },
    [refresh, onLocked],
  );

  return { run };
}
