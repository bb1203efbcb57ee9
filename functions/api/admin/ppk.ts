/** Internal-activity writes of the admin area (shared/api/ppk.ts). */
import { ppkService } from '@functions/domain/ppk/service';
import type { RouteGroupHandlers } from '@functions/lib/http';
import type { ppkRoutes } from '@shared/api/ppk';
import { ADMIN_MSG } from '@shared/messages/admin';

export const ppkHandlers: RouteGroupHandlers<typeof ppkRoutes> = {
  ppkAdd: async ({ auth, requestId, body }) => ({
    message: ADMIN_MSG.kegiatanAdded,
    ppk: await ppkService.add({ auth, requestId }, body),
  }),
  ppkUpdate: async ({ auth, requestId, params, body }) => ({
    message: ADMIN_MSG.kegiatanUpdated,
    ppk: await ppkService.update({ auth, requestId }, params.id, body),
  }),
  ppkDelete: async ({ auth, requestId, params }) => ({
    message: ADMIN_MSG.kegiatanDeleted,
    ppk: await ppkService.remove({ auth, requestId }, params.id),
  }),
};
