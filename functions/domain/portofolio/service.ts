/**
 * The student's portfolios (docs/decisions/0015-student-portfolios.md).
 * The rules: a student reads and writes only their own NIM; the sub-rubric is one of
 * their program's and an internal activity one of that sub-rubric's (its title, date, points and
 * document are used, never the request's); points stay within the sub-rubric's maximum; a verified
 * portfolio is not deleted; an edit of a verified or rejected one returns it to the queue as
 * Diubah (3); and while the student's SKPI request waits, no write goes through (checked inside
 * the write's transaction by the repo). Every write is conditional on the version read.
 */

import { assertActiveStudent } from '@functions/domain/mahasiswa/gate';
import { ppkRepo } from '@functions/domain/ppk/repo';
import { type AnakRubrikItem, rubrikRepo } from '@functions/domain/rubrik/repo';
import { katalogService } from '@functions/domain/rubrik/service';
import { auditEntry } from '@functions/lib/audit';
import type { AuthContext } from '@functions/lib/auth';
import { Conflict, Forbidden, invalidField, NotFound, refusing } from '@functions/lib/domain-errors';
import { deleteDocument, finalizeUpload } from '@functions/lib/files';
import { logger } from '@functions/lib/logger';
import { pageOf } from '@functions/lib/paging';
import { STATUS_PORTOFOLIO } from '@shared/api/portofolio';
import { DOCUMENT_FOLDERS } from '@shared/domain/skpi-storage';
import { FORM_MSG } from '@shared/messages/common';
import { PORTOFOLIO_MSG, portfolioPointsOverMax } from '@shared/messages/portofolio';
import type { PortofolioAddBody, PortofolioUpdateBody } from '@shared/validation/portofolio';
import { type PortofolioItem, portofolioRepo, type RefusalReason, type StatusPortofolio } from './repo';
import { portofolioRow, portofolioRows } from './view';

/** The signed-in student, and the request (for the audit entries that make the portfolio's history). */
export type Student = Pick<AuthContext, 'userId' | 'nim' | 'role' | 'id_prodi' | 'user'> & { requestId?: string };

/** The audit entry of a student's write: the portfolio's history that the student and the verifiers read. */
function audited(student: Student, action: 'create' | 'update' | 'delete', id: number, before: PortofolioItem | null, after: PortofolioItem | null) {
  return auditEntry({
    actor: { auth: student, requestId: student.requestId ?? 'internal' },
    action: `portofolio.${action}`,
    target: { type: 'portofolio', id },
    before,
    after,
    ...(after ? { at: after.updated_at } : {}),
  });
}

/** What a body decides of a portfolio, once checked against the catalog. */
interface Resolved {
  anak: AnakRubrikItem;
  fields: Pick<PortofolioItem, 'id_kegiatan_ppk' | 'judul' | 'judul_inggris' | 'bobot_skp_portofolio' | 'tanggal_terbit'>;
  internal: boolean;
}

function assertOwnNim(student: Student, nim: string, bodyNim?: string): void {
  if (nim.toUpperCase() !== student.nim.toUpperCase()) throw new Forbidden(PORTOFOLIO_MSG.portfolioNotOwner);
  if (bodyNim !== undefined && bodyNim.toUpperCase() !== student.nim.toUpperCase()) throw invalidField('nim', PORTOFOLIO_MSG.portfolioNimMismatch);
}

/** The student's own portfolio, or 404 (another student's id is not told apart from a missing one). */
async function ownPortfolio(student: Student, id: number): Promise<PortofolioItem> {
  const p = await portofolioRepo.get(id);
  if (!p || p.user_id !== student.userId) throw new NotFound(PORTOFOLIO_MSG.portfolioNotFound);
  return p;
}

/** Checks the sub-rubric, the internal activity and the points; the activity's values win over the request's. */
async function resolve(student: Student, body: PortofolioAddBody | PortofolioUpdateBody): Promise<Resolved> {
  const [anak, kegiatan] = await Promise.all([
    rubrikRepo.getAnak(body.id_anak_rubrik),
    body.id_kegiatan_ppk === undefined ? undefined : ppkRepo.get(body.id_kegiatan_ppk),
  ]);
  if (!anak) throw invalidField('id_anak_rubrik', PORTOFOLIO_MSG.anakRubrikNotFound);
  if (anak.id_prodi !== student.id_prodi) throw invalidField('id_anak_rubrik', PORTOFOLIO_MSG.anakRubrikOtherProdi);
  if (body.id_kegiatan_ppk !== undefined) {
    if (!kegiatan) throw invalidField('id_kegiatan_ppk', PORTOFOLIO_MSG.kegiatanNotFound);
    if (kegiatan.id_anak_rubrik !== anak.id_anak_rubrik) throw invalidField('id_kegiatan_ppk', PORTOFOLIO_MSG.kegiatanOtherAnak);
    return {
      anak,
      internal: true,
      fields: {
        id_kegiatan_ppk: kegiatan.id_kegiatan_ppk,
        judul: kegiatan.judul,
        judul_inggris: kegiatan.judul_inggris ?? null,
        bobot_skp_portofolio: kegiatan.bobot_skp_portofolio,
        tanggal_terbit: kegiatan.tanggal_terbit,
      },
    };
  }
  // the schema requires these for an external portfolio
  const points = body.bobot_skp_portofolio ?? 0;
  if (points > anak.bobot_maksimal_skp_tiap_portofolio) {
    throw invalidField('bobot_skp_portofolio', portfolioPointsOverMax(anak.bobot_maksimal_skp_tiap_portofolio));
  }
  return {
    anak,
    internal: false,
    fields: {
      id_kegiatan_ppk: null,
      judul: body.judul ?? '',
      judul_inggris: body.judul_inggris ?? null,
      bobot_skp_portofolio: points,
      tanggal_terbit: body.tanggal_terbit ?? '',
    },
  };
}

/**
 * The body checked against the catalog and, side by side, whether the SKPI request waits: the
 * caller refuses early (before an upload is claimed) while it does, after the body's own refusals;
 * the transaction checks the lock again.
 */
async function resolveAndLock(student: Student, body: PortofolioAddBody | PortofolioUpdateBody): Promise<Resolved & { locked: boolean }> {
  const [resolved, locked] = await Promise.all([resolve(student, body), portofolioRepo.skpiRequestPending(student.userId)]);
  return { ...resolved, locked };
}

const LOCKED = () => new Conflict(PORTOFOLIO_MSG.portfolioLocked);

/** Runs a repo write; a refusal while locked says so (a stale one is the general 409). */
const refusals = <T>(write: () => Promise<T>): Promise<T> => refusing<T, RefusalReason>(write(), { locked: LOCKED });

/** Best effort: a document that nothing refers to any more (the bucket keeps no orphan on success). */
async function dropDocument(key: string | null): Promise<void> {
  if (!key) return;
  try {
    await deleteDocument(key);
  } catch (error) {
    logger.warn('could not delete a replaced document', { key, error: error as Error });
  }
}

const claimEvidence = (student: Student, key: string) =>
  finalizeUpload({ key, owner: student.userId, purpose: 'dokumen', folder: DOCUMENT_FOLDERS.portofolio, field: 'dokumen_portofolio' });

/**
 * The new portfolio's id and its claimed evidence (null: none), taken side by side: when either
 * fails, a document already claimed is dropped again and the failure thrown.
 */
async function claimedTogether(id: Promise<number>, evidence: Promise<string> | null): Promise<[number, string | null]> {
  const [taken, claimed] = await Promise.allSettled([id, evidence ?? Promise.resolve(null)]);
  if (taken.status === 'fulfilled' && claimed.status === 'fulfilled') return [taken.value, claimed.value];
  if (claimed.status === 'fulfilled') await dropDocument(claimed.value);
  throw taken.status === 'rejected' ? taken.reason : (claimed as PromiseRejectedResult).reason;
}

const byNewest = (a: PortofolioItem, b: PortofolioItem) => b.tanggal_terbit.localeCompare(a.tanggal_terbit) || b.id_portofolio - a.id_portofolio;

export const portofolioService = {
  statistik(student: Student) {
    assertActiveStudent(student.user);
    return katalogService.bidangWithStatistik(student.userId);
  },

  /** The most recently added portfolio's upload time and activity date, or null. */
  async latest(student: Student) {
    assertActiveStudent(student.user);
    const items = await portofolioRepo.listOfUser(student.userId);
    const last = items.reduce<PortofolioItem | null>((best, p) => (!best || p.created_at > best.created_at ? p : best), null);
    return last ? { tanggal_terbit: last.tanggal_terbit, created_at: last.created_at } : null;
  },

  /** The student's portfolios, newest date first, one page (optionally one category). */
  async list(student: Student, nim: string, q: { page: number; paginate: number; bidang?: number | undefined }) {
    assertActiveStudent(student.user);
    assertOwnNim(student, nim);
    const items = (await portofolioRepo.listOfUser(student.userId, q.bidang)).sort(byNewest);
    const { items: shown, fields } = pageOf(items, q.page, q.paginate);
    return { data: await portofolioRows(shown), ...fields };
  },

  async add(student: Student, nim: string, body: PortofolioAddBody) {
    assertActiveStudent(student.user);
    assertOwnNim(student, nim, body.nim);
    const { anak, fields, internal, locked } = await resolveAndLock(student, body);
    if (locked) throw LOCKED();
    // the id and the evidence are taken once the body passed
    // an internal portfolio's evidence is the activity's document: nothing is claimed
    const [id, dokumen] = await claimedTogether(
      portofolioRepo.nextId(),
      internal || !body.dokumen_portofolio ? null : claimEvidence(student, body.dokumen_portofolio),
    );
    try {
      const created = await refusals(() =>
        portofolioRepo.create(
          {
            user_id: student.userId,
            id_prodi: anak.id_prodi,
            id_bidang_portofolio: anak.id_bidang_portofolio,
            id_rubrik: anak.id_rubrik,
            id_anak_rubrik: anak.id_anak_rubrik,
            ...fields,
            dokumen_portofolio: dokumen,
            id_status_portofolio: STATUS_PORTOFOLIO.menunggu,
            showed: true,
            verified_by: null,
            verified_at: null,
          },
          { id, lock: true, extra: (after) => [audited(student, 'create', id, null, after)] },
        ),
      );
      return portofolioRow(created);
    } catch (err) {
      await dropDocument(dokumen);
      throw err;
    }
  },

  async update(student: Student, nim: string, id: number, body: PortofolioUpdateBody) {
    assertActiveStudent(student.user);
    assertOwnNim(student, nim, body.nim);
    const before = await ownPortfolio(student, id);
    if (body.version !== undefined && body.version !== before.version) throw new Conflict();
    const { anak, fields, internal, locked } = await resolveAndLock(student, body);
    // an external portfolio keeps its document unless a new one is sent; one that was internal needs one
    if (!internal && !body.dokumen_portofolio && !before.dokumen_portofolio) throw invalidField('dokumen_portofolio', FORM_MSG.required);
    if (locked) throw LOCKED();
    const claimed = !internal && body.dokumen_portofolio ? await claimEvidence(student, body.dokumen_portofolio) : null;
    const dokumen = internal ? null : (claimed ?? before.dokumen_portofolio);
    // a verified or rejected portfolio goes back to the verifiers as changed; waiting ones stay as they are
    const status: StatusPortofolio =
      before.id_status_portofolio === STATUS_PORTOFOLIO.terverifikasi || before.id_status_portofolio === STATUS_PORTOFOLIO.tertolak
        ? STATUS_PORTOFOLIO.diubah
        : before.id_status_portofolio;
    try {
      const after = await refusals(() =>
        portofolioRepo.update(
          before,
          {
            id_prodi: anak.id_prodi,
            id_bidang_portofolio: anak.id_bidang_portofolio,
            id_rubrik: anak.id_rubrik,
            id_anak_rubrik: anak.id_anak_rubrik,
            ...fields,
            dokumen_portofolio: dokumen,
            id_status_portofolio: status,
          },
          { lock: true, extra: (after) => [audited(student, 'update', id, before, after)] },
        ),
      );
      if (before.dokumen_portofolio !== dokumen) await dropDocument(before.dokumen_portofolio);
      return portofolioRow(after);
    } catch (err) {
      await dropDocument(claimed);
      throw err;
    }
  },

  async remove(student: Student, nim: string, id: number): Promise<void> {
    assertActiveStudent(student.user);
    assertOwnNim(student, nim);
    const before = await ownPortfolio(student, id);
    if (before.id_status_portofolio === STATUS_PORTOFOLIO.terverifikasi) throw new Conflict(PORTOFOLIO_MSG.portfolioVerifiedNoDelete);
    await refusals(() => portofolioRepo.remove(before, { lock: true, extra: [audited(student, 'delete', id, before, null)] }));
    await dropDocument(before.dokumen_portofolio);
  },

  /** Hide (false) or show (true) a portfolio on the public profile and search. */
  async setShowed(student: Student, nim: string, id: number, showed: boolean) {
    assertActiveStudent(student.user);
    assertOwnNim(student, nim);
    const before = await ownPortfolio(student, id);
    const after = await refusals(() => portofolioRepo.update(before, { showed }, { lock: true }));
    return portofolioRow(after);
  },
};
