/** The terms of service, in Indonesian and English; content.ts re-exports it. */
import { bilingual } from '@shared/messages/language';
import type { InfoContent } from './content-types';

export const TERMS: InfoContent = /* @__PURE__ */ bilingual<InfoContent>(
  {
    intro:
      'Dengan mendaftar dan memakai Sistem Portofolio SKPI, kamu menyetujui syarat dan ketentuan berikut. Bacalah dengan saksama sebelum mencentang persetujuan pada saat pendaftaran.',
    sections: [
      {
        id: 'akun',
        title: '1. Akun',
        points: [
          'Satu mahasiswa memiliki satu akun yang terhubung dengan NIM dan alamat e-mail miliknya sendiri.',
          'Kamu bertanggung jawab menjaga kerahasiaan password dan kode OTP. Jangan pernah memberikan kode OTP kepada siapa pun, termasuk petugas kampus.',
          'Segera ganti password bila kamu menduga akunmu dipakai orang lain.',
        ],
      },
      {
        id: 'data',
        title: '2. Kebenaran data dan bukti',
        points: [
          'Biodata dan portofolio yang kamu isi harus benar dan dapat dipertanggungjawabkan.',
          'Bukti portofolio harus asli dan sesuai dengan kegiatan yang dicatat. Pemalsuan bukti dapat berakibat penolakan portofolio, penonaktifan akun, dan sanksi akademik sesuai peraturan perguruan tinggi.',
          'Verifikator dan admin berhak menerima atau menolak portofolio berdasarkan rubrik program studi.',
        ],
      },
      {
        id: 'privasi',
        title: '3. Privasi dan tampilan publik',
        points: [
          'Profil publik menampilkan nama, NIM, foto, bio, media sosial, dan portofolio yang telah terverifikasi dan tidak kamu sembunyikan.',
          'Data pribadi lain seperti NIK, alamat, dan nomor telepon hanya dipakai untuk keperluan administrasi dan penerbitan SKPI, serta tidak ditampilkan kepada publik.',
          'Kamu dapat menyembunyikan portofolio tertentu dari profil publik kapan saja.',
        ],
      },
      {
        id: 'berkas',
        title: '4. Berkas yang diunggah',
        points: [
          'Bukti portofolio berupa satu file PDF dan foto profil berupa gambar png, jpg, jpeg, atau gif, masing-masing paling besar 2 MB.',
          'Jangan mengunggah berkas yang melanggar hak cipta, mengandung data pribadi orang lain tanpa izin, atau berisi perangkat lunak berbahaya.',
        ],
      },
      {
        id: 'skpi',
        title: '5. Pengajuan dan pencetakan SKPI',
        points: [
          'SKPI hanya dapat diajukan setelah syarat poin SKP program studi terpenuhi.',
          'Selama pengajuan menunggu, data portofolio dikunci. Pencetakan SKPI oleh admin menandai mahasiswa sebagai lulus.',
          'Isi SKPI mengikuti data yang telah diverifikasi pada saat pencetakan.',
        ],
      },
      {
        id: 'perubahan',
        title: '6. Perubahan ketentuan',
        paragraphs: [
          'Perguruan tinggi dapat memperbarui syarat dan ketentuan ini. Perubahan berlaku sejak diumumkan di halaman ini, dan penggunaan sistem setelahnya berarti kamu menyetujui perubahan tersebut.',
        ],
      },
    ],
  },
  {
    intro:
      'By registering for and using the SKPI Portfolio System, you agree to the following terms of service. Please read them carefully before you tick the box to accept them when you register.',
    sections: [
      {
        id: 'akun',
        title: '1. Your account',
        points: [
          'Each student has one account, linked to their own student ID (NIM) and their own e-mail address.',
          'You are responsible for keeping your password and OTP codes confidential. Never give an OTP code to anyone, including university staff.',
          'Change your password at once if you suspect that someone else is using your account.',
        ],
      },
      {
        id: 'data',
        title: '2. Accuracy of your data and proof',
        points: [
          'The personal details and portfolio entries you submit must be true, and you must be able to account for them.',
          'Proof submitted for a portfolio entry must be genuine and must match the activity recorded. Falsified proof may lead to the rejection of the entry, the deactivation of your account and academic sanctions under the university’s regulations.',
          'Verifiers and admins may accept or reject portfolio entries on the basis of the study program’s rubric.',
        ],
      },
      {
        id: 'privasi',
        title: '3. Privacy and your public profile',
        points: [
          'Your public profile shows your name, NIM, photo, bio, social media and the portfolio entries that have been verified and that you have not hidden.',
          'Your other personal data, such as your national identity number (NIK), address and telephone number, is used only for administration and for issuing your SKPI, and is not shown to the public.',
          'You may hide any portfolio entry from your public profile at any time.',
        ],
      },
      {
        id: 'berkas',
        title: '4. Uploaded files',
        points: [
          'Proof for a portfolio entry must be a single PDF file, and a profile photo a png, jpg, jpeg or gif image, each of at most 2 MB.',
          'Do not upload files that infringe copyright, that contain other people’s personal data without their consent, or that contain malicious software.',
        ],
      },
      {
        id: 'skpi',
        title: '5. Requesting and printing the SKPI',
        points: [
          'An SKPI may be requested only once the SKP point requirements of your study program have been met.',
          'While a request is pending, your portfolio is locked. When an admin prints your SKPI, you are recorded as having graduated.',
          'The SKPI states the data as verified at the time it is printed.',
        ],
      },
      {
        id: 'perubahan',
        title: '6. Changes to these terms',
        paragraphs: [
          'The university may update these terms of service. Changes take effect when they are published on this page, and your use of the system after that means you accept them.',
        ],
      },
    ],
  },
);
