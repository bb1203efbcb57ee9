/** Portfolio category and rubric management (/admin/manajemen-rubrik). */
import { RUBRIK_SCREEN_MSG } from '@shared/messages';
import type { DomainRoutes } from '@web/app/route-types';

export const RUBRIK_ROUTES: DomainRoutes = {
  area: [
    {
      name: RUBRIK_SCREEN_MSG.pageTitle,
      layout: '/admin',
      path: 'manajemen-rubrik',
      icon: 'list-view',
      roles: ['admin jurusan', 'super admin'],
      page: () => import('./rubrik-page'),
    },
  ],
};
