/**
 * The authenticity domain: the public verification page of a printed SKPI, /verifikasi/{code}
 * (anyone may check a paper SKPI), which the document's QR code and printed address open. Its own folder,
 * apart from pages/verifikasi/ (the verifier's portfolio queue).
 */
import { PAGE_NAME_MSG } from '@shared/messages/page-names';
import type { DomainRoutes } from '@web/app/route-types';

export const KEASLIAN_ROUTES: DomainRoutes = {
  public: [{ name: PAGE_NAME_MSG.keaslian, path: '/verifikasi/:code', page: () => import('./keaslian-page') }],
};
