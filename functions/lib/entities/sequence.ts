/**
 * The numeric id sequences: one atomic counter per entity (`fakultas`, `prodi`, `rubrik`, ...; and
 * `kredensial-status`, the status indexes given to printed documents), `PK = COUNTER, SK = <name>`,
 * moved by functions/lib/sequence.ts. Master data uses the numeric ids these give; users an immutable ULID.
 */
import type { Key } from './key';

export const sequenceKeys = {
  counter: (name: string): Key => ({ PK: 'COUNTER', SK: name }),
} as const;
