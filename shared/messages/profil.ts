/**
 * The student's own profile. The product specification's texts (profileUpdated, contactUpdated, the photo
 * rules) live in mahasiswa.ts; these are ours where it shows none. Every text is defined once in
 * shared/messages/ (see index.ts); nothing else writes a message literal.
 */
export const PROFIL_MSG = {
  studentNotActive: 'Akun anda belum aktif. Klik Ajukan Aktivasi untuk memverifikasi email dan melengkapi data diri anda.',
  profileShapeMixed: 'Kirim foto profil, data profil, atau informasi kontak secara terpisah.',
} as const;

/** Labels of /user/profile for a student (the Student profile screen): tabs and section titles. */
export const PROFIL_TEXT = {
  tabProfile: 'Profil',
  tabKontak: 'Kontak',
  tabAkun: 'Akun',
  tabMigrasi: 'Migrasi',
  tabsLabel: 'Bagian profil',
  biodataTitle: 'Data Profil',
  biodataDesc: 'Nama hanya dapat diubah oleh admin.',
  kontakTitle: 'Informasi Kontak',
  kontakDesc: 'Nomor telepon, bio, dan media sosial anda.',
  fotoCurrentAlt: 'Foto profil anda',
  fotoNone: 'Belum ada foto profil.',
  fotoChangeHint: 'Foto baru langsung disimpan setelah diunggah.',
} as const;

/** 'Gagal memperbarui data profil: <server message>' (the failure plus the server's message). */
export const failureWithReason = (failure: string, reason: string) => (reason && reason !== failure ? `${failure}: ${reason}` : failure);
