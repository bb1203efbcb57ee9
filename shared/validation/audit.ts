/**
 * The audit log's filter fields (shared/api/audit.ts), shared with the page's date range picker.
 */
import * as z from 'zod';
import { isDay } from '../domain/audit';
import { AUDIT_MSG } from '../messages/audit';

/** A day YYYY-MM-DD (WIB); blank is none. */
export const auditDay = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
  z
    .string()
    .trim()
    .refine(isDay, { error: () => AUDIT_MSG.auditDayFormat })
    .optional(),
);

/** What is wrong with a chosen range (null: nothing): an end before the start. */
export function auditRangeProblem(dari: string | undefined, sampai: string | undefined): string | null {
  return dari !== undefined && sampai !== undefined && sampai < dari ? AUDIT_MSG.auditRangeOrder : null;
}
