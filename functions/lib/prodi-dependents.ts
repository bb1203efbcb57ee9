/**
 * What still hangs off a study program, read before the program is deleted: its students (the
 * counters), rubrics, CPL areas and admins jurusan. The master data sits under every other domain
 * (rubrics, CPL, people all name a program), so these reads live here, on the keys of those
 * domains' list indexes, rather than the master domain importing them back.
 */
import { cplKeys } from './entities/cpl';
import { rubrikKeys } from './entities/rubrik';
import { userKeys } from './entities/users';
import { statistikRepo } from './projections/reads';
import { queryAll } from './table';

/** The students, rubrics and CPL areas of a program (a program with any is not deleted). */
export async function prodiDependents(idProdi: number): Promise<{ mahasiswa: number; rubrik: number; bidang_cpl: number }> {
  const [counters, rubrik, bidangCpl] = await Promise.all([
    statistikRepo.prodiCounters(idProdi),
    queryAll<{ id_rubrik: number }>({ index: 'GSI2', pk: rubrikKeys.rubrikByProdi(idProdi), ProjectionExpression: 'id_rubrik' }),
    queryAll<{ PK: string }>({ index: 'GSI1', pk: cplKeys.bidangCplByProdi(idProdi), ProjectionExpression: 'PK' }),
  ]);
  return { mahasiswa: Math.max(0, counters.total_mahasiswa ?? 0), rubrik: rubrik.length, bidang_cpl: bidangCpl.length };
}

/** The admins jurusan of a program, by NIM (they would be left signed in to a program that no longer exists). */
export const prodiStaff = (idProdi: number) =>
  queryAll<{ nim: string; nama: string }>({ index: 'GSI1', pk: userKeys.usersByRoleProdi('admin jurusan', idProdi) });
