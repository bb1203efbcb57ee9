/**
 * The add and edit dialog of a CPL category, item or point (spec 001 section 5): the three have
 * the same shape, an urutan di SKPI and a text in Indonesian and in English, each required; the
 * form is checked with the shared schema (bidangCplForm, cplForm, cplPointForm) and the submit
 * button stays disabled while a required field is empty. The call runs under an info notice that
 * becomes the server's message, or its warning (4xx) or error; the dialog closes on success.
 */
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Form from '@cloudscape-design/components/form';
import Input from '@cloudscape-design/components/input';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Textarea from '@cloudscape-design/components/textarea';
import { CPL_TEXT, MASTER_TEXT, MSG } from '@shared/messages';
import { SchemaField } from '@web/components/form/form-fields';
import { useFormSubmit } from '@web/components/form/form-submit';
import { useSchemaForm } from '@web/components/form/schema-form';
import type { ReactNode } from 'react';
import type * as z from 'zod';

/** What the dialog edits: the urutan and the two texts, as typed. */
export type UrutanTexts<I extends string, E extends string> = Record<'urutan_di_skpi' | I | E, string>;

export interface UrutanTextsDialogProps<S extends z.ZodType, I extends string, E extends string> {
  title: string;
  /** What the thing belongs to (the item of a point), shown above the fields. */
  context?: ReactNode;
  schema: S;
  /** The schema's names of the Indonesian and English texts. */
  names: { indonesia: I; inggris: E };
  labels: { indonesia: string; inggris: string };
  /** Long texts (items, points) get a text area. */
  multiline: boolean;
  initial: UrutanTexts<I, E>;
  /** 'Menambahkan..' or 'Mengupdate..'. */
  pending: string;
  send: (data: z.output<S>) => Promise<{ message: string }>;
  onDone: () => void;
  onClose: () => void;
}

/** One warning for an invalid form: a new attempt replaces it. */
const INVALID_NOTICE = 'cpl-form-invalid';

/** Mounted while open: a new target starts a fresh form. */
export function UrutanTextsDialog<S extends z.ZodType, I extends string, E extends string>(props: UrutanTextsDialogProps<S, I, E>) {
  const { title, context, schema, names, labels, multiline, initial, pending, send, onDone, onClose } = props;
  const form = useSchemaForm(schema, initial);
  const { busy, submit } = useFormSubmit(form, { notice: INVALID_NOTICE, invalid: MSG.fillCorrectly, pending }, send, () => {
    onDone();
    onClose();
  });
  const values: UrutanTexts<I, E> = form.values;
  const filled = [values.urutan_di_skpi, values[names.indonesia], values[names.inggris]].every((v) => v.trim() !== '');

  const text = (name: I | E, label: string) => {
    const value: string = values[name];
    const change = (next: string) => form.set(name, next);
    return (
      <SchemaField form={form} name={name} label={label}>
        {multiline ? (
          <Textarea name={name} value={value} rows={3} onChange={(e) => change(e.detail.value)} />
        ) : (
          <Input name={name} value={value} onChange={(e) => change(e.detail.value)} />
        )}
      </SchemaField>
    );
  };

  return (
    <Modal visible size="medium" header={title} closeAriaLabel={MSG.dismiss} onDismiss={() => !busy && onClose()}>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Form
          actions={
            <SpaceBetween direction="horizontal" size="xs">
              <Button formAction="none" variant="link" disabled={busy} onClick={onClose}>
                {CPL_TEXT.cancel}
              </Button>
              <Button variant="primary" loading={busy} disabled={!filled}>
                {CPL_TEXT.save}
              </Button>
            </SpaceBetween>
          }
        >
          <SpaceBetween size="m">
            {context && <Box color="text-body-secondary">{context}</Box>}
            <SchemaField form={form} name="urutan_di_skpi" label={MASTER_TEXT.urutanLabel} constraintText={CPL_TEXT.urutanHint}>
              <Input
                name="urutan_di_skpi"
                type="number"
                inputMode="numeric"
                value={values.urutan_di_skpi}
                onChange={(e) => form.set('urutan_di_skpi', e.detail.value)}
              />
            </SchemaField>
            {text(names.indonesia, labels.indonesia)}
            {text(names.inggris, labels.inggris)}
          </SpaceBetween>
        </Form>
      </form>
    </Modal>
  );
}
