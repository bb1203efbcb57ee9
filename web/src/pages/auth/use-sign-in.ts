/**
 * The password step of the header's sign-in popover: 'Logging in..' while the call runs; on success
 * the pending login is kept and the app goes to /otp; any refusal reads 'NIM atau password salah!'
 * except a rate limit or a deactivated account, whose own message says what to do; a failure of the
 * call itself reads 'Terjadi kesalahan!'.
 */

import { api } from '@shared/api';
import { MSG } from '@shared/messages';
import { ApiError, call } from '@web/api/client';
import { notify } from '@web/app/notifications';
import { storePendingLogin } from '@web/app/pending-login';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';

export const LOGIN_NOTICE_ID = 'login';

export function useSignInSubmit(): (nim: string, password: string) => Promise<void> {
  const navigate = useNavigate();
  return useCallback(
    async (nim: string, password: string) => {
      const pending = notify.info(MSG.loggingIn, { id: LOGIN_NOTICE_ID });
      try {
        const out = await call(api.auth.login, { body: { nim, password } });
        storePendingLogin({ nim: nim.trim(), message: out.message, expires_at: out.expires_at });
        pending.dismiss();
        navigate('/otp');
      } catch (error) {
        if (error instanceof ApiError) pending.warning(error.status === 429 || error.status === 403 ? error.message : MSG.wrongCredentials);
        else pending.error(MSG.genericError);
      }
    },
    [navigate],
  );
}
