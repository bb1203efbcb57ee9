/**
 * The student area: portfolios, profile, SKPI request. Every text is defined once in shared/messages/
 * (see index.ts); nothing else writes a message literal.
 */
import { bilingual } from './language';

/** The student area's fixed catalogue messages, word for word as users and scripts know them. */
export const MAHASISWA_MSG = /* @__PURE__ */ bilingual(
  {
    // Student
    portfolioAdded: 'Berhasil menambahkan portofolio',
    portfolioUpdated: 'Berhasil mengubah portofolio',
    portfolioDeleted: 'Berhasil menghapus portofolio',
    profileUpdateFailed: 'Gagal memperbarui data profil',
    contactUpdateFailed: 'Gagal memperbarui informasi kontak',
    profileUpdated: 'Berhasil memperbarui data profil',
    contactUpdated: 'Berhasil memperbarui informasi kontak',
    accountUpdated: 'Profil berhasil diubah!',
    skpiRequested: 'SKPI berhasil diajukan!',
    skpiCancelled: 'Pembatalan pengajuan SKPI berhasil!',
    uploadWrongImageType: 'Tipe file yang diupload tidak sesuai! Tipe file yang diterima jpg/jpeg/png/gif',
    uploadTooLarge: 'File yang diupload tidak boleh lebih dari 2MB!',
  } as const,
  {
    portfolioAdded: 'Portfolio added',
    portfolioUpdated: 'Portfolio updated',
    portfolioDeleted: 'Portfolio deleted',
    profileUpdateFailed: 'The profile data could not be updated',
    contactUpdateFailed: 'The contact information could not be updated',
    profileUpdated: 'Profile data updated',
    contactUpdated: 'Contact information updated',
    accountUpdated: 'Profile updated!',
    skpiRequested: 'SKPI requested!',
    skpiCancelled: 'SKPI request cancelled!',
    uploadWrongImageType: 'The uploaded file type is not allowed! Accepted file types: jpg/jpeg/png/gif',
    uploadTooLarge: 'The uploaded file must not be larger than 2MB!',
  },
);
