/**
 * Demo students: biodata (real BPS area codes, country 102 = Indonesia) and portfolios in every
 * status (1 Menunggu, 2 Terverifikasi, 3 Diubah, 4 Tertolak), shown and hidden, external and
 * internal. Points stay within each sub-rubric's maximum (the seed checks it).
 */
import type { StatusPortofolio } from '@functions/domain/portofolio/repo';
import type { Sosmed, UserItem } from '@functions/domain/users/repo';
import type { DEMO_STUDENTS } from './demo-accounts';
import type { AnakKey } from './seed-catalog';

export type Biodata = Required<
  Pick<
    UserItem,
    | 'kewarganegaraan'
    | 'nik'
    | 'agama'
    | 'jenis_kelamin'
    | 'alamat'
    | 'kode_pos'
    | 'id_provinsi'
    | 'id_kota'
    | 'tempat_lahir'
    | 'tanggal_lahir'
    | 'no_telepon_asal'
    | 'no_hp'
    | 'bio'
    | 'sosmed'
    | 'tanggal_masuk'
  >
>;

/** An external portfolio (typed by the student) or an internal one (an activity of the sub-rubric). */
export type PortofolioSeed = { anak: AnakKey; status: StatusPortofolio; showed: boolean } & (
  | { internal: true }
  | { internal?: false; judul: string; judul_inggris: string; tanggal: string; skp: number }
);

type StudentKey = (typeof DEMO_STUDENTS)[number];

const sosmed = (jenis_sosmed: string, nama: string, link_sosmed: string): Sosmed => ({ jenis_sosmed, nama, link_sosmed });

const p = (
  anak: AnakKey,
  status: StatusPortofolio,
  showed: boolean,
  judul: string,
  judul_inggris: string,
  tanggal: string,
  skp: number,
): PortofolioSeed => ({
  anak,
  status,
  showed,
  judul,
  judul_inggris,
  tanggal,
  skp,
});
const internal = (anak: AnakKey, status: StatusPortofolio, showed: boolean): PortofolioSeed => ({ anak, status, showed, internal: true });

export const STUDENTS: Record<StudentKey, { biodata: Biodata; portofolio: PortofolioSeed[] }> = {
  budi: {
    biodata: {
      kewarganegaraan: 102,
      nik: '1271041704030002',
      agama: 'Islam',
      jenis_kelamin: 0,
      alamat: 'Jl. Setia Budi No. 45, Tanjung Sari, Medan Selayang',
      kode_pos: '20132',
      id_provinsi: 12,
      id_kota: 1271,
      tempat_lahir: 'Medan',
      tanggal_lahir: '2003-04-17',
      no_telepon_asal: '(061) 8214567',
      no_hp: '+62 812-6012-3456',
      bio: 'Mahasiswa Informatika yang tertarik pada rekayasa perangkat lunak dan kecerdasan buatan.',
      sosmed: [
        sosmed('LinkedIn', 'Budi Santoso', 'https://www.linkedin.com/in/budi-santoso-demo'),
        sosmed('Instagram', 'budisantoso.dev', 'https://www.instagram.com/budisantoso.dev'),
      ],
      tanggal_masuk: '2021-09-01',
    },
    portofolio: [
      p(
        'prodi-kompetisi',
        2,
        true,
        'Juara 2 Gemastik XVI Divisi Pengembangan Perangkat Lunak',
        '2nd Place, Gemastik XVI Software Development Division',
        '2023-10-28',
        12,
      ),
      p(
        'jurnal',
        2,
        true,
        'Publikasi: Deteksi Hoaks Berbahasa Indonesia dengan IndoBERT pada Jurnal RESTI',
        'Publication: Indonesian Hoax Detection with IndoBERT in Jurnal RESTI',
        '2024-05-15',
        8,
      ),
      p(
        'pengurus-hima',
        2,
        false,
        'Pengurus Himpunan Mahasiswa Informatika Periode 2022/2023',
        'Board Member of the Informatics Student Association 2022/2023',
        '2022-12-20',
        3,
      ),
      internal('seminar', 1, true),
      p('relawan-bencana', 3, true, 'Relawan Tanggap Darurat Banjir Kota Medan', 'Emergency Response Volunteer, Medan Flood', '2024-12-03', 4),
      p(
        'olahraga-provinsi',
        4,
        false,
        'Juara 3 Turnamen Futsal Antarkampus se-Sumatera Utara',
        '3rd Place, North Sumatra Inter-Campus Futsal Tournament',
        '2023-03-11',
        4,
      ),
      p('ldkm', 1, true, 'Peserta Latihan Dasar Kepemimpinan Mahasiswa 2021', 'Participant, Basic Student Leadership Training 2021', '2021-11-06', 3),
    ],
  },
  siti: {
    biodata: {
      kewarganegaraan: 102,
      nik: '1275014908030001',
      agama: 'Islam',
      jenis_kelamin: 1,
      alamat: 'Jl. Soekarno-Hatta No. 12, Binjai Timur',
      kode_pos: '20735',
      id_provinsi: 12,
      id_kota: 1275,
      tempat_lahir: 'Binjai',
      tanggal_lahir: '2003-08-09',
      no_telepon_asal: '(061) 8822451',
      no_hp: '+62 813-7055-2190',
      bio: 'Senang menulis karya ilmiah dan aktif di organisasi kemahasiswaan.',
      sosmed: [sosmed('Twitter', '@sitinurhaliza_if', 'https://twitter.com/sitinurhaliza_if')],
      tanggal_masuk: '2021-09-01',
    },
    portofolio: [
      p(
        'lkti-nasional',
        2,
        true,
        'Juara 1 Lomba Karya Tulis Ilmiah Nasional Pekan Ilmiah Mahasiswa 2023',
        '1st Place, National Scientific Paper Competition, Student Scientific Week 2023',
        '2023-09-16',
        8,
      ),
      p(
        'pemakalah',
        2,
        true,
        'Pemakalah pada Seminar Nasional Informatika (SEMNASIF) 2024',
        'Presenter at the National Seminar on Informatics (SEMNASIF) 2024',
        '2024-07-20',
        5,
      ),
      p(
        'ketua-organisasi',
        1,
        true,
        'Ketua Badan Eksekutif Mahasiswa Universitas Periode 2024/2025',
        'President of the University Student Executive Board 2024/2025',
        '2024-10-01',
        8,
      ),
      p(
        'seni-nasional',
        4,
        true,
        'Finalis Festival Paduan Suara Mahasiswa Nasional 2022',
        'Finalist, National Student Choir Festival 2022',
        '2022-08-27',
        6,
      ),
      p(
        'kkn',
        2,
        false,
        'Kuliah Kerja Nyata Tematik Desa Digital di Kabupaten Deli Serdang',
        'Thematic Community Service: Digital Village Programme in Deli Serdang Regency',
        '2024-08-10',
        6,
      ),
      internal('panitia', 3, true),
      p(
        'lkti-internasional',
        1,
        false,
        'Semifinalis International Youth Scientific Paper Competition 2025',
        'Semifinalist, International Youth Scientific Paper Competition 2025',
        '2025-02-22',
        10,
      ),
    ],
  },
  andi: {
    biodata: {
      kewarganegaraan: 102,
      nik: '1471012311020003',
      agama: 'Islam',
      jenis_kelamin: 0,
      alamat: 'Jl. Jenderal Sudirman No. 88, Sukajadi',
      kode_pos: '28121',
      id_provinsi: 14,
      id_kota: 1471,
      tempat_lahir: 'Pekanbaru',
      tanggal_lahir: '2002-11-23',
      no_telepon_asal: '(0761) 21345',
      no_hp: '+62 811-7634-9021',
      bio: 'Calon insinyur sipil yang menyukai desain struktur jembatan.',
      sosmed: [sosmed('Instagram', 'andipratama.ts', 'https://www.instagram.com/andipratama.ts')],
      tanggal_masuk: '2021-09-01',
    },
    portofolio: [
      p(
        'prodi-kompetisi',
        2,
        true,
        'Juara Harapan 1 Kompetisi Jembatan Indonesia ke-18',
        'First Honourable Mention, 18th Indonesian Bridge Competition',
        '2023-11-18',
        10,
      ),
      p(
        'olahraga-nasional',
        2,
        true,
        'Medali Perunggu Pencak Silat Pekan Olahraga Mahasiswa Nasional 2024',
        'Bronze Medal in Pencak Silat, National Student Sports Week 2024',
        '2024-09-14',
        8,
      ),
      p(
        'pengurus-hima',
        1,
        true,
        'Sekretaris Himpunan Mahasiswa Teknik Sipil 2023/2024',
        'Secretary of the Civil Engineering Student Association 2023/2024',
        '2023-07-01',
        4,
      ),
      p('baksos', 4, false, 'Donor Darah Rutin PMI Kota Medan', 'Regular Blood Donation, Indonesian Red Cross Medan', '2024-02-10', 2),
      p(
        'seminar',
        3,
        true,
        'Peserta Seminar Nasional Konstruksi Berkelanjutan 2024',
        'Participant, National Seminar on Sustainable Construction 2024',
        '2024-05-04',
        2,
      ),
      internal('kkn', 2, false),
    ],
  },
  dewi: {
    biodata: {
      kewarganegaraan: 102,
      nik: '3471015402020002',
      agama: 'Hindu',
      jenis_kelamin: 1,
      alamat: 'Jl. Malioboro No. 21, Gedongtengen',
      kode_pos: '55271',
      id_provinsi: 34,
      id_kota: 3471,
      tempat_lahir: 'Yogyakarta',
      tanggal_lahir: '2002-02-14',
      no_telepon_asal: '(0274) 512233',
      no_hp: '+62 857-2901-4477',
      bio: 'Tertarik pada kewirausahaan sosial dan pemberdayaan UMKM.',
      sosmed: [
        sosmed('LinkedIn', 'Dewi Lestari', 'https://www.linkedin.com/in/dewi-lestari-demo'),
        sosmed('Other', 'Portofolio pribadi', 'https://dewilestari.example.com'),
      ],
      tanggal_masuk: '2020-09-01',
    },
    portofolio: [
      p(
        'prodi-kompetisi',
        2,
        true,
        'Juara 1 Kompetisi Rencana Bisnis Nasional Wirausaha Muda 2023',
        '1st Place, National Young Entrepreneur Business Plan Competition 2023',
        '2023-06-24',
        12,
      ),
      p(
        'pengurus-hima',
        2,
        true,
        'Ketua Himpunan Mahasiswa Manajemen 2022/2023',
        'Chair of the Management Student Association 2022/2023',
        '2022-09-01',
        4,
      ),
      p(
        'pentas-seni',
        2,
        false,
        'Penari pada Pagelaran Tari Bali Dies Natalis Universitas',
        'Dancer, Balinese Dance Performance at the University Anniversary',
        '2022-11-12',
        3,
      ),
      p(
        'jurnal',
        1,
        true,
        'Publikasi: Pengaruh Literasi Keuangan terhadap Kinerja UMKM di Yogyakarta',
        'Publication: The Effect of Financial Literacy on MSME Performance in Yogyakarta',
        '2025-01-20',
        7,
      ),
      p('relawan-bencana', 4, true, 'Relawan Posko Bencana Erupsi Gunung Merapi', 'Volunteer, Mount Merapi Eruption Relief Post', '2023-03-18', 5),
      internal('ldkm', 3, false),
    ],
  },
  rina: {
    biodata: {
      kewarganegaraan: 102,
      nik: '1272017006040001',
      agama: 'Kristen',
      jenis_kelamin: 1,
      alamat: 'Jl. Merdeka No. 7, Siantar Barat',
      kode_pos: '21112',
      id_provinsi: 12,
      id_kota: 1272,
      tempat_lahir: 'Pematangsiantar',
      tanggal_lahir: '2004-06-30',
      no_telepon_asal: '(0622) 24567',
      no_hp: '+62 821-6677-1209',
      bio: 'Mahasiswi Akuntansi yang teliti dan menyukai analisis data keuangan.',
      sosmed: [sosmed('Facebook', 'Rina Wulandari', 'https://www.facebook.com/rina.wulandari.demo')],
      tanggal_masuk: '2022-09-01',
    },
    portofolio: [
      p('prodi-kompetisi', 2, true, 'Juara 3 Olimpiade Akuntansi Nasional 2024', '3rd Place, National Accounting Olympiad 2024', '2024-04-27', 9),
      internal('seminar', 2, true),
      p(
        'baksos',
        2,
        false,
        'Bakti Sosial Natal di Panti Asuhan Pematangsiantar',
        'Christmas Social Service at a Pematangsiantar Orphanage',
        '2023-12-16',
        2,
      ),
      p(
        'panitia',
        1,
        true,
        'Bendahara Panitia Pekan Orientasi Mahasiswa Baru 2023',
        'Treasurer, New Student Orientation Week Committee 2023',
        '2023-08-21',
        2,
      ),
      p(
        'olahraga-provinsi',
        3,
        true,
        'Juara 2 Kejuaraan Bulu Tangkis Mahasiswa Sumatera Utara',
        '2nd Place, North Sumatra Student Badminton Championship',
        '2024-10-19',
        5,
      ),
      p('lkti-nasional', 4, false, 'Peserta Lomba Esai Nasional Hari Pajak', 'Participant, National Tax Day Essay Competition', '2023-07-14', 3),
    ],
  },
  rizki: {
    biodata: {
      kewarganegaraan: 102,
      nik: '3174010501030004',
      agama: 'Islam',
      jenis_kelamin: 0,
      alamat: 'Jl. Kemang Raya No. 3, Mampang Prapatan',
      kode_pos: '12730',
      id_provinsi: 31,
      id_kota: 3174,
      tempat_lahir: 'Jakarta',
      tanggal_lahir: '2003-01-05',
      no_telepon_asal: '(021) 7190234',
      no_hp: '+62 878-8123-4500',
      bio: 'Pembuat film dokumenter dan jurnalis kampus.',
      sosmed: [
        sosmed('Instagram', 'rizki.films', 'https://www.instagram.com/rizki.films'),
        sosmed('Twitter', '@mrizki_ik', 'https://twitter.com/mrizki_ik'),
      ],
      tanggal_masuk: '2021-09-01',
    },
    portofolio: [
      p(
        'prodi-kompetisi',
        2,
        true,
        'Juara 1 Lomba Film Pendek Festival Film Mahasiswa Indonesia 2024',
        'Winner, Short Film Competition, Indonesian Student Film Festival 2024',
        '2024-11-09',
        12,
      ),
      p(
        'pemakalah',
        1,
        true,
        'Pemakalah Konferensi Nasional Komunikasi Digital 2025',
        'Presenter, National Conference on Digital Communication 2025',
        '2025-03-08',
        5,
      ),
      p(
        'ketua-organisasi',
        2,
        true,
        'Pemimpin Redaksi Pers Mahasiswa Universitas 2023/2024',
        'Editor-in-Chief of the University Student Press 2023/2024',
        '2023-09-01',
        7,
      ),
      p(
        'kkn',
        3,
        false,
        'KKN Tematik Literasi Media di Kabupaten Bogor',
        'Thematic Community Service on Media Literacy in Bogor Regency',
        '2024-07-22',
        5,
      ),
      p('seni-nasional', 4, true, 'Peserta Festival Teater Mahasiswa Nasional', 'Participant, National Student Theatre Festival', '2022-10-15', 4),
      internal('relawan-bencana', 2, false),
    ],
  },
  yohanes: {
    biodata: {
      kewarganegaraan: 102,
      nik: '1212011203040001',
      agama: 'Kristen',
      jenis_kelamin: 0,
      alamat: 'Jl. Sisingamangaraja No. 15, Balige',
      kode_pos: '22312',
      id_provinsi: 12,
      id_kota: 1212,
      tempat_lahir: 'Balige',
      tanggal_lahir: '2004-03-12',
      no_telepon_asal: '(0632) 21456',
      no_hp: '+62 852-7701-3388',
      bio: 'Penggemar robotika dan sistem tertanam.',
      sosmed: [sosmed('LinkedIn', 'Yohanes Simanjuntak', 'https://www.linkedin.com/in/yohanes-simanjuntak-demo')],
      tanggal_masuk: '2022-09-01',
    },
    portofolio: [
      p(
        'prodi-kompetisi',
        2,
        true,
        'Juara 2 Kontes Robot Indonesia Regional I Kategori KRSTI',
        '2nd Place, Indonesian Robot Contest Regional I, KRSTI Category',
        '2024-06-08',
        11,
      ),
      p(
        'olahraga-nasional',
        1,
        true,
        'Atlet Catur Pekan Olahraga Mahasiswa Nasional 2024',
        'Chess Athlete, National Student Sports Week 2024',
        '2024-09-20',
        6,
      ),
      internal('panitia', 2, true),
      p(
        'lkti-nasional',
        3,
        true,
        'Peserta Lomba Inovasi Teknologi Tepat Guna Nasional',
        'Participant, National Appropriate Technology Innovation Competition',
        '2024-03-16',
        4,
      ),
      p(
        'baksos',
        4,
        false,
        'Bakti Sosial Perbaikan Instalasi Listrik Rumah Ibadah',
        'Social Service: Repairing the Electrical Installation of a House of Worship',
        '2023-05-20',
        2,
      ),
      p('pentas-seni', 2, false, 'Pemain Gondang pada Pentas Budaya Batak', 'Gondang Musician, Batak Cultural Performance', '2023-10-07', 2),
    ],
  },
};
