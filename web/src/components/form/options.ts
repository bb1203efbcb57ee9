/** Cloudscape Select options from lookup rows; values are the ids as text. */
import type { SelectProps } from '@cloudscape-design/components/select';

export function optionOf(id: number | string, label: string): SelectProps.Option {
  return { value: String(id), label };
}

/** The option whose value is `value`, or null (the placeholder shows). */
export function selectedOption(options: readonly SelectProps.Option[], value: unknown): SelectProps.Option | null {
  if (value === '' || value === undefined || value === null) return null;
  return options.find((o) => o.value === String(value)) ?? null;
}
