/**
 * The stage machine of a draft SKPI (docs/decisions/0056-pengesahan.md), pure: the chain is the
 * faculty's stages as they were when the draft was printed (a later change of the chain applies to
 * new prints only). A draft waits at one stage (`posisi`); the stage's holder approves it (it moves
 * on, or, at the last stage, it is sealed) or returns it with a note; the printing admin reprints a
 * returned draft (the chain from its first stage again) or cancels an open one.
 *
 * Who may act on a waiting draft: a pimpinan whose position is the stage's (compared without
 * regard to case or spaces) and whose scope covers the draft's program (their own program, or
 * every program of their faculty), who did not print it. A person who holds an admin account and a
 * pimpinan account is one person: an approver whose name is the printer's is refused too.
 */
import { Conflict, Forbidden } from '@functions/lib/domain-errors';
import type { PengesahanStatus } from '@shared/api/pengesahan';
import { PENGESAHAN_MSG } from '@shared/messages/pengesahan';
import { sameJabatan } from '@shared/validation/pengesahan';

/** A draft (the document item with its chain). */
/** A document with its chain: a draft (`Draf` of ./repo.ts for the printed document item). */
export type WithChain<D> = D & { pengesahan: PengesahanRecord };

export const isDraf = <D extends { pengesahan?: PengesahanRecord | null | undefined }>(d: D | undefined): d is WithChain<D> =>
  d !== undefined && d.pengesahan !== undefined && d.pengesahan !== null;

/** One stage's approval. */
export interface Persetujuan {
  tahap: string;
  user_id: string;
  nama: string;
  /** The position as the approver held it. */
  jabatan: string;
  nomor_pegawai: string | null;
  /** ISO time. */
  waktu: string;
}

/** The chain's state, stored on the document item (`pengesahan`). */
export interface PengesahanRecord {
  /** The stages (positions), in order, as the faculty had them at print. */
  tahap: string[];
  /** The index of the stage it waits at (the chain's length once sealed). */
  posisi: number;
  status: PengesahanStatus;
  /** The approvals of this round (since the last print or reprint), in order. */
  persetujuan: Persetujuan[];
  /** The last return's note, by whom and when; cleared by a reprint. */
  catatan: string | null;
  dikembalikan_oleh: string | null;
  dikembalikan_at: string | null;
  /** The printing admin (told of a return and of the seal) and how often it was printed (1, then each reprint). */
  dicetak_oleh_id: string;
  dicetak_oleh_nama: string;
  putaran: number;
}

/** Who acts: a signed-in account with its role and, for a pimpinan, position and scope. */
export interface Approver {
  user_id: string;
  nama: string;
  role: string;
  jabatan: string | null;
  nomor_pegawai: string | null;
  /** Program scope (a program head) or faculty scope (a dean): one of them. */
  id_prodi: number | null;
  id_fakultas: number | null;
}

/** Where the draft belongs. */
export interface DrafPlace {
  id_prodi: number;
  id_fakultas: number;
}

/** A new draft's chain, waiting at its first stage. */
export function startChain(tahap: readonly string[], printer: { id: string; nama: string }): PengesahanRecord {
  return {
    tahap: [...tahap],
    posisi: 0,
    status: 'menunggu',
    persetujuan: [],
    catatan: null,
    dikembalikan_oleh: null,
    dikembalikan_at: null,
    dicetak_oleh_id: printer.id,
    dicetak_oleh_nama: printer.nama,
    putaran: 1,
  };
}

/** The stage a draft waits at, or null when it does not wait. */
export const currentStage = (p: PengesahanRecord): string | null => (p.status === 'menunggu' ? (p.tahap[p.posisi] ?? null) : null);

/** Whether the account holds `stage` for a draft of `place`: a pimpinan of that position whose scope covers the program. */
export function holds(a: Approver, stage: string, place: DrafPlace): boolean {
  if (a.role !== 'pimpinan' || !a.jabatan || !sameJabatan(a.jabatan, stage)) return false;
  return inScope(a, place);
}

/** The program is the account's, or of the account's faculty. */
export const inScope = (a: Pick<Approver, 'id_prodi' | 'id_fakultas'>, place: DrafPlace): boolean =>
  a.id_fakultas !== null ? a.id_fakultas === place.id_fakultas : a.id_prodi === place.id_prodi;

const sameName = (a: string, b: string) => a.trim().replace(/\s+/g, ' ').toLowerCase() === b.trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * Throws why the account may not approve or return the draft now (409 not waiting, or their stage
 * already approved; 403 another stage, out of scope, or their own print); returns the stage it acts on.
 */
export function mayAct(p: PengesahanRecord, a: Approver, place: DrafPlace): string {
  const stage = currentStage(p);
  if (stage === null) throw new Conflict(() => PENGESAHAN_MSG.pengesahanNotWaiting);
  if (!inScope(a, place)) throw new Forbidden(() => PENGESAHAN_MSG.pengesahanOutOfScope);
  if (!holds(a, stage, place)) {
    // a holder of a stage already approved in this round: another holder (or they) acted first
    if (p.tahap.slice(0, p.posisi).some((t) => holds(a, t, place))) throw new Conflict(() => PENGESAHAN_MSG.pengesahanAlreadyActed);
    throw new Forbidden(() => PENGESAHAN_MSG.pengesahanNotYourStage);
  }
  if (a.user_id === p.dicetak_oleh_id || sameName(a.nama, p.dicetak_oleh_nama)) throw new Forbidden(() => PENGESAHAN_MSG.pengesahanOwnPrint);
  return stage;
}

/** Whether the account may act now (the detail's `dapat_bertindak`). */
export function canAct(p: PengesahanRecord, a: Approver, place: DrafPlace): boolean {
  try {
    mayAct(p, a, place);
    return true;
  } catch {
    return false;
  }
}

/** The approval of the current stage: the next stage waits, or, after the last, the draft is sealed (`sealed`). */
export function approve(p: PengesahanRecord, a: Approver, place: DrafPlace, at: string): { next: PengesahanRecord; sealed: boolean } {
  const stage = mayAct(p, a, place);
  const persetujuan = [
    ...p.persetujuan,
    { tahap: stage, user_id: a.user_id, nama: a.nama, jabatan: a.jabatan ?? stage, nomor_pegawai: a.nomor_pegawai, waktu: at },
  ];
  const posisi = p.posisi + 1;
  const sealed = posisi >= p.tahap.length;
  return { next: { ...p, posisi, persetujuan, status: sealed ? 'disahkan' : 'menunggu' }, sealed };
}

/** The return of the draft to its printing admin with a note: it leaves the chain until reprinted or cancelled. */
export function returnToAdmin(p: PengesahanRecord, a: Approver, place: DrafPlace, catatan: string, at: string): PengesahanRecord {
  mayAct(p, a, place);
  return { ...p, status: 'dikembalikan', catatan, dikembalikan_oleh: a.nama, dikembalikan_at: at };
}

/** A reprint of a returned draft (same number): the chain from its first stage, the approvals of the last round dropped. */
export function reprint(p: PengesahanRecord): PengesahanRecord {
  if (p.status !== 'dikembalikan')
    throw new Conflict(p.status === 'menunggu' ? PENGESAHAN_MSG.pengesahanWaitingDraft : PENGESAHAN_MSG.pengesahanNotOpen);
  return {
    ...p,
    status: 'menunggu',
    posisi: 0,
    persetujuan: [],
    catatan: null,
    dikembalikan_oleh: null,
    dikembalikan_at: null,
    putaran: p.putaran + 1,
  };
}

/** The cancellation of an open draft (waiting or returned). */
export function cancel(p: PengesahanRecord): PengesahanRecord {
  if (p.status !== 'menunggu' && p.status !== 'dikembalikan') throw new Conflict(() => PENGESAHAN_MSG.pengesahanNotOpen);
  return { ...p, status: 'dibatalkan' };
}

/** The last approval (the legalisation the SKPI prints), once sealed. */
export const lastApproval = (p: PengesahanRecord): Persetujuan | null => (p.status === 'disahkan' ? (p.persetujuan.at(-1) ?? null) : null);

/** The account of an auth context as an approver. */
export function approverOf(auth: {
  userId: string;
  role: string;
  id_prodi: number | null;
  user: { nama: string; jabatan?: string | null; id_fakultas?: number | null; nomor_pegawai?: string | null };
}): Approver {
  return {
    user_id: auth.userId,
    nama: auth.user.nama,
    role: auth.role,
    jabatan: auth.user.jabatan ?? null,
    nomor_pegawai: auth.user.nomor_pegawai ?? null,
    id_prodi: auth.user.id_fakultas ? null : auth.id_prodi,
    id_fakultas: auth.user.id_fakultas ?? null,
  };
}
