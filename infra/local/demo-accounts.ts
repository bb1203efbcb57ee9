/**
 * The demo accounts of the local stack, in one place: the seed creates them, `npm start` prints
 * them, and the tests sign in with them. Every student shares one password.
 */
import type { Role } from '@shared/api/contract';

/** Study programs of the demo data, by a short code (ids are issued when seeding). */
export type ProdiCode = 'IF' | 'TS' | 'TE' | 'MN' | 'AK' | 'IK';

export interface DemoAccount {
  /** NIM; also the username of staff accounts. */
  nim: string;
  email: string;
  password: string;
  role: Role;
  nama: string;
  /** The account's study program (null: university-wide, or a pimpinan of a faculty). */
  prodi: ProdiCode | null;
  /** A pimpinan's position and, for a faculty's official, the faculty (its code). */
  jabatan?: string;
  fakultas?: 'FT' | 'FEB' | 'FISIP';
  /** A pimpinan's NIP/NIDN, printed when they legalise an SKPI. */
  nomor_pegawai?: string;
  /** What the account is for in the demo. */
  note: string;
}

export const DEMO_STUDENT_PASSWORD = 'Demo#Mhs2026';

const student = (nim: string, nama: string, email: string, prodi: ProdiCode, note: string): DemoAccount => ({
  nim,
  email,
  password: DEMO_STUDENT_PASSWORD,
  role: 'mahasiswa',
  nama,
  prodi,
  note,
});

export const DEMO_ACCOUNTS = {
  superAdmin: {
    nim: 'superadmin',
    email: 'superadmin@demo.ac.id',
    password: 'Demo#Super2026',
    role: 'super admin',
    nama: 'Administrator SKPI',
    prodi: null,
    note: 'every program',
  },
  adminJurusan: {
    nim: 'adminif',
    email: 'adminif@demo.ac.id',
    password: 'Demo#Admin2026',
    role: 'admin jurusan',
    nama: 'Rahmat Hidayat, S.Kom., M.Kom.',
    prodi: 'IF',
    note: 'S1 Informatika',
  },
  verifikator: {
    nim: 'verif01',
    email: 'verif01@demo.ac.id',
    password: 'Demo#Verif2026',
    role: 'verifikator',
    nama: 'Dr. Lestiani Sembiring, M.Kom.',
    prodi: null,
    note: 'Informatika: Penalaran dan Keilmuan, Kepemimpinan dan Organisasi',
  },
  verifikator2: {
    nim: 'verif02',
    email: 'verif02@demo.ac.id',
    password: 'Demo#Verif2026',
    role: 'verifikator',
    nama: 'Ir. Bambang Siregar, M.T.',
    prodi: null,
    note: 'Informatika: Minat dan Bakat, Pengabdian kepada Masyarakat',
  },
  ppk: {
    nim: 'ppk01',
    email: 'ppk01@demo.ac.id',
    password: 'Demo#Ppk2026',
    role: 'ppk',
    nama: 'Hendra Gunawan, S.Pd.',
    prodi: null,
    note: 'internal activities',
  },
  kaprodimj: {
    nim: 'kaprodimj',
    email: 'kaprodimj@demo.ac.id',
    password: 'Demo#Pimpinan2026',
    role: 'pimpinan',
    nama: 'Dr. Lina Marlina, S.E., M.M.',
    prodi: 'MN',
    jabatan: 'Ketua Program Studi',
    nomor_pegawai: '198104122006042003',
    note: 'Ketua Program Studi Manajemen: first stage of FEB',
  },
  kaprodiak: {
    nim: 'kaprodiak',
    email: 'kaprodiak@demo.ac.id',
    password: 'Demo#Pimpinan2026',
    role: 'pimpinan',
    nama: 'Rina Kartika, S.E., M.Ak.',
    prodi: 'AK',
    jabatan: 'Ketua Program Studi',
    nomor_pegawai: '198507092010122002',
    note: 'Ketua Program Studi Akuntansi: first stage of FEB',
  },
  dekanfeb: {
    nim: 'dekanfeb',
    email: 'dekanfeb@demo.ac.id',
    password: 'Demo#Pimpinan2026',
    role: 'pimpinan',
    nama: 'Dr. Hj. Nurul Aini, S.E., M.Si.',
    prodi: null,
    jabatan: 'Dekan',
    fakultas: 'FEB',
    nomor_pegawai: '197203151998022001',
    note: 'Dekan FEB: last stage, legalises and seals',
  },
  budi: student('2101010001', 'Budi Santoso', 'budi.santoso@mhs.demo.ac.id', 'IF', 'S1 Informatika, 2021'),
  siti: student('2101010002', 'Siti Nurhaliza', 'siti.nurhaliza@mhs.demo.ac.id', 'IF', 'S1 Informatika, 2021'),
  andi: student('2101020003', 'Andi Pratama', 'andi.pratama@mhs.demo.ac.id', 'TS', 'S1 Teknik Sipil, 2021'),
  dewi: student('2002010004', 'Dewi Lestari', 'dewi.lestari@mhs.demo.ac.id', 'MN', 'S1 Manajemen, 2020'),
  rina: student('2202020005', 'Rina Wulandari', 'rina.wulandari@mhs.demo.ac.id', 'AK', 'D3 Akuntansi, 2022'),
  rizki: student('2103010006', 'Muhammad Rizki', 'muhammad.rizki@mhs.demo.ac.id', 'IK', 'S1 Ilmu Komunikasi, 2021'),
  yohanes: student('2201030007', 'Yohanes Simanjuntak', 'yohanes.simanjuntak@mhs.demo.ac.id', 'TE', 'D3 Teknik Elektronika, 2022'),
  belumAktif: student('2101010099', 'Fajar Nugroho', 'fajar.nugroho@mhs.demo.ac.id', 'IF', 'e-mail not verified, data incomplete'),
} as const satisfies Record<string, DemoAccount>;

export type DemoAccountKey = keyof typeof DEMO_ACCOUNTS;

/** The complete, active, verified students (each with portfolios in every status). */
export const DEMO_STUDENTS = ['budi', 'siti', 'andi', 'dewi', 'rina', 'rizki', 'yohanes'] as const satisfies readonly DemoAccountKey[];
