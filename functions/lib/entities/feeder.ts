/**
 * The Neo Feeder sync's key formats (docs/data-model.md "Neo Feeder sync"): the connection, the
 * one-sync-at-a-time lock, a registration's link to its student, and a sync's plan rows beside
 * its job item (`keys.job`). The user item keeps its own keys (functions/lib/keys.ts).
 */
import { type Key, pad } from './key';

export const feederKeys = {
  /** The university's connection (base URL, username, whether a password is stored, nightly switch, last sync). */
  connection: (): Key => ({ PK: 'FEEDER', SK: 'CONNECTION' }),
  /** The sync under way or waiting (attribute `jobId`): held from the start until the job ends, so a second start is refused. */
  lock: (): Key => ({ PK: 'FEEDER', SK: 'LOCK' }),
  /** GSI2: every sync job, by creation time (the history). */
  syncList: () => 'FEEDER#SYNC',
  /** Unique constraint: a Feeder registration (`id_registrasi_mahasiswa`) linked to one student (attribute `userId`). */
  registrasi: (idRegistrasi: string): Key => ({ PK: `FEEDERREG#${idRegistrasi.toLowerCase()}`, SK: 'FEEDERREG' }),
  /** A sync's plan rows: one partition per job. */
  planPartition: (jobId: string) => `FEEDERPLAN#${jobId}`,
  /** A plan row: its kind and its number within the kind (1-based), so a page is one key range. */
  planRow: (jobId: string, jenis: string, seq: number): Key => ({ PK: `FEEDERPLAN#${jobId}`, SK: `${jenis}#${pad(seq, 8)}` }),
  /** The first and last sort keys of a page of one kind's rows. */
  planPage: (jenis: string, first: number, last: number): readonly [string, string] => [`${jenis}#${pad(first, 8)}`, `${jenis}#${pad(last, 8)}`],
  /** A registration the plan creates (its `baru` row's number), for the graduation step that follows. */
  planNew: (jobId: string, idRegistrasi: string): Key => ({ PK: `FEEDERPLAN#${jobId}`, SK: `NEW#${idRegistrasi.toLowerCase()}` }),
} as const;
