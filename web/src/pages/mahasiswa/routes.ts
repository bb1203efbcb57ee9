/** The student area's pages (layout /user, area `mahasiswa` of the API), in menu order. */
import { AUTH_SCREEN_MSG, DASHBOARD_MSG, PORTOFOLIO_SCREEN_MSG, SKPI_SCREEN_MSG } from '@shared/messages';
import type { DomainRoutes } from '@web/app/route-types';
import { studentPage } from '@web/pages/auth/student-page';

export const MAHASISWA_ROUTES: DomainRoutes = {
  area: [
    {
      name: DASHBOARD_MSG.pageTitle,
      layout: '/user',
      path: 'dashboard',
      icon: 'grid-view',
      page: studentPage(() => import('./dashboard-page')),
    },
    {
      name: PORTOFOLIO_SCREEN_MSG.pageTitle,
      layout: '/user',
      path: 'portofolio',
      icon: 'folder',
      page: studentPage(() => import('./portofolio-page')),
    },
    {
      name: SKPI_SCREEN_MSG.pageTitle,
      layout: '/user',
      path: 'skpi',
      icon: 'file',
      page: studentPage(() => import('./skpi-page')),
    },
    // Profile, Kontak, Akun and Migrasi for a student; the ppk role's only page (its Akun section).
    {
      name: AUTH_SCREEN_MSG.profileTitle,
      layout: '/user',
      path: 'profile',
      icon: 'user-profile',
      roles: ['mahasiswa', 'ppk'],
      page: studentPage(() => import('./profil-page')),
    },
  ],
};
