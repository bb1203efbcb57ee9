/**
 * /register: a wizard. Step 0 NIM, e-mail, password and confirmation; step 1 faculty, study
 * program and the terms; Daftar sends the request and shows its result instead of the wizard:
 * loading, success with the way onward, or 'Registrasi Gagal' with the server message and the way
 * back to the data. Previous returns one step.
 */
import Box from '@cloudscape-design/components/box';
import Checkbox from '@cloudscape-design/components/checkbox';
import Container from '@cloudscape-design/components/container';
import Link from '@cloudscape-design/components/link';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Wizard from '@cloudscape-design/components/wizard';
import { api } from '@shared/api';
import { AUTH_SCREEN_MSG, MSG } from '@shared/messages';
import { registerStep0Form, registerStep1Form } from '@shared/validation';
import { ApiError, call } from '@web/api/client';
import { useApiQuery } from '@web/api/query';
import { FormInput, FormSelect, SchemaField } from '@web/components/form/form-fields';
import { optionOf } from '@web/components/form/options';
import { type SchemaForm, serverFieldErrors, useSchemaForm } from '@web/components/form/schema-form';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { WIZARD_BUTTONS } from './wizard-buttons';
import { type SendState, WizardResult } from './wizard-result';
import './auth-page.css';
import { fakultasNameOf, prodiNameOf } from '@web/components/bilingual/data-language';

/** The step holding a field the server refused: the program (step 1), else the account (step 0). */
const PRODI_FIELDS = new Set(['id_fakultas', 'id_prodi']);

const EMPTY_ACCOUNT = { nim: '', email: '', password: '', password_confirmation: '' };
type AccountValues = typeof EMPTY_ACCOUNT;

/** Step 0: NIM, e-mail, password and its confirmation. */
function AccountStep({ form }: { form: SchemaForm<AccountValues, unknown> }) {
  return (
    <Container>
      <SpaceBetween size="l">
        <FormInput form={form} name="nim" label={AUTH_SCREEN_MSG.fieldNim} autoComplete="username" />
        <FormInput form={form} name="email" type="email" label={AUTH_SCREEN_MSG.fieldEmail} autoComplete="email" />
        <FormInput
          form={form}
          name="password"
          type="password"
          label={AUTH_SCREEN_MSG.fieldPassword}
          constraintText={AUTH_SCREEN_MSG.passwordHint}
          autoComplete="new-password"
        />
        <FormInput
          form={form}
          name="password_confirmation"
          type="password"
          label={AUTH_SCREEN_MSG.fieldPasswordConfirmation}
          autoComplete="new-password"
        />
      </SpaceBetween>
    </Container>
  );
}

export default function RegisterPage() {
  const navigate = useNavigate();
  const [step, setStep] = useState(0);
  const [sent, setSent] = useState(false);
  const [result, setResult] = useState<SendState>({ status: 'loading' });
  const account = useSchemaForm(registerStep0Form, EMPTY_ACCOUNT);
  const prodiForm = useSchemaForm(registerStep1Form, { id_fakultas: '', id_prodi: '', terms: false as boolean });
  const idFakultas = Number(prodiForm.values.id_fakultas) || 0;

  const fakultas = useApiQuery(api.master.fakultasList, {});
  const prodi = useApiQuery(api.master.prodiByFakultas, { params: { id: idFakultas } }, { enabled: idFakultas > 0 });

  const send = async () => {
    const creds = registerStep0Form.safeParse(account.values);
    const choice = registerStep1Form.safeParse(prodiForm.values);
    if (!creds.success || !choice.success) return;
    setSent(true);
    setResult({ status: 'loading' });
    try {
      const out = await call(api.auth.register, { body: { ...creds.data, id_prodi: choice.data.id_prodi } });
      setResult({ status: 'success', message: out.message });
    } catch (error) {
      if (error instanceof ApiError) {
        const fields = serverFieldErrors(error.serverMessage);
        account.setErrors(fields);
        prodiForm.setErrors(fields);
        setStep(Object.keys(fields).some((f) => PRODI_FIELDS.has(f)) ? 1 : 0);
      } else setStep(0);
      setResult({ status: 'failed', message: error instanceof ApiError ? error.message : MSG.genericError });
    }
  };

  if (sent) {
    return (
      <WizardResult
        title={AUTH_SCREEN_MSG.registerStepResult}
        state={result}
        loadingText={AUTH_SCREEN_MSG.registerSending}
        successTitle={AUTH_SCREEN_MSG.registerSuccessTitle}
        failedTitle={MSG.registrationFailed}
        successBody={<Box variant="p">{AUTH_SCREEN_MSG.registerSuccessNext}</Box>}
        onward={{ text: MSG.backHome, href: '/' }}
        onFix={() => setSent(false)}
      />
    );
  }

  const fakultasOptions = (fakultas.data?.fakultas ?? []).map((f) => optionOf(f.id_fakultas, fakultasNameOf(f)));
  const prodiOptions = (prodi.data?.prodi ?? []).map((p) => optionOf(p.id_prodi, prodiNameOf(p)));

  return (
    <div className="auth-page">
      <Wizard
        activeStepIndex={step}
        submitButtonText={AUTH_SCREEN_MSG.registerSubmit}
        i18nStrings={WIZARD_BUTTONS}
        allowSkipTo={false}
        onCancel={() => navigate('/')}
        onSubmit={() => {
          if (!prodiForm.validate()) return;
          void send();
        }}
        onNavigate={({ detail }) => {
          const target = detail.requestedStepIndex;
          if (target < step) return setStep(target);
          if (step === 0 && !account.validate()) return;
          setStep(target);
        }}
        steps={[
          {
            title: AUTH_SCREEN_MSG.registerStepAccount,
            description: AUTH_SCREEN_MSG.registerStepAccountDesc,
            content: <AccountStep form={account} />,
          },
          {
            title: AUTH_SCREEN_MSG.registerStepProdi,
            description: AUTH_SCREEN_MSG.registerStepProdiDesc,
            content: (
              <Container>
                <SpaceBetween size="l">
                  <FormSelect
                    form={prodiForm}
                    name="id_fakultas"
                    label={AUTH_SCREEN_MSG.fieldFakultas}
                    options={fakultasOptions}
                    lookup={fakultas}
                    clears={['id_prodi']}
                  />
                  <FormSelect
                    form={prodiForm}
                    name="id_prodi"
                    label={AUTH_SCREEN_MSG.fieldProdi}
                    options={prodiOptions}
                    lookup={prodi}
                    disabled={!idFakultas}
                    placeholder={idFakultas ? AUTH_SCREEN_MSG.choosePlaceholder : AUTH_SCREEN_MSG.chooseFakultasFirst}
                  />
                  <SchemaField form={prodiForm} name="terms">
                    <SpaceBetween size="xxs">
                      <Checkbox checked={prodiForm.values.terms} onChange={(e) => prodiForm.set('terms', e.detail.checked)}>
                        {AUTH_SCREEN_MSG.termsAgree}
                      </Checkbox>
                      <Link href="/terms-of-service" external>
                        {AUTH_SCREEN_MSG.termsRead}
                      </Link>
                    </SpaceBetween>
                  </SchemaField>
                </SpaceBetween>
              </Container>
            ),
          },
        ]}
      />
    </div>
  );
}
