/**
 * The one-time token of an e-mailed link (activation, password reset, new e-mail address), which
 * rides in the URL fragment (shared/domain/link-pages.ts): read once when the page opens, then
 * taken off the address bar at once (a replaced history entry, through the router), so it stays in
 * no history entry, bookmark or copied address. The page keeps it in memory and sends it to the API
 * in the body of its call.
 */
import { tokenOfFragment } from '@shared/domain/link-pages';
import { useLayoutEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/** The link's token (null when the address holds none: opened again, or typed). */
export function useLinkToken(): string | null {
  const location = useLocation();
  const navigate = useNavigate();
  const [token] = useState(() => tokenOfFragment(location.hash));
  useLayoutEffect(() => {
    if (location.hash) navigate({ pathname: location.pathname, search: location.search }, { replace: true, preventScrollReset: true });
  }, [location.hash, location.pathname, location.search, navigate]);
  return token;
}
