/**
 * The Feeder stand-in's demo data (./feeder-stand-in.ts), consistent with the demo university
 * (./seed*.ts): the six demo programs and one program SKPI does not know; every demo student with
 * a registration, as the campus's academic system reports them (some names in capitals, dates as
 * DD-MM-YYYY or YYYY-MM-DD, numbers as strings or numbers); Dewi (2002010004, Manajemen) graduated
 * with a 15-digit national diploma number (PIN) and an IPK with float noise; three students SKPI
 * does not have yet; one row without a NIM; one registration of the unknown program; one student
 * who dropped out (an exit that is not a graduation).
 */
import { DEMO_ACCOUNTS, DEMO_STUDENTS, type DemoAccountKey, type ProdiCode } from './demo-accounts';
import { STUDENTS } from './seed-students';

export type FeederRow = Record<string, unknown>;

export interface FeederData {
  prodi: FeederRow[];
  mahasiswa: FeederRow[];
  biodata: FeederRow[];
  lulus: FeederRow[];
}

/** A stable UUID-shaped id from a label (the stand-in's ids are the same on every start). */
export function demoUuid(label: string): string {
  let h = 0x811c9dc5;
  const out: string[] = [];
  for (let round = 0; round < 4; round++) {
    for (const ch of `${round}:${label}`) h = Math.imul(h ^ ch.charCodeAt(0), 0x01000193) >>> 0;
    out.push(h.toString(16).padStart(8, '0'));
  }
  const hex = out.join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** The demo programs as the Feeder knows them: its id, code, name and level. */
export const DEMO_FEEDER_PRODI: Record<ProdiCode, { kode: string; nama: string; jenjang: string; idJenjang: string }> = {
  IF: { kode: '55201', nama: 'Informatika', jenjang: 'S1', idJenjang: '30' },
  TS: { kode: '22201', nama: 'Teknik Sipil', jenjang: 'S1', idJenjang: '30' },
  TE: { kode: '20401', nama: 'Teknik Elektronika', jenjang: 'D3', idJenjang: '22' },
  MN: { kode: '61201', nama: 'Manajemen', jenjang: 'S1', idJenjang: '30' },
  AK: { kode: '62401', nama: 'Akuntansi', jenjang: 'D3', idJenjang: '22' },
  IK: { kode: '70201', nama: 'Ilmu Komunikasi', jenjang: 'S1', idJenjang: '30' },
};

export const feederProdiId = (code: ProdiCode | 'MH') => demoUuid(`prodi:${code}`);
export const feederRegistrasiId = (nim: string) => demoUuid(`reg:${nim}`);
const personId = (nim: string) => demoUuid(`mhs:${nim}`);

/** YYYY-MM-DD as the Feeder usually writes it: DD-MM-YYYY. */
const ddmmyyyy = (iso: string) => `${iso.slice(8, 10)}-${iso.slice(5, 7)}-${iso.slice(0, 4)}`;
/** The entry period of an entry date (September: the odd semester of that year). */
const periode = (iso: string) => `${iso.slice(0, 4)}1`;

interface Registration {
  nim: string | null;
  nama: string;
  prodi: ProdiCode | 'MH';
  sex: 'L' | 'P';
  lahir: string;
  tempat: string;
  masuk: string;
  status: string;
  email: string | null;
  /** Dates of this row as YYYY-MM-DD (a newer installation) instead of DD-MM-YYYY. */
  isoDates?: boolean;
}

const DEMO_REGISTERED = [...DEMO_STUDENTS, 'belumAktif'] as const satisfies readonly DemoAccountKey[];

/** Dewi's graduation, and the national diploma number (PIN) the SKPI prints once synced. */
export const DEWI_KELULUSAN = {
  tanggal_keluar: '29-08-2024',
  nomor_sk_yudisium: 'SK/045/UN-DEMO/FEB/VIII/2024',
  tanggal_sk_yudisium: '2024-08-26',
  ipk: 3.5999999999999996,
  nomor_ijazah: '001012024000123',
} as const;

/** The students the product does not have yet (new in the first sync). */
export const DEMO_FEEDER_NEW = [
  { nim: '2301010101', nama: 'Galih Permana', prodi: 'IF', sex: 'L', lahir: '2005-05-02', tempat: 'Bandung', masuk: '2023-09-01' },
  { nim: '2301010102', nama: 'HANA PRATIWI', prodi: 'IF', sex: 'P', lahir: '2005-07-19', tempat: 'Padang', masuk: '2023-09-01' },
  { nim: '2302010103', nama: 'Irfan Maulana', prodi: 'MN', sex: 'L', lahir: '2004-12-01', tempat: 'Palembang', masuk: '2023-09-01' },
] as const;

function registrations(): Registration[] {
  const demo = DEMO_REGISTERED.map((key, i): Registration => {
    const a = DEMO_ACCOUNTS[key];
    const bio = key === 'belumAktif' ? undefined : STUDENTS[key].biodata;
    return {
      nim: a.nim,
      // the academic system keeps some names in capitals
      nama: i % 3 === 1 ? a.nama.toUpperCase() : a.nama,
      prodi: a.prodi as ProdiCode,
      sex: bio ? (bio.jenis_kelamin === 1 ? 'P' : 'L') : 'L',
      lahir: bio?.tanggal_lahir ?? '2003-10-10',
      tempat: bio?.tempat_lahir ?? 'Medan',
      masuk: bio?.tanggal_masuk ?? '2021-09-01',
      status: key === 'dewi' ? 'Lulus' : 'Aktif',
      email: a.email,
      isoDates: i % 2 === 1,
    };
  });
  const fresh = DEMO_FEEDER_NEW.map(
    (n): Registration => ({ ...n, status: 'Aktif', email: `${n.nama.toLowerCase().replace(/\s+/g, '.')}@mhs.demo.ac.id` }),
  );
  return [
    ...demo,
    ...fresh,
    // no NIM (the academic system's half-entered row)
    { nim: null, nama: 'Joko Susilo', prodi: 'IF', sex: 'L', lahir: '2005-01-01', tempat: 'Solo', masuk: '2024-09-01', status: 'Aktif', email: null },
    // a program SKPI does not know
    {
      nim: '2405010201',
      nama: 'Kartika Sari',
      prodi: 'MH',
      sex: 'P',
      lahir: '2000-03-03',
      tempat: 'Makassar',
      masuk: '2024-09-01',
      status: 'Aktif',
      email: 'kartika.sari@mhs.demo.ac.id',
    },
    // dropped out of Teknik Sipil: an exit that is not a graduation
    {
      nim: '2101020150',
      nama: 'Lukman Hakim',
      prodi: 'TS',
      sex: 'L',
      lahir: '2003-02-02',
      tempat: 'Jambi',
      masuk: '2021-09-01',
      status: 'Drop Out',
      email: 'lukman.hakim@mhs.demo.ac.id',
    },
  ];
}

/** A fresh copy of the demo data (a test may change its own). */
export function demoFeederData(): FeederData {
  const prodi: FeederRow[] = (Object.entries(DEMO_FEEDER_PRODI) as Array<[ProdiCode, (typeof DEMO_FEEDER_PRODI)[ProdiCode]]>).map(([code, p]) => ({
    id_prodi: feederProdiId(code),
    kode_program_studi: p.kode,
    nama_program_studi: p.nama,
    status: 'A',
    id_jenjang_pendidikan: p.idJenjang,
    nama_jenjang_pendidikan: p.jenjang,
  }));
  prodi.push({
    id_prodi: feederProdiId('MH'),
    kode_program_studi: '74101',
    nama_program_studi: 'Magister Hukum',
    status: 'A',
    id_jenjang_pendidikan: 35,
    nama_jenjang_pendidikan: 'S2',
  });
  const regs = registrations();
  const nameOf = (code: ProdiCode | 'MH') => (code === 'MH' ? 'Magister Hukum' : DEMO_FEEDER_PRODI[code].nama);
  const mahasiswa = regs.map((r, i) => {
    const key = r.nim ?? `tanpa-nim-${i}`;
    return {
      id_mahasiswa: personId(key),
      id_registrasi_mahasiswa: feederRegistrasiId(key),
      nim: r.nim ?? '',
      nama_mahasiswa: r.nama,
      jenis_kelamin: r.sex,
      tanggal_lahir: r.isoDates ? r.lahir : ddmmyyyy(r.lahir),
      id_agama: 1,
      nama_agama: 'Islam',
      id_prodi: feederProdiId(r.prodi),
      nama_program_studi: nameOf(r.prodi),
      // numbers as strings on older installations, as numbers on newer ones
      id_periode: i % 2 === 0 ? periode(r.masuk) : Number(periode(r.masuk)),
      nama_periode_masuk: `${r.masuk.slice(0, 4)}/${Number(r.masuk.slice(0, 4)) + 1} Ganjil`,
      nama_status_mahasiswa: r.status,
      ipk: r.status === 'Lulus' ? '3.60' : 0,
      total_sks: '120',
      last_update: '2024-09-02 10:00:00',
    };
  });
  const biodata = regs.map((r, i) => ({
    id_mahasiswa: personId(r.nim ?? `tanpa-nim-${i}`),
    nama_mahasiswa: r.nama,
    tempat_lahir: r.tempat,
    tanggal_lahir: ddmmyyyy(r.lahir),
    jenis_kelamin: r.sex,
    nik: '-',
    nama_ibu_kandung: 'Ibu',
    email: r.email,
  }));
  const dewi = DEMO_ACCOUNTS.dewi;
  const lulus: FeederRow[] = [
    {
      id_registrasi_mahasiswa: feederRegistrasiId(dewi.nim),
      id_mahasiswa: personId(dewi.nim),
      nim: dewi.nim,
      nama_mahasiswa: dewi.nama,
      id_prodi: feederProdiId('MN'),
      angkatan: '2020',
      id_jenis_keluar: '1',
      nama_jenis_keluar: 'Lulus',
      ...DEWI_KELULUSAN,
      id_periode_keluar: '20232',
      judul_skripsi: 'Strategi Pemberdayaan UMKM Berbasis Komunitas di Yogyakarta',
      status_sync: 'sudah sync',
    },
    {
      id_registrasi_mahasiswa: feederRegistrasiId('2101020150'),
      id_mahasiswa: personId('2101020150'),
      nim: '2101020150',
      nama_mahasiswa: 'Lukman Hakim',
      id_prodi: feederProdiId('TS'),
      angkatan: '2021',
      id_jenis_keluar: '3',
      nama_jenis_keluar: 'Dikeluarkan',
      tanggal_keluar: '2023-02-01',
      nomor_sk_yudisium: null,
      tanggal_sk_yudisium: null,
      ipk: 1.8,
      nomor_ijazah: '-',
    },
  ];
  return { prodi, mahasiswa, biodata, lulus };
}
