/**
 * The Neo Feeder connection on the university page (the super admin's): the base URL, the operator's
 * username and password, and the nightly sync. The password is write-only: its field is empty on
 * load, says whether one is stored, and left empty keeps the stored one. 'Tes koneksi' signs in with
 * what the form holds over the stored connection and shows the Feeder's answer (success, or the
 * clear reason) in an alert; Simpan asks Ya / Tidak first, like the page's other cards. The rules
 * are the shared schema's (shared/validation/feeder.ts), so the form and the API say the same.
 */
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import ExpandableSection from '@cloudscape-design/components/expandable-section';
import Link from '@cloudscape-design/components/link';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Toggle from '@cloudscape-design/components/toggle';
import { api } from '@shared/api';
import type { feederConnectionView } from '@shared/api/feeder';
import { readableDateTime } from '@shared/domain/dates';
import { AUTH_SCREEN_MSG, MSG } from '@shared/messages';
import { FEEDER_PAGE_MSG as TEXT } from '@shared/messages/feeder';
import { feederConnectionBody, feederTestBody } from '@shared/validation/feeder';
import { call } from '@web/api/client';
import { useApiQuery } from '@web/api/query';
import { FailureAlert } from '@web/app/page-states';
import { useFollow } from '@web/app/use-follow';
import { FormInput, SchemaField } from '@web/components/form/form-fields';
import { checkForm, useSchemaForm } from '@web/components/form/schema-form';
import { useEffect, useState } from 'react';
import type * as z from 'zod';
import { useConfirmedWrite } from './use-confirmed-write';
import { useFormChecks } from './use-form-checks';

type Connection = z.output<typeof feederConnectionView>;

/** The sync page's address (the route of this folder's routes.ts). */
export const FEEDER_SYNC_HREF = '/admin/sinkron-feeder';

interface Values {
  base_url: string;
  username: string;
  password: string;
  sinkron_malam: boolean;
  [field: string]: unknown;
}

const EMPTY: Values = { base_url: '', username: '', password: '', sinkron_malam: false };

const valuesOf = (c: Connection | undefined): Values => ({
  base_url: c?.base_url ?? '',
  username: c?.username ?? '',
  password: '',
  sinkron_malam: c?.sinkron_malam ?? false,
});

/** The test's body: what the form holds, blank fields left to the stored connection. */
const testInput = (v: Values) => ({
  ...(v.base_url.trim() ? { base_url: v.base_url } : {}),
  ...(v.username.trim() ? { username: v.username } : {}),
  ...(v.password ? { password: v.password } : {}),
});

type TestOutcome = { kind: 'answer'; ok: boolean; message: string } | { kind: 'error'; error: unknown };

function TestResult({ outcome }: { outcome: TestOutcome }) {
  if (outcome.kind === 'error') return <FailureAlert error={outcome.error} />;
  return (
    <Alert type={outcome.ok ? 'success' : 'error'} header={outcome.ok ? undefined : TEXT.tesGagal}>
      {outcome.message}
    </Alert>
  );
}

export function FeederCard() {
  const record = useApiQuery(api.master.universitasGet, {});
  const stored = record.data?.feeder;
  const form = useSchemaForm(feederConnectionBody, EMPTY);
  const checks = useFormChecks(form, 'feeder-form');
  const write = useConfirmedWrite();
  const follow = useFollow();
  const [loaded, setLoaded] = useState(false);
  const [testing, setTesting] = useState(false);
  const [outcome, setOutcome] = useState<TestOutcome | null>(null);
  const { values, reset } = form;

  // the first answer fills the form; later reads do not overwrite what is being typed
  useEffect(() => {
    if (!loaded && (stored || record.isError)) {
      setLoaded(true);
      reset(valuesOf(stored));
    }
  }, [loaded, stored, record.isError, reset]);

  const save = () => {
    const body = checks.valid(feederConnectionBody);
    if (!body) return;
    write.ask({
      title: TEXT.saveTitle,
      body: TEXT.saveBody,
      subject: body.base_url,
      pending: MSG.mengupdate,
      fallback: MSG.updateFailed,
      send: () => call(api.feeder.connectionSave, { body }),
      done: (answer) => reset(valuesOf(answer.feeder)),
      failed: checks.serverErrors,
    });
  };

  const test = async () => {
    const check = checkForm(feederTestBody, testInput(values));
    if (!check.ok) {
      form.setErrors(check.errors);
      return;
    }
    setTesting(true);
    setOutcome(null);
    try {
      const answer = await call(api.feeder.connectionTest, { body: check.data });
      setOutcome({ kind: 'answer', ...answer });
    } catch (error) {
      setOutcome({ kind: 'error', error });
    } finally {
      setTesting(false);
    }
  };

  const passwordHint = stored?.password_tersimpan ? TEXT.passwordStored : TEXT.passwordNone;
  return (
    <div data-testid="kartu-feeder">
      <ExpandableSection variant="container" defaultExpanded headerText={TEXT.cardTitle} headerDescription={TEXT.cardDesc}>
        {record.isLoading ? (
          <Box color="text-body-secondary">{MSG.memuat}</Box>
        ) : (
          <form noValidate onSubmit={(e) => e.preventDefault()}>
            <SpaceBetween size="l">
              <ColumnLayout columns={2} minColumnWidth={260}>
                <FormInput form={form} name="base_url" label={TEXT.baseUrl} description={TEXT.baseUrlHint} inputMode="url" autoComplete="off" />
                <FormInput form={form} name="username" label={TEXT.username} autoComplete="off" />
                <FormInput form={form} name="password" type="password" label={TEXT.password} description={passwordHint} autoComplete="new-password" />
              </ColumnLayout>
              <SchemaField form={form} name="sinkron_malam" description={TEXT.sinkronMalamHint}>
                <Toggle checked={values.sinkron_malam} disabled={write.busy} onChange={({ detail }) => form.set('sinkron_malam', detail.checked)}>
                  {TEXT.sinkronMalam}
                </Toggle>
              </SchemaField>
              <Box variant="small" color="text-body-secondary">
                {TEXT.terakhirSinkron}: {stored?.terakhir_sinkron ? readableDateTime(stored.terakhir_sinkron) : TEXT.belumPernah}
                {' · '}
                <Link href={FEEDER_SYNC_HREF} onFollow={follow} variant="primary" fontSize="body-s">
                  {TEXT.bukaSinkron}
                </Link>
              </Box>
              {testing && <Alert type="info">{TEXT.menguji}</Alert>}
              {outcome && <TestResult outcome={outcome} />}
              <Box float="right">
                <SpaceBetween direction="horizontal" size="xs">
                  <Button loading={testing} disabled={write.busy} onClick={() => void test()}>
                    {TEXT.tesKoneksi}
                  </Button>
                  <Button variant="primary" disabled={write.busy || testing} onClick={save}>
                    {AUTH_SCREEN_MSG.save}
                  </Button>
                </SpaceBetween>
              </Box>
            </SpaceBetween>
          </form>
        )}
        {write.dialog}
      </ExpandableSection>
    </div>
  );
}
