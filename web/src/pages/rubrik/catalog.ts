/**
 * What the rubric screen shows and writes: the catalog's answer types, the refresh of every read
 * of it after a write, and the delete runner of its confirmations.
 */
import { api } from '@shared/api';
import type { bidangPortofolioView, rubrikView } from '@shared/api/master';
import { MSG } from '@shared/messages';
import { useQueryClient } from '@tanstack/react-query';
import { notify } from '@web/app/notifications';
import { useCallback } from 'react';
import type { z } from 'zod';

export type Bidang = z.output<typeof bidangPortofolioView>;
export type Rubrik = z.output<typeof rubrikView>;
export type AnakRubrik = Rubrik['anak_rubrik'][number];

/** Rubrics per page. */
export const RUBRIK_PAGE_SIZE = 10;

/** Reads every catalog list and record again (the categories, a program's rubrics, one rubric). */
export function useCatalogRefresh(): () => Promise<unknown> {
  const queryClient = useQueryClient();
  return useCallback(
    () =>
      Promise.all(
        [api.master.bidangPortofolioList, api.master.rubrikByProdiBidang, api.master.rubrikByProdi, api.master.rubrikGet].map((route) =>
          queryClient.invalidateQueries({ queryKey: [route.path] }),
        ),
      ),
    [queryClient],
  );
}

/** Runs a delete under 'Menghapus..': the answer's message, or the failure's warning (4xx) or error, `fallback` when the server said nothing. */
export async function runDelete(send: () => Promise<{ message: string }>, fallback: string = MSG.genericError): Promise<boolean> {
  const progress = notify.info(MSG.menghapus);
  try {
    const out = await send();
    progress.success(out.message);
    return true;
  } catch (error) {
    progress.fail(error, fallback);
    return false;
  }
}
