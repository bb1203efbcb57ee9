/**
 * The student's own profile. The fixed catalogue texts (profileUpdated, contactUpdated, the photo
 * rules) live in mahasiswa.ts; these are ours. Every text is defined once in
 * shared/messages/ (see index.ts); nothing else writes a message literal.
 */
import { bilingual } from './language';

export const PROFIL_MSG = /* @__PURE__ */ bilingual(
  {
    studentNotActive: 'Akun Anda belum aktif. Klik Ajukan Aktivasi untuk memverifikasi email dan melengkapi data diri Anda.',
    profileShapeMixed: 'Kirim foto profil, data profil, atau informasi kontak secara terpisah.',
    profilPublikInvalid: 'Pilih apakah profil Anda ditampilkan untuk publik: true (ditampilkan) atau false (disembunyikan).',
    profilPublikShown: 'Profil Anda kini dapat dilihat publik.',
    profilPublikHidden: 'Profil Anda kini disembunyikan dari publik.',
  } as const,
  {
    studentNotActive: 'Your account is not active yet. Click Request Activation to verify your e-mail and complete your personal details.',
    profileShapeMixed: 'Send the profile photo, the profile data or the contact information separately.',
    profilPublikInvalid: 'Choose whether your profile is shown to the public: true (shown) or false (hidden).',
    profilPublikShown: 'Your profile can now be seen by the public.',
    profilPublikHidden: 'Your profile is now hidden from the public.',
  },
);

/** Labels of /user/profile for a student (the Student profile screen): tabs and section titles. */
export const PROFIL_SCREEN_MSG = /* @__PURE__ */ bilingual(
  {
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
  } as const,
  {
    tabProfile: 'Profile',
    tabKontak: 'Contact',
    tabAkun: 'Account',
    tabMigrasi: 'Migration',
    tabsLabel: 'Profile sections',
    biodataTitle: 'Profile Data',
    biodataDesc: 'Only an admin can change the name.',
    kontakTitle: 'Contact Information',
    kontakDesc: 'Your phone number, bio and social media.',
    fotoCurrentAlt: 'Your profile photo',
    fotoNone: 'No profile photo yet.',
    fotoChangeHint: 'A new photo is saved as soon as it is uploaded.',
    publikTitle: 'Public profile',
    publikToggle: 'Show my profile and portfolio to the public',
    publikOn: 'Shown: anyone can find your name, NIM, photo, bio, social media and verified portfolio through the search and your profile page.',
    publikOff:
      'Hidden: your profile and portfolio do not appear in the search, and your profile page cannot be opened. The authenticity of an SKPI already printed can still be checked through its code.',
    publikPrivasi:
      'Under Law No. 27 of 2022 on Personal Data Protection (UU PDP), the choice is yours. Your e-mail, phone number, address and date of birth are never shown to the public.',
  },
);

/** 'Gagal memperbarui data profil: <server message>' (the failure plus the server's message). */
export const failureWithReason = (failure: string, reason: string) => (reason && reason !== failure ? `${failure}: ${reason}` : failure);
