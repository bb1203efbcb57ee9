/**
 * The public verification page /verifikasi/{code}, for readers at home and abroad: every text of
 * the page in Indonesian and English side by side, so that no label is missing in either
 * language (docs/decisions/0038-verification-page-languages.md). The status words stay the
 * university's own in Indonesian (SAH, DICABUT, DIGANTIKAN). Revocation categories have their
 * labels beside their list (shared/domain/segel.ts).
 */
import { CETAK_MSG } from './cetak';

export type Bahasa = 'id' | 'en';

type Both<T> = { id: T; en: T };
type Text = Both<string> | Both<(...args: string[]) => string>;

export const KEASLIAN_MSG = {
  title: { id: 'Verifikasi SKPI', en: 'SKPI verification' },
  subtitle: { id: 'Surat Keterangan Pendamping Ijazah', en: 'Diploma Supplement (Surat Keterangan Pendamping Ijazah, SKPI)' },
  sah: { id: 'SAH', en: 'Valid' },
  sahDetail: { id: 'Dokumen ini diterbitkan oleh universitas dan masih berlaku.', en: 'This document was issued by the university and is valid.' },
  dicabut: { id: 'DICABUT', en: 'Revoked' },
  dicabutDetail: {
    id: 'Dokumen ini telah dicabut oleh universitas dan tidak berlaku lagi.',
    en: 'The university has revoked this document: it is no longer valid.',
  },
  digantikan: { id: 'DIGANTIKAN', en: 'Superseded' },
  digantikanDetail: { id: 'Dokumen ini telah digantikan oleh SKPI yang lebih baru.', en: 'This document has been replaced by a newer SKPI.' },
  kategori: { id: 'Kategori pencabutan', en: 'Reason for revocation' },
  tanggalDicabut: { id: 'Tanggal pencabutan', en: 'Revoked on' },
  nomorPengganti: { id: 'Nomor SKPI pengganti', en: 'Number of the newer SKPI' },
  lihatPengganti: { id: 'Buka verifikasi SKPI pengganti', en: 'Open the verification of the newer SKPI' },
  notFound: { id: 'Dokumen tidak ditemukan', en: 'Document not found' },
  notFoundDetail: { id: CETAK_MSG.keaslianNotFound, en: 'No document has this code. Check the code printed on the SKPI.' },
  kode: { id: 'Kode dokumen', en: 'Document code' },
  beranda: { id: 'Kembali ke beranda', en: 'Back to the home page' },
  gagalMemuat: {
    id: 'Pemeriksaan tidak dapat diselesaikan saat ini. Silakan coba lagi.',
    en: 'The check could not be completed right now. Please try again.',
  },
  cobaLagi: { id: 'Coba lagi', en: 'Try again' },
  loading: { id: 'Memeriksa dokumen...', en: 'Checking the document...' },
  pemegang: { id: 'Pemegang', en: 'Holder' },
  dokumen: { id: 'Dokumen', en: 'Document' },
  nama: { id: 'Nama', en: 'Name' },
  nim: { id: 'NIM', en: 'Student number (NIM)' },
  programStudi: { id: 'Program Studi', en: 'Study program' },
  fakultas: { id: 'Fakultas', en: 'Faculty' },
  universitas: { id: 'Perguruan Tinggi', en: 'University' },
  nomor: { id: 'Nomor SKPI', en: 'SKPI number' },
  tanggalTerbit: { id: 'Tanggal terbit', en: 'Issued on' },
  penandatangan: { id: 'Penandatangan', en: 'Signed by' },
  sha256: { id: 'SHA-256 berkas yang diterbitkan', en: 'SHA-256 of the issued file' },
  segel: { id: 'Segel elektronik', en: 'Electronic seal' },
  segelHint: {
    id: 'Universitas menyegel berkas PDF yang diterbitkan; pembaca PDF dapat memeriksa segel ini.',
    en: 'The university sealed the issued PDF file; a PDF reader can validate this seal.',
  },
  disegelOleh: { id: 'Disegel oleh', en: 'Sealed by' },
  penerbitSertifikat: { id: 'Penerbit sertifikat', en: 'Certificate issuer' },
  sidikJari: { id: 'Sidik jari SHA-256 sertifikat', en: 'Certificate SHA-256 fingerprint' },
  salinSidikJari: { id: 'Salin sidik jari', en: 'Copy fingerprint' },
  sidikJariDisalin: { id: 'Sidik jari disalin', en: 'Fingerprint copied' },
  sidikJariGagalDisalin: { id: 'Sidik jari tidak dapat disalin', en: 'The fingerprint could not be copied' },
  masaBerlaku: { id: 'Masa berlaku sertifikat', en: 'Certificate validity' },
  rentang: { id: (dari: string, sampai: string) => `${dari} sampai ${sampai}`, en: (dari: string, sampai: string) => `${dari} to ${sampai}` },
  waktuSegel: { id: 'Waktu penyegelan', en: 'Sealed at' },
  capWaktu: { id: 'Cap waktu tepercaya', en: 'Trusted timestamp' },
  sertifikatSendiri: {
    id: 'Segel ini memakai sertifikat yang diterbitkan sendiri oleh universitas, belum sertifikat dari penyelenggara sertifikasi elektronik.',
    en: 'This seal uses a certificate the university issued itself, not yet one from a certification authority.',
  },
  tanpaSegel: {
    id: 'Tanpa segel: dokumen ini diterbitkan sebelum universitas menyegel SKPI secara elektronik.',
    en: 'No seal: this document was issued before the university sealed its SKPIs electronically.',
  },
  periksaBerkas: { id: 'Periksa berkas', en: 'Check a file' },
  periksaHint: {
    id: 'Pilih berkas PDF SKPI yang Anda terima. Berkas diperiksa di peramban Anda dan tidak dikirim ke mana pun.',
    en: 'Choose the SKPI PDF file you received. It is checked in your browser and sent nowhere.',
  },
  cocok: { id: 'Berkas ini sama persis dengan dokumen yang diterbitkan.', en: 'This file is exactly the issued document.' },
  cocokSegel: {
    id: 'Berkas ini sama persis dengan dokumen yang diterbitkan, jadi segel elektroniknya utuh.',
    en: 'This file is exactly the issued document, so its electronic seal is intact.',
  },
  tidakCocok: {
    id: 'Berkas ini BUKAN dokumen yang diterbitkan: isinya berbeda dari yang tercatat. Segel yang mungkin ada di dalamnya bukan segel dokumen ini.',
    en: 'This file is NOT the issued document: its content differs from the record. Any seal it carries is not this document’s seal.',
  },
  cocokTidakBerlaku: {
    id: 'Berkas ini sama persis dengan dokumen yang diterbitkan, tetapi dokumen tersebut sudah tidak berlaku (lihat status di atas).',
    en: 'This file is exactly the issued document, but that document is no longer valid (see the status above).',
  },
  berkasLabel: { id: 'Berkas SKPI', en: 'SKPI file' },
  pilihBerkas: { id: 'Pilih berkas PDF', en: 'Choose a PDF file' },
  berkasConstraint: { id: 'Berkas PDF. Berkas tidak diunggah.', en: 'A PDF file. It is not uploaded.' },
  menghitung: { id: 'Menghitung sidik berkas...', en: 'Computing the file’s fingerprint...' },
  sha256Berkas: { id: 'SHA-256 berkas Anda', en: 'SHA-256 of your file' },
  gagalMembaca: { id: 'Berkas tidak dapat dibaca oleh peramban ini.', en: 'This browser could not read the file.' },
  cetakHalaman: { id: 'Cetak halaman ini', en: 'Print this page' },
  diperiksaPada: {
    id: (waktu: string, alamat: string) => `Diperiksa pada ${waktu} di ${alamat}`,
    en: (waktu: string, alamat: string) => `Checked on ${waktu} at ${alamat}`,
  },
} satisfies Record<string, Text>;

/** The language switch: each language named in itself, and the switch's name in both. */
export const BAHASA_MSG: Record<Bahasa, string> = { id: 'Bahasa Indonesia', en: 'English' };
export const BAHASA_SWITCH_MSG = 'Bahasa / Language';

type Dictionary = typeof KEASLIAN_MSG;
/** The page's texts in one language: `keaslianText('en').sah` is 'Valid'. */
export type KeaslianTexts = { [K in keyof Dictionary]: Dictionary[K]['id'] };

const inLanguage = (lang: Bahasa) => Object.fromEntries(Object.entries(KEASLIAN_MSG).map(([key, text]) => [key, text[lang]])) as KeaslianTexts;
// pure: a bundle that never shows the page (every Lambda) drops the texts
const BY_LANGUAGE: Record<Bahasa, KeaslianTexts> = { id: /* @__PURE__ */ inLanguage('id'), en: /* @__PURE__ */ inLanguage('en') };

export const keaslianText = (lang: Bahasa): KeaslianTexts => BY_LANGUAGE[lang];
