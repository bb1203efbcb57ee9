/**
 * THE projection of a rubric and of a sub-rubric (index.ts): how many rubrics (of every program)
 * hang on a portfolio category (`rubrik_count` on `STAT#BIDANG#<id>`) and how many sub-rubrics on
 * a rubric (`anak_rubrik_count` on `STAT#RUBRIK#<id>`). A parent's delete is conditional on its
 * count being zero, so the count moves in the child's own transaction. The counter rebuild sums
 * the same additions (`rubrikCountAdds`, `anakCountAdds`) over the stored rubrics and sub-rubrics.
 */
import { rubrikKeys } from '@functions/lib/entities/rubrik';
import type { Change, Projected } from './change';
import { type CounterAdd, counterItems } from './counters';

/** The counters a category's rubrics and a rubric's sub-rubrics keep. */
export const RUBRIK_COUNT = 'rubrik_count';
export const ANAK_COUNT = 'anak_rubrik_count';

/** What the projection reads of a rubric. */
export interface RubrikCounted {
  id_bidang_portofolio: number;
}

/** What the projection reads of a sub-rubric. */
export interface AnakCounted {
  id_rubrik: number;
}

const rubrikAdd = (r: RubrikCounted, by: 1 | -1): CounterAdd => ({
  key: rubrikKeys.bidangRubrikCount(r.id_bidang_portofolio),
  counters: { [RUBRIK_COUNT]: by },
  labels: { id_bidang_portofolio: r.id_bidang_portofolio },
});
const anakAdd = (a: AnakCounted, by: 1 | -1): CounterAdd => ({
  key: rubrikKeys.rubrikAnakCount(a.id_rubrik),
  counters: { [ANAK_COUNT]: by },
  labels: { id_rubrik: a.id_rubrik },
});

/** A rubric's contribution to its category's count, `after` minus `before` (undefined: not existing). */
export const rubrikCountAdds = ({ before, after }: Change<RubrikCounted>): CounterAdd[] => [
  ...(before ? [rubrikAdd(before, -1)] : []),
  ...(after ? [rubrikAdd(after, 1)] : []),
];

/** A sub-rubric's contribution to its rubric's count, `after` minus `before`. */
export const anakCountAdds = ({ before, after }: Change<AnakCounted>): CounterAdd[] => [
  ...(before ? [anakAdd(before, -1)] : []),
  ...(after ? [anakAdd(after, 1)] : []),
];

/** The derived items of a rubric write. */
export const projectRubrik = (change: Change<RubrikCounted>): Projected => ({ items: counterItems(rubrikCountAdds(change)), retry: [] });

/** The derived items of a sub-rubric write. */
export const projectAnakRubrik = (change: Change<AnakCounted>): Projected => ({ items: counterItems(anakCountAdds(change)), retry: [] });
