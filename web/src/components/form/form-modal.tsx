/**
 * A dialog that is one small form and one call (the master-data screens' add and edit dialogs:
 * a category, a rubric, a sub-rubric): text fields bound to the shared schema, Batal and the
 * submit button, disabled while a required field is empty (spec 001 section 5); the submit runs
 * the call under an info notice that becomes the answer's message, or the failure's warning
 * (4xx, the server's text) or error, and the dialog stays open to correct.
 *
 *   <FormModal title={...} schema={rubrikUpdateBody} initial={{ nama_rubrik: r.nama_rubrik, ... }}
 *     fields={[{ name: 'nama_rubrik', label: ... }]} required={['nama_rubrik']} pending={MSG.mengupdate}
 *     send={(data) => call(api.admin.rubrikUpdate, { params, body: { ...data, version } })} onClose={...} />
 */
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import type { InputProps } from '@cloudscape-design/components/input';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { MSG } from '@shared/messages';
import { useRef } from 'react';
import type { z } from 'zod';
import { FormInput, type TextField } from './form-fields';
import { useFormSubmit } from './form-submit';
import { useSchemaForm } from './schema-form';

/** One warning for an invalid dialog: a new attempt replaces it. */
const INVALID_NOTICE = 'form-modal-invalid';

export interface FormModalField<V> {
  name: TextField<V>;
  label: string;
  description?: string;
  /** A number typed as text (the schema reads it). */
  numeric?: boolean;
}

export interface FormModalProps<S extends z.ZodType, V extends Record<string, string>> {
  title: string;
  /** The body schema of the call: the form's checks and the values sent. */
  schema: S;
  initial: V;
  fields: readonly FormModalField<V>[];
  /** Fields that must not be empty for the submit to be enabled. */
  required: readonly (keyof V & string)[];
  submitLabel: string;
  cancelLabel: string;
  /** The info notice while the call runs. */
  pending: string;
  send: (data: z.output<S>) => Promise<{ message: string }>;
  /** After a success (true) or on Batal and close (false). */
  onClose: (saved: boolean) => void;
}

/** Mounted while open (a new target starts a fresh form). */
export function FormModal<S extends z.ZodType, V extends Record<string, string>>({
  title,
  schema,
  initial,
  fields,
  required,
  submitLabel,
  cancelLabel,
  pending,
  send,
  onClose,
}: FormModalProps<S, V>) {
  const form = useSchemaForm(schema, initial);
  const { busy, submit } = useFormSubmit(form, { notice: INVALID_NOTICE, invalid: MSG.fillCorrectly, pending }, send, () => onClose(true));
  const formRef = useRef<HTMLFormElement>(null);
  const empty = required.some((name) => (form.values[name] ?? '').trim() === '');
  return (
    <Modal
      visible
      size="medium"
      header={title}
      closeAriaLabel={MSG.dismiss}
      onDismiss={() => !busy && onClose(false)}
      footer={
        <Box float="right">
          <SpaceBetween direction="horizontal" size="xs">
            <Button variant="link" disabled={busy} onClick={() => onClose(false)}>
              {cancelLabel}
            </Button>
            <Button variant="primary" loading={busy} disabled={empty} onClick={() => formRef.current?.requestSubmit()}>
              {submitLabel}
            </Button>
          </SpaceBetween>
        </Box>
      }
    >
      <form ref={formRef} onSubmit={(e) => void (empty ? e.preventDefault() : submit(e))} noValidate>
        <SpaceBetween size="m">
          {fields.map((f, i) => (
            <FormInput
              key={f.name}
              form={form}
              name={f.name}
              label={f.label}
              description={f.description}
              autoFocus={i === 0}
              inputMode={(f.numeric ? 'numeric' : undefined) satisfies InputProps.InputMode | undefined}
            />
          ))}
          {/* Enter in a field submits, as the button does */}
          <button type="submit" hidden aria-hidden tabIndex={-1} />
        </SpaceBetween>
      </form>
    </Modal>
  );
}
