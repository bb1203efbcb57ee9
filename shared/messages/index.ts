/**
 * Every user-visible Indonesian (and the product specification's English) text, copied exactly from the
 * specification, one file per area beside this one. Nothing else in the code base writes a
 * message literal, and each text is defined once: a new area adds `<area>.ts` here and spreads
 * its catalogue into MSG or exports its own object (tests/unit/messages.test.ts checks that no
 * key is defined twice).
 */
import { ADMIN_MSG, CPL_MSG, PPK_MSG, UNIVERSITAS_MSG } from './admin';
import { AUDIT_MSG } from './audit';
import { AUTH_CATALOGUE } from './auth';
import { CETAK_MSG } from './cetak';
import { FORM_MSG, GENERAL_MSG, PROGRESS_MSG } from './common';
import { IMPOR_MSG } from './impor';
import { KREDENSIAL_MSG } from './kredensial';
import { MAHASISWA_MSG } from './mahasiswa';
import { MANAJEMEN_MSG } from './manajemen';
import { MUTASI_ADMIN_MSG, MUTASI_MSG } from './mutasi';
import { PORTOFOLIO_MSG } from './portofolio';
import { PROFIL_MSG } from './profil';
import { RUBRIK_MSG } from './rubrik';
import { SEARCH_CATALOGUE } from './search';
import { SHELL_MSG } from './shell';
import { SKPI_MSG, SKPI_NUMBER_MSG } from './skpi';
import { VERIFIKASI_MSG } from './verifikasi';

/** The product specification's catalogue and the shell's texts, by key: `MSG.required`, `MSG.portfolioAdded`. */
export const MSG = {
  ...FORM_MSG,
  ...GENERAL_MSG,
  ...PROGRESS_MSG,
  ...AUTH_CATALOGUE,
  ...SEARCH_CATALOGUE,
  ...MAHASISWA_MSG,
  ...PORTOFOLIO_MSG,
  ...SKPI_MSG,
  ...SKPI_NUMBER_MSG,
  ...PROFIL_MSG,
  ...MUTASI_MSG,
  ...MUTASI_ADMIN_MSG,
  ...ADMIN_MSG,
  ...UNIVERSITAS_MSG,
  ...PPK_MSG,
  ...CPL_MSG,
  ...VERIFIKASI_MSG,
  ...SHELL_MSG,
  ...RUBRIK_MSG,
  ...CETAK_MSG,
  ...AUDIT_MSG,
  ...MANAJEMEN_MSG,
  ...IMPOR_MSG,
  ...KREDENSIAL_MSG,
} as const;

export type MessageKey = keyof typeof MSG;

/** The parts MSG is made of, for the test that no key is defined twice. */
export const MSG_PARTS = {
  FORM_MSG,
  GENERAL_MSG,
  PROGRESS_MSG,
  AUTH_CATALOGUE,
  SEARCH_CATALOGUE,
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
  PPK_TEXT,
  type ProdiDependents,
  ppkAnakLocked,
  ppkInUse,
  prodiHasDependents,
  prodiHasStaff,
  removeFileLabel,
} from './admin';
export {
  AUDIT_ACTIONS,
  AUDIT_TARGET_TYPES,
  AUDIT_TEXT,
  auditActionLabel,
  auditActor,
  auditEntryLabel,
  auditRangeAria,
  auditRangeShown,
  auditRelativeRange,
  auditTargetLabel,
} from './audit';
export { AUTH_MSG, AUTH_TEXT, MAIL_TEXT } from './auth';
export {
  CETAK_MSG,
  CETAK_TEXT,
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
export { CPL_TEXT, cplBidangHeading, cplPointNumber, cplPointOf, cplPointsHide, cplPointsShow, cplSubject } from './cpl';
export {
  CHECKLIST_TEXT,
  checklistMinimum,
  checklistReason,
  DASHBOARD_TEXT,
  metOverTotal,
  subRubrikOpenLabel,
  subRubrikShare,
  subRubrikTitle,
} from './dashboard';
export { FEEDER_MAIL, FEEDER_MSG, FEEDER_TEXT } from './feeder';
export {
  IMPOR_COLUMNS,
  IMPOR_MSG,
  IMPOR_TEMPLATE_ROWS,
  IMPOR_TEXT,
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
export { KREDENSIAL_MSG, KREDENSIAL_TEXT } from './kredensial';
export { MANAJEMEN_MSG, MANAJEMEN_TEXT, wrongRole } from './manajemen';
export { MAHASISWA_ADMIN_TEXT, mahasiswaPreviewOf, mahasiswaRowMenu } from './manajemen-mahasiswa';
export { categoryMenuLabel, MASTER_TEXT } from './master';
export {
  MUTASI_ADMIN_TEXT,
  MUTASI_MAIL,
  MUTASI_TEXT,
  type MutasiType,
  mutasiAlreadyRequested,
  mutasiCancelled,
  mutasiNone,
  mutasiRequested,
  mutasiUpdated,
} from './mutasi';
export { chosenDate, PORTOFOLIO_ROW_TEXT, PORTOFOLIO_TEXT, pointsLabel, portfolioPointsOverMax, portofolioRowMenu } from './portofolio';
export { failureWithReason, PROFIL_TEXT } from './profil';
export {
  type AnakRubrikDependents,
  anakCollapseLabel,
  anakExpandLabel,
  anakRubrikHasDependents,
  anakSkpCell,
  bidangHasRubrik,
  bidangUrutanTaken,
  RUBRIK_TEXT,
  rubrikHasAnak,
  rubrikRowMenuLabel,
  rubrikSkpCell,
  rubrikTableDescription,
} from './rubrik';
export { SEARCH_MSG } from './search';
export { carouselShowSlide, carouselSlideLabel, PUBLIC_SHELL_TEXT, pagerPageLabel, tableCounter } from './shell';
export { SKPI_SCREEN, SKPI_TEXT, skpiNumberUnknownPlaceholder, skpiUnmetRubrics } from './skpi';
export { STAF_TEXT, stafRowActions, stafSubject } from './staf';
export {
  BULAN_SINGKAT,
  capaianAverage,
  diukurPada,
  HARI,
  HARI_SINGKAT,
  memenuhiOf,
  portofolioOf,
  prodiSelectOf,
  STATISTIK_TEXT,
  storageOf,
} from './statistik';
export { STUDENT_FILTER_TEXT } from './student-filter';
export { inEnglish, kkniLabel, nomorSkpiExample, UNIVERSITAS_TEXT } from './universitas';
export {
  anakRubrikPoints,
  NOTIFIKASI_TEXT,
  notifikasiUnread,
  pointsAgainstMax,
  prodiLabel,
  riwayatStep,
  rowActionLabel,
  studentLabel,
  VERIFIKASI_TEXT,
  verifyDecided,
  verifyPointsOverMax,
} from './verifikasi';
