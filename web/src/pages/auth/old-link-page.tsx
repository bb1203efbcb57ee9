/**
 * A link mailed before the tokens moved into the fragment (`/forgot-password/<token>`,
 * `/activation/<token>`, `/akun/email/<token>`): it opens the same page in the new form, replacing
 * the address at once, and that page then takes the token off the address bar
 * (shared/domain/link-pages.ts). So a link still in a mailbox works for the rest of its life.
 */
import { newFormOfOldLink } from '@shared/domain/link-pages';
import { Navigate, useLocation } from 'react-router-dom';

export default function OldLinkPage() {
  const { pathname } = useLocation();
  return <Navigate to={newFormOfOldLink(pathname) ?? '/'} replace />;
}
