/** The own-profile routes of the student area (shared/api/profil.ts). */
import { profilService } from '@functions/domain/profil/service';
import type { RouteGroupHandlers } from '@functions/lib/http';
import type { profilRoutes } from '@shared/api/profil';

export const profilHandlers: RouteGroupHandlers<typeof profilRoutes> = {
  profilGet: async ({ auth }) => ({ user: await profilService.get(auth.user) }),
  profilUpdate: async ({ auth, body }) => profilService.update(auth.user, body),
};
