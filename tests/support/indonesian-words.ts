/**
 * The words that betray an Indonesian text on a page meant to be English: common Indonesian words
 * of a user interface, found whole in any case, outside the data a text quotes and outside the
 * few texts that are no interface words.
 */

/** Common Indonesian words of a user interface: none may show on a page in English outside user data. */
export const INDONESIAN_UI_WORDS = [
  'Simpan',
  'Batal',
  'Hapus',
  'Tambah',
  'Masuk',
  'Keluar',
  'Cari',
  'Kembali',
  'Belum',
  'Sudah',
  'Menunggu',
  'Ditolak',
  'Diterima',
  'Ubah',
  'Tutup',
  'Pilih',
  'Semua',
  'Halaman',
  'Tidak',
  'Ya',
  'Kirim',
  'Unduh',
  'Unggah',
  'Cetak',
  'Lihat',
  'Tanggal',
  'Nama',
  'Mahasiswa',
  'Dosen',
  'Verifikasi',
  'Pengaturan',
  'Sebelumnya',
  'Berikutnya',
  'dari',
  'dan',
  'yang',
  'untuk',
  'Memuat',
  'Beranda',
  'Panduan',
  'Daftar',
  'Sandi',
  'Lupa',
  'Tentang',
  'Ketentuan',
  'Pencarian',
  'Keterangan',
  'Tahun',
  'Baru',
  'Aktif',
] as const;

/** One word of the list, whole (not inside another word), in any case. */
const WORD_PATTERN = new RegExp(`(?<![\\p{L}\\p{N}])(${INDONESIAN_UI_WORDS.join('|')})(?![\\p{L}\\p{N}])`, 'giu');

/** A text without the data it quotes (a name inside a sentence, a title beside its points) and the words that are no interface words. */
export function outsideData(text: string, data: readonly string[]): string {
  let rest = text;
  for (const value of data) if (rest.includes(value)) rest = rest.split(value).join(' ');
  for (const pattern of NOT_INTERFACE_WORDS) rest = rest.replace(pattern, ' ');
  return rest;
}

/** The Indonesian words found in a text. */
export const indonesianWordsIn = (text: string): string[] => [...text.matchAll(WORD_PATTERN)].map((m) => m[1] ?? '');

/**
 * Texts that are no interface words: the Indonesian document's own name, quoted beside its English
 * name where the English side explains the acronym; the placeholders of the SKPI number's format
 * (`{tahun}`, `{urut}`), which an admin types as they are.
 */
const NOT_INTERFACE_WORDS: readonly RegExp[] = [/Surat Keterangan Pendamping Ijazah/g, /\{[a-z_]+\}/g];
