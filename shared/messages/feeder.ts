/**
 * The read-only sync with the university's Neo Feeder (PDDikti): the connection, the program
 * mapping, the sync job and its plan, and the nightly summary mail. Every text is ours.
 */

/** API answers and refusals of the feeder routes, the job's messages and the plan's reasons, by key. */
export const FEEDER_MSG = {
  // connection
  feederSaved: 'Koneksi Neo Feeder disimpan.',
  feederBaseUrlInvalid: 'Alamat Neo Feeder harus berupa URL http:// atau https:// (contoh: https://feeder.kampus.ac.id:3003).',
  feederSandboxRefused: 'Alamat sandbox (sandbox2.php) tidak dapat dipakai: sinkronisasi hanya membaca basis data live.',
  feederUsernameRequired: 'Username operator Neo Feeder wajib diisi.',
  feederPasswordRequired: 'Password operator Neo Feeder wajib diisi pada penyimpanan pertama.',
  feederPasswordNote: 'Password operator Neo Feeder diganti.',
  feederNotConfigured: 'Koneksi Neo Feeder belum diatur. Isi alamat, username dan password di halaman Universitas.',
  feederTestOk: 'Koneksi berhasil: Neo Feeder menerima username dan password.',
  // what the Feeder answered (tes koneksi, a failed job)
  feederAnswerError: (desc: string) => `Neo Feeder menolak permintaan: ${desc}`,
  feederNotJson: 'Jawaban Neo Feeder bukan JSON (mungkin halaman galat server atau proxy). Periksa alamat Neo Feeder.',
  feederTimeout: (seconds: number) => `Neo Feeder tidak menjawab dalam ${seconds} detik. Coba lagi nanti atau periksa alamatnya.`,
  feederUnreachable: 'Neo Feeder tidak dapat dihubungi. Periksa alamat dan port, dan bahwa server Neo Feeder menyala.',
  feederHttpStatus: (status: number) => `Neo Feeder menjawab dengan status HTTP ${status}. Periksa alamat Neo Feeder.`,
  feederTokenRefused: 'Neo Feeder tidak memberikan token. Periksa username dan password operator.',
  feederBadRows: (act: string) => `Jawaban ${act} dari Neo Feeder tidak berisi daftar baris.`,
  // program mapping
  feederProdiSaved: 'Pemetaan program studi disimpan.',
  feederProdiUnknown: (id: number) => `Program studi ${id} tidak ditemukan.`,
  feederProdiFeederUnknown: 'Program studi Neo Feeder tidak ditemukan pada jawaban GetProdi terakhir.',
  feederProdiTwice: 'Satu program studi Neo Feeder hanya dapat dipetakan ke satu program studi.',
  feederProdiNoneMapped: 'Belum ada program studi yang dipetakan ke Neo Feeder. Konfirmasi pemetaan program studi terlebih dahulu.',
  // the sync job
  feederSyncStarted: 'Sinkronisasi dimulai. Rencana disusun di latar belakang; belum ada data yang diubah.',
  feederSyncBusy: 'Sinkronisasi lain sedang berjalan atau rencananya belum diterapkan. Terapkan atau batalkan rencana itu terlebih dahulu.',
  feederSyncNotFound: 'Sinkronisasi tidak ditemukan.',
  feederSyncNotPlanned: 'Hanya rencana yang sudah selesai disusun dan belum diterapkan yang dapat diterapkan atau dibatalkan.',
  feederSyncApplyStarted: 'Rencana sedang diterapkan.',
  feederSyncCancelled: 'Rencana dibatalkan; tidak ada data yang diubah.',
  feederSyncCancelledNote: 'Dibatalkan oleh super admin; tidak ada data yang diubah.',
  feederSyncFailed: 'Sinkronisasi gagal. Tidak ada data yang diubah; silakan coba lagi.',
  feederSyncStarterNotAllowed: 'Sinkronisasi dihentikan: akun yang memulainya tidak lagi aktif sebagai super admin.',
  feederPlanning: (action: string, done: number) => `Membaca ${action} dari Neo Feeder (${done} baris)`,
  feederApplying: 'Menerapkan rencana',
  // conflicts
  feederKonflikNotFound: 'Baris konflik tidak ditemukan pada sinkronisasi ini.',
  feederKonflikResolved: 'Konflik sudah diputuskan sebelumnya.',
  feederKonflikFeeder: 'Nilai dari Neo Feeder diterapkan.',
  feederKonflikLokal: 'Nilai di SKPI dipertahankan.',
  feederKonflikState: 'Konflik hanya dapat diputuskan setelah rencana selesai disusun.',
  feederStudentChanged: 'Data mahasiswa berubah sejak rencana disusun. Jalankan sinkronisasi lagi.',
  // why a row is skipped
  skipNoNim: 'Baris tanpa NIM.',
  skipNoRegistrasi: 'Baris tanpa id_registrasi_mahasiswa.',
  skipProdiUnknown: (nama: string) => `Program studi "${nama}" belum dipetakan ke program studi SKPI.`,
  skipNimConflict: 'NIM ini di SKPI sudah terhubung ke pendaftaran Neo Feeder lain.',
  skipNimTaken: 'NIM ini dipakai akun yang bukan mahasiswa.',
  skipNoEmail: 'Mahasiswa baru tanpa e-mail di Neo Feeder: akun tidak dapat diaktifkan.',
  skipEmailTaken: 'E-mail mahasiswa baru sudah dipakai akun lain.',
  skipNamaInvalid: 'Nama mahasiswa kosong atau memuat karakter yang tidak diterima.',
  skipProdiBerbeda: 'Program studi di Neo Feeder berbeda dengan program studi mahasiswa di SKPI (pindah program studi diputuskan lewat mutasi).',
  skipKeluar: (status: string) => `Mahasiswa berstatus ${status} di Neo Feeder dan belum ada di SKPI: tidak dibuat.`,
  skipNoPeriode: 'Mahasiswa baru tanpa periode masuk (id_periode) yang dapat dibaca.',
  skipLulusUnknown: 'Data kelulusan untuk pendaftaran yang tidak ada di daftar mahasiswa.',
} as const;

/** Screen and mail texts of the sync (labels of the plan's kinds and fields). */
export const FEEDER_SCREEN_MSG = {
  jenis: {
    baru: 'Mahasiswa baru',
    berubah: 'Data berubah',
    lulus: 'Kelulusan',
    konflik: 'Konflik',
    dilewati: 'Dilewati',
  },
  field: {
    nama: 'Nama',
    tempat_lahir: 'Tempat lahir',
    tanggal_lahir: 'Tanggal lahir',
    jenis_kelamin: 'Jenis kelamin',
    tanggal_masuk: 'Tanggal masuk',
    status_mahasiswa: 'Status mahasiswa',
  },
} as const;

/** The nightly summary mail to the super admin: what was applied, what waits for a decision, and where. */
export const FEEDER_MAIL_MSG = {
  subject: 'Sinkronisasi malam Neo Feeder',
  intro: 'Sinkronisasi malam dengan Neo Feeder selesai.',
  applied: (lulus: number, berubah: number) => `Diterapkan otomatis: ${lulus} kelulusan, ${berubah} perubahan data.`,
  waiting: (baru: number, konflik: number) => `Menunggu keputusan Anda: ${baru} mahasiswa baru, ${konflik} konflik.`,
  failed: (message: string) => `Sinkronisasi malam gagal: ${message}`,
  button: 'Buka rencana sinkronisasi',
} as const;

/** The Neo Feeder screens: the connection card of the university page and the sync page. */
export const FEEDER_PAGE_MSG = {
  // the connection card (Manajemen Universitas)
  cardTitle: 'Neo Feeder',
  cardDesc:
    'Koneksi ke Neo Feeder PDDikti kampus. SKPI hanya membaca data mahasiswa, program studi dan kelulusan; tidak pernah menulis ke Neo Feeder.',
  baseUrl: 'Alamat Neo Feeder',
  baseUrlHint: 'Alamat dasar layanan, misalnya https://feeder.kampus.ac.id:3003 (tanpa /ws/live2.php).',
  username: 'Username operator',
  password: 'Password operator',
  passwordStored: 'Tersimpan. Kosongkan untuk tetap memakai password yang tersimpan.',
  passwordNone: 'Belum ada password tersimpan.',
  sinkronMalam: 'Sinkron otomatis tiap malam',
  sinkronMalamHint: 'Setiap malam kelulusan dan perubahan data tanpa konflik diterapkan otomatis; super admin menerima ringkasan lewat e-mail.',
  tesKoneksi: 'Tes koneksi',
  menguji: 'Menghubungi Neo Feeder..',
  tesGagal: 'Koneksi gagal',
  saveTitle: 'Simpan koneksi Neo Feeder?',
  saveBody: 'Koneksi ini dipakai untuk setiap sinkronisasi berikutnya.',
  terakhirSinkron: 'Sinkronisasi terakhir diterapkan',
  belumPernah: 'Belum pernah',
  bukaSinkron: 'Buka halaman sinkronisasi',
  // the sync page
  pageName: 'Sinkronisasi Neo Feeder',
  notConfiguredLink: 'Atur koneksi di Manajemen Universitas',
  pemetaanTitle: 'Pemetaan program studi',
  pemetaanDesc:
    'Program studi di Neo Feeder dan program studi SKPI yang sesuai. Saran dicocokkan dari kode atau nama; periksa, ubah bila perlu, lalu simpan.',
  colKode: 'Kode',
  colProdiFeeder: 'Program studi Neo Feeder',
  colProdiSkpi: 'Program studi SKPI',
  colStatusPemetaan: 'Pemetaan',
  tidakDipetakan: 'Tidak dipetakan',
  dikonfirmasi: 'Dikonfirmasi',
  saran: 'Saran, belum dikonfirmasi',
  tanpaSaran: 'Tidak ada yang cocok',
  simpanPemetaan: 'Simpan pemetaan',
  pemetaanKosong: 'Neo Feeder tidak mengirim program studi.',
  prodiNonAktif: 'Nonaktif di Neo Feeder',
  sinkronTitle: 'Sinkronisasi',
  sinkronDesc: 'Rencana disusun lebih dulu dan ditampilkan di sini. Data baru ditulis setelah Anda menekan Terapkan.',
  mulai: 'Mulai sinkronisasi',
  belumAda: 'Belum ada sinkronisasi. Tekan Mulai sinkronisasi untuk menyusun rencana pertama.',
  menyusun: 'Menyusun rencana',
  menerapkan: 'Menerapkan rencana',
  terapkan: 'Terapkan',
  batalkan: 'Batalkan rencana',
  batalkanTitle: 'Batalkan rencana ini?',
  batalkanBody: 'Rencana dibuang dan tidak ada data yang diubah.',
  terapkanTitle: 'Terapkan rencana sinkronisasi?',
  rencanaSiap: 'Rencana siap. Periksa setiap daftar, lalu tekan Terapkan.',
  selesai: 'Sinkronisasi selesai',
  gagal: 'Sinkronisasi gagal',
  dibatalkan: 'Rencana dibatalkan',
  ya: 'Ya',
  tidak: 'Tidak',
  // the plan's rows
  colNim: 'NIM',
  colNama: 'Nama',
  colProdi: 'Program studi',
  colPerubahan: 'Perubahan',
  colKelulusan: 'Kelulusan',
  colAlasan: 'Alasan',
  colStatus: 'Status',
  colPilihan: 'Keputusan',
  tanggalLulus: 'Tanggal lulus',
  skYudisium: 'SK yudisium',
  ipk: 'IPK',
  nomorIjazah: 'Nomor ijazah nasional',
  nilaiSkpi: 'Di SKPI',
  nilaiSinkron: 'Sinkron terakhir',
  nilaiFeeder: 'Neo Feeder',
  kosong: '-',
  diterapkan: 'Diterapkan',
  belumDiterapkan: 'Belum diterapkan',
  menungguKeputusan: 'Menunggu keputusan',
  pakaiFeeder: 'Pakai Neo Feeder',
  pertahankan: 'Pertahankan SKPI',
  pilihanFeeder: 'Nilai Neo Feeder dipakai',
  pilihanLokal: 'Nilai SKPI dipertahankan',
  barisKosong: 'Tidak ada baris pada daftar ini.',
  // the history
  riwayatTitle: 'Riwayat sinkronisasi',
  colMulai: 'Dimulai',
  colJenis: 'Jenis',
  colRingkasan: 'Ringkasan',
  manual: 'Manual',
  malam: 'Otomatis malam',
  lihat: 'Lihat',
  dilihat: 'Sedang ditampilkan',
  riwayatKosong: 'Belum ada sinkronisasi.',
} as const;

/** The sync's states as the page names them. */
export const FEEDER_STATUS_MSG = {
  running: 'Menyusun rencana',
  planned: 'Rencana menunggu',
  applying: 'Menerapkan',
  done: 'Selesai',
  failed: 'Gagal',
} as const;

/** 'Mahasiswa baru (3)': a tab of the plan with its count. */
export const feederTabLabel = (label: string, count: number) => `${label} (${count})`;

/** What Terapkan will write, said before it is confirmed. */
export function feederApplyBody(c: { baru: number; berubah: number; lulus: number; konflik: number; dilewati: number }): string {
  return [
    `Akan ditulis: ${c.baru} mahasiswa baru (belum aktif sampai aktivasi), ${c.berubah} perubahan data dan ${c.lulus} kelulusan.`,
    `${c.konflik} konflik tidak diterapkan; putuskan satu per satu. ${c.dilewati} baris dilewati.`,
    'Setiap perubahan tercatat di log audit.',
  ].join(' ');
}

/** The result of an applied sync. */
export const feederDoneSummary = (diterapkan: number) => `${diterapkan} baris diterapkan.`;

/** A history row's counts. */
export const feederCountsLine = (c: { baru: number; berubah: number; lulus: number; konflik: number; dilewati: number }) =>
  `${c.baru} baru, ${c.berubah} berubah, ${c.lulus} lulus, ${c.konflik} konflik, ${c.dilewati} dilewati`;

/** '2 dari 5 halaman': the job's progress. */
export const feederProgress = (done: number, total: number) => (total > 0 ? `${done} dari ${total}` : `${done}`);

/** 'Nama: Budi -> Budi Santoso' for a screen reader and a card. */
export const feederChangeLine = (field: string, lama: string, baru: string) => `${field}: ${lama} \u2192 ${baru}`;

/** The accessible names of a conflict's buttons, naming the student. */
export const feederPilihanLabel = (action: string, who: string) => `${action}: ${who}`;

/** 'Lihat sinkronisasi 12 Mei 2026 10.00'. */
export const feederLihatLabel = (when: string) => `${FEEDER_PAGE_MSG.lihat} ${when}`;
