/**
 * The admin area (spec 001 section 8).
 * Every text is defined once in shared/messages/ (see index.ts); nothing else writes a message literal.
 */
/** The spec's admin-area messages. */
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

/** 'Berhasil menerima pengajuan migrasi' and its siblings (spec: migration). */
export const migrationAccepted = (type: 'migrasi' | 'readmisi') => `Berhasil menerima pengajuan ${type}`;
export const migrationRejected = (type: 'migrasi' | 'readmisi') => `Berhasil menolak pengajuan ${type}`;
