/** The own-profile routes of the student area, and the admins' read of a student's (shared/api/profil.ts). */
import { profilService } from '@functions/domain/profil/service';
import type { RouteGroupHandlers } from '@functions/lib/http';
import type { profilAdminRoutes, profilRoutes } from '@shared/api/profil';

export const profilHandlers: RouteGroupHandlers<typeof profilRoutes> = {
  profilGet: async ({ auth }) => ({ user: await profilService.get(auth.user) }),
  profilUpdate: async ({ auth, body }) => profilService.update(auth.user, body),
  profilVisibility: async ({ auth, body, requestId }) => profilService.setVisibility(auth, requestId, body.profil_publik),
};

export const profilAdminHandlers: RouteGroupHandlers<typeof profilAdminRoutes> = {
  profilShow: async ({ auth, params }) => ({ user: await profilService.show(auth, params.nim) }),
};
