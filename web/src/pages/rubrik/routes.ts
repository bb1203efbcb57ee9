/** Portfolio category and rubric management (/admin/manajemen-rubrik). */
import { RUBRIK_TEXT } from '@shared/messages';
import type { DomainRoutes } from '@web/app/route-types';

export const RUBRIK_ROUTES: DomainRoutes = {
  area: [
    {
      name: RUBRIK_TEXT.pageTitle,
      layout: '/admin',
      path: 'manajemen-rubrik',
      icon: 'list-view',
      roles: ['admin jurusan', 'super admin'],
      page: () => import('./rubrik-page'),
    },
  ],
};
