/** The internal activities page (/admin/kegiatan-internal): admin jurusan and super admin. */
import { PPK_SCREEN_MSG } from '@shared/messages';
import type { DomainRoutes } from '@web/app/route-types';

export const PPK_ROUTES: DomainRoutes = {
  area: [
    {
      name: PPK_SCREEN_MSG.pageTitle,
      layout: '/admin',
      path: 'kegiatan-internal',
      icon: 'calendar',
      roles: ['admin jurusan', 'super admin'],
      page: () => import('./ppk-page'),
    },
  ],
};
