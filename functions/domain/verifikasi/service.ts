/**
 * Verification of portfolios (docs/decisions/0019-verification-queue-and-decision.md). Scope, enforced here for
 * every call: a verifier sees and decides the portfolios of their assigned sub-rubrics, an admin jurusan those of
 * their program, a super admin all (with an optional program filter). Only a waiting (1) or changed (3) portfolio
 * is decided, and one is accepted only while its points are within its sub-rubric's maximum; the decision is
 * conditional on the version read (and on the version the dialog showed, when sent), so a change by the student
 * or another verifier's decision meanwhile answers 409 and writes nothing. The decision moves the student's
 * points, the counters and the search index (the portfolio repo), and writes the audit entry and the student's
 * notification, all in one transaction.
 */

import { notifikasiChanges } from '@functions/domain/notifikasi/repo';
import { type PortofolioItem, portofolioRepo, type RefusalReason, type StatusPortofolio } from '@functions/domain/portofolio/repo';
import { portofolioRows } from '@functions/domain/portofolio/view';
import { rubrikRepo } from '@functions/domain/rubrik/repo';
import { type UserItem, usersRepo } from '@functions/domain/users/repo';
import { studentInScope } from '@functions/domain/users/student-scope';
import { verifikatorRepo } from '@functions/domain/verifikator/repo';
import { type Actor, auditEntry, auditLog } from '@functions/lib/audit';
import type { AuthContext } from '@functions/lib/auth';
import { Conflict, Forbidden, NotFound, refusing } from '@functions/lib/domain-errors';
import { deleteDocument } from '@functions/lib/files';
import { logger } from '@functions/lib/logger';
import { pageFields, pageOf } from '@functions/lib/paging';
import { STATUS_PORTOFOLIO } from '@shared/api/portofolio';
import type { queueQuery, riwayatEntry } from '@shared/api/verifikasi';
import { isAwaitingVerification } from '@shared/domain/status';
import { PORTOFOLIO_MSG } from '@shared/messages/portofolio';
import { VERIFIKASI_MSG, verifyPointsOverMax } from '@shared/messages/verifikasi';
import type { RejectBody, VerifyBody } from '@shared/validation/verifikasi';
import type { z } from 'zod';
import { type Scope, verificationQueue } from './queue';
import { queueRows } from './view';

type Caller = Pick<AuthContext, 'userId' | 'nim' | 'role' | 'id_prodi' | 'user'>;
type QueueQuery = z.output<typeof queueQuery>;
type Riwayat = z.output<typeof riwayatEntry>;

/** Where a notification about a portfolio leads the student. */
const PORTFOLIO_LINK = '/user/portofolio';

/** The caller's scope; a verifier without assignments has an empty one. */
async function scopeOf(auth: Caller, idProdiFilter?: number): Promise<Scope> {
  switch (auth.role) {
    case 'super admin':
      return idProdiFilter === undefined ? { kind: 'all' } : { kind: 'prodi', idProdi: idProdiFilter };
    case 'admin jurusan':
      if (auth.id_prodi === null) throw new Forbidden(VERIFIKASI_MSG.prodiOutOfScope);
      if (idProdiFilter !== undefined && idProdiFilter !== auth.id_prodi) throw new Forbidden(VERIFIKASI_MSG.prodiOutOfScope);
      return { kind: 'prodi', idProdi: auth.id_prodi };
    case 'verifikator':
      return { kind: 'anak', idAnak: (await verifikatorRepo.listOfVerifier(auth.userId)).map((a) => a.id_anak_rubrik) };
    default:
      throw new Forbidden();
  }
}

/**
 * A portfolio is in a program's scope when it was written in that program or its owner is in the
 * program now (after a migration, the old program keeps its queue and the new one its student);
 * in a verifier's when its sub-rubric is assigned.
 */
const inScope = (scope: Scope, p: Pick<PortofolioItem, 'id_prodi' | 'id_anak_rubrik'>, owner: Pick<UserItem, 'id_prodi'>) =>
  scope.kind === 'all' ||
  (scope.kind === 'prodi' ? p.id_prodi === scope.idProdi || owner.id_prodi === scope.idProdi : scope.idAnak.includes(p.id_anak_rubrik));

/**
 * The portfolio `id` of the student `nim`, or 404 (a wrong pair is not told apart from a missing
 * portfolio); then 403 when it is outside the caller's scope.
 */
async function portfolioInScope(auth: Caller, nim: string, id: number): Promise<{ p: PortofolioItem; owner: UserItem }> {
  const p = await portofolioRepo.get(id);
  const owner = p ? await usersRepo.getById(p.user_id) : undefined;
  if (!p || !owner || owner.nim.toUpperCase() !== nim.toUpperCase()) throw new NotFound(PORTOFOLIO_MSG.portfolioNotFound);
  if (!inScope(await scopeOf(auth), p, owner)) throw new Forbidden(VERIFIKASI_MSG.verifyOutOfScope);
  return { p, owner };
}

/** Runs a repo write; any refusal (the portfolio changed, or its owner's request locks it) is the verifier's stale answer. */
const refusedAsConflict = <T>(write: () => Promise<T>): Promise<T> =>
  refusing<T, RefusalReason>(write(), {
    stale: () => new Conflict(VERIFIKASI_MSG.verifyStale),
    locked: () => new Conflict(VERIFIKASI_MSG.verifyStale),
  });

const AKSI: Record<string, Riwayat['aksi']> = {
  'portofolio.create': 'diajukan',
  'portofolio.update': 'diubah',
  'portofolio.verify': 'diterima',
  'portofolio.reject': 'ditolak',
  'portofolio.delete': 'dihapus',
};

const statusAfter = (after: unknown) =>
  after && typeof after === 'object' && typeof (after as { id_status_portofolio?: unknown }).id_status_portofolio === 'number'
    ? (after as { id_status_portofolio: number }).id_status_portofolio
    : null;

export const verifikasiService = {
  /** One page of the caller's queue: statuses 1 and 3 (waiting) oldest first; 2 and 4 (decided) newest first. */
  async queue(auth: Caller, q: QueueQuery) {
    const scope = await scopeOf(auth, q.id_prodi);
    const statuses = q.status;
    const newestFirst = !statuses.some((s) => isAwaitingVerification(s));
    const request = { scope, statuses, newestFirst, offset: (q.page - 1) * q.paginate, size: q.paginate };
    let items: PortofolioItem[] = [];
    let total = 0;
    if (scope.kind === 'anak' && scope.idAnak.length === 0) {
      // a verifier with no sub-rubric assigned has an empty queue
    } else if (q.nim !== undefined) {
      const student = await usersRepo.getByNim(q.nim);
      const all = student?.role === 'mahasiswa' ? await verificationQueue.ofStudent(student.id, request) : [];
      const titled = q.judul === undefined ? all : all.filter((p) => matchesTitle(p, q.judul ?? ''));
      total = titled.length;
      items = titled.slice(request.offset, request.offset + request.size);
    } else {
      ({ items, total } = q.judul === undefined ? await verificationQueue.page(request) : await verificationQueue.pageByTitle(request, q.judul));
    }
    return { data: await queueRows(items), ...pageFields(total, q.page, q.paginate) };
  },

  /** Accepts (2) or rejects (4) a waiting or changed portfolio; see the file's comment. */
  async decide(actor: Actor & { auth: Caller }, nim: string, id: number, decision: 'verify' | 'reject', body: VerifyBody | RejectBody) {
    const { p: before, owner } = await portfolioInScope(actor.auth, nim, id);
    if (body.version !== undefined && body.version !== before.version) throw new Conflict(VERIFIKASI_MSG.verifyStale);
    if (!isAwaitingVerification(before.id_status_portofolio)) throw new Conflict(VERIFIKASI_MSG.verifyNotAwaiting);
    const accepted = decision === 'verify';
    if (accepted) {
      // the sub-rubric's maximum may have been lowered since the portfolio was sent: never count more than it allows
      const anak = await rubrikRepo.getAnak(before.id_anak_rubrik);
      if (anak && before.bobot_skp_portofolio > anak.bobot_maksimal_skp_tiap_portofolio) {
        throw new Conflict(verifyPointsOverMax(before.bobot_skp_portofolio, anak.bobot_maksimal_skp_tiap_portofolio));
      }
    }
    const now = new Date().toISOString();
    const catatan = body.catatan?.trim() || null;
    const status: StatusPortofolio = accepted ? STATUS_PORTOFOLIO.terverifikasi : STATUS_PORTOFOLIO.tertolak;
    const after = await refusedAsConflict(() =>
      portofolioRepo.update(
        before,
        { id_status_portofolio: status, catatan, verified_by: actor.auth.userId, verified_by_nama: actor.auth.user.nama, verified_at: now },
        {
          now,
          extra: (written) => [
            auditEntry({ actor, action: `portofolio.${decision}`, target: { type: 'portofolio', id }, before, after: written, catatan, at: now }),
            ...notifikasiChanges(
              {
                user_id: owner.id,
                jenis: accepted ? 'portofolio-diterima' : 'portofolio-ditolak',
                nilai: { judul: before.judul, judul_inggris: before.judul_inggris ?? null },
                catatan,
                id_portofolio: id,
                status_portofolio: status,
                link: PORTFOLIO_LINK,
              },
              now,
            ),
          ],
        },
      ),
    );
    const [row] = await queueRows([after]);
    if (!row) throw new Error('no row for a decided portfolio');
    return row;
  },

  /** A portfolio's history, oldest first: the owner, or staff whose scope holds it. */
  async riwayat(auth: Caller, nim: string, id: number): Promise<Riwayat[]> {
    if (auth.role === 'mahasiswa') {
      const p = await portofolioRepo.get(id);
      if (!p || p.user_id !== auth.userId || nim.toUpperCase() !== auth.nim.toUpperCase()) throw new NotFound(PORTOFOLIO_MSG.portfolioNotFound);
    } else {
      await portfolioInScope(auth, nim, id);
    }
    const entries = await auditLog.ofTarget({ type: 'portofolio', id });
    return entries.flatMap((e) => {
      const aksi = AKSI[e.action];
      if (!aksi) return [];
      return [{ aksi, status_portofolio: statusAfter(e.after), nama: e.actor_nama, role: e.actor_role, waktu: e.at, catatan: e.catatan ?? null }];
    });
  },

  /** A student's portfolios for an admin (the student's portfolios dialog, `paginate=9999`). */
  async studentPortfolios(auth: Caller, nim: string, q: { page: number; paginate: number; bidang?: number | undefined }) {
    const student = await studentInScope(auth, nim);
    const items = (await portofolioRepo.listOfUser(student.id, q.bidang)).sort(
      (a, b) => b.tanggal_terbit.localeCompare(a.tanggal_terbit) || b.id_portofolio - a.id_portofolio,
    );
    const { items: shown, fields } = pageOf(items, q.page, q.paginate);
    return { data: await portofolioRows(shown), ...fields };
  },

  /**
   * An admin deletes a portfolio of their scope, whatever its status (a verified one takes its
   * points with it); the student is told, and the audit log keeps what it was.
   */
  async adminDelete(actor: Actor & { auth: Caller }, nim: string, id: number): Promise<void> {
    const { p: before, owner: student } = await portfolioInScope(actor.auth, nim, id);
    const now = new Date().toISOString();
    await refusedAsConflict(() =>
      portofolioRepo.remove(before, {
        now,
        extra: () => [
          auditEntry({ actor, action: 'portofolio.delete', target: { type: 'portofolio', id }, before, after: null, at: now }),
          ...notifikasiChanges(
            {
              user_id: student.id,
              jenis: 'portofolio-dihapus',
              nilai: { judul: before.judul, judul_inggris: before.judul_inggris ?? null },
              catatan: null,
              id_portofolio: id,
              status_portofolio: null,
              link: PORTFOLIO_LINK,
            },
            now,
          ),
        ],
      }),
    );
    if (before.dokumen_portofolio) {
      try {
        await deleteDocument(before.dokumen_portofolio);
      } catch (error) {
        logger.warn('could not delete a deleted portfolio document', { key: before.dokumen_portofolio, error: error as Error });
      }
    }
  },
};

function matchesTitle(p: PortofolioItem, text: string): boolean {
  const needle = text.toLocaleLowerCase('id');
  return `${p.judul}\u0000${p.judul_inggris ?? ''}`.toLocaleLowerCase('id').includes(needle);
}
