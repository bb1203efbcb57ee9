/**
 * Every user-visible text: Indonesian, and the fixed English field messages users and scripts know word for
 * word, one file per area beside this one. Nothing else in the code base writes a
 * message literal, and each text is defined once: a new area adds `<area>.ts` here and spreads
 * its catalogue into MSG or exports its own object. Every catalogue is named `<NAME>_MSG`
 * (tests/unit/messages.test.ts checks the names, and that no key of MSG is defined twice).
 */
import { ADMIN_MSG, CPL_MSG, PPK_MSG, UNIVERSITAS_MSG } from './admin';
import { AUDIT_MSG } from './audit';
import { AUTH_SPEC_MSG } from './auth';
import { CETAK_MSG } from './cetak';
import { FORM_MSG, GENERAL_MSG, PROGRESS_MSG } from './common';
import { IMPOR_MSG } from './impor';
import { KREDENSIAL_MSG } from './kredensial';
import { merged } from './language';
import { MAHASISWA_MSG } from './mahasiswa';
import { MANAJEMEN_MSG } from './manajemen';
import { MUTASI_ADMIN_MSG, MUTASI_MSG } from './mutasi';
import { PENGESAHAN_MSG } from './pengesahan';
import { PORTOFOLIO_MSG } from './portofolio';
import { PROFIL_MSG } from './profil';
import { RUBRIK_MSG } from './rubrik';
import { SEARCH_SPEC_MSG } from './search';
import { SHELL_MSG } from './shell';
import { SKPI_MSG, SKPI_NUMBER_MSG } from './skpi';
import { VERIFIKASI_MSG } from './verifikasi';

/** The fixed catalogue and the shell's texts, by key: `MSG.required`, `MSG.portfolioAdded` (each read in the language in force). */
export const MSG = /* @__PURE__ */ merged(
  FORM_MSG,
  GENERAL_MSG,
  PROGRESS_MSG,
  AUTH_SPEC_MSG,
  SEARCH_SPEC_MSG,
  MAHASISWA_MSG,
  PORTOFOLIO_MSG,
  SKPI_MSG,
  SKPI_NUMBER_MSG,
  PROFIL_MSG,
  MUTASI_MSG,
  MUTASI_ADMIN_MSG,
  ADMIN_MSG,
  UNIVERSITAS_MSG,
  PPK_MSG,
  CPL_MSG,
  VERIFIKASI_MSG,
  SHELL_MSG,
  RUBRIK_MSG,
  CETAK_MSG,
  AUDIT_MSG,
  MANAJEMEN_MSG,
  IMPOR_MSG,
  KREDENSIAL_MSG,
  PENGESAHAN_MSG,
);

export type MessageKey = keyof typeof MSG;

/** The parts MSG is made of, for the test that no key is defined twice. */
export const MSG_PARTS = {
  FORM_MSG,
  GENERAL_MSG,
  PROGRESS_MSG,
  AUTH_SPEC_MSG,
  SEARCH_SPEC_MSG,
  MAHASISWA_MSG,
  PORTOFOLIO_MSG,
  SKPI_MSG,
  SKPI_NUMBER_MSG,
  PROFIL_MSG,
  MUTASI_MSG,
  MUTASI_ADMIN_MSG,
  ADMIN_MSG,
  UNIVERSITAS_MSG,
  PPK_MSG,
  CPL_MSG,
  VERIFIKASI_MSG,
  SHELL_MSG,
  RUBRIK_MSG,
  CETAK_MSG,
  AUDIT_MSG,
  MANAJEMEN_MSG,
  IMPOR_MSG,
  KREDENSIAL_MSG,
  PENGESAHAN_MSG,
} as const;

export {
  bidangCplHasCpl,
  type CplLevel,
  cplDeletedWithPoints,
  cplPointLimit,
  cplUrutanTaken,
  facultyHasProdi,
  kodeFakultasTaken,
  migrationAccepted,
  migrationRejected,
  PPK_SCREEN_MSG,
  type ProdiDependents,
  ppkAnakLocked,
  ppkInUse,
  prodiHasDependents,
  prodiHasStaff,
  removeFileLabel,
} from './admin';
export {
  AUDIT_ACTION_MSG,
  AUDIT_SCREEN_MSG,
  AUDIT_TARGET_MSG,
  auditActionLabel,
  auditActor,
  auditEntryLabel,
  auditRangeAria,
  auditRangeShown,
  auditRelativeRange,
  auditTargetLabel,
} from './audit';
export { AUTH_MSG, AUTH_SCREEN_MSG, MAIL_MSG } from './auth';
export {
  CETAK_MSG,
  CETAK_SCREEN_MSG,
  cetakBelumMengajukan,
  cetakNames,
  cetakRowMenu,
  cetakRubrikBelum,
  cetakSelected,
  cetakStudent,
  dokumenRiwayatLine,
  jobLabelNims,
  jobLabelProdi,
  jobProgress,
  jobSelesai,
  periodeInUse,
  periodeOption,
  skpiUnknownNims,
} from './cetak';
export { tooLong, tooManySosmed } from './common';
export { CPL_SCREEN_MSG, cplBidangHeading, cplPointNumber, cplPointOf, cplPointsHide, cplPointsShow, cplSubject } from './cpl';
export {
  CHECKLIST_MSG,
  checklistMinimum,
  checklistReason,
  DASHBOARD_MSG,
  metOverTotal,
  subRubrikOpenLabel,
  subRubrikShare,
  subRubrikTitle,
} from './dashboard';
export { FEEDER_MAIL_MSG, FEEDER_MSG, FEEDER_SCREEN_MSG } from './feeder';
export {
  IMPOR_COLUMNS_MSG,
  IMPOR_MSG,
  IMPOR_SCREEN_MSG,
  IMPOR_TEMPLATE_MSG,
  imporDuplicateEmail,
  imporDuplicateNim,
  imporJobLabel,
  imporMissingColumns,
  imporProgress,
  imporResult,
  imporTahunInvalid,
} from './impor';
// The verification page's bilingual texts are imported from './keaslian' directly: its dictionary
// reads CETAK_MSG, which keeps it in any bundle of this index, and no Lambda shows the page.
export { KREDENSIAL_DOWNLOAD_MSG, KREDENSIAL_MSG } from './kredensial';
export { MANAJEMEN_MAIL_MSG, MANAJEMEN_MSG, wrongRole } from './manajemen';
export { MAHASISWA_ADMIN_MSG, mahasiswaPreviewOf, mahasiswaRowMenu } from './manajemen-mahasiswa';
export { categoryMenuLabel, MASTER_MSG } from './master';
export {
  MUTASI_ADMIN_SCREEN_MSG,
  MUTASI_MAIL_MSG,
  MUTASI_SCREEN_MSG,
  type MutasiType,
  mutasiAlreadyRequested,
  mutasiCancelled,
  mutasiNone,
  mutasiRequested,
  mutasiUpdated,
} from './mutasi';
export {
  dikembalikanOleh,
  drafDicetak,
  drafMenunggu,
  JABATAN_INGGRIS_MSG,
  jabatanLain,
  jumlahSkpi,
  PENGESAHAN_BAHASA_MSG,
  PENGESAHAN_MAIL_MSG,
  PENGESAHAN_MSG,
  PENGESAHAN_NOTIF_MSG,
  PENGESAHAN_SCREEN_MSG,
  pengesahanJobLabel,
  pengesahanMassalSelesai,
  pengesahanPilihanLabel,
  pengesahanPilihanSelesai,
  pengesahanRowAction,
  pengesahanSelected,
  pengesahanSkipped,
  pengesahanStudent,
  setujuiJumlah,
  tahapHapus,
  tahapKe,
  tahapNaik,
  tahapTurun,
  tahapUrutan,
} from './pengesahan';
export { chosenDate, PORTOFOLIO_ROW_MSG, PORTOFOLIO_SCREEN_MSG, pointsLabel, portfolioPointsOverMax, portofolioRowMenu } from './portofolio';
export { failureWithReason, PROFIL_SCREEN_MSG } from './profil';
export {
  type AnakRubrikDependents,
  anakCollapseLabel,
  anakExpandLabel,
  anakRubrikHasDependents,
  anakSkpCell,
  bidangHasRubrik,
  bidangUrutanTaken,
  RUBRIK_SCREEN_MSG,
  rubrikHasAnak,
  rubrikRowMenuLabel,
  rubrikSkpCell,
  rubrikTableDescription,
} from './rubrik';
export { SEARCH_MSG } from './search';
export { carouselShowSlide, carouselSlideLabel, PUBLIC_SHELL_MSG, pagerPageLabel, tableCounter } from './shell';
export { SKPI_SCREEN_MSG, SKPI_STATUS_MSG, skpiNumberUnknownPlaceholder, skpiUnmetRubrics } from './skpi';
export { STAF_MSG, stafRowActions, stafSubject } from './staf';
export {
  BULAN_SINGKAT_MSG,
  capaianAverage,
  diukurPada,
  HARI_MSG,
  HARI_SINGKAT_MSG,
  memenuhiOf,
  portofolioOf,
  prodiSelectOf,
  STATISTIK_MSG,
  storageOf,
} from './statistik';
export { STUDENT_FILTER_MSG } from './student-filter';
export { inEnglish, kkniLabel, nomorSkpiExample, UNIVERSITAS_SCREEN_MSG } from './universitas';
export { UPLOAD_MSG } from './uploads';
export {
  anakRubrikPoints,
  NOTIFIKASI_MSG,
  notifikasiUnread,
  pointsAgainstMax,
  prodiLabel,
  riwayatStep,
  rowActionLabel,
  studentLabel,
  VERIFIKASI_SCREEN_MSG,
  verifyDecided,
  verifyPointsOverMax,
} from './verifikasi';
