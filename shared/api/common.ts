import * as z from 'zod';
import { FORM_MSG } from '../messages/common';

/** A positive whole number id in the path (`/api/x/{id}`), with a clear message otherwise. */
export const idParam = z.strictObject({
  id: z.coerce.number({ error: FORM_MSG.mustBeNumber }).int({ error: FORM_MSG.mustBeNumber }).positive({ error: FORM_MSG.mustBeNumber }),
});

/** The product specification's acknowledgement answers: `{ message }`. */
export const messageResponse = z.strictObject({ message: z.string() });

/** Page query of list calls: `page` (default 1) and `paginate` (page size). */
export const pageQuery = (defaultSize: number, max = 100) => ({
  page: z.coerce.number({ error: FORM_MSG.mustBeNumber }).int().min(1).default(1),
  paginate: z.coerce.number({ error: FORM_MSG.mustBeNumber }).int().min(1).max(max).default(defaultSize),
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
