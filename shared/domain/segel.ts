/**
 * What a sealed SKPI records of its seal and what a revocation tells the public: shared by the
 * printing area (which writes them), the public verification answer and the web pages.
 */

/** The seal of an issued SKPI (PAdES, ETSI.CAdES.detached), as recorded when it was sealed. */
export interface SegelInfo {
  /** The seal certificate's subject common name (the university). */
  penanda_tangan: string;
  /** The certificate's issuer common name (the certification authority, or the university itself). */
  penerbit_sertifikat: string;
  /** SHA-256 of the seal certificate's DER, lowercase hex. */
  sidik_jari_sha256: string;
  /** The certificate's validity, ISO instants. */
  berlaku_dari: string;
  berlaku_sampai: string;
  /** When the document was sealed (the signer's clock), ISO instant. */
  waktu_tanda_tangan: string;
  /** The RFC 3161 timestamp's time when the stage names a timestamp authority (level B-T), else null. */
  cap_waktu: string | null;
  tingkat: 'B-B' | 'B-T';
  /** True while the stage has no certificate chain from a certification authority installed. */
  sertifikat_sendiri: boolean;
}

/**
 * The public reason of a revocation: one of a short list (the free text stays with the staff).
 * A document replaced by a newer print is DIGANTIKAN, not revoked.
 */
export const KATEGORI_PENCABUTAN = ['kesalahan_data', 'diterbitkan_ulang', 'kelulusan_dibatalkan', 'lainnya'] as const;
export type KategoriPencabutan = (typeof KATEGORI_PENCABUTAN)[number];

export const KATEGORI_PENCABUTAN_LABEL: Record<KategoriPencabutan, { id: string; en: string }> = {
  kesalahan_data: { id: 'Kesalahan data', en: 'Data error' },
  diterbitkan_ulang: { id: 'Diterbitkan ulang', en: 'Reissued' },
  kelulusan_dibatalkan: { id: 'Kelulusan dibatalkan', en: 'Graduation annulled' },
  lainnya: { id: 'Alasan lain', en: 'Other reason' },
};
