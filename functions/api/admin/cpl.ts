/** The CPL of a study program: reads of the CPL screen and the writes of categories, items and points (shared/api/cpl.ts). */
import { cplService } from '@functions/domain/cpl/service';
import type { RouteGroupHandlers } from '@functions/lib/http';
import type { cplRoutes } from '@shared/api/cpl';
import { ADMIN_MSG } from '@shared/messages/admin';

export const cplHandlers: RouteGroupHandlers<typeof cplRoutes> = {
  bidangCplOfProdi: async ({ auth, requestId, params }) => ({
    bidang_cpl: await cplService.bidangOfProdi({ auth, requestId }, params.id),
  }),
  bidangCplGet: async ({ auth, requestId, params, query }) => ({
    bidang_cpl: await cplService.bidangWithCpl({ auth, requestId }, params.id, query.page, query.paginate),
  }),
  bidangCplAdd: async ({ auth, requestId, body }) => ({
    message: ADMIN_MSG.bidangCplAdded,
    bidang_cpl: await cplService.addBidang({ auth, requestId }, body),
  }),
  bidangCplUpdate: async ({ auth, requestId, params, body }) => ({
    message: ADMIN_MSG.bidangCplUpdated,
    bidang_cpl: await cplService.updateBidang({ auth, requestId }, params.id, body),
  }),
  bidangCplDelete: async ({ auth, requestId, params, body }) => ({
    message: ADMIN_MSG.bidangCplDeleted,
    bidang_cpl: await cplService.deleteBidang({ auth, requestId }, params.id, body),
  }),
  cplAdd: async ({ auth, requestId, body }) => ({
    message: ADMIN_MSG.cplAdded,
    cpl: await cplService.addCpl({ auth, requestId }, body),
  }),
  cplUpdate: async ({ auth, requestId, params, body }) => ({
    message: ADMIN_MSG.cplUpdated,
    cpl: await cplService.updateCpl({ auth, requestId }, params.id_cpl, body),
  }),
  cplDelete: async ({ auth, requestId, params, body }) => ({
    message: ADMIN_MSG.cplDeleted,
    cpl: await cplService.deleteCpl({ auth, requestId }, params.id_cpl, body),
  }),
  cplPointAdd: async ({ auth, requestId, params, body }) => ({
    message: ADMIN_MSG.cplPointAdded,
    point_cpl: await cplService.addPoint({ auth, requestId }, params.id_cpl, body),
  }),
  cplPointUpdate: async ({ auth, requestId, params, body }) => ({
    message: ADMIN_MSG.cplPointUpdated,
    point_cpl: await cplService.updatePoint({ auth, requestId }, params.id_cpl, params.id_point_cpl, body),
  }),
  cplPointDelete: async ({ auth, requestId, params, body }) => ({
    message: ADMIN_MSG.cplPointDeleted,
    point_cpl: await cplService.deletePoint({ auth, requestId }, params.id_cpl, params.id_point_cpl, body),
  }),
};
