/**
 * The one form mechanism of the app, driven by the shared zod schemas (one rule per field): the same
 * schema the API enforces checks the form, with the same messages. Errors show after the first
 * submit attempt and then follow every change, over the whole form (a cross-field rule such as
 * the password confirmation updates when either field changes). A schema may change between
 * renders (a form whose rules depend on a mode): the errors always follow the current one.
 *
 *   const form = useSchemaForm(forgotPasswordForm, { email: '' });
 *   <FormInput form={form} name="email" label={AUTH_SCREEN_MSG.fieldEmail} />
 *   const data = form.validate(); // the schema's output, or null (and the errors show)
 */
import type { ServerMessage } from '@shared/domain/server-message';
import { useCallback, useMemo, useRef, useState } from 'react';
import type { z } from 'zod';

export type FieldErrors = Partial<Record<string, string>>;

/** What a form holds: field name to value (text fields hold strings). */
export type FormValues = Record<string, unknown>;

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

export type FormCheck<O> = { ok: true; data: O; errors: FieldErrors } | { ok: false; errors: FieldErrors };

/** Parses the values with the schema: its output, or the first message of each field. */
export function checkForm<S extends z.ZodType>(schema: S, values: unknown): FormCheck<z.output<S>> {
  const result = schema.safeParse(values);
  return result.success ? { ok: true, data: result.data, errors: {} } : { ok: false, errors: firstErrors(result.error) };
}

export interface SchemaForm<V extends FormValues, O> {
  values: V;
  /** The message shown under each field. */
  errors: FieldErrors;
  set<K extends keyof V>(field: K, value: V[K]): void;
  /**
   * New values, as before the first submit attempt (no errors shown). A function gets the values
   * as they are at the call: a save that ends after the user went on editing keeps those edits.
   */
  reset(values: V | ((current: V) => V)): void;
  /** Parses all values; from now on the errors show and follow every change. Null when invalid. */
  validate(): O | null;
  /** Shows other errors (the server's field errors) until the next change. */
  setErrors(errors: FieldErrors): void;
}

interface State<V> {
  values: V;
  /** A submit was attempted: the schema's errors show. */
  checked: boolean;
  /** Errors given by setErrors, shown until the next change. */
  given: FieldErrors | null;
}

export function useSchemaForm<S extends z.ZodType, V extends FormValues>(schema: S, initial: V): SchemaForm<V, z.output<S>> {
  const [state, setState] = useState<State<V>>({ values: initial, checked: false, given: null });
  // The values as of the last call, so a handler may set several fields and then validate.
  const current = useRef(initial);
  const latestSchema = useRef(schema);
  latestSchema.current = schema;

  const set = useCallback(<K extends keyof V>(field: K, value: V[K]) => {
    const values = { ...current.current, [field]: value };
    current.current = values;
    setState((s) => ({ ...s, values, given: null }));
  }, []);

  const reset = useCallback((next: V | ((current: V) => V)) => {
    const values = typeof next === 'function' ? next(current.current) : next;
    current.current = values;
    setState({ values, checked: false, given: null });
  }, []);

  const validate = useCallback(() => {
    setState((s) => ({ ...s, checked: true, given: null }));
    const check = checkForm(latestSchema.current, current.current);
    return check.ok ? check.data : null;
  }, []);

  const setErrors = useCallback((errors: FieldErrors) => setState((s) => ({ ...s, given: errors })), []);

  const errors = useMemo(
    () => state.given ?? (state.checked ? checkForm(schema, state.values).errors : {}),
    [schema, state.given, state.checked, state.values],
  );

  return { values: state.values, errors, set, reset, validate, setErrors };
}
