/**
 * The checks before a card asks its Ya / Tidak: the shared schema over the form (its messages
 * under the fields, 'Mohon mengisi data dengan benar' as a warning when it fails), and after a
 * refused call the server's field errors under their fields (the values stay as typed).
 */
import { MSG } from '@shared/messages';
import { ApiError } from '@web/api/client';
import { notify } from '@web/app/notifications';
import { checkForm, type FormValues, type SchemaForm, serverFieldErrors } from '@web/components/form/schema-form';
import type { z } from 'zod';

export function useFormChecks<V extends FormValues>(form: Pick<SchemaForm<V, unknown>, 'values' | 'validate' | 'setErrors'>, notice: string) {
  return {
    /** The body the schema makes of the values, or null (the errors show under the fields). */
    valid<S extends z.ZodType>(schema: S, values: unknown = form.values): z.output<S> | null {
      const shown = form.validate();
      const check = checkForm(schema, values);
      if (shown === null || !check.ok) {
        notify.warning(MSG.fillCorrectly, { id: notice });
        return null;
      }
      notify.dismiss(notice);
      return check.data;
    },
    /** A refused call: the server's field messages (422) under their fields. */
    serverErrors(error: unknown) {
      if (error instanceof ApiError) form.setErrors(serverFieldErrors(error.serverMessage));
    },
  };
}
