/**
 * Manajemen Fakultas: a faculty select over every faculty, active or not; the form (name, English name, the
 * code printed in the SKPI number, dean and the dean's NIP/NIDN, who signs the SKPI, and the chain of
 * approvals before the seal: tahap-editor.tsx) and the Aktif / Non-Aktif buttons (a new faculty starts Aktif). Tambah is enabled only with no faculty selected, a name and a status; Ubah and the delete icon need
 * a selected faculty; each asks Ya / Tidak (the delete with the fixed warning). An update
 * sends the version the form was loaded from; a refused write keeps what was typed.
 */
import Button from '@cloudscape-design/components/button';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import ExpandableSection from '@cloudscape-design/components/expandable-section';
import FormField from '@cloudscape-design/components/form-field';
import Select, { type SelectProps } from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { api } from '@shared/api';
import type { fakultasView } from '@shared/api/master';
import { MSG, UNIVERSITAS_SCREEN_MSG } from '@shared/messages';
import { fakultasAddBody, fakultasUpdateBody } from '@shared/validation/universitas';
import { call } from '@web/api/client';
import { useApiQuery } from '@web/api/query';
import { fakultasNameOf } from '@web/components/bilingual/data-language';
import { FormInput } from '@web/components/form/form-fields';
import { useSchemaForm } from '@web/components/form/schema-form';
import { useState } from 'react';
import type * as z from 'zod';
import { StatusField, type StatusValue, statusValue } from './status-field';
import { TahapEditor } from './tahap-editor';
import { useConfirmedWrite } from './use-confirmed-write';
import { useFormChecks } from './use-form-checks';

type Fakultas = z.infer<typeof fakultasView>;

type FakultasValues = {
  nama_fakultas: string;
  nama_fakultas_inggris: string;
  kode_fakultas: string;
  nama_dekan: string;
  nomor_pegawai_dekan: string;
  is_active: StatusValue;
  tahap_pengesahan: string[];
};

const EMPTY: FakultasValues = {
  nama_fakultas: '',
  nama_fakultas_inggris: '',
  kode_fakultas: '',
  nama_dekan: '',
  nomor_pegawai_dekan: '',
  // a new faculty is meant to be used: Aktif until the admin says otherwise
  is_active: 'true',
  // and seals at print until a chain is set
  tahap_pengesahan: [],
};

const valuesOf = (f: Fakultas): FakultasValues => ({
  nama_fakultas: f.nama_fakultas,
  nama_fakultas_inggris: f.nama_fakultas_inggris,
  kode_fakultas: f.kode_fakultas ?? '',
  nama_dekan: f.nama_dekan,
  nomor_pegawai_dekan: f.nomor_pegawai_dekan,
  is_active: statusValue(f.is_active),
  tahap_pengesahan: [...f.tahap_pengesahan],
});

export function fakultasOption(f: Pick<Fakultas, 'id_fakultas' | 'nama_fakultas' | 'nama_fakultas_inggris' | 'is_active'>): SelectProps.Option {
  return { value: String(f.id_fakultas), label: fakultasNameOf(f), labelTag: f.is_active ? undefined : UNIVERSITAS_SCREEN_MSG.nonAktif };
}

export function FakultasCard() {
  const list = useApiQuery(api.master.fakultasAll, {});
  /** The faculty as the form was loaded from it (its version goes with the update); null: a new one. */
  const [base, setBase] = useState<Fakultas | null>(null);
  const form = useSchemaForm(base ? fakultasUpdateBody : fakultasAddBody, EMPTY);
  const checks = useFormChecks(form, 'fakultas-form');
  const write = useConfirmedWrite();
  const { values } = form;

  const load = (f: Fakultas | null) => {
    setBase(f);
    form.reset(f ? valuesOf(f) : EMPTY);
  };

  const options: SelectProps.Option[] = [
    { value: '', label: UNIVERSITAS_SCREEN_MSG.fakultasNew },
    ...(list.data?.fakultas ?? []).map(fakultasOption),
  ];
  const selected = base ? fakultasOption(base) : options[0];

  const reload = async () => {
    const fresh = await list.refetch();
    load(base ? (fresh.data?.fakultas.find((f) => f.id_fakultas === base.id_fakultas) ?? null) : null);
  };

  const add = () => {
    const body = checks.valid(fakultasAddBody);
    if (!body) return;
    write.ask({
      title: UNIVERSITAS_SCREEN_MSG.fakultasAddTitle,
      body: UNIVERSITAS_SCREEN_MSG.fakultasAddBody,
      subject: body.nama_fakultas,
      pending: MSG.menambahkan,
      fallback: MSG.addFailed,
      send: () => call(api.admin.fakultasAdd, { body }),
      done: (answer) => load(answer.fakultas),
      failed: checks.serverErrors,
    });
  };

  const update = (current: Fakultas) => {
    const body = checks.valid(fakultasUpdateBody);
    if (!body) return;
    write.ask({
      title: UNIVERSITAS_SCREEN_MSG.fakultasUpdateTitle,
      body: UNIVERSITAS_SCREEN_MSG.fakultasUpdateBody,
      subject: current.nama_fakultas,
      pending: MSG.mengupdate,
      fallback: MSG.updateFailed,
      send: () => call(api.admin.fakultasUpdate, { params: { id: current.id_fakultas }, body: { ...body, version: current.version } }),
      done: (answer) => load(answer.fakultas),
      failed: checks.serverErrors,
    });
  };

  const remove = (current: Fakultas) =>
    write.ask({
      title: UNIVERSITAS_SCREEN_MSG.fakultasDeleteTitle,
      body: UNIVERSITAS_SCREEN_MSG.fakultasDeleteBody,
      subject: current.nama_fakultas,
      pending: MSG.menghapus,
      fallback: MSG.genericError,
      send: () => call(api.admin.fakultasDelete, { params: { id: current.id_fakultas } }),
      done: () => load(null),
    });

  const canAdd = base === null && values.nama_fakultas.trim() !== '' && values.is_active !== '';
  return (
    <div data-testid="kartu-fakultas">
      <ExpandableSection
        variant="container"
        defaultExpanded
        headerText={UNIVERSITAS_SCREEN_MSG.fakultasTitle}
        headerDescription={UNIVERSITAS_SCREEN_MSG.fakultasDesc}
        headerActions={
          <Button iconName="refresh" disabled={write.busy} onClick={() => void reload()}>
            {UNIVERSITAS_SCREEN_MSG.muatUlang}
          </Button>
        }
      >
        <SpaceBetween size="l">
          <FormField label={UNIVERSITAS_SCREEN_MSG.fakultasSelect}>
            <Select
              selectedOption={selected ?? null}
              options={options}
              filteringType="auto"
              statusType={list.isLoading ? 'loading' : list.isError ? 'error' : 'finished'}
              loadingText={MSG.memuat}
              errorText={MSG.genericError}
              onChange={(e) => load(list.data?.fakultas.find((f) => String(f.id_fakultas) === e.detail.selectedOption.value) ?? null)}
            />
          </FormField>
          <form noValidate onSubmit={(e) => e.preventDefault()}>
            <SpaceBetween size="l">
              <ColumnLayout columns={2} minColumnWidth={260}>
                <FormInput form={form} name="nama_fakultas" label={UNIVERSITAS_SCREEN_MSG.namaFakultas} />
                <FormInput form={form} name="nama_fakultas_inggris" label={UNIVERSITAS_SCREEN_MSG.namaFakultasInggris} />
                <FormInput
                  form={form}
                  name="kode_fakultas"
                  label={UNIVERSITAS_SCREEN_MSG.kodeFakultas}
                  description={UNIVERSITAS_SCREEN_MSG.kodeFakultasHint}
                />
                <StatusField form={form} />
                <FormInput form={form} name="nama_dekan" label={UNIVERSITAS_SCREEN_MSG.namaDekan} description={UNIVERSITAS_SCREEN_MSG.dekanHint} />
                <FormInput
                  form={form}
                  name="nomor_pegawai_dekan"
                  label={UNIVERSITAS_SCREEN_MSG.nomorPegawaiDekan}
                  description={UNIVERSITAS_SCREEN_MSG.nomorPegawaiHint}
                  inputMode="numeric"
                />
              </ColumnLayout>
              <TahapEditor
                value={values.tahap_pengesahan}
                saved={base?.tahap_pengesahan ?? null}
                onChange={(next) => form.set('tahap_pengesahan', next)}
                errors={form.errors}
                disabled={write.busy}
              />
            </SpaceBetween>
          </form>
          <SpaceBetween direction="horizontal" size="xs">
            <Button variant="primary" disabled={!canAdd || write.busy} onClick={add}>
              {UNIVERSITAS_SCREEN_MSG.tambah}
            </Button>
            <Button disabled={base === null || write.busy} onClick={() => base && update(base)}>
              {UNIVERSITAS_SCREEN_MSG.ubah}
            </Button>
            <Button
              iconName="remove"
              ariaLabel={UNIVERSITAS_SCREEN_MSG.fakultasDelete}
              disabled={base === null || write.busy}
              onClick={() => base && remove(base)}
            />
          </SpaceBetween>
        </SpaceBetween>
        {write.dialog}
      </ExpandableSection>
    </div>
  );
}
