/** People management of the admin area (shared/api/manajemen.ts): students, prodi admins and verifiers. */
import { manajemenService } from '@functions/domain/manajemen/service';
import type { RouteGroupHandlers } from '@functions/lib/http';
import type { manajemenRoutes } from '@shared/api/manajemen';
import { ADMIN_MSG } from '@shared/messages/admin';

export const akunHandlers: RouteGroupHandlers<typeof manajemenRoutes> = {
  akunList: async ({ auth, requestId, query }) => ({ users: await manajemenService.list({ auth, requestId }, query) }),
  akunAdd: async ({ auth, requestId, body }) => ({ message: ADMIN_MSG.userAdded, user: await manajemenService.add({ auth, requestId }, body) }),
  akunUpdate: async ({ auth, requestId, body }) => manajemenService.update({ auth, requestId }, body),
  akunDelete: async ({ auth, requestId, query }) => {
    await manajemenService.remove({ auth, requestId }, query.nim);
    return { message: ADMIN_MSG.deleted };
  },
  verifikatorList: async ({ auth, requestId, query }) => ({
    verifikator: await manajemenService.listVerifikator({ auth, requestId }, query),
  }),
  verifikatorUpdate: async ({ auth, requestId, body }) => ({
    message: ADMIN_MSG.userUpdated,
    verifikator: await manajemenService.updateVerifikator({ auth, requestId }, body),
  }),
  anakRubrikList: async ({ auth, requestId }) => ({ anak_rubrik: await manajemenService.anakRubrik({ auth, requestId }) }),
};
