/**
 * The student's screens: the dashboard /user/dashboard, the achievement tile and the checklist dialog
 * it shares with /user/skpi. The page, the dialog, its columns and statuses keep the names students know;
 * the other labels are ours. Every text is defined once in shared/messages/ (see index.ts); nothing else writes a
 * message literal.
 */
import { englishCount } from './english-count';
import { bilingual, sideIn, twin } from './language';

export const DASHBOARD_MSG = /* @__PURE__ */ bilingual(
  {
    settingsButton: 'Pengaturan Profil',
    profileLoading: 'Memuat profil...',
    // achievement tile
    achievementTitle: 'Info Pencapaian',
    achievementLoading: 'Memuat pencapaian...',
    portfolioCount: 'Jumlah Portofolio',
    skpPoints: 'Poin SKP',
    latestUpload: 'Unggahan Terakhir',
    noUpload: 'Belum ada',
    rubricsMet: 'Rubrik Terpenuhi',
    subRubricsMet: 'Sub-Rubrik Terpenuhi',
    countNote: 'Dihitung hanya rubrik dan sub-rubrik yang memiliki syarat minimal poin.',
    allMet: 'Semua rubrik dan sub-rubrik terpenuhi',
    notAllMet: 'Masih ada rubrik atau sub-rubrik yang belum terpenuhi',
    checklistButton: 'Checklist',
    timelineEmpty: 'Belum ada portofolio.',
    timelineLoading: 'Memuat portofolio...',
    // checklist dialog ('Checklist Pencapaian Portofolio', Rubrik, Poin SKP, Poin SKP Min, sub-Rubrik, Status)
    checklistTitle: 'Checklist Pencapaian Portofolio',
    colRubrik: 'Rubrik',
    colPoint: 'Poin SKP',
    colPointMin: 'Poin SKP Min',
    colSubRubrik: 'sub-Rubrik',
    colStatus: 'Status',
    checklistEmpty: 'Program studi Anda belum memiliki rubrik.',
    checklistLoading: 'Memuat checklist...',
    backToRubrics: 'Kembali ke daftar rubrik',
    close: 'Tutup',
  } as const,
  {
    settingsButton: 'Profile Settings',
    profileLoading: 'Loading profile...',
    achievementTitle: 'Achievements',
    achievementLoading: 'Loading achievements...',
    portfolioCount: 'Number of Portfolios',
    skpPoints: 'SKP Points',
    latestUpload: 'Latest Upload',
    noUpload: 'None yet',
    rubricsMet: 'Rubrics Met',
    subRubricsMet: 'Sub-rubrics Met',
    countNote: 'Only rubrics and sub-rubrics with a minimum points requirement are counted.',
    allMet: 'All rubrics and sub-rubrics are met',
    notAllMet: 'Some rubrics or sub-rubrics are not met yet',
    checklistButton: 'Checklist',
    timelineEmpty: 'No portfolios yet.',
    timelineLoading: 'Loading portfolios...',
    checklistTitle: 'Portfolio Achievement Checklist',
    colRubrik: 'Rubric',
    colPoint: 'SKP Points',
    colPointMin: 'Min. SKP Points',
    colSubRubrik: 'Sub-rubrics',
    colStatus: 'Status',
    checklistEmpty: 'Your study program has no rubrics yet.',
    checklistLoading: 'Loading checklist...',
    backToRubrics: 'Back to the list of rubrics',
    close: 'Close',
  },
);

/** 'Rubrik Terpenuhi 2 / 3'-style counts: '2 / 3'. */
export const metOverTotal = (met: number, total: number) => `${met} / ${total}`;
/** The sub-rubric column of the checklist: '3 / 4 (75%)'. */
export const subRubrikShare = (met: number, total: number, percent: number) => `${met} / ${total} (${percent}%)`;
/** The detail's title: the rubric's sub-rubrics. */
export const subRubrikTitle = /* @__PURE__ */ twin(
  (rubrik: string) => `Sub-Rubrik: ${rubrik}`,
  (rubrik) => `Sub-rubrics: ${rubrik}`,
);
/** The status button of a rubric row, read by screen readers: 'Kurang, lihat sub-rubrik Penalaran'. */
export const subRubrikOpenLabel = /* @__PURE__ */ twin(
  (status: string, rubrik: string) => `${status}, lihat sub-rubrik ${rubrik}`,
  (status, rubrik) => `${status}, see the sub-rubrics of ${rubrik}`,
);

/** Why a checklist row is met or not, and a minimum of 0 said in words (ours: the table itself shows the numbers only). */
export const CHECKLIST_MSG = /* @__PURE__ */ bilingual(
  {
    /** A rule whose minimum is 0: in the minimum, sub-rubric and status columns, and for a count with nothing to count. */
    tanpaMinimum: 'Tanpa minimum',
    noRequirement: 'Tidak mensyaratkan poin; tidak dihitung',
    allReached: 'Minimal poin dan semua sub-rubrik tercapai',
    openDetail: 'Lihat sub-rubrik',
  } as const,
  {
    tanpaMinimum: 'No minimum',
    noRequirement: 'Requires no points; not counted',
    allReached: 'Minimum points and every sub-rubric reached',
    openDetail: 'See the sub-rubrics',
  },
);
/** A minimum in the checklist: '8', or 'Tanpa minimum' for 0. */
export const checklistMinimum = (min: number) => (min === 0 ? CHECKLIST_MSG.tanpaMinimum : String(min));
/**
 * The reason under a rubric's status: 'Poin rubrik kurang 2 dari minimal 8; 1 sub-rubrik belum
 * terpenuhi', 'Tidak mensyaratkan poin; tidak dihitung', or 'Minimal poin dan semua sub-rubrik
 * tercapai'. The points short are the rubric's own, so they never read as contradicting a share
 * of its sub-rubrics met.
 */
export const checklistReason = /* @__PURE__ */ twin(
  (r: { pointsShort: number; minimum: number; subRubrikUnmet: number; noRequirement: boolean }) => {
    if (r.noRequirement) return CHECKLIST_MSG.noRequirement;
    const reasons = [
      ...(r.pointsShort > 0 ? [`Poin rubrik kurang ${r.pointsShort} dari minimal ${r.minimum}`] : []),
      ...(r.subRubrikUnmet > 0 ? [`${r.subRubrikUnmet} sub-rubrik belum terpenuhi`] : []),
    ];
    return reasons.length > 0 ? reasons.join('; ') : CHECKLIST_MSG.allReached;
  },
  (r) => {
    const texts = sideIn(CHECKLIST_MSG, 'en');
    if (r.noRequirement) return texts.noRequirement;
    const reasons = [
      ...(r.pointsShort > 0 ? [`Rubric points are ${r.pointsShort} short of the minimum of ${r.minimum}`] : []),
      ...(r.subRubrikUnmet > 0 ? [`${englishCount(r.subRubrikUnmet, 'sub-rubric', 'sub-rubrics')} not yet met`] : []),
    ];
    return reasons.length > 0 ? reasons.join('; ') : texts.allReached;
  },
);

/** Texts the same in both languages: the words English shares. */
export const SAME_IN_BOTH = ['DASHBOARD_MSG.checklistButton', 'DASHBOARD_MSG.colStatus'];
