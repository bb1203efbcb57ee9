/** The admin dashboard: /admin/dashboard, the admin area's home and first menu entry. */
import { PAGE_NAME_MSG } from '@shared/messages/page-names';
import type { DomainRoutes } from '@web/app/route-types';

export const STATISTIK_ROUTES: DomainRoutes = {
  area: [
    {
      name: PAGE_NAME_MSG.dashboard,
      layout: '/admin',
      path: 'dashboard',
      icon: 'grid-view',
      roles: ['admin jurusan', 'super admin'],
      page: () => import('./dashboard-page'),
    },
  ],
};
