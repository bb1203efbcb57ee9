/** The CPL screen (/admin/manajemen-cpl): both admins, an admin jurusan on their own program. */
import { PAGE_NAME_MSG } from '@shared/messages/page-names';
import type { DomainRoutes } from '@web/app/route-types';

export const CPL_ROUTES: DomainRoutes = {
  area: [
    {
      name: PAGE_NAME_MSG.cpl,
      layout: '/admin',
      path: 'manajemen-cpl',
      icon: 'list-view',
      roles: ['admin jurusan', 'super admin'],
      page: () => import('./cpl-page'),
    },
  ],
};
