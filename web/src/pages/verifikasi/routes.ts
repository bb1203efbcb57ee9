/**
 * The portfolio verification page (/admin/portofolio, /verifikator): one page in two areas. The
 * verifier area's home is 'portofolio', so /verifikator leads here. Its icon is an opened document
 * (a check mark read as 'done', not as 'to examine').
 */
import { VERIFIKASI_SCREEN_MSG } from '@shared/messages';
import type { DomainRoutes } from '@web/app/route-types';

const page = () => import('./verifikasi-page');

export const VERIFIKASI_ROUTES: DomainRoutes = {
  area: [
    { name: VERIFIKASI_SCREEN_MSG.pageTitle, layout: '/verifikator', path: 'portofolio', icon: 'file-open', roles: ['verifikator'], page },
    { name: VERIFIKASI_SCREEN_MSG.pageTitle, layout: '/admin', path: 'portofolio', icon: 'file-open', roles: ['admin jurusan', 'super admin'], page },
  ],
};
