/** The Readmisi Akun card: the new NIM and a PDF proof (GET, request, update, cancel of /api/readmisi). */
import { api } from '@shared/api';
import { MSG, MUTASI_SCREEN_MSG } from '@shared/messages';
import { readmisiForm } from '@shared/validation';
import { call } from '@web/api/client';
import { useApiQuery } from '@web/api/query';
import { notify } from '@web/app/notifications';
import { FormInput } from '@web/components/form/form-fields';
import { useSchemaForm } from '@web/components/form/schema-form';
import { useEffect, useMemo } from 'react';
import { BuktiUpload } from './bukti-upload';
import { MutasiCard, type MutasiStatus } from './mutasi-card';
import { useMutasiCall } from './use-mutasi';

const NOTICE = 'mutasi-readmisi';

export function ReadmisiCard() {
  const query = useApiQuery(api.mahasiswa.readmisiGet, {}, { staleTime: 0 });
  const data = query.data?.data ?? null;
  const status: MutasiStatus | undefined = query.data ? (data?.id_status_readmisi ?? 0) : undefined;
  const update = status === 1;
  const schema = useMemo(() => readmisiForm(update), [update]);
  const form = useSchemaForm(schema, { nim_baru: '', bukti: '' });
  const { reset } = form;
  const { busy, run } = useMutasiCall(NOTICE, () => query.refetch(), form.setErrors);

  useEffect(() => {
    reset({ nim_baru: data?.nim_baru ?? '', bukti: '' });
  }, [data, reset]);

  const submit = () => {
    const body = form.validate();
    if (!body) {
      notify.warning(MSG.fillCorrectly, { id: NOTICE });
      return;
    }
    void run(update ? MSG.memperbarui : MSG.mengajukan, () =>
      update ? call(api.mahasiswa.readmisiUpdate, { body }) : call(api.mahasiswa.readmisiRequest, { body: { ...body, bukti: body.bukti ?? '' } }),
    );
  };

  return (
    <MutasiCard
      title={MUTASI_SCREEN_MSG.readmisiTitle}
      description={MUTASI_SCREEN_MSG.readmisiDesc}
      status={status}
      busy={busy}
      onSubmit={submit}
      onCancel={() => run(MSG.membatalkan, () => call(api.mahasiswa.readmisiCancel))}
    >
      <FormInput form={form} name="nim_baru" label={MUTASI_SCREEN_MSG.fieldNimBaru} />
      <BuktiUpload
        key={query.dataUpdatedAt}
        onUploaded={(key) => form.set('bukti', key)}
        error={form.errors.bukti}
        stored={update ? data?.bukti : null}
      />
    </MutasiCard>
  );
}
