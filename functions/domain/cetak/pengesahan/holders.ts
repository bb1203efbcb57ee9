/**
 * The holders of a stage: the active pimpinan accounts whose position is the stage's and whose scope
 * covers the draft's program (few accounts: the role's list is read whole), and the in-app
 * notifications of a step to them or to the printing admin (the bell only; the approvers' mail is
 * the daily digest, ./digest.ts).
 */
import { notifikasiChanges } from '@functions/domain/notifikasi/repo';
import type { Pesan } from '@functions/domain/notifikasi/texts';
import { usersRepo } from '@functions/domain/users/repo';
import type { UserItem } from '@functions/lib/entities/users';
import type { TransactItem } from '@functions/lib/table';
import { pengesahanPageLink } from '@shared/domain/app-pages';
import { type Approver, type DrafPlace, holds } from './machine';

/** A pimpinan account as an approver. */
export const approverOfUser = (u: UserItem): Approver => ({
  user_id: u.id,
  nama: u.nama,
  role: u.role,
  jabatan: u.jabatan ?? null,
  nomor_pegawai: u.nomor_pegawai ?? null,
  id_prodi: u.id_fakultas ? null : u.id_prodi,
  id_fakultas: u.id_fakultas ?? null,
});

/** The active pimpinan accounts, as approvers. */
export async function pimpinanAccounts(): Promise<Approver[]> {
  const all = await usersRepo.listAllOfRole('pimpinan');
  return all.filter((u) => u.is_active !== false).map(approverOfUser);
}

/** The accounts that hold `stage` for a draft of `place`. */
export async function holdersOf(stage: string, place: DrafPlace, accounts?: readonly Approver[]): Promise<Approver[]> {
  return (accounts ?? (await pimpinanAccounts())).filter((a) => holds(a, stage, place));
}

/** Where a notification of a draft leads: the approver's waiting list, or the admin's print page. */
export const LINKS = { approver: pengesahanPageLink('approver'), admin: pengesahanPageLink('admin') } as const;

/** A step's notification: its kind with the draft's values (its texts are written when read). */
type StepPesan = Extract<Pesan, { jenis: `pengesahan-${string}` }>;

/** One in-app notification per user (the bell only), for the step's transaction. */
export function notify(userIds: readonly string[], n: StepPesan & { catatan?: string | null; link: string }, at: string): TransactItem[] {
  const pesan = { jenis: n.jenis, nilai: n.nilai } as StepPesan;
  return [...new Set(userIds)].flatMap((user_id) =>
    notifikasiChanges({ user_id, ...pesan, catatan: n.catatan ?? null, id_portofolio: null, status_portofolio: null, link: n.link }, at, {
      mail: false,
    }),
  );
}
