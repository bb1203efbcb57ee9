/**
 * /masuk-kampus: where the campus sign-in's callback sends the browser. `hasil=otp`: the e-mailed
 * code step, as after the password (the pending login is kept, then /otp); `hasil=masuk`: the
 * session is there, so its claims are read and the role's dashboard opens; `galat=<reason>`: the
 * reason in Indonesian, with the way to try again.
 */
import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { api } from '@shared/api';
import { SSO_ERRORS, type SsoError } from '@shared/api/sso';
import { AUTH_MSG, AUTH_SCREEN_MSG } from '@shared/messages';
import { call } from '@web/api/client';
import { storePendingLogin } from '@web/app/pending-login';
import { signInHome } from '@web/app/roles';
import { useSession } from '@web/app/session';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { SSO_START_HREF } from './sso-button';
import './auth-page.css';
import { PAGE_NAME_MSG } from '@shared/messages/page-names';

const asError = (value: string | null): SsoError | null => ((SSO_ERRORS as readonly string[]).includes(value ?? '') ? (value as SsoError) : null);

export default function SsoReturnPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { signIn } = useSession();
  const [failure, setFailure] = useState<SsoError | null>(() => asError(params.get('galat')) ?? (params.get('hasil') ? null : 'expired'));
  const started = useRef(false);

  useEffect(() => {
    if (started.current || failure) return;
    started.current = true;
    const hasil = params.get('hasil');
    if (hasil === 'otp') {
      storePendingLogin({ nim: params.get('nim') ?? '', message: AUTH_MSG.otpSent, expires_at: Number(params.get('exp')) });
      navigate('/otp', { replace: true });
      return;
    }
    call(api.auth.session)
      .then((out) => {
        if (!out.claims) return setFailure('expired');
        const home = signInHome(out.claims.role);
        signIn(out.claims, home);
        navigate(home, { replace: true });
      })
      .catch(() => setFailure('failed'));
  }, [failure, params, navigate, signIn]);

  return (
    <div className="auth-page auth-page--narrow">
      <Container header={<Header variant="h1">{PAGE_NAME_MSG.sso}</Header>}>
        {failure ? (
          <SpaceBetween size="l">
            <Alert type="error" header={AUTH_SCREEN_MSG.ssoFailedTitle}>
              {AUTH_MSG.ssoRefused[failure]}
            </Alert>
            <SpaceBetween direction="horizontal" size="xs">
              <Button variant="primary" href={SSO_START_HREF}>
                {AUTH_SCREEN_MSG.ssoTryAgain}
              </Button>
              <Button href="/">{AUTH_SCREEN_MSG.ssoBackHome}</Button>
            </SpaceBetween>
          </SpaceBetween>
        ) : (
          <StatusIndicator type="loading">{AUTH_SCREEN_MSG.ssoFinishing}</StatusIndicator>
        )}
      </Container>
    </div>
  );
}
