/**
 * The prose of the public pages (landing steps, guide, FAQ, about us, terms of service), in
 * Indonesian. Short interface labels live in shared/messages/; long texts live here.
 */
import type { IconProps } from '@cloudscape-design/components/icon';

export interface Step {
  icon: IconProps.Name;
  title: string;
  text: string;
}

/** The three-step flow of the landing page. */
export const STEPS: readonly Step[] = [
  {
    icon: 'folder',
    title: 'Isi portofolio per bidang',
    text: 'Catat setiap kegiatan dan prestasimu sesuai bidang portofolio, rubrik, dan anak rubrik program studimu, lengkap dengan bukti dalam bentuk PDF.',
  },
  {
    icon: 'status-pending',
    title: 'Tunggu konfirmasi admin',
    text: 'Verifikator dan admin program studi memeriksa portofoliomu. Pantau statusnya, dari Menunggu hingga Terverifikasi, dan lengkapi poin SKP yang masih kurang.',
  },
  {
    icon: 'file',
    title: 'Ajukan dan cetak SKPI',
    text: 'Setelah semua syarat poin SKP terpenuhi, ajukan cetak SKPI. Begitu pengajuan diterima, Surat Keterangan Pendamping Ijazah-mu siap dicetak.',
  },
];

export interface Term {
  term: string;
  description: string;
}

export interface Section {
  id: string;
  title: string;
  paragraphs?: readonly string[];
  /** A numbered list of steps. */
  steps?: readonly string[];
  /** A bulleted list. */
  points?: readonly string[];
  /** A list of terms and their meaning. */
  terms?: readonly Term[];
}

export interface InfoContent {
  intro: string;
  sections: readonly Section[];
}

export const GUIDE: InfoContent = {
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
        { term: 'Tertolak', description: 'Portofolio tidak diterima. Periksa kembali bukti dan datanya, lalu perbaiki atau ajukan portofolio lain.' },
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
};

export interface FaqItem {
  question: string;
  answer: readonly string[];
}

export const FAQ: { intro: string; items: readonly FaqItem[] } = {
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
};

export const ABOUT: InfoContent = {
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
};

export const TERMS: InfoContent = {
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
};
