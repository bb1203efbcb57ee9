/**
 * A small form state for the account screens, driven by the shared zod schemas (DESIGN rule 5):
 * the same schema the API enforces checks the form, with the spec's messages. Errors show after
 * the first submit attempt and then follow every change.
 */

import type { ServerMessage } from '@shared/domain/server-message';
import { AUTH_TEXT, MSG } from '@shared/messages';
import { notify } from '@web/app/notifications';
import { type FormEvent, useCallback, useRef, useState } from 'react';
import type { z } from 'zod';

export type FieldErrors = Partial<Record<string, string>>;

/** The first message of each field (the top-level key of the issue path). */
export function firstErrors(error: z.ZodError): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '_');
    out[field] ??= issue.message;
  }
  return out;
}

/** A server field map (`{ field: [messages] }`) as field errors; other shapes give none. */
export function serverFieldErrors(message: ServerMessage | undefined): FieldErrors {
  if (!message || typeof message !== 'object' || Array.isArray(message)) return {};
  const out: FieldErrors = {};
  for (const [field, list] of Object.entries(message)) if (list[0]) out[field] = list[0];
  return out;
}

export interface SchemaForm<V extends Record<string, unknown>, O> {
  values: V;
  errors: FieldErrors;
  set<K extends keyof V>(field: K, value: V[K]): void;
  reset(values: V): void;
  /** Parses all values; shows the errors and returns null when invalid. */
  validate(): O | null;
  setErrors(errors: FieldErrors): void;
}

export function useSchemaForm<S extends z.ZodType, V extends Record<string, unknown>>(schema: S, initial: V): SchemaForm<V, z.output<S>> {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const current = useRef(initial);
  const checked = useRef(false);

  const check = useCallback(
    (next: V) => {
      const result = schema.safeParse(next);
      setErrors(result.success ? {} : firstErrors(result.error));
      return result;
    },
    [schema],
  );

  const set = useCallback(
    <K extends keyof V>(field: K, value: V[K]) => {
      const next = { ...current.current, [field]: value };
      current.current = next;
      setValues(next);
      if (checked.current) check(next);
    },
    [check],
  );

  const reset = useCallback((next: V) => {
    checked.current = false;
    current.current = next;
    setValues(next);
    setErrors({});
  }, []);

  const validate = useCallback(() => {
    checked.current = true;
    const result = check(current.current);
    return result.success ? (result.data as z.output<S>) : null;
  }, [check]);

  return { values, errors, set, reset, validate, setErrors };
}

export interface FormSubmitTexts {
  /** Id of the warning shown while the form is invalid (dismissed on a valid submit). */
  notice: string;
  /** The warning of an invalid form. */
  invalid: string;
  /** The info notice while the call runs. */
  pending: string;
}

/**
 * The submit of a form that makes one call: checks the form (the `invalid` warning when it
 * fails), then runs `send` under an info notice that becomes the answer's message, or the
 * failure's warning (4xx) or error; `onDone` gets the answer's message.
 */
export function useFormSubmit<O>(
  form: Pick<SchemaForm<Record<string, unknown>, O>, 'validate'>,
  texts: FormSubmitTexts,
  send: (data: O) => Promise<{ message: string }>,
  onDone: (message: string) => void,
): { busy: boolean; submit: (event: FormEvent) => Promise<void> } {
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
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

/** The buttons of the register and activation wizards (spec 000 section 2: Next, Previous). */
export const WIZARD_BUTTONS = { nextButton: AUTH_TEXT.nextButton, previousButton: AUTH_TEXT.previousButton, cancelButton: AUTH_TEXT.cancelButton };
