/** The CPL screen (/admin/manajemen-cpl): both admins, an admin jurusan on their own program. */
import { CPL_SCREEN_MSG } from '@shared/messages';
import type { DomainRoutes } from '@web/app/route-types';

export const CPL_ROUTES: DomainRoutes = {
  area: [
    {
      name: CPL_SCREEN_MSG.menu,
      layout: '/admin',
      path: 'manajemen-cpl',
      icon: 'list-view',
      roles: ['admin jurusan', 'super admin'],
      page: () => import('./cpl-page'),
    },
  ],
};
