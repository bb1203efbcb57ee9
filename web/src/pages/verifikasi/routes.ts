/**
 * The portfolio verification page (/admin/portofolio, /verifikator): one page in two areas. The
 * verifier area's home is 'portofolio', so /verifikator leads here. Its icon is an opened document
 * (a check mark read as 'done', not as 'to examine').
 */
import { PAGE_NAME_MSG } from '@shared/messages/page-names';
import type { DomainRoutes } from '@web/app/route-types';

const page = () => import('./verifikasi-page');

export const VERIFIKASI_ROUTES: DomainRoutes = {
  area: [
    { name: PAGE_NAME_MSG.verifikasi, layout: '/verifikator', path: 'portofolio', icon: 'file-open', roles: ['verifikator'], page },
    { name: PAGE_NAME_MSG.verifikasi, layout: '/admin', path: 'portofolio', icon: 'file-open', roles: ['admin jurusan', 'super admin'], page },
  ],
};
