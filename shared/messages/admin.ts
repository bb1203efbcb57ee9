/**
 * The admin area. Every text is defined once in shared/messages/ (see index.ts); nothing else writes a
 * message literal.
 */
import { englishCount } from './english-count';
import { bilingual, twin } from './language';

/** The admin area's fixed catalogue messages, word for word as users and scripts know them. */
export const ADMIN_MSG = /* @__PURE__ */ bilingual(
  {
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
  } as const,
  {
    facultyAdded: 'Faculty added!',
    facultyUpdated: 'Faculty changed!',
    facultyDeleted: 'Faculty deleted!',
    addFailed: 'Something went wrong while adding!',
    updateFailed: 'Something went wrong while updating!',
    universityUpdated: 'University data updated!',
    prodiAdded: 'Study program added!',
    prodiUpdated: 'Study program changed!',
    prodiDeleted: 'Study program deleted!',
    userUpdated: 'User updated!',
    userAdded: 'User added!',
    deleted: 'Deleted!',
    portfolioDeletedAdmin: 'Portfolio deleted!',
    portfolioVerified: 'Portfolio verified',
    portfolioRejected: 'Portfolio rejected',
    cplAdded: 'CPL added!',
    cplUpdated: 'CPL updated!',
    cplDeleted: 'CPL deleted!',
    cplPointAdded: 'CPL point added!',
    cplPointUpdated: 'CPL point updated!',
    cplPointDeleted: 'CPL point deleted!',
    bidangCplAdded: 'CPL field added!',
    bidangCplUpdated: 'CPL field updated!',
    bidangCplDeleted: 'CPL field deleted!',
    bidangPortofolioAdded: 'Portfolio field added!',
    bidangPortofolioUpdated: 'Portfolio field updated!',
    bidangPortofolioDeleted: 'Portfolio field deleted!',
    rubrikAdded: 'Rubric added!',
    rubrikUpdated: 'Rubric updated!',
    rubrikDeleted: 'Rubric deleted!',
    kegiatanAdded: 'Activity added!',
    kegiatanUpdated: 'Activity updated!',
    kegiatanDeleted: 'Activity deleted!',
    subRubrikDeleteFailed: 'Could not delete!',
    confirmSure: 'Are you sure?',
    confirmOverride: 'Are you sure you want to override the print?',
    dataNotFoundAdmin: 'Data not found!',
  },
);

/**
 * The server's refusals of the faculty, university and program management (docs/decisions/0023-master-data-write-rules.md):
 * ours, in Indonesian and English.
 */
export const UNIVERSITAS_MSG = /* @__PURE__ */ bilingual(
  {
    uploadWrongLogoType: 'Tipe file yang diupload tidak sesuai! Tipe file yang diterima jpg/jpeg/png',
    superAdminOnly: 'Hanya super admin yang dapat mengelola fakultas, universitas, serta menambah atau menghapus program studi.',
    prodiFieldSuperAdminOnly: 'Hanya super admin yang dapat mengubah fakultas dan status aktif program studi.',
    universitasNotFound: 'Data universitas belum diisi.',
    nomorPegawaiInvalid: 'NIP/NIDN harus berupa 10 (NIDN), 16 (NUPTK) atau 18 (NIP) digit angka.',
    prodiInactive: 'Program studi ini sedang tidak menerima pendaftaran.',
    kodeFakultasInvalid: 'Kode fakultas terdiri atas 1-10 huruf, angka atau tanda hubung (-), misalnya FT atau FMIPA.',
  } as const,
  {
    uploadWrongLogoType: 'The uploaded file type is not allowed! Accepted file types: jpg/jpeg/png',
    superAdminOnly: 'Only a super admin can manage faculties and the university, and add or delete study programs.',
    prodiFieldSuperAdminOnly: "Only a super admin can change a study program's faculty and active status.",
    universitasNotFound: 'The university data has not been filled in yet.',
    nomorPegawaiInvalid: 'The NIP/NIDN must be 10 (NIDN), 16 (NUPTK) or 18 (NIP) digits.',
    prodiInactive: 'This study program is not accepting registrations at the moment.',
    kodeFakultasInvalid: 'A faculty code is 1-10 letters, digits or hyphens (-), for example FT or FMIPA.',
  },
);

/** 409 on a faculty code another faculty already has (the code goes into the SKPI number, which must be unique). */
export const kodeFakultasTaken = /* @__PURE__ */ twin(
  (kode: string, namaFakultas?: string) =>
    `Kode fakultas ${kode} sudah dipakai${namaFakultas ? ` oleh ${namaFakultas}` : ' fakultas lain'}. Setiap fakultas memerlukan kode sendiri karena kode tercetak pada nomor SKPI.`,
  (kode, namaFakultas) =>
    `The faculty code ${kode} is already used by ${namaFakultas ?? 'another faculty'}. Every faculty needs its own code, because the code is printed in the SKPI number.`,
);

/** 409 on deleting a faculty that still has programs. */
export const facultyHasProdi = /* @__PURE__ */ twin(
  (count: number) =>
    `Fakultas tidak dapat dihapus karena masih memiliki ${count} program studi. Pindahkan atau hapus program studinya terlebih dahulu.`,
  (count) =>
    `The faculty cannot be deleted: it still has ${englishCount(count, 'study program', 'study programs')}. Move or delete ${count === 1 ? 'it' : 'them'} first.`,
);

/** What still hangs on a program, for the 409 of its deletion. */
export interface ProdiDependents {
  mahasiswa: number;
  rubrik: number;
  bidang_cpl?: number;
}
/** 409 on deleting a program that still has students, rubrics or CPL categories: says what remains. */
export const prodiHasDependents = /* @__PURE__ */ twin(
  (d: ProdiDependents) => {
    const parts = [
      d.mahasiswa > 0 ? `${d.mahasiswa} mahasiswa` : '',
      d.rubrik > 0 ? `${d.rubrik} rubrik` : '',
      (d.bidang_cpl ?? 0) > 0 ? `${d.bidang_cpl} bidang CPL` : '',
    ].filter(Boolean);
    const listed = parts.length > 1 ? `${parts.slice(0, -1).join(', ')} dan ${parts.at(-1)}` : parts.join('');
    return `Program studi tidak dapat dihapus karena masih memiliki ${listed}. Nonaktifkan program studi bila tidak lagi menerima mahasiswa.`;
  },
  (d) => {
    const counted = (n: number, one: string, many: string) => (n > 0 ? englishCount(n, one, many) : '');
    const parts = [
      counted(d.mahasiswa, 'student', 'students'),
      counted(d.rubrik, 'rubric', 'rubrics'),
      counted(d.bidang_cpl ?? 0, 'CPL field', 'CPL fields'),
    ].filter(Boolean);
    const listed = parts.length > 1 ? `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}` : parts.join('');
    return `The study program cannot be deleted: it still has ${listed}. Deactivate the study program if it no longer admits students.`;
  },
);

/** The accounts as the refusal names them: 'Nama (NIM)', or the NIM alone. */
const staffNames = (accounts: { nim: string; nama: string }[]) => accounts.map((a) => (a.nama ? `${a.nama} (${a.nim})` : a.nim)).join(', ');
/** 409 on deleting a program that still has admin jurusan accounts: names them ('Nama (NIM)'). */
export const prodiHasStaff = /* @__PURE__ */ twin(
  (accounts: { nim: string; nama: string }[]) =>
    `Program studi tidak dapat dihapus karena masih memiliki ${accounts.length} akun admin jurusan: ${staffNames(accounts)}. Hapus akun tersebut atau pindahkan ke program studi lain terlebih dahulu.`,
  (accounts) =>
    `The study program cannot be deleted: it still has ${accounts.length === 1 ? 'a program admin account' : `${accounts.length} program admin accounts`}: ${staffNames(accounts)}. Delete ${accounts.length === 1 ? 'it' : 'them'} or move ${accounts.length === 1 ? 'it' : 'them'} to another study program first.`,
);

/**
 * The server's refusals of the internal-activity management (docs/decisions/0027-internal-activities.md):
 * ours, in Indonesian and English.
 */
export const PPK_MSG = /* @__PURE__ */ bilingual(
  {
    ppkOtherProdi: 'Anda hanya dapat mengelola kegiatan internal program studi Anda sendiri.',
    ppkQueryOneOf: 'Kirim id_anak_rubrik atau id_prodi, tidak keduanya.',
    ppkDateFuture: 'Tanggal terbit tidak boleh melewati hari ini.',
  } as const,
  {
    ppkOtherProdi: 'You can only manage the internal activities of your own study program.',
    ppkQueryOneOf: 'Send id_anak_rubrik or id_prodi, not both.',
    ppkDateFuture: 'The issue date cannot be later than today.',
  },
);

/** 409 on deleting an activity that portfolios chose: says how many. */
export const ppkInUse = /* @__PURE__ */ twin(
  (count: number) => `Kegiatan tidak dapat dihapus karena sudah dipilih oleh ${count} portofolio mahasiswa.`,
  (count) => `The activity cannot be deleted: ${englishCount(count, 'student portfolio has', 'student portfolios have')} already chosen it.`,
);
/** 409 on moving an activity chosen by portfolios to another sub-rubric. */
export const ppkAnakLocked = /* @__PURE__ */ twin(
  (count: number) => `Anak rubrik kegiatan tidak dapat diubah karena sudah dipilih oleh ${count} portofolio mahasiswa.`,
  (count) =>
    `The activity's sub-rubric cannot be changed: ${englishCount(count, 'student portfolio has', 'student portfolios have')} already chosen the activity.`,
);

/**
 * The server's refusals of the CPL management (docs/decisions/0026-cpl.md):
 * ours, in Indonesian and English.
 */
export const CPL_MSG = /* @__PURE__ */ bilingual(
  {
    cplOtherProdi: 'Anda hanya dapat mengelola CPL program studi Anda sendiri.',
    bidangCplNotFound: 'Bidang CPL tidak ditemukan.',
    cplNotFound: 'CPL tidak ditemukan.',
    cplPointNotFound: 'Poin CPL tidak ditemukan.',
    cplProdiFixed: 'Program studi CPL tidak dapat diubah.',
    cplBidangOtherProdi: 'Bidang CPL ini bukan milik program studi tersebut.',
  } as const,
  {
    cplOtherProdi: 'You can only manage the CPL of your own study program.',
    bidangCplNotFound: 'CPL field not found.',
    cplNotFound: 'CPL not found.',
    cplPointNotFound: 'CPL point not found.',
    cplProdiFixed: "A CPL's study program cannot be changed.",
    cplBidangOtherProdi: 'This CPL field does not belong to that study program.',
  },
);

/** What an urutan_di_skpi is unique within: categories in a program, items in a category, points in an item. */
export type CplLevel = 'bidang' | 'cpl' | 'point';
/** 409 on an urutan_di_skpi already taken within its parent. */
export const cplUrutanTaken = /* @__PURE__ */ twin(
  (level: CplLevel, urutan: number) =>
    `Urutan ${urutan} sudah dipakai oleh ${{ bidang: 'bidang CPL lain pada program studi ini', cpl: 'CPL lain pada bidang ini', point: 'poin lain pada CPL ini' }[level]}. Pilih urutan lain.`,
  (level, urutan) =>
    `Order ${urutan} is already used by ${{ bidang: 'another CPL field of this study program', cpl: 'another CPL of this field', point: 'another point of this CPL' }[level]}. Choose another order.`,
);
/** 409 on deleting a CPL category that still holds items. */
export const bidangCplHasCpl = /* @__PURE__ */ twin(
  (count: number) => `Bidang CPL tidak dapat dihapus karena masih memiliki ${count} CPL. Hapus CPL-nya terlebih dahulu.`,
  (count) => `The CPL field cannot be deleted: it still has ${count} CPL. Delete ${count === 1 ? 'it' : 'them'} first.`,
);
/** 409 on adding a point to an item that has the most it may hold. */
export const cplPointLimit = /* @__PURE__ */ twin(
  (max: number) => `Satu CPL paling banyak memiliki ${max} poin.`,
  (max) => `A CPL can have at most ${englishCount(max, 'point', 'points')}.`,
);
/** The audit note of an item's deletion: how many of its points went with it. */
export const cplDeletedWithPoints = /* @__PURE__ */ twin(
  (count: number) => `${count} poin CPL ikut dihapus.`,
  (count) => `${englishCount(count, 'CPL point was', 'CPL points were')} deleted with it.`,
);

/** The kinds of request in English. */
const MUTASI_TYPE_EN = { migrasi: 'migration', readmisi: 'readmission' } as const;
/** 'Berhasil menerima pengajuan migrasi' and its siblings: a migration or readmission decision's outcome. */
export const migrationAccepted = /* @__PURE__ */ twin(
  (type: 'migrasi' | 'readmisi') => `Berhasil menerima pengajuan ${type}`,
  (type) => `The ${MUTASI_TYPE_EN[type]} request was accepted`,
);
export const migrationRejected = /* @__PURE__ */ twin(
  (type: 'migrasi' | 'readmisi') => `Berhasil menolak pengajuan ${type}`,
  (type) => `The ${MUTASI_TYPE_EN[type]} request was rejected`,
);
