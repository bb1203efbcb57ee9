/**
 * The admin area. Every text is defined once in shared/messages/ (see index.ts); nothing else writes a
 * message literal.
 */
import { UPLOAD_LIMIT } from '../domain/storage-size';

/** The admin area's fixed catalogue messages, word for word as users and scripts know them. */
export const ADMIN_MSG = {
  // Admin
  facultyAdded: 'Data fakultas berhasil ditambahkan!',
  facultyUpdated: 'Data fakultas berhasil diubah!',
  facultyDeleted: 'Data fakultas berhasil dihapus!',
  addFailed: 'Terjadi kesalahan saat melakukan penambahan!',
  updateFailed: 'Terjadi kesalahan saat melakukan update!',
  universityUpdated: 'Data universitas berhasil diupdate!',
  prodiAdded: 'Data prodi berhasil ditambahkan!',
  prodiUpdated: 'Data prodi berhasil diubah!',
  prodiDeleted: 'Data prodi berhasil dihapus!',
  userUpdated: 'Data user berhasil diupdate!',
  userAdded: 'Data user berhasil ditambahkan!',
  deleted: 'Berhasil menghapus!',
  portfolioDeletedAdmin: 'Data portofolio berhasil dihapus!',
  portfolioVerified: 'Berhasil melakukan verifikasi portofolio',
  portfolioRejected: 'Berhasil menolak portofolio',
  cplAdded: 'Data CPL berhasil ditambahkan!',
  cplUpdated: 'Data CPL berhasil diupdate!',
  cplDeleted: 'Data CPL berhasil dihapus!',
  cplPointAdded: 'Data cpl berhasil ditambahkan!',
  cplPointUpdated: 'Data cpl berhasil diupdate!',
  cplPointDeleted: 'Data cpl berhasil dihapus!',
  bidangCplAdded: 'Data bidang CPL berhasil ditambahkan!',
  bidangCplUpdated: 'Data bidang CPL berhasil diupdate!',
  bidangCplDeleted: 'Data bidang CPL berhasil dihapus!',
  bidangPortofolioAdded: 'Data bidang portofolio berhasil ditambahkan!',
  bidangPortofolioUpdated: 'Data bidang portofolio berhasil diupdate!',
  bidangPortofolioDeleted: 'Data bidang portofolio berhasil dihapus!',
  rubrikAdded: 'Data rubrik berhasil ditambahkan!',
  rubrikUpdated: 'Data rubrik berhasil diupdate!',
  rubrikDeleted: 'Data rubrik berhasil dihapus!',
  kegiatanAdded: 'Data kegiatan berhasil ditambahkan!',
  kegiatanUpdated: 'Data kegiatan berhasil diperbarui!',
  kegiatanDeleted: 'Data kegiatan berhasil dihapus!',
  subRubrikDeleteFailed: 'Gagal hapus!',
  confirmSure: 'Apakah Anda Yakin?',
  confirmOverride: 'Apakah anda yakin akan override print?',
  dataNotFoundAdmin: 'Data tidak ditemukan!',
} as const;

/**
 * The server's refusals of the faculty, university and program management (docs/decisions/0023-master-data-write-rules.md):
 * ours, in Indonesian.
 */
export const UNIVERSITAS_MSG = {
  uploadWrongLogoType: 'Tipe file yang diupload tidak sesuai! Tipe file yang diterima jpg/jpeg/png',
  superAdminOnly: 'Hanya super admin yang dapat mengelola fakultas, universitas, serta menambah atau menghapus program studi.',
  prodiFieldSuperAdminOnly: 'Hanya super admin yang dapat mengubah fakultas dan status aktif program studi.',
  universitasNotFound: 'Data universitas belum diisi.',
  nomorPegawaiInvalid: 'NIP/NIDN harus berupa 10 (NIDN), 16 (NUPTK) atau 18 (NIP) digit angka.',
  prodiInactive: 'Program studi ini sedang tidak menerima pendaftaran.',
  kodeFakultasInvalid: 'Kode fakultas terdiri atas 1-10 huruf, angka atau tanda hubung (-), misalnya FT atau FMIPA.',
} as const;

/** 409 on a faculty code another faculty already has (the code goes into the SKPI number, which must be unique). */
export const kodeFakultasTaken = (kode: string, namaFakultas?: string) =>
  `Kode fakultas ${kode} sudah dipakai${namaFakultas ? ` oleh ${namaFakultas}` : ' fakultas lain'}. Setiap fakultas memerlukan kode sendiri karena kode tercetak pada nomor SKPI.`;

/** 409 on deleting a faculty that still has programs. */
export const facultyHasProdi = (count: number) =>
  `Fakultas tidak dapat dihapus karena masih memiliki ${count} program studi. Pindahkan atau hapus program studinya terlebih dahulu.`;

/** What still hangs on a program, for the 409 of its deletion. */
export interface ProdiDependents {
  mahasiswa: number;
  rubrik: number;
  bidang_cpl?: number;
}
/** 409 on deleting a program that still has students, rubrics or CPL categories: says what remains. */
export const prodiHasDependents = (d: ProdiDependents) => {
  const parts = [
    d.mahasiswa > 0 ? `${d.mahasiswa} mahasiswa` : '',
    d.rubrik > 0 ? `${d.rubrik} rubrik` : '',
    (d.bidang_cpl ?? 0) > 0 ? `${d.bidang_cpl} bidang CPL` : '',
  ].filter(Boolean);
  const listed = parts.length > 1 ? `${parts.slice(0, -1).join(', ')} dan ${parts.at(-1)}` : parts.join('');
  return `Program studi tidak dapat dihapus karena masih memiliki ${listed}. Nonaktifkan program studi bila tidak lagi menerima mahasiswa.`;
};

/** 409 on deleting a program that still has admin jurusan accounts: names them ('Nama (NIM)'). */
export const prodiHasStaff = (accounts: { nim: string; nama: string }[]) =>
  `Program studi tidak dapat dihapus karena masih memiliki ${accounts.length} akun admin jurusan: ${accounts
    .map((a) => (a.nama ? `${a.nama} (${a.nim})` : a.nim))
    .join(', ')}. Hapus akun tersebut atau pindahkan ke program studi lain terlebih dahulu.`;

/**
 * The server's refusals of the internal-activity management (docs/decisions/0027-internal-activities.md):
 * ours, in Indonesian.
 */
export const PPK_MSG = {
  ppkOtherProdi: 'Anda hanya dapat mengelola kegiatan internal program studi Anda sendiri.',
  ppkQueryOneOf: 'Kirim id_anak_rubrik atau id_prodi, tidak keduanya.',
  ppkDateFuture: 'Tanggal terbit tidak boleh melewati hari ini.',
} as const;

/** 409 on deleting an activity that portfolios chose: says how many. */
export const ppkInUse = (count: number) => `Kegiatan tidak dapat dihapus karena sudah dipilih oleh ${count} portofolio mahasiswa.`;
/** 409 on moving an activity chosen by portfolios to another sub-rubric. */
export const ppkAnakLocked = (count: number) => `Anak rubrik kegiatan tidak dapat diubah karena sudah dipilih oleh ${count} portofolio mahasiswa.`;

/** The internal-activity screen (/admin/kegiatan-internal): the fixed labels users know and ours. */
export const PPK_SCREEN_MSG = {
  pageTitle: 'Kegiatan Internal',
  tableTitle: 'Daftar Kegiatan Internal',
  colId: 'ID',
  colJudul: 'Nama Kegiatan',
  colJudulInggris: 'Activity Name',
  colAnakRubrik: 'Sub-Rubrik',
  colSkp: 'SKP',
  colTanggal: 'Tanggal',
  colOpsi: 'Opsi',
  tambah: 'Tambah',
  ubah: 'Ubah',
  hapus: 'Hapus',
  lihatPdf: 'Lihat PDF',
  empty: 'Belum ada kegiatan internal pada program studi ini.',
  addTitle: 'Tambah Kegiatan Internal',
  editTitle: 'Ubah Kegiatan Internal',
  fieldBidang: 'Bidang Portofolio',
  fieldRubrik: 'Rubrik',
  fieldAnakRubrik: 'Sub-Rubrik',
  fieldJudul: 'Nama Kegiatan',
  fieldJudulInggris: 'Activity Name',
  fieldTanggal: 'Tanggal Terbit',
  fieldDokumen: 'Dokumen Kegiatan (PDF)',
  // a getter: a template of another module's constant would keep this whole object in every Lambda
  get dokumenHint() {
    return `Satu file PDF, maksimal ${UPLOAD_LIMIT}.`;
  },
  dokumenKeep: 'Biarkan kosong untuk tetap memakai dokumen saat ini.',
  dokumenCurrent: 'Lihat dokumen saat ini',
  deleteBody: 'Kegiatan ini akan dihapus beserta dokumennya.',
  pdfTitle: 'Dokumen Kegiatan',
  chosenBy: (count: number) => `Dipilih oleh ${count} portofolio mahasiswa.`,
} as const;

/** The accessible name of a chosen file's remove button. */
export const removeFileLabel = (name: string) => `Hapus file ${name}`;

/**
 * The server's refusals of the CPL management (docs/decisions/0026-cpl.md):
 * ours, in Indonesian.
 */
export const CPL_MSG = {
  cplOtherProdi: 'Anda hanya dapat mengelola CPL program studi Anda sendiri.',
  bidangCplNotFound: 'Bidang CPL tidak ditemukan.',
  cplNotFound: 'CPL tidak ditemukan.',
  cplPointNotFound: 'Poin CPL tidak ditemukan.',
  cplProdiFixed: 'Program studi CPL tidak dapat diubah.',
  cplBidangOtherProdi: 'Bidang CPL ini bukan milik program studi tersebut.',
} as const;

/** What an urutan_di_skpi is unique within: categories in a program, items in a category, points in an item. */
export type CplLevel = 'bidang' | 'cpl' | 'point';
/** 409 on an urutan_di_skpi already taken within its parent. */
export const cplUrutanTaken = (level: CplLevel, urutan: number) =>
  `Urutan ${urutan} sudah dipakai oleh ${{ bidang: 'bidang CPL lain pada program studi ini', cpl: 'CPL lain pada bidang ini', point: 'poin lain pada CPL ini' }[level]}. Pilih urutan lain.`;
/** 409 on deleting a CPL category that still holds items. */
export const bidangCplHasCpl = (count: number) => `Bidang CPL tidak dapat dihapus karena masih memiliki ${count} CPL. Hapus CPL-nya terlebih dahulu.`;
/** 409 on adding a point to an item that has the most it may hold. */
export const cplPointLimit = (max: number) => `Satu CPL paling banyak memiliki ${max} poin.`;
/** The audit note of an item's deletion: how many of its points went with it. */
export const cplDeletedWithPoints = (count: number) => `${count} poin CPL ikut dihapus.`;

/** 'Berhasil menerima pengajuan migrasi' and its siblings: a migration or readmission decision's outcome. */
export const migrationAccepted = (type: 'migrasi' | 'readmisi') => `Berhasil menerima pengajuan ${type}`;
export const migrationRejected = (type: 'migrasi' | 'readmisi') => `Berhasil menolak pengajuan ${type}`;
