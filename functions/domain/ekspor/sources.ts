/**
 * The lists that can be exported, each read through its own list service (so an export has the
 * list's filters and the caller's scope, exactly: an admin jurusan never gets another program's
 * rows) a large page at a time, with the columns of its file.
 */
import { auditService } from '@functions/domain/audit/service';
import { listForPrinting } from '@functions/domain/cetak/list';
import { listAccounts } from '@functions/domain/manajemen/list';
import { statistikService } from '@functions/domain/statistik/service';
import { verifikasiService } from '@functions/domain/verifikasi/service';
import type { Admin } from '@functions/lib/admin-write';
import type { eksporRoutes } from '@shared/api/ekspor';
import { statusLabel } from '@shared/domain/status';
import type { z } from 'zod';
import type { Column } from './table';

/** The export routes that read a list (every one but the job's). */
export type EksporList = Exclude<keyof typeof eksporRoutes, 'eksporJob'>;
type FilterOf<L extends EksporList> = z.output<(typeof eksporRoutes)[L]['query']>['filter'];

/** Rows read per call of a list service while exporting (its route pages by at most 100). */
export const EKSPOR_READ_SIZE = 500;

export interface EksporPage<R> {
  rows: readonly R[];
  /** Rows of the whole list, when the list knows it. */
  total: number;
  /** More rows follow this page. */
  more: boolean;
}

export interface EksporSource<R, F> {
  /** The file's name stem and its sheet's name. */
  name: string;
  columns: readonly Column<R>[];
  page(caller: Admin, filter: F, page: number): Promise<EksporPage<R>>;
}

/** A list that answers in one piece (the dashboard's tables). */
const whole = <R>(rows: readonly R[]): EksporPage<R> => ({ rows, total: rows.length, more: false });
const paged = <R>(answer: { data: readonly R[]; current_page: number; last_page: number; total: number }): EksporPage<R> => ({
  rows: answer.data,
  total: answer.total,
  more: answer.current_page < answer.last_page,
});
const prodiText = (nama: string | null | undefined, jenjang: string | null | undefined) => (nama ? (jenjang ? `${nama} (${jenjang})` : nama) : null);

type AkunRow = Awaited<ReturnType<typeof listAccounts>>['data'][number];
type QueueRow = Awaited<ReturnType<typeof verifikasiService.queue>>['data'][number];
type CetakRow = Awaited<ReturnType<typeof listForPrinting>>['data'][number];
type AuditRow = Awaited<ReturnType<typeof auditService.list>>['audit']['data'][number];
type AnakRubrikRow = Awaited<ReturnType<typeof statistikService.anakRubrik>>['data'][number];
type BidangRow = Awaited<ReturnType<typeof statistikService.bidangPortofolio>>['data'][number];
type SummaryRow = Awaited<ReturnType<typeof statistikService.portofolioSummary>>[number];

const akun: EksporSource<AkunRow, FilterOf<'akunExport'>> = {
  name: 'mahasiswa',
  columns: [
    { header: 'nim', type: 'text', value: (r) => r.nim, width: 16 },
    { header: 'nama', type: 'text', value: (r) => r.nama, width: 30 },
    { header: 'email', type: 'text', value: (r) => r.email, width: 30 },
    { header: 'prodi', type: 'text', value: (r) => prodiText(r.prodi?.nama_prodi, r.prodi?.jenjang), width: 30 },
    { header: 'tanggalMasuk', type: 'date', value: (r) => r.tanggal_masuk },
    { header: 'totalSkp', type: 'number', value: (r) => r.skp },
    { header: 'totalPortofolio', type: 'number', value: (r) => r.jumlah_portofolio },
    { header: 'tanggalLulus', type: 'date', value: (r) => r.tanggal_lulus },
    { header: 'aktif', type: 'text', value: (r) => r.is_active },
  ],
  page: async (caller, filter, page) => paged(await listAccounts(caller, { ...filter, page, paginate: EKSPOR_READ_SIZE })),
};

const antrian: EksporSource<QueueRow, FilterOf<'portofolioQueueExport'>> = {
  name: 'antrian-verifikasi',
  columns: [
    { header: 'nim', type: 'text', value: (r) => r.nim, width: 16 },
    { header: 'nama', type: 'text', value: (r) => r.nama_mahasiswa, width: 30 },
    { header: 'prodi', type: 'text', value: (r) => prodiText(r.nama_prodi, r.jenjang), width: 30 },
    { header: 'judul', type: 'text', value: (r) => r.judul, width: 40 },
    { header: 'judulInggris', type: 'text', value: (r) => r.judul_inggris, width: 40 },
    { header: 'bidang', type: 'text', value: (r) => r.nama_bidang_portofolio },
    { header: 'rubrik', type: 'text', value: (r) => r.nama_rubrik },
    { header: 'anakRubrik', type: 'text', value: (r) => r.nama_anak_rubrik },
    { header: 'poin', type: 'number', value: (r) => r.bobot_skp_portofolio },
    { header: 'tanggalTerbit', type: 'date', value: (r) => r.tanggal_terbit },
    { header: 'status', type: 'text', value: (r) => statusLabel(r.status_portofolio) ?? String(r.status_portofolio) },
    { header: 'catatan', type: 'text', value: (r) => r.catatan, width: 30 },
    { header: 'diverifikasiOleh', type: 'text', value: (r) => r.verified_by },
    { header: 'diverifikasiPada', type: 'datetime', value: (r) => r.verified_at, width: 18 },
    { header: 'diajukanPada', type: 'datetime', value: (r) => r.created_at, width: 18 },
  ],
  page: async (caller, filter, page) => paged(await verifikasiService.queue(caller.auth, { ...filter, page, paginate: EKSPOR_READ_SIZE })),
};

const cetak: EksporSource<CetakRow, FilterOf<'skpiSearchExport'>> = {
  name: 'cetak-skpi',
  columns: [
    { header: 'nim', type: 'text', value: (r) => r.nim, width: 16 },
    { header: 'nama', type: 'text', value: (r) => r.nama, width: 30 },
    { header: 'prodi', type: 'text', value: (r) => r.nama_prodi, width: 30 },
    { header: 'tanggalMasuk', type: 'date', value: (r) => r.tanggal_masuk },
    { header: 'tanggalLulus', type: 'date', value: (r) => r.tanggal_lulus },
    { header: 'pengajuanSkpi', type: 'text', value: (r) => (r.is_downloaded === null ? null : r.is_downloaded === 1) },
    { header: 'nomorSkpi', type: 'text', value: (r) => r.dokumen?.nomor ?? null, width: 28 },
    { header: 'tanggalTerbit', type: 'date', value: (r) => r.dokumen?.tanggal_terbit ?? null },
  ],
  page: async (caller, filter, page) => paged(await listForPrinting(caller, { ...filter, page, paginate: EKSPOR_READ_SIZE })),
};

const audit: EksporSource<AuditRow, FilterOf<'auditExport'>> = {
  name: 'audit',
  columns: [
    { header: 'waktu', type: 'datetime', value: (r) => r.at, width: 18 },
    { header: 'aksi', type: 'text', value: (r) => r.action },
    { header: 'jenisTarget', type: 'text', value: (r) => r.target_type },
    { header: 'idTarget', type: 'text', value: (r) => r.target_id },
    { header: 'aktor', type: 'text', value: (r) => r.actor_nama, width: 30 },
    { header: 'nimAktor', type: 'text', value: (r) => r.actor_nim, width: 16 },
    { header: 'peranAktor', type: 'text', value: (r) => r.actor_role },
    { header: 'catatan', type: 'text', value: (r) => r.catatan, width: 30 },
  ],
  page: async (_caller, filter, page) => {
    const { audit: answer } = await auditService.list({ ...filter, page, paginate: 100 });
    return { rows: answer.data, total: answer.total, more: answer.has_more || answer.current_page < answer.last_page };
  },
};

const capaian = [
  { header: 'aktifMemenuhi', type: 'number', value: (r: { mahasiswa_aktif_memenuhi_skp: number }) => r.mahasiswa_aktif_memenuhi_skp },
  { header: 'aktifTotal', type: 'number', value: (r: { mahasiswa_aktif_total: number }) => r.mahasiswa_aktif_total },
] as const;

const anakRubrik: EksporSource<AnakRubrikRow, FilterOf<'statistikAnakRubrikExport'>> = {
  name: 'capaian-sub-rubrik',
  columns: [
    { header: 'prodi', type: 'text', value: (r) => prodiText(r.nama_prodi, r.jenjang), width: 30 },
    { header: 'rubrik', type: 'text', value: (r) => r.nama_rubrik, width: 30 },
    { header: 'anakRubrik', type: 'text', value: (r) => r.nama_anak_rubrik, width: 30 },
    ...capaian,
  ],
  page: async (caller, filter) => whole((await statistikService.anakRubrik(caller.auth, filter.prodi)).data),
};

const bidang: EksporSource<BidangRow, FilterOf<'statistikBidangPortofolioExport'>> = {
  name: 'capaian-bidang',
  columns: [
    { header: 'bidang', type: 'text', value: (r) => r.nama_bidang, width: 30 },
    { header: 'bidangInggris', type: 'text', value: (r) => r.nama_bidang_inggris, width: 30 },
    ...capaian,
  ],
  page: async (caller, filter) => whole((await statistikService.bidangPortofolio(caller.auth, filter.prodi)).data),
};

const ringkasan: EksporSource<SummaryRow, FilterOf<'statistikPortofolioSummaryExport'>> = {
  name: 'portofolio-per-prodi',
  columns: [
    { header: 'prodi', type: 'text', value: (r) => prodiText(r.nama_prodi, r.jenjang), width: 30 },
    { header: 'totalPortofolio', type: 'number', value: (r) => r.total },
    { header: 'belumDiverifikasi', type: 'number', value: (r) => r.belum_diverifikasi },
  ],
  page: async (caller) => whole(await statistikService.portofolioSummary(caller.auth)),
};

/** Every exportable list, by its export route. */
export const EKSPOR_SOURCES: { [L in EksporList]: EksporSource<never, FilterOf<L>> } = {
  akunExport: akun as never,
  portofolioQueueExport: antrian as never,
  skpiSearchExport: cetak as never,
  auditExport: audit as never,
  statistikAnakRubrikExport: anakRubrik as never,
  statistikBidangPortofolioExport: bidang as never,
  statistikPortofolioSummaryExport: ringkasan as never,
};
