/**
 * The Lambda entry of the exports (shared/api/ekspor.ts): each list's `/export` route answers its
 * file (or, for a long list, 202 with the job that writes it), and the caller's export jobs.
 */

import { eksporService } from '@functions/domain/ekspor/service';
import type { EksporList } from '@functions/domain/ekspor/sources';
import { type AreaHandlers, createAreaHandler, type HandlerContext } from '@functions/lib/http';
import { eksporApi, eksporRoutes } from '@shared/api/ekspor';

type ListRoute = (typeof eksporRoutes)[EksporList];

const exportOf =
  (list: EksporList) =>
  async ({ auth, requestId, query, reply }: HandlerContext<ListRoute>) => {
    const answer = await eksporService.export(list, { auth, requestId }, query.format, query.filter);
    // a long list's job was started: 202 Accepted
    reply.status = 'job' in answer ? 202 : 200;
    return answer;
  };

const handlers: AreaHandlers<typeof eksporApi> = {
  akunExport: exportOf('akunExport'),
  portofolioQueueExport: exportOf('portofolioQueueExport'),
  skpiSearchExport: exportOf('skpiSearchExport'),
  auditExport: exportOf('auditExport'),
  statistikAnakRubrikExport: exportOf('statistikAnakRubrikExport'),
  statistikBidangPortofolioExport: exportOf('statistikBidangPortofolioExport'),
  statistikPortofolioSummaryExport: exportOf('statistikPortofolioSummaryExport'),
  eksporJob: ({ auth, requestId, params }) => eksporService.job({ auth, requestId }, params.id),
};

export const handler = createAreaHandler(eksporApi, handlers);

/** Every list route of the area has its handler (a type error names a missing one). */
export const EKSPOR_LISTS = Object.keys(eksporRoutes).filter((name) => name !== 'eksporJob') as EksporList[];
