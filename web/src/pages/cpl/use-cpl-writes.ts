/**
 * What the CPL screen does after a write, and its deletes: the program's categories and the open
 * category's items are read again; a delete runs under 'Menghapus..', then shows the server's
 * message, or its warning (4xx) or error.
 */
import { api } from '@shared/api';
import { MSG } from '@shared/messages';
import { useQueryClient } from '@tanstack/react-query';
import { notify } from '@web/app/notifications';
import { useCallback } from 'react';

/** The reads a CPL write changes. */
const CHANGED_READS = [api.admin.bidangCplOfProdi, api.admin.bidangCplGet] as const;

export function useCplWrites() {
  const queryClient = useQueryClient();

  const refresh = useCallback(
    () => Promise.all(CHANGED_READS.map((route) => queryClient.invalidateQueries({ queryKey: [route.path] }))),
    [queryClient],
  );

  /** One delete under its info notice; true when it happened. Either way the lists are read again. */
  const remove = useCallback(
    async (send: () => Promise<{ message: string }>): Promise<boolean> => {
      const progress = notify.info(MSG.menghapus);
      try {
        progress.success((await send()).message);
        return true;
      } catch (error) {
        progress.fail(error, MSG.genericError);
        return false;
      } finally {
        void refresh();
      }
    },
    [refresh],
  );

  return { refresh, remove };
}
