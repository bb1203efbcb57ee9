/**
 * Every user-visible text: Indonesian, and the fixed English field messages users and scripts know word for
 * word, one file per area beside this one. Nothing else in the code base writes a message literal,
 * and each text is defined once. An area's `<area>.ts` holds its part of MSG (msg.ts merges the
 * parts) and the server's texts; the texts of its screens are in `<area>-screen.ts` when the area
 * gives MSG a part, and every page's name is in page-names.ts, which the route registry reads.
 * Every catalogue is named `<NAME>_MSG` (tests/unit/messages.test.ts checks the names, and that no
 * key of MSG is defined twice). The web app's first load reads msg.ts and the files it needs, never
 * this index, which would bring every area's screens with it (tests/unit/web-import-graph.test.ts).
 */

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
  type ProdiDependents,
  ppkAnakLocked,
  ppkInUse,
  prodiHasDependents,
  prodiHasStaff,
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
} from './audit-screen';
export { AUTH_MSG, MAIL_MSG } from './auth';
export { AUTH_SCREEN_MSG } from './auth-screen';
export { CETAK_MSG, jobLabelNims, jobLabelProdi, periodeInUse, skpiUnknownNims } from './cetak';
export {
  CETAK_SCREEN_MSG,
  cetakBelumMengajukan,
  cetakNames,
  cetakRowMenu,
  cetakRubrikBelum,
  cetakSelected,
  cetakStudent,
  dokumenRiwayatLine,
  jobProgress,
  jobSelesai,
  periodeOption,
} from './cetak-screen';
export { prodiLabel, tooLong, tooManySosmed } from './common';
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
export { IMPOR_COLUMNS_MSG, IMPOR_MSG, imporDuplicateEmail, imporDuplicateNim, imporJobLabel, imporMissingColumns, imporTahunInvalid } from './impor';
export { IMPOR_SCREEN_MSG, IMPOR_TEMPLATE_MSG, imporProgress, imporResult } from './impor-screen';
// The verification page's bilingual texts are imported from './keaslian' directly: its dictionary
// reads CETAK_MSG, which keeps it in any bundle of this index, and no Lambda shows the page.
export { KREDENSIAL_DOWNLOAD_MSG, KREDENSIAL_MSG } from './kredensial';
export { MANAJEMEN_MAIL_MSG, MANAJEMEN_MSG, wrongRole } from './manajemen';
export { MAHASISWA_ADMIN_MSG, mahasiswaPreviewOf } from './manajemen-mahasiswa';
export { MASTER_MSG } from './master';
export { type MessageKey, MSG, MSG_PARTS } from './msg';
export { MUTASI_MAIL_MSG, type MutasiType, mutasiAlreadyRequested, mutasiCancelled, mutasiNone, mutasiRequested, mutasiUpdated } from './mutasi';
export { MUTASI_ADMIN_SCREEN_MSG, MUTASI_SCREEN_MSG } from './mutasi-screen';
export { PAGE_NAME_MSG } from './page-names';
export {
  JABATAN_INGGRIS_MSG,
  PENGESAHAN_BAHASA_MSG,
  PENGESAHAN_MAIL_MSG,
  PENGESAHAN_MSG,
  PENGESAHAN_NOTIF_MSG,
  pengesahanJobLabel,
  pengesahanSkipped,
} from './pengesahan';
export { PENGESAHAN_FORM_MSG } from './pengesahan-form';
export {
  dikembalikanOleh,
  drafDicetak,
  drafMenunggu,
  jabatanLain,
  jumlahSkpi,
  PENGESAHAN_SCREEN_MSG,
  pengesahanMassalSelesai,
  pengesahanPilihanLabel,
  pengesahanPilihanSelesai,
  pengesahanRowAction,
  pengesahanSelected,
  pengesahanStudent,
  setujuiJumlah,
  tahapHapus,
  tahapKe,
  tahapNaik,
  tahapTurun,
  tahapUrutan,
} from './pengesahan-screen';
export { portfolioPointsOverMax } from './portofolio';
export { chosenDate, PORTOFOLIO_ROW_MSG, PORTOFOLIO_SCREEN_MSG, pointsLabel } from './portofolio-screen';
export { PPK_SCREEN_MSG, removeFileLabel } from './ppk-screen';
export { failureWithReason, PROFIL_SCREEN_MSG } from './profil';
export { type AnakRubrikDependents, anakRubrikHasDependents, bidangHasRubrik, bidangUrutanTaken, rubrikHasAnak } from './rubrik';
export {
  anakCollapseLabel,
  anakExpandLabel,
  anakSkpCell,
  RUBRIK_SCREEN_MSG,
  rubrikSkpCell,
  rubrikTableDescription,
} from './rubrik-screen';
export { SEARCH_MSG } from './search';
export { carouselShowSlide, carouselSlideLabel, optionsLabel, PUBLIC_SHELL_MSG, pagerPageLabel, tableCounter } from './shell';
export { skpiNumberUnknownPlaceholder, skpiUnmetRubrics } from './skpi';
export { SKPI_SCREEN_MSG, SKPI_STATUS_MSG } from './skpi-screen';
export { STAF_MSG, stafSubject } from './staf';
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
  riwayatStep,
  rowActionLabel,
  studentLabel,
  VERIFIKASI_SCREEN_MSG,
  verifyDecided,
  verifyPointsOverMax,
} from './verifikasi';
