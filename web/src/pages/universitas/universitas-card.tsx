/**
 * Manajemen Universitas: the singleton university record with the SKPI's facts (names, accreditation, address,
 * rector and NIP/NIDN, establishment decree) and what issuing it needs (the city of legalisation; the SKPI
 * number format, checked as typed with the API's messages, the next number shown beneath it for faculty 'FT'
 * today), the logo printed on the SKPI header (logo-field.tsx: uploaded at once, sent with Simpan; 'Hapus
 * logo' removes it), and whether new students' profiles start public (each student then chooses on their Akun
 * tab). 'Memuat..' while it loads; 'Data tidak ditemukan!' when there is none yet, with the empty form to fill
 * it (the update creates it). Simpan is enabled once the four required fields are filled, asks
 * Ya / Tidak and sends the version the form was loaded from; 'Data universitas berhasil diupdate!' on success.
 * Any other load failure shows no form (a save without the version read would overwrite a record it never showed).
 */
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import ExpandableSection from '@cloudscape-design/components/expandable-section';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { api } from '@shared/api';
import type { universitasView } from '@shared/api/master';
import { localToday } from '@shared/domain/dates';
import { DEFAULT_SKPI_NUMBER_FORMAT, formatSkpiNumber, skpiNumberFormatProblem } from '@shared/domain/skpi-number';
import { AUTH_SCREEN_MSG, MSG, nomorSkpiExample, UNIVERSITAS_SCREEN_MSG } from '@shared/messages';
import { universitasUpdateBody } from '@shared/validation/universitas';
import { ApiError, call } from '@web/api/client';
import { useApiQuery } from '@web/api/query';
import { FailureAlert } from '@web/app/page-states';
import { FormDate, FormInput, FormTextarea } from '@web/components/form/form-fields';
import { useSchemaForm } from '@web/components/form/schema-form';
import { useEffect, useState } from 'react';
import type * as z from 'zod';
import { type LogoChange, LogoField } from './logo-field';
import { ProfilPublikField } from './profil-publik-field';
import { useConfirmedWrite } from './use-confirmed-write';
import { useFormChecks } from './use-form-checks';

type Universitas = z.infer<typeof universitasView>;

/** Every text field of the record as the form holds it (the logo and the new students' default are held beside it). */
type UniversitasValues = Record<Exclude<keyof Universitas, 'version' | 'logo_url' | 'profil_publik_bawaan'>, string>;

const EMPTY: UniversitasValues = {
  nama_universitas: '',
  nama_universitas_inggris: '',
  status_akreditasi: '',
  no_sk_akreditasi_universitas: '',
  alamat_universitas: '',
  nama_rektor: '',
  nomor_pegawai_rektor: '',
  no_sk_pendirian: '',
  tanggal_sk_pendirian: '',
  kota_universitas: '',
  format_nomor_skpi: DEFAULT_SKPI_NUMBER_FORMAT,
};

const valuesOf = (u: Universitas): UniversitasValues => ({
  nama_universitas: u.nama_universitas,
  nama_universitas_inggris: u.nama_universitas_inggris,
  status_akreditasi: u.status_akreditasi,
  no_sk_akreditasi_universitas: u.no_sk_akreditasi_universitas,
  alamat_universitas: u.alamat_universitas,
  nama_rektor: u.nama_rektor,
  nomor_pegawai_rektor: u.nomor_pegawai_rektor ?? '',
  no_sk_pendirian: u.no_sk_pendirian ?? '',
  tanggal_sk_pendirian: u.tanggal_sk_pendirian ?? '',
  kota_universitas: u.kota_universitas ?? '',
  format_nomor_skpi: u.format_nomor_skpi,
});

/** Under the number format: its fault as typed, or the first number it would give faculty 'FT' today. */
function formatHint(format: string): string {
  const f = format.trim() || DEFAULT_SKPI_NUMBER_FORMAT;
  return skpiNumberFormatProblem(f) ?? nomorSkpiExample(formatSkpiNumber(f, { urut: 1, kode_fakultas: 'FT', date: localToday() }));
}

/** What Simpan sends beside the form's fields: the new students' default, the logo's change, the version the form was loaded from. */
const besideForm = (publik: boolean, logo: LogoChange, base: Universitas | null) => ({
  profil_publik_bawaan: publik,
  ...(logo === undefined ? {} : { logo_universitas: logo }),
  ...(base ? { version: base.version } : {}),
});

/** The four required fields: Simpan waits for them. */
const REQUIRED = ['status_akreditasi', 'no_sk_akreditasi_universitas', 'alamat_universitas', 'nama_rektor'] as const;

export function UniversitasCard() {
  const record = useApiQuery(api.master.universitasGet, {});
  const absent = record.error instanceof ApiError && record.error.status === 404;
  /** The record as the form was loaded from it; null while there is none. */
  const [base, setBase] = useState<Universitas | null>(null);
  const form = useSchemaForm(universitasUpdateBody, EMPTY);
  const checks = useFormChecks(form, 'universitas-form');
  const write = useConfirmedWrite();
  const { values, reset } = form;
  const data = record.data?.universitas;
  /** The logo's change Simpan sends (kept, removed, or a new upload's key). */
  const [logo, setLogo] = useState<LogoChange>(undefined);
  /** Whether new students' profiles start public (sent with Simpan): the record's until changed here. */
  const [publikChosen, setPublik] = useState<boolean | undefined>(undefined);
  const publik = publikChosen ?? base?.profil_publik_bawaan ?? true;

  const load = (u: Universitas) => {
    setBase(u);
    setLogo(undefined);
    setPublik(undefined);
    reset(valuesOf(u));
  };

  // the first answer fills the form; later reads do not overwrite what is being typed
  useEffect(() => {
    if (data && base === null) {
      setBase(data);
      reset(valuesOf(data));
    }
  }, [data, base, reset]);

  const reload = async () => {
    const fresh = await record.refetch();
    const u = fresh.data?.universitas;
    if (u) load(u);
  };

  const save = () => {
    const body = checks.valid(universitasUpdateBody);
    if (!body) return;
    write.ask({
      title: UNIVERSITAS_SCREEN_MSG.universitasSaveTitle,
      body: UNIVERSITAS_SCREEN_MSG.universitasSaveBody,
      subject: values.nama_universitas || undefined,
      pending: MSG.mengupdate,
      fallback: MSG.updateFailed,
      send: () => call(api.admin.universitasUpdate, { body: { ...body, ...besideForm(publik, logo, base) } }),
      done: (answer) => load(answer.universitas),
      failed: checks.serverErrors,
    });
  };

  const filled = REQUIRED.every((field) => values[field].trim() !== '');
  const showForm = base !== null || absent;
  return (
    <div data-testid="kartu-universitas">
      <ExpandableSection
        variant="container"
        defaultExpanded
        headerText={UNIVERSITAS_SCREEN_MSG.universitasTitle}
        headerDescription={UNIVERSITAS_SCREEN_MSG.universitasDesc}
        headerActions={
          <Button iconName="refresh" disabled={write.busy || record.isLoading} onClick={() => void reload()}>
            {UNIVERSITAS_SCREEN_MSG.muatUlang}
          </Button>
        }
      >
        {record.isLoading ? (
          <Box color="text-body-secondary">{MSG.memuat}</Box>
        ) : !showForm ? (
          <FailureAlert error={record.error} />
        ) : (
          <form noValidate onSubmit={(e) => e.preventDefault()}>
            <SpaceBetween size="l">
              {absent && base === null && (
                <Alert type="info" header={MSG.dataNotFoundAdmin}>
                  {UNIVERSITAS_SCREEN_MSG.universitasEmpty}
                </Alert>
              )}
              <Header variant="h3">{UNIVERSITAS_SCREEN_MSG.groupIdentitasUniversitas}</Header>
              <ColumnLayout columns={2} minColumnWidth={260}>
                <FormInput form={form} name="nama_universitas" label={UNIVERSITAS_SCREEN_MSG.namaUniversitas} />
                <FormInput form={form} name="nama_universitas_inggris" label={UNIVERSITAS_SCREEN_MSG.namaUniversitasInggris} />
              </ColumnLayout>
              <FormTextarea form={form} name="alamat_universitas" rows={2} stretch label={UNIVERSITAS_SCREEN_MSG.alamatUniversitas} />
              <LogoField
                key={base?.version ?? 0}
                currentUrl={base?.logo_url ?? null}
                change={logo}
                onChange={setLogo}
                error={form.errors.logo_universitas}
                disabled={write.busy}
              />
              <Header variant="h3">{UNIVERSITAS_SCREEN_MSG.groupAkreditasi}</Header>
              <ColumnLayout columns={2} minColumnWidth={260}>
                <FormInput form={form} name="status_akreditasi" label={UNIVERSITAS_SCREEN_MSG.statusAkreditasi} />
                <FormInput form={form} name="no_sk_akreditasi_universitas" label={UNIVERSITAS_SCREEN_MSG.noSkAkreditasiUniversitas} />
              </ColumnLayout>
              <Header variant="h3">{UNIVERSITAS_SCREEN_MSG.groupPimpinan}</Header>
              <ColumnLayout columns={2} minColumnWidth={260}>
                <FormInput form={form} name="nama_rektor" label={UNIVERSITAS_SCREEN_MSG.namaRektor} />
                <FormInput
                  form={form}
                  name="nomor_pegawai_rektor"
                  label={UNIVERSITAS_SCREEN_MSG.nomorPegawaiRektor}
                  description={UNIVERSITAS_SCREEN_MSG.nomorPegawaiHint}
                  inputMode="numeric"
                />
                <FormInput form={form} name="no_sk_pendirian" label={UNIVERSITAS_SCREEN_MSG.noSkPendirian} />
                <FormDate form={form} name="tanggal_sk_pendirian" label={UNIVERSITAS_SCREEN_MSG.tanggalSkPendirian} />
              </ColumnLayout>
              <Header variant="h3">{UNIVERSITAS_SCREEN_MSG.groupPenerbitan}</Header>
              <ColumnLayout columns={2} minColumnWidth={260}>
                <FormInput
                  form={form}
                  name="kota_universitas"
                  label={UNIVERSITAS_SCREEN_MSG.kotaUniversitas}
                  description={UNIVERSITAS_SCREEN_MSG.kotaUniversitasHint}
                />
                <FormInput
                  form={form}
                  name="format_nomor_skpi"
                  label={UNIVERSITAS_SCREEN_MSG.formatNomorSkpi}
                  description={UNIVERSITAS_SCREEN_MSG.formatNomorSkpiHint}
                  placeholder={DEFAULT_SKPI_NUMBER_FORMAT}
                  constraintText={form.errors.format_nomor_skpi ? undefined : formatHint(values.format_nomor_skpi)}
                />
              </ColumnLayout>
              <ProfilPublikField checked={publik} disabled={write.busy} error={form.errors.profil_publik_bawaan} onChange={setPublik} />
              <Box float="right">
                <Button variant="primary" disabled={!filled || write.busy} onClick={save}>
                  {AUTH_SCREEN_MSG.save}
                </Button>
              </Box>
            </SpaceBetween>
          </form>
        )}
        {write.dialog}
      </ExpandableSection>
    </div>
  );
}
