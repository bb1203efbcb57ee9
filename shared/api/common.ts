import * as z from 'zod';
import { FORM_MSG } from '../messages/common';

/** A positive whole number id in the path (`/api/x/{id}`), with a clear message otherwise. */
export const idParam = z.strictObject({
  id: z.coerce
    .number({ error: () => FORM_MSG.mustBeNumber })
    .int({ error: () => FORM_MSG.mustBeNumber })
    .positive({ error: () => FORM_MSG.mustBeNumber }),
});

/** A file answer of a `download` route: its name, media type and bytes (base64, as Lambda answers binary). */
export const fileAnswer = z.strictObject({
  file: z.strictObject({ name: z.string(), contentType: z.string(), base64: z.string() }),
});
export type FileAnswer = z.output<typeof fileAnswer>;

/** The acknowledgement answers: `{ message }`. */
export const messageResponse = z.strictObject({ message: z.string() });

/**
 * The last page a list call may ask for. A list reads up to `page × paginate` items; past a
 * hundred thousand pages that number leaves what a database read may ask for (2^31) and the call
 * failed with a 500 instead of answering that the page is out of range.
 */
export const PAGE_MAX = 100_000;

/** Page query of list calls: `page` (default 1, at most PAGE_MAX) and `paginate` (page size). */
export const pageQuery = (defaultSize: number, max = 100) => ({
  page: z.coerce
    .number({ error: () => FORM_MSG.mustBeNumber })
    .int()
    .min(1, { error: () => FORM_MSG.outOfRange })
    .max(PAGE_MAX, { error: () => FORM_MSG.outOfRange })
    .default(1),
  paginate: z.coerce
    .number({ error: () => FORM_MSG.mustBeNumber })
    .int()
    .min(1, { error: () => FORM_MSG.outOfRange })
    .max(max, { error: () => FORM_MSG.outOfRange })
    .default(defaultSize),
});

/** Laravel-style page of results: `{ data, last_page }` (plus totals for convenience). */
export const paged = <T extends z.ZodType>(item: T) =>
  z.strictObject({
    data: z.array(item),
    current_page: z.number().int(),
    last_page: z.number().int(),
    per_page: z.number().int(),
    total: z.number().int(),
  });
