/**
 * The calls of a Migrasi tab card: only a 200 answer is success (its message); any other answer is a
 * warning with the server's message, its field errors under their fields (a taken nim_baru); an
 * exception is 'Terjadi kesalahan'. After each call the request is read again.
 */
import { MSG } from '@shared/messages';
import { ApiError } from '@web/api/client';
import { notify } from '@web/app/notifications';
import { type FieldErrors, serverFieldErrors } from '@web/components/form/schema-form';
import { useState } from 'react';

export function useMutasiCall(notice: string, reload: () => Promise<unknown>, showErrors: (errors: FieldErrors) => void) {
  const [busy, setBusy] = useState(false);

  /** Runs one call under an info notice; true when it succeeded. */
  const run = async (pending: string, send: () => Promise<{ message: string }>): Promise<boolean> => {
    if (busy) return false;
    setBusy(true);
    const progress = notify.info(pending, { id: notice });
    try {
      const out = await send();
      await reload();
      progress.success(out.message);
      return true;
    } catch (error) {
      if (error instanceof ApiError) {
        progress.warning(error.message || MSG.genericErrorPlain);
        showErrors(serverFieldErrors(error.serverMessage));
      } else progress.error(MSG.genericErrorPlain);
      return false;
    } finally {
      setBusy(false);
    }
  };

  return { busy, run };
}
