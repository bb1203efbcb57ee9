/**
 * Prodi admin and verifier management (spec 001 section 2 /admin/manajemen-admin): super admin
 * only, so an admin jurusan has no menu entry and is sent away when typing the address.
 * Kept apart from the student page's routes.ts of the same domain until the two are folded.
 */
import { STAF_TEXT } from '@shared/messages';
import type { DomainRoutes } from '@web/app/route-types';

export const MANAJEMEN_ADMIN_ROUTES: DomainRoutes = {
  area: [
    {
      name: STAF_TEXT.pageTitle,
      layout: '/admin',
      path: 'manajemen-admin',
      icon: 'user-profile',
      roles: ['super admin'],
      page: () => import('./admin-page'),
    },
  ],
};
