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
