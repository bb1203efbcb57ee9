/**
 * The SKPI printing area (the Cetak SKPI screen): the fixed catalogue texts word for word (the override
 * confirmation, the period messages that reuse the internal-activity wording), and ours. The public verification page's texts are in ./keaslian.ts.
 */
import { KATEGORI_PENCABUTAN_LABEL } from '../domain/segel';
import { englishCount } from './english-count';
import { bilingual, twin } from './language';

/**
 * The revocation categories, from their labels: 'Kesalahan data, Diterbitkan ulang, Kelulusan dibatalkan atau Alasan lain'
 * (and 'Data error, Reissued, Graduation annulled or Other reason').
 */
const kategoriChoices = (lang: 'id' | 'en', or: string) => {
  const labels = Object.values(KATEGORI_PENCABUTAN_LABEL).map((l) => l[lang]);
  return `${labels.slice(0, -1).join(', ')} ${or} ${labels.at(-1)}`;
};

/** API refusals and results of the printing routes, by key (spread into MSG). */
export const CETAK_MSG = /* @__PURE__ */ bilingual(
  {
    overrideInvalid: 'Nilai override harus 0 atau 1.',
    periodeRequired: 'Pilih periode kelulusan.',
    periodeNotFound: 'Periode kelulusan tidak ditemukan.',
    periodeNumberRequired: 'Isi nomor periode (1 sampai 99).',
    angkatanInvalid: 'Angkatan harus berupa tahun, misalnya 2022.',
    kelulusanInvalid: 'Kelulusan harus kosong, 0 atau 1.',
    pengajuanInvalid: 'Pengajuan harus kosong, tidak, menunggu atau diterima.',
    rubrikInvalid: 'Rubrik harus kosong, 0 atau 1.',
    dicetakInvalid: 'Dicetak harus kosong, 0 atau 1.',
    nimRequired: 'Isi minimal satu NIM.',
    tooManyNim: 'Paling banyak 2000 NIM dalam satu cetak massal.',
    prodiRequired: 'Pilih program studi.',
    tahunMasukRequired: 'Pilih tahun masuk.',
    alasanRequired: 'Isi alasan pencabutan SKPI.',
    kategoriInvalid: `Kategori pencabutan tidak dikenal. Pilih salah satu: ${kategoriChoices('id', 'atau')}.`,
    periodeAdded: 'Data kegiatan berhasil ditambahkan!',
    periodeDeleted: 'Data kegiatan berhasil dihapus!',
    periodeDuplicate: 'Periode dengan nomor ini sudah ada pada tahun akademik yang sama.',
    skpiOtherProdi: 'Anda hanya dapat mencetak SKPI mahasiswa program studi Anda sendiri.',
    skpiNotPrinted: 'SKPI mahasiswa ini belum dicetak.',
    skpiRevoked: 'SKPI berhasil dicabut.',
    ijazahInvalid: 'Nomor ijazah nasional hanya boleh berisi huruf, angka, titik, garis miring dan tanda hubung.',
    ijazahSaved: 'Nomor ijazah nasional berhasil disimpan!',
    skpiNoKodeFakultas: 'Kode fakultas belum diisi. Lengkapi kode fakultas pada Manajemen Universitas sebelum mencetak SKPI.',
    skpiNumberBusy: 'Nomor SKPI sedang dipakai oleh pencetakan lain. Silakan coba lagi.',
    skpiJobNotFound: 'Pekerjaan cetak tidak ditemukan.',
    skpiJobFailed: 'Cetak massal gagal. Silakan coba lagi.',
    skpiChunkFailed: 'Gagal dicetak setelah dicoba ulang. Silakan cetak ulang mahasiswa ini.',
    skpiJobStarterNotAllowed:
      'Cetak massal dihentikan: akun yang memulainya tidak lagi aktif sebagai admin dengan akses ke program studi ini. Tidak ada SKPI yang dicetak.',
    skpiBulkEmpty: 'Tidak ada mahasiswa yang sesuai dengan pilihan ini.',
    keaslianNotFound: 'Dokumen tidak ditemukan. Periksa kembali kode pada SKPI Anda.',
  } as const,
  {
    overrideInvalid: 'The override value must be 0 or 1.',
    periodeRequired: 'Choose a graduation period.',
    periodeNotFound: 'Graduation period not found.',
    periodeNumberRequired: 'Enter the period number (1 to 99).',
    angkatanInvalid: 'The cohort must be a year, for example 2022.',
    kelulusanInvalid: 'Graduation must be empty, 0 or 1.',
    pengajuanInvalid: 'The request must be empty, tidak, menunggu or diterima.',
    rubrikInvalid: 'Rubric must be empty, 0 or 1.',
    dicetakInvalid: 'Printed must be empty, 0 or 1.',
    nimRequired: 'Enter at least one NIM.',
    tooManyNim: 'At most 2000 NIMs in one bulk print.',
    prodiRequired: 'Choose a study program.',
    tahunMasukRequired: 'Choose the year of entry.',
    alasanRequired: 'Enter the reason for revoking the SKPI.',
    kategoriInvalid: `Unknown revocation category. Choose one of: ${kategoriChoices('en', 'or')}.`,
    periodeAdded: 'Period added!',
    periodeDeleted: 'Period deleted!',
    periodeDuplicate: 'A period with this number already exists in the same academic year.',
    skpiOtherProdi: 'You can only print the SKPI of students in your own study program.',
    skpiNotPrinted: "This student's SKPI has not been printed yet.",
    skpiRevoked: 'SKPI revoked.',
    ijazahInvalid: 'The national diploma number may contain only letters, digits, full stops, slashes and hyphens.',
    ijazahSaved: 'National diploma number saved!',
    skpiNoKodeFakultas: 'The faculty code has not been filled in. Complete the faculty code in University Management before printing the SKPI.',
    skpiNumberBusy: 'The SKPI number is being used by another print. Please try again.',
    skpiJobNotFound: 'Print job not found.',
    skpiJobFailed: 'The bulk print failed. Please try again.',
    skpiChunkFailed: 'Could not be printed after retrying. Please print this student again.',
    skpiJobStarterNotAllowed:
      'Bulk print stopped: the account that started it is no longer an active admin with access to this study program. No SKPI was printed.',
    skpiBulkEmpty: 'No students match this choice.',
    keaslianNotFound: 'Document not found. Check the code on your SKPI again.',
  },
);

/** 409 on deleting a period that printed SKPI use: says how many. */
export const periodeInUse = /* @__PURE__ */ twin(
  (count: number) => `Periode kelulusan tidak dapat dihapus karena dipakai oleh ${count} SKPI yang sudah dicetak.`,
  (count) => `The graduation period cannot be deleted: ${englishCount(count, 'printed SKPI uses', 'printed SKPIs use')} it.`,
);
/** 422 naming the NIM of a bulk print that are no students (or not the admin's). */
export const skpiUnknownNims = /* @__PURE__ */ twin(
  (nims: readonly string[]) =>
    `NIM berikut tidak ditemukan${nims.length > 10 ? ` (${nims.length} NIM)` : ''}: ${nims.slice(0, 10).join(', ')}${nims.length > 10 ? ', …' : ''}.`,
  (nims) =>
    `${nims.length === 1 ? 'This NIM was' : 'These NIMs were'} not found${nims.length > 10 ? ` (${nims.length} NIMs)` : ''}: ${nims.slice(0, 10).join(', ')}${nims.length > 10 ? ', …' : ''}.`,
);
/** 202 job labels. */
export const jobLabelNims = /* @__PURE__ */ twin(
  (count: number) => `${count} NIM`,
  (count) => englishCount(count, 'NIM', 'NIMs'),
);
export const jobLabelProdi = /* @__PURE__ */ twin(
  (prodi: string, tahun: number) => `${prodi} angkatan ${tahun}`,
  (prodi, tahun) => `${prodi}, ${tahun} cohort`,
);

/**
 * Texts the same in both languages: the screen's own English labels, the acronym NIM, a word English shares,
 * and the student filter's own (its file lists them too).
 */
