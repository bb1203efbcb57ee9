/** Migration and readmission decisions of the admin area (shared/api/mutasi-admin.ts). */
import { mutasiAdminService } from '@functions/domain/mutasi/admin-service';
import type { RouteGroupHandlers } from '@functions/lib/http';
import type { mutasiAdminRoutes } from '@shared/api/mutasi-admin';

export const mutasiAdminHandlers: RouteGroupHandlers<typeof mutasiAdminRoutes> = {
  mutasiList: async ({ auth, requestId, query }) => ({ migrasi: await mutasiAdminService.list({ auth, requestId }, query) }),
  mutasiVerified: async ({ auth, requestId, query }) => ({ migrasi: await mutasiAdminService.verified({ auth, requestId }, query) }),
  mutasiAccept: ({ auth, requestId, params, body }) => mutasiAdminService.decide({ auth, requestId }, params.type, params.nim, 'accept', body),
  mutasiAcceptPut: ({ auth, requestId, params, body }) => mutasiAdminService.decide({ auth, requestId }, params.type, params.nim, 'accept', body),
  mutasiReject: ({ auth, requestId, params, body }) => mutasiAdminService.decide({ auth, requestId }, params.type, params.nim, 'reject', body),
  mutasiRejectPut: ({ auth, requestId, params, body }) => mutasiAdminService.decide({ auth, requestId }, params.type, params.nim, 'reject', body),
};
