/**
 * The fields of the CPL dialogs: a category, an item and a point each have an urutan di SKPI and a
 * text in Indonesian and in English, all three required. The dialogs are the shared FormModal,
 * checked by bidangCplForm, cplForm and cplPointForm.
 */
import { CPL_SCREEN_MSG, MASTER_MSG } from '@shared/messages';
import type { FormModalField } from '@web/components/form/form-modal';

export interface BidangCplValues extends Record<string, string> {
  urutan_di_skpi: string;
  nama_bidang_cpl_indonesia: string;
  nama_bidang_cpl_inggris: string;
}
export interface CplValues extends Record<string, string> {
  urutan_di_skpi: string;
  judul_cpl_indonesia: string;
  judul_cpl_inggris: string;
}
export interface CplPointValues extends Record<string, string> {
  urutan_di_skpi: string;
  point_cpl_indonesia: string;
  point_cpl_inggris: string;
}

const URUTAN = { name: 'urutan_di_skpi', label: MASTER_MSG.urutanLabel, constraintText: CPL_SCREEN_MSG.urutanHint, numeric: true } as const;
/** Rows of the text areas of an item's titles and a point's texts (a sentence or two). */
const ROWS = 3;

export const BIDANG_CPL_FIELDS: readonly FormModalField<BidangCplValues>[] = [
  URUTAN,
  { name: 'nama_bidang_cpl_indonesia', label: CPL_SCREEN_MSG.bidangNama },
  { name: 'nama_bidang_cpl_inggris', label: CPL_SCREEN_MSG.bidangNamaInggris },
];
export const CPL_FIELDS: readonly FormModalField<CplValues>[] = [
  URUTAN,
  { name: 'judul_cpl_indonesia', label: CPL_SCREEN_MSG.cplJudul, rows: ROWS },
  { name: 'judul_cpl_inggris', label: CPL_SCREEN_MSG.cplJudulInggris, rows: ROWS },
];
export const CPL_POINT_FIELDS: readonly FormModalField<CplPointValues>[] = [
  URUTAN,
  { name: 'point_cpl_indonesia', label: CPL_SCREEN_MSG.pointTeks, rows: ROWS },
  { name: 'point_cpl_inggris', label: CPL_SCREEN_MSG.pointTeksInggris, rows: ROWS },
];

/** Every field of a CPL dialog is required: the submit waits for all three. */
export const requiredOf = <V extends Record<string, string>>(fields: readonly FormModalField<V>[]) => fields.map((f) => f.name);

/** The number an add suggests: one after the largest known. */
export const nextUrutan = (taken: readonly number[]) => String(Math.max(0, ...taken) + 1);
