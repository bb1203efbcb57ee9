/**
 * A dialog that is one small form and one call (the master-data screens' add and edit dialogs: a
 * category, a rubric, a sub-rubric, a CPL item or point): text fields, areas or selects bound to the shared
 * schema, Batal and the submit button, disabled while a required field is empty; the submit runs
 * the call under an info notice that becomes the answer's message, or the failure's warning (4xx,
 * the server's text) or error, and the dialog stays open to correct.
 *
 *   <FormModal title={...} schema={rubrikUpdateBody} initial={{ nama_rubrik: r.nama_rubrik, ... }}
 *     fields={[{ name: 'nama_rubrik', label: ... }]} required={['nama_rubrik']} pending={MSG.mengupdate}
 *     send={(data) => call(api.admin.rubrikUpdate, { params, body: { ...data, version } })} onClose={...} />
 */
import Box from '@cloudscape-design/components/box';
import type { InputProps } from '@cloudscape-design/components/input';
import Modal from '@cloudscape-design/components/modal';
import type { SelectProps } from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { MSG } from '@shared/messages';
import { type ReactNode, useRef } from 'react';
import type { z } from 'zod';
import { DialogFooter } from './dialog-footer';
import { FormInput, FormSelect, FormTextarea, type TextField } from './form-fields';
import { useFormSubmit } from './form-submit';
import { useSchemaForm } from './schema-form';

/** One warning for an invalid dialog: a new attempt replaces it. */
const INVALID_NOTICE = 'form-modal-invalid';

export interface FormModalField<V> {
  name: TextField<V>;
  label: string;
  description?: string;
  /** A hint below the field (its bounds). */
  constraintText?: string;
  /** A number typed as text (the schema reads it). */
  numeric?: boolean;
  /** A long text: a text area of this many rows. */
  rows?: number;
  /** A choice: a select of these options (the value is the option's). */
  options?: readonly SelectProps.Option[];
}

export interface FormModalProps<S extends z.ZodType, V extends Record<string, string>> {
  title: string;
  /** What the dialog is about (the item a new point belongs to), above the fields. */
  context?: ReactNode;
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
  context,
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
        <DialogFooter
          cancelLabel={cancelLabel}
          submitLabel={submitLabel}
          busy={busy}
          disabled={empty}
          onCancel={() => onClose(false)}
          onSubmit={() => formRef.current?.requestSubmit()}
        />
      }
    >
      <form ref={formRef} onSubmit={(e) => void (empty ? e.preventDefault() : submit(e))} noValidate>
        <SpaceBetween size="m">
          {context && <Box color="text-body-secondary">{context}</Box>}
          {fields.map((f, i) => {
            const field = { form, name: f.name, label: f.label, description: f.description, constraintText: f.constraintText };
            if (f.options) return <FormSelect key={f.name} {...field} options={f.options} />;
            return f.rows ? (
              <FormTextarea key={f.name} {...field} rows={f.rows} />
            ) : (
              <FormInput
                key={f.name}
                {...field}
                autoFocus={i === 0}
                inputMode={(f.numeric ? 'numeric' : undefined) satisfies InputProps.InputMode | undefined}
              />
            );
          })}
          {/* Enter in a field submits, as the button does */}
          <button type="submit" hidden aria-hidden tabIndex={-1} />
        </SpaceBetween>
      </form>
    </Modal>
  );
}
