/**
 * Demo graduate learning outcomes (CPL): the four SN-Dikti categories for every program, the
 * shared attitude and general-skill items, and knowledge and specific-skill items per program.
 */
import type { ProdiCode } from './demo-accounts';

export interface Bilingual {
  id: string;
  en: string;
}

export interface CplSeed extends Bilingual {
  points?: Bilingual[];
}

export interface BidangCplSeed {
  urutan: number;
  nama: Bilingual;
  items: CplSeed[];
}

const t = (id: string, en: string): Bilingual => ({ id, en });

const SIKAP: CplSeed[] = [
  t('Bertakwa kepada Tuhan Yang Maha Esa dan mampu menunjukkan sikap religius', 'Devoted to God Almighty and able to show a religious attitude'),
  {
    ...t(
      'Menjunjung tinggi nilai kemanusiaan dalam menjalankan tugas berdasarkan agama, moral, dan etika',
      'Upholds human values in carrying out duties based on religion, morals, and ethics',
    ),
    points: [
      t('Menghargai keanekaragaman budaya, pandangan, agama, dan kepercayaan', 'Respects the diversity of cultures, views, religions, and beliefs'),
      t(
        'Bekerja sama dan memiliki kepekaan sosial serta kepedulian terhadap masyarakat dan lingkungan',
        'Cooperates and shows social sensitivity and concern for society and the environment',
      ),
    ],
  },
  t(
    'Menginternalisasi semangat kemandirian, kejuangan, dan kewirausahaan',
    'Internalises the spirit of independence, perseverance, and entrepreneurship',
  ),
];

const KETERAMPILAN_UMUM: CplSeed[] = [
  {
    ...t(
      'Mampu menerapkan pemikiran logis, kritis, sistematis, dan inovatif dalam pengembangan atau implementasi ilmu pengetahuan dan teknologi sesuai bidang keahliannya',
      'Able to apply logical, critical, systematic, and innovative thinking in developing or implementing science and technology in the field of expertise',
    ),
    points: [
      t(
        'Mampu mengambil keputusan secara tepat dalam penyelesaian masalah berdasarkan analisis informasi dan data',
        'Able to make sound decisions when solving problems, based on the analysis of information and data',
      ),
      t(
        'Mampu mendokumentasikan, menyimpan, mengamankan, dan menemukan kembali data untuk menjamin kesahihan',
        'Able to document, store, secure, and retrieve data to ensure its validity',
      ),
    ],
  },
  t(
    'Mampu memelihara dan mengembangkan jaringan kerja dengan pembimbing, kolega, dan sejawat baik di dalam maupun di luar lembaganya',
    'Able to maintain and develop networks with supervisors, colleagues, and peers inside and outside the institution',
  ),
];

const PER_PRODI: Record<ProdiCode, { pengetahuan: CplSeed[]; khusus: CplSeed[] }> = {
  IF: {
    pengetahuan: [
      t(
        'Menguasai konsep teoretis algoritma, struktur data, dan matematika diskrit',
        'Masters the theory of algorithms, data structures, and discrete mathematics',
      ),
      t(
        'Menguasai prinsip rekayasa perangkat lunak, basis data, dan jaringan komputer',
        'Masters the principles of software engineering, databases, and computer networks',
      ),
    ],
    khusus: [
      {
        ...t(
          'Mampu merancang dan membangun perangkat lunak yang andal dengan metode rekayasa yang tepat',
          'Able to design and build reliable software using appropriate engineering methods',
        ),
        points: [
          t('Mampu menganalisis kebutuhan pengguna dan memodelkan sistem', 'Able to analyse user requirements and model systems'),
          t('Mampu menguji dan memelihara perangkat lunak', 'Able to test and maintain software'),
        ],
      },
      t(
        'Mampu menerapkan kecerdasan buatan dan analitik data untuk menyelesaikan masalah nyata',
        'Able to apply artificial intelligence and data analytics to solve real-world problems',
      ),
    ],
  },
  TS: {
    pengetahuan: [
      t(
        'Menguasai konsep mekanika rekayasa, analisis struktur, dan mekanika tanah',
        'Masters engineering mechanics, structural analysis, and soil mechanics',
      ),
    ],
    khusus: [
      t(
        'Mampu merancang struktur bangunan gedung, jembatan, dan infrastruktur jalan sesuai standar nasional',
        'Able to design buildings, bridges, and road infrastructure in accordance with national standards',
      ),
      t('Mampu mengelola pelaksanaan proyek konstruksi secara efektif dan aman', 'Able to manage construction projects effectively and safely'),
    ],
  },
  TE: {
    pengetahuan: [
      t(
        'Menguasai konsep rangkaian listrik, elektronika analog, dan elektronika digital',
        'Masters the concepts of electric circuits, analogue electronics, and digital electronics',
      ),
    ],
    khusus: [
      t(
        'Mampu merakit, menguji, dan memelihara sistem elektronika dan instrumentasi',
        'Able to assemble, test, and maintain electronic and instrumentation systems',
      ),
      t('Mampu memprogram mikrokontroler untuk sistem kendali sederhana', 'Able to program microcontrollers for simple control systems'),
    ],
  },
  MN: {
    pengetahuan: [
      t(
        'Menguasai teori manajemen pemasaran, keuangan, sumber daya manusia, dan operasional',
        'Masters the theories of marketing, finance, human resource, and operations management',
      ),
    ],
    khusus: [
      t('Mampu menyusun rencana bisnis dan strategi pemasaran berbasis data', 'Able to prepare business plans and data-driven marketing strategies'),
      t(
        'Mampu menganalisis laporan keuangan untuk pengambilan keputusan manajerial',
        'Able to analyse financial statements for managerial decisions',
      ),
    ],
  },
  AK: {
    pengetahuan: [
      t(
        'Menguasai konsep akuntansi keuangan, akuntansi biaya, dan perpajakan',
        'Masters the concepts of financial accounting, cost accounting, and taxation',
      ),
    ],
    khusus: [
      t(
        'Mampu menyusun laporan keuangan sesuai Standar Akuntansi Keuangan',
        'Able to prepare financial statements in accordance with the Indonesian Financial Accounting Standards',
      ),
      t('Mampu mengoperasikan aplikasi akuntansi dan perpajakan', 'Able to operate accounting and tax applications'),
    ],
  },
  IK: {
    pengetahuan: [
      t(
        'Menguasai teori komunikasi massa, komunikasi organisasi, dan komunikasi antarbudaya',
        'Masters the theories of mass, organisational, and intercultural communication',
      ),
    ],
    khusus: [
      t('Mampu merancang strategi komunikasi dan kampanye media digital', 'Able to design communication strategies and digital media campaigns'),
      t(
        'Mampu memproduksi konten jurnalistik dan audiovisual sesuai kode etik',
        'Able to produce journalistic and audiovisual content in accordance with codes of ethics',
      ),
    ],
  },
};

/** The CPL of a program, in SKPI order. */
export function cplOf(prodi: ProdiCode): BidangCplSeed[] {
  return [
    { urutan: 1, nama: t('Sikap', 'Attitude'), items: SIKAP },
    { urutan: 2, nama: t('Pengetahuan', 'Knowledge'), items: PER_PRODI[prodi].pengetahuan },
    { urutan: 3, nama: t('Keterampilan Umum', 'General Skills'), items: KETERAMPILAN_UMUM },
    { urutan: 4, nama: t('Keterampilan Khusus', 'Specific Skills'), items: PER_PRODI[prodi].khusus },
  ];
}
