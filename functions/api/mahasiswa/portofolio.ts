/**
 * The student's portfolio routes of the mahasiswa area (shared/api/portofolio.ts). The list and
 * the delete are the admins' too: those calls go to the verification service, which checks scope.
 */
import { portofolioService } from '@functions/domain/portofolio/service';
import { verifikasiService } from '@functions/domain/verifikasi/service';
import type { RouteGroupHandlers } from '@functions/lib/http';
import type { portofolioRoutes } from '@shared/api/portofolio';
import { ADMIN_MSG } from '@shared/messages/admin';
import { MAHASISWA_MSG } from '@shared/messages/mahasiswa';
import { PORTOFOLIO_MSG } from '@shared/messages/portofolio';

export const portofolioHandlers: RouteGroupHandlers<typeof portofolioRoutes> = {
  statistikUserPortofolio: async ({ auth }) => ({ bidang_portofolio: await portofolioService.statistik(auth) }),
  portofolioLatest: async ({ auth }) => ({ portofolio: await portofolioService.latest(auth) }),
  portofolioList: async ({ auth, params, query }) => ({
    portofolio:
      auth.role === 'mahasiswa'
        ? await portofolioService.list(auth, params.nim, query)
        : await verifikasiService.studentPortfolios(auth, params.nim, query),
  }),
  portofolioAdd: async ({ auth, requestId, params, body }) => ({
    message: MAHASISWA_MSG.portfolioAdded,
    portofolio: await portofolioService.add({ ...auth, requestId }, params.nim, body),
  }),
  portofolioUpdate: async ({ auth, requestId, params, body }) => ({
    message: MAHASISWA_MSG.portfolioUpdated,
    portofolio: await portofolioService.update({ ...auth, requestId }, params.nim, params.id, body),
  }),
  portofolioDelete: async ({ auth, requestId, params }) => {
    if (auth.role !== 'mahasiswa') {
      await verifikasiService.adminDelete({ auth, requestId }, params.nim, params.id);
      return { message: ADMIN_MSG.portfolioDeletedAdmin };
    }
    await portofolioService.remove({ ...auth, requestId }, params.nim, params.id);
    return { message: MAHASISWA_MSG.portfolioDeleted };
  },
  portofolioHide: async ({ auth, params }) => ({
    message: PORTOFOLIO_MSG.portfolioHidden,
    portofolio: await portofolioService.setShowed(auth, params.nim, params.id, false),
  }),
  portofolioUnhide: async ({ auth, params }) => ({
    message: PORTOFOLIO_MSG.portfolioShown,
    portofolio: await portofolioService.setShowed(auth, params.nim, params.id, true),
  }),
};
