/**
 * The read-only sync with the university's Neo Feeder (PDDikti): the connection, the program
 * mapping, the sync job and its plan, and the nightly summary mail. Every text is ours.
 */
import { englishCount as counted } from './english-count';
import { bilingual, twin } from './language';

/** API answers and refusals of the feeder routes, the job's messages and the plan's reasons, by key. */
export const FEEDER_MSG = /* @__PURE__ */ bilingual(
  {
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
    feederSyncLabel: 'Sinkronisasi Neo Feeder',
    feederSyncLabelNightly: 'Sinkronisasi malam',
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
  } as const,
  {
    feederSaved: 'Neo Feeder connection saved.',
    feederBaseUrlInvalid: 'The Neo Feeder address must be an http:// or https:// URL (example: https://feeder.kampus.ac.id:3003).',
    feederSandboxRefused: 'The sandbox address (sandbox2.php) cannot be used: the sync only reads the live database.',
    feederUsernameRequired: 'The Neo Feeder operator username is required.',
    feederPasswordRequired: 'The Neo Feeder operator password is required the first time the connection is saved.',
    feederPasswordNote: 'Neo Feeder operator password changed.',
    feederNotConfigured: 'The Neo Feeder connection is not set up yet. Fill in the address, username and password on the University page.',
    feederTestOk: 'Connection successful: Neo Feeder accepted the username and password.',
    feederAnswerError: (desc) => `Neo Feeder refused the request: ${desc}`,
    feederNotJson: "Neo Feeder's answer is not JSON (perhaps a server or proxy error page). Check the Neo Feeder address.",
    feederTimeout: (seconds) => `Neo Feeder did not answer within ${counted(seconds, 'second', 'seconds')}. Try again later or check its address.`,
    feederUnreachable: 'Neo Feeder cannot be reached. Check the address and port, and that the Neo Feeder server is running.',
    feederHttpStatus: (status) => `Neo Feeder answered with HTTP status ${status}. Check the Neo Feeder address.`,
    feederTokenRefused: 'Neo Feeder did not give a token. Check the operator username and password.',
    feederBadRows: (act) => `The ${act} answer from Neo Feeder contains no list of rows.`,
    feederProdiSaved: 'Study program mapping saved.',
    feederProdiUnknown: (id) => `Study program ${id} not found.`,
    feederProdiFeederUnknown: 'The Neo Feeder study program was not found in the last GetProdi answer.',
    feederProdiTwice: 'A Neo Feeder study program can be mapped to only one study program.',
    feederProdiNoneMapped: 'No study program is mapped to Neo Feeder yet. Confirm the study program mapping first.',
    feederSyncStarted: 'Sync started. The plan is being drawn up in the background; no data has been changed yet.',
    feederSyncBusy: 'Another sync is running or its plan has not been applied yet. Apply or cancel that plan first.',
    feederSyncLabel: 'Neo Feeder sync',
    feederSyncLabelNightly: 'Nightly sync',
    feederSyncNotFound: 'Sync not found.',
    feederSyncNotPlanned: 'Only a plan that has been drawn up and not yet applied can be applied or cancelled.',
    feederSyncApplyStarted: 'The plan is being applied.',
    feederSyncCancelled: 'Plan cancelled; no data was changed.',
    feederSyncCancelledNote: 'Cancelled by a super admin; no data was changed.',
    feederSyncFailed: 'The sync failed. No data was changed; please try again.',
    feederSyncStarterNotAllowed: 'Sync stopped: the account that started it is no longer an active super admin.',
    feederPlanning: (action, done) => `Reading ${action} from Neo Feeder (${counted(done, 'row', 'rows')})`,
    feederApplying: 'Applying the plan',
    feederKonflikNotFound: 'Conflict row not found in this sync.',
    feederKonflikResolved: 'The conflict has already been decided.',
    feederKonflikFeeder: 'The Neo Feeder value was applied.',
    feederKonflikLokal: 'The SKPI value was kept.',
    feederKonflikState: 'A conflict can be decided only once the plan has been drawn up.',
    feederStudentChanged: "The student's data has changed since the plan was drawn up. Run the sync again.",
    skipNoNim: 'Row without a NIM.',
    skipNoRegistrasi: 'Row without an id_registrasi_mahasiswa.',
    skipProdiUnknown: (nama) => `The study program "${nama}" is not yet mapped to an SKPI study program.`,
    skipNimConflict: 'This NIM is already linked in SKPI to another Neo Feeder enrolment.',
    skipNimTaken: 'This NIM is used by an account that is not a student.',
    skipNoEmail: 'New student without an e-mail in Neo Feeder: the account could not be activated.',
    skipEmailTaken: "The new student's e-mail is already used by another account.",
    skipNamaInvalid: "The student's name is empty or contains characters that are not accepted.",
    skipProdiBerbeda:
      "The study program in Neo Feeder differs from the student's study program in SKPI (a change of study program is decided through a transfer).",
    skipKeluar: (status) => `The student has the status ${status} in Neo Feeder and is not in SKPI yet: not created.`,
    skipNoPeriode: 'New student without a readable intake period (id_periode).',
    skipLulusUnknown: 'Graduation data for an enrolment that is not in the list of students.',
  },
);

/** Screen and mail texts of the sync (labels of the plan's kinds and fields). */
export const FEEDER_SCREEN_MSG = /* @__PURE__ */ bilingual(
  {
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
  } as const,
  {
    jenis: {
      baru: 'New students',
      berubah: 'Changed data',
      lulus: 'Graduations',
      konflik: 'Conflicts',
      dilewati: 'Skipped',
    },
    field: {
      nama: 'Name',
      tempat_lahir: 'Place of birth',
      tanggal_lahir: 'Date of birth',
      jenis_kelamin: 'Sex',
      tanggal_masuk: 'Date of entry',
      status_mahasiswa: 'Student status',
    },
  },
);

/** The nightly summary mail to the super admin: what was applied, what waits for a decision, and where. */
export const FEEDER_MAIL_MSG = /* @__PURE__ */ bilingual(
  {
    subject: 'Sinkronisasi malam Neo Feeder',
    intro: 'Sinkronisasi malam dengan Neo Feeder selesai.',
    applied: (lulus: number, berubah: number) => `Diterapkan otomatis: ${lulus} kelulusan, ${berubah} perubahan data.`,
    waiting: (baru: number, konflik: number) => `Menunggu keputusan Anda: ${baru} mahasiswa baru, ${konflik} konflik.`,
    failed: (message: string) => `Sinkronisasi malam gagal: ${message}`,
    button: 'Buka rencana sinkronisasi',
  } as const,
  {
    subject: 'Neo Feeder nightly sync',
    intro: 'The nightly sync with Neo Feeder has finished.',
    applied: (lulus, berubah) =>
      `Applied automatically: ${counted(lulus, 'graduation', 'graduations')}, ${counted(berubah, 'data change', 'data changes')}.`,
    waiting: (baru, konflik) =>
      `Waiting for your decision: ${counted(baru, 'new student', 'new students')}, ${counted(konflik, 'conflict', 'conflicts')}.`,
    failed: (message) => `The nightly sync failed: ${message}`,
    button: 'Open the sync plan',
  },
);

/** The Neo Feeder screens: the connection card of the university page and the sync page. */
export const FEEDER_PAGE_MSG = /* @__PURE__ */ bilingual(
  {
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
  } as const,
  {
    cardTitle: 'Neo Feeder',
    cardDesc:
      "Connection to the campus's PDDikti Neo Feeder. SKPI only reads student, study program and graduation data; it never writes to Neo Feeder.",
    baseUrl: 'Neo Feeder address',
    baseUrlHint: 'The base address of the service, for example https://feeder.kampus.ac.id:3003 (without /ws/live2.php).',
    username: 'Operator username',
    password: 'Operator password',
    passwordStored: 'Stored. Leave empty to keep using the stored password.',
    passwordNone: 'No password stored yet.',
    sinkronMalam: 'Sync automatically every night',
    sinkronMalamHint:
      'Every night graduations and data changes without conflicts are applied automatically; super admins receive a summary by e-mail.',
    tesKoneksi: 'Test connection',
    menguji: 'Contacting Neo Feeder..',
    tesGagal: 'Connection failed',
    saveTitle: 'Save the Neo Feeder connection?',
    saveBody: 'This connection is used for every following sync.',
    terakhirSinkron: 'Last sync applied',
    belumPernah: 'Never',
    bukaSinkron: 'Open the sync page',
    notConfiguredLink: 'Set up the connection in University Management',
    pemetaanTitle: 'Study program mapping',
    pemetaanDesc:
      'The study programs in Neo Feeder and the matching SKPI study programs. Suggestions are matched by code or name; check them, change them if needed, then save.',
    colKode: 'Code',
    colProdiFeeder: 'Neo Feeder study program',
    colProdiSkpi: 'SKPI study program',
    colStatusPemetaan: 'Mapping',
    tidakDipetakan: 'Not mapped',
    dikonfirmasi: 'Confirmed',
    saran: 'Suggested, not confirmed',
    tanpaSaran: 'No match',
    simpanPemetaan: 'Save mapping',
    pemetaanKosong: 'Neo Feeder sent no study programs.',
    prodiNonAktif: 'Inactive in Neo Feeder',
    sinkronTitle: 'Sync',
    sinkronDesc: 'A plan is drawn up first and shown here. Data is written only after you press Apply.',
    mulai: 'Start sync',
    belumAda: 'No sync yet. Press Start sync to draw up the first plan.',
    menyusun: 'Drawing up the plan',
    menerapkan: 'Applying the plan',
    terapkan: 'Apply',
    batalkan: 'Cancel plan',
    batalkanTitle: 'Cancel this plan?',
    batalkanBody: 'The plan is discarded and no data is changed.',
    terapkanTitle: 'Apply the sync plan?',
    rencanaSiap: 'The plan is ready. Check each list, then press Apply.',
    selesai: 'Sync finished',
    gagal: 'Sync failed',
    dibatalkan: 'Plan cancelled',
    ya: 'Yes',
    tidak: 'No',
    colNim: 'NIM',
    colNama: 'Name',
    colProdi: 'Study program',
    colPerubahan: 'Changes',
    colKelulusan: 'Graduation',
    colAlasan: 'Reason',
    colStatus: 'Status',
    colPilihan: 'Decision',
    tanggalLulus: 'Date of graduation',
    skYudisium: 'Graduation decree (yudisium)',
    ipk: 'GPA',
    nomorIjazah: 'National diploma number',
    nilaiSkpi: 'In SKPI',
    nilaiSinkron: 'Last sync',
    nilaiFeeder: 'Neo Feeder',
    kosong: '-',
    diterapkan: 'Applied',
    belumDiterapkan: 'Not applied',
    menungguKeputusan: 'Awaiting decision',
    pakaiFeeder: 'Use Neo Feeder',
    pertahankan: 'Keep SKPI',
    pilihanFeeder: 'Neo Feeder value used',
    pilihanLokal: 'SKPI value kept',
    barisKosong: 'No rows in this list.',
    riwayatTitle: 'Sync history',
    colMulai: 'Started',
    colJenis: 'Type',
    colRingkasan: 'Summary',
    manual: 'Manual',
    malam: 'Nightly (automatic)',
    lihat: 'View',
    dilihat: 'Now shown',
    riwayatKosong: 'No syncs yet.',
  },
);

/** The sync's states as the page names them. */
export const FEEDER_STATUS_MSG = /* @__PURE__ */ bilingual(
  {
    running: 'Menyusun rencana',
    planned: 'Rencana menunggu',
    applying: 'Menerapkan',
    done: 'Selesai',
    failed: 'Gagal',
  } as const,
  {
    running: 'Drawing up the plan',
    planned: 'Plan waiting',
    applying: 'Applying',
    done: 'Finished',
    failed: 'Failed',
  },
);

/** 'Mahasiswa baru (3)': a tab of the plan with its count. */
export const feederTabLabel = (label: string, count: number) => `${label} (${count})`;

/** What Terapkan will write, said before it is confirmed. */
export const feederApplyBody = /* @__PURE__ */ twin(
  (c: { baru: number; berubah: number; lulus: number; konflik: number; dilewati: number }): string =>
    [
      `Akan ditulis: ${c.baru} mahasiswa baru (belum aktif sampai aktivasi), ${c.berubah} perubahan data dan ${c.lulus} kelulusan.`,
      `${c.konflik} konflik tidak diterapkan; putuskan satu per satu. ${c.dilewati} baris dilewati.`,
      'Setiap perubahan tercatat di log audit.',
    ].join(' '),
  (c) =>
    [
      `To be written: ${counted(c.baru, 'new student', 'new students')} (inactive until activation), ${counted(c.berubah, 'data change', 'data changes')} and ${counted(c.lulus, 'graduation', 'graduations')}.`,
      `${counted(c.konflik, 'conflict is', 'conflicts are')} not applied; decide each one separately. ${counted(c.dilewati, 'row', 'rows')} skipped.`,
      'Every change is recorded in the audit log.',
    ].join(' '),
);

/** The result of an applied sync. */
export const feederDoneSummary = /* @__PURE__ */ twin(
  (diterapkan: number) => `${diterapkan} baris diterapkan.`,
  (diterapkan) => `${counted(diterapkan, 'row', 'rows')} applied.`,
);

/** A history row's counts. */
export const feederCountsLine = /* @__PURE__ */ twin(
  (c: { baru: number; berubah: number; lulus: number; konflik: number; dilewati: number }) =>
    `${c.baru} baru, ${c.berubah} berubah, ${c.lulus} lulus, ${c.konflik} konflik, ${c.dilewati} dilewati`,
  (c) => `${c.baru} new, ${c.berubah} changed, ${c.lulus} graduated, ${counted(c.konflik, 'conflict', 'conflicts')}, ${c.dilewati} skipped`,
);

/** '2 dari 5 halaman': the job's progress. */
export const feederProgress = /* @__PURE__ */ twin(
  (done: number, total: number) => (total > 0 ? `${done} dari ${total}` : `${done}`),
  (done, total) => (total > 0 ? `${done} of ${total}` : `${done}`),
);

/** 'Nama: Budi -> Budi Santoso' for a screen reader and a card. */
export const feederChangeLine = (field: string, lama: string, baru: string) => `${field}: ${lama} \u2192 ${baru}`;

/** The accessible names of a conflict's buttons, naming the student. */
export const feederPilihanLabel = (action: string, who: string) => `${action}: ${who}`;

/** 'Lihat sinkronisasi 12 Mei 2026 10.00'. */
export const feederLihatLabel = (when: string) => `${FEEDER_PAGE_MSG.lihat} ${when}`;

/** Texts the same in both languages: the service's name, acronyms and words English shares. */
export const SAME_IN_BOTH = [
  'FEEDER_PAGE_MSG.cardTitle',
  'FEEDER_PAGE_MSG.nilaiFeeder',
  'FEEDER_PAGE_MSG.kosong',
  'FEEDER_PAGE_MSG.colNim',
  'FEEDER_PAGE_MSG.colStatus',
  'FEEDER_PAGE_MSG.manual',
];
