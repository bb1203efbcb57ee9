/**
 * The fields a portfolio (the student's dialog) and an internal activity (the admins' dialog)
 * share, bound to a schema form holding them as text: the category, rubric and sub-rubric chosen
 * from the program's catalogue (choosing a category clears the rubric and sub-rubric, choosing a
 * rubric clears the sub-rubric), the title with its optional English title, the points with the
 * sub-rubric's maximum in the label, and the date with the chosen date spelled out below it.
 *
 *   const choice = useRubrikChoice(form.values, idProdi);
 *   {rubrikChoiceFields({ form, choice, bidangOptions: [...], labels: {...} })}
 *   {titleFields({ form, judulLabel: ..., judulInggrisLabel: ... })}
 *   <PointsField form={form} anak={choice.anak} />
 *   <TanggalField form={form} label={...} />
 */
import type { SelectProps } from '@cloudscape-design/components/select';
import { api } from '@shared/api';
import { PORTOFOLIO_SCREEN_MSG, pointsLabel } from '@shared/messages';
import { useApiQuery } from '@web/api/query';
import { anakRubrikNameOf } from '@web/components/bilingual/data-language';
import { type BoundForm, FormDate, FormInput, FormSelect, type Lookup, type TextField } from './form-fields';
import { optionOf } from './options';

/** The catalogue choice of a portfolio or an activity. */
export interface RubrikChoiceValues {
  id_bidang_portofolio: string;
  id_rubrik: string;
  id_anak_rubrik: string;
  [field: string]: unknown;
}

/** The program's rubrics of the chosen category, and the sub-rubrics of the chosen rubric. */
export function useRubrikChoice(values: RubrikChoiceValues, idProdi: number) {
  const rubrik = useApiQuery(
    api.master.rubrikByProdiBidang,
    { params: { id: idProdi, bidang: Number(values.id_bidang_portofolio) || 0 } },
    { enabled: values.id_bidang_portofolio !== '', staleTime: 60_000 },
  );
  const rubrikRows = rubrik.data?.rubrik.data ?? [];
  const anakRows = rubrikRows.find((r) => String(r.id_rubrik) === values.id_rubrik)?.anak_rubrik ?? [];
  const anak = anakRows.find((a) => String(a.id_anak_rubrik) === values.id_anak_rubrik);
  return { rubrik, rubrikRows, anakRows, anak };
}

export type RubrikChoice = ReturnType<typeof useRubrikChoice>;

export interface RubrikChoiceFieldsProps<V extends RubrikChoiceValues> {
  form: BoundForm<V>;
  choice: RubrikChoice;
  bidangOptions: readonly SelectProps.Option[];
  /** The categories' call, when the dialog loads them itself. */
  bidangLookup?: Lookup;
  labels: { bidang: string; rubrik: string; anak: string };
  /** Fields that hang on the sub-rubric (emptied with it). */
  dependents?: readonly TextField<V>[];
}

/**
 * The three selects, as a list called inside the dialog's SpaceBetween (not a component, whose
 * fragment would be one child), so each select is one of its children and keeps its spacing.
 */
export function rubrikChoiceFields<V extends RubrikChoiceValues>({
  form,
  choice,
  bidangOptions,
  bidangLookup,
  labels,
  dependents = [],
}: RubrikChoiceFieldsProps<V>) {
  const { values } = form;
  const field = (name: keyof RubrikChoiceValues & string) => name as TextField<V>;
  return [
    <FormSelect
      key="id_bidang_portofolio"
      form={form}
      name={field('id_bidang_portofolio')}
      label={labels.bidang}
      options={bidangOptions}
      lookup={bidangLookup}
      clears={[field('id_rubrik'), field('id_anak_rubrik'), ...dependents]}
    />,
    <FormSelect
      key="id_rubrik"
      form={form}
      name={field('id_rubrik')}
      label={labels.rubrik}
      options={choice.rubrikRows.map((r) => optionOf(r.id_rubrik, r.nama_rubrik))}
      lookup={values.id_bidang_portofolio === '' ? undefined : choice.rubrik}
      disabled={values.id_bidang_portofolio === ''}
      clears={[field('id_anak_rubrik'), ...dependents]}
    />,
    <FormSelect
      key="id_anak_rubrik"
      form={form}
      name={field('id_anak_rubrik')}
      label={labels.anak}
      options={choice.anakRows.map((a) => optionOf(a.id_anak_rubrik, anakRubrikNameOf(a)))}
      disabled={values.id_rubrik === ''}
      clears={dependents}
    />,
  ];
}

/** The title and the English title. */
export interface TitleValues {
  judul: string;
  judul_inggris: string;
  [field: string]: unknown;
}

/** The title and the English title ('- opsional'), called as a function like rubrikChoiceFields. */
export function titleFields<V extends TitleValues>({
  form,
  judulLabel,
  judulInggrisLabel,
  disabled,
}: {
  form: BoundForm<V>;
  judulLabel: string;
  judulInggrisLabel: string;
  disabled?: boolean;
}) {
  return [
    <FormInput key="judul" form={form} name={'judul' as TextField<V>} label={judulLabel} disabled={disabled} />,
    <FormInput
      key="judul_inggris"
      form={form}
      name={'judul_inggris' as TextField<V>}
      label={
        <span>
          {judulInggrisLabel} <i>- {PORTOFOLIO_SCREEN_MSG.optional}</i>
        </span>
      }
      disabled={disabled}
    />,
  ];
}

/** SKP points, the sub-rubric's maximum in the label (the server refuses more). */
export function PointsField<V extends { bobot_skp_portofolio: string; [field: string]: unknown }>({
  form,
  anak,
  disabled,
}: {
  form: BoundForm<V>;
  anak: { bobot_maksimal_skp_tiap_portofolio: number } | undefined;
  disabled?: boolean;
}) {
  return (
    <FormInput
      form={form}
      name={'bobot_skp_portofolio' as TextField<V>}
      type="number"
      inputMode="numeric"
      label={pointsLabel(anak ? anak.bobot_maksimal_skp_tiap_portofolio : null)}
      disabled={disabled}
    />
  );
}

/** The date (YYYY-MM-DD), the chosen one spelled out below the picker. */
export function TanggalField<V extends { tanggal_terbit: string; [field: string]: unknown }>({
  form,
  label,
  disabled,
}: {
  form: BoundForm<V>;
  label: string;
  disabled?: boolean;
}) {
  return <FormDate form={form} name={'tanggal_terbit' as TextField<V>} label={label} disabled={disabled} showChosen />;
}
