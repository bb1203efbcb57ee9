/** Faculty, university and study-program writes of the admin area (shared/api/universitas.ts). */
import { universitasService } from '@functions/domain/master/universitas-service';
import type { RouteGroupHandlers } from '@functions/lib/http';
import type { universitasRoutes } from '@shared/api/universitas';
import { ADMIN_MSG } from '@shared/messages/admin';
export const universitasHandlers: RouteGroupHandlers<typeof universitasRoutes> = {
  fakultasAdd: async ({ auth, requestId, body }) => ({
    message: ADMIN_MSG.facultyAdded,
    fakultas: await universitasService.addFakultas({ auth, requestId }, body),
  }),
  fakultasUpdate: async ({ auth, requestId, params, body }) => universitasService.updateFakultas({ auth, requestId }, params.id, body),
  fakultasDelete: async ({ auth, requestId, params }) => ({
    message: ADMIN_MSG.facultyDeleted,
    fakultas: await universitasService.deleteFakultas({ auth, requestId }, params.id),
  }),
  universitasUpdate: async ({ auth, requestId, body }) => ({
    message: ADMIN_MSG.universityUpdated,
    universitas: await universitasService.updateUniversitas({ auth, requestId }, body),
  }),
  prodiAdd: async ({ auth, requestId, body }) => ({
    message: ADMIN_MSG.prodiAdded,
    prodi: await universitasService.addProdi({ auth, requestId }, body),
  }),
  prodiUpdate: async ({ auth, requestId, params, body }) => ({
    message: ADMIN_MSG.prodiUpdated,
    prodi: await universitasService.updateProdi({ auth, requestId }, params.id, body),
  }),
  prodiDelete: async ({ auth, requestId, params }) => ({
    message: ADMIN_MSG.prodiDeleted,
    prodi: await universitasService.deleteProdi({ auth, requestId }, params.id),
  }),
};
