/** The SKPI printing page (/admin/cetak-skpi): admin jurusan and super admin. */
import { PENGESAHAN_PAGES } from '@shared/domain/app-pages';
import { CETAK_SCREEN_MSG } from '@shared/messages';
import type { DomainRoutes } from '@web/app/route-types';

export const CETAK_ROUTES: DomainRoutes = {
  area: [
    {
      name: CETAK_SCREEN_MSG.title,
      layout: PENGESAHAN_PAGES.admin.layout,
      path: PENGESAHAN_PAGES.admin.path,
      icon: 'file',
      roles: ['admin jurusan', 'super admin'],
      page: () => import('./cetak-page'),
    },
  ],
};
