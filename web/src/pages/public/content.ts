/**
 * The prose of the public pages (landing steps, guide, FAQ, about us, terms of service), in
 * Indonesian and English (`bilingual`: a read gives the side of the language in force). Short
 * interface labels live in shared/messages/; long texts live here and in content-steps.ts,
 * content-guide.ts and content-terms.ts (re-exported below; the landing page imports its steps
 * from content-steps.ts, so its first load holds none of the other pages' prose).
 */
import { bilingual } from '@shared/messages/language';
import type { FaqContent, InfoContent } from './content-types';

export { GUIDE } from './content-guide';
export { STEPS } from './content-steps';
export { TERMS } from './content-terms';
export type { FaqContent, FaqItem, InfoContent, Section, Step, Term } from './content-types';

export const FAQ: FaqContent = /* @__PURE__ */ bilingual<FaqContent>(
  {
    intro: 'Jawaban singkat atas pertanyaan yang paling sering diajukan tentang SKP, SKPI, dan sistem ini.',
    items: [
      {
        question: 'Apa itu SKPI?',
        answer: [
          'Surat Keterangan Pendamping Ijazah (SKPI) adalah dokumen resmi yang menyertai ijazah. Isinya menjelaskan capaian pembelajaran lulusan dan prestasi pemegangnya dalam bahasa Indonesia dan bahasa Inggris, sehingga mudah dipahami oleh pemberi kerja dan institusi di dalam maupun luar negeri.',
        ],
      },
      {
        question: 'Apa itu poin SKP dan bagaimana menghitungnya?',
        answer: [
          'SKP (Satuan Kredit Prestasi) adalah poin untuk kegiatan dan prestasi di luar perkuliahan. Setiap portofolio mendapat poin sesuai anak rubrik yang dipilih, dengan batas maksimal per portofolio. Hanya portofolio yang sudah terverifikasi yang dihitung.',
        ],
      },
      {
        question: 'Saya tidak menerima e-mail verifikasi. Apa yang harus dilakukan?',
        answer: [
          'Periksa folder spam atau promosi. Bila tetap tidak ada, masuk ke akunmu dan pilih Ajukan Aktivasi pada halaman peringatan untuk mengirim ulang e-mail verifikasi.',
        ],
      },
      {
        question: 'Kode OTP saya tidak datang atau sudah kedaluwarsa.',
        answer: [
          'Kode OTP berlaku 10 menit. Pilih Kirim Ulang di halaman OTP untuk menerima kode baru. Setelah lima kali salah memasukkan kode, kode itu tidak berlaku lagi: pilih Kirim Ulang untuk mendapatkan kode baru.',
        ],
      },
      {
        question: 'Berkas apa saja yang bisa diunggah?',
        answer: ['Bukti portofolio berupa satu file PDF. Foto profil berupa file png, jpg, jpeg, atau gif. Ukuran setiap file paling besar 2 MB.'],
      },
      {
        question: 'Mengapa portofolio saya tertolak?',
        answer: [
          'Biasanya karena bukti tidak terbaca, tidak sesuai dengan judul, atau tidak cocok dengan rubrik yang dipilih. Periksa kembali data dan buktinya, lalu ajukan ulang dengan rubrik dan bukti yang tepat.',
        ],
      },
      {
        question: 'Apa arti Terpenuhi dan Kurang pada checklist?',
        answer: [
          'Terpenuhi berarti poin yang terkumpul sudah mencapai batas minimal. Kurang berarti poinnya belum cukup. Sebuah rubrik baru terpenuhi bila poinnya cukup dan semua anak rubriknya terpenuhi.',
        ],
      },
      {
        question: 'Mengapa saya tidak bisa mengubah portofolio?',
        answer: [
          'Selama pengajuan cetak SKPI menunggu, data portofolio dikunci agar SKPI yang dicetak sesuai dengan data yang diperiksa. Batalkan pengajuan bila masih perlu mengubah portofolio. Portofolio yang sudah terverifikasi juga tidak dapat dihapus.',
        ],
      },
      {
        question: 'Siapa yang dapat melihat profil saya?',
        answer: [
          'Siapa saja dapat mencari mahasiswa berdasarkan nama, NIM, atau judul portofolio dan membuka profil publiknya. Profil publik hanya menampilkan nama, NIM, foto, bio, media sosial, dan portofolio yang sudah terverifikasi dan tidak kamu sembunyikan.',
        ],
      },
      {
        question: 'Saya pindah program studi atau kembali kuliah. Bagaimana dengan data saya?',
        answer: [
          'Ajukan Migrasi Akun (pindah program studi) atau Readmisi Akun (kembali kuliah dengan NIM baru) pada tab Migrasi di halaman profil, lengkap dengan buktinya. Setelah admin menyetujui, akunmu berpindah ke NIM baru tanpa kehilangan portofolio.',
        ],
      },
    ],
  },
  {
    intro: 'Short answers to the questions asked most often about SKP points, the SKPI and this system.',
    items: [
      {
        question: 'What is the SKPI?',
        answer: [
          'The Surat Keterangan Pendamping Ijazah (SKPI) is the Diploma Supplement: an official document that accompanies the diploma. It describes the graduate’s learning outcomes and achievements in Indonesian and in English, so that employers and institutions in Indonesia and abroad can readily understand them.',
        ],
      },
      {
        question: 'What are SKP points, and how are they counted?',
        answer: [
          'SKP (Satuan Kredit Prestasi, achievement credit points) are points for activities and achievements outside your courses. Each portfolio entry earns points according to the sub-rubric you choose, up to a maximum per entry. Only verified entries count.',
        ],
      },
      {
        question: 'I have not received the verification e-mail. What should I do?',
        answer: [
          'Check your spam or promotions folder. If it is not there either, sign in to your account and choose Request activation on the notice page to have the verification e-mail sent again.',
        ],
      },
      {
        question: 'My OTP code has not arrived, or has expired.',
        answer: [
          'An OTP code is valid for 10 minutes. Choose Resend on the OTP page to receive a new code. After five wrong attempts a code is no longer valid: choose Resend to get a new one.',
        ],
      },
      {
        question: 'Which files can I upload?',
        answer: ['Proof for a portfolio entry is a single PDF file. A profile photo is a png, jpg, jpeg or gif file. Each file may be at most 2 MB.'],
      },
      {
        question: 'Why was my portfolio entry rejected?',
        answer: [
          'Usually because the proof cannot be read, does not match the title, or does not fit the rubric chosen. Check the details and the proof again, then submit the entry again with the right rubric and proof.',
        ],
      },
      {
        question: 'What do Met and Not met mean on the checklist?',
        answer: [
          'Met means the points collected have reached the minimum. Not met means there are not enough points yet. A rubric is met only when it has enough points and all its sub-rubrics are met.',
        ],
      },
      {
        question: 'Why can’t I change my portfolio?',
        answer: [
          'While an SKPI request is pending, your portfolio is locked, so that the printed SKPI matches the data that was checked. Cancel the request if you still need to change your portfolio. A verified portfolio entry cannot be deleted either.',
        ],
      },
      {
        question: 'Who can see my profile?',
        answer: [
          'Anyone can search for students by name, student ID (NIM) or portfolio title and open their public profile. Your public profile shows only your name, NIM, photo, bio, social media and the portfolio entries that are verified and that you have not hidden.',
        ],
      },
      {
        question: 'I have changed study program or returned to my studies. What happens to my data?',
        answer: [
          'Submit an Account Migration request (to change study program) or an Account Readmission request (to return to your studies under a new NIM) on the Migration tab of your profile page, with proof. Once an admin approves it, your account moves to the new NIM without losing your portfolio.',
        ],
      },
    ],
  },
);

export const ABOUT: InfoContent = /* @__PURE__ */ bilingual<InfoContent>(
  {
    intro:
      'Sistem Portofolio SKPI membantu perguruan tinggi mencatat prestasi mahasiswa, menghitung poin SKP, dan menerbitkan Surat Keterangan Pendamping Ijazah secara tertib dan dapat ditelusuri.',
    sections: [
      {
        id: 'tujuan',
        title: 'Tujuan',
        paragraphs: [
          'Setiap mahasiswa perlu mengumpulkan portofolio kegiatan untuk memperoleh SKPI, dan perlu memahami rubrik program studinya sendiri. Sistem ini menyatukan seluruh prosesnya dalam satu tempat: pencatatan portofolio per bidang, verifikasi oleh verifikator dan admin, hingga pengajuan dan pencetakan SKPI dwibahasa.',
          'SKPI memuat capaian pembelajaran lulusan sejalan dengan Kerangka Kualifikasi Nasional Indonesia (KKNI), ditambah prestasi yang telah diverifikasi, sehingga kemampuan lulusan tergambar lebih lengkap daripada ijazah dan transkrip saja.',
        ],
      },
      {
        id: 'pengguna',
        title: 'Untuk siapa',
        terms: [
          { term: 'Mahasiswa', description: 'Mendaftar, melengkapi biodata, mengisi portofolio, memantau poin SKP, dan mengajukan cetak SKPI.' },
          { term: 'Verifikator', description: 'Memeriksa portofolio pada anak rubrik yang ditugaskan.' },
          {
            term: 'Admin jurusan dan super admin',
            description: 'Mengelola program studi, rubrik, CPL, kegiatan internal, mahasiswa, dan pencetakan SKPI.',
          },
          { term: 'Pengunjung', description: 'Mencari mahasiswa dan portofolio yang sudah terverifikasi serta melihat profil publiknya.' },
        ],
      },
      {
        id: 'prinsip',
        title: 'Prinsip kami',
        points: [
          'Data milik mahasiswa: hanya portofolio yang terverifikasi dan tidak disembunyikan yang tampil di profil publik.',
          'Keamanan akun: masuk dengan password dan kode OTP yang dikirim ke e-mail.',
          'Keterlacakan: setiap portofolio memiliki status verifikasi dan bukti yang dapat diperiksa.',
        ],
      },
    ],
  },
  {
    intro:
      'The SKPI Portfolio System helps universities record students’ achievements, count SKP points and issue the Diploma Supplement (Surat Keterangan Pendamping Ijazah, SKPI) in an orderly and traceable way.',
    sections: [
      {
        id: 'tujuan',
        title: 'Purpose',
        paragraphs: [
          'Every student builds a portfolio of activities to obtain an SKPI, and needs to understand the rubric of their own study program. This system brings the whole process together in one place: recording the portfolio field by field, verification by verifiers and admins, and the request and printing of the bilingual SKPI.',
          'The SKPI sets out the graduate’s learning outcomes in line with the Indonesian Qualifications Framework (Kerangka Kualifikasi Nasional Indonesia, KKNI), together with their verified achievements, so that it describes what a graduate can do more fully than the diploma and transcript alone.',
        ],
      },
      {
        id: 'pengguna',
        title: 'Who it is for',
        terms: [
          {
            term: 'Students',
            description: 'Register, complete their personal details, fill in their portfolio, follow their SKP points and request their SKPI.',
          },
          { term: 'Verifiers', description: 'Check the portfolio entries under the sub-rubrics assigned to them.' },
          {
            term: 'Program admins and super admins',
            description: 'Manage study programs, rubrics, learning outcomes (CPL), internal activities, students and SKPI printing.',
          },
          { term: 'Visitors', description: 'Search for students and verified portfolio entries, and view their public profiles.' },
        ],
      },
      {
        id: 'prinsip',
        title: 'Our principles',
        points: [
          'Students own their data: only verified portfolio entries that are not hidden appear on a public profile.',
          'Account security: signing in takes a password and an OTP code sent by e-mail.',
          'Traceability: every portfolio entry has a verification status and proof that can be checked.',
        ],
      },
    ],
  },
);

/** Texts the same in both languages: the role's name, used as it is in English. */
export const SAME_IN_BOTH = ['GUIDE.sections.8.terms.2.term'];
