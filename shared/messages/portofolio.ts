/**
 * The student's portfolios and the catalog they are written against (rubrics, sub-rubrics,
 * internal activities): the rules the server enforces, in Indonesian (the spec gives no text for
 * them; docs/decisions.md, "Student area: portfolios").
 * Every text is defined once in shared/messages/ (see index.ts); nothing else writes a message literal.
 */
export const PORTOFOLIO_MSG = {
  portfolioNotOwner: 'Anda hanya dapat mengakses portofolio milik anda sendiri.',
  portfolioNotFound: 'Portofolio tidak ditemukan.',
  portfolioNimMismatch: 'NIM tidak sesuai dengan alamat portofolio.',
  portfolioLocked: 'Portofolio tidak dapat diubah selama pengajuan SKPI menunggu. Batalkan pengajuan untuk mengubahnya.',
  portfolioVerifiedNoDelete: 'Portofolio yang sudah terverifikasi tidak dapat dihapus.',
  portfolioHidden: 'Portofolio disembunyikan',
  portfolioShown: 'Portofolio ditampilkan',
  portfolioPointsInvalid: 'Poin SKP harus bilangan bulat lebih dari 0',
  anakRubrikNotFound: 'Anak rubrik tidak ditemukan.',
  anakRubrikOtherProdi: 'Anak rubrik ini bukan milik program studi anda.',
  kegiatanNotFound: 'Kegiatan internal tidak ditemukan.',
  kegiatanOtherAnak: 'Kegiatan internal ini bukan bagian dari anak rubrik yang dipilih.',
  rubrikNotFound: 'Rubrik tidak ditemukan.',
  bidangPortofolioNotFound: 'Bidang portofolio tidak ditemukan.',
  catalogOtherProdi: 'Anda hanya dapat melihat rubrik program studi anda sendiri.',
} as const;

/** Points above the sub-rubric's maximum (`bobot_maksimal_skp_tiap_portofolio`). */
export const portfolioPointsOverMax = (max: number) => `Maksimal ${max} poin SKP untuk setiap portofolio pada anak rubrik ini`;
