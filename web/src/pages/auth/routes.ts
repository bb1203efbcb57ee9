/**
 * The auth domain's pages (area `auth` of the API): register, activation, OTP, forgotten password,
 * and the pages of the e-mailed links (their old path form too).
 */
import { SSO_RETURN_PATH } from '@shared/domain/app-pages';
import { LINK_PAGES } from '@shared/domain/link-pages';
import { PAGE_NAME_MSG } from '@shared/messages/page-names';
import { useHasPendingLogin } from '@web/app/pending-login';
import type { DomainRoutes } from '@web/app/route-types';

/** A link of the old form (the token in the path): the same page in the fragment form. */
const oldLinkPage = () => import('./old-link-page');

export const AUTH_ROUTES: DomainRoutes = {
  public: [
    { name: PAGE_NAME_MSG.register, path: '/register', page: () => import('./register-page') },
    { name: PAGE_NAME_MSG.activation, path: LINK_PAGES.activation.path, page: () => import('./activation-page') },
    { name: PAGE_NAME_MSG.activation, path: `${LINK_PAGES.activation.oldPrefix}:token`, page: oldLinkPage },
    { name: PAGE_NAME_MSG.otp, path: '/otp', page: () => import('./otp-page'), useGuard: useHasPendingLogin },
    { name: PAGE_NAME_MSG.sso, path: SSO_RETURN_PATH, page: () => import('./sso-return-page') },
    { name: PAGE_NAME_MSG.forgotPassword, path: '/forgot-password', page: () => import('./forgot-password-page') },
    { name: PAGE_NAME_MSG.resetPassword, path: LINK_PAGES.reset.path, page: () => import('./reset-password-page') },
    { name: PAGE_NAME_MSG.resetPassword, path: `${LINK_PAGES.reset.oldPrefix}:token`, page: oldLinkPage },
    { name: PAGE_NAME_MSG.emailConfirm, path: LINK_PAGES.emailConfirm.path, page: () => import('./email-confirm-page') },
    { name: PAGE_NAME_MSG.emailConfirm, path: `${LINK_PAGES.emailConfirm.oldPrefix}:token`, page: oldLinkPage },
  ],
};

/** The sign-in form of the public header's popover: the shell shows it outside a route, loaded lazily like the pages. */
export const SIGN_IN_PANEL = () => import('./sign-in-panel');
