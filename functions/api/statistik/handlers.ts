/** The Lambda entry of the admin dashboard's statistics (shared/api/statistik.ts): one service call per route. */
import { statistikService } from '@functions/domain/statistik/service';
import { createAreaHandler } from '@functions/lib/http';
import { statistikApi } from '@shared/api/statistik';

export const handler = createAreaHandler(statistikApi, {
  statistikLoginWeek: () => statistikService.loginWeek(),
  statistikKelulusan: ({ auth, query }) => statistikService.kelulusan(auth, query.id_prodi),
  statistikSkpi: ({ auth, query }) => statistikService.skpi(auth, query.id_prodi),
  statistikPortofolio: ({ auth, query }) => statistikService.portofolio(auth, query.id_prodi),
  systemStorage: () => statistikService.storage(),
  statistikAnakRubrik: ({ auth, query }) => statistikService.anakRubrik(auth, query.prodi),
  statistikBidangPortofolio: ({ auth, query }) => statistikService.bidangPortofolio(auth, query.prodi),
  statistikPortofolioSummary: ({ auth }) => statistikService.portofolioSummary(auth),
});
