/**
 * Session state of the UI: `useSession()` gives the claims and signIn/signOut. The token is
 * an HttpOnly cookie; signing out asks the server to clear it through the `logout` call
 * given to the provider (the auth area's logout route), then forgets the claims.
 */

import { onUnauthorized } from '@web/api/client';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { isExpired, readStoredClaims, removeClaims, SESSION_STORAGE_KEY, type SessionClaims, storeClaims } from './claims';
import { adoptAccountLanguage } from './language-switch';

/** Why there are no claims: never signed in, the token expired (or was revoked), or signed out. */
export type SessionEnd = 'none' | 'expired' | 'signed-out';

export interface SessionValue {
  claims: SessionClaims | null;
  ended: SessionEnd;
  /** Keeps the claims; `destination`: the page the sign-in leads to (loaded in the account's language when it differs). */
  signIn(claims: SessionClaims, destination: string): void;
  /** Calls the logout API (when given), then removes the claims, even when the call fails. */
  signOut(): Promise<void>;
}

const SessionContext = createContext<SessionValue | null>(null);

/** setTimeout's longest delay (about 24.8 days). */
const MAX_DELAY_MS = 2_147_483_647;

interface State {
  claims: SessionClaims | null;
  ended: SessionEnd;
}

function initialState(storage: Storage): State {
  const stored = readStoredClaims(storage);
  return { claims: stored.claims, ended: stored.expired ? 'expired' : 'none' };
}

export function SessionProvider({
  children,
  logout,
  storage = window.localStorage,
}: {
  children: ReactNode;
  /** The logout call of the API (clears the session cookie). */
  logout?: () => Promise<unknown>;
  storage?: Storage;
}) {
  const [state, setState] = useState<State>(() => initialState(storage));

  const expire = useCallback(() => {
    removeClaims(storage);
    setState((s) => (s.claims ? { claims: null, ended: 'expired' } : s));
  }, [storage]);

  // Forget the claims when the token expires while the app is open.
  useEffect(() => {
    if (!state.claims) return;
    const delay = state.claims.exp * 1000 - Date.now();
    if (delay <= 0) {
      expire();
      return;
    }
    const timer = setTimeout(expire, Math.min(delay, MAX_DELAY_MS));
    return () => clearTimeout(timer);
  }, [state.claims, expire]);

  // A 401 from the API means the cookie is gone or revoked.
  useEffect(() => onUnauthorized(expire), [expire]);

  // Another tab signed in or out.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== SESSION_STORAGE_KEY && event.key !== null) return;
      const stored = readStoredClaims(storage);
      setState({ claims: stored.claims, ended: stored.claims ? 'none' : stored.expired ? 'expired' : 'signed-out' });
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [storage]);

  const signIn = useCallback(
    (claims: SessionClaims, destination: string) => {
      if (isExpired(claims)) {
        expire();
        return;
      }
      storeClaims(storage, claims);
      setState({ claims, ended: 'none' });
      // the account's language follows it to this browser, loading the page the sign-in leads to
      // in it; a failure leaves the page's own
      adoptAccountLanguage(destination).catch(() => undefined);
    },
    [storage, expire],
  );

  const signOut = useCallback(async () => {
    try {
      await logout?.();
    } finally {
      removeClaims(storage);
      setState({ claims: null, ended: 'signed-out' });
    }
  }, [logout, storage]);

  const value = useMemo<SessionValue>(() => ({ ...state, signIn, signOut }), [state, signIn, signOut]);
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession needs a SessionProvider');
  return value;
}
