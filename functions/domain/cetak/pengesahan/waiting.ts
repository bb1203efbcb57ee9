/**
 * What waits for an approver (docs/decisions/0056-pengesahan.md): the drafts at their stage (their
 * position) within their scope, a program head's program or a dean's faculty, with the list's
 * filters (a program, a graduation period), by program, period and NIM. The waiting list, its
 * counts, the bulk approval and the daily mail read it.
 */
import { masterRepo } from '@functions/domain/master/repo';
import { type Approver, inScope, isDraf } from './machine';
import type { Draf } from './repo';
import { waitingRepo } from './waiting-repo';

/** The list's filters: one program, one graduation period. */
export interface Filter {
  prodi?: number | undefined;
  periode?: number | undefined;
}

/** The faculty of the caller's scope (their own, or their program's). */
async function facultyOf(a: Approver): Promise<number | null> {
  if (a.id_fakultas !== null) return a.id_fakultas;
  if (a.id_prodi === null) return null;
  return (await masterRepo.getProdi(a.id_prodi))?.id_fakultas ?? null;
}

/** The drafts waiting at the caller's stage within their scope, with the filters, by program, period and NIM. */
export async function waitingFor(a: Approver, f: Filter): Promise<Draf[]> {
  const idFakultas = await facultyOf(a);
  if (idFakultas === null || !a.jabatan) return [];
  // a program head sees their program only; a dean's `prodi` filter narrows their faculty
  const prodi = a.id_fakultas === null ? (a.id_prodi ?? undefined) : f.prodi;
  if (f.prodi !== undefined && prodi !== f.prodi) return [];
  const found = await waitingRepo.waitingAt(idFakultas, a.jabatan, prodi);
  return found.filter(
    (d): d is Draf => isDraf(d) && d.status === 'draf' && (f.periode === undefined || d.id_periode_kelulusan === f.periode) && inScope(a, d),
  );
}
