/**
 * The search and Filter of the admins' student lists (the printing list and the student
 * management): 'Cari mahasiswa' (name or NIM, searched as typed) and the Filter popover: Fakultas
 * and Prodi (several each; the super admin only: an admin jurusan's list is their program), Tahun
 * Masuk (1958 to next year), Kelulusan (Semua, Sudah, Belum) and, where the list offers them, the SKP
 * range (the student management) or the SKPI request, rubric and printed states (the printing list); Reset
 * clears it, Terapkan applies it. The printing list's bar has 'Lulus, belum dicetak' beside it: one
 * switch for the graduates still to print (Kelulusan Sudah and SKPI Belum dicetak).
 */
import Button from '@cloudscape-design/components/button';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import Multiselect from '@cloudscape-design/components/multiselect';
import Popover, { type PopoverProps } from '@cloudscape-design/components/popover';
import Select, { type SelectProps } from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Toggle from '@cloudscape-design/components/toggle';
import { api } from '@shared/api';
import { AUTH_SCREEN_MSG, MSG, STUDENT_FILTER_MSG as TEXT } from '@shared/messages';
import { useApiQuery } from '@web/api/query';
import { optionOf, selectedOption } from '@web/components/form/options';
import { useRef, useState } from 'react';
import {
  DICETAK_OPTIONS,
  filterCount,
  isLulusBelumDicetak,
  KELULUSAN_OPTIONS,
  NO_FILTER,
  PENGAJUAN_OPTIONS,
  RUBRIK_OPTIONS,
  type StudentFilter,
  skpRangeError,
  tahunOptions,
  withLulusBelumDicetak,
} from './student-filter';
import './student-search.css';
import { fakultasNameOf, prodiNameOf } from '@web/components/bilingual/data-language';

interface FilterFormProps {
  superAdmin: boolean;
  skpRange: boolean;
  printing: boolean;
  initial: StudentFilter;
  onApply: (f: StudentFilter) => void;
}

/** A select of a filter part whose first option ('Semua') stands for ''. */
function ChoiceField<V extends string>({
  label,
  options,
  value,
  onChange,
}: {
  label: string;
  options: readonly SelectProps.Option[];
  value: V;
  onChange: (value: V) => void;
}) {
  return (
    <FormField label={label}>
      <Select
        selectedOption={selectedOption(options, value) ?? options[0] ?? null}
        options={options}
        expandToViewport
        onChange={(e) => onChange((e.detail.selectedOption.value ?? '') as V)}
      />
    </FormField>
  );
}

function FilterForm({ superAdmin, skpRange, printing, initial, onApply }: FilterFormProps) {
  const [draft, setDraft] = useState(initial);
  const [checked, setChecked] = useState(false);
  const fakultas = useApiQuery(api.master.fakultasAll, {}, { enabled: superAdmin, staleTime: 60_000 });
  const prodi = useApiQuery(api.master.prodiList, {}, { enabled: superAdmin, staleTime: 60_000 });
  const fakultasOptions = (fakultas.data?.fakultas ?? []).map((f) => optionOf(f.id_fakultas, fakultasNameOf(f)));
  // the programs of the chosen faculties (all when none is chosen)
  const prodiOptions = (prodi.data?.prodi ?? [])
    .filter((p) => draft.fakultas.length === 0 || draft.fakultas.includes(String(p.id_fakultas)))
    .map((p) => optionOf(p.id_prodi, prodiNameOf(p)));
  const tahun = [optionOf('', TEXT.tahunSemua), ...tahunOptions()];
  const skpError = skpRange ? skpRangeError(draft) : null;
  return (
    <form
      className="student-filter-form"
      onSubmit={(e) => {
        e.preventDefault();
        setChecked(true);
        if (!skpError) onApply(draft);
      }}
      noValidate
    >
      <SpaceBetween size="m">
        {superAdmin && (
          // one child of the outer SpaceBetween: its own gap between the two fields
          <SpaceBetween size="m">
            <FormField label={TEXT.fakultas}>
              <Multiselect
                selectedOptions={fakultasOptions.filter((o) => draft.fakultas.includes(o.value ?? ''))}
                options={fakultasOptions}
                placeholder={TEXT.semuaFakultas}
                statusType={fakultas.isLoading ? 'loading' : fakultas.isError ? 'error' : 'finished'}
                loadingText={AUTH_SCREEN_MSG.loadingOptions}
                errorText={MSG.genericError}
                expandToViewport
                onChange={(e) => {
                  const chosen = e.detail.selectedOptions.map((o) => o.value ?? '');
                  // a program outside the chosen faculties goes
                  const keep = (prodi.data?.prodi ?? [])
                    .filter((p) => chosen.length === 0 || chosen.includes(String(p.id_fakultas)))
                    .map((p) => String(p.id_prodi));
                  setDraft({ ...draft, fakultas: chosen, prodi: draft.prodi.filter((p) => keep.includes(p)) });
                }}
              />
            </FormField>
            <FormField label={TEXT.prodi}>
              <Multiselect
                selectedOptions={prodiOptions.filter((o) => draft.prodi.includes(o.value ?? ''))}
                options={prodiOptions}
                placeholder={TEXT.semuaProdi}
                filteringType="auto"
                statusType={prodi.isLoading ? 'loading' : prodi.isError ? 'error' : 'finished'}
                loadingText={AUTH_SCREEN_MSG.loadingOptions}
                errorText={MSG.genericError}
                expandToViewport
                onChange={(e) => setDraft({ ...draft, prodi: e.detail.selectedOptions.map((o) => o.value ?? '') })}
              />
            </FormField>
          </SpaceBetween>
        )}
        {skpRange && (
          <FormField label={TEXT.skp} constraintText={TEXT.skpHint} errorText={checked ? skpError : null}>
            <div className="student-filter-form__range">
              <Input
                value={draft.skpMin}
                inputMode="numeric"
                ariaLabel={TEXT.skpMin}
                placeholder={TEXT.skpMin}
                onChange={(e) => setDraft({ ...draft, skpMin: e.detail.value })}
              />
              <Input
                value={draft.skpMax}
                inputMode="numeric"
                ariaLabel={TEXT.skpMax}
                placeholder={TEXT.skpMax}
                onChange={(e) => setDraft({ ...draft, skpMax: e.detail.value })}
              />
            </div>
          </FormField>
        )}
        <FormField label={TEXT.tahunMasuk}>
          <Select
            selectedOption={selectedOption(tahun, draft.tahun) ?? tahun[0] ?? null}
            options={tahun}
            expandToViewport
            onChange={(e) => setDraft({ ...draft, tahun: e.detail.selectedOption.value ?? '' })}
          />
        </FormField>
        <ChoiceField
          label={TEXT.kelulusan}
          options={KELULUSAN_OPTIONS}
          value={draft.kelulusan}
          onChange={(kelulusan) => setDraft({ ...draft, kelulusan })}
        />
        {printing && (
          <ChoiceField
            label={TEXT.pengajuan}
            options={PENGAJUAN_OPTIONS}
            value={draft.pengajuan}
            onChange={(pengajuan) => setDraft({ ...draft, pengajuan })}
          />
        )}
        {printing && (
          <ChoiceField label={TEXT.rubrik} options={RUBRIK_OPTIONS} value={draft.rubrik} onChange={(rubrik) => setDraft({ ...draft, rubrik })} />
        )}
        {printing && (
          <ChoiceField label={TEXT.dicetak} options={DICETAK_OPTIONS} value={draft.dicetak} onChange={(dicetak) => setDraft({ ...draft, dicetak })} />
        )}
        <div className="student-filter-form__buttons">
          <Button
            formAction="none"
            onClick={() => {
              setDraft(NO_FILTER);
              setChecked(false);
              onApply(NO_FILTER);
            }}
          >
            {TEXT.reset}
          </Button>
          <Button variant="primary" formAction="submit" disabled={checked && skpError !== null}>
            {TEXT.terapkan}
          </Button>
        </div>
      </SpaceBetween>
    </form>
  );
}

export interface StudentSearchProps {
  superAdmin: boolean;
  /** The list filters by SKP range too (the student management). */
  skpRange?: boolean;
  /** The list filters by SKPI request, rubric and printed state too (the printing list). */
  printing?: boolean;
  filter: StudentFilter;
  onFilter: (f: StudentFilter) => void;
  /** What is typed in 'Cari mahasiswa' (searched once the typing pauses: useKeyword). */
  text: string;
  onText: (text: string) => void;
}

export function StudentSearch({ superAdmin, skpRange = false, printing = false, filter, onFilter, text, onText }: StudentSearchProps) {
  const popover = useRef<PopoverProps.Ref>(null);
  // the form starts from the applied filter each time the popover opens
  const [formKey, setFormKey] = useState(0);
  const count = filterCount(filter);
  return (
    <div className="student-search">
      <div className="student-search__input">
        <Input
          type="search"
          value={text}
          placeholder={TEXT.searchPlaceholder}
          ariaLabel={TEXT.searchPlaceholder}
          clearAriaLabel={MSG.dismiss}
          onChange={(e) => onText(e.detail.value)}
        />
      </div>
      <Popover
        ref={popover}
        triggerType="custom"
        position="bottom"
        size="large"
        fixedWidth
        renderWithPortal
        header={TEXT.filter}
        dismissAriaLabel={MSG.dismiss}
        content={
          <FilterForm
            key={formKey}
            superAdmin={superAdmin}
            skpRange={skpRange}
            printing={printing}
            initial={filter}
            onApply={(f) => {
              onFilter(f);
              popover.current?.dismiss();
              setFormKey((k) => k + 1);
            }}
          />
        }
      >
        <Button iconName="filter" onClick={() => setFormKey((k) => k + 1)}>
          {count > 0 ? `${TEXT.filter} (${count})` : TEXT.filter}
        </Button>
      </Popover>
      {printing && (
        <Toggle checked={isLulusBelumDicetak(filter)} onChange={(e) => onFilter(withLulusBelumDicetak(filter, e.detail.checked))}>
          {TEXT.lulusBelumDicetak}
        </Toggle>
      )}
    </div>
  );
}
