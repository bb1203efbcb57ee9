/**
 * Route guards. On failure the landing page is shown; an expired token is deleted (by the session,
 * on read and on expiry).
 */

import type { Role } from '@shared/api/contract';
import { GENERAL_MSG } from '@shared/messages/common';
import { type ReactNode, useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { AUTO_HIDE_MS, type NoticeType, notify } from './notifications';
import { hasRole } from './roles';
import { useSession } from './session';

/** Replaces the location (no history entry) and tells why with a notice, once, for as long as the landing flow keeps its notices. */
export function RedirectWithNotice({ to, type, text }: { to: string; type?: NoticeType; text?: string }) {
  const navigate = useNavigate();
  useEffect(() => {
    if (text)
      notify[type === 'error' ? 'error' : type === 'success' ? 'success' : 'warning'](text, { id: 'route-guard', autoHideMs: AUTO_HIDE_MS.landing });
    navigate(to, { replace: true });
  }, [navigate, to, type, text]);
  return null;
}

/** Shows the children only to a signed-in user holding one of the roles (case-insensitive). */
export function RequireRoles({ roles, children }: { roles: readonly Role[]; children: ReactNode }) {
  const { claims, ended } = useSession();
  if (!claims) {
    // A deliberate sign-out goes home quietly; the other cases say why.
    const text = ended === 'signed-out' ? undefined : ended === 'expired' ? GENERAL_MSG.sessionExpired : GENERAL_MSG.notSignedIn;
    return <RedirectWithNotice to="/" text={text} />;
  }
  if (!hasRole(claims.role, roles)) return <RedirectWithNotice to="/" text={GENERAL_MSG.forbidden} />;
  return children;
}

/**
 * A page that needs some state of the browser, decided by a hook (e.g. /otp needs a valid
 * pending login, built by the auth area): without it, the landing page is shown.
 */
export function RequireState({ useAllowed, children }: { useAllowed: () => boolean; children: ReactNode }) {
  const allowed = useAllowed();
  if (!allowed) return <RedirectWithNotice to="/" />;
  return children;
}
