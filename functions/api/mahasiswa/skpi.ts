/** The SKPI checklist and request routes of the student area (shared/api/skpi.ts). */
import { skpiService } from '@functions/domain/skpi/service';
import type { RouteGroupHandlers } from '@functions/lib/http';
import type { skpiRoutes } from '@shared/api/skpi';

export const skpiHandlers: RouteGroupHandlers<typeof skpiRoutes> = {
  skpiChecklist: async ({ auth }) => ({ data: await skpiService.checklist(auth.user) }),
  skpiPengajuan: async ({ auth }) => ({ data: await skpiService.pengajuan(auth.user) }),
  skpiRequest: async ({ auth }) => skpiService.request(auth.user),
  skpiCancel: async ({ auth }) => skpiService.cancel(auth.user),
  skpiCancelGet: async ({ auth }) => skpiService.cancel(auth.user),
  skpiUpload: async ({ auth, body }) => skpiService.upload(auth.user, body.file),
  skpiUploadPut: async ({ auth, body }) => skpiService.upload(auth.user, body.file),
};
