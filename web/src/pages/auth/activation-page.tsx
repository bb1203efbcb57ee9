/**
 * /activation#token=...: the activation wizard. Step 'Verifikasi Link' checks the link (the token,
 * taken off the address bar, base64url-decodes to our own check address, called with the token in
 * the body; 'Akun telah diverifikasi' counts as success) and learns whether the account still needs
 * a password (one an admin or the import made): then a Password step comes first; then Biodata and
 * Kontak. Sending shows the result instead of the wizard, with one way onward: on success the
 * session starts (the activation answer sets the cookie and gives the claims, as the OTP sign-in
 * does) and the page goes to /user/dashboard after 5 seconds.
 */
import Box from '@cloudscape-design/components/box';
import Wizard from '@cloudscape-design/components/wizard';
import { api } from '@shared/api';
import { AUTH_SCREEN_MSG, MSG } from '@shared/messages';
import { activationStep1Form, activationStep2Form, resetPasswordForm } from '@shared/validation';
import { ApiError, call } from '@web/api/client';
import { useSession } from '@web/app/session';
import { type FieldErrors, serverFieldErrors, useSchemaForm } from '@web/components/form/schema-form';
import { EMPTY_BIODATA, EMPTY_CONTACT } from '@web/components/profil/profil-values';
import { type ReactNode, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { BiodataStep, CheckStep, ContactStep, PasswordStep } from './activation-steps';
import { useLinkToken } from './link-token';
import { useActivationCheck } from './use-activation-check';
import { WIZARD_BUTTONS } from './wizard-buttons';
import { type SendState, WizardResult } from './wizard-result';
import './auth-page.css';
import { PAGE_NAME_MSG } from '@shared/messages/page-names';

export const ACTIVATION_REDIRECT_SECONDS = 5;
export const ACTIVATION_REDIRECT_TO = '/user/dashboard';

type StepId = 'check' | 'password' | 'biodata' | 'contact';

const PASSWORD_FIELDS = new Set(['password', 'password_confirmation']);
const BIODATA_FIELDS = new Set(Object.keys(EMPTY_BIODATA));

/** The step to fix after the server refused the data: the first one holding a refused field. */
function stepToFix(errors: FieldErrors, steps: readonly StepId[]): StepId {
  const fields = Object.keys(errors);
  if (steps.includes('password') && fields.some((f) => PASSWORD_FIELDS.has(f))) return 'password';
  if (fields.some((f) => BIODATA_FIELDS.has(f))) return 'biodata';
  return 'contact';
}

export default function ActivationPage() {
  const encoded = useLinkToken();
  const navigate = useNavigate();
  const { signIn } = useSession();
  const [step, setStep] = useState(0);
  const [sent, setSent] = useState(false);
  const { check, needsPassword } = useActivationCheck(encoded);
  const [submit, setSubmit] = useState<SendState>({ status: 'loading' });
  const [fixStep, setFixStep] = useState<StepId>('contact');
  const [countdown, setCountdown] = useState(ACTIVATION_REDIRECT_SECONDS);
  const passwordForm = useSchemaForm(resetPasswordForm, { password: '', password_confirmation: '' });
  const biodata = useSchemaForm(activationStep1Form, EMPTY_BIODATA);
  const contact = useSchemaForm(activationStep2Form, EMPTY_CONTACT);
  const steps: StepId[] = needsPassword ? ['check', 'password', 'biodata', 'contact'] : ['check', 'biodata', 'contact'];
  const current = steps[step] ?? 'check';

  // Activated: to the dashboard after 5 seconds.
  useEffect(() => {
    if (!sent || submit.status !== 'success') return;
    if (countdown <= 0) {
      navigate(ACTIVATION_REDIRECT_TO, { replace: true });
      return;
    }
    const timer = setTimeout(() => setCountdown((c) => c - 1), 1000);
    return () => clearTimeout(timer);
  }, [sent, submit.status, countdown, navigate]);

  const send = async () => {
    const one = activationStep1Form.safeParse(biodata.values);
    const two = activationStep2Form.safeParse(contact.values);
    const password = resetPasswordForm.safeParse(passwordForm.values);
    if (!one.success || !two.success || (needsPassword && !password.success)) return;
    setSent(true);
    setSubmit({ status: 'loading' });
    try {
      const body = { ...one.data, ...two.data, ...(needsPassword && password.success ? password.data : {}) };
      const out = await call(api.auth.activate, { body });
      signIn(out.claims, ACTIVATION_REDIRECT_TO);
      setCountdown(ACTIVATION_REDIRECT_SECONDS);
      setSubmit({ status: 'success', message: out.message });
    } catch (error) {
      if (error instanceof ApiError) {
        // Field errors go back onto their step, which Perbaiki Data opens.
        const fields = serverFieldErrors(error.serverMessage);
        for (const form of [passwordForm, biodata, contact]) form.setErrors(fields);
        setFixStep(stepToFix(fields, steps));
      }
      setSubmit({ status: 'failed', message: error instanceof ApiError ? error.message : MSG.genericErrorPlain });
    }
  };

  if (sent) {
    return (
      <WizardResult
        title={AUTH_SCREEN_MSG.activationStepResult}
        state={submit}
        loadingText={AUTH_SCREEN_MSG.activationSending}
        successTitle={PAGE_NAME_MSG.activation}
        failedTitle={MSG.genericErrorPlain}
        successBody={<Box variant="p">{AUTH_SCREEN_MSG.activationRedirect(countdown)}</Box>}
        onward={{ text: AUTH_SCREEN_MSG.toDashboard, href: ACTIVATION_REDIRECT_TO }}
        onFix={() => {
          setStep(steps.indexOf(fixStep));
          setSent(false);
        }}
      />
    );
  }

  const content: Record<StepId, { title: string; description?: string; content: ReactNode }> = {
    check: {
      title: AUTH_SCREEN_MSG.activationStepCheck,
      description: AUTH_SCREEN_MSG.activationStepCheckDesc,
      content: <CheckStep check={check} />,
    },
    password: {
      title: AUTH_SCREEN_MSG.activationStepPassword,
      description: AUTH_SCREEN_MSG.activationStepPasswordDesc,
      content: <PasswordStep form={passwordForm} />,
    },
    biodata: {
      title: AUTH_SCREEN_MSG.activationStepBiodata,
      description: AUTH_SCREEN_MSG.activationStepBiodataDesc,
      content: <BiodataStep form={biodata} />,
    },
    contact: {
      title: AUTH_SCREEN_MSG.activationStepContact,
      description: AUTH_SCREEN_MSG.activationStepContactDesc,
      content: <ContactStep form={contact} />,
    },
  };

  return (
    <div className="auth-page">
      <Wizard
        activeStepIndex={step}
        submitButtonText={AUTH_SCREEN_MSG.activationSubmit}
        i18nStrings={WIZARD_BUTTONS}
        allowSkipTo={false}
        isLoadingNextStep={current === 'check' && check.status === 'loading'}
        onCancel={() => navigate('/')}
        onSubmit={() => {
          if (!contact.validate()) return;
          void send();
        }}
        onNavigate={({ detail }) => {
          const target = detail.requestedStepIndex;
          if (target < step) return setStep(target);
          if (current === 'check' && check.status !== 'success') return;
          if (current === 'password' && !passwordForm.validate()) return;
          if (current === 'biodata' && !biodata.validate()) return;
          setStep(target);
        }}
        steps={steps.map((id) => content[id])}
      />
    </div>
  );
}
