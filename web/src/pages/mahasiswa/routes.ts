/** The student area's pages (layout /user, area `mahasiswa` of the API), in menu order. */
import { AUTH_TEXT, DASHBOARD_TEXT, PORTOFOLIO_TEXT, SKPI_SCREEN } from '@shared/messages';
import type { DomainRoutes } from '@web/app/route-types';
import { studentPage } from '@web/pages/auth/student-page';

export const MAHASISWA_ROUTES: DomainRoutes = {
  area: [
    {
      name: DASHBOARD_TEXT.pageTitle,
      layout: '/user',
      path: 'dashboard',
      icon: 'grid-view',
      page: studentPage(() => import('./dashboard-page')),
    },
    {
      name: PORTOFOLIO_TEXT.pageTitle,
      layout: '/user',
      path: 'portofolio',
      icon: 'folder',
      page: studentPage(() => import('./portofolio-page')),
    },
    {
      name: SKPI_SCREEN.pageTitle,
      layout: '/user',
      path: 'skpi',
      icon: 'file',
      page: studentPage(() => import('./skpi-page')),
    },
    // Profile, Kontak, Akun and Migrasi for a student; the ppk role's only page (its Akun section).
    {
      name: AUTH_TEXT.profileTitle,
      layout: '/user',
      path: 'profile',
      icon: 'user-profile',
      roles: ['mahasiswa', 'ppk'],
      page: studentPage(() => import('./profil-page')),
    },
  ],
};
