/**
 * Demo rubrics: the rubric template every program gets, each program's own national competition
 * (the first sub-rubric of its first rubric) and one internal activity per sub-rubric.
 */
import type { ProdiCode } from './demo-accounts';
import type { BidangCode } from './seed-catalog';

/** One internal activity (kegiatan internal) offered under a sub-rubric. */
export interface KegiatanSeed {
  judul: string;
  judul_inggris: string;
  bobot: number;
  tanggal: string;
}

/** Sub-rubric keys, used by the students' portfolios. */
export type AnakKey =
  | 'prodi-kompetisi'
  | 'lkti-nasional'
  | 'lkti-internasional'
  | 'jurnal'
  | 'pemakalah'
  | 'seminar'
  | 'olahraga-provinsi'
  | 'olahraga-nasional'
  | 'seni-nasional'
  | 'pentas-seni'
  | 'ketua-organisasi'
  | 'pengurus-hima'
  | 'ldkm'
  | 'panitia'
  | 'relawan-bencana'
  | 'kkn'
  | 'baksos';

export interface AnakSeed {
  key: AnakKey;
  nama: string;
  /** The English name (the SKPI's English lines). */
  nama_inggris: string;
  max: number;
  min: number;
  kegiatan: KegiatanSeed;
}

export interface RubrikSeed {
  bidang: BidangCode;
  nama: string;
  syarat: number;
  anak: AnakSeed[];
}

/** Each program's own national competition (the first sub-rubric of its first rubric). */
export const PRODI_KOMPETISI: Record<ProdiCode, AnakSeed> = {
  IF: {
    key: 'prodi-kompetisi',
    nama: 'Kompetisi Pemrograman dan TIK Tingkat Nasional (Gemastik)',
    nama_inggris: 'National Programming and ICT Competition (Gemastik)',
    max: 15,
    min: 0,
    kegiatan: {
      judul: 'Seleksi Internal Gemastik Universitas 2024',
      judul_inggris: 'University Internal Selection for Gemastik 2024',
      bobot: 5,
      tanggal: '2024-06-15',
    },
  },
  TS: {
    key: 'prodi-kompetisi',
    nama: 'Kompetisi Jembatan Indonesia',
    nama_inggris: 'Indonesian Bridge Competition',
    max: 15,
    min: 0,
    kegiatan: {
      judul: 'Lomba Rancang Jembatan Internal Fakultas Teknik 2024',
      judul_inggris: 'Faculty of Engineering Internal Bridge Design Contest 2024',
      bobot: 5,
      tanggal: '2024-04-20',
    },
  },
  TE: {
    key: 'prodi-kompetisi',
    nama: 'Kontes Robot Indonesia',
    nama_inggris: 'Indonesian Robot Contest',
    max: 15,
    min: 0,
    kegiatan: {
      judul: 'Seleksi Tim Kontes Robot Indonesia Universitas 2024',
      judul_inggris: 'University Selection for the Indonesian Robot Contest Team 2024',
      bobot: 5,
      tanggal: '2024-02-24',
    },
  },
  MN: {
    key: 'prodi-kompetisi',
    nama: 'Kompetisi Rencana Bisnis Tingkat Nasional',
    nama_inggris: 'National Business Plan Competition',
    max: 15,
    min: 0,
    kegiatan: {
      judul: 'Kompetisi Rencana Bisnis Internal Fakultas Ekonomi dan Bisnis 2024',
      judul_inggris: 'Faculty of Economics and Business Internal Business Plan Competition 2024',
      bobot: 5,
      tanggal: '2024-05-11',
    },
  },
  AK: {
    key: 'prodi-kompetisi',
    nama: 'Olimpiade Akuntansi Tingkat Nasional',
    nama_inggris: 'National Accounting Olympiad',
    max: 15,
    min: 0,
    kegiatan: {
      judul: 'Olimpiade Akuntansi Internal Fakultas Ekonomi dan Bisnis 2024',
      judul_inggris: 'Faculty of Economics and Business Internal Accounting Olympiad 2024',
      bobot: 5,
      tanggal: '2024-03-09',
    },
  },
  IK: {
    key: 'prodi-kompetisi',
    nama: 'Lomba Film Pendek dan Jurnalistik Tingkat Nasional',
    nama_inggris: 'National Short Film and Journalism Competition',
    max: 15,
    min: 0,
    kegiatan: {
      judul: 'Festival Film Pendek Internal FISIP 2024',
      judul_inggris: 'Faculty of Social and Political Sciences Internal Short Film Festival 2024',
      bobot: 5,
      tanggal: '2024-05-25',
    },
  },
};

const k = (judul: string, judul_inggris: string, bobot: number, tanggal: string): KegiatanSeed => ({ judul, judul_inggris, bobot, tanggal });

/** The rubric template of every program (its own competition is added to the first rubric). */
export const RUBRIK_TEMPLATE: RubrikSeed[] = [
  {
    bidang: 'PENALARAN',
    nama: 'Kompetisi Ilmiah dan Keprofesian',
    syarat: 8,
    anak: [
      {
        key: 'lkti-nasional',
        nama: 'Lomba Karya Tulis Ilmiah Tingkat Nasional',
        nama_inggris: 'National Scientific Writing Competition',
        max: 8,
        min: 0,
        kegiatan: k(
          'Lomba Karya Tulis Ilmiah Dies Natalis ke-45 Universitas Harapan Nusantara',
          'Scientific Paper Competition, 45th Anniversary of Harapan Nusantara University',
          6,
          '2024-10-12',
        ),
      },
      {
        key: 'lkti-internasional',
        nama: 'Lomba Karya Tulis Ilmiah Tingkat Internasional',
        nama_inggris: 'International Scientific Writing Competition',
        max: 15,
        min: 0,
        kegiatan: k(
          'Kompetisi Riset Mahasiswa Internasional Universitas Harapan Nusantara 2024',
          'Harapan Nusantara University International Student Research Competition 2024',
          12,
          '2024-11-23',
        ),
      },
    ],
  },
  {
    bidang: 'PENALARAN',
    nama: 'Publikasi dan Forum Ilmiah',
    syarat: 6,
    anak: [
      {
        key: 'jurnal',
        nama: 'Publikasi Artikel pada Jurnal Ilmiah Nasional Terakreditasi',
        nama_inggris: 'Article Published in an Accredited National Scientific Journal',
        max: 10,
        min: 0,
        kegiatan: k(
          'Penerbitan Artikel pada Jurnal Mahasiswa Harapan Nusantara',
          'Article Publication in the Harapan Nusantara Student Journal',
          4,
          '2024-06-30',
        ),
      },
      {
        key: 'pemakalah',
        nama: 'Pemakalah pada Seminar atau Konferensi Ilmiah',
        nama_inggris: 'Presenter at a Scientific Seminar or Conference',
        max: 6,
        min: 0,
        kegiatan: k(
          'Pemakalah Seminar Nasional Hasil Penelitian Mahasiswa 2024',
          'Presenter, National Seminar on Student Research Results 2024',
          4,
          '2024-09-07',
        ),
      },
      {
        key: 'seminar',
        nama: 'Peserta Seminar, Lokakarya, atau Pelatihan Keilmuan',
        nama_inggris: 'Participant in a Scientific Seminar, Workshop or Training',
        max: 2,
        min: 2,
        kegiatan: k(
          'Seminar Nasional Transformasi Digital dan Kewirausahaan 2024',
          'National Seminar on Digital Transformation and Entrepreneurship 2024',
          2,
          '2024-03-02',
        ),
      },
    ],
  },
  {
    bidang: 'MINAT',
    nama: 'Prestasi Olahraga',
    syarat: 0,
    anak: [
      {
        key: 'olahraga-provinsi',
        nama: 'Juara Kejuaraan Olahraga Tingkat Provinsi',
        nama_inggris: 'Winner of a Provincial Sports Championship',
        max: 6,
        min: 0,
        kegiatan: k(
          'Kejuaraan Olahraga Mahasiswa Harapan Nusantara Cup 2024',
          'Harapan Nusantara Cup Student Sports Championship 2024',
          3,
          '2024-05-18',
        ),
      },
      {
        key: 'olahraga-nasional',
        nama: 'Prestasi Kejuaraan Olahraga Tingkat Nasional',
        nama_inggris: 'Achievement in a National Sports Championship',
        max: 10,
        min: 0,
        kegiatan: k(
          'Seleksi Kontingen Pekan Olahraga Mahasiswa Nasional 2024',
          'Selection of the National Student Sports Week Contingent 2024',
          4,
          '2024-07-13',
        ),
      },
    ],
  },
  {
    bidang: 'MINAT',
    nama: 'Prestasi Seni dan Budaya',
    syarat: 0,
    anak: [
      {
        key: 'seni-nasional',
        nama: 'Prestasi Festival Seni Tingkat Nasional',
        nama_inggris: 'Achievement in a National Arts Festival',
        max: 10,
        min: 0,
        kegiatan: k('Festival Seni Mahasiswa Nusantara 2024', 'Nusantara Student Arts Festival 2024', 5, '2024-08-24'),
      },
      {
        key: 'pentas-seni',
        nama: 'Pentas Seni, Pameran, dan Pertunjukan Budaya',
        nama_inggris: 'Art Performances, Exhibitions and Cultural Shows',
        max: 3,
        min: 0,
        kegiatan: k('Pagelaran Seni Budaya Dies Natalis Universitas 2024', 'Cultural Arts Performance, University Anniversary 2024', 2, '2024-10-19'),
      },
    ],
  },
  {
    bidang: 'KEPEMIMPINAN',
    nama: 'Organisasi Kemahasiswaan',
    syarat: 6,
    anak: [
      {
        key: 'ketua-organisasi',
        nama: 'Ketua atau Pimpinan Organisasi Kemahasiswaan Tingkat Universitas',
        nama_inggris: 'Chair or Leader of a University-Level Student Organisation',
        max: 8,
        min: 0,
        kegiatan: k(
          'Pelantikan Pengurus Badan Eksekutif Mahasiswa Universitas 2024/2025',
          'Inauguration of the University Student Executive Board 2024/2025',
          6,
          '2024-10-05',
        ),
      },
      {
        key: 'pengurus-hima',
        nama: 'Pengurus Himpunan Mahasiswa Program Studi',
        nama_inggris: 'Board Member of the Study Program Student Association',
        max: 4,
        min: 2,
        kegiatan: k(
          'Pelantikan Pengurus Himpunan Mahasiswa Program Studi 2024/2025',
          'Inauguration of the Study Program Student Association Board 2024/2025',
          3,
          '2024-09-28',
        ),
      },
    ],
  },
  {
    bidang: 'KEPEMIMPINAN',
    nama: 'Pelatihan Kepemimpinan dan Kepanitiaan',
    syarat: 4,
    anak: [
      {
        key: 'ldkm',
        nama: 'Latihan Dasar Kepemimpinan Mahasiswa (LDKM)',
        nama_inggris: 'Student Basic Leadership Training (LDKM)',
        max: 3,
        min: 3,
        kegiatan: k('Latihan Dasar Kepemimpinan Mahasiswa Angkatan 2024', 'Basic Student Leadership Training, Class of 2024', 3, '2024-11-16'),
      },
      {
        key: 'panitia',
        nama: 'Panitia Kegiatan Kemahasiswaan',
        nama_inggris: 'Student Activity Committee Member',
        max: 2,
        min: 0,
        kegiatan: k('Panitia Pekan Orientasi Mahasiswa Baru 2024', 'Committee of the New Student Orientation Week 2024', 2, '2024-08-26'),
      },
    ],
  },
  {
    bidang: 'PENGABDIAN',
    nama: 'Pengabdian dan Kerelawanan',
    syarat: 4,
    anak: [
      {
        key: 'relawan-bencana',
        nama: 'Relawan Penanggulangan Bencana',
        nama_inggris: 'Disaster Relief Volunteer',
        max: 5,
        min: 0,
        kegiatan: k(
          'Relawan Siaga Bencana Universitas Harapan Nusantara 2024',
          'Harapan Nusantara University Disaster Preparedness Volunteers 2024',
          4,
          '2024-12-07',
        ),
      },
      {
        key: 'kkn',
        nama: 'Kuliah Kerja Nyata Tematik',
        nama_inggris: 'Thematic Community Service Program (KKN)',
        max: 6,
        min: 0,
        kegiatan: k('Kuliah Kerja Nyata Tematik Pemberdayaan Desa 2024', 'Thematic Community Service: Village Empowerment 2024', 6, '2024-08-17'),
      },
      {
        key: 'baksos',
        nama: 'Bakti Sosial dan Donor Darah',
        nama_inggris: 'Social Service and Blood Donation',
        max: 2,
        min: 0,
        kegiatan: k(
          'Donor Darah dan Bakti Sosial Dies Natalis Universitas 2024',
          'Blood Donation and Social Service, University Anniversary 2024',
          2,
          '2024-10-26',
        ),
      },
    ],
  },
];

/** A program's rubrics: the template with the program's own competition first. */
export function rubrikOf(prodi: ProdiCode): RubrikSeed[] {
  return RUBRIK_TEMPLATE.map((r, i) => (i === 0 ? { ...r, anak: [PRODI_KOMPETISI[prodi], ...r.anak] } : r));
}
