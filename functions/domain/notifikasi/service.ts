/** The bell: the signed-in user's newest notifications (in the reader's language), the unread count, marking them read. */
import { orWhenRefused } from '@functions/lib/domain-errors';
import { NOTIFIKASI_LIST_SIZE } from '@shared/api/notifikasi';
import { type NotifikasiItem, notifikasiRepo } from './repo';
import { notifikasiTeks } from './texts';

const view = (n: NotifikasiItem, readUntil: string | undefined) => ({
  id: n.id,
  jenis: n.jenis,
  ...notifikasiTeks(n),
  catatan: n.catatan ?? null,
  id_portofolio: n.id_portofolio ?? null,
  link: n.link,
  created_at: n.created_at,
  dibaca: readUntil !== undefined && n.created_at <= readUntil,
});

export const notifikasiService = {
  async list(userId: string) {
    const [state, items] = await Promise.all([notifikasiRepo.state(userId), notifikasiRepo.newest(userId, NOTIFIKASI_LIST_SIZE)]);
    const readUntil = state?.read_until;
    return { data: items.map((n) => view(n, readUntil)), unread: await notifikasiRepo.unreadCount(userId, readUntil) };
  },

  /** Marks read up to `until` (a later mark is kept), then answers the list as it now stands. */
  async markRead(userId: string, until: string) {
    // a mark already there or later (another tab) stays
    await orWhenRefused(notifikasiRepo.markRead(userId, until), undefined);
    return notifikasiService.list(userId);
  },
};
