/**
 * The student's portfolios and the catalog they are written against (rubrics, sub-rubrics,
 * internal activities): the rules the server enforces, in Indonesian (ours;
 * docs/decisions/0015-student-portfolios.md).
 * Every text is defined once in shared/messages/ (see index.ts); nothing else writes a message literal.
 */
import { bilingual, twin } from './language';

export const PORTOFOLIO_MSG = /* @__PURE__ */ bilingual(
  {
    portfolioNotOwner: 'Anda hanya dapat mengakses portofolio milik Anda sendiri.',
    portfolioNotFound: 'Portofolio tidak ditemukan.',
    portfolioNimMismatch: 'NIM tidak sesuai dengan alamat portofolio.',
    portfolioLocked: 'Portofolio tidak dapat diubah selama pengajuan SKPI menunggu. Batalkan pengajuan untuk mengubahnya.',
    portfolioVerifiedNoDelete: 'Portofolio yang sudah terverifikasi tidak dapat dihapus.',
    portfolioHidden: 'Portofolio disembunyikan',
    portfolioShown: 'Portofolio ditampilkan',
    portfolioPointsInvalid: 'Poin SKP harus bilangan bulat lebih dari 0',
    anakRubrikNotFound: 'Anak rubrik tidak ditemukan.',
    anakRubrikOtherProdi: 'Anak rubrik ini bukan milik program studi Anda.',
    kegiatanNotFound: 'Kegiatan internal tidak ditemukan.',
    kegiatanOtherAnak: 'Kegiatan internal ini bukan bagian dari anak rubrik yang dipilih.',
    rubrikNotFound: 'Rubrik tidak ditemukan.',
    bidangPortofolioNotFound: 'Bidang portofolio tidak ditemukan.',
    catalogOtherProdi: 'Anda hanya dapat melihat rubrik program studi Anda sendiri.',
  } as const,
  {
    portfolioNotOwner: 'You can only access your own portfolios.',
    portfolioNotFound: 'Portfolio not found.',
    portfolioNimMismatch: "The NIM does not match the portfolio's address.",
    portfolioLocked: 'A portfolio cannot be changed while an SKPI request is pending. Cancel the request to change it.',
    portfolioVerifiedNoDelete: 'A verified portfolio cannot be deleted.',
    portfolioHidden: 'Portfolio hidden',
    portfolioShown: 'Portfolio shown',
    portfolioPointsInvalid: 'SKP points must be a whole number greater than 0',
    anakRubrikNotFound: 'Sub-rubric not found.',
    anakRubrikOtherProdi: 'This sub-rubric does not belong to your study program.',
    kegiatanNotFound: 'Internal activity not found.',
    kegiatanOtherAnak: 'This internal activity is not part of the chosen sub-rubric.',
    rubrikNotFound: 'Rubric not found.',
    bidangPortofolioNotFound: 'Portfolio field not found.',
    catalogOtherProdi: "You can only see your own study program's rubrics.",
  },
);

/** Points above the sub-rubric's maximum (`bobot_maksimal_skp_tiap_portofolio`). */
export const portfolioPointsOverMax = /* @__PURE__ */ twin(
  (max: number) => `Maksimal ${max} poin SKP untuk setiap portofolio pada anak rubrik ini`,
  (max) => `At most ${max} SKP points for each portfolio under this sub-rubric`,
);
