/**
 * /register: a 3-step wizard. Step 0 NIM, e-mail, password and confirmation; step 1 faculty, study
 * program and the terms; entering step 2 sends the request and shows loading, success, or
 * 'Registrasi Gagal' with the server message. Previous returns one step.
 */
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Checkbox from '@cloudscape-design/components/checkbox';
import Container from '@cloudscape-design/components/container';
import Link from '@cloudscape-design/components/link';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import Wizard from '@cloudscape-design/components/wizard';
import { api } from '@shared/api';
import { AUTH_TEXT, MSG } from '@shared/messages';
import { registerStep0Form, registerStep1Form } from '@shared/validation';
import { ApiError, call } from '@web/api/client';
import { useApiQuery } from '@web/api/query';
import { useFollow } from '@web/app/use-follow';
import { FormInput, FormSelect, SchemaField } from '@web/components/form/form-fields';
import { optionOf } from '@web/components/form/options';
import { useSchemaForm } from '@web/components/form/schema-form';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { WIZARD_BUTTONS } from './wizard-buttons';
import './auth-page.css';

type Result = { status: 'loading' } | { status: 'success'; message: string } | { status: 'failed'; message: string };

export default function RegisterPage() {
  const navigate = useNavigate();
  const follow = useFollow();
  const [step, setStep] = useState(0);
  const [result, setResult] = useState<Result>({ status: 'loading' });
  const account = useSchemaForm(registerStep0Form, { nim: '', email: '', password: '', password_confirmation: '' });
  const prodiForm = useSchemaForm(registerStep1Form, { id_fakultas: '', id_prodi: '', terms: false as boolean });
  const idFakultas = Number(prodiForm.values.id_fakultas) || 0;

  const fakultas = useApiQuery(api.master.fakultasList, {});
  const prodi = useApiQuery(api.master.prodiByFakultas, { params: { id: idFakultas } }, { enabled: idFakultas > 0 });

  const send = async () => {
    const creds = registerStep0Form.safeParse(account.values);
    const choice = registerStep1Form.safeParse(prodiForm.values);
    if (!creds.success || !choice.success) return;
    setResult({ status: 'loading' });
    try {
      const out = await call(api.auth.register, { body: { ...creds.data, id_prodi: choice.data.id_prodi } });
      setResult({ status: 'success', message: out.message });
    } catch (error) {
      setResult({ status: 'failed', message: error instanceof ApiError ? error.message : MSG.genericError });
    }
  };

  const fakultasOptions = (fakultas.data?.fakultas ?? []).map((f) => optionOf(f.id_fakultas, f.nama_fakultas));
  const prodiOptions = (prodi.data?.prodi ?? []).map((p) => optionOf(p.id_prodi, `${p.nama_prodi} (${p.jenjang})`));

  return (
    <div className="auth-page">
      <Wizard
        activeStepIndex={step}
        submitButtonText={AUTH_TEXT.finishButton}
        i18nStrings={WIZARD_BUTTONS}
        allowSkipTo={false}
        isLoadingNextStep={step === 2 && result.status === 'loading'}
        onCancel={() => navigate('/')}
        onSubmit={() => navigate('/')}
        onNavigate={({ detail }) => {
          const target = detail.requestedStepIndex;
          if (target < step) return setStep(target);
          if (step === 0 && !account.validate()) return;
          if (step === 1) {
            if (!prodiForm.validate()) return;
            setStep(2);
            void send();
            return;
          }
          setStep(target);
        }}
        steps={[
          {
            title: AUTH_TEXT.registerStepAccount,
            description: AUTH_TEXT.registerStepAccountDesc,
            content: (
              <Container>
                <SpaceBetween size="l">
                  <FormInput form={account} name="nim" label={AUTH_TEXT.fieldNim} autoComplete="username" />
                  <FormInput form={account} name="email" type="email" label={AUTH_TEXT.fieldEmail} autoComplete="email" />
                  <FormInput
                    form={account}
                    name="password"
                    type="password"
                    label={AUTH_TEXT.fieldPassword}
                    constraintText={AUTH_TEXT.passwordHint}
                    autoComplete="new-password"
                  />
                  <FormInput
                    form={account}
                    name="password_confirmation"
                    type="password"
                    label={AUTH_TEXT.fieldPasswordConfirmation}
                    autoComplete="new-password"
                  />
                </SpaceBetween>
              </Container>
            ),
          },
          {
            title: AUTH_TEXT.registerStepProdi,
            description: AUTH_TEXT.registerStepProdiDesc,
            content: (
              <Container>
                <SpaceBetween size="l">
                  <FormSelect
                    form={prodiForm}
                    name="id_fakultas"
                    label={AUTH_TEXT.fieldFakultas}
                    options={fakultasOptions}
                    lookup={fakultas}
                    clears={['id_prodi']}
                  />
                  <FormSelect
                    form={prodiForm}
                    name="id_prodi"
                    label={AUTH_TEXT.fieldProdi}
                    options={prodiOptions}
                    lookup={prodi}
                    disabled={!idFakultas}
                    placeholder={idFakultas ? AUTH_TEXT.choosePlaceholder : AUTH_TEXT.chooseFakultasFirst}
                  />
                  <SchemaField form={prodiForm} name="terms">
                    <SpaceBetween size="xxs">
                      <Checkbox checked={prodiForm.values.terms} onChange={(e) => prodiForm.set('terms', e.detail.checked)}>
                        {AUTH_TEXT.termsAgree}
                      </Checkbox>
                      <Link href="/terms-of-service" external>
                        {AUTH_TEXT.termsRead}
                      </Link>
                    </SpaceBetween>
                  </SchemaField>
                </SpaceBetween>
              </Container>
            ),
          },
          {
            title: AUTH_TEXT.registerStepResult,
            content: (
              <Container>
                {result.status === 'loading' && <StatusIndicator type="loading">{AUTH_TEXT.registerSending}</StatusIndicator>}
                {result.status === 'success' && (
                  <Alert type="success" header={AUTH_TEXT.registerSuccessTitle}>
                    <SpaceBetween size="xs">
                      <Box variant="p">{result.message}</Box>
                      <Box variant="p">
                        {AUTH_TEXT.registerSuccessNext}{' '}
                        <Link href="/" onFollow={follow}>
                          {MSG.backHome}
                        </Link>
                      </Box>
                    </SpaceBetween>
                  </Alert>
                )}
                {result.status === 'failed' && (
                  <Alert type="error" header={MSG.registrationFailed}>
                    {result.message}
                  </Alert>
                )}
              </Container>
            ),
          },
        ]}
      />
    </div>
  );
}
