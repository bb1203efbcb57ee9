/**
 * The submit of a form that makes one call: checks the form (a warning notice when it fails),
 * then runs the call under an info notice that becomes the answer's message, or the failure's
 * warning (4xx) or error.
 */
import { MSG } from '@shared/messages';
import { notify } from '@web/app/notifications';
import { type FormEvent, useState } from 'react';
import type { SchemaForm } from './schema-form';

export interface FormSubmitTexts {
  /** Id of the warning shown while the form is invalid (dismissed on a valid submit). */
  notice: string;
  /** The warning of an invalid form. */
  invalid: string;
  /** The info notice while the call runs. */
  pending: string;
}

/** `send` makes the call; `onDone` gets the answer's message. */
export function useFormSubmit<O>(
  form: Pick<SchemaForm<Record<string, unknown>, O>, 'validate'>,
  texts: FormSubmitTexts,
  send: (data: O) => Promise<{ message: string }>,
  onDone: (message: string) => void,
): { busy: boolean; submit: (event?: FormEvent) => Promise<void> } {
  const [busy, setBusy] = useState(false);
  // no event: a dialog's footer button (outside the form) submits
  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (busy) return;
    const data = form.validate();
    if (!data) {
      notify.warning(texts.invalid, { id: texts.notice });
      return;
    }
    notify.dismiss(texts.notice);
    setBusy(true);
    const progress = notify.info(texts.pending);
    try {
      const out = await send(data);
      progress.success(out.message);
      onDone(out.message);
    } catch (error) {
      progress.fail(error, MSG.genericError);
    } finally {
      setBusy(false);
    }
  };
  return { busy, submit };
}
