/**
 * An independent recount of a program's achievement counters (docs/data-model.md "Counters"),
 * from the raw data only: the program's students (not graduated), each one's portfolios
 * (portofolioRepo.listOfUser: verified points per sub-rubric) and the program's rubrics, through
 * capaianOf. It reads neither the students' STAT#POIN nor functions/lib/projections/capaian-state.ts, so
 * the counters those keep are checked against something they did not compute.
 */

import { statistikKeys } from '@functions/lib/entities/statistik';
import { pointAtStack } from './auth-flow';
import { pollUntil } from './poll';

/** Non-zero counters only (a counter that went back to 0 and an absent one are the same). */
export const nonZero = (c: Record<string, number>) => Object.fromEntries(Object.entries(c).filter(([, v]) => v !== 0));

/** What the program's shards should hold: the sum over its active students of capaianCounters. */
export async function recountFromRaw(idProdi: number): Promise<Record<string, number>> {
  pointAtStack();
  const { usersRepo } = await import('@functions/domain/users/repo');
  const { portofolioRepo } = await import('@functions/domain/portofolio/repo');
  const { rubrikRepo } = await import('@functions/domain/rubrik/repo');
  const { capaianCounters, capaianOf } = await import('@shared/domain/capaian');
  const [rubrik, anak, listed] = await Promise.all([
    rubrikRepo.listRubrikOfProdi(idProdi),
    rubrikRepo.listAnakOfProdi(idProdi),
    usersRepo.listOfRoleProdi('mahasiswa', idProdi),
  ]);
  const rules = rubrik.map((r) => ({
    ...r,
    anak_rubrik: anak.filter((a) => a.id_rubrik === r.id_rubrik),
  }));
  const sums: Record<string, number> = {};
  for (const listedUser of listed) {
    const u = await usersRepo.getById(listedUser.id);
    if (!u || u.id_prodi !== idProdi || u.is_graduated === true) continue;
    const poin: Record<number, number> = {};
    for (const p of await portofolioRepo.listOfUser(u.id))
      if (p.id_status_portofolio === 2) poin[p.id_anak_rubrik] = (poin[p.id_anak_rubrik] ?? 0) + p.bobot_skp_portofolio;
    for (const [name, v] of Object.entries(capaianCounters(capaianOf(rules, poin)))) sums[name] = (sums[name] ?? 0) + v;
  }
  return nonZero(sums);
}

/** The achievement counters the program's shards hold now (their sum; non-zero ones). */
export async function achievementCounters(idProdi: number): Promise<Record<string, number>> {
  pointAtStack();
  const { statistikRepo } = await import('@functions/lib/projections/reads');
  const { isCapaianAttr } = await import('@shared/domain/capaian');
  const all = await statistikRepo.prodiCounters(idProdi);
  return nonZero(Object.fromEntries(Object.entries(all).filter(([n]) => isCapaianAttr(n))));
}

/** Waits until no recount of the program is pending (CAPAIAN#ATURAN: dihitung caught up with perubahan). */
export async function recountSettled(idProdi: number, timeoutMs = 20_000): Promise<void> {
  pointAtStack();
  const { getItem } = await import('@functions/lib/table');
  await pollUntil(
    () => getItem<{ perubahan?: number; dihitung?: number }>(statistikKeys.prodiCapaianAturan(idProdi), { ConsistentRead: true }),
    (a) => (a?.perubahan ?? 0) <= (a?.dihitung ?? 0),
    { timeoutMs, intervalMs: 100, failure: (a) => `the achievement recount of program ${idProdi} is still pending: ${JSON.stringify(a)}` },
  );
}
