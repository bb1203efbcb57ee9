/** The student's portfolio routes of the mahasiswa area (shared/api/portofolio.ts). */
import { portofolioService } from '@functions/domain/portofolio/service';
import type { RouteGroupHandlers } from '@functions/lib/http';
import type { portofolioRoutes } from '@shared/api/portofolio';
import { MSG } from '@shared/messages';

export const portofolioHandlers: RouteGroupHandlers<typeof portofolioRoutes> = {
  statistikUserPortofolio: async ({ auth }) => ({ bidang_portofolio: await portofolioService.statistik(auth) }),
  portofolioLatest: async ({ auth }) => ({ portofolio: await portofolioService.latest(auth) }),
  portofolioList: async ({ auth, params, query }) => ({ portofolio: await portofolioService.list(auth, params.nim, query) }),
  portofolioAdd: async ({ auth, params, body }) => ({
    message: MSG.portfolioAdded,
    portofolio: await portofolioService.add(auth, params.nim, body),
  }),
  portofolioUpdate: async ({ auth, params, body }) => ({
    message: MSG.portfolioUpdated,
    portofolio: await portofolioService.update(auth, params.nim, params.id, body),
  }),
  portofolioDelete: async ({ auth, params }) => {
    await portofolioService.remove(auth, params.nim, params.id);
    return { message: MSG.portfolioDeleted };
  },
  portofolioHide: async ({ auth, params }) => ({
    message: MSG.portfolioHidden,
    portofolio: await portofolioService.setShowed(auth, params.nim, params.id, false),
  }),
  portofolioUnhide: async ({ auth, params }) => ({
    message: MSG.portfolioShown,
    portofolio: await portofolioService.setShowed(auth, params.nim, params.id, true),
  }),
};
