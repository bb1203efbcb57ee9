/**
 * The student's own profile (spec 000 sections 2, 5, 8). The spec's texts (profileUpdated,
 * contactUpdated, the photo rules) live in mahasiswa.ts; these are ours where it shows none.
 * Every text is defined once in shared/messages/ (see index.ts); nothing else writes a message literal.
 */
export const PROFIL_MSG = {
  studentNotActive: 'Akun anda belum aktif. Klik Ajukan Aktivasi untuk memverifikasi email dan melengkapi data diri anda.',
  profileShapeMixed: 'Kirim foto profil, data profil, atau informasi kontak secara terpisah.',
} as const;
