/**
 * The session as the UI knows it: only the claims {role, nim, id_prodi, exp} of the signed
 * token, which itself stays in an HttpOnly cookie. Kept in localStorage for the route guards;
 * expiry is read from `exp` (seconds). Pure functions, unit-tested.
 */
export const SESSION_STORAGE_KEY = 'skpi.session';

export interface SessionClaims {
  role: string;
  nim: string;
  id_prodi: number | null;
  /** Expiry, seconds since the epoch. */
  exp: number;
}

type ClaimsStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** The claims when the value has their shape, else null. */
export function parseClaims(value: unknown): SessionClaims | null {
  if (value === null || typeof value !== 'object') return null;
  const v = value as Record<string, unknown>;
  if (typeof v.role !== 'string' || v.role.trim() === '') return null;
  if (typeof v.nim !== 'string') return null;
  if (typeof v.exp !== 'number' || !Number.isFinite(v.exp)) return null;
  const idProdi = v.id_prodi;
  if (idProdi !== null && idProdi !== undefined && typeof idProdi !== 'number') return null;
  return { role: v.role, nim: v.nim, id_prodi: idProdi ?? null, exp: v.exp };
}

export function isExpired(claims: SessionClaims, nowMs: number = Date.now()): boolean {
  return claims.exp * 1000 <= nowMs;
}

export interface StoredSession {
  claims: SessionClaims | null;
  /** True when expired claims were found (and removed). */
  expired: boolean;
}

/** Reads the stored claims; expired or malformed ones are removed. */
export function readStoredClaims(storage: ClaimsStorage, nowMs: number = Date.now()): StoredSession {
  let raw: string | null;
  try {
    raw = storage.getItem(SESSION_STORAGE_KEY);
  } catch {
    return { claims: null, expired: false };
  }
  if (raw === null) return { claims: null, expired: false };
  let claims: SessionClaims | null = null;
  try {
    claims = parseClaims(JSON.parse(raw));
  } catch {
    claims = null;
  }
  if (claims && !isExpired(claims, nowMs)) return { claims, expired: false };
  storage.removeItem(SESSION_STORAGE_KEY);
  return { claims: null, expired: claims !== null };
}

export function storeClaims(storage: ClaimsStorage, claims: SessionClaims): void {
  storage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ role: claims.role, nim: claims.nim, id_prodi: claims.id_prodi, exp: claims.exp }));
}

export function removeClaims(storage: ClaimsStorage): void {
  storage.removeItem(SESSION_STORAGE_KEY);
}
