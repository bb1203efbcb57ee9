/** The audit log page (docs/decisions/0020): /admin/audit-log, the super admin's only. */
import { AUDIT_TEXT } from '@shared/messages';
import type { DomainRoutes } from '@web/app/route-types';

export const AUDIT_ROUTES: DomainRoutes = {
  area: [
    {
      name: AUDIT_TEXT.pageTitle,
      layout: '/admin',
      path: 'audit-log',
      icon: 'search',
      roles: ['super admin'],
      page: () => import('./audit-page'),
    },
  ],
};
