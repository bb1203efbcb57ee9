/**
 * The Migrasi Akun card: new NIM, the new program (faculty then program, as at registration),
 * diploma number, entry date and a PDF proof (GET, request, update, cancel of /api/migrasi).
 */
import ColumnLayout from '@cloudscape-design/components/column-layout';
import { api } from '@shared/api';
import { AUTH_SCREEN_MSG, MSG, MUTASI_SCREEN_MSG } from '@shared/messages';
import { migrasiForm } from '@shared/validation';
import { call } from '@web/api/client';
import { useApiQuery } from '@web/api/query';
import { notify } from '@web/app/notifications';
import { fakultasNameOf, prodiNameOf } from '@web/components/bilingual/data-language';
import { FormDate, FormInput, FormSelect } from '@web/components/form/form-fields';
import { optionOf } from '@web/components/form/options';
import { useSchemaForm } from '@web/components/form/schema-form';
import { useEffect, useMemo } from 'react';
import { BuktiUpload } from './bukti-upload';
import { MutasiCard, type MutasiStatus } from './mutasi-card';
import { useMutasiCall } from './use-mutasi';

const NOTICE = 'mutasi-migrasi';

const EMPTY = { nim_baru: '', id_fakultas: '', prodi: '', nomor_ijazah: '', tanggal_masuk: '', bukti: '' };

export function MigrasiCard() {
  const query = useApiQuery(api.mahasiswa.migrasiGet, {}, { staleTime: 0 });
  const data = query.data?.data ?? null;
  const status: MutasiStatus | undefined = query.data ? (data?.id_status_migrasi ?? 0) : undefined;
  const update = status === 1;
  const schema = useMemo(() => migrasiForm(update), [update]);
  const form = useSchemaForm(schema, EMPTY);
  const { reset, values } = form;
  const { busy, run } = useMutasiCall(NOTICE, () => query.refetch(), form.setErrors);

  const idFakultas = Number(values.id_fakultas) || 0;
  const fakultas = useApiQuery(api.master.fakultasList, {});
  const prodi = useApiQuery(api.master.prodiByFakultas, { params: { id: idFakultas } }, { enabled: idFakultas > 0 });
  // the faculty of a stored request's program
  const allProdi = useApiQuery(api.master.prodiList, {}, { enabled: data !== null, staleTime: Number.POSITIVE_INFINITY });
  const storedFakultas = allProdi.data?.prodi.find((p) => p.id_prodi === data?.prodi)?.id_fakultas;

  useEffect(() => {
    if (!data) return reset(EMPTY);
    reset({
      nim_baru: data.nim_baru,
      id_fakultas: storedFakultas === undefined ? '' : String(storedFakultas),
      prodi: String(data.prodi),
      nomor_ijazah: data.nomor_ijazah,
      tanggal_masuk: data.tanggal_masuk,
      bukti: '',
    });
  }, [data, storedFakultas, reset]);

  const submit = () => {
    const checked = form.validate();
    if (!checked) {
      notify.warning(MSG.fillCorrectly, { id: NOTICE });
      return;
    }
    const { id_fakultas: _faculty, ...body } = checked;
    void run(update ? MSG.memperbarui : MSG.mengajukan, () =>
      update ? call(api.mahasiswa.migrasiUpdate, { body }) : call(api.mahasiswa.migrasiRequest, { body: { ...body, bukti: body.bukti ?? '' } }),
    );
  };

  const fakultasOptions = (fakultas.data?.fakultas ?? []).map((f) => optionOf(f.id_fakultas, fakultasNameOf(f)));
  const prodiOptions = (prodi.data?.prodi ?? []).map((p) => optionOf(p.id_prodi, prodiNameOf(p)));

  return (
    <MutasiCard
      title={MUTASI_SCREEN_MSG.migrasiTitle}
      description={MUTASI_SCREEN_MSG.migrasiDesc}
      status={status}
      busy={busy}
      onSubmit={submit}
      onCancel={() => run(MSG.membatalkan, () => call(api.mahasiswa.migrasiCancel))}
    >
      <ColumnLayout columns={2}>
        <FormInput form={form} name="nim_baru" label={MUTASI_SCREEN_MSG.fieldNimBaru} />
        <FormInput form={form} name="nomor_ijazah" label={MUTASI_SCREEN_MSG.fieldNomorIjazah} />
        <FormSelect
          form={form}
          name="id_fakultas"
          label={AUTH_SCREEN_MSG.fieldFakultas}
          options={fakultasOptions}
          lookup={fakultas}
          clears={['prodi']}
        />
        <FormSelect
          form={form}
          name="prodi"
          label={AUTH_SCREEN_MSG.fieldProdi}
          options={prodiOptions}
          lookup={prodi}
          disabled={!idFakultas}
          placeholder={idFakultas ? AUTH_SCREEN_MSG.choosePlaceholder : AUTH_SCREEN_MSG.chooseFakultasFirst}
        />
        <FormDate form={form} name="tanggal_masuk" label={MUTASI_SCREEN_MSG.fieldTanggalMasuk} />
      </ColumnLayout>
      <BuktiUpload
        key={query.dataUpdatedAt}
        onUploaded={(key) => form.set('bukti', key)}
        error={form.errors.bukti}
        stored={update ? data?.bukti : null}
      />
    </MutasiCard>
  );
}
