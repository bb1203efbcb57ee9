/**
 * Endorsement before the seal (docs/decisions/0056-pengesahan.md; shared/api/pengesahan.ts): the
 * approver's waiting list and its counts, a draft's detail, the approval (the last one seals it:
 * ./seal.ts), the return with a note, and the printing admin's reprint and cancellation. Every step
 * is conditional on the draft's version and stage, leaves an audit entry and tells who acts next
 * (or the printing admin) in the app.
 */

import { cetakRepo } from '@functions/domain/cetak/repo';
import { skpiProgramData } from '@functions/domain/skpi/document-data';
import { usersRepo } from '@functions/domain/users/repo';
import { type Admin, ownProgram, sameVersion } from '@functions/lib/admin-write';
import { auditEntry } from '@functions/lib/audit';
import { Forbidden, NotFound, refusing } from '@functions/lib/domain-errors';
import { documentUrl } from '@functions/lib/files';
import { pageOf } from '@functions/lib/paging';
import type { TransactItem } from '@functions/lib/table';
import type { pengesahanListQuery } from '@shared/api/pengesahan';
import { PENGESAHAN_MSG } from '@shared/messages/pengesahan';
import { SEARCH_MSG } from '@shared/messages/search';
import type { z } from 'zod';
import { alreadyActed, reprintDraft, waitingNotices } from './draft';
import { LINKS, notify } from './holders';
import { approve, approverOf, canAct, cancel, inScope, returnToAdmin } from './machine';
import { type Draf, isDraf, pengesahanRepo } from './repo';
import { sealDraft } from './seal';
import { pengesahanRowOf, pengesahanStateOf } from './views';
import { type Filter, waitingFor } from './waiting';

type ListQuery = z.output<typeof pengesahanListQuery>;

/** The draft by its code (404 for anything else). */
async function drafOrFail(kode: string): Promise<Draf> {
  const d = await cetakRepo.getDokumen(kode);
  if (!isDraf(d)) throw new NotFound(PENGESAHAN_MSG.pengesahanNotFound);
  return d;
}

/** The step's audit entry on the draft. */
const step = (actor: Admin, action: string, d: Draf, after: Record<string, unknown>, at: string, catatan?: string) =>
  auditEntry({
    actor,
    action,
    target: { type: 'skpi-dokumen', id: d.kode },
    before: { status: d.pengesahan.status, tahap: d.pengesahan.tahap[d.pengesahan.posisi] ?? null },
    after,
    catatan,
    at,
  });

export const pengesahanService = {
  /** GET /api/pengesahan: 10 a page. */
  async list(actor: Admin, q: ListQuery) {
    const all = await waitingFor(approverOf(actor.auth), q);
    const { items, fields } = pageOf(all, q.page, q.paginate);
    return { pengesahan: { data: items.map(pengesahanRowOf), ...fields } };
  },

  /** GET /api/pengesahan/setujui: how many a bulk approval would take, per program. */
  async count(actor: Admin, f: Filter) {
    const all = await waitingFor(approverOf(actor.auth), f);
    const per = new Map<number, { id_prodi: number; nama_prodi: string; jumlah: number }>();
    for (const d of all) {
      const row = per.get(d.id_prodi) ?? { id_prodi: d.id_prodi, nama_prodi: d.nama_prodi, jumlah: 0 };
      row.jumlah += 1;
      per.set(d.id_prodi, row);
    }
    return { jumlah: all.length, per_prodi: [...per.values()] };
  },

  /** GET /api/pengesahan/{id}: an approver in scope, or an admin of its program. */
  async detail(actor: Admin, kode: string) {
    const d = await drafOrFail(kode);
    const a = approverOf(actor.auth);
    if (actor.auth.role === 'pimpinan') {
      if (!inScope(a, d)) throw new Forbidden(PENGESAHAN_MSG.pengesahanOutOfScope);
    } else ownProgram(actor, d.id_prodi, PENGESAHAN_MSG.pengesahanOtherProdi);
    return {
      data: {
        ...pengesahanRowOf(d),
        status: d.pengesahan.status,
        url: await documentUrl(d.key),
        pengesahan: pengesahanStateOf(d.pengesahan),
        dapat_bertindak: actor.auth.role === 'pimpinan' && canAct(d.pengesahan, a, d),
      },
    };
  },

  /** POST /api/pengesahan/{id}/setujui (and each draft of a bulk approval). */
  async approve(actor: Admin, kode: string, version?: number) {
    const d = await drafOrFail(kode);
    sameVersion(version, d.version);
    const at = new Date().toISOString();
    const a = approverOf(actor.auth);
    const { next, sealed } = approve(d.pengesahan, a, d, at);
    const stage = d.pengesahan.tahap[d.pengesahan.posisi] ?? '';
    const audit = step(
      actor,
      'skpi.disetujui',
      d,
      { status: next.status, tahap: stage, oleh: a.nama, jabatan: a.jabatan, putaran: next.putaran },
      at,
    );
    if (sealed) {
      const told = notify(
        [d.pengesahan.dicetak_oleh_id],
        {
          jenis: 'pengesahan-disahkan',
          nilai: { nama: d.nama, nim: d.nim, nomor: d.nomor, oleh: a.nama },
          link: LINKS.admin,
        },
        at,
      );
      await sealDraft(actor, d, next, [audit, ...told]);
      return { message: PENGESAHAN_MSG.pengesahanSealed };
    }
    const after: Draf = { ...d, pengesahan: next, version: d.version + 1 };
    const extra: TransactItem[] = [
      audit,
      ...(await waitingNotices(after, at)),
      ...notify(
        [d.pengesahan.dicetak_oleh_id],
        {
          jenis: 'pengesahan-disetujui',
          nilai: { nama: d.nama, nim: d.nim, nomor: d.nomor, oleh: a.nama, tahap: stage },
          link: LINKS.admin,
        },
        at,
      ),
    ];
    await refusing(pengesahanRepo.transition(d, after, extra), alreadyActed);
    return { message: PENGESAHAN_MSG.pengesahanApproved };
  },

  /** POST /api/pengesahan/{id}/kembalikan: back to the printing admin with the note. */
  async giveBack(actor: Admin, kode: string, catatan: string, version?: number) {
    const d = await drafOrFail(kode);
    sameVersion(version, d.version);
    const at = new Date().toISOString();
    const a = approverOf(actor.auth);
    const next = returnToAdmin(d.pengesahan, a, d, catatan, at);
    const stage = d.pengesahan.tahap[d.pengesahan.posisi] ?? '';
    const after: Draf = { ...d, pengesahan: next, version: d.version + 1 };
    const extra = [
      step(actor, 'skpi.dikembalikan', d, { status: 'dikembalikan', tahap: stage, oleh: a.nama, jabatan: a.jabatan }, at, catatan),
      ...notify(
        [d.pengesahan.dicetak_oleh_id],
        {
          jenis: 'pengesahan-dikembalikan',
          nilai: { nama: d.nama, nim: d.nim, nomor: d.nomor, oleh: a.nama, tahap: stage },
          catatan,
          link: LINKS.admin,
        },
        at,
      ),
    ];
    await refusing(pengesahanRepo.transition(d, after, extra), alreadyActed);
    return { message: PENGESAHAN_MSG.pengesahanReturned };
  },

  /** POST /api/pengesahan/{id}/cetak-ulang: a returned draft printed again (its number kept); a link to the new PDF. */
  async reprint(actor: Admin, kode: string, version?: number) {
    const d = await drafOrFail(kode);
    ownProgram(actor, d.id_prodi, PENGESAHAN_MSG.pengesahanOtherProdi);
    sameVersion(version, d.version);
    const student = await usersRepo.getById(d.user_id);
    if (student?.role !== 'mahasiswa') throw new NotFound(SEARCH_MSG.studentNotFound);
    const after = await reprintDraft(actor, d, { ...student, id_prodi: d.id_prodi }, await skpiProgramData(d.id_prodi));
    return { message: await documentUrl(after.key) };
  },

  /** POST /api/pengesahan/{id}/batalkan: an open draft cancelled (kept on record; its number unused). */
  async cancel(actor: Admin, kode: string, catatan: string | undefined, version?: number) {
    const d = await drafOrFail(kode);
    ownProgram(actor, d.id_prodi, PENGESAHAN_MSG.pengesahanOtherProdi);
    sameVersion(version, d.version);
    const at = new Date().toISOString();
    const next = cancel(d.pengesahan);
    const after: Draf = { ...d, status: 'dibatalkan', pengesahan: next, version: d.version + 1 };
    const audit = step(actor, 'skpi.dibatalkan', d, { status: 'dibatalkan' }, at, catatan);
    await refusing(pengesahanRepo.cancel(d, after, [audit]), alreadyActed);
    return { message: PENGESAHAN_MSG.pengesahanCancelled };
  },
};
