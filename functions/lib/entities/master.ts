/**
 * Master data: the university (singleton `UNIVERSITAS`: names, accreditation, rector, the SKPI
 * number format `format_nomor_skpi`, `logo_universitas`, `profil_publik_bawaan`), faculties
 * (`FAKULTAS#<id>`, GSI1 `FAKULTAS` / `ID#<id>`; `kode_fakultas` unique by its guard
 * `KODEFAKULTAS#<KODE>`, whose `owner` is the faculty's id) and study programs (`PRODI#<id>`,
 * GSI1 `PRODI` / `ID#<id>`, GSI2 `FAKULTAS#<f>#PRODI` / `ID#<id>`). Writer: functions/domain/master/repo.ts.
 */
import { item, type Key } from './key';

export const masterKeys = {
  universitas: (): Key => ({ PK: 'UNIVERSITAS', SK: 'UNIVERSITAS' }),
  fakultas: (id: number) => item('FAKULTAS', id),
  /** Unique constraint: a faculty's code (`kode_fakultas`, upper case); attribute `owner`: the faculty's id. */
  kodeFakultas: (kode: string): Key => ({ PK: `KODEFAKULTAS#${kode.toUpperCase()}`, SK: 'KODEFAKULTAS' }),
  /** GSI1: all faculties. */
  fakultasList: () => 'FAKULTAS',
  prodi: (id: number) => item('PRODI', id),
  /** GSI1: all study programs; GSI2: the programs of a faculty. */
  prodiList: () => 'PRODI',
  prodiByFakultas: (idFakultas: number) => `FAKULTAS#${idFakultas}#PRODI`,
} as const;
