/**
 * /activation/{token}: a 4-step wizard. Step 0 checks the link (the token base64url-decodes to our
 * own check address; 'Akun telah diverifikasi' counts as success); step 1 biodata; step 2 contact;
 * entering step 3 sends the data and, on success, goes to /user/dashboard after 5 seconds, signed
 * in: the activation answer sets the session cookie and gives the claims the page stores, as the
 * OTP sign-in does.
 */
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import Wizard from '@cloudscape-design/components/wizard';
import { api } from '@shared/api';
import { AUTH_TEXT, MSG } from '@shared/messages';
import { activationStep1Form, activationStep2Form } from '@shared/validation';
import { ApiError, call } from '@web/api/client';
import { useSession } from '@web/app/session';
import { useFollow } from '@web/app/use-follow';
import { serverFieldErrors, useSchemaForm } from '@web/components/form/schema-form';
import { EMPTY_BIODATA, EMPTY_CONTACT } from '@web/components/profil/profil-values';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { activationTokenOf } from './activation-link';
import { BiodataStep, ContactStep } from './activation-steps';
import { WIZARD_BUTTONS } from './wizard-buttons';
import './auth-page.css';

export const ACTIVATION_REDIRECT_SECONDS = 5;
export const ACTIVATION_REDIRECT_TO = '/user/dashboard';

type Status = { status: 'loading' } | { status: 'success'; message: string } | { status: 'failed'; message: string };

function Outcome({
  state,
  loadingText,
  successTitle,
  failedTitle,
}: {
  state: Status;
  loadingText: string;
  successTitle?: string;
  failedTitle: string;
}) {
  if (state.status === 'loading') return <StatusIndicator type="loading">{loadingText}</StatusIndicator>;
  if (state.status === 'success')
    return (
      <Alert type="success" header={successTitle}>
        {state.message}
      </Alert>
    );
  return (
    <Alert type="error" header={failedTitle}>
      {state.message}
    </Alert>
  );
}

export default function ActivationPage() {
  const { token: encoded = '' } = useParams();
  const navigate = useNavigate();
  const follow = useFollow();
  const { signIn } = useSession();
  const [step, setStep] = useState(0);
  const [check, setCheck] = useState<Status>({ status: 'loading' });
  const [submit, setSubmit] = useState<Status>({ status: 'loading' });
  const [countdown, setCountdown] = useState(ACTIVATION_REDIRECT_SECONDS);
  const biodata = useSchemaForm(activationStep1Form, EMPTY_BIODATA);
  const contact = useSchemaForm(activationStep2Form, EMPTY_CONTACT);
  const started = useRef(false);

  // Step 0: check the link once.
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const token = activationTokenOf(encoded, window.location.origin);
    if (!token) return setCheck({ status: 'failed', message: MSG.activationTokenError });
    call(api.auth.activationCheck, { query: { token } })
      .then((out) => setCheck({ status: 'success', message: out.message }))
      .catch((error: unknown) => {
        if (error instanceof ApiError && error.message === MSG.alreadyVerified) setCheck({ status: 'success', message: error.message });
        else if (error instanceof ApiError) setCheck({ status: 'failed', message: error.message });
        else setCheck({ status: 'failed', message: MSG.activationTokenError });
      });
  }, [encoded]);

  // Step 3 success: to the dashboard after 5 seconds.
  useEffect(() => {
    if (submit.status !== 'success' || step !== 3) return;
    if (countdown <= 0) {
      navigate(ACTIVATION_REDIRECT_TO, { replace: true });
      return;
    }
    const timer = setTimeout(() => setCountdown((c) => c - 1), 1000);
    return () => clearTimeout(timer);
  }, [submit.status, step, countdown, navigate]);

  const send = async () => {
    const one = activationStep1Form.safeParse(biodata.values);
    const two = activationStep2Form.safeParse(contact.values);
    if (!one.success || !two.success) return;
    setSubmit({ status: 'loading' });
    try {
      const out = await call(api.auth.activate, { body: { ...one.data, ...two.data } });
      signIn(out.claims);
      setCountdown(ACTIVATION_REDIRECT_SECONDS);
      setSubmit({ status: 'success', message: out.message });
    } catch (error) {
      if (error instanceof ApiError) {
        // Field errors go back onto their step so Previous shows where to fix.
        const fields = serverFieldErrors(error.serverMessage);
        biodata.setErrors(fields);
        contact.setErrors(fields);
      }
      setSubmit({ status: 'failed', message: error instanceof ApiError ? error.message : MSG.genericErrorPlain });
    }
  };

  return (
    <div className="auth-page">
      <Wizard
        activeStepIndex={step}
        submitButtonText={AUTH_TEXT.toDashboard}
        i18nStrings={WIZARD_BUTTONS}
        allowSkipTo={false}
        isLoadingNextStep={(step === 0 && check.status === 'loading') || (step === 3 && submit.status === 'loading')}
        onCancel={() => navigate('/')}
        onSubmit={() => {
          if (submit.status === 'success') navigate(ACTIVATION_REDIRECT_TO, { replace: true });
        }}
        onNavigate={({ detail }) => {
          const target = detail.requestedStepIndex;
          if (target < step) return setStep(target);
          if (step === 0 && check.status !== 'success') return;
          if (step === 1 && !biodata.validate()) return;
          if (step === 2) {
            if (!contact.validate()) return;
            setStep(3);
            void send();
            return;
          }
          setStep(target);
        }}
        steps={[
          {
            title: AUTH_TEXT.activationStepCheck,
            description: AUTH_TEXT.activationStepCheckDesc,
            content: (
              <Container>
                <SpaceBetween size="m">
                  <Outcome state={check} loadingText={AUTH_TEXT.activationChecking} failedTitle={MSG.genericErrorPlain} />
                  {check.status === 'success' && <Box variant="p">{AUTH_TEXT.activationCheckOk}</Box>}
                  {check.status === 'failed' && (
                    <Button href="/" onFollow={follow}>
                      {MSG.backHome}
                    </Button>
                  )}
                </SpaceBetween>
              </Container>
            ),
          },
          {
            title: AUTH_TEXT.activationStepBiodata,
            description: AUTH_TEXT.activationStepBiodataDesc,
            content: <BiodataStep form={biodata} />,
          },
          {
            title: AUTH_TEXT.activationStepContact,
            description: AUTH_TEXT.activationStepContactDesc,
            content: <ContactStep form={contact} />,
          },
          {
            title: AUTH_TEXT.activationStepResult,
            content: (
              <Container>
                <SpaceBetween size="m">
                  <Outcome
                    state={submit}
                    loadingText={AUTH_TEXT.activationSending}
                    successTitle={AUTH_TEXT.activationTitle}
                    failedTitle={MSG.genericErrorPlain}
                  />
                  {submit.status === 'success' && <Box variant="p">{AUTH_TEXT.activationRedirect(countdown)}</Box>}
                </SpaceBetween>
              </Container>
            ),
          },
        ]}
      />
    </div>
  );
}
