/**
 * The activation wizard's first step: the link's token (taken off the address bar) base64url-decodes
 * to our own check address, which is called once with the token in the body. 'Akun telah
 * diverifikasi' (409, a link opened again) counts as success. The answer also says whether the
 * account has no password yet (one an admin or the import made), so the wizard asks for one.
 */
import { api } from '@shared/api';
import { activationCheckResponse } from '@shared/api/auth';
import { MSG } from '@shared/messages';
import { ApiError, call } from '@web/api/client';
import { useEffect, useRef, useState } from 'react';
import { activationTokenOf } from './activation-link';
import type { SendState } from './wizard-result';

export function useActivationCheck(encoded: string | null): { check: SendState; needsPassword: boolean } {
  const [check, setCheck] = useState<SendState>({ status: 'loading' });
  const [needsPassword, setNeedsPassword] = useState(false);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const token = encoded ? activationTokenOf(encoded, window.location.origin) : null;
    if (!token) return setCheck({ status: 'failed', message: MSG.activationTokenError });
    call(api.auth.activationCheckPost, { body: { token } })
      .then((out) => {
        setNeedsPassword(out.needs_password);
        setCheck({ status: 'success', message: out.message });
      })
      .catch((error: unknown) => {
        if (error instanceof ApiError && error.message === MSG.alreadyVerified) {
          setNeedsPassword(activationCheckResponse.safeParse(error.body).data?.needs_password ?? false);
          setCheck({ status: 'success', message: error.message });
        } else if (error instanceof ApiError) setCheck({ status: 'failed', message: error.message });
        else setCheck({ status: 'failed', message: MSG.activationTokenError });
      });
  }, [encoded]);

  return { check, needsPassword };
}
