/**
 * /otp: 'Kode OTP' (Enter submits), Masuk and Kirim Ulang. The login step's message is shown first;
 * messages stay 600000 ms on this screen. A correct pin starts the session (HttpOnly cookie; the
 * page keeps the claims), removes the pending login and goes to the dashboard of the role.
 */
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { api } from '@shared/api';
import { AUTH_SCREEN_MSG, MSG } from '@shared/messages';
import { ApiError, call } from '@web/api/client';
import { AUTO_HIDE_MS, NotificationScope, notify } from '@web/app/notifications';
import { clearPendingLogin, readPendingLogin } from '@web/app/pending-login';
import { signInHome } from '@web/app/roles';
import { useSession } from '@web/app/session';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import './auth-page.css';
import { PAGE_NAME_MSG } from '@shared/messages/page-names';

const OTP_NOTICE = { id: 'otp', autoHideMs: AUTO_HIDE_MS.otp };

function timeOf(seconds: number): string {
  return new Date(seconds * 1000).toLocaleTimeString('id-ID', { hour: '2-digit', minute: '2-digit' });
}

function OtpForm() {
  const navigate = useNavigate();
  const { signIn } = useSession();
  const [pending] = useState(() => readPendingLogin());
  const [pin, setPin] = useState('');
  const [busy, setBusy] = useState<'pin' | 'resend' | null>(null);
  const shown = useRef(false);

  useEffect(() => {
    if (pending && !shown.current) {
      shown.current = true;
      notify.success(pending.message, OTP_NOTICE);
    }
  }, [pending]);

  if (!pending) return null;

  /** The pending login is gone (expired, or the account changed): back to the landing page. */
  const leave = (error: ApiError) => {
    clearPendingLogin();
    notify.warning(error.message, { autoHideMs: AUTO_HIDE_MS.landing });
    navigate('/', { replace: true });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (pin.trim() === '') {
      notify.warning(MSG.required, OTP_NOTICE);
      return;
    }
    setBusy('pin');
    const progress = notify.info(MSG.loggingIn, OTP_NOTICE);
    try {
      const out = await call(api.auth.loginOtp, { body: { pin_otp: pin } });
      clearPendingLogin();
      progress.dismiss();
      const home = signInHome(out.claims.role);
      signIn(out.claims, home);
      navigate(home, { replace: true });
    } catch (error) {
      setBusy(null);
      if (error instanceof ApiError && error.status === 401 && error.message !== MSG.wrongOtp) return leave(error);
      // the server's message as a warning (4xx), an error otherwise; 'Terjadi kesalahan!' when none came
      progress.fail(error, MSG.genericError);
    }
  };

  const resend = async () => {
    if (busy) return;
    setBusy('resend');
    const progress = notify.info(MSG.resendingOtp, OTP_NOTICE);
    try {
      await call(api.auth.loginResend);
      progress.success(MSG.otpResent);
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) {
        progress.dismiss();
        leave(error);
      } else progress.fail(error, MSG.genericError);
    } finally {
      setBusy(null);
    }
  };

  return (
    <Container header={<Header variant="h1">{PAGE_NAME_MSG.otp}</Header>}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <SpaceBetween size="l">
          <Box variant="p">{AUTH_SCREEN_MSG.otpIntro(pending.nim)}</Box>
          <FormField label={AUTH_SCREEN_MSG.otpField} constraintText={AUTH_SCREEN_MSG.otpExpiresAt(timeOf(pending.expires_at))}>
            <Input
              name="pin_otp"
              value={pin}
              autoFocus
              inputMode="numeric"
              autoComplete="one-time-code"
              onChange={(event) => setPin(event.detail.value)}
            />
          </FormField>
          <SpaceBetween direction="horizontal" size="xs">
            <Button variant="primary" formAction="submit" loading={busy === 'pin'} disabled={busy === 'resend'}>
              {AUTH_SCREEN_MSG.otpSubmit}
            </Button>
            <Button formAction="none" onClick={() => void resend()} loading={busy === 'resend'} disabled={busy === 'pin'}>
              {AUTH_SCREEN_MSG.otpResend}
            </Button>
          </SpaceBetween>
        </SpaceBetween>
      </form>
    </Container>
  );
}

export default function OtpPage() {
  return (
    <NotificationScope autoHideMs={AUTO_HIDE_MS.otp}>
      <div className="auth-page auth-page--narrow">
        <OtpForm />
      </div>
    </NotificationScope>
  );
}
