/** Portfolio category and rubric management (/admin/manajemen-rubrik). */
import { PAGE_NAME_MSG } from '@shared/messages/page-names';
import type { DomainRoutes } from '@web/app/route-types';

export const RUBRIK_ROUTES: DomainRoutes = {
  area: [
    {
      name: PAGE_NAME_MSG.rubrik,
      layout: '/admin',
      path: 'manajemen-rubrik',
      icon: 'list-view',
      roles: ['admin jurusan', 'super admin'],
      page: () => import('./rubrik-page'),
    },
  ],
};
