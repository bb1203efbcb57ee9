/** The audit log page (docs/decisions/0020): /admin/audit-log, the super admin's only. */
import { AUDIT_SCREEN_MSG } from '@shared/messages';
import type { DomainRoutes } from '@web/app/route-types';

export const AUDIT_ROUTES: DomainRoutes = {
  area: [
    {
      name: AUDIT_SCREEN_MSG.pageTitle,
      layout: '/admin',
      path: 'audit-log',
      icon: 'search',
      roles: ['super admin'],
      page: () => import('./audit-page'),
    },
  ],
};
