/**
 * The signed-in user's notifications (GET /api/notifikasi): read every 60 s and when the window
 * regains focus. Opening the bell marks what it shows as read (POST /api/notifikasi/read with the
 * newest one's created_at, whose answer is the list after it) or, with nothing unread, reads the
 * list again; the ones that were unread at that moment stay marked "new" while open.
 */
import { api } from '@shared/api';
import type { notifikasiView } from '@shared/api/notifikasi';
import { useQueryClient } from '@tanstack/react-query';
import { apiQueryKey, useApiMutation, useApiQuery } from '@web/api/query';
import { useCallback, useState } from 'react';
import type * as z from 'zod';

export type Notifikasi = z.output<typeof notifikasiView>;

/** How often the bell asks for news. */
export const NOTIFIKASI_POLL_MS = 60_000;

export function useNotifikasi(enabled: boolean) {
  const queryClient = useQueryClient();
  const query = useApiQuery(
    api.akun.notifikasi,
    {},
    { enabled, refetchInterval: NOTIFIKASI_POLL_MS, refetchOnWindowFocus: true, staleTime: 0, retry: false },
  );
  const markRead = useApiMutation(api.akun.notifikasiRead, {
    // the answer is the list after the marking: a read still in flight (started before the marking
    // was written) must not land after it and bring the unread count back
    onSuccess: async (answer) => {
      const key = apiQueryKey(api.akun.notifikasi, {});
      await queryClient.cancelQueries({ queryKey: key });
      queryClient.setQueryData(key, answer);
    },
  });
  const [open, setOpen] = useState(false);
  /** The ids that were unread when the bell opened. */
  const [fresh, setFresh] = useState<ReadonlySet<string>>(new Set());
  const state = query.data?.notifikasi;

  const show = useCallback(
    (next: boolean) => {
      setOpen(next);
      if (!next) return;
      const items = state?.data ?? [];
      setFresh(new Set(items.filter((n) => !n.dibaca).map((n) => n.id)));
      const newest = items[0];
      // marking answers the fresh list itself; otherwise ask for news
      if (newest && (state?.unread ?? 0) > 0) markRead.mutate({ body: { until: newest.created_at } });
      else void query.refetch();
    },
    [state, markRead, query],
  );

  return {
    open,
    show,
    items: state?.data ?? [],
    unread: state?.unread ?? 0,
    fresh,
    loading: query.isLoading,
    error: query.error,
  };
}
