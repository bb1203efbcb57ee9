/** The guide's prose, in Indonesian and English; content.ts re-exports it. */
import { bilingual } from '@shared/messages/language';
import type { InfoContent } from './content-types';

export const GUIDE: InfoContent = /* @__PURE__ */ bilingual<InfoContent>(
  {
    intro:
      'Panduan ini menjelaskan cara memakai sistem portofolio SKPI dari awal sampai akhir: mendaftar, mengaktifkan akun, masuk dengan kode OTP, mengisi portofolio, memantau verifikasi, hingga mengajukan dan mencetak SKPI.',
    sections: [
      {
        id: 'istilah',
        title: 'Istilah yang perlu diketahui',
        terms: [
          {
            term: 'SKP (Satuan Kredit Prestasi)',
            description:
              'Poin yang diberikan untuk setiap kegiatan atau prestasi mahasiswa di luar mata kuliah, sesuai bobot pada rubrik program studi.',
          },
          {
            term: 'SKPI (Surat Keterangan Pendamping Ijazah)',
            description:
              'Dokumen resmi berbahasa Indonesia dan Inggris yang menyertai ijazah dan menjelaskan capaian pembelajaran serta prestasi pemegangnya.',
          },
          {
            term: 'Bidang portofolio',
            description: 'Kelompok besar kegiatan, misalnya penalaran, organisasi, atau pengabdian. Setiap bidang memiliki beberapa rubrik.',
          },
          {
            term: 'Rubrik dan anak rubrik',
            description:
              'Rubrik adalah jenis kegiatan dalam satu bidang beserta syarat minimal poinnya; anak rubrik merinci rubrik itu dan menentukan bobot poin maksimal setiap portofolio.',
          },
          {
            term: 'Kegiatan internal',
            description: 'Kegiatan yang diselenggarakan kampus dan sudah terdaftar; judul dan poinnya terisi otomatis ketika dipilih.',
          },
        ],
      },
      {
        id: 'daftar',
        title: '1. Mendaftar akun',
        steps: [
          'Pilih Register di bagian atas halaman atau tombol Get Started di beranda.',
          'Isi NIM (huruf dan angka saja), alamat e-mail aktif, serta password 8 sampai 20 karakter beserta konfirmasinya.',
          'Pilih fakultas dan program studi, lalu centang persetujuan syarat dan ketentuan.',
          'Kirim pendaftaran. Sistem mengirimkan e-mail berisi tautan verifikasi ke alamat yang kamu isi.',
        ],
      },
      {
        id: 'aktivasi',
        title: '2. Mengaktifkan akun dan melengkapi biodata',
        paragraphs: ['Buka tautan verifikasi dari e-mail. Tautan itu memeriksa akunmu, lalu memandu pengisian data diri dalam beberapa langkah:'],
        steps: [
          'Biodata: foto profil (png, jpg, jpeg, atau gif, paling besar 2 MB), kewarganegaraan, NIK atau nomor paspor, agama, jenis kelamin, tempat dan tanggal lahir, alamat, provinsi dan kota (untuk warga negara Indonesia), serta kode pos.',
          'Kontak: nomor telepon, nomor HP, bio singkat, dan akun media sosial.',
          'Setelah data terkirim, akunmu aktif: masuk dengan NIM dan password, lalu kode OTP dari e-mail, untuk membuka halaman mahasiswa.',
        ],
        points: [
          'Area mahasiswa hanya terbuka bila e-mail sudah terverifikasi dan data diri lengkap. Bila belum, pilih Ajukan Aktivasi untuk meminta e-mail verifikasi dikirim ulang.',
        ],
      },
      {
        id: 'masuk',
        title: '3. Masuk dengan kode OTP',
        steps: [
          'Pilih Sign In, lalu isi NIM atau e-mail dan password. Tekan Enter atau pilih Login.',
          'Sistem mengirimkan kode OTP 6 digit ke e-mailmu. Kode berlaku 10 menit.',
          'Masukkan kode di halaman OTP dan pilih Masuk. Bila kode tidak datang, pilih Kirim Ulang.',
          'Setelah berhasil, kamu langsung menuju dashboard sesuai peranmu.',
        ],
        points: ['Lupa password? Pilih Lupa password? pada form Sign In untuk menerima tautan penggantian password lewat e-mail.'],
      },
      {
        id: 'portofolio',
        title: '4. Menambahkan portofolio',
        steps: [
          'Buka menu Portofolio, lalu pilih kartu bidang portofolio yang sesuai (atau Pilih Semua untuk melihat seluruh portofolio).',
          'Pilih Tambah, kemudian pilih rubrik dan anak rubrik. Label poin menunjukkan bobot maksimal anak rubrik yang dipilih.',
          'Pilih jenis portofolio. Eksternal: isi judul, judul dalam bahasa Inggris (boleh dikosongkan), tanggal, poin SKP, dan unggah bukti berupa satu file PDF paling besar 2 MB. Internal: pilih kegiatan internal, maka judul dan poinnya terisi otomatis.',
          'Simpan. Portofolio baru berstatus Menunggu sampai diperiksa.',
        ],
        points: [
          'Setiap portofolio dapat ditampilkan atau disembunyikan dari profil publik. Profil publik hanya menampilkan portofolio yang sudah terverifikasi dan tidak disembunyikan.',
          'Portofolio yang sudah terverifikasi tidak dapat dihapus.',
        ],
      },
      {
        id: 'status',
        title: '5. Memantau status verifikasi',
        terms: [
          { term: 'Menunggu', description: 'Portofolio sudah terkirim dan menunggu diperiksa oleh verifikator atau admin.' },
          { term: 'Terverifikasi', description: 'Portofolio diterima; poin SKP-nya dihitung untuk SKPI.' },
          { term: 'Diubah', description: 'Portofolio telah mengalami perubahan setelah diajukan. Periksa kembali rinciannya.' },
          {
            term: 'Tertolak',
            description: 'Portofolio tidak diterima. Periksa kembali bukti dan datanya, lalu perbaiki atau ajukan portofolio lain.',
          },
        ],
      },
      {
        id: 'checklist',
        title: '6. Membaca checklist pencapaian',
        paragraphs: [
          'Dialog Checklist Pencapaian Portofolio menampilkan setiap rubrik beserta poin yang terkumpul dan poin minimalnya.',
          'Sebuah anak rubrik berstatus Terpenuhi bila poinnya sudah mencapai batas minimal, dan Kurang bila belum. Rubrik berstatus Terpenuhi hanya bila poinnya mencapai batas minimal dan seluruh anak rubriknya terpenuhi. Kartu pencapaian di dashboard berwarna merah selama masih ada rubrik atau anak rubrik yang kurang, dan hijau bila semuanya terpenuhi.',
        ],
      },
      {
        id: 'skpi',
        title: '7. Mengajukan dan mencetak SKPI',
        steps: [
          'Buka menu SKPI dan periksa pratinjau SKPI-mu.',
          'Pilih tombol pengajuan dan konfirmasi. Status pengajuan menjadi Menunggu.',
          'Selama pengajuan menunggu, data portofoliomu dikunci. Bila masih ingin mengubah portofolio, pilih Batalkan Cetak SKPI.',
          'Setelah admin menerima pengajuan (status Diterima), SKPI dicetak oleh program studi. Dokumen SKPI yang sudah kamu terima dapat diunggah kembali melalui Unggah SKPI sebagai arsip.',
        ],
      },
      {
        id: 'peran',
        title: 'Peran verifikator dan admin',
        terms: [
          {
            term: 'Verifikator',
            description: 'Memeriksa portofolio pada anak rubrik yang ditugaskan kepadanya, lalu menerima atau menolaknya.',
          },
          {
            term: 'Admin jurusan',
            description:
              'Mengelola satu program studi: data mahasiswa, rubrik dan anak rubrik, capaian pembelajaran lulusan (CPL), kegiatan internal, verifikasi portofolio, pengajuan migrasi dan readmisi, periode wisuda, serta pencetakan SKPI.',
          },
          {
            term: 'Super admin',
            description:
              'Mengelola seluruh universitas: fakultas, program studi, admin program studi dan verifikator, serta semua fitur admin jurusan.',
          },
        ],
      },
    ],
  },
  {
    intro:
      'This guide explains how to use the SKPI portfolio system from start to finish: registering, activating your account, signing in with a one-time code (OTP), filling in your portfolio, following its verification, and requesting and printing your SKPI.',
    sections: [
      {
        id: 'istilah',
        title: 'Terms to know',
        terms: [
          {
            term: 'SKP (Satuan Kredit Prestasi, achievement credit points)',
            description:
              'Points awarded for each of a student’s activities or achievements outside their courses, weighted by the rubric of their study program.',
          },
          {
            term: 'SKPI (Surat Keterangan Pendamping Ijazah, Diploma Supplement)',
            description:
              'An official document in Indonesian and English that accompanies the diploma and describes the learning outcomes and achievements of its holder.',
          },
          {
            term: 'Portfolio field',
            description:
              'A broad group of activities, for example academic reasoning, organisations or community service. Each field has several rubrics.',
          },
          {
            term: 'Rubric and sub-rubric',
            description:
              'A rubric is a kind of activity within a field, with the minimum points it requires; a sub-rubric details a rubric and sets the most points each portfolio entry under it can earn.',
          },
          {
            term: 'Internal activity',
            description:
              'An activity run by the university and already registered in the system; its title and points are filled in automatically when you choose it.',
          },
        ],
      },
      {
        id: 'daftar',
        title: '1. Registering an account',
        steps: [
          'Choose Register at the top of the page, or the Get Started button on the home page.',
          'Enter your student ID (NIM; letters and digits only), an e-mail address you use, and a password of 8 to 20 characters, twice to confirm it.',
          'Choose your faculty and study program, then tick the box to accept the terms of service.',
          'Send your registration. The system e-mails a verification link to the address you entered.',
        ],
      },
      {
        id: 'aktivasi',
        title: '2. Activating your account and completing your personal details',
        paragraphs: [
          'Open the verification link in the e-mail. The link checks your account, then guides you through your personal details in a few steps:',
        ],
        steps: [
          'Personal details: a profile photo (png, jpg, jpeg or gif, at most 2 MB), nationality, national identity number (NIK) or passport number, religion, gender, place and date of birth, address, province and city (for Indonesian citizens), and postcode.',
          'Contact: telephone number, mobile number, a short bio and your social media accounts.',
          'Once your details are sent, your account is active: sign in with your NIM and password, then the OTP code from your e-mail, to open the student pages.',
        ],
        points: [
          'The student area opens only once your e-mail address is verified and your personal details are complete. Until then, choose Request activation to have the verification e-mail sent again.',
        ],
      },
      {
        id: 'masuk',
        title: '3. Signing in with an OTP code',
        steps: [
          'Choose Sign In, then enter your NIM or e-mail address and your password. Press Enter or choose Login.',
          'The system sends a 6-digit OTP code to your e-mail. The code is valid for 10 minutes.',
          'Enter the code on the OTP page and choose Sign in. If the code does not arrive, choose Resend.',
          'Once you are signed in, you go straight to the dashboard for your role.',
        ],
        points: ['Forgotten your password? Choose Forgot password? on the Sign In form to receive an e-mail with a link to set a new one.'],
      },
      {
        id: 'portofolio',
        title: '4. Adding a portfolio entry',
        steps: [
          'Open the Portfolio menu, then choose the card of the matching portfolio field (or Select all to see your whole portfolio).',
          'Choose Add, then choose a rubric and a sub-rubric. The points label shows the most points the chosen sub-rubric can give.',
          'Choose the kind of entry. External: enter the title, the title in English (optional), the date and the SKP points, and upload your proof as a single PDF file of at most 2 MB. Internal: choose an internal activity, and its title and points are filled in automatically.',
          'Save. A new entry is Pending until it has been checked.',
        ],
        points: [
          'Each portfolio entry can be shown on or hidden from your public profile. Your public profile shows only entries that are verified and not hidden.',
          'A verified portfolio entry cannot be deleted.',
        ],
      },
      {
        id: 'status',
        title: '5. Following the verification status',
        terms: [
          { term: 'Pending', description: 'The entry has been sent and is waiting to be checked by a verifier or an admin.' },
          { term: 'Verified', description: 'The entry has been accepted; its SKP points count towards your SKPI.' },
          { term: 'Changed', description: 'The entry has been changed since it was submitted. Check its details again.' },
          {
            term: 'Rejected',
            description: 'The entry was not accepted. Check its proof and details again, then correct it or submit another entry.',
          },
        ],
      },
      {
        id: 'checklist',
        title: '6. Reading the achievement checklist',
        paragraphs: [
          'The Portfolio achievement checklist dialog shows each rubric with the points you have collected and the minimum it requires.',
          'A sub-rubric is Met once its points reach the minimum, and Not met until then. A rubric is Met only when its points reach the minimum and all its sub-rubrics are met. The achievement card on the dashboard stays red while any rubric or sub-rubric falls short, and turns green once all of them are met.',
        ],
      },
      {
        id: 'skpi',
        title: '7. Requesting and printing your SKPI',
        steps: [
          'Open the SKPI menu and check the preview of your SKPI.',
          'Choose the request button and confirm. The status of your request becomes Pending.',
          'While the request is pending, your portfolio is locked. If you still want to change your portfolio, choose Cancel SKPI request.',
          'Once the admin accepts the request (status Accepted), your study program prints the SKPI. You can upload the SKPI document you receive through Upload SKPI to keep it on file.',
        ],
      },
      {
        id: 'peran',
        title: 'What verifiers and admins do',
        terms: [
          {
            term: 'Verifier',
            description: 'Checks the portfolio entries under the sub-rubrics assigned to them, then accepts or rejects each one.',
          },
          {
            term: 'Program admin',
            description:
              'Manages one study program: its students, rubrics and sub-rubrics, graduate learning outcomes (CPL), internal activities, portfolio verification, requests for migration and readmission, graduation periods, and SKPI printing.',
          },
          {
            term: 'Super admin',
            description:
              'Manages the whole university: faculties, study programs, program admins and verifiers, and everything a program admin can do.',
          },
        ],
      },
    ],
  },
);
