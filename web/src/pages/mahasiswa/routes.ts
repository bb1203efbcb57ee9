/** The mahasiswa domain's pages (area `mahasiswa` of the API): the student's own portfolios and records. */
import { PORTOFOLIO_TEXT } from '@shared/messages';
import type { DomainRoutes } from '@web/app/route-types';
import { studentPage } from '@web/app/student-page';

export const MAHASISWA_ROUTES: DomainRoutes = {
  area: [
    {
      name: PORTOFOLIO_TEXT.pageTitle,
      layout: '/user',
      path: 'portofolio',
      icon: 'folder',
      page: studentPage(() => import('./portofolio-page')),
    },
  ],
};
