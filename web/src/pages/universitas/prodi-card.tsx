/**
 * The study-program card of the super admin: Pilih Fakultas, then Pilih Program Studi ('nama_prodi
 * (jenjang)', active or not, or a new program), then the program form. With a program selected, the
 * program card above the form has Ganti Prodi, which opens the faculty-then-program dialog to jump
 * to another program (it may be closed: a program is chosen).
 */
import Box from '@cloudscape-design/components/box';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import ExpandableSection from '@cloudscape-design/components/expandable-section';
import FormField from '@cloudscape-design/components/form-field';
import Select, { type SelectProps } from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { api } from '@shared/api';
import { MSG, UNIVERSITAS_SCREEN_MSG } from '@shared/messages';
import { call } from '@web/api/client';
import { useApiQuery } from '@web/api/query';
import { notify } from '@web/app/notifications';
import { prodiNameOf } from '@web/components/bilingual/data-language';
import { type ProgramChoice, ProgramPanel } from '@web/components/program-picker/program-picker';
import { useState } from 'react';
import { fakultasOption } from './fakultas-card';
import { ProdiEditor } from './prodi-editor';
import type { Prodi } from './prodi-values';

const prodiOption = (p: Prodi): SelectProps.Option => ({
  value: String(p.id_prodi),
  label: prodiNameOf(p),
  labelTag: p.is_active ? undefined : UNIVERSITAS_SCREEN_MSG.nonAktif,
});

export function ProdiCard() {
  const [idFakultas, setIdFakultas] = useState<number | undefined>(undefined);
  /** The program selected; null: a new one. */
  const [base, setBase] = useState<Prodi | null>(null);
  const [pickerOpen, setPickerOpen] = useState(false);
  const fakultas = useApiQuery(api.master.fakultasAll, {});
  const programs = useApiQuery(api.master.prodiAllByFakultas, { params: { id: idFakultas ?? 0 } }, { enabled: idFakultas !== undefined });

  const fakultasOptions = (fakultas.data?.fakultas ?? []).map(fakultasOption);
  const prodiOptions: SelectProps.Option[] = [
    { value: '', label: UNIVERSITAS_SCREEN_MSG.prodiNew },
    ...(programs.data?.prodi ?? []).map(prodiOption),
  ];

  const show = (prodi: Prodi | null, faculty = prodi?.id_fakultas ?? idFakultas) => {
    setIdFakultas(faculty);
    setBase(prodi);
  };

  /** Ganti Prodi: the chosen program as stored now. */
  const jump = (id: number) => {
    setPickerOpen(false);
    call(api.master.prodiGet, { params: { id } }).then(
      (answer) => show(answer.prodi),
      (error: unknown) => notify.fail(error, MSG.genericError),
    );
  };

  const choice: ProgramChoice | undefined = base
    ? {
        idProdi: base.id_prodi,
        prodi: base,
        isSuperAdmin: true,
        pickerOpen,
        open: () => setPickerOpen(true),
        closePicker: () => setPickerOpen(false),
        choose: jump,
      }
    : undefined;

  return (
    <div data-testid="kartu-prodi">
      <ExpandableSection
        variant="container"
        defaultExpanded
        headerText={UNIVERSITAS_SCREEN_MSG.prodiTitle}
        headerDescription={UNIVERSITAS_SCREEN_MSG.prodiDesc}
      >
        <SpaceBetween size="l">
          <ColumnLayout columns={2} minColumnWidth={260}>
            <FormField label={UNIVERSITAS_SCREEN_MSG.pickFakultas}>
              <Select
                selectedOption={fakultasOptions.find((o) => o.value === String(idFakultas)) ?? null}
                options={fakultasOptions}
                filteringType="auto"
                placeholder={UNIVERSITAS_SCREEN_MSG.pickFakultas}
                statusType={fakultas.isLoading ? 'loading' : fakultas.isError ? 'error' : 'finished'}
                loadingText={MSG.memuat}
                errorText={MSG.genericError}
                onChange={(e) => show(null, Number(e.detail.selectedOption.value))}
              />
            </FormField>
            <FormField label={UNIVERSITAS_SCREEN_MSG.pickProdi}>
              <Select
                selectedOption={base ? prodiOption(base) : idFakultas === undefined ? null : (prodiOptions[0] ?? null)}
                options={prodiOptions}
                filteringType="auto"
                disabled={idFakultas === undefined}
                placeholder={UNIVERSITAS_SCREEN_MSG.pickProdi}
                statusType={programs.isLoading ? 'loading' : programs.isError ? 'error' : 'finished'}
                loadingText={MSG.memuat}
                errorText={MSG.genericError}
                onChange={(e) => show(programs.data?.prodi.find((p) => String(p.id_prodi) === e.detail.selectedOption.value) ?? null)}
              />
            </FormField>
          </ColumnLayout>
          {choice && <ProgramPanel choice={choice} />}
          {idFakultas === undefined ? (
            <Box color="text-body-secondary">{UNIVERSITAS_SCREEN_MSG.pickFakultasFirst}</Box>
          ) : (
            <ProdiEditor
              key={base ? `prodi-${base.id_prodi}` : `baru-${idFakultas}`}
              base={base}
              idFakultas={idFakultas}
              superAdmin
              fakultasOptions={fakultasOptions}
              fakultasLookup={fakultas}
              onSaved={(prodi) => show(prodi)}
              onDeleted={() => show(null)}
            />
          )}
        </SpaceBetween>
      </ExpandableSection>
    </div>
  );
}
