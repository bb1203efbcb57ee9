/**
 * What the print list reads of other domains: the one student list (functions/domain/users/list.ts),
 * the programs of the master data, and whether each student meets their program's rubrics (the
 * SKPI request's rule, shared/domain/checklist.ts through capaianOf, on the verified points the
 * projections keep in STAT#POIN: the same inputs as the dashboard's achievement counters).
 */
import { masterRepo } from '@functions/domain/master/repo';
import { type StudentFilter, type StudentListItem, studentList } from '@functions/domain/users/list';
import { capaianRules } from '@functions/lib/projections/capaian-state';
import { statistikRepo } from '@functions/lib/projections/reads';
import { type CapaianRules, capaianOf } from '@shared/domain/capaian';
import type { JobRequest } from './job';

/** The print list's filters the student list applies. */
export type PrintFilter = Pick<StudentFilter, 'angkatan' | 'keyword' | 'is_graduated' | 'dicetak'>;

export const cetakReads = {
  /**
   * The students a bulk job prints, in the list's order (by NIM): their ids (a program's list is
   * read with only the list's attributes; the chunk reads each student whole just before printing).
   */
  async studentsOfJob(request: JobRequest): Promise<string[]> {
    if (request.kind === 'nim') return request.user_ids;
    const listed = await cetakReads.listStudents([request.id_prodi], {
      angkatan: request.tahun_masuk,
      keyword: undefined,
      is_graduated: request.lulus,
    });
    return listed.map((u) => u.id);
  },

  /** The students to print. */
  listStudents: (programs: readonly number[] | null, f: PrintFilter) => studentList.all({ programs, ...f }),

  /** One page of the students to print and how many the list holds (the student list's page: counted lists read only their page). */
  pageStudents: (programs: readonly number[] | null, f: PrintFilter, page: number, perPage: number) =>
    studentList.page({ programs, ...f }, page, perPage),

  /** The programs of a faculty (their ids). */
  async prodiIdsOfFakultas(idFakultas: number): Promise<number[]> {
    return (await masterRepo.listProdiOfFakultas(idFakultas)).map((p) => p.id_prodi);
  },

  async prodiNames(): Promise<Map<number, string>> {
    return new Map((await masterRepo.listProdi()).map((p) => [p.id_prodi, p.nama_prodi]));
  },

  /**
   * Whether each student meets every rubric of their program, by user id: their points (one batch
   * read) under their program's rules (read once per program). A student without a program has no
   * rubric to meet, as the request rule says.
   */
  async rubricStates(students: readonly Pick<StudentListItem, 'id' | 'id_prodi'>[]): Promise<Map<string, boolean>> {
    if (students.length === 0) return new Map();
    const programs = [...new Set(students.map((s) => s.id_prodi).filter((p): p is number => p !== null))];
    const [poin, rules] = await Promise.all([
      statistikRepo.poinOfUsers(students.map((s) => s.id)),
      Promise.all(programs.map(async (p) => [p, await capaianRules(p)] as const)).then((r) => new Map<number, CapaianRules>(r)),
    ]);
    return new Map(students.map((s) => [s.id, capaianOf(s.id_prodi === null ? [] : (rules.get(s.id_prodi) ?? []), poin.get(s.id) ?? {}).skp]));
  },
};
