/** The auth domain's pages (area `auth` of the API): register, activation, OTP, forgotten password. */
import { SSO_RETURN_PATH } from '@shared/api/sso';
import { AUTH_TEXT } from '@shared/messages';
import { useHasPendingLogin } from '@web/app/pending-login';
import type { DomainRoutes } from '@web/app/route-types';

export const AUTH_ROUTES: DomainRoutes = {
  public: [
    { name: AUTH_TEXT.registerTitle, path: '/register', page: () => import('./register-page') },
    { name: AUTH_TEXT.activationTitle, path: '/activation/:token', page: () => import('./activation-page') },
    { name: AUTH_TEXT.otpTitle, path: '/otp', page: () => import('./otp-page'), useGuard: useHasPendingLogin },
    { name: AUTH_TEXT.ssoTitle, path: SSO_RETURN_PATH, page: () => import('./sso-return-page') },
    { name: AUTH_TEXT.forgotTitle, path: '/forgot-password', page: () => import('./forgot-password-page') },
    { name: AUTH_TEXT.resetTitle, path: '/forgot-password/:token', page: () => import('./reset-password-page') },
    { name: AUTH_TEXT.emailConfirmTitle, path: '/akun/email/:token', page: () => import('./email-confirm-page') },
  ],
};

/** The sign-in form of the public header's popover: the shell shows it outside a route, loaded lazily like the pages. */
export const SIGN_IN_PANEL = () => import('./sign-in-panel');
