/**
 * Exports of the staff's lists (XLSX and CSV): the formats, their media types, and the query of an
 * export route, which is its list's own query (the same filters and scope; the page parameters
 * are ignored: an export is the whole list) plus `format`.
 */
import * as z from 'zod';
import { EKSPOR_MSG } from '../messages/ekspor';

export const EKSPOR_FORMATS = ['xlsx', 'csv'] as const;
export type EksporFormat = (typeof EKSPOR_FORMATS)[number];

export const EKSPOR_CONTENT_TYPE: Record<EksporFormat, string> = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv; charset=utf-8',
};

/** The page parameters of the lists, which an export ignores. */
const PAGE_KEYS = new Set(['page', 'paginate']);

const formatField = z.enum(EKSPOR_FORMATS, { error: () => EKSPOR_MSG.eksporFormatInvalid });

/**
 * The query of `<list path>/export`: `format` and the list's own filters, checked by the list's own
 * schema (its messages, its paths) so that an export never accepts a filter its list refuses.
 */
export function eksporQuery<T extends z.ZodType>(list: T) {
  return z.record(z.string(), z.unknown()).transform((raw, ctx) => {
    const filters = Object.fromEntries(Object.entries(raw).filter(([key]) => key !== 'format' && !PAGE_KEYS.has(key)));
    const format = formatField.safeParse(raw.format);
    if (!format.success) ctx.addIssue({ code: 'custom', path: ['format'], message: EKSPOR_MSG.eksporFormatInvalid });
    const filter = list.safeParse(filters);
    if (!filter.success) for (const issue of filter.error.issues) ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
    if (!format.success || !filter.success) return z.NEVER;
    return { format: format.data, filter: filter.data as z.output<T> };
  });
}

/** The file name of an export: `<list>-<YYYY-MM-DD>.<format>`. */
export const eksporFileName = (list: string, format: EksporFormat, today: string) => `${list}-${today}.${format}`;

/**
 * The files of export jobs in the documents bucket (`ekspor/<job id>/<file>`): personal data, so
 * kept one day (a lifecycle rule, infra/constructs/storage.ts), as their job items (TTL).
 */
export const EKSPOR_KEY_PREFIX = 'ekspor/';
export const EKSPOR_FILE_DAYS = 1;

/**
 * A list longer than this is exported by a job (202), not in the answer: measured, 5,000 rows are
 * about 1 MB of CSV and a few seconds of reads, well inside API Gateway's 30 s and Lambda's 6 MB.
 */
export const EKSPOR_DIRECT_ROWS = 5000;
