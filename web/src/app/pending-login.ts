/**
 * The pending login between the password and the OTP: what the page keeps is only the NIM as typed,
 * the server's message and the expiry (30 minutes); the credentials themselves stay on the server
 * side of an HttpOnly ticket. Expired records are removed.
 */
export const PENDING_STORAGE_KEY = 'skpi.pending-login';

export interface PendingLogin {
  nim: string;
  message: string;
  /** Seconds since the epoch. */
  expires_at: number;
}

type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const defaultStore = (): Store => window.localStorage;

export function readPendingLogin(store: Store = defaultStore(), nowMs = Date.now()): PendingLogin | null {
  let value: unknown;
  try {
    value = JSON.parse(store.getItem(PENDING_STORAGE_KEY) ?? 'null');
  } catch {
    value = null;
  }
  const v = value as Partial<PendingLogin> | null;
  const valid = !!v && typeof v.nim === 'string' && typeof v.message === 'string' && typeof v.expires_at === 'number' && v.expires_at * 1000 > nowMs;
  if (!valid) {
    if (value !== null) store.removeItem(PENDING_STORAGE_KEY);
    return null;
  }
  return { nim: v.nim as string, message: v.message as string, expires_at: v.expires_at as number };
}

export function storePendingLogin(pending: PendingLogin, store: Store = defaultStore()): void {
  store.setItem(PENDING_STORAGE_KEY, JSON.stringify({ nim: pending.nim, message: pending.message, expires_at: pending.expires_at }));
}

export function clearPendingLogin(store: Store = defaultStore()): void {
  store.removeItem(PENDING_STORAGE_KEY);
}

/** The /otp guard: a valid pending login exists. */
export function useHasPendingLogin(): boolean {
  return readPendingLogin() !== null;
}
