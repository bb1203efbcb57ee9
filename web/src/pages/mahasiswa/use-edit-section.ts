/**
 * The read-only / edit pattern of the Profile and Kontak tabs: the values shown come from the
 * server; the edit control turns on edit mode; discard leaves it and reloads from the server; save
 * checks the form, sends under 'Memperbarui..' and shows the tab's success text, or its failure
 * text with the server's message (field errors under their fields), then shows what the server
 * holds.
 */
import { failureWithReason, MSG } from '@shared/messages';
import { ApiError } from '@web/api/client';
import { describeFailure, notify } from '@web/app/notifications';
import { type FormValues, serverFieldErrors, useSchemaForm } from '@web/components/form/schema-form';
import { useEffect, useState } from 'react';
import type { z } from 'zod';

export interface EditTexts {
  /** Notice id: a new attempt replaces the outcome of the last one. */
  notice: string;
  success: string;
  failure: string;
}

export function useEditSection<S extends z.ZodType, V extends FormValues>(schema: S, shown: V, reload: () => Promise<unknown>, texts: EditTexts) {
  const [editing, setEditing] = useState(false);
  const [busy, setBusy] = useState(false);
  const form = useSchemaForm(schema, shown);
  const { reset } = form;

  useEffect(() => {
    if (!editing) reset(shown);
  }, [shown, editing, reset]);

  const discard = () => {
    setEditing(false);
    reset(shown);
    void reload();
  };

  const save = async (send: (data: z.output<S>) => Promise<unknown>) => {
    if (busy) return;
    const data = form.validate();
    if (data === null) {
      notify.warning(MSG.fillCorrectly, { id: texts.notice });
      return;
    }
    setBusy(true);
    const progress = notify.info(MSG.memperbarui, { id: texts.notice });
    try {
      await send(data);
      await reload();
      setEditing(false);
      progress.success(texts.success);
    } catch (error) {
      const failure = describeFailure(error, '');
      const text = failureWithReason(texts.failure, failure.text);
      if (failure.type === 'warning') progress.warning(text);
      else progress.error(text);
      if (error instanceof ApiError) form.setErrors(serverFieldErrors(error.serverMessage));
    } finally {
      setBusy(false);
    }
  };

  return { form, editing, busy, edit: () => setEditing(true), discard, save };
}
