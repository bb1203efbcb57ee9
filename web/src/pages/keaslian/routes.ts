/**
 * The authenticity domain: the public verification page of a printed SKPI, /verifikasi/{code}
 * (anyone may check a paper SKPI), which the document's QR code and printed address open. Its own folder,
 * apart from pages/verifikasi/ (the verifier's portfolio queue).
 */
import { KEASLIAN_MSG } from '@shared/messages/keaslian';
import type { DomainRoutes } from '@web/app/route-types';

export const KEASLIAN_ROUTES: DomainRoutes = {
  public: [{ name: KEASLIAN_MSG.title, path: '/verifikasi/:code', page: () => import('./keaslian-page') }],
};
