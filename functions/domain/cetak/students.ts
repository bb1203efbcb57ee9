/**
 * What the print list reads of other domains: the one student list (functions/domain/users/list.ts)
 * and the programs of the master data.
 */
import { masterRepo } from '@functions/domain/master/repo';
import { studentList } from '@functions/domain/users/list';

export const cetakReads = {
  /** The students to print. */
  listStudents: (
    programs: readonly number[] | null,
    f: { angkatan: number | undefined; keyword: string | undefined; is_graduated: boolean | undefined },
  ) => studentList.all({ programs, ...f }),

  /** The programs of a faculty (their ids). */
  async prodiIdsOfFakultas(idFakultas: number): Promise<number[]> {
    return (await masterRepo.listProdiOfFakultas(idFakultas)).map((p) => p.id_prodi);
  },

  async prodiNames(): Promise<Map<number, string>> {
    return new Map((await masterRepo.listProdi()).map((p) => [p.id_prodi, p.nama_prodi]));
  },
};
