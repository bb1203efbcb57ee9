/**
 * A student's SKPI request (`USER#<ulid>` / `SKPI#REQUEST`: `is_downloaded` 0 waiting / 1 accepted,
 * `path` of the uploaded SKPI; absent = none; functions/domain/skpi/repo.ts; while it waits, every
 * portfolio write of the student checks it) and the stage's seal certificate chain (`SEGEL` /
 * `SERTIFIKAT`: `pem`, `sendiri`, `sidik_jari_sha256`; functions/domain/skpi/segel/repo.ts).
 */
import type { Key } from './key';

export const skpiKeys = {
  skpiRequest: (userId: string): Key => ({ PK: `USER#${userId}`, SK: 'SKPI#REQUEST' }),
  /**
   * The stage's seal certificate chain (PEM, seal certificate first, then the CA certificates) and
   * whether it is self-issued: one item, installed by `npm run segel:install` or made by the first seal.
   */
  segelSertifikat: (): Key => ({ PK: 'SEGEL', SK: 'SERTIFIKAT' }),
} as const;

/** 0 waiting (Menunggu), 1 accepted (Diterima). */
export type SkpiRequestState = 0 | 1;

export interface SkpiRequestItem {
  type: 'skpi-request';
  user_id: string;
  is_downloaded: SkpiRequestState;
  /** Object key of the SKPI the student uploaded (documents bucket), or null. */
  path: string | null;
  requested_at: string;
  version: number;
}

export interface SegelSertifikatItem {
  type: 'segel-sertifikat';
  /** PEM: the seal certificate first, then each issuing CA certificate up to (optionally) the root. */
  pem: string;
  /** True for the certificate the seal key made for itself (no certification authority vouches for it). */
  sendiri: boolean;
  /** SHA-256 of the seal certificate's DER, lowercase hex. */
  sidik_jari_sha256: string;
  dipasang_at: string;
  version: number;
}
