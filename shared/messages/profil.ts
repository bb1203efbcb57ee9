/**
 * The student's own profile. The fixed catalogue texts (profileUpdated, contactUpdated, the photo
 * rules) live in mahasiswa.ts; these are ours. Every text is defined once in
 * shared/messages/ (see index.ts); nothing else writes a message literal.
 */
export const PROFIL_MSG = {
  studentNotActive: 'Akun Anda belum aktif. Klik Ajukan Aktivasi untuk memverifikasi email dan melengkapi data diri Anda.',
  profileShapeMixed: 'Kirim foto profil, data profil, atau informasi kontak secara terpisah.',
  profilPublikInvalid: 'Pilih apakah profil Anda ditampilkan untuk publik: true (ditampilkan) atau false (disembunyikan).',
  profilPublikShown: 'Profil Anda kini dapat dilihat publik.',
  profilPublikHidden: 'Profil Anda kini disembunyikan dari publik.',
} as const;

/** Labels of /user/profile for a student (the Student profile screen): tabs and section titles. */
export const PROFIL_SCREEN_MSG = {
  tabProfile: 'Profil',
  tabKontak: 'Kontak',
  tabAkun: 'Akun',
  tabMigrasi: 'Migrasi',
  tabsLabel: 'Bagian profil',
  biodataTitle: 'Data Profil',
  biodataDesc: 'Nama hanya dapat diubah oleh admin.',
  kontakTitle: 'Informasi Kontak',
  kontakDesc: 'Nomor telepon, bio, dan media sosial Anda.',
  fotoCurrentAlt: 'Foto profil Anda',
  fotoNone: 'Belum ada foto profil.',
  fotoChangeHint: 'Foto baru langsung disimpan setelah diunggah.',
  // Akun tab: who may see the profile (UU 27/2022 on personal data protection)
  publikTitle: 'Profil publik',
  publikToggle: 'Tampilkan profil dan portofolio saya kepada publik',
  publikOn:
    'Ditampilkan: siapa pun dapat menemukan nama, NIM, foto, bio, media sosial, dan portofolio terverifikasi Anda melalui pencarian dan halaman profil Anda.',
  publikOff:
    'Disembunyikan: profil dan portofolio Anda tidak muncul di pencarian dan halaman profil Anda tidak dapat dibuka. Keaslian SKPI yang sudah dicetak tetap dapat diperiksa melalui kodenya.',
  publikPrivasi:
    'Sesuai UU No. 27 Tahun 2022 tentang Pelindungan Data Pribadi, Anda yang memilih. E-mail, nomor telepon, alamat, dan tanggal lahir tidak pernah ditampilkan kepada publik.',
} as const;

/** 'Gagal memperbarui data profil: <server message>' (the failure plus the server's message). */
export const failureWithReason = (failure: string, reason: string) => (reason && reason !== failure ? `${failure}: ${reason}` : failure);
