/**
 * Fields bound to a schema form: a Cloudscape FormField whose error text is the field's message
 * from the zod schema, around the control that edits the field.
 *
 *   <FormInput form={form} name="nim" label={AUTH_SCREEN_MSG.fieldNim} autoComplete="username" />
 *   <FormSelect form={form} name="id_fakultas" label={...} options={...} lookup={fakultas} clears={['id_prodi']} />
 *   <FormDate form={form} name="tanggal_masuk" label={...} />
 *   <SchemaField form={form} name="terms"><Checkbox ... /></SchemaField>
 */
import FormField from '@cloudscape-design/components/form-field';
import Input, { type InputProps } from '@cloudscape-design/components/input';
import Select, { type SelectProps } from '@cloudscape-design/components/select';
import Textarea from '@cloudscape-design/components/textarea';
import { readableDate } from '@shared/domain/dates';
import { AUTH_SCREEN_MSG, chosenDate, MSG } from '@shared/messages';
import type { ReactNode } from 'react';
import { DateInput } from './date-input';
import { selectedOption } from './options';
import type { FormValues, SchemaForm } from './schema-form';

/** The fields of a form that hold text (named fields only, not an index signature). */
export type TextField<V> = keyof { [K in keyof V as string extends K ? never : V[K] extends string ? K : never]: V[K] } & string;

/** The form a field part edits: only what it needs (any schema output). */
export type BoundForm<V extends FormValues> = Pick<SchemaForm<V, unknown>, 'values' | 'errors' | 'set'>;

export interface FieldFrameProps {
  label?: ReactNode;
  description?: ReactNode;
  constraintText?: ReactNode;
  info?: ReactNode;
  stretch?: boolean;
}

/** The FormField of one schema field: its label and texts, and the field's error message. */
export function SchemaField<V extends FormValues>({
  form,
  name,
  children,
  ...frame
}: FieldFrameProps & { form: Pick<BoundForm<V>, 'errors'>; name: keyof V & string; children: ReactNode }) {
  return (
    <FormField {...frame} errorText={form.errors[name]}>
      {children}
    </FormField>
  );
}

/** The text of a text field. */
function textOf<V extends FormValues>(form: BoundForm<V>, name: TextField<V>): string {
  const value = form.values[name];
  return typeof value === 'string' ? value : '';
}

/** Sets a text field (a field part only offers text fields). */
function setText<V extends FormValues>(form: BoundForm<V>, name: TextField<V>, value: string): void {
  form.set(name, value as V[TextField<V>]);
}

export interface FormInputProps<V extends FormValues> extends FieldFrameProps {
  form: BoundForm<V>;
  name: TextField<V>;
  type?: InputProps.Type;
  inputMode?: InputProps.InputMode;
  autoComplete?: InputProps['autoComplete'];
  autoFocus?: boolean;
  placeholder?: string;
  disabled?: boolean;
  /** Shown, not editable (the read-only mode of a profile form). */
  readOnly?: boolean;
}

export function FormInput<V extends FormValues>({
  form,
  name,
  type,
  inputMode,
  autoComplete,
  autoFocus,
  placeholder,
  disabled,
  readOnly,
  ...frame
}: FormInputProps<V>) {
  return (
    <SchemaField form={form} name={name} {...frame}>
      <Input
        name={name}
        type={type}
        value={textOf(form, name)}
        inputMode={inputMode}
        autoComplete={autoComplete}
        autoFocus={autoFocus}
        placeholder={placeholder}
        disabled={disabled}
        readOnly={readOnly}
        onChange={(e) => setText(form, name, e.detail.value)}
      />
    </SchemaField>
  );
}

export function FormTextarea<V extends FormValues>({
  form,
  name,
  rows,
  readOnly,
  ...frame
}: FieldFrameProps & { form: BoundForm<V>; name: TextField<V>; rows: number; readOnly?: boolean }) {
  return (
    <SchemaField form={form} name={name} {...frame}>
      <Textarea name={name} value={textOf(form, name)} rows={rows} readOnly={readOnly} onChange={(e) => setText(form, name, e.detail.value)} />
    </SchemaField>
  );
}

/**
 * A date (YYYY-MM-DD) typed DD/MM/YYYY or chosen on the calendar (date-input.tsx); below it the
 * format, or with `showChosen` the chosen date spelled out ('Tanggal: 17 April 2003').
 */
export function FormDate<V extends FormValues>({
  form,
  name,
  disabled,
  readOnly,
  showChosen,
  ...frame
}: FieldFrameProps & { form: BoundForm<V>; name: TextField<V>; disabled?: boolean; readOnly?: boolean; showChosen?: boolean }) {
  const value = textOf(form, name);
  const chosen = showChosen && /^\d{4}-\d{2}-\d{2}$/.test(value) ? chosenDate(readableDate(value)) : undefined;
  return (
    <SchemaField form={form} name={name} {...frame} constraintText={chosen ?? frame.constraintText ?? (readOnly ? undefined : MSG.dateHint)}>
      <DateInput name={name} value={value} disabled={disabled} readOnly={readOnly} onChange={(v) => setText(form, name, v)} />
    </SchemaField>
  );
}

/** A lookup call behind a Select's options (react-query's flags). */
export interface Lookup {
  isLoading: boolean;
  isError: boolean;
}

export interface FormSelectProps<V extends FormValues> extends FieldFrameProps {
  form: BoundForm<V>;
  name: TextField<V>;
  options: readonly SelectProps.Option[];
  /** Options loaded by a call: its loading and failure show in the list. */
  lookup?: Lookup;
  /** Fields emptied when this one changes (a city when the province changes). */
  clears?: readonly TextField<V>[];
  filteringType?: SelectProps.FilteringType;
  disabled?: boolean;
  readOnly?: boolean;
  /** Placeholder; 'Pilih' by default. */
  placeholder?: string;
}

export function FormSelect<V extends FormValues>({
  form,
  name,
  options,
  lookup,
  clears = [],
  filteringType,
  disabled,
  readOnly,
  placeholder = AUTH_SCREEN_MSG.choosePlaceholder,
  ...frame
}: FormSelectProps<V>) {
  return (
    <SchemaField form={form} name={name} {...frame}>
      <Select
        selectedOption={selectedOption(options, form.values[name])}
        options={options}
        filteringType={filteringType}
        disabled={disabled}
        readOnly={readOnly}
        placeholder={placeholder}
        statusType={lookup ? (lookup.isLoading ? 'loading' : lookup.isError ? 'error' : 'finished') : undefined}
        loadingText={lookup ? AUTH_SCREEN_MSG.loadingOptions : undefined}
        errorText={lookup ? MSG.genericError : undefined}
        onChange={(e) => {
          setText(form, name, e.detail.selectedOption.value ?? '');
          for (const field of clears) setText(form, field, '');
        }}
      />
    </SchemaField>
  );
}
