/** The audit log page (docs/decisions/0020): /admin/audit-log, the super admin's only. */
import { PAGE_NAME_MSG } from '@shared/messages/page-names';
import type { DomainRoutes } from '@web/app/route-types';

export const AUDIT_ROUTES: DomainRoutes = {
  area: [
    {
      name: PAGE_NAME_MSG.audit,
      layout: '/admin',
      path: 'audit-log',
      icon: 'search',
      roles: ['super admin'],
      page: () => import('./audit-page'),
    },
  ],
};
