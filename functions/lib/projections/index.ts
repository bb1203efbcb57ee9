/**
 * THE projections: every item a write of a user or a portfolio derives for other concerns, in
 * one place. A repository writes its own entity and describes the change, `{ entity, before,
 * after }` (before undefined on a create, after undefined on a delete); the entity's projection
 * (`projectUser`, user.ts; `projectPortfolio`, portofolio.ts) gives the items that join its
 * transaction, so a derived item exists exactly when its source does:
 * - search-index.ts: the public search index (a user's name and NIM, a portfolio's titles);
 * - student-name.ts: the student lists' name index (a student's name words, with id, NIM and year);
 * - queue-title.ts: the verification queue's title index (a waiting portfolio's title words, with a count per word);
 * - counters.ts, portofolio-counters.ts: the dashboard and verification-queue counters (programs,
 *   university, sub-rubrics, the student's own counters, graduates per month);
 * - capaian.ts: the achievement counters (with the student's points, STAT#POIN);
 * - kegiatan.ts: how many portfolios chose an internal activity;
 * - dokumen.ts (`projectDokumen`): a printed SKPI's bit in the credentials' revocation status list.
 * The counter rebuild (functions/domain/statistik/rebuild.ts) sums the same counter and achievement
 * rules over the stored entities. A new derived number is one more module here, called by the
 * projection of each entity it derives from. One function per entity, imported from its own
 * module (not one dispatcher, nor through this file), keeps a Lambda that writes only users from
 * carrying the portfolio projections and what they import.
 * Projection modules import only functions/lib and shared.
 */
export type { Change, Projected } from './change';
