/**
 * The public verification page /verifikasi/{code}, for readers at home and abroad: every text of
 * the page in Indonesian and English side by side, so that no label is missing in either
 * language (docs/decisions/0038-verification-page-languages.md). The status words stay the
 * university's own in Indonesian (SAH, DICABUT, DIGANTIKAN). Revocation categories have their
 * labels beside their list (shared/domain/segel.ts).
 */
import { CETAK_MSG } from './cetak';
import { type Bahasa, bilingual, sideIn } from './language';

export type { Bahasa } from './language';

/** The page's texts; the page reads the side of its own language with `sideIn(KEASLIAN_MSG, lang)`. */
export const KEASLIAN_MSG = bilingual(
  {
    title: 'Verifikasi SKPI',
    subtitle: 'Surat Keterangan Pendamping Ijazah',
    sah: 'SAH',
    sahDetail: 'Dokumen ini diterbitkan oleh universitas dan masih berlaku.',
    dicabut: 'DICABUT',
    dicabutDetail: 'Dokumen ini telah dicabut oleh universitas dan tidak berlaku lagi.',
    digantikan: 'DIGANTIKAN',
    digantikanDetail: 'Dokumen ini telah digantikan oleh SKPI yang lebih baru.',
    kategori: 'Kategori pencabutan',
    tanggalDicabut: 'Tanggal pencabutan',
    nomorPengganti: 'Nomor SKPI pengganti',
    lihatPengganti: 'Buka verifikasi SKPI pengganti',
    notFound: 'Dokumen tidak ditemukan',
    /** The server's answer for an unknown code, always in Indonesian on this side (read when shown). */
    get notFoundDetail() {
      return sideIn(CETAK_MSG, 'id').keaslianNotFound;
    },
    kode: 'Kode dokumen',
    beranda: 'Kembali ke beranda',
    gagalMemuat: 'Pemeriksaan tidak dapat diselesaikan saat ini. Silakan coba lagi.',
    cobaLagi: 'Coba lagi',
    loading: 'Memeriksa dokumen...',
    pemegang: 'Pemegang',
    dokumen: 'Dokumen',
    nama: 'Nama',
    nim: 'NIM',
    programStudi: 'Program Studi',
    fakultas: 'Fakultas',
    universitas: 'Perguruan Tinggi',
    nomor: 'Nomor SKPI',
    tanggalTerbit: 'Tanggal terbit',
    penandatangan: 'Penandatangan',
    sha256: 'SHA-256 berkas yang diterbitkan',
    segel: 'Segel elektronik',
    segelHint: 'Universitas menyegel berkas PDF yang diterbitkan; pembaca PDF dapat memeriksa segel ini.',
    disegelOleh: 'Disegel oleh',
    penerbitSertifikat: 'Penerbit sertifikat',
    sidikJari: 'Sidik jari SHA-256 sertifikat',
    salinSidikJari: 'Salin sidik jari',
    sidikJariDisalin: 'Sidik jari disalin',
    sidikJariGagalDisalin: 'Sidik jari tidak dapat disalin',
    masaBerlaku: 'Masa berlaku sertifikat',
    rentang: (dari: string, sampai: string) => `${dari} sampai ${sampai}`,
    waktuSegel: 'Waktu penyegelan',
    capWaktu: 'Cap waktu tepercaya',
    sertifikatSendiri:
      'Segel ini memakai sertifikat yang diterbitkan sendiri oleh universitas, belum sertifikat dari penyelenggara sertifikasi elektronik.',
    tanpaSegel: 'Tanpa segel: dokumen ini diterbitkan sebelum universitas menyegel SKPI secara elektronik.',
    periksaBerkas: 'Periksa berkas',
    periksaHint: 'Pilih berkas PDF SKPI yang Anda terima. Berkas diperiksa di peramban Anda dan tidak dikirim ke mana pun.',
    cocok: 'Berkas ini sama persis dengan dokumen yang diterbitkan.',
    cocokSegel: 'Berkas ini sama persis dengan dokumen yang diterbitkan, jadi segel elektroniknya utuh.',
    tidakCocok:
      'Berkas ini BUKAN dokumen yang diterbitkan: isinya berbeda dari yang tercatat. Segel yang mungkin ada di dalamnya bukan segel dokumen ini.',
    cocokTidakBerlaku: 'Berkas ini sama persis dengan dokumen yang diterbitkan, tetapi dokumen tersebut sudah tidak berlaku (lihat status di atas).',
    berkasLabel: 'Berkas SKPI',
    pilihBerkas: 'Pilih berkas PDF',
    berkasConstraint: 'Berkas PDF. Berkas tidak diunggah.',
    menghitung: 'Menghitung sidik berkas...',
    sha256Berkas: 'SHA-256 berkas Anda',
    gagalMembaca: 'Berkas tidak dapat dibaca oleh peramban ini.',
    cetakHalaman: 'Cetak halaman ini',
    diperiksaPada: (waktu: string, alamat: string) => `Diperiksa pada ${waktu} di ${alamat}`,
  } as const,
  {
    title: 'SKPI verification',
    subtitle: 'Diploma Supplement (Surat Keterangan Pendamping Ijazah, SKPI)',
    sah: 'Valid',
    sahDetail: 'This document was issued by the university and is valid.',
    dicabut: 'Revoked',
    dicabutDetail: 'The university has revoked this document: it is no longer valid.',
    digantikan: 'Superseded',
    digantikanDetail: 'This document has been replaced by a newer SKPI.',
    kategori: 'Reason for revocation',
    tanggalDicabut: 'Revoked on',
    nomorPengganti: 'Number of the newer SKPI',
    lihatPengganti: 'Open the verification of the newer SKPI',
    notFound: 'Document not found',
    notFoundDetail: 'No document has this code. Check the code printed on the SKPI.',
    kode: 'Document code',
    beranda: 'Back to the home page',
    gagalMemuat: 'The check could not be completed right now. Please try again.',
    cobaLagi: 'Try again',
    loading: 'Checking the document...',
    pemegang: 'Holder',
    dokumen: 'Document',
    nama: 'Name',
    nim: 'Student number (NIM)',
    programStudi: 'Study program',
    fakultas: 'Faculty',
    universitas: 'University',
    nomor: 'SKPI number',
    tanggalTerbit: 'Issued on',
    penandatangan: 'Signed by',
    sha256: 'SHA-256 of the issued file',
    segel: 'Electronic seal',
    segelHint: 'The university sealed the issued PDF file; a PDF reader can validate this seal.',
    disegelOleh: 'Sealed by',
    penerbitSertifikat: 'Certificate issuer',
    sidikJari: 'Certificate SHA-256 fingerprint',
    salinSidikJari: 'Copy fingerprint',
    sidikJariDisalin: 'Fingerprint copied',
    sidikJariGagalDisalin: 'The fingerprint could not be copied',
    masaBerlaku: 'Certificate validity',
    rentang: (dari, sampai) => `${dari} to ${sampai}`,
    waktuSegel: 'Sealed at',
    capWaktu: 'Trusted timestamp',
    sertifikatSendiri: 'This seal uses a certificate the university issued itself, not yet one from a certification authority.',
    tanpaSegel: 'No seal: this document was issued before the university sealed its SKPIs electronically.',
    periksaBerkas: 'Check a file',
    periksaHint: 'Choose the SKPI PDF file you received. It is checked in your browser and sent nowhere.',
    cocok: 'This file is exactly the issued document.',
    cocokSegel: 'This file is exactly the issued document, so its electronic seal is intact.',
    tidakCocok: 'This file is NOT the issued document: its content differs from the record. Any seal it carries is not this document’s seal.',
    cocokTidakBerlaku: 'This file is exactly the issued document, but that document is no longer valid (see the status above).',
    berkasLabel: 'SKPI file',
    pilihBerkas: 'Choose a PDF file',
    berkasConstraint: 'A PDF file. It is not uploaded.',
    menghitung: 'Computing the file’s fingerprint...',
    sha256Berkas: 'SHA-256 of your file',
    gagalMembaca: 'This browser could not read the file.',
    cetakHalaman: 'Print this page',
    diperiksaPada: (waktu, alamat) => `Checked on ${waktu} at ${alamat}`,
  },
);

/** The language switch: each language named in itself (the same in both), and the switch's name in both. */
export const BAHASA_MSG = bilingual<Record<Bahasa, string>>({ id: 'Bahasa Indonesia', en: 'English' }, { id: 'Bahasa Indonesia', en: 'English' });
export const BAHASA_SWITCH_MSG = 'Bahasa / Language';

/** Each language's own name, the same whatever language is in force. */
export const SAME_IN_BOTH = ['BAHASA_MSG.id', 'BAHASA_MSG.en'];
