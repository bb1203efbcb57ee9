/**
 * The fixed texts the SKPI prints, each in Indonesian with its English twin (printed beneath in
 * italics), and the bilingual forms of dates, levels and grades. Document content, not UI
 * messages: they live with the document (docs/decisions/0028-skpi-document.md).
 * The regulation texts: Permendikbud 81/2014, Permenristekdikti 59/2018, Perpres 8/2012 (KKNI),
 * UU 12/2012, Permendikbudristek 53/2023.
 */
import type { Bilingual } from './types';

const t = (id: string, en: string): Bilingual => ({ id, en });

export const TEXT = {
  title: t('SURAT KETERANGAN PENDAMPING IJAZAH', 'Diploma Supplement'),
  number: t('Nomor', 'Number'),
  preamble: t(
    'Surat Keterangan Pendamping Ijazah (SKPI) ini mengacu pada Kerangka Kualifikasi Nasional Indonesia (KKNI) serta model Diploma Supplement dari UNESCO dan Council of Europe. SKPI menerangkan kualifikasi dan capaian pembelajaran pemegangnya sebagai pelengkap ijazah, sehingga mudah dipahami oleh pengguna lulusan di dalam maupun di luar negeri.',
    'This Diploma Supplement follows the Indonesian Qualifications Framework (KKNI) and the Diploma Supplement model of UNESCO and the Council of Europe. It describes the qualification and the learning outcomes of its holder as a companion to the diploma, so that they are readily understood by employers and institutions in Indonesia and abroad.',
  ),

  section1: t('INFORMASI TENTANG IDENTITAS DIRI PEMEGANG SKPI', 'Information identifying the holder of the diploma supplement'),
  nama: t('Nama lengkap', 'Full name'),
  lahir: t('Tempat dan tanggal lahir', 'Place and date of birth'),
  nim: t('Nomor Induk Mahasiswa', 'Student identification number'),
  masuk: t('Tanggal masuk', 'Date of entry'),
  lulus: t('Tanggal lulus', 'Date of graduation'),
  ijazah: t('Nomor ijazah nasional', 'National diploma number'),
  gelar: t('Gelar dan singkatannya', 'Degree and its abbreviation'),

  section2: t('INFORMASI TENTANG IDENTITAS PENYELENGGARA PROGRAM', 'Information identifying the awarding institution'),
  skPendirian: t('SK pendirian perguruan tinggi', 'Establishment decree of the university'),
  universitas: t('Nama perguruan tinggi', 'Name of the university'),
  fakultas: t('Fakultas', 'Faculty'),
  prodi: t('Program studi', 'Study program'),
  akreditasiPt: t('Akreditasi perguruan tinggi', 'Accreditation of the university'),
  akreditasiProdi: t('Akreditasi program studi', 'Accreditation of the study program'),
  jenis: t('Jenis pendidikan', 'Type of education'),
  jenjang: t('Jenjang pendidikan', 'Level of education'),
  kkni: t('Jenjang kualifikasi sesuai KKNI', 'Qualification level in the KKNI'),
  persyaratan: t('Persyaratan penerimaan', 'Admission requirements'),
  bahasa: t('Bahasa pengantar kuliah', 'Language of instruction'),
  penilaian: t('Sistem penilaian', 'Grading system'),
  lamaStudi: t('Lama studi reguler', 'Regular length of study'),
  lanjutan: t('Jenis dan jenjang pendidikan lanjutan', 'Access to further study'),
  profesi: t('Status profesi (bila ada)', 'Professional status (if any)'),
  dated: t('tanggal', 'dated'),

  section3: t('INFORMASI TENTANG KUALIFIKASI DAN HASIL YANG DICAPAI', 'Information identifying the qualification and outcomes obtained'),
  cpl: t('Capaian Pembelajaran Lulusan', 'Learning outcomes'),
  cplNone: t('Capaian pembelajaran program studi belum dicatat.', 'The learning outcomes of the study program have not been recorded.'),
  aktivitas: t('Aktivitas, Prestasi dan Penghargaan', 'Activities, achievements and awards'),
  aktivitasNote: t(
    'Kegiatan pemegang SKPI yang telah diverifikasi oleh perguruan tinggi, menurut bidangnya.',
    "The holder's activities verified by the university, by category.",
  ),
  aktivitasNone: t('Tidak ada kegiatan yang tercatat.', 'No activities recorded.'),
  kegiatan: t('Kegiatan', 'Activity'),
  tanggal: t('Tanggal', 'Date'),

  section4: t(
    'INFORMASI TENTANG SISTEM PENDIDIKAN TINGGI DI INDONESIA DAN KKNI',
    'Information on the Indonesian higher education system and the Indonesian Qualifications Framework',
  ),
  sistem: t(
    'Pendidikan tinggi di Indonesia diatur oleh Undang-Undang Nomor 12 Tahun 2012 tentang Pendidikan Tinggi dan diselenggarakan oleh universitas, institut, sekolah tinggi, politeknik, akademi dan akademi komunitas. Pendidikan akademik terdiri atas program sarjana, magister dan doktor; pendidikan vokasi atas program diploma satu sampai diploma empat (sarjana terapan), magister terapan dan doktor terapan; pendidikan profesi atas program profesi dan spesialis. Beban belajar dinyatakan dalam satuan kredit semester (sks); satu sks setara dengan 45 jam kegiatan belajar.',
    'Higher education in Indonesia is governed by Law Number 12 of 2012 on Higher Education and is provided by universities, institutes, colleges, polytechnics, academies and community academies. Academic education comprises bachelor, master and doctoral programs; vocational education comprises diploma one to diploma four (applied bachelor), applied master and applied doctoral programs; professional education comprises professional and specialist programs. Study load is expressed in semester credit units (sks); one sks equals 45 hours of learning activities.',
  ),
  kkniText: t(
    'Kerangka Kualifikasi Nasional Indonesia (KKNI), ditetapkan dengan Peraturan Presiden Nomor 8 Tahun 2012, adalah kerangka penjenjangan kualifikasi yang menyandingkan, menyetarakan dan mengintegrasikan pendidikan, pelatihan kerja dan pengalaman kerja. KKNI terdiri atas sembilan jenjang, dari jenjang 1 (terendah) sampai jenjang 9 (tertinggi). Lulusan diploma tiga paling rendah setara dengan jenjang 5, diploma empat dan sarjana jenjang 6, profesi jenjang 7, magister jenjang 8 dan doktor jenjang 9.',
    'The Indonesian Qualifications Framework (KKNI), established by Presidential Regulation Number 8 of 2012, is a framework of qualification levels that compares, equates and integrates education, job training and work experience. It has nine levels, from level 1 (lowest) to level 9 (highest). Graduates of a diploma three program are at least at level 5, of a diploma four or bachelor program at level 6, of a professional program at level 7, of a master program at level 8 and of a doctoral program at level 9.',
  ),
  diagram: t('Jenjang KKNI', 'KKNI levels'),
  thisQualification: t('Kualifikasi ini', 'This qualification'),
  level: t('Jenjang', 'Level'),

  section5: t('PENGESAHAN SKPI', 'SKPI legalisation'),
  dean: (fakultas: Bilingual) => t(`Dekan ${fakultas.id}`, `Dean, ${fakultas.en ?? fakultas.id}`),
  verification: t('Verifikasi keaslian', 'Verification of authenticity'),
  scan: t(
    'Pindai kode QR atau buka alamat di bawah untuk memeriksa keaslian dan status SKPI ini.',
    'Scan the QR code or open the address below to check the authenticity and status of this document.',
  ),
  code: t('Kode dokumen', 'Document code'),
  previewNoQr: t(
    'Kode QR, alamat verifikasi dan kode dokumen dicantumkan pada SKPI yang diterbitkan.',
    'The QR code, verification address and document code appear on the issued supplement.',
  ),
  notes: t('Catatan resmi', 'Official notes'),
  note1: t(
    'SKPI ini merupakan pelengkap ijazah dan tidak berlaku sebagai pengganti ijazah.',
    'This supplement accompanies the diploma and does not replace it.',
  ),
  note2: t(
    'Keaslian dan status dokumen ini (sah, dicabut atau digantikan) dapat diperiksa pada alamat verifikasi di atas.',
    'The authenticity and status of this document (valid, revoked or superseded) can be checked at the verification address above.',
  ),
  alamat: t('Alamat', 'Address'),

  page: (x: number, y: number) => t(`Halaman ${x} dari ${y}`, `Page ${x} of ${y}`),
  previewFooter: t('Pratinjau, tanpa nomor', 'Preview, not numbered'),
  watermark: 'PRATINJAU',
  draftWatermark: 'DRAF',
  draftNoQr: t(
    'Draf menunggu pengesahan. Kode QR, alamat verifikasi dan kode dokumen dicantumkan setelah SKPI disahkan.',
    'Draft awaiting legalisation. The QR code, verification address and document code appear once the supplement is legalised.',
  ),
  legalisedElectronically: t('Disahkan secara elektronik', 'Electronically legalised'),
  /** '12 Mei 2026 pukul 10.15 WIB' / '12 May 2026 at 10:15 WIB (UTC+7)'. */
  legalisedAt: (date: Bilingual, time: string) =>
    t(`pada ${date.id} pukul ${time.replace(':', '.')} WIB`, `on ${date.en ?? date.id} at ${time} WIB (UTC+7)`),
} as const;

/** Sections, in order, with their numbers as printed. */
export const SECTION_NUMBERS = { holder: '1', institution: '2', outcomes: '3', system: '4', legalisation: '5' } as const;

const BULAN = ['Januari', 'Februari', 'Maret', 'April', 'Mei', 'Juni', 'Juli', 'Agustus', 'September', 'Oktober', 'November', 'Desember'];
const MONTH = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** `2026-08-17` → { id: '17 Agustus 2026', en: '17 August 2026' }; anything else is printed as it is. */
export function tanggal(iso: string): Bilingual {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  const month = m ? Number(m[2]) - 1 : -1;
  if (!m || BULAN[month] === undefined) return { id: iso, en: null };
  const day = Number(m[3]);
  return { id: `${day} ${BULAN[month]} ${m[1]}`, en: `${day} ${MONTH[month]} ${m[1]}` };
}

/** Levels of education as the SKPI names them. */
const JENJANG: Readonly<Record<string, Bilingual>> = {
  D3: t('Diploma Tiga (D3)', 'Diploma Three (D3)'),
  D4: t('Diploma Empat / Sarjana Terapan (D4)', 'Diploma Four / Applied Bachelor (D4)'),
  S1: t('Sarjana (S1)', 'Bachelor (S1)'),
  S2: t('Magister (S2)', 'Master (S2)'),
  S3: t('Doktor (S3)', 'Doctorate (S3)'),
  Profesi: t('Profesi', 'Professional'),
};

export const jenjangLabel = (jenjang: string): Bilingual => JENJANG[jenjang] ?? { id: jenjang, en: null };

/** Accreditation grades (BAN-PT and the LAMs) with their usual English; another grade is printed as it is. */
const AKREDITASI: Readonly<Record<string, string>> = {
  unggul: 'Excellent',
  'baik sekali': 'Very Good',
  baik: 'Good',
  'terakreditasi sementara': 'Provisionally accredited',
  terakreditasi: 'Accredited',
  a: 'A',
  b: 'B',
  c: 'C',
};

export const akreditasiEnglish = (status: string): string | null => AKREDITASI[status.trim().toLowerCase()] ?? null;

/** The employee number's name by its length: NIP 18 digits, NUPTK 16, NIDN 10. */
export function nomorPegawaiLabel(nomor: string): string {
  const digits = nomor.replace(/\D/g, '').length;
  if (digits === 18) return 'NIP';
  if (digits === 16) return 'NUPTK';
  if (digits === 10) return 'NIDN';
  return 'NIP/NIDN';
}

/** The nine KKNI levels: the programs that lead to each (Perpres 8/2012 article 5) and the work roles grouped over them. */
export const KKNI_LEVELS: ReadonlyArray<{ level: number; programs: string }> = [
  { level: 1, programs: '' },
  { level: 2, programs: '' },
  { level: 3, programs: 'D1' },
  { level: 4, programs: 'D2' },
  { level: 5, programs: 'D3' },
  { level: 6, programs: 'D4 · S1' },
  { level: 7, programs: 'Profesi' },
  { level: 8, programs: 'S2' },
  { level: 9, programs: 'S3' },
];

export const KKNI_ROLES: ReadonlyArray<{ from: number; to: number; label: Bilingual }> = [
  { from: 1, to: 3, label: t('Operator', 'Operator') },
  { from: 4, to: 6, label: t('Teknisi / Analis', 'Technician / Analyst') },
  { from: 7, to: 9, label: t('Ahli', 'Expert') },
];

/** '-' for a fact the records do not hold. */
export const DASH = '-';
