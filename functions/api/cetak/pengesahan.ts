/** Endorsement before the seal, a route group of the cetak area (shared/api/pengesahan.ts): thin, one call per route. */
import { pengesahanBulk } from '@functions/domain/cetak/pengesahan/bulk';
import { pengesahanService } from '@functions/domain/cetak/pengesahan/service';
import type { RouteGroupHandlers } from '@functions/lib/http';
import type { pengesahanRoutes } from '@shared/api/pengesahan';

export const pengesahanHandlers: RouteGroupHandlers<typeof pengesahanRoutes> = {
  pengesahanList: async ({ auth, requestId, query }) => pengesahanService.list({ auth, requestId }, query),
  pengesahanCount: async ({ auth, requestId, query }) => pengesahanService.count({ auth, requestId }, query),
  pengesahanBulk: async ({ auth, requestId, query }) => pengesahanBulk.start({ auth, requestId }, query),
  pengesahanJobs: async ({ auth, requestId }) => pengesahanBulk.jobs({ auth, requestId }),
  pengesahanJob: async ({ auth, requestId, params }) => pengesahanBulk.job({ auth, requestId }, params.id),
  pengesahanDetail: async ({ auth, requestId, params }) => pengesahanService.detail({ auth, requestId }, params.id),
  pengesahanApprove: async ({ auth, requestId, params, body }) => pengesahanService.approve({ auth, requestId }, params.id, body.version),
  pengesahanReturn: async ({ auth, requestId, params, body }) =>
    pengesahanService.giveBack({ auth, requestId }, params.id, body.catatan, body.version),
  pengesahanReprint: async ({ auth, requestId, params, body }) => pengesahanService.reprint({ auth, requestId }, params.id, body.version),
  pengesahanCancel: async ({ auth, requestId, params, body }) => pengesahanService.cancel({ auth, requestId }, params.id, body.catatan, body.version),
};
