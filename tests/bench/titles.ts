/**
 * Realistic bilingual portfolio titles for the benchmark (Indonesian and English, as students
 * write them): competitions, seminars, publications, organisations, committees, volunteering,
 * internships, certifications and sports. Deterministic for a given random source.
 */
import { pick, type Random } from './names';

interface Pair {
  id: string;
  en: string;
}

const pair = (id: string, en: string): Pair => ({ id, en });

const COMPETITIONS = [
  pair('Lomba Karya Tulis Ilmiah', 'Scientific Paper Competition'),
  pair('Debat Bahasa Inggris', 'English Debate Competition'),
  pair('Olimpiade Matematika', 'Mathematics Olympiad'),
  pair('Kompetisi Pemrograman', 'Programming Contest'),
  pair('Lomba Desain Poster', 'Poster Design Competition'),
  pair('Kompetisi Rencana Bisnis', 'Business Plan Competition'),
  pair('Lomba Fotografi', 'Photography Competition'),
  pair('Kontes Robot', 'Robot Contest'),
  pair('Hackathon Inovasi Digital', 'Digital Innovation Hackathon'),
  pair('Lomba Film Pendek', 'Short Film Competition'),
  pair('Olimpiade Akuntansi', 'Accounting Olympiad'),
  pair('Kompetisi Jembatan', 'Bridge Building Competition'),
  pair('Lomba Pidato', 'Public Speaking Competition'),
  pair('Musabaqah Tilawatil Quran', 'Quran Recitation Contest'),
  pair('Lomba Esai Nasional', 'National Essay Competition'),
  pair('Kompetisi Data Science', 'Data Science Competition'),
  pair('Lomba Cerdas Cermat', 'Quiz Competition'),
  pair('Kompetisi Keamanan Siber', 'Cyber Security Competition'),
] as const;

const LEVELS = [
  pair('Tingkat Nasional', 'National Level'),
  pair('Tingkat Provinsi', 'Provincial Level'),
  pair('Tingkat Internasional', 'International Level'),
  pair('Tingkat Regional', 'Regional Level'),
  pair('Antarkampus', 'Inter-Campus'),
] as const;

const PLACES = [
  pair('Juara 1', '1st Place'),
  pair('Juara 2', '2nd Place'),
  pair('Juara 3', '3rd Place'),
  pair('Juara Harapan 1', 'Honourable Mention'),
] as const;

const SEMINARS = [
  pair('Seminar Nasional Informatika', 'National Seminar on Informatics'),
  pair('Konferensi Teknik Sipil', 'Civil Engineering Conference'),
  pair('Simposium Ekonomi Digital', 'Digital Economy Symposium'),
  pair('Seminar Kewirausahaan Mahasiswa', 'Student Entrepreneurship Seminar'),
  pair('Workshop Kecerdasan Buatan', 'Artificial Intelligence Workshop'),
  pair('Kuliah Umum Literasi Keuangan', 'Public Lecture on Financial Literacy'),
  pair('Seminar Kesehatan Mental', 'Mental Health Seminar'),
  pair('Pelatihan Kepemimpinan Mahasiswa', 'Student Leadership Training'),
] as const;

const ORGANISATIONS = [
  pair('Himpunan Mahasiswa Informatika', 'Informatics Student Association'),
  pair('Badan Eksekutif Mahasiswa', 'Student Executive Board'),
  pair('Unit Kegiatan Mahasiswa Paduan Suara', 'Student Choir Club'),
  pair('Unit Kegiatan Mahasiswa Pecinta Alam', 'Nature Lovers Club'),
  pair('Lembaga Pers Mahasiswa', 'Student Press Institute'),
  pair('Kelompok Studi Pasar Modal', 'Capital Market Study Group'),
  pair('Korps Sukarela PMI', 'Red Cross Volunteer Corps'),
  pair('Senat Mahasiswa Fakultas', 'Faculty Student Senate'),
] as const;

const ROLES = [
  pair('Ketua', 'Chair of'),
  pair('Wakil Ketua', 'Vice Chair of'),
  pair('Sekretaris', 'Secretary of'),
  pair('Bendahara', 'Treasurer of'),
  pair('Anggota', 'Member of'),
] as const;

const EVENTS = [
  pair('Pekan Olahraga Mahasiswa', 'Student Sports Week'),
  pair('Festival Budaya Nusantara', 'Nusantara Cultural Festival'),
  pair('Penerimaan Mahasiswa Baru', 'New Student Orientation'),
  pair('Dies Natalis Universitas', 'University Anniversary'),
  pair('Bakti Sosial Desa Binaan', 'Village Community Service'),
  pair('Job Fair Kampus', 'Campus Job Fair'),
] as const;

const VOLUNTEER = [
  pair('Relawan Tanggap Darurat Banjir', 'Flood Emergency Response Volunteer'),
  pair('Relawan Mengajar di Daerah 3T', 'Teaching Volunteer in Remote Areas'),
  pair('Relawan Vaksinasi Massal', 'Mass Vaccination Volunteer'),
  pair('Relawan Donor Darah', 'Blood Donation Volunteer'),
  pair('Kuliah Kerja Nyata Tematik', 'Thematic Community Service Program'),
] as const;

const COMPANIES = [
  'PT Telkom Indonesia',
  'Bank Rakyat Indonesia',
  'PT Pertamina',
  'Gojek',
  'Tokopedia',
  'PT PLN',
  'Bank Mandiri',
  'Traveloka',
  'PT Astra International',
  'Bukalapak',
] as const;

const CERTS = [
  pair('Sertifikasi AWS Certified Cloud Practitioner', 'AWS Certified Cloud Practitioner Certification'),
  pair('Sertifikasi Kompetensi BNSP Junior Web Developer', 'BNSP Junior Web Developer Competency Certification'),
  pair('Sertifikat TOEFL ITP Skor 550', 'TOEFL ITP Certificate, Score 550'),
  pair('Sertifikasi Cisco CCNA', 'Cisco CCNA Certification'),
  pair('Sertifikasi Brevet Pajak A dan B', 'Tax Brevet A and B Certification'),
  pair('Sertifikasi Google Data Analytics', 'Google Data Analytics Certification'),
] as const;

const SPORTS = [
  pair('Pencak Silat', 'Pencak Silat'),
  pair('Bulu Tangkis', 'Badminton'),
  pair('Futsal', 'Futsal'),
  pair('Karate', 'Karate'),
  pair('Catur', 'Chess'),
  pair('Renang', 'Swimming'),
] as const;
const MEDALS = [pair('Medali Emas', 'Gold Medal'), pair('Medali Perak', 'Silver Medal'), pair('Medali Perunggu', 'Bronze Medal')] as const;

const JOURNALS = [
  'Jurnal RESTI',
  'Jurnal Teknik Sipil',
  'Jurnal Ekonomi dan Bisnis',
  'Jurnal Ilmu Komunikasi',
  'Jurnal Akuntansi Multiparadigma',
] as const;
const TOPICS = [
  pair('Deteksi Hoaks dengan IndoBERT', 'Hoax Detection with IndoBERT'),
  pair('Analisis Sentimen Ulasan Aplikasi', 'Sentiment Analysis of App Reviews'),
  pair('Perilaku Konsumen Generasi Z', 'Consumer Behaviour of Generation Z'),
  pair('Beton Ramah Lingkungan dari Abu Sekam', 'Eco-Friendly Concrete from Rice Husk Ash'),
  pair('Literasi Digital Pelaku UMKM', 'Digital Literacy of Small Businesses'),
  pair('Sistem Irigasi Pintar Berbasis IoT', 'IoT-Based Smart Irrigation System'),
] as const;

/** One portfolio title in Indonesian and English, and its year (2018 to 2025). */
export function portfolioTitle(r: Random): { judul: string; judul_inggris: string; year: number } {
  const year = 2018 + Math.floor(r() * 8);
  const kind = r();
  let t: Pair;
  if (kind < 0.3) {
    const c = pick(r, COMPETITIONS);
    const p = pick(r, PLACES);
    const l = pick(r, LEVELS);
    t = pair(`${p.id} ${c.id} ${l.id} ${year}`, `${p.en}, ${c.en}, ${l.en} ${year}`);
  } else if (kind < 0.45) {
    const s = pick(r, SEMINARS);
    const presenter = r() < 0.4;
    t = presenter
      ? pair(`Pemakalah pada ${s.id} ${year}`, `Presenter at the ${s.en} ${year}`)
      : pair(`Peserta ${s.id} ${year}`, `Participant of the ${s.en} ${year}`);
  } else if (kind < 0.6) {
    const o = pick(r, ORGANISATIONS);
    const role = pick(r, ROLES);
    t = pair(`${role.id} ${o.id} Periode ${year}/${year + 1}`, `${role.en} the ${o.en}, ${year}/${year + 1}`);
  } else if (kind < 0.7) {
    const e = pick(r, EVENTS);
    t = pair(`Panitia ${e.id} ${year}`, `Committee Member of the ${e.en} ${year}`);
  } else if (kind < 0.78) {
    t = pick(r, VOLUNTEER);
    t = pair(`${t.id} ${year}`, `${t.en} ${year}`);
  } else if (kind < 0.85) {
    const c = pick(r, COMPANIES);
    t = pair(`Magang di ${c}`, `Internship at ${c}`);
  } else if (kind < 0.92) {
    t = pick(r, CERTS);
  } else if (kind < 0.96) {
    const s = pick(r, SPORTS);
    const m = pick(r, MEDALS);
    t = pair(`${m.id} ${s.id} Pekan Olahraga Mahasiswa ${year}`, `${m.en} in ${s.en}, Student Sports Week ${year}`);
  } else {
    const topic = pick(r, TOPICS);
    const j = pick(r, JOURNALS);
    t = pair(`Publikasi: ${topic.id} pada ${j}`, `Publication: ${topic.en} in ${j}`);
  }
  return { judul: t.id, judul_inggris: t.en, year };
}
