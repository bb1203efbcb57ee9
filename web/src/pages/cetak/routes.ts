/** The SKPI printing page (/admin/cetak-skpi): admin jurusan and super admin. */
import { PENGESAHAN_PAGES } from '@shared/domain/app-pages';
import { PAGE_NAME_MSG } from '@shared/messages/page-names';
import type { DomainRoutes } from '@web/app/route-types';

export const CETAK_ROUTES: DomainRoutes = {
  area: [
    {
      name: PAGE_NAME_MSG.cetak,
      layout: PENGESAHAN_PAGES.admin.layout,
      path: PENGESAHAN_PAGES.admin.path,
      icon: 'file',
      roles: ['admin jurusan', 'super admin'],
      page: () => import('./cetak-page'),
    },
  ],
};
