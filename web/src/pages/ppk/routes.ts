/** The internal activities page (/admin/kegiatan-internal): admin jurusan and super admin. */
import { PAGE_NAME_MSG } from '@shared/messages/page-names';
import type { DomainRoutes } from '@web/app/route-types';

export const PPK_ROUTES: DomainRoutes = {
  area: [
    {
      name: PAGE_NAME_MSG.ppk,
      layout: '/admin',
      path: 'kegiatan-internal',
      icon: 'calendar',
      roles: ['admin jurusan', 'super admin'],
      page: () => import('./ppk-page'),
    },
  ],
};
