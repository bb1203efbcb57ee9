/**
 * The search and Filter of the printing list (spec 001 sections 2, 6, 9): 'Cari mahasiswa' (name
 * or NIM, searched as typed) and the Filter popover: Fakultas and Prodi (several each; the super
 * admin only: an admin jurusan's list is their program), Tahun Masuk (1958 to next year),
 * Kelulusan (-, Sudah, Belum); Reset clears it, Terapkan applies it.
 */
import Button from '@cloudscape-design/components/button';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import Multiselect from '@cloudscape-design/components/multiselect';
import Popover, { type PopoverProps } from '@cloudscape-design/components/popover';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { api } from '@shared/api';
import { AUTH_TEXT, CETAK_TEXT, MSG, prodiLabel } from '@shared/messages';
import { useApiQuery } from '@web/api/query';
import { optionOf, selectedOption } from '@web/components/form/options';
import { useEffect, useRef, useState } from 'react';
import { KELULUSAN_OPTIONS, tahunOptions } from './cetak-data';

export interface CetakFilter {
  fakultas: readonly string[];
  prodi: readonly string[];
  /** Year of entry, '' any. */
  angkatan: string;
  /** '' both, '1' graduated, '0' not. */
  kelulusan: '' | '0' | '1';
}

export const NO_FILTER: CetakFilter = { fakultas: [], prodi: [], angkatan: '', kelulusan: '' };

export const filterCount = (f: CetakFilter) =>
  (f.fakultas.length > 0 ? 1 : 0) + (f.prodi.length > 0 ? 1 : 0) + (f.angkatan !== '' ? 1 : 0) + (f.kelulusan !== '' ? 1 : 0);

function FilterForm({ superAdmin, initial, onApply }: { superAdmin: boolean; initial: CetakFilter; onApply: (f: CetakFilter) => void }) {
  const [draft, setDraft] = useState(initial);
  const fakultas = useApiQuery(api.master.fakultasAll, {}, { enabled: superAdmin, staleTime: 60_000 });
  const prodi = useApiQuery(api.master.prodiList, {}, { enabled: superAdmin, staleTime: 60_000 });
  const fakultasOptions = (fakultas.data?.fakultas ?? []).map((f) => optionOf(f.id_fakultas, f.nama_fakultas));
  // the programs of the chosen faculties (all when none is chosen)
  const prodiOptions = (prodi.data?.prodi ?? [])
    .filter((p) => draft.fakultas.length === 0 || draft.fakultas.includes(String(p.id_fakultas)))
    .map((p) => optionOf(p.id_prodi, prodiLabel(p.nama_prodi, p.jenjang)));
  const tahun = [optionOf('', CETAK_TEXT.tahunSemua), ...tahunOptions()];
  return (
    <form
      className="cetak-filter-form"
      onSubmit={(e) => {
        e.preventDefault();
        onApply(draft);
      }}
    >
      <SpaceBetween size="m">
        {superAdmin && (
          <>
            <FormField label={CETAK_TEXT.fakultas}>
              <Multiselect
                selectedOptions={fakultasOptions.filter((o) => draft.fakultas.includes(o.value ?? ''))}
                options={fakultasOptions}
                placeholder={CETAK_TEXT.semuaFakultas}
                statusType={fakultas.isLoading ? 'loading' : fakultas.isError ? 'error' : 'finished'}
                loadingText={AUTH_TEXT.loadingOptions}
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
            <FormField label={CETAK_TEXT.prodi}>
              <Multiselect
                selectedOptions={prodiOptions.filter((o) => draft.prodi.includes(o.value ?? ''))}
                options={prodiOptions}
                placeholder={CETAK_TEXT.semuaProdi}
                filteringType="auto"
                statusType={prodi.isLoading ? 'loading' : prodi.isError ? 'error' : 'finished'}
                loadingText={AUTH_TEXT.loadingOptions}
                errorText={MSG.genericError}
                expandToViewport
                onChange={(e) => setDraft({ ...draft, prodi: e.detail.selectedOptions.map((o) => o.value ?? '') })}
              />
            </FormField>
          </>
        )}
        <FormField label={CETAK_TEXT.tahunMasuk}>
          <Select
            selectedOption={selectedOption(tahun, draft.angkatan) ?? tahun[0] ?? null}
            options={tahun}
            expandToViewport
            onChange={(e) => setDraft({ ...draft, angkatan: e.detail.selectedOption.value ?? '' })}
          />
        </FormField>
        <FormField label={CETAK_TEXT.kelulusan}>
          <Select
            selectedOption={selectedOption(KELULUSAN_OPTIONS, draft.kelulusan) ?? KELULUSAN_OPTIONS[0] ?? null}
            options={KELULUSAN_OPTIONS}
            expandToViewport
            onChange={(e) => setDraft({ ...draft, kelulusan: (e.detail.selectedOption.value ?? '') as CetakFilter['kelulusan'] })}
          />
        </FormField>
        <div className="cetak-filter-form__buttons">
          <Button
            formAction="none"
            onClick={() => {
              setDraft(NO_FILTER);
              onApply(NO_FILTER);
            }}
          >
            {CETAK_TEXT.reset}
          </Button>
          <Button variant="primary" formAction="submit">
            {CETAK_TEXT.terapkan}
          </Button>
        </div>
      </SpaceBetween>
    </form>
  );
}

export interface CetakSearchProps {
  superAdmin: boolean;
  filter: CetakFilter;
  onFilter: (f: CetakFilter) => void;
  /** What is typed in 'Cari mahasiswa' (searched once the typing pauses: useKeyword). */
  text: string;
  onText: (text: string) => void;
}

/** Milliseconds of quiet typing before the search runs. */
const TYPING_MS = 400;

/** The keyword searched: the typed text once it has been still for a moment. */
export function useKeyword(text: string): string {
  const [keyword, setKeyword] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setKeyword(text.trim()), TYPING_MS);
    return () => clearTimeout(timer);
  }, [text]);
  return keyword;
}

export function CetakSearch({ superAdmin, filter, onFilter, text, onText }: CetakSearchProps) {
  const popover = useRef<PopoverProps.Ref>(null);
  // the form starts from the applied filter each time the popover opens
  const [formKey, setFormKey] = useState(0);
  const count = filterCount(filter);
  return (
    <div className="cetak-search">
      <div className="cetak-search__input">
        <Input
          type="search"
          value={text}
          placeholder={CETAK_TEXT.searchPlaceholder}
          ariaLabel={CETAK_TEXT.searchPlaceholder}
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
        header={CETAK_TEXT.filter}
        dismissAriaLabel={MSG.dismiss}
        content={
          <FilterForm
            key={formKey}
            superAdmin={superAdmin}
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
          {count > 0 ? `${CETAK_TEXT.filter} (${count})` : CETAK_TEXT.filter}
        </Button>
      </Popover>
    </div>
  );
}
