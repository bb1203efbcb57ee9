/**
 * The audit log page (/admin/audit-log, super admin; our own addition): its
 * labels, its refusals and the actions' names in Indonesian. Every text is defined once in
 * shared/messages/ (see index.ts); all of them are ours.
 */

/** Refusals of `GET /api/manajemen/audit` (gathered into MSG). */
export const AUDIT_MSG = {
  auditTargetTypeRequired: 'Pilih jenis target untuk mencari dengan ID target.',
  auditRangeOrder: 'Tanggal akhir tidak boleh sebelum tanggal awal.',
  auditRangeTooLong: 'Tanpa filter aktor atau target, rentang tanggal paling lama 366 hari.',
  auditDayFormat: 'Tanggal harus berformat YYYY-MM-DD.',
} as const;

/** The page's labels. */
export const AUDIT_SCREEN_MSG = {
  pageTitle: 'Log Audit',
  tableTitle: 'Log Audit',
  description:
    'Setiap tindakan yang tercatat (staf, dan portofolio yang diajukan mahasiswa), terbaru lebih dahulu. Tanpa pilihan tanggal, yang ditampilkan adalah 30 hari terakhir; tanggal menurut WIB.',
  // columns
  colWaktu: 'Waktu',
  colAktor: 'Aktor',
  colAksi: 'Aksi',
  colTarget: 'Target',
  colCatatan: 'Catatan',
  colPerubahan: 'Perubahan',
  // filters
  filterAktor: 'Aktor',
  filterAktorAll: 'Semua aktor',
  filterAksi: 'Aksi',
  filterAksiAll: 'Semua aksi',
  filterTargetType: 'Jenis target',
  filterTargetTypeAll: 'Semua jenis',
  filterTargetId: 'ID target',
  filterTargetIdPlaceholder: 'mis. 12',
  filterTanggal: 'Tanggal',
  filterTerapkan: 'Terapkan',
  filterReset: 'Reset',
  loadingAktor: 'Memuat daftar aktor...',
  // the date range picker
  rangePlaceholder: '30 hari terakhir (bawaan)',
  rangeApply: 'Terapkan',
  rangeCancel: 'Batal',
  rangeClear: 'Hapus',
  rangeRelative: 'Rentang relatif',
  rangeAbsolute: 'Rentang tanggal',
  rangeStart: 'Tanggal awal',
  rangeEnd: 'Tanggal akhir',
  rangeInvalid: 'Pilih tanggal awal dan akhir.',
  rangeNextMonth: 'Bulan berikutnya',
  rangePreviousMonth: 'Bulan sebelumnya',
  rangeToday: 'Hari ini',
  rangeCustom: 'Rentang lain',
  rangeCustomDesc: 'Tentukan jumlah hari atau minggu',
  rangeModeLabel: 'Cara memilih rentang',
  rangeRelativeHeading: 'Pilih rentang',
  rangeDuration: 'Lama',
  rangeUnit: 'Satuan',
  rangeStartMonth: 'Bulan awal',
  rangeEndMonth: 'Bulan akhir',
  rangeDateConstraint: 'Format tanggal YYYY/MM/DD.',
  rangeError: 'Galat',
  rangeAria: 'Rentang tanggal',
  unitDay: 'hari',
  unitWeek: 'minggu',
  // rows and the detail
  lihat: 'Lihat perubahan',
  detailTitle: 'Perubahan',
  detailClose: 'Tutup',
  diffField: 'Kolom',
  diffBefore: 'Sebelum',
  diffAfter: 'Sesudah',
  diffNone: 'Tidak ada kolom yang berubah.',
  diffCreated: 'Data baru dibuat.',
  diffDeleted: 'Data dihapus.',
  jsonBefore: 'JSON sebelum',
  jsonAfter: 'JSON sesudah',
  jsonToggle: 'JSON lengkap',
  empty: 'Tidak ada catatan audit pada rentang ini.',
  noMatch: 'Tidak ada catatan audit yang cocok dengan filter.',
  kosong: '-',
  requestId: 'ID permintaan',
} as const;

/** The range the list shows, `01-11-2026 sampai 30-11-2026 (WIB)`. */
export const auditRangeShown = (dari: string, sampai: string) => `Menampilkan ${dari} sampai ${sampai} (WIB).`;
/** An actor as a row shows them. */
export const auditActor = (nama: string, nim: string, role: string) => `${nama} (${nim}, ${role})`;
/** The accessible name of a row's detail button. */
export const auditEntryLabel = (aksi: string, waktu: string) => `Lihat perubahan: ${aksi}, ${waktu}`;

/** A relative range as the picker shows it: `7 hari terakhir`. */
export const auditRelativeRange = (amount: number, unit: string) => `${amount} ${unit} terakhir`;
/** The chosen dates read aloud. */
export const auditRangeAria = (dari: string, sampai: string) => `Rentang dipilih: ${dari} sampai ${sampai}`;

/**
 * The recorded actions (`action` of functions/lib/audit.ts, grep `action: '` and `audit(actor, '`
 * in functions/) and their Indonesian names. A new action adds its line here; one not yet named
 * shows its code.
 */
export const AUDIT_ACTION_MSG = {
  'fakultas.create': 'Menambah fakultas',
  'fakultas.update': 'Mengubah fakultas',
  'fakultas.delete': 'Menghapus fakultas',
  'universitas.update': 'Mengubah data universitas',
  'prodi.create': 'Menambah program studi',
  'prodi.update': 'Mengubah program studi',
  'prodi.delete': 'Menghapus program studi',
  'bidang_portofolio.create': 'Menambah bidang portofolio',
  'bidang_portofolio.update': 'Mengubah bidang portofolio',
  'bidang_portofolio.delete': 'Menghapus bidang portofolio',
  'rubrik.create': 'Menambah rubrik',
  'rubrik.update': 'Mengubah rubrik',
  'rubrik.delete': 'Menghapus rubrik',
  'anak_rubrik.create': 'Menambah sub-rubrik',
  'anak_rubrik.update': 'Mengubah sub-rubrik',
  'anak_rubrik.delete': 'Menghapus sub-rubrik',
  'bidang_cpl.create': 'Menambah bidang CPL',
  'bidang_cpl.update': 'Mengubah bidang CPL',
  'bidang_cpl.delete': 'Menghapus bidang CPL',
  'cpl.create': 'Menambah CPL',
  'cpl.update': 'Mengubah CPL',
  'cpl.delete': 'Menghapus CPL',
  'point_cpl.create': 'Menambah poin CPL',
  'point_cpl.update': 'Mengubah poin CPL',
  'point_cpl.delete': 'Menghapus poin CPL',
  'ppk.create': 'Menambah kegiatan internal',
  'ppk.update': 'Mengubah kegiatan internal',
  'ppk.delete': 'Menghapus kegiatan internal',
  'portofolio.create': 'Mengajukan portofolio',
  'portofolio.update': 'Mengubah portofolio',
  'portofolio.delete': 'Menghapus portofolio',
  'portofolio.verify': 'Menerima portofolio',
  'portofolio.reject': 'Menolak portofolio',
  'akun.create': 'Menambah akun',
  'akun.update': 'Mengubah akun',
  'akun.email': 'Meminta perubahan email',
  'akun.email_confirmed': 'Mengonfirmasi email baru',
  'akun.delete': 'Menghapus akun',
  'mutasi.accept': 'Menerima pengajuan migrasi atau readmisi',
  'mutasi.reject': 'Menolak pengajuan migrasi atau readmisi',
  'verifikator.update': 'Mengubah sub-rubrik verifikator',
  'mahasiswa.ijazah': 'Mengisi nomor ijazah nasional',
  'skpi.terbit': 'Mencetak SKPI',
  'skpi.digantikan': 'SKPI digantikan cetakan baru',
  'skpi.dicabut': 'Mencabut SKPI',
  'skpi.draf': 'Mencetak draf SKPI untuk pengesahan',
  'skpi.disetujui': 'Menyetujui SKPI pada satu tahap pengesahan',
  'skpi.dikembalikan': 'Mengembalikan draf SKPI kepada admin',
  'skpi.cetak-ulang': 'Mencetak ulang draf SKPI',
  'skpi.dibatalkan': 'Membatalkan draf SKPI',
  'periode.add': 'Menambah periode kelulusan',
  'periode.delete': 'Menghapus periode kelulusan',
  'profil.visibility': 'Mengubah pilihan profil publik',
  'ekspor.unduh': 'Mengekspor daftar',
  'feeder.connection': 'Mengubah koneksi Neo Feeder',
  'prodi.feeder': 'Memetakan program studi ke Neo Feeder',
  'feeder.create': 'Membuat mahasiswa dari Neo Feeder',
  'feeder.update': 'Mengubah data mahasiswa dari Neo Feeder',
  'feeder.lulus': 'Mencatat kelulusan dari Neo Feeder',
  'feeder.konflik': 'Memutuskan konflik data Neo Feeder',
  'feeder.sync': 'Menerapkan sinkronisasi Neo Feeder',
} as const satisfies Record<string, string>;

/** The kinds of target (`target.type` of the entries) and their Indonesian names. */
export const AUDIT_TARGET_MSG = {
  fakultas: 'Fakultas',
  universitas: 'Universitas',
  prodi: 'Program studi',
  bidang_portofolio: 'Bidang portofolio',
  rubrik: 'Rubrik',
  anak_rubrik: 'Sub-rubrik',
  bidang_cpl: 'Bidang CPL',
  cpl: 'CPL',
  point_cpl: 'Poin CPL',
  ppk: 'Kegiatan internal',
  portofolio: 'Portofolio',
  user: 'Akun',
  'skpi-dokumen': 'Dokumen SKPI',
  periode: 'Periode kelulusan',
  ekspor: 'Ekspor daftar',
  feeder: 'Neo Feeder',
} as const satisfies Record<string, string>;

/** An action's Indonesian name; an action not yet in the list shows its code. */
export const auditActionLabel = (action: string): string => (AUDIT_ACTION_MSG as Record<string, string>)[action] ?? action;

/** A target type's Indonesian name; one not yet in the list shows its code. */
export const auditTargetLabel = (type: string): string => (AUDIT_TARGET_MSG as Record<string, string>)[type] ?? type;
