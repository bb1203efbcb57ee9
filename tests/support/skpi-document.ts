/**
 * SKPI document data for the tests: a typical graduate of the demo university (the records as the
 * seed writes them), and the PDF read back: text per page (pdf.js, as a reader would extract it)
 * and a page rendered to pixels (pdf.js on @napi-rs/canvas) for the QR decoder.
 */
import type { SkpiBidangCpl, SkpiDocumentData } from '@functions/domain/skpi/document';

const t = (id: string, en: string | null) => ({ id, en });

/** The holder's name as a keyboard on another system may send it: decomposed (NFD) accent, a straight and a typographic apostrophe. */
export const NFD_NAME = "Siti Nur'aini D\u2019Souza Pe\u0301rez";

/** A typical CPL: the four SN-Dikti categories, eight items, some with points. */
export const TYPICAL_CPL: SkpiBidangCpl[] = [
  {
    nama: t('Sikap', 'Attitude'),
    items: [
      {
        judul: t(
          'Bertakwa kepada Tuhan Yang Maha Esa dan mampu menunjukkan sikap religius',
          'Devoted to God Almighty and able to show a religious attitude',
        ),
        points: [],
      },
      {
        judul: t(
          'Menjunjung tinggi nilai kemanusiaan dalam menjalankan tugas berdasarkan agama, moral, dan etika',
          'Upholds human values in carrying out duties based on religion, morals, and ethics',
        ),
        points: [
          t(
            'Menghargai keanekaragaman budaya, pandangan, agama, dan kepercayaan',
            'Respects the diversity of cultures, views, religions, and beliefs',
          ),
          t(
            'Bekerja sama dan memiliki kepekaan sosial serta kepedulian terhadap masyarakat dan lingkungan',
            'Cooperates and shows social sensitivity and concern for society and the environment',
          ),
        ],
      },
    ],
  },
  {
    nama: t('Pengetahuan', 'Knowledge'),
    items: [
      {
        judul: t(
          'Menguasai konsep teoretis algoritma, struktur data, dan matematika diskrit',
          'Masters the theory of algorithms, data structures, and discrete mathematics',
        ),
        points: [],
      },
      {
        judul: t(
          'Menguasai prinsip rekayasa perangkat lunak, basis data, dan jaringan komputer',
          'Masters the principles of software engineering, databases, and computer networks',
        ),
        points: [],
      },
    ],
  },
  {
    nama: t('Keterampilan Umum', 'General Skills'),
    items: [
      {
        judul: t(
          'Mampu menerapkan pemikiran logis, kritis, sistematis, dan inovatif dalam pengembangan atau implementasi ilmu pengetahuan dan teknologi sesuai bidang keahliannya',
          'Able to apply logical, critical, systematic, and innovative thinking in developing or implementing science and technology in the field of expertise',
        ),
        points: [
          t(
            'Mampu mengambil keputusan secara tepat dalam penyelesaian masalah berdasarkan analisis informasi dan data',
            'Able to make sound decisions when solving problems, based on the analysis of information and data',
          ),
        ],
      },
      {
        judul: t(
          'Mampu memelihara dan mengembangkan jaringan kerja dengan pembimbing, kolega, dan sejawat baik di dalam maupun di luar lembaganya',
          'Able to maintain and develop networks with supervisors, colleagues, and peers inside and outside the institution',
        ),
        points: [],
      },
    ],
  },
  {
    nama: t('Keterampilan Khusus', 'Specific Skills'),
    items: [
      {
        judul: t(
          'Mampu merancang dan membangun perangkat lunak yang andal dengan metode rekayasa yang tepat',
          'Able to design and build reliable software using appropriate engineering methods',
        ),
        points: [
          t('Mampu menganalisis kebutuhan pengguna dan memodelkan sistem', 'Able to analyse user requirements and model systems'),
          t('Mampu menguji dan memelihara perangkat lunak', 'Able to test and maintain software'),
        ],
      },
      {
        judul: t(
          'Mampu menerapkan kecerdasan buatan dan analitik data untuk menyelesaikan masalah nyata',
          'Able to apply artificial intelligence and data analytics to solve real-world problems',
        ),
        points: [],
      },
    ],
  },
];

/** A long CPL: `n` items per category, each with three points (breaks across several pages). */
export function longCpl(n: number): SkpiBidangCpl[] {
  return TYPICAL_CPL.map((b, bi) => ({
    nama: b.nama,
    items: Array.from({ length: n }, (_, i) => ({
      judul: t(
        `Capaian ${bi + 1}.${i + 1}: mampu menerapkan pemikiran logis, kritis, sistematis, dan inovatif dalam pengembangan ilmu pengetahuan dan teknologi sesuai bidang keahliannya`,
        `Outcome ${bi + 1}.${i + 1}: able to apply logical, critical, systematic, and innovative thinking in developing science and technology in the field of expertise`,
      ),
      points: ['a', 'b', 'c'].map((p) => t(`Butir ${bi + 1}.${i + 1}${p} dalam bahasa Indonesia`, `Point ${bi + 1}.${i + 1}${p} in English`)),
    })),
  }));
}

export const VERIFY_URL = 'https://skpi.uhn.ac.id/verifikasi/q3Z8vN1xKp0LmR7tYw2HcA';
export const DOC_CODE = 'q3Z8vN1xKp0LmR7tYw2HcA';
export const SKPI_NUMBER = '0012/SKPI/FT/VIII/2026';

/** The typical document: a graduate of Informatika (S1) with portfolios in three of four categories. */
export function skpiFixture(change: Partial<SkpiDocumentData> = {}): SkpiDocumentData {
  return {
    universitas: {
      nama_universitas: 'Universitas Harapan Nusantara',
      nama_universitas_inggris: 'Harapan Nusantara University',
      alamat_universitas: 'Jl. Dr. Mansyur No. 9, Padang Bulan, Medan Baru, Kota Medan, Sumatera Utara 20155',
      status_akreditasi: 'Unggul',
      no_sk_akreditasi_universitas: 'No. 512/SK/BAN-PT/Ak/PT/VII/2023',
      no_sk_pendirian: 'Keputusan Menteri Pendidikan dan Kebudayaan Nomor 0215/O/1985',
      tanggal_sk_pendirian: '1985-06-12',
    },
    fakultas: {
      nama_fakultas: 'Fakultas Teknik',
      nama_fakultas_inggris: 'Faculty of Engineering',
      nama_dekan: 'Prof. Dr. Ir. Bambang Sutrisno, M.T.',
      nomor_pegawai_dekan: '196805121994031002',
    },
    prodi: {
      nama_prodi: 'Informatika',
      nama_prodi_inggris: 'Informatics',
      jenjang: 'S1',
      jenjang_kkni: 6,
      gelar: 'Sarjana Komputer (S.Kom.)',
      gelar_inggris: 'Bachelor of Computer Science (S.Kom.)',
      jenis_pendidikan: 'akademik',
      status_akreditasi: 'Unggul',
      no_sk_akreditasi_prodi: 'No. 1520/SK/LAM-INFOKOM/Ak/S/XII/2023',
      persyaratan_penerimaan: t(
        'Lulus Sekolah Menengah Atas (SMA/MA/SMK) atau sederajat dan lulus seleksi masuk (SNBP, SNBT atau seleksi mandiri).',
        'Graduation from senior high school (SMA/MA/SMK) or equivalent and passing the national or institutional entrance selection (SNBP, SNBT or independent selection).',
      ),
      bahasa_pengantar: t('Bahasa Indonesia', 'Indonesian'),
      sistem_penilaian: t(
        'Skala 0-4: A (4,00), AB (3,50), B (3,00), BC (2,50), C (2,00), D (1,00), E (0,00); lulus dengan IPK minimal 2,00.',
        'Scale 0-4: A (4.00), AB (3.50), B (3.00), BC (2.50), C (2.00), D (1.00), E (0.00); graduation requires a GPA of at least 2.00.',
      ),
      lama_studi: t('8 semester (4 tahun), paling lama 14 semester', '8 semesters (4 years), at most 14 semesters'),
      jenjang_lanjutan: t(
        'Program Magister (S2) dan Doktor (S3), akademik maupun terapan',
        "Master's (S2) and Doctoral (S3) programs, academic or applied",
      ),
      status_profesi: null,
    },
    mahasiswa: {
      nama: NFD_NAME,
      nim: '2101020034',
      tempat_lahir: 'Pematangsiantar',
      tanggal_lahir: '2003-03-09',
      tanggal_masuk: '2021-08-30',
      tanggal_lulus: '2025-08-28',
    },
    cpl: TYPICAL_CPL,
    portofolio: [
      {
        nama: t('Penalaran dan Keilmuan', 'Reasoning and Scholarship'),
        portofolio: [
          {
            judul: 'Juara 2 Lomba Karya Tulis Ilmiah Dies Natalis ke-45 Universitas Harapan Nusantara',
            judul_inggris: 'Second Place, Scientific Paper Competition, 45th Anniversary of Harapan Nusantara University',
            tanggal_terbit: '2024-10-12',
          },
          {
            judul: 'Pemakalah Seminar Nasional Hasil Penelitian Mahasiswa 2024',
            judul_inggris: 'Presenter, National Seminar on Student Research Results 2024',
            tanggal_terbit: '2024-09-07',
          },
          { judul: 'Seminar Nasional Transformasi Digital dan Kewirausahaan 2024', judul_inggris: null, tanggal_terbit: '2024-03-02' },
        ],
      },
      { nama: t('Minat dan Bakat', 'Interests and Talents'), portofolio: [] },
      {
        nama: t('Kepemimpinan dan Organisasi', 'Leadership and Organisation'),
        portofolio: [
          {
            judul: 'Ketua Himpunan Mahasiswa Informatika periode 2023/2024',
            judul_inggris: 'Chair of the Informatics Student Association, 2023/2024',
            tanggal_terbit: '2023-09-01',
          },
        ],
      },
      {
        nama: t('Pengabdian kepada Masyarakat', 'Community Service'),
        portofolio: [
          {
            judul: 'Kuliah Kerja Nyata Tematik Literasi Digital Desa Sei Rotan',
            judul_inggris: 'Thematic Community Service Program on Digital Literacy, Sei Rotan Village',
            tanggal_terbit: '2024-07-20',
          },
        ],
      },
    ],
    penerbitan: { nomor: SKPI_NUMBER, kode: DOC_CODE, url_verifikasi: VERIFY_URL, tanggal_terbit: '2026-08-17', tempat: 'Medan' },
    ...change,
  };
}

// --- reading a PDF back -------------------------------------------------------------------------

/** One piece of text as pdf.js extracts it, with its baseline's height on the page (points from the bottom). */
export interface TextItem {
  str: string;
  y: number;
}

export interface ReadPdf {
  numPages: number;
  /** Items of each page, in drawing order. */
  items: TextItem[][];
  /** Each page's text: the items joined by one space, runs of white space collapsed. */
  pages: string[];
  /** Every page's text, joined. */
  all: string;
}

async function openPdf(bytes: Uint8Array) {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  // pdf.js takes the buffer over: give it a copy
  return getDocument({ data: new Uint8Array(bytes), isEvalSupported: false, disableFontFace: true, useSystemFonts: false, verbosity: 0 }).promise;
}

/** The text of a PDF as a reader's text extraction gets it (pdf.js). */
export async function readPdf(bytes: Uint8Array): Promise<ReadPdf> {
  const doc = await openPdf(bytes);
  const items: TextItem[][] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const page = await doc.getPage(n);
    const content = await page.getTextContent();
    items.push(content.items.flatMap((i) => ('str' in i && i.str.trim() ? [{ str: i.str, y: i.transform[5] as number }] : [])));
  }
  await doc.destroy();
  const pages = items.map((p) =>
    p
      .map((i) => i.str)
      .join(' ')
      .replace(/\s+/g, ' ')
      .trim(),
  );
  return { numPages: items.length, items, pages, all: pages.join(' ') };
}

/** Page `n` (from 1) rendered to RGBA pixels by pdf.js on @napi-rs/canvas, `scale` pixels per point. */
export async function renderPage(bytes: Uint8Array, n: number, scale = 3): Promise<{ data: Uint8ClampedArray; width: number; height: number }> {
  const { createCanvas } = await import('@napi-rs/canvas');
  const doc = await openPdf(bytes);
  const page = await doc.getPage(n);
  const viewport = page.getViewport({ scale });
  const canvas = createCanvas(Math.ceil(viewport.width), Math.ceil(viewport.height));
  const context = canvas.getContext('2d');
  // pdf.js's types name the DOM canvas; @napi-rs/canvas implements the same 2D API
  await page.render({ canvas: canvas as unknown as HTMLCanvasElement, canvasContext: context as unknown as CanvasRenderingContext2D, viewport })
    .promise;
  const image = context.getImageData(0, 0, canvas.width, canvas.height);
  await doc.destroy();
  return { data: image.data, width: image.width, height: image.height };
}
