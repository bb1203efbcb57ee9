/**
 * The credentials' revocation status lists (functions/lib/status-list.ts): the sequence of status
 * indexes and each list's chunk items `KREDSTATUS#<list>` / `CHUNK#<c>` (`dicabut`, a number set),
 * written only by functions/lib/projections/dokumen.ts in the document's own transaction.
 */
import { type Key, pad } from './key';

export const kredensialKeys = {
  /** The counter of status indexes: each printed SKPI takes the next (`nextId`). */
  statusIndexSequence: () => 'kredensial-status',
  /** One of a list's chunk items: a number set `dicabut` of the list's revoked indexes (ADD, DELETE). */
  statusListChunk: (list: number, chunk: number): Key => ({ PK: `KREDSTATUS#${pad(list, 4)}`, SK: `CHUNK#${pad(chunk, 2)}` }),
  /** A list's partition: one Query reads all its chunks. */
  statusListPartition: (list: number) => `KREDSTATUS#${pad(list, 4)}`,
} as const;
