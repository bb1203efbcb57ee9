/**
 * Demo master data: the university, its faculties and study programs, and the portfolio categories
 * (the rubrics are in seed-rubrik.ts, the CPL in seed-cpl.ts). Fictional institution, realistic
 * Indonesian content.
 */
import type { ProdiItem, UniversitasItem } from '@functions/domain/master/repo';
import { DEFAULT_SKPI_NUMBER_FORMAT } from '@shared/domain/skpi-number';
import type { ProdiCode } from './demo-accounts';

export const UNIVERSITAS: Omit<UniversitasItem, 'version'> = {
  nama_universitas: 'Universitas Harapan Nusantara',
  nama_universitas_inggris: 'Harapan Nusantara University',
  status_akreditasi: 'Unggul',
  no_sk_akreditasi_universitas: 'No. 512/SK/BAN-PT/Ak/PT/VII/2023',
  alamat_universitas: 'Jl. Dr. Mansyur No. 9, Padang Bulan, Medan Baru, Kota Medan, Sumatera Utara 20155',
  nama_rektor: 'Prof. Dr. Ir. Hendra Siregar, M.T.',
  nomor_pegawai_rektor: '196502141990031003',
  no_sk_pendirian: 'Keputusan Menteri Pendidikan dan Kebudayaan Nomor 0215/O/1985',
  tanggal_sk_pendirian: '1985-06-12',
  kota_universitas: 'Medan',
  format_nomor_skpi: DEFAULT_SKPI_NUMBER_FORMAT,
  // the demo's students are public, as the product was before each student chose
  profil_publik_bawaan: true,
};

/** The SKPI facts most programs of one kind share (each program adds its own below). */
const BAHASA = { bahasa_pengantar: 'Bahasa Indonesia', bahasa_pengantar_inggris: 'Indonesian' } as const;
const PENILAIAN = {
  sistem_penilaian: 'Skala 0-4: A (4,00), AB (3,50), B (3,00), BC (2,50), C (2,00), D (1,00), E (0,00); lulus dengan IPK minimal 2,00.',
  sistem_penilaian_inggris:
    'Scale 0-4: A (4.00), AB (3.50), B (3.00), BC (2.50), C (2.00), D (1.00), E (0.00); graduation requires a GPA of at least 2.00.',
} as const;
const SARJANA = {
  jenis_pendidikan: 'akademik',
  persyaratan_penerimaan: 'Lulus Sekolah Menengah Atas (SMA/MA/SMK) atau sederajat dan lulus seleksi masuk (SNBP, SNBT atau seleksi mandiri).',
  persyaratan_penerimaan_inggris:
    'Graduation from senior high school (SMA/MA/SMK) or equivalent and passing the national or institutional entrance selection (SNBP, SNBT or independent selection).',
  lama_studi: '8 semester (4 tahun), paling lama 14 semester',
  lama_studi_inggris: '8 semesters (4 years), at most 14 semesters',
  jenjang_lanjutan: 'Program Magister (S2) dan Doktor (S3), akademik maupun terapan',
  jenjang_lanjutan_inggris: "Master's (S2) and Doctoral (S3) programs, academic or applied",
  status_profesi: null,
  status_profesi_inggris: null,
  ...BAHASA,
  ...PENILAIAN,
} as const;
const DIPLOMA = {
  jenis_pendidikan: 'vokasi',
  persyaratan_penerimaan: 'Lulus Sekolah Menengah Atas (SMA/MA/SMK) atau sederajat dan lulus seleksi masuk program diploma.',
  persyaratan_penerimaan_inggris:
    'Graduation from senior high school (SMA/MA/SMK) or equivalent and passing the entrance selection for diploma programs.',
  lama_studi: '6 semester (3 tahun), paling lama 10 semester',
  lama_studi_inggris: '6 semesters (3 years), at most 10 semesters',
  jenjang_lanjutan: 'Program Sarjana Terapan (D4) atau Sarjana (S1) melalui alih jenjang',
  jenjang_lanjutan_inggris: 'Applied Bachelor (D4) or Bachelor (S1) programs through credit transfer',
  ...BAHASA,
  ...PENILAIAN,
} as const;

/** A faculty's code: the seed's handle on it and its `kode_fakultas` (printed in the SKPI number). */
export type FakultasCode = 'FT' | 'FEB' | 'FISIP';

export const FAKULTAS: Array<{
  code: FakultasCode;
  nama_fakultas: string;
  nama_fakultas_inggris: string;
  nama_dekan: string;
  nomor_pegawai_dekan: string;
  /** The chain of approvals before the seal (decision 0056); absent: sealed at print. */
  tahap_pengesahan?: string[];
}> = [
  {
    code: 'FT',
    nama_fakultas: 'Fakultas Teknik',
    nama_fakultas_inggris: 'Faculty of Engineering',
    nama_dekan: 'Prof. Dr. Ir. Bambang Sutrisno, M.T.',
    nomor_pegawai_dekan: '196805121994031002',
  },
  {
    code: 'FEB',
    nama_fakultas: 'Fakultas Ekonomi dan Bisnis',
    nama_fakultas_inggris: 'Faculty of Economics and Business',
    nama_dekan: 'Dr. Hj. Nurul Aini, S.E., M.Si.',
    nomor_pegawai_dekan: '197203151998022001',
    // the program head, then the dean, approve each SKPI before its seal (demo accounts kaprodimj and kaprodiak, dekanfeb)
    tahap_pengesahan: ['Ketua Program Studi', 'Dekan'],
  },
  {
    code: 'FISIP',
    nama_fakultas: 'Fakultas Ilmu Sosial dan Ilmu Politik',
    nama_fakultas_inggris: 'Faculty of Social and Political Sciences',
    nama_dekan: 'Dr. Rudi Hartono, M.Si.',
    nomor_pegawai_dekan: '197511202003121001',
  },
];

type ProdiSeed = Omit<ProdiItem, 'id_prodi' | 'id_fakultas' | 'version' | 'is_active'> & { code: ProdiCode; fakultas: FakultasCode };

/** In creation order: Informatika, the first S1 program, gets id 1. */
export const PRODI: ProdiSeed[] = [
  {
    code: 'IF',
    fakultas: 'FT',
    nama_prodi: 'Informatika',
    nama_prodi_inggris: 'Informatics',
    nama_kaprodi: 'Dr. Ahmad Fauzi, S.Kom., M.Kom.',
    jenjang: 'S1',
    gelar: 'Sarjana Komputer (S.Kom.)',
    status_akreditasi: 'Unggul',
    no_sk_akreditasi_prodi: 'No. 1520/SK/LAM-INFOKOM/Ak/S/XII/2023',
    gelar_inggris: 'Bachelor of Computer Science (S.Kom.)',
    ...SARJANA,
  },
  {
    code: 'TS',
    fakultas: 'FT',
    nama_prodi: 'Teknik Sipil',
    nama_prodi_inggris: 'Civil Engineering',
    nama_kaprodi: 'Ir. Sri Wahyuni, S.T., M.T.',
    jenjang: 'S1',
    gelar: 'Sarjana Teknik (S.T.)',
    status_akreditasi: 'Baik Sekali',
    no_sk_akreditasi_prodi: 'No. 0342/SK/LAM Teknik/AS/VI/2023',
    gelar_inggris: 'Bachelor of Engineering (S.T.)',
    ...SARJANA,
    status_profesi: 'Dapat melanjutkan ke Program Profesi Insinyur (Ir.) untuk memperoleh Surat Tanda Registrasi Insinyur.',
    status_profesi_inggris: 'May proceed to the Professional Engineer Program (Ir.) to obtain the Engineer Registration Certificate.',
  },
  {
    code: 'TE',
    fakultas: 'FT',
    nama_prodi: 'Teknik Elektronika',
    nama_prodi_inggris: 'Electronics Engineering',
    nama_kaprodi: 'Joko Susilo, S.T., M.Eng.',
    jenjang: 'D3',
    gelar: 'Ahli Madya Teknik (A.Md.T.)',
    status_akreditasi: 'Baik',
    no_sk_akreditasi_prodi: 'No. 0517/SK/LAM Teknik/VD3/X/2022',
    gelar_inggris: 'Associate Degree in Engineering (A.Md.T.)',
    ...DIPLOMA,
    status_profesi: 'Dapat mengikuti uji kompetensi dan memperoleh sertifikat kompetensi teknisi elektronika dari LSP bidang terkait.',
    status_profesi_inggris:
      'May take the competency assessment and obtain an electronics technician competency certificate from the relevant professional certification body.',
  },
  {
    code: 'MN',
    fakultas: 'FEB',
    nama_prodi: 'Manajemen',
    nama_prodi_inggris: 'Management',
    nama_kaprodi: 'Dr. Lina Marlina, S.E., M.M.',
    jenjang: 'S1',
    gelar: 'Sarjana Manajemen (S.M.)',
    status_akreditasi: 'Unggul',
    no_sk_akreditasi_prodi: 'No. 0871/SK/LAMEMBA/Akred/S/IX/2023',
    gelar_inggris: 'Bachelor of Management (S.M.)',
    ...SARJANA,
  },
  {
    code: 'AK',
    fakultas: 'FEB',
    nama_prodi: 'Akuntansi',
    nama_prodi_inggris: 'Accounting',
    nama_kaprodi: 'Yuliana Sitorus, S.E., M.Ak., Ak.',
    jenjang: 'D3',
    gelar: 'Ahli Madya Akuntansi (A.Md.Ak.)',
    status_akreditasi: 'Baik Sekali',
    no_sk_akreditasi_prodi: 'No. 0129/SK/LAMEMBA/Akred/D3/II/2024',
    gelar_inggris: 'Associate Degree in Accounting (A.Md.Ak.)',
    ...DIPLOMA,
    status_profesi: 'Dapat mengikuti ujian sertifikasi Ahli Teknik Akuntansi (ATA) dari Ikatan Akuntan Indonesia.',
    status_profesi_inggris:
      'May sit for the Accounting Technician (ATA) certification examination of the Institute of Indonesia Chartered Accountants.',
  },
  {
    code: 'IK',
    fakultas: 'FISIP',
    nama_prodi: 'Ilmu Komunikasi',
    nama_prodi_inggris: 'Communication Science',
    nama_kaprodi: 'Dr. Fitri Handayani, S.Sos., M.I.Kom.',
    jenjang: 'S1',
    gelar: 'Sarjana Ilmu Komunikasi (S.I.Kom.)',
    status_akreditasi: 'Baik Sekali',
    no_sk_akreditasi_prodi: 'No. 2231/SK/BAN-PT/Ak-PPJ/S/IV/2022',
    gelar_inggris: 'Bachelor of Communication Science (S.I.Kom.)',
    ...SARJANA,
  },
];

export type BidangCode = 'PENALARAN' | 'MINAT' | 'KEPEMIMPINAN' | 'PENGABDIAN';

/** University-wide portfolio categories, in SKPI order. */
export const BIDANG_PORTOFOLIO: Array<{ code: BidangCode; urutan_di_skpi: number; nama: string; nama_inggris: string }> = [
  { code: 'PENALARAN', urutan_di_skpi: 1, nama: 'Penalaran dan Keilmuan', nama_inggris: 'Reasoning and Scholarship' },
  { code: 'MINAT', urutan_di_skpi: 2, nama: 'Minat dan Bakat', nama_inggris: 'Interests and Talents' },
  { code: 'KEPEMIMPINAN', urutan_di_skpi: 3, nama: 'Kepemimpinan dan Organisasi', nama_inggris: 'Leadership and Organisation' },
  { code: 'PENGABDIAN', urutan_di_skpi: 4, nama: 'Pengabdian kepada Masyarakat', nama_inggris: 'Community Service' },
];
