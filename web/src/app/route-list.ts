/**
 * THE route list of the web app, gathered from each domain's `pages/<domain>/routes.ts`. The
 * router, the side navigation, the top bar, the page titles and breadcrumbs are all built from
 * it. Adding a page is one entry in its domain's routes.ts:
 *
 *   { name: MSG.x, layout: '/user', path: 'portofolio', icon: 'folder',
 *     page: studentPage(() => import('./portofolio-page')) },
 *
 * A new domain adds its routes.ts to DOMAINS. The shell imports nothing else from pages/ but
 * lazily: a routes.ts holds only data and lazy imports. Only the router imports this list; the
 * layouts get what they need of it from the router (tests/unit/web-import-graph.test.ts).
 */
import { AKUN_ROUTES } from '@web/pages/akun/routes';
import { AUDIT_ROUTES } from '@web/pages/audit/routes';
import { AUTH_ROUTES, SIGN_IN_PANEL } from '@web/pages/auth/routes';
import { CETAK_ROUTES } from '@web/pages/cetak/routes';
import { CPL_ROUTES } from '@web/pages/cpl/routes';
import { KEASLIAN_ROUTES } from '@web/pages/keaslian/routes';
import { MAHASISWA_ROUTES } from '@web/pages/mahasiswa/routes';
import { MANAJEMEN_ROUTES } from '@web/pages/manajemen/routes';
import { PENGESAHAN_ROUTES } from '@web/pages/pengesahan/routes';
import { PPK_ROUTES } from '@web/pages/ppk/routes';
import { NOT_FOUND_ROUTE, PUBLIC_INFO_ROUTES } from '@web/pages/public/routes';
import { RUBRIK_ROUTES } from '@web/pages/rubrik/routes';
import { SEARCH_ROUTES } from '@web/pages/search/routes';
import { STATISTIK_ROUTES } from '@web/pages/statistik/routes';
import { UNIVERSITAS_ROUTES } from '@web/pages/universitas/routes';
import { VERIFIKASI_ROUTES } from '@web/pages/verifikasi/routes';
import type { AreaRoute, DomainRoutes, PublicRoute } from './route-types';

export type { AreaPrefix, AreaRoute, DomainRoutes, PageModule, PublicRoute } from './route-types';

/** The domains in menu order: public pages, search, the SKPI verification page, accounts and sign-in, the student area, the admin dashboard, the admin's master data and people, verification, SKPI printing, the pimpinan's approvals, the audit log, own account settings. */
const DOMAINS: readonly DomainRoutes[] = [
  PUBLIC_INFO_ROUTES,
  SEARCH_ROUTES,
  KEASLIAN_ROUTES,
  AUTH_ROUTES,
  MAHASISWA_ROUTES,
  STATISTIK_ROUTES,
  UNIVERSITAS_ROUTES,
  MANAJEMEN_ROUTES,
  CPL_ROUTES,
  RUBRIK_ROUTES,
  PPK_ROUTES,
  VERIFIKASI_ROUTES,
  CETAK_ROUTES,
  PENGESAHAN_ROUTES,
  AUDIT_ROUTES,
  AKUN_ROUTES,
];

/** Pages of the public layout. */
export const PUBLIC_ROUTES: readonly PublicRoute[] = DOMAINS.flatMap((d) => d.public ?? []);

/** Unknown public paths; the sign-in form of the public header. */
export { NOT_FOUND_ROUTE, SIGN_IN_PANEL };

/** Pages of the signed-in areas (/user, /verifikator, /admin, /pimpinan), in side-navigation order. */
export const AREA_ROUTES: readonly AreaRoute[] = DOMAINS.flatMap((d) => d.area ?? []);
