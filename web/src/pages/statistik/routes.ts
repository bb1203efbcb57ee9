/** The admin dashboard: /admin/dashboard, the admin area's home and first menu entry. */
import { DASHBOARD_MSG } from '@shared/messages';
import type { DomainRoutes } from '@web/app/route-types';

export const STATISTIK_ROUTES: DomainRoutes = {
  area: [
    {
      name: DASHBOARD_MSG.pageTitle,
      layout: '/admin',
      path: 'dashboard',
      icon: 'grid-view',
      roles: ['admin jurusan', 'super admin'],
      page: () => import('./dashboard-page'),
    },
  ],
};
