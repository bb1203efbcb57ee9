/** Deleting an account with everything in its partition and its files; refused once the student has verified work or a printed SKPI. */
import { cetakRepo } from '@functions/domain/cetak/repo';
import { type PortofolioItem, portofolioRepo, type RefusalReason } from '@functions/domain/portofolio/repo';
import { usersRepo } from '@functions/domain/users/repo';
import type { Admin } from '@functions/lib/admin-write';
import { Conflict, Forbidden, NotFound, refusing } from '@functions/lib/domain-errors';
import { deleteDocument } from '@functions/lib/files';
import { logger } from '@functions/lib/logger';
import { MANAJEMEN_MSG } from '@shared/messages/manajemen';
import { manajemenRepo } from './repo';
import { managedAccount } from './scope';
import { auditUser, guarded } from './write';

/** DELETE /api/manajemen/akun/delete?nim. */
export async function removeAccount(actor: Admin, nim: string): Promise<void> {
  const user = await managedAccount(actor, nim);
  if (user.id === actor.auth.userId) throw new Forbidden(MANAJEMEN_MSG.deleteSelf);
  const portfolios: PortofolioItem[] = user.role === 'mahasiswa' ? await portofolioRepo.listOfUser(user.id) : [];
  if (user.role === 'mahasiswa') {
    const printed = user.skpi_dokumen ? [user.skpi_dokumen] : await cetakRepo.listDokumenOfUser(user.id);
    if (printed.length > 0 || portfolios.some((p) => p.id_status_portofolio === 2)) throw new Conflict(MANAJEMEN_MSG.deleteHasVerified);
  }
  // the portfolios go first (each with its index entries and counters); one verified meanwhile stops the deletion
  for (const p of portfolios) {
    const hasVerified = () => new Conflict(MANAJEMEN_MSG.deleteHasVerified);
    await refusing<void, RefusalReason>(portofolioRepo.remove(p), { stale: hasVerified, locked: hasVerified });
  }
  const fresh = await usersRepo.getById(user.id);
  if (!fresh) throw new NotFound(MANAJEMEN_MSG.userNotFound);
  // everything else in the account's partition (assignments, requests, notifications, statistics)
  const rest = await manajemenRepo.partitionOf(user.id);
  await manajemenRepo.deleteAll(rest);
  await guarded(() => usersRepo.remove(fresh, [auditUser(actor, 'akun.delete', fresh, fresh, null)]));
  const files = [
    ...portfolios.map((p) => p.dokumen_portofolio),
    fresh.foto_profil,
    ...rest.flatMap((i) => [i.bukti, i.type === 'skpi-request' ? i.path : null]),
  ].filter((k): k is string => typeof k === 'string' && k !== '');
  await Promise.all(
    files.map((key) => deleteDocument(key).catch((error: Error) => logger.warn('file of a deleted account not removed', { error, key }))),
  );
}
