/** The Lambda entry of the verification area (shared/api/verifikasi.ts). */
import { verifikasiService } from '@functions/domain/verifikasi/service';
import { createAreaHandler } from '@functions/lib/http';
import { verifikasiApi } from '@shared/api/verifikasi';
import { ADMIN_MSG } from '@shared/messages/admin';

export const handler = createAreaHandler(verifikasiApi, {
  portofolioQueue: async ({ auth, query }) => ({ portofolio: await verifikasiService.queue(auth, query) }),
  portofolioVerify: async ({ auth, requestId, params, body }) => ({
    message: ADMIN_MSG.portfolioVerified,
    portofolio: await verifikasiService.decide({ auth, requestId }, params.nim, params.id, 'verify', body),
  }),
  portofolioReject: async ({ auth, requestId, params, body }) => ({
    message: ADMIN_MSG.portfolioRejected,
    portofolio: await verifikasiService.decide({ auth, requestId }, params.nim, params.id, 'reject', body),
  }),
  portofolioRiwayat: async ({ auth, params }) => ({ riwayat: await verifikasiService.riwayat(auth, params.nim, params.id) }),
});
