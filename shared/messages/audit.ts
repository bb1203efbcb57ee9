/**
 * The refusals of the audit log's query (gathered into MSG); the page's texts and the actions'
 * names are in audit-screen.ts. All of them are ours.
 */

import { bilingual } from './language';

/** Refusals of `GET /api/manajemen/audit` (gathered into MSG). */
export const AUDIT_MSG = /* @__PURE__ */ bilingual(
  {
    auditTargetTypeRequired: 'Pilih jenis target untuk mencari dengan ID target.',
    auditRangeOrder: 'Tanggal akhir tidak boleh sebelum tanggal awal.',
    auditRangeTooLong: 'Tanpa filter aktor atau target, rentang tanggal paling lama 366 hari.',
    auditDayFormat: 'Tanggal harus berformat YYYY-MM-DD.',
  } as const,
  {
    auditTargetTypeRequired: 'Choose a target type to search by target ID.',
    auditRangeOrder: 'The end date cannot be before the start date.',
    auditRangeTooLong: 'Without an actor or target filter, the date range can be at most 366 days.',
    auditDayFormat: 'The date must be in the format YYYY-MM-DD.',
  },
);
