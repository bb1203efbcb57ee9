/** The mahasiswa domain's pages (area `mahasiswa` of the API): the student's own portfolios and records. */
import { DASHBOARD_TEXT, SKPI_SCREEN } from '@shared/messages';
import type { DomainRoutes } from '@web/app/route-types';
import { studentPage } from '@web/app/student-page';

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
      name: SKPI_SCREEN.pageTitle,
      layout: '/user',
      path: 'skpi',
      icon: 'file',
      page: studentPage(() => import('./skpi-page')),
    },
  ],
};
