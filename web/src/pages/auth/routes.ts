/**
 * The auth domain's pages (area `auth` of the API): register, activation, OTP, forgotten password,
 * and the pages of the e-mailed links (their old path form too).
 */
import { SSO_RETURN_PATH } from '@shared/domain/app-pages';
import { LINK_PAGES } from '@shared/domain/link-pages';
import { AUTH_SCREEN_MSG } from '@shared/messages';
import { useHasPendingLogin } from '@web/app/pending-login';
import type { DomainRoutes } from '@web/app/route-types';

/** A link of the old form (the token in the path): the same page in the fragment form. */
const oldLinkPage = () => import('./old-link-page');

export const AUTH_ROUTES: DomainRoutes = {
  public: [
    { name: AUTH_SCREEN_MSG.registerTitle, path: '/register', page: () => import('./register-page') },
    { name: AUTH_SCREEN_MSG.activationTitle, path: LINK_PAGES.activation.path, page: () => import('./activation-page') },
    { name: AUTH_SCREEN_MSG.activationTitle, path: `${LINK_PAGES.activation.oldPrefix}:token`, page: oldLinkPage },
    { name: AUTH_SCREEN_MSG.otpTitle, path: '/otp', page: () => import('./otp-page'), useGuard: useHasPendingLogin },
    { name: AUTH_SCREEN_MSG.ssoTitle, path: SSO_RETURN_PATH, page: () => import('./sso-return-page') },
    { name: AUTH_SCREEN_MSG.forgotTitle, path: '/forgot-password', page: () => import('./forgot-password-page') },
    { name: AUTH_SCREEN_MSG.resetTitle, path: LINK_PAGES.reset.path, page: () => import('./reset-password-page') },
    { name: AUTH_SCREEN_MSG.resetTitle, path: `${LINK_PAGES.reset.oldPrefix}:token`, page: oldLinkPage },
    { name: AUTH_SCREEN_MSG.emailConfirmTitle, path: LINK_PAGES.emailConfirm.path, page: () => import('./email-confirm-page') },
    { name: AUTH_SCREEN_MSG.emailConfirmTitle, path: `${LINK_PAGES.emailConfirm.oldPrefix}:token`, page: oldLinkPage },
  ],
};

/** The sign-in form of the public header's popover: the shell shows it outside a route, loaded lazily like the pages. */
export const SIGN_IN_PANEL = () => import('./sign-in-panel');
