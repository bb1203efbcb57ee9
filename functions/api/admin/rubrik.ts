/** Portfolio category, rubric and sub-rubric writes of the admin area (shared/api/rubrik.ts). */
import { rubrikAdminService } from '@functions/domain/rubrik/admin-service';
import type { RouteGroupHandlers } from '@functions/lib/http';
import type { rubrikRoutes } from '@shared/api/rubrik';
import { ADMIN_MSG } from '@shared/messages/admin';

// Sub-rubrics have no success texts of their own: their writes answer with the rubric's ('Data rubrik berhasil ...').
export const rubrikHandlers: RouteGroupHandlers<typeof rubrikRoutes> = {
  bidangPortofolioAdd: async ({ auth, requestId, body }) => ({
    message: ADMIN_MSG.bidangPortofolioAdded,
    bidang_portofolio: await rubrikAdminService.addBidang({ auth, requestId }, body),
  }),
  bidangPortofolioUpdate: async ({ auth, requestId, params, body }) => ({
    message: ADMIN_MSG.bidangPortofolioUpdated,
    bidang_portofolio: await rubrikAdminService.updateBidang({ auth, requestId }, params.id, body),
  }),
  bidangPortofolioDelete: async ({ auth, requestId, params }) => ({
    message: ADMIN_MSG.bidangPortofolioDeleted,
    bidang_portofolio: await rubrikAdminService.deleteBidang({ auth, requestId }, params.id),
  }),
  rubrikAdd: async ({ auth, requestId, body }) => ({
    message: ADMIN_MSG.rubrikAdded,
    rubrik: await rubrikAdminService.addRubrik({ auth, requestId }, body),
  }),
  rubrikUpdate: async ({ auth, requestId, params, body }) => ({
    message: ADMIN_MSG.rubrikUpdated,
    rubrik: await rubrikAdminService.updateRubrik({ auth, requestId }, params.id, body),
  }),
  rubrikDelete: async ({ auth, requestId, params }) => ({
    message: ADMIN_MSG.rubrikDeleted,
    rubrik: await rubrikAdminService.deleteRubrik({ auth, requestId }, params.id),
  }),
  anakRubrikAdd: async ({ auth, requestId, params, body }) => ({
    message: ADMIN_MSG.rubrikAdded,
    anak_rubrik: await rubrikAdminService.addAnak({ auth, requestId }, params.id, body),
  }),
  anakRubrikUpdate: async ({ auth, requestId, params, body }) => ({
    message: ADMIN_MSG.rubrikUpdated,
    anak_rubrik: await rubrikAdminService.updateAnak({ auth, requestId }, params.id, params.id_anak_rubrik, body),
  }),
  anakRubrikDelete: async ({ auth, requestId, params }) => ({
    message: ADMIN_MSG.rubrikDeleted,
    anak_rubrik: await rubrikAdminService.deleteAnak({ auth, requestId }, params.id, params.id_anak_rubrik),
  }),
};
