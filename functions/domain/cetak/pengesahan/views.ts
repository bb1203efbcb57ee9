/**
 * The answers of a draft (shared/api/pengesahan.ts): the approver's waiting-list row, the chain's
 * state as the staff see it (the print list, the student's documents, the detail) and the public
 * chain of the verification page. Pure.
 */
import type { DokumenItem } from '@functions/domain/cetak/repo';
import type { drafRingkas, pengesahanRow, pengesahanState } from '@shared/api/pengesahan';
import type { z } from 'zod';
import { currentStage, type PengesahanRecord } from './machine';
import type { Draf } from './repo';

/** The approver's waiting-list row of a draft. */
export function pengesahanRowOf(d: Draf): z.output<typeof pengesahanRow> {
  const p = d.pengesahan;
  return {
    id: d.kode,
    nim: d.nim,
    nama: d.nama,
    id_prodi: d.id_prodi,
    nama_prodi: d.nama_prodi,
    nomor: d.nomor,
    tahap: currentStage(p) ?? p.tahap[p.posisi] ?? '',
    tahap_ke: Math.min(p.posisi + 1, p.tahap.length),
    jumlah_tahap: p.tahap.length,
    id_periode_kelulusan: d.id_periode_kelulusan,
    periode: d.periode_label,
    dicetak_oleh: d.printed_by,
    dicetak_at: d.printed_at,
    version: d.version,
  };
}

/** Each stage: approved (by whom, when), waiting, or not yet. */
export function pengesahanStateOf(p: PengesahanRecord): z.output<typeof pengesahanState> {
  return {
    status: p.status,
    tahap: currentStage(p),
    tahapan: p.tahap.map((tahap, i) => {
      const done = p.persetujuan[i];
      if (done && i < p.posisi) return { tahap, status: 'disetujui' as const, nama: done.nama, jabatan: done.jabatan, waktu: done.waktu };
      return {
        tahap,
        status: i === p.posisi && p.status === 'menunggu' ? ('menunggu' as const) : ('belum' as const),
        nama: null,
        jabatan: null,
        waktu: null,
      };
    }),
    catatan: p.catatan,
    dikembalikan_oleh: p.dikembalikan_oleh,
    dikembalikan_at: p.dikembalikan_at,
  };
}

/** The print list's short view of a student's open draft (null when it is not open). */
export function drafRingkasOf(d: DokumenItem | undefined): z.output<typeof drafRingkas> | null {
  const p = d?.pengesahan;
  if (!d || !p || d.status !== 'draf' || (p.status !== 'menunggu' && p.status !== 'dikembalikan')) return null;
  return { kode: d.kode, nomor: d.nomor, status: p.status, tahap: currentStage(p), catatan: p.catatan };
}

/** The chain that legalised a valid (or since revoked or superseded) document, for the public (empty without one or before the seal). */
export function publicChainOf(d: DokumenItem, english: (jabatan: string) => string | null) {
  const p = d.pengesahan;
  if (p?.status !== 'disahkan') return [];
  return p.persetujuan.map((a) => ({ tahap: a.tahap, tahap_inggris: english(a.tahap), nama: a.nama, jabatan: a.jabatan, waktu: a.waktu }));
}
