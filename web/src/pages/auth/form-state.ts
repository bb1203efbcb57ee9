/**
 * A small form state for the account screens, driven by the shared zod schemas (DESIGN rule 5):
 * the same schema the API enforces checks the form, with the spec's messages. Errors show after
 * the first submit attempt and then follow every change.
 */
import { useCallback, useRef, useState } from 'react';
import type { z } from 'zod';
import type { ServerMessage } from '../../../../shared/domain/server-message';

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
